import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What each page's first visit downloads, from Vite's build manifest (web/dist/.vite). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageWeight {
  page: string;
  /** Gzip bytes of every script the page needs before it can render (entry, route, shared). */
  firstLoadGzip: number;
  /** Gzip bytes of the route's own chunk. */
  routeChunkGzip: number;
  files: string[];
}

/** The pages measured, with the module their route loads. */
export const MEASURED_PAGES: { page: string; module: string }[] = [
  { page: '/', module: 'src/features/catalogue/CataloguePage.tsx' },
  { page: '/product/{id}', module: 'src/features/product/ProductPage.tsx' },
  { page: '/cart', module: 'src/features/cart/CartPage.tsx' },
  { page: '/myaccount', module: 'src/features/account/AccountPage.tsx' },
  { page: '/admin', module: 'src/features/admin/AdminPage.tsx' },
  { page: '/seller', module: 'src/features/seller/SellerPage.tsx' },
];

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the build manifest: ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

/** Gzip bytes of index.html's inline scripts (the first view's), JavaScript of every first load. */
export function inlineScriptGzip(distDir: string): number {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return inline.length ? gzipSync(inline.join('\n'), { level: 9 }).length : 0;
}

export function pageWeights(distDir: string): PageWeight[] {
  const manifest = readManifest(distDir);
  const gzipOf = new Map<string, number>();
  const gzip = (file: string) => {
    let size = gzipOf.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipOf.set(file, size);
    }
    return size;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry');
  return MEASURED_PAGES.map(({ page, module }) => {
    const keys = new Set<string>();
    staticClosure(manifest, entryKey, keys);
    staticClosure(manifest, module, keys);
    const files = [...keys].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
    return {
      page,
      firstLoadGzip: files.reduce((sum, file) => sum + gzip(file), inlineScriptGzip(distDir)),
      routeChunkGzip: gzip(manifest[module]!.file),
      files,
    };
  });
}

/** Every chunk of the build with its gzip size, largest first. */
export function chunkWeights(distDir: string): { file: string; gzip: number }[] {
  const manifest = readManifest(distDir);
  return [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(distDir, file))).length }))
    .sort((a, b) => b.gzip - a.gzip);
}
