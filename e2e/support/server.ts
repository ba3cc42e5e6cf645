import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Settings that change nothing a first start stores: a server given only these starts from a
 * copy of the run's demo data directory (global-setup.ts); any other setting (SEED_DEMO,
 * ADMIN_PASSWORD, a storage driver…) gets a first start of its own.
 */
const keepsTemplate = /^(LIBREOFFICE_PATH|OFFICE_CONVERT_TIMEOUT_SECONDS|LOG_LEVEL|PUBLIC_URL|ALLOW_REGISTRATION|RUN_WORKER|TRUST_PROXY|WEB_.*|FOOTER_.*|LOGIN_.*|SHARE_CODE_.*|SHOW_FOOTER|UPLOAD_.*|PACK_.*|SMTP_.*|MAIL_FROM)$/;

/** Starts the real server (built web app, fresh data dir, seeded demo data) on a free port. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trestle-e2e-'));
  // Off: with a copy, the office e2e's second conversion never completed (with a first start it
  // does, in seconds); docs/testing.md. Set E2E_DATA_COPY=1 to use the copy while that is found.
  const template = process.env.E2E_DATA_COPY === '1' ? inject('serverTemplate') : undefined;
  if (template && Object.keys(env).every((k) => keepsTemplate.test(k))) cpSync(template, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const r = await fetch(`${url}/static/config/config.json`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
