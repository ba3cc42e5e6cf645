import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResponseBody } from './test/harness';

// Kill the real server (SIGKILL) while uploads are streaming, start it again on the same data,
// and check through the product that every file it lists downloads whole with its md5, and
// that no temporary upload data is left where blobs are read from.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = `/tmp/trestle-crash-${randomUUID()}`;
const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess | null = null;

async function startServer() {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RUN_WORKER: 'false',
    WEB_DIST: '',
  };
  // The default deployment: the embedded database on disk, killed along with the server.
  delete env.DATABASE_URL;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    const ok = await fetch(`${base}/static/config/config.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${out}`);
}

async function call(url: string, body: object, token?: string) {
  const r = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await r.json()) as { success: boolean; data: ResponseBody; msg: string };
}

/** A multipart upload that trickles its bytes, so the kill lands in the middle of it. */
function slowUpload(token: string, projectId: string, name: string, bytes: Buffer): Promise<unknown> {
  const boundary = `b${randomUUID()}`;
  const md5 = createHash('md5').update(bytes).digest('hex');
  const head = Buffer.from(
    [
      ['projectId', projectId],
      ['fileName', name],
      ['md5', md5],
    ]
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="fileblob"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve) => {
    const req = http.request(`${base}/protected/file/upload-dms`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + bytes.length + tail.length,
      },
    });
    req.on('error', resolve);
    req.on('response', (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.write(head);
    let at = 0;
    const step = () => {
      if (req.destroyed) return;
      if (at >= bytes.length) {
        req.end(tail);
        return;
      }
      req.write(bytes.subarray(at, at + 256 * 1024));
      at += 256 * 1024;
      setTimeout(step, 20);
    };
    step();
  });
}

afterAll(async () => {
  child?.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('a server killed during uploads', () => {
  it('comes back with no file pointing at missing or partial content and no temp data visible', async () => {
    await startServer();
    const token = (await call('/public/user/login', { loginName: 'padmin', password: 'Padmin#2026' })).data.token;
    const projects = (await call('/protected/get-all-projects-map-v1', { name: 'Harbour' }, token)).data.list as { id?: string; _id?: string }[];
    const projectId = (projects[0]._id ?? projects[0].id) as string;
    // Some uploads finish before the kill, others are cut off half-way.
    const small = Array.from({ length: 4 }, (_, i) => slowUpload(token, projectId, `done-${i}.bin`, randomBytes(64 * 1024)));
    await Promise.all(small);
    const inFlight = Array.from({ length: 6 }, (_, i) => slowUpload(token, projectId, `cut-${i}.bin`, randomBytes(6 * 1024 * 1024)));
    // Kill once some upload is half-written (its temp file exists): on a loaded machine a fixed
    // delay could kill before any byte arrived, and there would be nothing left to check.
    const tmp = path.join(dataDir, 'blobs', 'tmp');
    for (let i = 0; i < 400 && !(existsSync(tmp) && readdirSync(tmp).length); i++) await new Promise((r) => setTimeout(r, 50));
    child!.kill('SIGKILL');
    await Promise.all(inFlight);
    await new Promise((r) => (child!.exitCode !== null || child!.signalCode ? r(null) : child!.once('exit', r)));
    // The killed process left partial uploads in the blob store's temp area…
    expect(readdirSync(tmp).length).toBeGreaterThan(0);

    await startServer();
    const token2 = (await call('/public/user/login', { loginName: 'padmin', password: 'Padmin#2026' })).data.token;
    const list = (await call('/protected/get-project-file-list', { projectId, pageSize: 200 }, token2)).data.projectFileList as {
      _id: string;
      name: string;
      size: number;
    }[];
    const names = list.map((f) => f.name);
    for (let i = 0; i < 4; i++) expect(names).toContain(`done-${i}.bin`);
    expect(names.filter((n) => n.startsWith('cut-'))).toEqual([]);
    for (const f of list.filter((x) => x.name.endsWith('.bin'))) {
      const [v] = (await call('/protected/get-project-file-version-data', { projectId, projectFileId: f._id }, token2)).data.list;
      const u = (await call('/protected/file/get-download-url', { projectId, fileId: f._id }, token2)).data;
      const bytes = Buffer.from(await (await fetch(base + u.url)).arrayBuffer());
      expect(bytes.length).toBe(f.size);
      expect(createHash('md5').update(bytes).digest('hex')).toBe(v.files.md5);
    }
    // …which the restart swept away before serving.
    expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
  }, 120_000);
});
