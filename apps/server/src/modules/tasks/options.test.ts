import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kit, type Kit } from './testkit';

// POST /{taskId}/options/{action}: every action with its history entry and notice, no-ops,
// limits, and refusals.

let k: Kit;
let lane: string;
beforeAll(async () => {
  k = await kit();
  lane = (await k.board('Options', ['Only'])).lanes[0];
});
afterAll(() => k.t.close());

/** Runs an option as padmin on a task whose principal is the member; checks entry and notice. */
async function expectChange(taskId: string, action: string, body: object, origin: string, notice: string, context?: string | null) {
  const logs = (await k.logs(taskId)).length;
  const notices = (await k.notices(taskId)).length;
  const r = await k.option(taskId, action, body);
  expect(r.body.success, `${action}: ${r.body.msg}`).toBe(true);
  const after = await k.logs(taskId);
  expect(after.length, action).toBe(logs + 1);
  expect(after.at(-1)!.origin).toBe(origin);
  if (context !== undefined) expect(after.at(-1)!.context).toBe(context);
  const n = await k.notices(taskId);
  expect(
    n.slice(notices).map((x) => `${x.userId === k.memberId ? 'member' : x.userId}:${x.actionType}`),
    action,
  ).toEqual([`member:${notice}`]);
  return r.body.data;
}

describe('task options', () => {
  it('applies every action with its history entry and notice to the people (never the actor)', async () => {
    const t = await k.task(lane, { title: 'Options', principalUsers: [k.memberId] });
    await expectChange(t.id, 'UPDATE_TASK_START_DATE', { startDate: '2026-06-01' }, 'UPDATE_TASK_START_DATE', 'start_set', '2026-06-01');
    await expectChange(t.id, 'UPDATE_TASK_DEADLINE_DATE', { deadline: '2026-06-09' }, 'UPDATE_TASK_DEADLINE_DATE', 'deadline_set', '2026-06-09');
    await expectChange(t.id, 'UPDATE_TASK_REAL_START_DATE', { dateValue: '2026-06-02' }, 'UPDATE_TASK_REAL_START_DATE', 'real_start_set');
    await expectChange(t.id, 'UPDATE_TASK_REAL_DEADLINE_DATE', { dateValue: '2026-06-08' }, 'UPDATE_TASK_REAL_DEADLINE_DATE', 'real_deadline_set');
    await expectChange(t.id, 'UPDATE_TASK_REAL_DEADLINE_DATE', { dateValue: null }, 'UPDATE_TASK_REAL_DEADLINE_DATE', 'real_deadline_clear', null);
    await expectChange(t.id, 'UPDATE_TASK_REAL_START_DATE', { dateValue: '' }, 'UPDATE_TASK_REAL_START_DATE', 'real_start_clear');
    await expectChange(t.id, 'UPDATE_TASK_START_DATE', { startDate: null }, 'UPDATE_TASK_START_DATE', 'start_clear');
    await expectChange(t.id, 'UPDATE_TASK_DEADLINE_DATE', { deadline: null }, 'UPDATE_TASK_DEADLINE_DATE', 'deadline_clear');
    await expectChange(t.id, 'UPDATE_TASK_TITLE', { title: 'Renamed' }, 'UPDATE_TASK_TITLE', 'title_change', 'Renamed');
    await expectChange(t.id, 'UPDATE_TASK_REMARK', { remark: 'A note' }, 'UPDATE_TASK_REMARK', 'remark_change', 'A note');
    await expectChange(t.id, 'UPDATE_TASK_LEVEL', { levelId: 3 }, 'UPDATE_TASK_LEVEL', 'level_change', '3');
    let d = await expectChange(t.id, 'ADD_TASK_ACTOR', { user: k.padminId }, 'ADD_TASK_ACTOR', 'actor_add');
    expect(d.relatingUsers.map((u: { type: string }) => u.type).sort()).toEqual(['ACTOR', 'PRINCIPAL']);
    await expectChange(t.id, 'DELETE_TASK_ACTOR', { user: k.padminId }, 'DELETE_TASK_ACTOR', 'actor_remove');
    d = await expectChange(t.id, 'CREATE_TASK_SUB_ITEM', { subName: 'Order rebar' }, 'CREATE_TASK_SUB_ITEM', 'sub_save', 'Order rebar');
    const subId = d.itemLists[0].subId;
    await expectChange(t.id, 'UPDATE_SUB_ITEM_NAME', { subId, subName: 'Order rebar B500' }, 'UPDATE_SUB_ITEM_NAME', 'sub_save', 'Order rebar B500');
    d = await expectChange(t.id, 'UPDATE_SUB_ITEM_FINISH', { subId }, 'UPDATE_SUB_ITEM_FINISH', 'sub_finish');
    expect(d.itemLists[0].finished).toBe(true);
    expect(d.progress).toBe(100);
    await expectChange(t.id, 'UPDATE_SUB_ITEM_TODO', { subId }, 'UPDATE_SUB_ITEM_TODO', 'sub_reset');
    await expectChange(t.id, 'DELETE_TASK_SUB_ITEM', { subId }, 'DELETE_TASK_SUB_ITEM', 'sub_delete', 'Order rebar B500');
    d = await expectChange(t.id, 'TASK_FINISH', {}, 'TASK_FINISH', 'finish');
    expect(d).toMatchObject({ finished: true, taskStatus: 3, progress: 100 });
    d = await expectChange(t.id, 'TASK_TODO', {}, 'TASK_TODO', 'reset');
    expect(d).toMatchObject({ finished: false, taskStatus: 0 });
    expect(d.title).toBe('Renamed');
  });

  it('adds and removes principals: the person added or removed hears it, with the user in the entry', async () => {
    const t = await k.task(lane, { title: 'People' });
    let r = await k.option(t.id, 'ADD_TASK_PRINCIPAL', { userId: k.memberId });
    expect(r.body.data.relatingUsers).toMatchObject([{ userId: k.memberId, type: 'PRINCIPAL' }]);
    let log = (await k.logs(t.id)).at(-1)!;
    expect(log.origin).toBe('ADD_TASK_PRINCIPAL');
    expect(JSON.parse(log.context!)).toEqual({ userId: k.memberId, name: 'Mia Member' });
    expect((await k.notices(t.id)).at(-1)).toMatchObject({ userId: k.memberId, actionType: 'principal_add' });
    r = await k.option(t.id, 'DELETE_TASK_PRINCIPAL', { userId: k.memberId, id: r.body.data.relatingUsers[0].id });
    expect(r.body.data.relatingUsers).toEqual([]);
    log = (await k.logs(t.id)).at(-1)!;
    expect([log.origin, JSON.parse(log.context!).userId]).toEqual(['DELETE_TASK_PRINCIPAL', k.memberId]);
    expect((await k.notices(t.id)).at(-1)).toMatchObject({ userId: k.memberId, actionType: 'principal_remove' });
    // A member changing a task tells the creator.
    await k.option(t.id, 'ADD_TASK_ACTOR', { user: k.memberId });
    await k.option(t.id, 'UPDATE_TASK_TITLE', { title: 'By the member' }, k.member);
    expect((await k.notices(t.id)).at(-1)).toMatchObject({ userId: k.padminId, actionType: 'title_change', sender: k.memberId });
  });

  it('writes nothing for a change to the same value and still answers ok', async () => {
    const t = await k.task(lane, { title: 'Same', principalUsers: [k.memberId], startDate: '2026-06-01' });
    const logs = (await k.logs(t.id)).length;
    const notices = (await k.notices(t.id)).length;
    for (const [action, body] of [
      ['UPDATE_TASK_TITLE', { title: 'Same' }],
      ['UPDATE_TASK_START_DATE', { startDate: '2026-06-01' }],
      ['UPDATE_TASK_LEVEL', { levelId: 1 }],
      ['UPDATE_TASK_REMARK', { remark: '' }],
      ['ADD_TASK_PRINCIPAL', { userId: k.memberId }],
      ['DELETE_TASK_ACTOR', { user: k.memberId }],
      ['TASK_TODO', {}],
      ['UPDATE_TASK_REAL_DEADLINE_DATE', { dateValue: null }],
    ] as const) {
      const r = await k.option(t.id, action, body);
      expect(r.body.success, action).toBe(true);
    }
    await k.option(t.id, 'TASK_FINISH', {});
    expect((await k.option(t.id, 'TASK_FINISH', {})).body.success).toBe(true);
    expect((await k.logs(t.id)).length).toBe(logs + 1);
    expect((await k.notices(t.id)).length).toBe(notices + 1);
  });

  it('refuses bad bodies, unknown actions and sub-tasks, dates out of order and too many sub-tasks', async () => {
    const t = await k.task(lane, { title: 'Bad', startDate: '2026-06-10' });
    const bad: [string, object, string][] = [
      ['UPDATE_TASK_DEADLINE_DATE', { deadline: '2026-06-01' }, 'The end date cannot be earlier than the start date'],
      ['UPDATE_TASK_START_DATE', { startDate: 'tomorrow' }, 'valid date'],
      ['UPDATE_TASK_TITLE', { title: '' }, 'Please enter the task title'],
      ['UPDATE_TASK_TITLE', { title: 'x'.repeat(501) }, 'At most 500'],
      ['UPDATE_TASK_REMARK', { remark: 'x'.repeat(501) }, 'At most 500'],
      ['UPDATE_TASK_LEVEL', { levelId: 0 }, 'The priority must be 1, 2 or 3'],
      ['CREATE_TASK_SUB_ITEM', { subName: 'x'.repeat(51) }, 'At most 50'],
      ['CREATE_TASK_SUB_ITEM', { subName: ' ' }, 'Please enter the sub-task name'],
      ['UPDATE_SUB_ITEM_FINISH', { subId: 'nope' }, 'The sub-task does not exist on this task'],
      ['ADD_TASK_PRINCIPAL', { userId: 'nobody' }, 'Only members of the project can be assigned'],
      ['ADD_TASK_ACTOR', {}, 'required'],
      ['DO_SOMETHING', {}, 'Unknown task action'],
    ];
    for (const [action, body, msg] of bad) {
      const r = await k.option(t.id, action, body);
      expect(r.status, action).toBe(400);
      expect(r.body.msg, action).toContain(msg);
    }
    expect((await k.option('nope', 'TASK_FINISH')).body.msg).toBe('The task does not exist or has been deleted');
    expect((await k.logs(t.id)).length).toBe(1);
    await k.option(t.id, 'UPDATE_TASK_REAL_DEADLINE_DATE', { dateValue: '2026-06-05' });
    expect((await k.option(t.id, 'UPDATE_TASK_REAL_START_DATE', { dateValue: '2026-06-06' })).status).toBe(400);
  });

  it('allows at most 100 sub-tasks', async () => {
    const t = await k.task(lane, { title: 'Many' });
    for (let i = 0; i < 100; i++) expect((await k.option(t.id, 'CREATE_TASK_SUB_ITEM', { subName: `Item ${i}` })).body.success).toBe(true);
    const r = await k.option(t.id, 'CREATE_TASK_SUB_ITEM', { subName: 'One too many' });
    expect(r.body.msg).toBe('A task can have at most 100 sub-tasks');
    const card = (await k.post('/task/block/search', { taskIds: [t.id] })).body.data.tasks[0];
    expect(card.itemLists.map((s: { subName: string }) => s.subName).slice(0, 3)).toEqual(['Item 0', 'Item 1', 'Item 2']);
  }, 60_000);

  it('refuses an outsider and a member without task:edit who is not on the task', async () => {
    const t = await k.task(lane, { title: 'Guarded' });
    const r = await k.option(t.id, 'TASK_FINISH', {}, k.outsider);
    expect([r.status, r.body.errorCode]).toEqual([403, 401]);
    await k.memberTaskGrants(['enter', 'add']);
    try {
      expect((await k.option(t.id, 'TASK_FINISH', {}, k.member)).body.errorCode).toBe(4030);
      await k.option(t.id, 'ADD_TASK_ACTOR', { user: k.memberId });
      expect((await k.option(t.id, 'TASK_FINISH', {}, k.member)).body.success).toBe(true);
    } finally {
      await k.memberTaskGrants(['enter', 'add', 'edit']);
    }
  });
});
