import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildOutsider, demoProjects } from '../../../test/factories';
import { putFile, testFile } from '../../../test/files';
import { createWorker } from '../../../jobs/queue';
import { fileHousekeeping, fileJobs } from '../storage/housekeeping';
import { parseRange } from './download';

let t: TestApp;
let padmin: string;
let member: string;
let outsider: string;
let projectId: string;
let clock = new Date();
const pdf = testFile('pdf/basement.pdf');
const ifc = testFile('ifc/AC20-FZK-Haus.ifc');
const dxf = testFile('dxf/northstar.dxf');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PACK_MAX_FILES: '3', PACK_MAX_BYTES: String(8 * 1024 * 1024) } });
  padmin = await t.login('padmin');
  member = await t.login('member');
  outsider = (await buildOutsider(t)).token;
  projectId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

const post = (url: string, body: object, token = member, lang = 'en') => t.post(url, { projectId, ...body }, token, lang);
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function unzip(buf: Buffer): Promise<Record<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out: Record<string, Buffer> = {};
      zip.on('entry', (e: yauzl.Entry) => {
        if (e.fileName.endsWith('/')) {
          out[e.fileName] = Buffer.alloc(0);
          return zip.readEntry();
        }
        zip.openReadStream(e, (err2, s) => {
          if (err2 || !s) return reject(err2);
          const chunks: Buffer[] = [];
          s.on('data', (c: Buffer) => chunks.push(c));
          s.on('end', () => {
            out[e.fileName] = Buffer.concat(chunks);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}

describe('single file downloads', () => {
  it('gives a one-use, one-minute URL that streams the file as an attachment, with Range support', async () => {
    const f = await putFile(t, padmin, projectId, 'basement.pdf', pdf.bytes);
    const url = async () => (await post('/protected/file/get-download-url', { fileId: f._id })).body.data;
    const u = await url();
    expect(u).toMatchObject({ name: 'basement.pdf', size: pdf.bytes.length, inline: false });
    const whole = await get(u.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(pdf.bytes)).toBe(true);
    expect(whole.headers['content-disposition']).toContain('attachment; filename="basement.pdf"');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['content-security-policy']).toContain('sandbox');
    expect((await get(u.url)).statusCode).toBe(410);
    const part = await get((await url()).url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${pdf.bytes.length}`);
    expect(part.rawPayload.equals(pdf.bytes.subarray(100, 200))).toBe(true);
    expect((await get((await url()).url, { range: `bytes=${pdf.bytes.length + 5}-` })).statusCode).toBe(416);
    const late = await url();
    clock = new Date(clock.getTime() + 61_000);
    expect(JSON.parse((await get(late.url)).body).msg).toBe('This download link has expired; please download again from the file list');
    expect((await get('/protected/file/ticket/unknown')).statusCode).toBe(410);
  });
  it('previews a PDF inline, but never HTML or SVG', async () => {
    const f = await putFile(t, padmin, projectId, 'inline.pdf', pdf.bytes);
    const u = (await post('/protected/file/get-download-url', { fileId: f._id, inline: true })).body.data;
    const r = await get(u.url);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toMatch(/^inline/);
    const html = await putFile(t, padmin, projectId, 'evil.html', Buffer.from('<script>alert(1)</script>'));
    const svg = await putFile(t, padmin, projectId, 'evil.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'));
    for (const x of [html, svg]) {
      const v = (await post('/protected/file/get-download-url', { fileId: x._id, inline: true })).body.data;
      expect(v.inline).toBe(false);
      const res = await get(v.url);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toMatch(/^attachment/);
      expect(res.headers['content-security-policy']).toContain('sandbox');
    }
  });
  it('gives the 2D viewer a DXF to draw: opening it is not a download, and its bytes stay an attachment', async () => {
    const f = await putFile(t, padmin, projectId, 'viewer.dxf', dxf.bytes);
    const before = (await post('/protected/file/get-download-history', { pageSize: 50 })).body.data.list.length;
    const u = (await post('/protected/file/get-download-url', { fileId: f._id, inline: true })).body.data;
    expect(u.inline).toBe(false);
    const r = await get(u.url);
    expect(r.rawPayload.equals(dxf.bytes)).toBe(true);
    expect(r.headers['content-type']).toBe('application/octet-stream');
    expect(r.headers['content-disposition']).toMatch(/^attachment/);
    expect((await post('/protected/file/get-download-history', { pageSize: 50 })).body.data.list.length).toBe(before);
    const view = (await post('/protected/project/view-file', { fileId: f._id })).body.data;
    expect(view).toMatchObject({ openWay: 'drawing', url: expect.stringMatching(/^\/protected\/file\/ticket\//) });
  });
  it('a form post with the bearer header downloads a file or a folder as a zip; a token field does not sign in', async () => {
    const folder = (await post('/protected/file/create-many-folder', { folderArr: ['Zip me'] }, padmin)).body.data.folderInfoArr[0].id;
    const inner = (await post('/protected/file/create-many-folder', { parentId: folder, folderArr: ['Empty'] }, padmin)).body.data.folderInfoArr[0].id;
    expect(inner).toBeTruthy();
    await putFile(t, padmin, projectId, 'haus.ifc', ifc.bytes, folder);
    await putFile(t, padmin, projectId, '北极星.dxf', dxf.bytes, folder);
    const form = (fields: Record<string, string>, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/protected/file/download',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    const z = await form({ fileId: folder, folder: '1' }, member);
    expect(z.statusCode).toBe(200);
    expect(z.headers['content-disposition']).toContain("filename*=UTF-8''Zip%20me.zip");
    const entries = await unzip(z.rawPayload);
    expect(Object.keys(entries).sort()).toEqual(['Zip me/Empty/', 'Zip me/haus.ifc', 'Zip me/北极星.dxf']);
    expect(entries['Zip me/haus.ifc'].equals(ifc.bytes)).toBe(true);
    // The browser's way: a one-use ticket URL for the folder's zip.
    const u = (await post('/protected/file/get-download-url', { fileId: folder })).body.data;
    expect(u).toMatchObject({ name: 'Zip me.zip', url: expect.stringMatching(/^\/protected\/file\/ticket\//) });
    expect(Object.keys(await unzip((await get(u.url)).rawPayload)).sort()).toEqual(['Zip me/Empty/', 'Zip me/haus.ifc', 'Zip me/北极星.dxf']);
    expect((await get(u.url)).statusCode).toBe(410);
    const one = await putFile(t, padmin, projectId, 'one.dxf', dxf.bytes);
    const f = await form({ fileId: one._id }, member);
    expect(f.rawPayload.equals(dxf.bytes)).toBe(true);
    expect((await form({ fileId: one._id }, outsider)).statusCode).toBe(403);
    expect((await form({ fileId: one._id })).statusCode).toBe(401);
    expect((await form({ fileId: one._id, token: member })).statusCode).toBe(401);
    expect((await form({}, member)).statusCode).toBe(400);
  });
  it('refuses outsiders and bad input on get-download-url; says how a type opens', async () => {
    const f = await putFile(t, padmin, projectId, 'x.pdf', pdf.bytes);
    expect((await post('/protected/file/get-download-url', { fileId: f._id }, outsider)).body.errorCode).toBe(401);
    expect((await post('/protected/file/get-download-url', {})).status).toBe(400);
    expect((await t.get('/account/file-conver/check-open-way/IFC', member)).body.data).toEqual({ fileType: 'ifc', openWay: 'model', pdfConversion: false });
    expect((await t.get('/account/file-conver/check-open-way/pdf', null)).status).toBe(401);
    const view = (await post('/protected/project/view-file', { fileId: f._id })).body.data;
    expect(view).toMatchObject({ openWay: 'pdf', url: expect.stringMatching(/^\/protected\/file\/ticket\//) });
  });
});

describe('packed downloads', () => {
  it('packs a selection in the background and serves the zip until it expires after 3 days', async () => {
    const a = await putFile(t, padmin, projectId, 'pack-a.pdf', pdf.bytes);
    const b = await putFile(t, padmin, projectId, 'pack-b.dxf', dxf.bytes);
    const req = (await post('/protected/file/pack-zip-service', { array: JSON.stringify([a._id, b._id]) })).body;
    expect(req.data).toMatchObject({ size: pdf.bytes.length + dxf.bytes.length, count: 2 });
    expect((await post('/protected/file/loop-download-zip', { id: req.data.id })).body.data.state).toBe('requested');
    expect((await post('/protected/file/get-pack-zip-task', { id: req.data.id })).body.data).toEqual({ id: req.data.id, state: 'queued' });
    expect((await post('/protected/file/loop-download-zip', { id: req.data.id }, padmin)).status).toBe(404); // someone else's pack
    await createWorker(t.deps.db, fileJobs(t.deps), { now: () => clock }).drain();
    const done = (await post('/protected/file/loop-download-zip', { id: req.data.id })).body.data;
    expect(done).toMatchObject({ state: 'done', count: 2 });
    const zip = await get(done.url);
    const entries = await unzip(zip.rawPayload);
    expect(Object.keys(entries).sort()).toEqual(['pack-a.pdf', 'pack-b.dxf']);
    expect(entries['pack-b.dxf'].equals(dxf.bytes)).toBe(true);
    const history = (await post('/protected/file/get-download-history', {})).body;
    expect(history.data.list[0]).toMatchObject({ kind: 'pack', packId: req.data.id, packState: 'done' });
    clock = new Date(clock.getTime() + 3 * 24 * 3600_000 + 1000);
    expect((await fileHousekeeping(t.deps)).packs).toBeGreaterThanOrEqual(1);
    const expired = (await post('/protected/file/loop-download-zip', { id: req.data.id })).body.data;
    expect(expired.state).toBe('expired');
    expect(expired.url).toBeUndefined();
    expect((await get(done.url)).statusCode).toBe(410); // its ticket is used up, expired and cleaned up
  });
  it('answers 9000, 9001 and 9002 with their messages', async () => {
    const empty = (await post('/protected/file/create-many-folder', { folderArr: ['Nothing here'] }, padmin)).body.data.folderInfoArr[0].id;
    const e = (await post('/protected/file/pack-zip-service', { array: [empty] }, member, 'zh')).body;
    expect(e).toMatchObject({ errorCode: 9000, msg: '打包失败：没有可打包的文件' });
    const files = [];
    for (let i = 0; i < 4; i++) files.push((await putFile(t, padmin, projectId, `many-${i}.pdf`, pdf.bytes))._id);
    expect((await post('/protected/file/pack-zip-service', { array: files })).body).toMatchObject({ errorCode: 9001, data: { limit: 3 } });
    const big = await putFile(t, padmin, projectId, 'big.bin', Buffer.alloc(9 * 1024 * 1024, 1));
    expect((await post('/protected/file/pack-zip-service', { array: [big._id] })).body).toMatchObject({
      errorCode: 9002,
      msg: 'Pack zip error: at most 8.00 MB can be packed at once',
    });
    expect((await post('/protected/file/pack-zip-service', { array: [files[0]] }, outsider)).body.errorCode).toBe(401);
    expect((await post('/protected/file/pack-zip-service', { array: 'not json' })).status).toBe(400);
    expect((await post('/protected/file/get-pack-zip-task', {})).status).toBe(400);
  });
});

describe('download history and storage use', () => {
  it("lists the caller's downloads and deletes entries", async () => {
    const h = (await post('/protected/file/get-download-history', { pageSize: 50 })).body;
    expect(h.pageTotal).toBeGreaterThan(0);
    const ids = h.data.list.map((x: { _id: string }) => x._id);
    expect((await t.post('/protected/file/delete-download-history', { ids: [ids[0]] }, padmin)).status).toBe(404); // not theirs
    expect((await t.post('/protected/file/delete-download-history', { ids: [ids[0]] }, member)).body.data).toEqual({ deleted: 1 });
    expect((await t.post('/protected/file/delete-download-history', { ids: [] }, member)).status).toBe(400);
    expect((await t.post('/protected/file/get-download-history', { projectId }, outsider)).body.errorCode).toBe(401);
  });
  it("counts the project's bytes against the enterprise storage size", async () => {
    const u = (await post('/protected/file/get-storage-usage', {})).body.data;
    expect(u.projectUsed).toBeGreaterThan(9 * 1024 * 1024);
    expect(u.enterpriseUsed).toBeGreaterThanOrEqual(u.projectUsed);
    expect(u.storageSize).toBeGreaterThan(0);
    expect((await post('/protected/file/get-storage-usage', {}, outsider)).body.errorCode).toBe(401);
  });
  it('parses ranges as RFC 9110 says', () => {
    expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('invalid');
    expect(parseRange('bytes=0-1,3-4', 10)).toBeNull();
  });
});
