#!/usr/bin/env node
// Builds the server into one JavaScript file per entry (apps/server/dist/*.mjs) with esbuild, so
// a start loads a few files instead of resolving and transforming a thousand TypeScript modules
// through tsx (docs/testing.md "The e2e stack": 4.7-5.8 CPU-s a start, most of it loading).
//
// - Packages stay outside the bundle, loaded from node_modules as tsx loads them; only the
//   workspace's own TypeScript (apps/server/src, packages/shared) is bundled.
// - `import.meta.url` in each bundled file is that file's own source URL, so what the code finds
//   next to itself (../../drizzle, ../../web/dist, ./ifc-worker.mjs) is found in the source tree
//   exactly as when it runs from source.
//
// Used by `npm start` and the e2e suite (its globalSetup builds once per run); `npm run dev`
// runs the sources through tsx.
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where `npm start` runs it from; the e2e suite builds into a directory of its own per run (dist/e2e-*). */
export const defaultOutdir = path.join(root, 'apps/server/dist/start');

/** The entries: the server, and the e2e suite's demo data directory maker. */
export const entries = { main: 'apps/server/src/main.ts', 'demo-data-dir': 'apps/server/src/test/demo-data-dir.ts' };

const ownSources = {
  name: 'own-sources',
  setup(b) {
    // Bare imports are packages (external), except the workspace's own TypeScript package.
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@trestle/') ? undefined : { path: args.path, external: true }));
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

/**
 * Builds every entry into outdir (under apps/server, so that packages resolve from the server's
 * node_modules as from its sources); answers the output file of each.
 */
export async function buildServer(outdir = defaultOutdir) {
  // Chunk names change with their content: nothing of an earlier build stays behind.
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, path.join(root, v)])),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Run it with `node --enable-source-maps`: not only for readable stack traces, the server
    // needs them: defineRoute names a route's module from its caller's source path in the stack
    // (http/oplog-classify.ts definingModule). Mappings only (no source text): a smaller map to load.
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [ownSources],
  });
  return Object.fromEntries(Object.keys(entries).map((k) => [k, path.join(outdir, `${k}.mjs`)]));
}

// `node scripts/build-server.mjs [outdir]`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
