#!/usr/bin/env node
// Runs the type check, the web build and every test suite (server, shared, web, end-to-end) and
// prints one closing line "N passed, N failed" counted from the runners' JSON reports.
// With TEST_DATABASE_URL set, the server suite runs a second time against that PostgreSQL server.
// Before the closing line: the seconds of each phase (with .ci/run's own, from .tmp/ci-phases)
// and the ten slowest test files, so a run says where its time went.
//
// Phases run in steps; the phases of one step run side by side (docs/testing.md says why these
// pairs), each one's output held back and printed whole when it ends. TEST_SERIAL=1 runs every
// phase alone, one after another (to compare, or to read a failure's output as it happens).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = path.join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const serial = process.env.TEST_SERIAL === '1';

/** Busy and total CPU ticks of the machine so far (Linux /proc/stat), to say how much of it the run used. */
function cpuTicks() {
  try {
    const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = f[3] + (f[4] ?? 0);
    const total = f.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}
const cpuAtStart = cpuTicks();
const pgUrl = process.env.TEST_DATABASE_URL;

/** A vitest suite: counted from its JSON report. */
const suite = (name, cwd, env = {}, args = []) => ({ name, cwd, env, args, report: path.join(reports, `${name.replace(/\W+/g, '-')}.json`) });
/** A command that passes or fails as a whole. */
const command = (name, cmd, args, { counts = false } = {}) => ({ name, cmd, args, counts });

// Step by step. Side by side in one step: phases that wait on different things (the browser
// suite mostly on Chromium and its server, the PostgreSQL pass mostly on the database server).
const steps = [
  [command('type check', 'npm', ['run', 'typecheck'], { counts: true }), command('web build', 'npm', ['run', 'build', '-w', 'apps/web'])],
  // The PGlite pass is CPU-bound (the database runs in the test process): a worker per core.
  // Vitest's default leaves one core free, which shared and web use only for seconds.
  [
    suite('server (PGlite)', 'apps/server', { TEST_DATABASE_URL: '' }, [`--maxWorkers=${os.availableParallelism()}`]),
    suite('shared', 'packages/shared'),
    suite('web', 'apps/web'),
  ],
  // Lint and format check: one counted test (zero warnings), in the step with the most spare CPU.
  [
    suite('e2e', 'e2e'),
    // The PostgreSQL pass leaves out the converter and crash files (apps/server/vitest.config.ts PGLITE_ONLY).
    ...(pgUrl ? [suite('server (PostgreSQL)', 'apps/server', { TEST_PG_PASS: '1' })] : []),
    command('lint and format', 'npm', ['run', 'check:style'], { counts: true }),
  ],
];

/** [phase, seconds] in the order they ended. */
const phases = [];
/** Every test file of every suite: [suite, file, seconds]. */
const files = [];
let passed = 0;
let failed = 0;
// Names of what failed, printed again just before the closing line so they survive a log tail.
const failures = [];
let webBuilt = true;

function run(p, { buffered }) {
  const isSuite = 'report' in p;
  const cmd = isSuite ? 'npx' : p.cmd;
  const args = isSuite ? ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${p.report}`, ...p.args] : p.args;
  const cwd = isSuite ? path.join(root, p.cwd) : root;
  return new Promise((resolve) => {
    const t0 = performance.now();
    if (!buffered) console.log(`\n=== ${p.name} ===`);
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...(p.env ?? {}) }, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const out = [];
    if (buffered) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    child.on('close', (code) => {
      const seconds = (performance.now() - t0) / 1000;
      phases.push([p.name, seconds]);
      if (buffered) {
        console.log(`\n=== ${p.name} (${seconds.toFixed(0)} s) ===`);
        process.stdout.write(Buffer.concat(out));
      }
      resolve(code ?? 1);
    });
  });
}

function count(p, code) {
  if (!('report' in p)) {
    if (code === 0) {
      if (p.counts) passed++;
      return;
    }
    failed++;
    failures.push(p.name);
    if (p.name === 'web build') webBuilt = false;
    return;
  }
  if (!existsSync(p.report)) {
    console.log(`${p.name}: no report (exit ${code})`);
    failed++;
    failures.push(`${p.name}: no report (exit ${code})`);
    return;
  }
  const j = JSON.parse(readFileSync(p.report, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests;
  // A file that failed to load counts as a failure even though no test ran in it.
  const loadFailures = (j.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  failed += loadFailures;
  for (const f of j.testResults ?? []) {
    const file = path.relative(path.join(root, p.cwd), f.name);
    if (f.startTime && f.endTime) files.push([p.name, file, (f.endTime - f.startTime) / 1000]);
    if (f.status === 'failed' && (f.assertionResults ?? []).length === 0) failures.push(`${p.name} ${file}: did not load`);
    for (const a of f.assertionResults ?? []) {
      if (a.status === 'failed') failures.push(`${p.name} ${file} > ${a.fullName}`);
    }
  }
  if (code !== 0 && j.numFailedTests === 0 && loadFailures === 0) {
    failed++;
    failures.push(`${p.name}: exit ${code} without a failed test`);
  }
}

for (const step of steps) {
  // The browser suite needs the web build of the first step.
  const todo = step.filter((p) => {
    if (p.name === 'e2e' && !webBuilt) {
      console.log('e2e: not run, the web build failed');
      failed++;
      failures.push('e2e: preparation (web build)');
      return false;
    }
    return true;
  });
  if (serial || todo.length === 1) {
    for (const p of todo) count(p, await run(p, { buffered: false }));
  } else {
    console.log(`\n=== side by side: ${todo.map((p) => p.name).join(', ')} (each one's output when it ends) ===`);
    const codes = await Promise.all(todo.map((p) => run(p, { buffered: true })));
    todo.forEach((p, i) => count(p, codes[i]));
  }
}

// .ci/run writes "<phase>\t<seconds>" lines for what it did before calling npm test.
const ciPhases = path.join(root, '.tmp', 'ci-phases');
const before = existsSync(ciPhases)
  ? readFileSync(ciPhases, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('\t'))
      .map(([n, s]) => [n, Number(s)])
  : [];
// Read once: a later npm test on this checkout did not run them.
rmSync(ciPhases, { force: true });
const secs = (s) => `${s.toFixed(1).padStart(7)} s`;
console.log('\nTime per phase (phases of one step run side by side):');
for (const [n, s] of [...before, ...phases]) console.log(`  ${secs(s)}  ${n}`);
console.log(`  ${secs(performance.now() / 1000)}  npm test in all`);
const cpuAtEnd = cpuTicks();
if (cpuAtStart && cpuAtEnd) {
  const share = (cpuAtEnd.busy - cpuAtStart.busy) / Math.max(1, cpuAtEnd.total - cpuAtStart.total);
  console.log(`  machine busy ${(share * 100).toFixed(0)}% of ${os.availableParallelism()} cores during npm test`);
}
const slowest = files.sort((a, b) => b[2] - a[2]).slice(0, 10);
console.log('Slowest test files:');
for (const [name, file, s] of slowest) console.log(`  ${secs(s)}  ${name} ${file}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
