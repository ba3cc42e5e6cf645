// The product, in-process, on its own data directory, and a bare Fastify server beside it: what
// every documents scenario measures against, and the calls they make.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { and, desc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seed } from '../../apps/server/src/seed';
import { createBlobStore } from '../../apps/server/src/storage';
import { hashingStream } from '../../apps/server/src/storage/blobstore';
import { users } from '../../apps/server/src/modules/accounts/tables';
import { projects } from '../../apps/server/src/modules/projects/tables';
import { fileNodes } from '../../apps/server/src/modules/files/tables';
import { MB, PAGE_SIZE } from './settings';

export interface Envelope<T> {
  success: boolean;
  errorCode: number;
  msg: string;
  data: T;
  pageTotal?: number;
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

export async function startStack() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trestle-bench-files-'));
  const bareDir = path.join(dataDir, 'bare');
  await mkdir(bareDir, { recursive: true });

  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, LOGIN_MAX_FAILURES_IP: '1000000' });
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  const db = database.db;
  // When the last statement started: a load run leaves requests the server still works through
  // after the client has gone, and measurements wait until the database has been quiet a while.
  let lastStatement = Date.now();
  {
    const client = (db as unknown as { $client: Record<string, (...a: unknown[]) => unknown> }).$client;
    for (const m of ['query', 'exec']) {
      const f = client[m]?.bind(client);
      if (f) client[m] = (...a: unknown[]) => ((lastStatement = Date.now()), f(...a));
    }
  }
  async function quiet(forMs = 500) {
    while (Date.now() - lastStatement < forMs) await new Promise((r) => setTimeout(r, 100));
  }
  await seed(db, config);
  const app = await buildApp({ db, config, mailer: { send: async () => {} }, blobs: createBlobStore(config), now: () => new Date() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const [harbour] = await db
    .select()
    .from(projects)
    .where(sql`${projects.name} like 'Harbour%'`);
  const projectId = harbour.id;
  const [padmin] = await db.select().from(users).where(eq(users.loginName, 'padmin'));

  const bare = Fastify({ bodyLimit: 10 * MB });
  await bare.register(fastifyMultipart);
  // Streams the multipart file to disk, nothing else.
  bare.post('/upload', async (req) => {
    const part = await req.file({ limits: { fileSize: Number.MAX_SAFE_INTEGER } });
    if (!part) throw new Error('no file');
    await pipeline(part.file, createWriteStream(path.join(bareDir, randomUUID())));
    return { success: true, errorCode: 200, msg: 'ok', data: null };
  });
  // The same, hashing sha256 and md5 on the way as the blob store does (to tell framework from hashing).
  bare.post('/upload-hashed', async (req) => {
    const part = await req.file({ limits: { fileSize: Number.MAX_SAFE_INTEGER } });
    if (!part) throw new Error('no file');
    const h = hashingStream();
    await pipeline(part.file, h.stream, createWriteStream(path.join(bareDir, randomUUID())));
    return { success: true, errorCode: 200, msg: 'ok', data: h.info() };
  });
  bare.get('/ping', async () => ({ success: true, errorCode: 200, msg: 'ok', data: null }));
  let listFolderId = ''; // set by the list scenario (list.ts)
  // One indexed query on the same table: a page of the folder, newest first.
  bare.get('/list', async (req) => {
    const page = Number((req.query as { page?: string }).page ?? 1);
    const rows = await db
      .select()
      .from(fileNodes)
      .where(and(eq(fileNodes.projectId, projectId), eq(fileNodes.parentId, listFolderId)))
      .orderBy(desc(fileNodes.createdAt))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    return { success: true, errorCode: 200, msg: 'ok', data: rows };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  const login = await fetch(`${appUrl}/public/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: 'padmin', password: 'Padmin#2026' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };

  async function call<T>(url: string, body: unknown): Promise<T> {
    const r = await fetch(`${appUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify(body) });
    const env = (await r.json()) as Envelope<T>;
    if (!env.success) throw new Error(`${url}: ${env.errorCode} ${env.msg}`);
    return env.data;
  }

  async function folder(name: string): Promise<string> {
    const d = await call<{ folderInfoArr: { id: string }[] }>('/protected/file/create-many-folder', { projectId, folderArr: [name] });
    return d.folderInfoArr[0].id;
  }

  return {
    database,
    db,
    dataDir,
    appUrl,
    bareUrl,
    auth,
    projectId,
    padmin,
    quiet,
    call,
    folder,
    /** The folder the bare route `/list` pages through. */
    listIn: (folderId: string) => {
      listFolderId = folderId;
    },
    close: async () => {
      await app.close();
      await bare.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function uploadForm(fields: Record<string, string>, bytes: Uint8Array, fileName: string): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('fileblob', new Blob([bytes]), fileName);
  return form;
}

export async function postForm(url: string, form: FormData, headers: Record<string, string> = {}) {
  const r = await fetch(url, { method: 'POST', headers, body: form });
  const env = (await r.json()) as Envelope<unknown>;
  if (!env.success) throw new Error(`${url}: ${env.errorCode} ${env.msg}`);
  return env;
}
