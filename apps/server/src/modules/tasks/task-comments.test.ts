import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildOutsider } from '../../test/factories';
import { comments } from '../annotations/tables';
import { taskKit, type TaskKit } from './board-kit';

// Comments on tasks through the annotation comment calls (business 'task'): threads, history
// entries COMMENT / COMMENT_REPLY, notices add_comment / reply_comment, refusals.

let k: TaskKit;
let laneId: string;
beforeAll(async () => {
  k = await taskKit();
  laneId = (await k.board()).laneIds[0];
});
afterAll(() => k.t.close());

const comment = (body: object, token?: string, path = '/comment/comments/add') => k.post(path, { business: 'task', ...body }, token);

describe('task comments', () => {
  it("threads comments and replies, writes the history entries and tells the task's people and the addressee", async () => {
    // The task's people: its creator (padmin) only; the member takes part through the thread.
    const taskId = await k.task(laneId);
    const root = await comment({ moduleId: taskId, context: '<b>Formwork</b> checked?' }, k.member);
    expect(root.body).toMatchObject({
      success: true,
      msg: 'Comment succeeded',
      data: { business: 'task', moduleId: taskId, context: 'Formwork checked?', depth: 0 },
    });
    k.clock.now += 1000;
    const reply = await comment(
      { moduleId: taskId, context: 'Yes, this morning', ancestorId: root.body.data.commentId, toUserId: k.memberId },
      k.padmin,
      '/comment/comments/reply',
    );
    expect(reply.body.data).toMatchObject({ depth: 1, ancestorId: root.body.data.commentId, toUser: { id: k.memberId } });

    const list = await k.get('/comment/comments', { business: 'task', moduleId: taskId }, k.member);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].replies.map((r: { context: string }) => r.context)).toEqual(['Yes, this morning']);

    const logs = await k.logs(taskId);
    expect(logs.map((l) => [l.origin, l.type, l.context, l.commentId, l.fromUser])).toEqual([
      ['COMMENT', 'COMMENT', 'Formwork checked?', root.body.data.commentId, k.memberId],
      ['COMMENT_REPLY', 'COMMENT', 'Yes, this morning', reply.body.data.commentId, k.padminId],
    ]);
    const about = <T extends { targetId: string }>(rows: T[]) => rows.filter((n) => n.targetId.includes(taskId));
    // The creator hears of the comment; the addressee hears of the reply though not one of the task's people.
    expect(about(await k.notices(k.padminId, 'add_comment')).map((n) => n.content)).toEqual(['Formwork checked?']);
    expect(about(await k.notices(k.memberId, 'reply_comment'))).toHaveLength(1);
    expect(about(await k.notices(k.padminId, 'reply_comment'))).toHaveLength(0);
    expect(about(await k.notices(k.memberId, 'add_comment'))).toHaveLength(0);
  });

  it('keeps task and annotation threads apart', async () => {
    const taskId = await k.task(laneId);
    const file = await k.pdf('apart.pdf');
    const a = (await k.add(file)).body.data;
    const onTask = (await comment({ moduleId: taskId, context: 'On the task' })).body.data;
    // A task's comment is no ancestor for an annotation's reply, nor an annotation id a task.
    const cross = await k.post('/comment/comments/add', { business: 'annotation', moduleId: a.id, context: 'x', ancestorId: onTask.commentId });
    expect(cross.status).toBe(400);
    expect((await comment({ moduleId: a.id, context: 'x' })).status).toBe(400);
    expect((await k.get('/comment/comments', { business: 'annotation', moduleId: a.id })).body.data).toEqual([]);
  });

  it('goes with its task: deleting the task deletes its comments', async () => {
    const taskId = await k.task(laneId);
    await comment({ moduleId: taskId, context: 'Soon gone' });
    const before = await k.t.deps.db
      .select()
      .from(comments)
      .where(and(eq(comments.business, 'task'), eq(comments.moduleId, taskId)));
    expect(before).toHaveLength(1);
    const del = await k.t.app.inject({
      method: 'DELETE',
      url: `/task/block/${taskId}?projectId=${k.projectId}`,
      headers: { authorization: `Bearer ${k.padmin}` },
    });
    expect(del.json()).toMatchObject({ success: true });
    expect(
      await k.t.deps.db
        .select()
        .from(comments)
        .where(and(eq(comments.business, 'task'), eq(comments.moduleId, taskId))),
    ).toEqual([]);
  });

  it('refuses outsiders, members without task:enter and bad input, writing nothing', async () => {
    const taskId = await k.task(laneId);
    const outsider = (await buildOutsider(k.t)).token;
    const out = await comment({ moduleId: taskId, context: 'hi' }, outsider);
    expect([out.status, out.body.errorCode]).toEqual([403, 401]);
    await k.memberTask({ enter: false });
    try {
      expect((await comment({ moduleId: taskId, context: 'hi' }, k.member)).body.errorCode).toBe(4030);
      expect((await k.get('/comment/comments', { business: 'task', moduleId: taskId }, k.member)).body.errorCode).toBe(4030);
    } finally {
      await k.memberTask({ enter: true });
    }
    expect((await comment({ moduleId: taskId, context: '<p></p>' })).body.msg).toContain('Please enter a comment');
    expect((await comment({ moduleId: taskId, context: 'hi', ancestorId: 'nope' })).status).toBe(400);
    expect((await comment({ moduleId: taskId, context: 'hi', toUserId: 'nope' })).status).toBe(400);
    expect((await comment({ moduleId: 'no-such-task', context: 'hi' })).status).toBe(400);
    expect(await k.logs(taskId)).toEqual([]);
  });
});
