import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { Plugin, Rollup } from 'vite';
import type { LandingRoute } from './src/app/landing-hints';

const appDir = fileURLToPath(new URL('./src/app', import.meta.url));
const rulesDir = fileURLToPath(new URL('../lambdas/rules', import.meta.url));

/** The shop's landing pages: the address that opens each, and the module its route loads. */
const LANDING_PAGES: { path: RegExp; module: string; data: LandingRoute[2] }[] = [
  { path: /^\/$/, module: 'src/features/catalogue/CataloguePage.tsx', data: 'catalogue' },
  {
    path: /^\/product\/([^/]+)\/?$/,
    module: 'src/features/product/ProductPage.tsx',
    data: 'product',
  },
];

function staticClosure(bundle: Rollup.OutputBundle, file: string, into: Set<string>): void {
  if (into.has(file)) return;
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk') return;
  into.add(file);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
}

/** src/app/landing-hints.ts run with the build's routes: one minified classic script. */
function hintsScript(routes: LandingRoute[]): string {
  const result = buildSync({
    stdin: {
      contents: `import { landingHints } from './landing-hints';
        import { earlyFetch } from '../lib/early-answer';
        let storage;
        try { storage = localStorage; } catch {}
        landingHints(${JSON.stringify(routes)}, location, storage, document.head, () =>
          document.createElement('link'), earlyFetch, window);`,
      resolveDir: appDir,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    // The image rule's `@rules` import, as Vite resolves it.
    alias: { '@rules': rulesDir },
  });
  return result.outputFiles[0]!.text;
}

/**
 * index.html asks for the landing page's own chunks (the route's module and its static
 * imports) and a guest's first API answer while it is parsed, beside the entry, React and the
 * router. Before, both waited until the entry had downloaded and run (preloadLandingPage in
 * app/router.tsx, landing-preload.ts): a round trip and React's download before the first card
 * or the product could render. A small async classic script of its own, not inline: the CSP
 * allows only the site's own script files (`script-src 'self'`).
 */
export function landingChunksPlugin(): Plugin {
  return {
    name: 'automation-marketplace:landing-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        const entry = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.isEntry,
        );
        if (html?.type !== 'asset' || !entry) throw new Error('landing-chunks: no index.html');
        const loaded = new Set<string>();
        staticClosure(bundle, entry.fileName, loaded);
        const routes = LANDING_PAGES.map(({ path, module, data }): LandingRoute => {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(module),
          );
          if (!chunk) throw new Error(`landing-chunks: no chunk for ${module}`);
          const files = new Set<string>();
          staticClosure(bundle, chunk.fileName, files);
          // Every chunk is assets/{name}.js: only the names travel.
          const own = [...files].filter((file) => !loaded.has(file));
          return [path.source, own.map((file) => file.replace(/^assets\/(.*)\.js$/, '$1')), data];
        });
        const source = hintsScript(routes);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/landing-hints-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        // Before the stylesheet and the entry: async, it runs as soon as it arrives.
        const text = String(html.source);
        const at = text.indexOf('<script type="module"');
        if (at < 0) throw new Error('landing-chunks: index.html has no module script');
        html.source = `${text.slice(0, at)}<script async src="/${fileName}"></script>\n    ${text.slice(at)}`;
      },
    },
  };
}
