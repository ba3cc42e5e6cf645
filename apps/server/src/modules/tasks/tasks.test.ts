import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putFile, testFile } from '../../test/files';
import { annotationTaskLinks, tasks } from './tables';
import { kit, type Kit } from './testkit';

// Tasks: create (people, annotation link), edit, delete, move and drag (dense order, also
// under concurrent requests), with their history entries and notices.

let k: Kit;
let lanes: string[];
let boardId: string;
beforeAll(async () => {
  k = await kit();
  ({ id: boardId, lanes } = await k.board('Tasks', ['To do', 'Doing', 'Done']));
});
afterAll(() => k.t.close());

async function sortsOf(laneId: string) {
  const rows = await k.t.deps.db.select({ id: tasks.id, sort: tasks.sort, title: tasks.title }).from(tasks).where(eq(tasks.swimlaneId, laneId));
  return rows.sort((a, b) => a.sort - b.sort);
}

describe('create', () => {
  it('creates a task at the end of the lane with its people; CREATE_TASK; add to actors, allot to principals, nothing to the actor', async () => {
    const before = (await sortsOf(lanes[0])).length;
    const t = await k.task(lanes[0], {
      title: 'Pour slab L3',
      remarks: 'Check rebar first',
      levelId: 2,
      principalUsers: [k.memberId],
      actorUsers: [k.padminId],
      startDate: '2026-04-01',
      deadline: '2026-04-10',
    });
    expect(t).toMatchObject({
      title: 'Pour slab L3',
      remarks: 'Check rebar first',
      levelId: 2,
      sort: before,
      lane: 'To do',
      boardName: 'Tasks',
      taskStatus: 0,
      finished: false,
      startDate: '2026-04-01',
      deadline: '2026-04-10',
      canEdit: true,
      canDelete: true,
    });
    expect(t.relatingUsers.map((u: { type: string; userName: string }) => `${u.type}:${u.userName}`).sort()).toEqual([
      'ACTOR:Paul Admin',
      'PRINCIPAL:Mia Member',
    ]);
    expect(t.relatingUsers[0].abbreviation).toMatch(/^[A-Z]{2}$/);
    expect(t.logLists.map((l: { origin: string }) => l.origin)).toEqual(['CREATE_TASK']);
    expect(t.swimlanes.map((l: { title: string }) => l.title)).toEqual(['To do', 'Doing', 'Done']);
    // padmin created it (and is an actor): only the member hears, as the principal.
    expect(await k.notices(t.id)).toEqual([{ userId: k.memberId, actionType: 'allot', sender: k.padminId }]);
  });

  it('tells the creator and the principal when a member creates a task for someone else', async () => {
    const t = await k.task(lanes[0], { actorUsers: [k.padminId] }, k.member);
    expect(await k.notices(t.id)).toEqual([{ userId: k.padminId, actionType: 'add', sender: k.memberId }]);
  });

  it('refuses people who are not members of the project, with their name', async () => {
    const outsider = await k.t.deps.db.query.users.findFirst({ where: (u, { like }) => like(u.loginName, 'out-%') });
    const r = await k.post('/task/block', { swimlanesId: lanes[0], title: 'x', principalUsers: [outsider!.id] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Only members of the project can be assigned: Out Sider');
    expect((await k.post('/task/block', { swimlanesId: lanes[0], title: 'x', actorUsers: ['no-such-user'] })).body.msg).toContain('no-such-user');
  });

  it('validates the input: title, lengths, level, dates, lane', async () => {
    const bad: [object, string][] = [
      [{ title: ' ' }, 'Please enter the task title'],
      [{ title: 'x'.repeat(141) }, 'At most 140'],
      [{ title: 'x', remarks: 'r'.repeat(129) }, 'At most 128'],
      [{ title: 'x', levelId: 4 }, 'The priority must be 1, 2 or 3'],
      [{ title: 'x', startDate: '2026-05-02', deadline: '2026-05-01' }, 'The end date cannot be earlier than the start date'],
      [{ title: 'x', startDate: '2026-13-45' }, 'valid date'],
      [{ title: 'x', swimlanesId: 'nope' }, 'The lane does not exist on this board'],
    ];
    for (const [body, msg] of bad) {
      const r = await k.post('/task/block', { swimlanesId: lanes[0], ...body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg, JSON.stringify(body)).toContain(msg);
    }
  });

  it('links an annotation of the project at creation in the same transaction', async () => {
    const file = await putFile(k.t, k.padmin, k.projectId, 'plan.pdf', testFile('pdf/first-floor-plan.pdf').bytes);
    const a = (await k.post('/annotations/add', { projectFileId: file._id, name: 'Crack at grid C4', viewpoint: {} })).body.data;
    const t = await k.task(lanes[0], { title: 'Repair crack', annotationId: a.id });
    expect(t.annotationsListVoList).toMatchObject([{ id: a.id, name: 'Crack at grid C4', projectFileId: file._id, fileName: 'plan.pdf' }]);
    expect(t.annotationCount).toBe(1);
    expect(t.logLists.map((l: { origin: string }) => l.origin)).toEqual(['CREATE_TASK', 'ADD_TASK_ANNOTATION']);
    // Boards holding tasks linked with this annotation / with annotations of the file.
    expect((await k.post('/task/board/list', { annotationId: a.id })).body.data.list.map((b: { id: string }) => b.id)).toEqual([boardId]);
    expect((await k.post('/task/board/list', { projectFileId: file._id })).body.data.total).toBe(1);
    expect((await k.post('/task/board/list', { projectFileId: 'other' })).body.data.total).toBe(0);
    const before = await k.t.deps.db.select().from(tasks);
    const r = await k.post('/task/block', { swimlanesId: lanes[0], title: 'x', annotationId: 'nope' });
    // The link right is checked first (links.ts annotationForLink): an unknown annotation reads as gone.
    expect([r.status, r.body.msg]).toEqual([404, 'The item does not exist or has been deleted']);
    expect((await k.t.deps.db.select().from(tasks)).length).toBe(before.length);
    expect((await k.t.deps.db.select().from(annotationTaskLinks)).length).toBe(1);
  });

  it('refuses an outsider and a member without task:add', async () => {
    const r = await k.post('/task/block', { swimlanesId: lanes[0], title: 'x' }, k.outsider);
    expect([r.status, r.body.errorCode]).toEqual([403, 401]);
    await k.memberTaskGrants(['enter', 'edit']);
    try {
      expect((await k.post('/task/block', { swimlanesId: lanes[0], title: 'x' }, k.member)).body.errorCode).toBe(4030);
    } finally {
      await k.memberTaskGrants(['enter', 'add', 'edit']);
    }
  });
});

describe('edit', () => {
  it('writes one history entry per changed field, and nothing for unchanged ones', async () => {
    const t = await k.task(lanes[0], { title: 'Edit me', principalUsers: [k.memberId], startDate: '2026-04-01' });
    const r = await k.put(`/task/block/${t.id}`, {
      id: t.id,
      title: 'Edited',
      remarks: 'New note',
      levelId: 3,
      startDate: '2026-04-01',
      deadline: '2026-04-05',
      realStartDate: '2026-04-02',
      realDeadline: '2026-04-03',
    });
    expect(r.body.data).toMatchObject({
      title: 'Edited',
      remarks: 'New note',
      levelId: 3,
      deadline: '2026-04-05',
      realStartDate: '2026-04-02',
      realDeadline: '2026-04-03',
    });
    const logs = await k.logs(t.id);
    expect(logs.map((l) => `${l.origin}=${l.context}`)).toEqual([
      'CREATE_TASK=Edit me',
      'UPDATE_TASK_TITLE=Edited',
      'UPDATE_TASK_REMARK=New note',
      'UPDATE_TASK_LEVEL=3',
      'UPDATE_TASK_DEADLINE_DATE=2026-04-05',
      'UPDATE_TASK_REAL_START_DATE=2026-04-02',
      'UPDATE_TASK_REAL_DEADLINE_DATE=2026-04-03',
    ]);
    expect((await k.notices(t.id)).map((n) => `${n.userId === k.memberId ? 'member' : n.userId}:${n.actionType}`)).toEqual([
      'member:allot',
      'member:title_change',
      'member:remark_change',
      'member:level_change',
      'member:deadline_set',
      'member:real_start_set',
      'member:real_deadline_set',
    ]);
    // Clearing a date is its own notice.
    await k.put(`/task/block/${t.id}`, { id: t.id, deadline: null });
    expect((await k.notices(t.id)).at(-1)!.actionType).toBe('deadline_clear');
  });

  it('checks end ≥ start against the stored dates too', async () => {
    const t = await k.task(lanes[0], { startDate: '2026-04-10' });
    const r = await k.put(`/task/block/${t.id}`, { id: t.id, deadline: '2026-04-09' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('The end date cannot be earlier than the start date');
    // Moving both together is fine even though each alone would cross the stored other.
    const both = await k.put(`/task/block/${t.id}`, { id: t.id, startDate: '2026-05-01', deadline: '2026-05-03' });
    expect(both.body.data).toMatchObject({ startDate: '2026-05-01', deadline: '2026-05-03' });
    expect((await k.put(`/task/block/${t.id}`, { id: t.id, realStartDate: '2026-05-05', realDeadline: '2026-05-04' })).status).toBe(400);
    expect((await k.put(`/task/block/${t.id}`, { id: t.id, title: '' })).body.msg).toContain('Please enter the task title');
    expect((await k.put('/task/block/nope', { id: 'nope', title: 'x' })).body.msg).toBe('The task does not exist or has been deleted');
  });

  it('lets the people on a task edit it, and refuses others without task:edit', async () => {
    const mine = await k.task(lanes[0], { title: 'Member is principal', principalUsers: [k.memberId] });
    const other = await k.task(lanes[0], { title: "Not the member's" });
    await k.memberTaskGrants(['enter', 'add']);
    try {
      expect((await k.put(`/task/block/${mine.id}`, { id: mine.id, title: 'Changed by member' }, k.member)).body.success).toBe(true);
      expect((await k.put(`/task/block/${other.id}`, { id: other.id, title: 'x' }, k.member)).body.errorCode).toBe(4030);
      expect((await k.option(other.id, 'TASK_FINISH', {}, k.member)).body.errorCode).toBe(4030);
      expect((await k.post('/task/block/move', { id: other.id, boardId, swimlanesId: lanes[1] }, k.member)).body.errorCode).toBe(4030);
      expect((await k.post('/task/block/moveByUser', { id: other.id, swimlanesId: lanes[1], index: 0 }, k.member)).body.errorCode).toBe(4030);
      expect((await k.post('/task/block/moveByUser', { id: mine.id, swimlanesId: lanes[1], index: 0 }, k.member)).body.success).toBe(true);
      // The path names the task, whatever id the body carries.
      expect((await k.put(`/task/block/${mine.id}`, { id: other.id, title: 'Sneaky' }, k.member)).body.data.id).toBe(mine.id);
    } finally {
      await k.memberTaskGrants(['enter', 'add', 'edit']);
    }
    expect((await k.put(`/task/block/${other.id}`, { id: other.id, title: 'x' }, k.outsider)).body.errorCode).toBe(401);
    expect((await k.post('/task/block/moveByUser', { id: other.id, swimlanesId: lanes[1], index: 0 }, k.outsider)).body.errorCode).toBe(401);
  });
});

describe('delete', () => {
  it('tells the people first, then deletes the task and closes the gap in its lane', async () => {
    const {
      lanes: [lane],
    } = await k.board('Delete', ['Only']);
    const a = await k.task(lane, { title: 'a' });
    const b = await k.task(lane, { title: 'b', principalUsers: [k.memberId] });
    const c = await k.task(lane, { title: 'c' });
    expect((await k.del(`/task/block/${b.id}`)).body.success).toBe(true);
    expect((await sortsOf(lane)).map((r) => `${r.sort}:${r.title}`)).toEqual(['0:a', '1:c']);
    expect((await k.notices(b.id)).map((n) => n.actionType)).toEqual(['allot', 'delete']);
    expect((await k.notices(b.id)).every((n) => n.userId === k.memberId)).toBe(true);
    expect(await k.logs(b.id)).toEqual([]);
    void a;
    void c;
  });

  it("lets the creator delete, refuses a member on someone else's task and an outsider", async () => {
    const own = await k.task(lanes[2], { title: "Member's own" }, k.member);
    const others = await k.task(lanes[2], { title: "Admin's", principalUsers: [k.memberId] });
    expect((await k.del(`/task/block/${others.id}`, k.member)).body.errorCode).toBe(4030);
    expect((await k.del(`/task/block/${others.id}`, k.outsider)).body.errorCode).toBe(401);
    expect((await k.del(`/task/block/${own.id}`, k.member)).body.success).toBe(true);
    expect((await k.del('/task/block/nope')).body.msg).toBe('The task does not exist or has been deleted');
  });
});

describe('move', () => {
  it('moves to the end of a lane of another board of the project; MOVE_TASK_LANE and lane_move only when the lane changes', async () => {
    const target = await k.board('Target', ['Inbox']);
    const existing = await k.task(target.lanes[0], { title: 'Already there' });
    const t = await k.task(lanes[0], { title: 'Traveller', principalUsers: [k.memberId] });
    const r = await k.post('/task/block/move', { id: t.id, boardId: target.id, swimlanesId: target.lanes[0] });
    expect(r.body.msg).toBe('Moved');
    expect(r.body.data).toMatchObject({ boardId: target.id, swimlanesId: target.lanes[0], sort: 1, lane: 'Inbox', boardName: 'Target' });
    const logs = await k.logs(t.id);
    expect(logs.at(-1)!.origin).toBe('MOVE_TASK_LANE');
    expect(JSON.parse(logs.at(-1)!.context!)).toMatchObject({ from: 'To do', to: 'Inbox' });
    expect((await k.notices(t.id)).map((n) => n.actionType)).toEqual(['allot', 'lane_move']);
    // Same lane: nothing written.
    await k.post('/task/block/move', { id: t.id, boardId: target.id, swimlanesId: target.lanes[0] });
    expect((await k.logs(t.id)).length).toBe(logs.length);
    expect((await k.notices(t.id)).length).toBe(2);
    expect((await sortsOf(target.lanes[0])).map((x) => x.id)).toEqual([existing.id, t.id]);
  });

  it('requires both board and lane, and the lane on that board', async () => {
    const t = await k.task(lanes[0]);
    for (const body of [
      { id: t.id, swimlanesId: lanes[1] },
      { id: t.id, boardId },
      { id: t.id, boardId: '', swimlanesId: lanes[1] },
    ]) {
      const r = await k.post('/task/block/move', body);
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain('Please choose the target board and lane');
    }
    const other = await k.board('Elsewhere', ['X']);
    expect((await k.post('/task/block/move', { id: t.id, boardId, swimlanesId: other.lanes[0] })).body.msg).toBe('The lane does not exist on this board');
    expect((await k.post('/task/block/move', { id: t.id, boardId, swimlanesId: lanes[1] }, k.outsider)).body.errorCode).toBe(401);
  });

  it('drags within a lane and across lanes, renumbering both densely', async () => {
    const b = await k.board('Drag', ['L', 'R']);
    const [L, R] = b.lanes;
    const ids: string[] = [];
    for (const title of ['a', 'b', 'c', 'd']) ids.push((await k.task(L, { title })).id);
    const r0 = await k.task(R, { title: 'r0' });
    // d to the top of L.
    await k.post('/task/block/moveByUser', { id: ids[3], swimlanesId: L, index: 0 });
    expect((await sortsOf(L)).map((x) => `${x.sort}${x.title}`)).toEqual(['0d', '1a', '2b', '3c']);
    const before = (await k.logs(ids[3])).length;
    expect(before).toBe(1); // a drag within the lane is not a lane move
    // b into R at index 1 (after r0); an index past the end goes last.
    await k.post('/task/block/moveByUser', { id: ids[1], swimlanesId: R, index: 1 });
    await k.post('/task/block/moveByUser', { id: ids[0], swimlanesId: R, index: 99 });
    expect((await sortsOf(L)).map((x) => `${x.sort}${x.title}`)).toEqual(['0d', '1c']);
    expect((await sortsOf(R)).map((x) => `${x.sort}${x.title}`)).toEqual(['0r0', '1b', '2a']);
    expect((await k.logs(ids[1])).map((l) => l.origin)).toEqual(['CREATE_TASK', 'MOVE_TASK_LANE']);
    expect((await k.get(`/task/board/${b.id}`)).body.data.swimlanes[1].myTaskList.map((c: { title: string }) => c.title)).toEqual(['r0', 'b', 'a']);
    expect((await k.post('/task/block/moveByUser', { id: ids[0], swimlanesId: R, index: -1 })).status).toBe(400);
    expect((await k.post('/task/block/moveByUser', { id: ids[0], swimlanesId: 'nope', index: 0 })).body.msg).toBe('The lane does not exist on this board');
    void r0;
  });

  it('keeps sorts dense and unique under many concurrent drags and creates', async () => {
    const b = await k.board('Race', ['A', 'B']);
    const [A, B] = b.lanes;
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await k.task(A, { title: `t${i}` })).id);
    const calls = [
      ...ids.map((id, i) => k.post('/task/block/moveByUser', { id, swimlanesId: i % 2 ? B : A, index: (i * 3) % 5 })),
      ...ids.map((id, i) => k.post('/task/block/moveByUser', { id, swimlanesId: i % 3 ? A : B, index: i % 2 })),
      k.post('/task/block', { swimlanesId: A, title: 'new A' }),
      k.post('/task/block', { swimlanesId: B, title: 'new B' }),
      k.post('/task/block/move', { id: ids[0], boardId: b.id, swimlanesId: B }),
    ];
    const results = await Promise.all(calls);
    expect(results.map((r) => r.body.success)).toEqual(results.map(() => true));
    const a = await sortsOf(A);
    const bb = await sortsOf(B);
    expect(a.length + bb.length).toBe(10);
    expect(a.map((x) => x.sort)).toEqual(a.map((_, i) => i));
    expect(bb.map((x) => x.sort)).toEqual(bb.map((_, i) => i));
  });
});
