import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin, type ProxyOptions } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const rulesDir = fileURLToPath(new URL('../lambdas/rules', import.meta.url));
const contractsDir = fileURLToPath(new URL('../lambdas/contracts', import.meta.url));

const port = Number(process.env.PORT ?? 3000);
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3001', changeOrigin: true },
};

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
  // The local stack gives each server its own (see scripts/local/services/node-services.ts).
  cacheDir: process.env.VITE_CACHE_DIR || undefined,
  plugins: [react(), tailwindcss(), runtimeConfigPlugin()],
  resolve: {
    alias: { '@rules': rulesDir, '@contracts': contractsDir },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    host: 'localhost',
    port,
    strictPort: true,
    proxy: apiProxy,
  },
  preview: {
    host: 'localhost',
    port,
    strictPort: true,
    proxy: apiProxy,
  },
});
