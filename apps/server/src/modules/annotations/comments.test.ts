import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { kit, type Kit } from './testkit';
import { comments } from './tables';

// Comments on annotations: threads and replies, HTML stripped, refusals, and deletion with
// the annotation.

let k: Kit;
let file: string;
beforeAll(async () => {
  k = await kit();
  file = await k.pdf('comments.pdf');
});
afterAll(() => k.t.close());

const comment = (body: object, token?: string, path = '/comment/comments/add') => k.post(path, { business: 'annotation', ...body }, token);
const threads = async (moduleId: string, token?: string) => (await k.get('/comment/comments', { business: 'annotation', moduleId }, token)).body;

describe('comments', () => {
  it('keeps threads oldest first, each with its replies; strips HTML; names who wrote to whom', async () => {
    const a = (await k.add(file)).body.data;
    const root = await comment({ moduleId: a.id, context: '<p>Please <b>check</b> the rebar</p>', currentUserId: k.padminId });
    expect(root.body).toMatchObject({ success: true, msg: 'Comment succeeded' });
    expect(root.body.data).toMatchObject({
      context: 'Please check the rebar',
      depth: 0,
      ancestorId: null,
      createUser: { id: k.padminId, name: 'Paul Admin' },
      toUser: null,
    });
    k.clock.now += 1000;
    const second = (await comment({ moduleId: a.id, context: 'Second thread' }, k.member)).body.data;
    k.clock.now += 1000;
    const reply = (
      await comment(
        { moduleId: a.id, context: 'Done &amp; photographed', ancestorId: root.body.data.commentId, toUserId: k.padminId },
        k.member,
        '/comment/comments/reply',
      )
    ).body.data;
    expect(reply).toMatchObject({
      context: 'Done & photographed',
      depth: 1,
      ancestorId: root.body.data.commentId,
      toUser: { id: k.padminId, name: 'Paul Admin' },
      createUser: { id: k.memberId, name: 'Mia Member' },
    });
    k.clock.now += 1000;
    // A reply to a reply joins the root's thread; /add with ancestorId is a reply too.
    const nested = (await comment({ moduleId: a.id, context: 'Thanks', ancestorId: reply.commentId, toUserId: k.memberId })).body.data;
    expect(nested).toMatchObject({ depth: 1, ancestorId: root.body.data.commentId });

    const list = await threads(a.id, k.member);
    expect(list.success).toBe(true);
    expect(list.data.map((c: { commentId: string }) => c.commentId)).toEqual([root.body.data.commentId, second.commentId]);
    expect(list.data[0].replies.map((r: { context: string }) => r.context)).toEqual(['Done & photographed', 'Thanks']);
    expect(list.data[1].replies).toEqual([]);
    expect(list.data[0]).toMatchObject({ context: 'Please check the rebar', commentTime: expect.any(String), createUser: { name: 'Paul Admin' } });
  });

  it('refuses blank, HTML-only, impersonating and dangling comments with a clear 400', async () => {
    const a = (await k.add(file)).body.data;
    const other = (await k.add(file)).body.data;
    const foreign = (await comment({ moduleId: other.id, context: 'On the other one' })).body.data;
    const cases: [object, string, string?][] = [
      [{ context: '   ' }, 'Please enter a comment'],
      [{ context: '<p><br/></p>&nbsp;' }, 'Please enter a comment'],
      [{ context: '' }, 'Please enter a comment'],
      [{ context: 'x'.repeat(2001) }, 'At most 2000'],
      [{ context: 'hi', currentUserId: k.memberId }, 'must be the signed-in user'],
      [{ context: 'hi', business: 'issue' }, 'annotations, tasks and discussions only'],
      [{ context: 'hi', ancestorId: 'no-such' }, 'does not exist'],
      [{ context: 'hi', ancestorId: foreign.commentId }, 'does not exist'],
      [{ context: 'hi', toUserId: 'no-such-user' }, 'not a member'],
      [{ context: 'hi' }, 'ancestorId', '/comment/comments/reply'],
      [{ context: 'hi', ancestorId: foreign.commentId }, 'toUserId', '/comment/comments/reply'],
    ];
    for (const [body, text, path] of cases) {
      const r = await comment({ moduleId: a.id, ...body }, undefined, path);
      expect(r.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(r.body.msg).toContain(text);
    }
    expect((await threads(a.id)).data).toEqual([]);
    expect((await comment({ moduleId: 'no-such', context: 'hi' })).body.errorCode).toBe(404);
  });

  it('deletes the comments with their annotation', async () => {
    const a = (await k.add(file)).body.data;
    const root = (await comment({ moduleId: a.id, context: 'Root' })).body.data;
    await comment({ moduleId: a.id, context: 'Reply', ancestorId: root.commentId, toUserId: k.padminId }, k.member);
    expect(await k.t.deps.db.select().from(comments).where(eq(comments.moduleId, a.id))).toHaveLength(2);
    expect((await k.post('/annotations/delete', { id: a.id })).body.success).toBe(true);
    expect(await k.t.deps.db.select().from(comments).where(eq(comments.moduleId, a.id))).toEqual([]);
    expect((await threads(a.id)).errorCode).toBe(404);
  });
});
