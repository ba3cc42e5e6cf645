import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { userId } from '../test/factories';
import { createNotification } from '../modules/notifications/service';
import { openSocket, type TestSocket } from './test-client';

// The proof that notices cross processes: process 1 is this test's app, process 2 a real
// `main.ts` server started on the same PostgreSQL database. A notice created (and notices
// read) through process 1 reach a WebSocket client connected to process 2, through
// pg_notify → LISTEN. It needs a PostgreSQL server: PGlite is embedded in one process and
// cannot be shared. CI provides one (.ci/run sets TEST_DATABASE_URL for the server suite's
// PostgreSQL run); the PGlite run skips this file.

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('notices across two server processes on one PostgreSQL database', () => {
  let t: TestApp;
  let other: ChildProcess;
  let port: number;
  let member: string;
  let padmin: string;
  let socket: TestSocket;
  const output: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    member = await userId(t.deps.db, 'member');
    padmin = await userId(t.deps.db, 'padmin');
    const { rows } = (await t.deps.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(serverUrl!);
    url.pathname = `/${rows[0].name}`;
    port = await freePort();
    other = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../main.ts', import.meta.url))], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: `/tmp/trestle-test-${randomUUID()}`,
        RUN_WORKER: 'false',
        LOG_LEVEL: 'warn',
        TEST_DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    other.stdout!.on('data', (d) => output.push(String(d)));
    other.stderr!.on('data', (d) => output.push(String(d)));
    await waitFor(
      () => output.join('').includes('Trestle is running'),
      60_000,
      () => `process 2 did not start: ${output.join('')}`,
    );
  }, 120_000);

  afterAll(async () => {
    socket?.close();
    if (other && other.exitCode === null) {
      const exited = new Promise((resolve) => other.once('exit', resolve));
      other.kill('SIGTERM');
      await exited;
    }
    await t?.close();
  });

  it('pushes a notice created in process 1 to a socket on process 2, and the counts after reads in process 1', async () => {
    const token = await t.login('member');
    socket = await openSocket(`ws://127.0.0.1:${port}/account/user/notify/ws`, { authorization: `Bearer ${token}` });
    expect(await socket.next((m) => m.type === 'ready')).toEqual({ type: 'ready', count: 0 });

    await t.deps.db.transaction((tx) =>
      createNotification(tx, {
        recipients: [member],
        sender: padmin,
        targetId: 'projectId=p&issueId=i',
        targetType: 'issue',
        actionType: 'comment',
        content: 'from process 1',
      }),
    );
    const pushed = await socket.next((m) => m.type === 'notice', 10_000);
    expect(pushed).toMatchObject({ type: 'notice', count: 1, notice: { content: 'from process 1', userId: member, sender: padmin } });

    await t.post('/account/user/notify/read', { userNotifyId: pushed.notice.userNotifyId }, token);
    expect(await socket.next((m) => m.type === 'count', 10_000)).toEqual({ type: 'count', count: 0 });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const p = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(p));
    });
  });
}

async function waitFor(ok: () => boolean, ms: number, why: () => string) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(why());
    await new Promise((r) => setTimeout(r, 100));
  }
}
