import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOutsider } from '../../test/factories';
import { taskKit, type TaskKit } from './board-kit';

// Extend data: upsert, search, delete; who may; bad input; the history entries.

let k: TaskKit;
let laneId: string;
beforeAll(async () => {
  k = await taskKit();
  laneId = (await k.board()).laneIds[0];
});
afterAll(() => k.t.close());

const del = (body: object, token = k.padmin) =>
  k.t.app
    .inject({
      method: 'DELETE',
      url: '/task/extend/',
      payload: { projectId: k.projectId, ...body },
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    })
    .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body) }));

describe('extend data', () => {
  it('saves one value per name, replaces it, lists it and deletes it, each with its history entry', async () => {
    const taskId = await k.task(laneId);
    const other = await k.task(laneId);
    const first = await k.post('/task/extend', { taskId, name: 'wbs', value: '1.2.3' });
    expect(first.body).toMatchObject({ success: true, data: { taskId, name: 'wbs', value: '1.2.3' } });
    const again = await k.post('/task/extend', { taskId, name: 'wbs', value: '1.2.4' });
    expect(again.body.data).toMatchObject({ id: first.body.data.id, value: '1.2.4' });
    await k.post('/task/extend', { taskId, name: 'cost', value: '' });
    await k.post('/task/extend', { taskId: other, name: 'wbs', value: '9' });

    const one = await k.post('/task/extend/search', { taskId }, k.member);
    expect(one.body.data.map((e: { name: string; value: string }) => [e.name, e.value])).toEqual([
      ['cost', ''],
      ['wbs', '1.2.4'],
    ]);
    const both = await k.post('/task/extend/search', { taskIds: [taskId, other] });
    expect(both.body.data).toHaveLength(3);

    const gone = await del({ taskId, name: 'wbs' });
    expect(gone.body).toMatchObject({ success: true, data: { taskId, name: 'wbs' } });
    expect((await k.post('/task/extend/search', { taskId })).body.data.map((e: { name: string }) => e.name)).toEqual(['cost']);

    const logs = await k.logs(taskId);
    expect(logs.map((l) => l.origin)).toEqual(['UPDATE_TASK_EXTEND', 'UPDATE_TASK_EXTEND', 'UPDATE_TASK_EXTEND', 'DELETE_TASK_EXTEND']);
    expect(JSON.parse(logs[1].context!)).toEqual({ name: 'wbs', value: '1.2.4' });
    expect(logs.every((l) => l.fromUser === k.padminId)).toBe(true);
  });

  it("refuses outsiders, members without task rights, and other projects' tasks", async () => {
    const taskId = await k.task(laneId);
    const mine = await k.task(laneId, { principals: [k.memberId] });
    const outsider = (await buildOutsider(k.t)).token;
    const out = await k.post('/task/extend', { taskId, name: 'a', value: 'b' }, outsider);
    expect([out.status, out.body.errorCode]).toEqual([403, 401]);
    expect((await k.post('/task/extend/search', { taskId }, outsider)).body.errorCode).toBe(401);

    await k.memberTask({ edit: false });
    try {
      const denied = await k.post('/task/extend', { taskId, name: 'a', value: 'b' }, k.member);
      expect([denied.status, denied.body.errorCode]).toEqual([403, 4030]);
      expect((await del({ taskId, name: 'a' }, k.member)).body.errorCode).toBe(4030);
      // A principal of the task may change it without task:edit.
      expect((await k.post('/task/extend', { taskId: mine, name: 'a', value: 'b' }, k.member)).body.success).toBe(true);
      await k.memberTask({ enter: false });
      expect((await k.post('/task/extend/search', { taskId: mine }, k.member)).body.errorCode).toBe(4030);
    } finally {
      await k.memberTask({ enter: true, edit: true });
    }
    expect((await k.logs(taskId)).length).toBe(0);
  });

  it('answers bad input with a clear 400, never a 500', async () => {
    const taskId = await k.task(laneId);
    const cases: [string, object, string][] = [
      ['/task/extend', { taskId, name: '', value: 'x' }, 'field name'],
      ['/task/extend', { taskId, name: 'x'.repeat(51), value: 'x' }, 'At most 50'],
      ['/task/extend', { taskId, name: 'n', value: 'x'.repeat(2001) }, 'At most'],
      ['/task/extend', { taskId, name: 'n', value: 5 }, ''],
      ['/task/extend', { taskId: 'no-such-task', name: 'n', value: 'x' }, ''],
      ['/task/extend/search', {}, 'taskId or taskIds'],
      ['/task/extend/search', { taskIds: 'x' }, ''],
    ];
    for (const [url, body, msg] of cases) {
      const r = await k.post(url, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toContain(msg);
    }
    const unknownName = await del({ taskId, name: 'never-set' });
    expect([unknownName.status, unknownName.body.msg]).toEqual([400, 'The task has no field "never-set"']);
    expect((await del({ taskId })).status).toBe(400);
  });
});
