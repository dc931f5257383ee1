import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin, type ProxyOptions } from 'vite';
import { landingChunksPlugin } from './landing-chunks-plugin.mts';
import {
  dropLinkPrefetch,
  markPureFactories,
  REACT_ROUTER_PRODUCTION,
} from './react-router-trim.mts';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const rulesDir = fileURLToPath(new URL('../lambdas/rules', import.meta.url));
const contractsDir = fileURLToPath(new URL('../lambdas/contracts', import.meta.url));

const VENDOR_CHUNKS: [name: string, test: RegExp, ownModulesOnly?: boolean][] = [
  // With Vite's preload helper, which every lazy import calls: alone it was one more request of
  // the first load, and it changes only with Vite.
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0vite[\\/]preload-helper/],
  ['router', /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/],
  // Back-office only: the sales chart's library and the form schemas, apart from the pages.
  [
    'charts',
    /[\\/]node_modules[\\/](recharts|d3-[a-z]+|victory-vendor|@reduxjs|redux|react-redux|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3)[\\/]/,
  ],
  ['zod', /[\\/]node_modules[\\/]zod[\\/]/],
  // What every product card and the product page draw (badges, image, price's tax label, rating,
  // the notify-me and free buttons, the shop's paths, the page's title and description, and
  // useLazyQuery, with which both landing pages render before Query): one chunk beside the
  // entry instead of nine files of a few hundred bytes each, every one a request and a gzip
  // stream of its own (1.5 KB less on `/`, 0.7 KB on a product).
  [
    'shop',
    /[\\/]web[\\/]src[\\/](components[\\/](Badge|ProductImage|TaxLabel|CardRating|PageMeta)\.tsx|features[\\/]interest[\\/]NotifyMeButton\.tsx|features[\\/]free-claims[\\/]GetItFreeButton\.tsx|lib[\\/](paths|lazy-query|site-meta)\.ts)$/,
  ],
  // What a product page draws beside its own chunk (its API calls, the description's markup,
  // the pay-what-you-want check, the seller's path): one file instead of several, each of a few
  // hundred bytes, that the account, cart and storefront pages share too.
  [
    'product-common',
    /[\\/](web[\\/]src[\\/](features[\\/]product[\\/]api\.ts|components[\\/]Markup\.tsx|lib[\\/]markup\.ts|features[\\/]storefront[\\/]paths\.ts)|lambdas[\\/]rules[\\/]pay-what-you-want\.ts)$/,
    // Without what they import: the API client and the query keys stay in the entry, which the
    // home page loads without this file.
    true,
  ],
  // What the product page's sections below the fold draw (file icons and labels, dates, the
  // relationship kinds), shared with the account and back-office pages: apart from
  // product-common, so a product's first load does not carry them (0.5 KB).
  [
    'product-files',
    /[\\/](web[\\/]src[\\/](components[\\/]FileIcon\.tsx|lib[\\/](file-labels|format-date)\.ts)|lambdas[\\/]rules[\\/]product-content\.ts)$/,
    true,
  ],
];

/** The chunks index.html's entry imports statically (the runtime, react, router, shop). */
const ENTRY_VENDOR_CHUNKS = /(^|\/)(rolldown-runtime|react|router|shop)-[\w-]+\.js$/;

const toastFacade = fileURLToPath(new URL('./src/lib/toast.ts', import.meta.url));

/**
 * `import { toast } from 'sonner'` anywhere in the app gets src/lib/toast.ts, which queues toasts
 * until the library, fetched after the first load, has arrived; only that file imports sonner
 * itself. Feature code keeps the library's own call sites.
 */
function lazyToastPlugin(): Plugin {
  return {
    name: 'automation-marketplace:lazy-toast',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'sonner' || !importer) return null;
      return importer.split('?')[0] === toastFacade ? null : toastFacade;
    },
  };
}

const reactRouterProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/', import.meta.url),
);

/**
 * React Router 7's package exports name only its development build (remix-run/react-router
 * #14102, open): a production bundle carried its dev warnings (0.5 KB gzip of every first
 * load, and warnings in shoppers' consoles). The build takes the production files the package
 * ships beside them; `vite dev` keeps the warnings. Its module-level components and contexts
 * are marked pure, so those the app never uses drop out, and Link no longer refers to framework
 * mode's prefetch links (react-router-trim.mts).
 */
function reactRouterProductionPlugin(): Plugin {
  const entries: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
  };
  return {
    name: 'automation-marketplace:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const file = entries[source];
      return file ? `${reactRouterProduction}${file}` : null;
    },
    transform(code, id) {
      if (!REACT_ROUTER_PRODUCTION.test(id)) return null;
      const marked = dropLinkPrefetch(markPureFactories(code));
      return marked === code ? null : { code: marked, map: null };
    },
  };
}

const port = Number(process.env.PORT ?? 3000);
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3001', changeOrigin: true },
  // Product images: `/media/{key}` is the object `media/{key}` of the media bucket in s3rver
  // (the target names the bucket; the request path is appended to it), like CloudFront's
  // /media/* behaviour on AWS.
  '/media/': {
    target: process.env.MEDIA_PROXY_TARGET ?? 'http://127.0.0.1:4569/product-media',
    changeOrigin: true,
  },
};
// The sitemap and robots.txt: objects the sitemap job writes into the site bucket, which
// CloudFront serves beside the SPA on AWS; here s3rver's bucket of them, path appended.
const siteFilesTarget = process.env.SITE_FILES_PROXY_TARGET ?? 'http://127.0.0.1:4569/site-files';
for (const path of ['/sitemap.xml', '/robots.txt', '/sitemaps/']) {
  apiProxy[path] = { target: siteFilesTarget, changeOrigin: true };
}

/**
 * In production `/config.json` is a file deployed next to the SPA. Locally the stack only learns
 * the Cognito ids at start-up, so it passes them in `WEB_RUNTIME_CONFIG` and we serve them here
 * instead of writing a file into the source tree.
 */
function runtimeConfigPlugin(): Plugin {
  const raw = process.env.WEB_RUNTIME_CONFIG;
  let body: string | undefined;
  if (raw) {
    try {
      body = JSON.stringify(JSON.parse(raw));
    } catch {
      throw new Error('WEB_RUNTIME_CONFIG is not valid JSON');
    }
  }
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    // Without the variable, fall through so a web/public/config.json (if any) is served.
    if (!body || req.url?.split('?')[0] !== '/config.json') return next();
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(body);
  };
  return {
    name: 'automation-marketplace:runtime-config',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}

export default defineConfig({
  root: webDir,
  // The local stack gives each dev server its own dependency cache (see startWeb).
  ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
  plugins: [
    lazyToastPlugin(),
    reactRouterProductionPlugin(),
    react(),
    tailwindcss(),
    runtimeConfigPlugin(),
    landingChunksPlugin(),
  ],
  resolve: {
    alias: { '@rules': rulesDir, '@contracts': contractsDir },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bench reads it to sum what each page downloads first.
    manifest: true,
    // Every browser of the last three years supports <link rel="modulepreload">; without it a
    // page's imports still load, one step later. The polyfill cost every first load 0.2 KB.
    modulePreload: {
      polyfill: false,
      // A lazy import's preload list named the entry's own vendor chunks, loaded before any
      // lazy import can run, and the file import() fetches anyway: neither preload does
      // anything, and each lazy import's list (and the file list it indexes) cost first-load
      // bytes in the chunk holding it. index.html keeps them all: there they are what lets
      // React and the router download beside the entry instead of after it (one round trip
      // less before the first paint).
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : deps.filter((dep) => dep !== file && !ENTRY_VENDOR_CHUNKS.test(dep)),
    },
    rolldownOptions: {
      treeshake: {
        // Route contracts build their zod schemas at module level; the browser imports them for
        // messages and types, so calls on `z` count as pure and unused schemas (and zod with
        // them) drop out of every chunk that does not validate a form.
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // Libraries that change far less often than our code get chunks of their own, so a
          // deploy of the app leaves their cached copies valid (file names follow content).
          groups: VENDOR_CHUNKS.map(([name, test, ownModulesOnly], index) => ({
            name,
            test,
            priority: VENDOR_CHUNKS.length - index,
            ...(ownModulesOnly ? { includeDependenciesRecursively: false } : {}),
          })),
        },
      },
    },
  },
  server: {
    host: 'localhost',
    port,
    strictPort: true,
    proxy: apiProxy,
    // Like CloudFront, which adds no CORS: the API answers it (the n8n template library's
    // routes do, credentials included). Vite's own CORS would answer /api preflights itself.
    cors: false,
  },
  preview: {
    host: 'localhost',
    port,
    strictPort: true,
    proxy: apiProxy,
    cors: false,
  },
});
