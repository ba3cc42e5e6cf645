#!/usr/bin/env node
// Runs the type check and every test suite (server, web, end-to-end) and prints one closing line
// "N passed, N failed" counted from the runners' JSON reports.
// With TEST_DATABASE_URL set, the server suite runs a second time against that PostgreSQL server.
// Before the closing line: the seconds of each phase (with .ci/run's own, from .tmp/ci-phases)
// and the ten slowest test files, so a run says where its time went.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = path.join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const suites = [
  { name: 'server (PGlite)', cwd: 'apps/server', env: { TEST_DATABASE_URL: '' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'server (PostgreSQL)', cwd: 'apps/server', env: {} }] : []),
  { name: 'shared', cwd: 'packages/shared', env: {} },
  { name: 'web', cwd: 'apps/web', env: {} },
  { name: 'e2e', cwd: 'e2e', env: {}, before: () => run('web build', 'npm', ['run', 'build', '-w', 'apps/web'], root, {}) },
];

/** [phase, seconds] in the order they ran. */
const phases = [];
/** Every test file of every suite: [suite, file, seconds]. */
const files = [];

function run(name, cmd, args, cwd, env) {
  console.log(`\n=== ${name} ===`);
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  phases.push([name, (performance.now() - t0) / 1000]);
  return r.status ?? 1;
}

let passed = 0;
let failed = 0;
let broken = 0;
// Names of what failed, printed again just before the closing line so they survive a log tail.
const failures = [];
// The type check counts as one test: it passes or fails as a whole.
if (run('type check', 'npm', ['run', 'typecheck'], root, {}) === 0) passed++;
else {
  failed++;
  failures.push('type check');
}
for (const [i, s] of suites.entries()) {
  if (s.before && s.before() !== 0) {
    console.log(`${s.name}: preparation failed`);
    failed++;
    failures.push(`${s.name}: preparation`);
    continue;
  }
  const out = path.join(reports, `${i}.json`);
  const code = run(s.name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], path.join(root, s.cwd), s.env);
  if (!existsSync(out)) {
    console.log(`${s.name}: no report (exit ${code})`);
    broken++;
    failures.push(`${s.name}: no report (exit ${code})`);
    continue;
  }
  const j = JSON.parse(readFileSync(out, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests;
  // A file that failed to load counts as a failure even though no test ran in it.
  const loadFailures = (j.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  failed += loadFailures;
  for (const f of j.testResults ?? []) {
    const file = path.relative(path.join(root, s.cwd), f.name);
    if (f.startTime && f.endTime) files.push([s.name, file, (f.endTime - f.startTime) / 1000]);
    if (f.status === 'failed' && (f.assertionResults ?? []).length === 0) failures.push(`${s.name} ${file}: did not load`);
    for (const a of f.assertionResults ?? []) {
      if (a.status === 'failed') failures.push(`${s.name} ${file} > ${a.fullName}`);
    }
  }
  if (code !== 0 && j.numFailedTests === 0 && loadFailures === 0) {
    broken++;
    failures.push(`${s.name}: exit ${code} without a failed test`);
  }
}
failed += broken;

// .ci/run writes "<phase>\t<seconds>" lines for what it did before calling npm test.
const ciPhases = path.join(root, '.tmp', 'ci-phases');
const before = existsSync(ciPhases)
  ? readFileSync(ciPhases, 'utf8').split('\n').filter(Boolean).map((l) => l.split('\t')).map(([n, s]) => [n, Number(s)])
  : [];
const secs = (s) => `${s.toFixed(1).padStart(7)} s`;
console.log('\nTime per phase:');
for (const [n, s] of [...before, ...phases]) console.log(`  ${secs(s)}  ${n}`);
const slowest = files.sort((a, b) => b[2] - a[2]).slice(0, 10);
console.log('Slowest test files:');
for (const [suite, file, s] of slowest) console.log(`  ${secs(s)}  ${suite} ${file}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
