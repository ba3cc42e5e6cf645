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
  /** What the server printed so far (warnings and errors; LOG_LEVEL warn), for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Settings that change nothing a first start stores: a server given only these starts from a
 * copy of the run's demo data directory (global-setup.ts); any other setting (SEED_DEMO,
 * ADMIN_PASSWORD, a storage driver…) gets a first start of its own.
 */
const keepsTemplate =
  /^(LIBREOFFICE_PATH|OFFICE_CONVERT_TIMEOUT_SECONDS|LOG_LEVEL|PUBLIC_URL|ALLOW_REGISTRATION|RUN_WORKER|TRUST_PROXY|WEB_.*|FOOTER_.*|LOGIN_.*|SHARE_CODE_.*|SHOW_FOOTER|UPLOAD_.*|PACK_.*|SMTP_.*|MAIL_FROM)$/;

/**
 * Starts the real server (built web app, fresh data dir, seeded demo data) on a free port. Files
 * run side by side: another file's server can take the port between the probe and the listen,
 * so a start that loses that race tries again on another port.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env);
    } catch (e) {
      if (!(e instanceof PortTaken) || attempt >= 5) throw e;
    }
  }
}

class PortTaken extends Error {}

/** A first start under load took up to 81 s (docs/testing.md); within the hook timeout (vitest.config.ts). */
const START_MS = 150_000;

async function startOnce(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trestle-e2e-'));
  // E2E_DATA_COPY=0: every server makes its own first start (to compare, or to rule the copy out).
  const template = process.env.E2E_DATA_COPY === '0' ? undefined : inject('serverTemplate');
  if (template && Object.keys(env).every((k) => keepsTemplate.test(k))) cpSync(template, dataDir, { recursive: true });
  // The run's build of the server (global-setup.ts), with its source maps as it needs them (scripts/build-server.mjs).
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', inject('serverMain')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', CHECK_RESPONSES: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  // Ready when this child says it listens (main.ts prints the line after listen()): polling the
  // port could get an answer from another file's server that took the port first.
  const ready = new Promise<void>((resolve, reject) => {
    const seen = (d: Buffer) => {
      output += d;
      if (output.includes('Trestle is running at')) resolve();
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', () => {
      rmSync(dataDir, { recursive: true, force: true });
      reject(output.includes('EADDRINUSE') ? new PortTaken(output) : new Error(`server exited: ${output}`));
    });
  });
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server did not start within ${START_MS / 1000} s: ${output}`)), START_MS);
  });
  try {
    await Promise.race([ready, limit]);
  } catch (e) {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
    throw e;
  } finally {
    clearTimeout(timer);
  }
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
