import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testFile } from '../../test/files';
import { blobs } from '../files/tables';
import { collectOrphans } from '../files/storage/content';
import { issueKit, type IssueKit } from './testkit';
import { issueReplies } from './tables';
import { projects } from '../projects/tables';
import { enterprises } from '../enterprise/tables';
import { untargetedRoutes } from '../../test/oplog';

// Replies: JSON or multipart with up to 4 JPG/PNG images ≤ 5 MB (type read from the bytes),
// stored through the blob store; the image served back; closed issues refuse; notices.

let k: IssueKit;
beforeAll(async () => {
  k = await issueKit();
});
afterAll(() => k.t.close());

const here = (name: string) => readFileSync(new URL(`./testdata/${name}`, import.meta.url));
const PNG = here('python-logo.png');
const JPG = here('python-logo.jpg');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function form(fields: Record<string, string>, images: { name: string; bytes: Buffer; field?: string }[]) {
  const boundary = `----issue${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [key, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${v}\r\n`));
  for (const img of images) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${img.field ?? 'image'}"; filename="${img.name}"\r\nContent-Type: image/png\r\n\r\n`),
      img.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function reply(issueId: string, content: string, images: { name: string; bytes: Buffer; field?: string }[], token = k.member, lang = 'en') {
  const f = form({ projectId: k.projectId, issueId, content }, images);
  const res = await k.t.app.inject({
    method: 'POST',
    url: '/protected/issue/reply',
    payload: f.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': f.contentType, 'accept-language': lang },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}
const image = (id: string, token = k.member, projectId = k.projectId) =>
  k.t.app.inject({ method: 'GET', url: `/protected/issue/reply-image/${id}?projectId=${projectId}`, headers: { authorization: `Bearer ${token}` } });
const replyCount = async (issueId: string) => (await k.t.deps.db.select().from(issueReplies).where(eq(issueReplies.issueId, issueId))).length;

describe('issue replies', () => {
  it('posts a reply with a real PNG and JPEG; serves them inline byte for byte; notices go to the people, not the actor', async () => {
    const i = await k.issue({ leaderId: k.ids.carol, ccIds: [k.ids.padmin] });
    const r = await reply(i.id, 'See the marked-up section', [
      { name: 'section.png', bytes: PNG },
      { name: 'site.JPEG', bytes: JPG },
    ]);
    expect(r.body).toMatchObject({ success: true, msg: 'Reply posted', data: { replyCount: 1 } });
    const [rep] = r.body.data.replies;
    expect(rep).toMatchObject({ content: 'See the marked-up section', createdBy: { id: k.ids.member } });
    expect(rep.images.map((x: { name: string; mime: string; size: number }) => [x.name, x.mime, x.size])).toEqual([
      ['section.png', 'image/png', PNG.length],
      ['site.JPEG', 'image/jpeg', JPG.length],
    ]);
    const png = await image(rep.images[0].id, k.carol);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(PNG)).toBe(true);
    const jpg = await image(rep.images[1].id);
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(jpg.rawPayload.equals(JPG)).toBe(true);
    expect((await k.history(i.id)).at(-1)).toMatchObject({ action: 'reply', detail: { replyId: rep.id, images: 2 } });
    const n = (await k.notices(i.id)).filter((x) => x.actionType === 'issue_reply');
    expect(n.map((x) => x.userId).sort()).toEqual([k.ids.carol, k.ids.padmin].sort());
    expect(n[0].content).toBe('See the marked-up section');
    // A blob a reply image uses is never collected, even when marked orphaned long ago.
    await k.t.deps.db
      .update(blobs)
      .set({ orphanedAt: new Date(0) })
      .where(eq(blobs.sha256, sha(PNG)));
    await collectOrphans(k.t.deps);
    expect((await image(rep.images[0].id)).statusCode).toBe(200);
  });
  it("counts images in the storage use and refuses them past the enterprise's size, storing no reply", async () => {
    const used = async () =>
      (await k.t.post('/protected/file/get-storage-usage', { projectId: k.projectId }, k.padmin)).body.data as {
        projectUsed: number;
        enterpriseUsed: number;
        storageSize: number;
      };
    const before = await used();
    const i = await k.issue({});
    expect((await reply(i.id, 'Photo of the crack', [{ name: 'crack.png', bytes: PNG }])).body.success).toBe(true);
    const after = await used();
    expect(after.projectUsed - before.projectUsed).toBe(PNG.length);
    const [project] = await k.t.deps.db.select().from(projects).where(eq(projects.id, k.projectId));
    await k.t.deps.db
      .update(enterprises)
      .set({ storageSize: after.enterpriseUsed + JPG.length - 1 })
      .where(eq(enterprises.id, project.enterpriseId));
    try {
      const refused = await reply(i.id, 'Another photo', [{ name: 'more.jpg', bytes: JPG }]);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/^Not enough storage left in the enterprise/);
      expect(await replyCount(i.id)).toBe(1);
    } finally {
      await k.t.deps.db.update(enterprises).set({ storageSize: after.storageSize }).where(eq(enterprises.id, project.enterpriseId));
    }
  });

  it('takes a JSON reply without images', async () => {
    const i = await k.issue();
    const r = await k.post('/protected/issue/reply', { issueId: i.id, content: 'Checked on site' }, k.carol);
    expect(r.body.data.replies.map((x: { content: string; images: unknown[] }) => [x.content, x.images.length])).toEqual([['Checked on site', 0]]);
  });
  it('refuses a PDF renamed .png, a GIF name, an image over 5 MB and a fifth image, storing nothing', async () => {
    const i = await k.issue();
    const pdf = testFile('pdf/basement.pdf').bytes;
    const renamed = await reply(i.id, 'x', [{ name: 'plan.png', bytes: pdf }]);
    expect(renamed).toMatchObject({ status: 400, body: { msg: 'Images must be JPG, JPEG or PNG' } });
    expect((await reply(i.id, 'x', [{ name: 'anim.gif', bytes: PNG }])).body.msg).toBe('Images must be JPG, JPEG or PNG');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await reply(i.id, 'x', [{ name: 'big.png', bytes: big }], k.member, 'zh');
    expect(tooBig).toMatchObject({ status: 400, body: { msg: '图片不能超过 5 MB' } });
    const five = await reply(
      i.id,
      'x',
      [1, 2, 3, 4, 5].map((n) => ({ name: `p${n}.png`, bytes: PNG })),
    );
    expect(five.status).toBe(400);
    expect(five.body.msg).toBe('A reply holds at most 4 images');
    expect(await replyCount(i.id)).toBe(0);
    // What was streamed before the refusal is only noted as orphaned: housekeeping takes it.
    const [b] = await k.t.deps.db
      .select()
      .from(blobs)
      .where(eq(blobs.sha256, sha(big)));
    expect(b?.orphanedAt ?? null).toBeNull(); // never completed: not even stored
    const four = await reply(
      i.id,
      'four',
      [1, 2, 3, 4].map((n) => ({ name: `p${n}.png`, bytes: PNG })),
    );
    expect(four.body.data.replies[0].images).toHaveLength(4);
  });
  it('refuses replies on a closed issue, bad text, and callers without issue rights', async () => {
    const i = await k.issue();
    await k.post('/protected/issue/change-status', { issueId: i.id, status: 'closed' }, k.member);
    expect((await reply(i.id, 'late', [{ name: 'a.png', bytes: PNG }])).body.msg).toBe('The issue is closed; reopen it to reply');
    expect((await k.post('/protected/issue/reply', { issueId: i.id, content: 'late' }, k.member)).body.msg).toBe('The issue is closed; reopen it to reply');
    const open = await k.issue();
    expect((await k.post('/protected/issue/reply', { issueId: open.id, content: '' }, k.member)).body.msg).toContain('Please enter a reply');
    expect((await k.post('/protected/issue/reply', { issueId: open.id, content: 'x'.repeat(141) }, k.member)).body.msg).toContain(
      'A reply is at most 140 characters',
    );
    expect((await reply(open.id, 'x'.repeat(141), [{ name: 'a.png', bytes: PNG }])).status).toBe(400);
    expect((await k.post('/protected/issue/reply', { content: 'x' }, k.member)).status).toBe(400);
    expect((await reply(open.id, 'hi', [{ name: 'a.png', bytes: PNG }], k.viewer)).body.errorCode).toBe(4030);
    expect((await reply(open.id, 'hi', [], k.outsider)).body.errorCode).toBe(401);
    expect((await k.post('/protected/issue/reply', { issueId: open.id, content: 'hi' }, k.outsider)).body.errorCode).toBe(401);
    expect(await replyCount(open.id)).toBe(0);
  });
  it("serves an image only to callers who see the project's issues", async () => {
    const i = await k.issue();
    const r = await reply(i.id, 'pic', [{ name: 'a.png', bytes: PNG }]);
    const id = r.body.data.replies[0].images[0].id;
    expect((await image(id, k.viewer)).statusCode).toBe(403);
    expect((await image(id, k.outsider)).statusCode).toBe(403);
    expect(JSON.parse((await image('no-such')).body).msg).toBe('The image does not exist in this project');
    expect(
      (await k.t.app.inject({ method: 'GET', url: `/protected/issue/reply-image/${id}`, headers: { authorization: `Bearer ${k.member}` } })).statusCode,
    ).toBe(400);
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
