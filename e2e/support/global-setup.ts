import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory as a server's first start leaves it (support/server.ts copies it). */
    serverTemplate: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Once per run: checks the web build is there (npm test builds it once, before this suite) and
 * makes the demo data directory every server starts from (apps/server/src/test/demo-data-dir.ts).
 */
export default function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('e2e: no web build; run `npm run build` first');
  // E2E_DATA_COPY=0: no copy, every server makes its own first start.
  if (process.env.E2E_DATA_COPY === '0') return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'trestle-e2e-template-'));
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/test/demo-data-dir.ts', dir], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`e2e: the demo data directory was not made:\n${r.stdout}${r.stderr}`);
  project.provide('serverTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
