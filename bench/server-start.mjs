// Server starts from a copy of a demo data directory, alternating: the sources through tsx
// against the esbuild build (scripts/build-server.mjs), with and without source maps. Prints the
// CPU-seconds of the server process (utime + stime from /proc) when it prints its ready line.
// Usage: node scripts/build-server.mjs && node --import tsx apps/server/src/test/demo-data-dir.ts .tmp/tpl
//        node bench/server-start.mjs tsx,dist,distmaps 3     (bench/README.md "CI time")
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tpl = path.join(root, '.tmp/tpl');
const kinds = {
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
  dist: ['apps/server/dist/start/main.mjs'],
  distmaps: ['--enable-source-maps', 'apps/server/dist/start/main.mjs'],
};
const order = (process.argv[2] ?? 'tsx,dist').split(',');
const rounds = Number(process.argv[3] ?? 3);
const cpu = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};
let port = 47200 + Math.floor(Math.random() * 500);
const res = {};
for (let r = 0; r < rounds; r++)
  for (const k of order) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
    cpSync(tpl, dataDir, { recursive: true });
    const t0 = performance.now();
    const child = spawn(process.execPath, kinds[k], {
      cwd: root,
      env: { ...process.env, PORT: String(port++), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', CHECK_RESPONSES: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const c = await new Promise((resolve, reject) => {
      const seen = (d) => {
        out += d;
        if (out.includes('Trestle is running at')) resolve(cpu(child.pid));
      };
      child.stdout.on('data', seen);
      child.stderr.on('data', seen);
      child.once('exit', () => reject(new Error(out)));
    });
    const wall = (performance.now() - t0) / 1000;
    // It answers a call (the API's envelope for an unknown path).
    const ok = (await fetch(`http://127.0.0.1:${port - 1}/api/none`, { method: 'POST' })).status;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    (res[k] ??= []).push(c);
    console.log(`${k}\tcpu ${c.toFixed(2)} s\twall ${wall.toFixed(1)} s\tanswer ${ok}\tload ${os.loadavg()[0].toFixed(1)}`);
  }
for (const [k, v] of Object.entries(res)) console.log(k, 'mean', (v.reduce((a, b) => a + b, 0) / v.length).toFixed(2));
