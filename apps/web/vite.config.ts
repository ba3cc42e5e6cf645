import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:3000';

/**
 * pdf.js fetches its character maps, standard fonts and wasm decoders from folder URLs at run
 * time; the app serves them itself (no CDN) under /assets/pdfjs-<version>/, the folder the
 * server already serves. In dev they come straight from node_modules.
 */
function pdfjsResources(): Plugin {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
  const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const base = `assets/pdfjs-${version}`;
  const folders = ['cmaps', 'standard_fonts', 'wasm', 'iccs'];
  return {
    name: 'trestle-pdfjs-resources',
    config: () => ({ define: { __PDFJS_RESOURCES__: JSON.stringify(`${base}/`) } }),
    configureServer(server) {
      server.middlewares.use(`/${base}/`, (req, res, next) => {
        const rel = decodeURIComponent((req.url ?? '').split('?')[0]).replace(/^\/+/, '');
        const [folder] = rel.split('/');
        const file = path.join(root, rel);
        if (!folders.includes(folder) || !file.startsWith(root + path.sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
        createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const folder of folders) {
        for (const name of readdirSync(path.join(root, folder))) {
          this.emitFile({ type: 'asset', fileName: `${base}/${folder}/${name}`, source: readFileSync(path.join(root, folder, name)) });
        }
      }
    },
  };
}

export default defineConfig({
  root: __dirname,
  plugins: [react(), pdfjsResources()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // zod and the module that turns its eval probe off (packages/shared/src/zod-csp.ts) share one
    // chunk, so the switch runs before any chunk builds a schema (the app has no eval: CSP).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]zod-csp\.ts$/ }] } } },
  },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/protected': api,
      '/public': api,
      // ws: the notification socket under /account/user/notify/ws.
      '/account': { target: api, ws: true },
      '/static/config': api,
      '/api': api,
    },
  },
});
