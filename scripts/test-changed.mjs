#!/usr/bin/env node
// What a change touches, in a few minutes: the type check, then the server, shared and web test
// files related to the files changed since this branch left main (committed or not), through
// vitest's --changed (a test file runs when it or anything it imports changed). End-to-end files
// are not run (they need the web build and minutes each); the ones changed are named, with the
// command to run them. `npm test` still runs everything.
// Usage: npm run test:changed [-- <git ref to compare with, default: the merge base with main>]
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
const base = process.argv[2] || git('merge-base', 'HEAD', 'main') || 'HEAD';
const changed = git('diff', '--name-only', base).split('\n').filter(Boolean);
console.log(`Changed since ${base.slice(0, 12)}: ${changed.length} file(s)`);

const step = (name, cmd, args, cwd = root) => {
  console.log(`\n=== ${name} ===`);
  return spawnSync(cmd, args, { cwd: path.join(root, cwd), stdio: 'inherit' }).status ?? 1;
};
let failed = 0;
failed += step('type check', 'npm', ['run', 'typecheck']) ? 1 : 0;
for (const [name, dir] of [
  ['server', 'apps/server'],
  ['shared', 'packages/shared'],
  ['web', 'apps/web'],
]) {
  failed += step(`${name} (tests related to the change)`, 'npx', ['vitest', 'run', `--changed=${base}`, '--passWithNoTests'], dir) ? 1 : 0;
}
const e2e = changed.filter((f) => f.startsWith('e2e/') && f.endsWith('.e2e.ts'));
if (e2e.length) console.log(`\nChanged e2e files (not run here): npm run build && (cd e2e && npx vitest run ${e2e.map((f) => path.basename(f)).join(' ')})`);
console.log(failed ? `\n${failed} step(s) failed` : '\nall steps passed');
process.exit(failed ? 1 : 0);
