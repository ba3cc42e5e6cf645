import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory as a server's first start leaves it (support/server.ts copies it). */
    serverTemplate: string;
    /** The server built for this run (scripts/build-server.mjs): the file every e2e server runs. */
    serverMain: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Once per run: checks the web build is there (npm test builds it once, before this suite),
 * builds the server into a directory of this run's own (every server starts from it instead of
 * loading the sources through tsx: about half a start's CPU) and makes the demo data directory
 * every server starts from (apps/server/src/test/demo-data-dir.ts, from the same build).
 */
export default function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('e2e: no web build; run `npm run build` first');
  // Under apps/server, so that packages resolve from the server's node_modules (build-server.mjs).
  mkdirSync(path.join(root, 'apps/server/dist'), { recursive: true });
  const build = mkdtempSync(path.join(root, 'apps/server/dist/e2e-'));
  const cleanUp: string[] = [build];
  const done = () => cleanUp.forEach((d) => rmSync(d, { recursive: true, force: true }));
  try {
    const b = spawnSync(process.execPath, ['scripts/build-server.mjs', build], { cwd: root, encoding: 'utf8' });
    if (b.status !== 0) throw new Error(`e2e: the server was not built:\n${b.stdout}${b.stderr}`);
    project.provide('serverMain', path.join(build, 'main.mjs'));
    // E2E_DATA_COPY=0: no copy, every server makes its own first start.
    if (process.env.E2E_DATA_COPY === '0') return done;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'trestle-e2e-template-'));
    cleanUp.push(dir);
    const r = spawnSync(process.execPath, ['--enable-source-maps', path.join(build, 'demo-data-dir.mjs'), dir], { cwd: root, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`e2e: the demo data directory was not made:\n${r.stdout}${r.stderr}`);
    project.provide('serverTemplate', dir);
    return done;
  } catch (e) {
    done();
    throw e;
  }
}
