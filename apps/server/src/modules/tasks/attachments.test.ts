import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildOutsider } from '../../test/factories';
import { md5Of, multipart, testFile } from '../../test/files';
import { blobs } from '../files/tables';
import { collectOrphans } from '../files/storage/content';
import { taskKit, type TaskKit } from './board-kit';
import { untargetedRoutes } from '../../test/oplog';
import { taskAttachments } from './tables';
import { projects } from '../projects/tables';
import { enterprises } from '../enterprise/tables';

// Task attachments: upload (streamed, hash-checked), list, download, delete; the blob is kept
// while an attachment uses it; who may; bad input; history and notices.

let k: TaskKit;
let laneId: string;
beforeAll(async () => {
  k = await taskKit();
  laneId = (await k.board()).laneIds[0];
});
afterAll(() => k.t.close());

async function upload(
  taskId: string,
  file: { name: string; bytes: Buffer } | null,
  opts: { token?: string; md5?: string; field?: string; raw?: boolean } = {},
) {
  const q = new URLSearchParams({ projectId: k.projectId, taskId, ...(opts.md5 ? { md5: opts.md5 } : {}) });
  const body = multipart({ note: 'x' }, file ? { field: opts.field ?? 'file', ...file } : undefined);
  const res = await k.t.app.inject({
    method: 'POST',
    url: `/task/attachment?${q}`,
    payload: opts.raw ? 'not multipart' : body.payload,
    headers: { authorization: `Bearer ${opts.token ?? k.padmin}`, 'content-type': opts.raw ? 'text/plain' : body.contentType, 'accept-language': 'en' },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}
const download = (id: string, token = k.padmin) =>
  k.t.app.inject({ method: 'GET', url: `/task/attachment/${id}?projectId=${k.projectId}`, headers: { authorization: `Bearer ${token}` } });
const remove = (id: string, token = k.padmin) =>
  k.t.app
    .inject({
      method: 'DELETE',
      url: `/task/attachment/${id}?projectId=${k.projectId}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    })
    .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body) }));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('task attachments', () => {
  it('uploads a real PDF with its md5 checked, lists it, downloads it byte for byte, deletes it', async () => {
    const taskId = await k.task(laneId, { principals: [k.memberId] });
    const pdf = testFile('pdf/first-floor-plan.pdf');
    const up = await upload(taskId, { name: 'Plan 1F – rev B.pdf', bytes: pdf.bytes }, { md5: pdf.md5 });
    expect(up.body).toMatchObject({
      success: true,
      msg: 'Attachment uploaded',
      data: { name: 'Plan 1F – rev B.pdf', size: pdf.bytes.length, createdBy: k.padminId },
    });
    const id = up.body.data.id;

    const list = await k.get('/task/attachment/list', { taskId }, k.member);
    expect(list.body.data.map((a: { id: string }) => a.id)).toEqual([id]);

    const res = await download(id, k.member);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf.bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(String(res.headers['content-disposition'])).toBe(
      `attachment; filename="Plan 1F _ rev B.pdf"; filename*=UTF-8''${encodeURIComponent('Plan 1F – rev B.pdf')}`,
    );

    // A blob an attachment uses is never collected, even when marked orphaned long ago.
    await k.t.deps.db
      .update(blobs)
      .set({ orphanedAt: new Date(0) })
      .where(eq(blobs.sha256, sha(pdf.bytes)));
    await collectOrphans(k.t.deps);
    expect((await download(id)).statusCode).toBe(200);

    const gone = await remove(id);
    expect(gone.body).toMatchObject({ success: true, msg: 'Attachment deleted', data: { id } });
    expect((await k.get('/task/attachment/list', { taskId })).body.data).toEqual([]);
    expect((await download(id)).statusCode).toBe(400);

    const logs = await k.logs(taskId);
    expect(logs.map((l) => [l.origin, l.context])).toEqual([
      ['ADD_TASK_ATTACHMENT', 'Plan 1F – rev B.pdf'],
      ['DELETE_TASK_ATTACHMENT', 'Plan 1F – rev B.pdf'],
    ]);
    const notices = (await k.notices(k.memberId, 'update')).filter((n) => n.targetId.includes(taskId));
    expect(notices.map((n) => n.content)).toEqual(['Plan 1F – rev B.pdf', 'Plan 1F – rev B.pdf']);
  });

  it("counts attachments in the project and enterprise storage, and refuses one past the enterprise's size", async () => {
    const usage = async () =>
      (await k.post('/protected/file/get-storage-usage', {})).body.data as { projectUsed: number; enterpriseUsed: number; storageSize: number };
    const before = await usage();
    const taskId = await k.task(laneId);
    const bytes = Buffer.from('site photo log, week 12\n'.repeat(40));
    expect((await upload(taskId, { name: 'log.txt', bytes })).body.success).toBe(true);
    const after = await usage();
    expect(after.projectUsed - before.projectUsed).toBe(bytes.length);
    expect(after.enterpriseUsed - before.enterpriseUsed).toBe(bytes.length);
    // The enterprise page's figure is the same use (the demo enterprise has no logo).
    expect((await k.t.post('/protected/enterprise/get-enterprise-information', {}, k.padmin)).body.data.storageUsed).toBe(after.enterpriseUsed);

    const [project] = await k.t.deps.db.select().from(projects).where(eq(projects.id, k.projectId));
    await k.t.deps.db
      .update(enterprises)
      .set({ storageSize: after.enterpriseUsed + 10 })
      .where(eq(enterprises.id, project.enterpriseId));
    try {
      const refused = await upload(taskId, { name: 'big.txt', bytes: Buffer.alloc(11, 'x') });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('Not enough storage left in the enterprise (10 B free)');
      expect((await k.get('/task/attachment/list', { taskId })).body.data.map((a: { name: string }) => a.name)).toEqual(['log.txt']);
    } finally {
      await k.t.deps.db.update(enterprises).set({ storageSize: after.storageSize }).where(eq(enterprises.id, project.enterpriseId));
    }
  });

  it('after deletion the blob is orphaned unless something else uses it', async () => {
    const taskId = await k.task(laneId);
    const bytes = Buffer.from(`unique ${Math.random()}`);
    const a = (await upload(taskId, { name: 'a.txt', bytes })).body.data;
    const b = (await upload(taskId, { name: 'b.txt', bytes })).body.data;
    const blob = async () =>
      (
        await k.t.deps.db
          .select()
          .from(blobs)
          .where(eq(blobs.sha256, sha(bytes)))
      )[0];
    expect((await blob()).orphanedAt).toBeNull();
    await remove(a.id);
    expect((await blob()).orphanedAt).toBeNull();
    await remove(b.id);
    expect((await blob()).orphanedAt).not.toBeNull();
  });

  it('refuses a damaged upload (md5 mismatch) and leaves no attachment', async () => {
    const taskId = await k.task(laneId);
    const bytes = Buffer.from('the real content');
    const r = await upload(taskId, { name: 'x.txt', bytes }, { md5: md5Of(Buffer.from('other')) });
    expect([r.status, r.body.msg]).toEqual([400, 'The file arrived damaged (checksum mismatch); please upload it again']);
    expect(await k.t.deps.db.select().from(taskAttachments).where(eq(taskAttachments.taskId, taskId))).toEqual([]);
    expect(await k.logs(taskId)).toEqual([]);
  });

  it('answers bad input with a clear 400', async () => {
    const taskId = await k.task(laneId);
    const bytes = Buffer.from('x');
    expect((await upload(taskId, null)).body.msg).toBe('Please choose a file to attach');
    expect((await upload(taskId, { name: 'x.txt', bytes }, { field: 'other' })).body.msg).toBe('Please choose a file to attach');
    expect((await upload(taskId, null, { raw: true })).status).toBe(400);
    expect((await upload(taskId, { name: 'x.txt', bytes }, { md5: 'zz' })).body.msg).toBe('The md5 must be 32 hexadecimal characters');
    expect((await upload(taskId, { name: 'x'.repeat(256), bytes })).body.msg).toContain('file name');
    expect((await upload('no-such-task', { name: 'x.txt', bytes })).status).toBe(400);
    expect((await remove('no-such')).body.msg).toBe('This attachment does not exist');
  });

  it('refuses outsiders and members without rights on the task', async () => {
    const taskId = await k.task(laneId);
    const id = (await upload(taskId, { name: 'keep.txt', bytes: Buffer.from('keep') })).body.data.id;
    const outsider = (await buildOutsider(k.t)).token;
    const out = await upload(taskId, { name: 'x.txt', bytes: Buffer.from('x') }, { token: outsider });
    expect([out.status, out.body.errorCode]).toEqual([403, 401]);
    expect((await download(id, outsider)).statusCode).toBe(403);
    expect((await remove(id, outsider)).body.errorCode).toBe(401);

    await k.memberTask({ edit: false });
    try {
      expect((await upload(taskId, { name: 'x.txt', bytes: Buffer.from('x') }, { token: k.member })).body.errorCode).toBe(4030);
      expect((await remove(id, k.member)).body.errorCode).toBe(4030);
      expect((await download(id, k.member)).statusCode).toBe(200);
      await k.memberTask({ enter: false });
      expect((await download(id, k.member)).statusCode).toBe(403);
      expect((await k.get('/task/attachment/list', { taskId }, k.member)).body.errorCode).toBe(4030);
    } finally {
      await k.memberTask({ enter: true, edit: true });
    }
    expect((await k.get('/task/attachment/list', { taskId })).body.data).toHaveLength(1);
  });
});

describe('operation log', () => {
  it('names the task in every row these writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
