import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kit, type Kit } from './testkit';

// Boards and swimlanes: create with lanes, list with counts, detail, rename, lanes, delete.

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

describe('boards', () => {
  it('creates a board with its first lanes and shows it in order with cards and abilities', async () => {
    const r = await k.post('/task/board', { name: 'Fit-out', swimlanes: ['To do', 'Doing', 'Done'] });
    expect(r.body.success).toBe(true);
    const b = r.body.data;
    expect(b.swimlanes.map((l: { title: string; sort: number }) => [l.title, l.sort])).toEqual([
      ['To do', 0],
      ['Doing', 1],
      ['Done', 2],
    ]);
    expect(b).toMatchObject({ name: 'Fit-out', appType: 'tapd', taskCount: 0, canEdit: true, canAdd: true, canDelete: true });
    await k.task(b.swimlanes[0].id, { title: 'First', principalUsers: [k.memberId] });
    await k.task(b.swimlanes[0].id, { title: 'Second' });
    const detail = (await k.get(`/task/board/${b.id}`)).body.data;
    expect(detail.swimlanes[0].myTaskList.map((c: { title: string; sort: number }) => [c.title, c.sort])).toEqual([
      ['First', 0],
      ['Second', 1],
    ]);
    expect(detail.taskCount).toBe(2);
    expect(detail.users.map((u: { loginName: string }) => u.loginName).sort()).toEqual(['member', 'padmin']);
    const asMember = (await k.get(`/task/board/${b.id}`, k.member)).body.data;
    // The built-in member role has task enter, add and edit, not delete.
    expect(asMember).toMatchObject({ canEdit: true, canAdd: true, canDelete: false });
  });

  it('lists boards paged with task and finished counts, filtered by name', async () => {
    const { id, lanes } = await k.board('Counting');
    const a = await k.task(lanes[0]);
    await k.task(lanes[0]);
    await k.option(a.id, 'TASK_FINISH');
    const r = await k.post('/task/board/list', { searchValue: 'count', pageSize: 10 });
    expect(r.body.data.total).toBe(1);
    expect(r.body.data.list[0]).toMatchObject({ id, name: 'Counting', taskCount: 2, finishedCount: 1 });
    const page = await k.post('/task/board/list', { pageSize: 1, pageNum: 2 });
    expect(page.body.data.list).toHaveLength(1);
    expect(page.body.pageTotal).toBeGreaterThanOrEqual(2);
    expect((await k.post('/task/board/list', { searchValue: '100%_' })).body.data.total).toBe(0);
  });

  it('renames a board when id is given', async () => {
    const { id } = await k.board('Old name');
    const r = await k.post('/task/board', { id, name: 'New name' });
    expect(r.body.data.name).toBe('New name');
    expect((await k.get(`/task/board/${id}`)).body.data.name).toBe('New name');
  });

  it('keeps the label a rename leaves out, and clears it on null', async () => {
    const id = (await k.post('/task/board', { name: 'Labelled', label: 'Phase 2' })).body.data.id;
    expect((await k.post('/task/board', { id, name: 'Labelled 2' })).body.data).toMatchObject({ name: 'Labelled 2', label: 'Phase 2' });
    expect((await k.post('/task/board', { id, name: 'Labelled 2', label: null })).body.data.label).toBeNull();
  });

  it('deletes a board with its lanes and tasks', async () => {
    const { id, lanes } = await k.board('Doomed');
    const task = await k.task(lanes[1]);
    // Without confirm=true the board and its tasks stay.
    expect((await k.del(`/task/board/${id}`)).status).toBe(400);
    expect((await k.get(`/task/board/${id}`)).body.data.taskCount).toBe(1);
    expect((await k.del(`/task/board/${id}?confirm=true`)).body.success).toBe(true);
    expect((await k.get(`/task/board/${id}`)).body.msg).toBe('The board does not exist in this project');
    const s = await k.post('/task/block/search', { taskIds: [task.id] });
    expect(s.body.data.tasks).toEqual([]);
  });

  it('refuses bad input with a clear message', async () => {
    const r = await k.post('/task/board', { name: '  ' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('Please enter the board name');
    expect((await k.post('/task/board', { name: 'x'.repeat(51) })).body.msg).toContain('At most 50');
    expect((await k.post('/task/board', { name: 'ok', swimlanes: [''] })).body.msg).toContain('Please enter the lane name');
    expect((await k.get('/task/board/nope')).body).toMatchObject({ errorCode: 400, msg: 'The board does not exist in this project' });
    expect((await k.post('/task/board', { id: 'nope', name: 'x' })).body.errorCode).toBe(400);
  });

  it('refuses an outsider (401) and a member without the task rights (4030)', async () => {
    const { id } = await k.board('Guarded');
    for (const r of [
      await k.post('/task/board/list', {}, k.outsider),
      await k.post('/task/board', { name: 'x' }, k.outsider),
      await k.get(`/task/board/${id}`, k.outsider),
      await k.del(`/task/board/${id}?confirm=true`, k.outsider),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body.errorCode).toBe(401);
    }
    // Members may not delete boards by default.
    expect((await k.del(`/task/board/${id}?confirm=true`, k.member)).body.errorCode).toBe(4030);
    expect((await k.post('/task/board/list', {}, k.member)).body.data).toMatchObject({ canAdd: true, canEdit: true, canDelete: false });
    expect((await k.post('/task/board/list', {})).body.data).toMatchObject({ canAdd: true, canEdit: true, canDelete: true });
    await k.memberTaskGrants(['enter']);
    try {
      expect((await k.post('/task/board', { name: 'x' }, k.member)).body.errorCode).toBe(4030);
      expect((await k.post('/task/board', { id, name: 'x' }, k.member)).body.errorCode).toBe(4030);
      expect((await k.get(`/task/board/${id}`, k.member)).body.data.canAdd).toBe(false);
      // The board list carries the same abilities, so its screen offers no create, rename or delete.
      expect((await k.post('/task/board/list', {}, k.member)).body.data).toMatchObject({ canAdd: false, canEdit: false, canDelete: false });
      await k.memberTaskGrants([]);
      expect((await k.post('/task/board/list', {}, k.member)).body.errorCode).toBe(4030);
      expect((await k.get(`/task/board/${id}`, k.member)).body.errorCode).toBe(4030);
    } finally {
      await k.memberTaskGrants(['enter', 'add', 'edit']);
    }
  });
});

describe('swimlanes', () => {
  it('appends, renames and reorders lanes', async () => {
    const { id, lanes } = await k.board('Lanes', ['A', 'B']);
    const added = await k.post('/task/swimLanes', { boardId: id, title: 'C' });
    expect(added.body.data.title).toBe('C');
    expect((await k.put('/task/swimLanes', { id: lanes[0], title: 'A2' })).body.success).toBe(true);
    const c = added.body.data.id;
    expect((await k.put('/task/swimLanes/sortColumn', { boardId: id, ids: [c, lanes[0], lanes[1]] })).body.success).toBe(true);
    const b = (await k.get(`/task/board/${id}`)).body.data;
    expect(b.swimlanes.map((l: { title: string; sort: number }) => `${l.sort}:${l.title}`)).toEqual(['0:C', '1:A2', '2:B']);
  });

  it('refuses an order that leaves out, repeats or adds a lane', async () => {
    const { id, lanes } = await k.board('Sorting', ['A', 'B', 'C']);
    const other = await k.board('Other', ['X']);
    for (const ids of [
      [lanes[0], lanes[1]],
      [lanes[0], lanes[0], lanes[1]],
      [...lanes, other.lanes[0]],
      [lanes[0], lanes[1], other.lanes[0]],
    ]) {
      const r = await k.put('/task/swimLanes/sortColumn', { boardId: id, ids });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('Please send every lane of the board exactly once');
    }
    expect((await k.put('/task/swimLanes/sortColumn', { boardId: id, ids: [] })).status).toBe(400);
  });

  it('deletes a lane with its tasks, says how many, and keeps the other lanes dense', async () => {
    const { id, lanes } = await k.board('Lane delete', ['A', 'B', 'C']);
    await k.task(lanes[1]);
    await k.task(lanes[1]);
    // A lane holding tasks needs confirm=true; an empty one does not.
    expect((await k.del(`/task/swimLanes/${lanes[1]}`)).body.msg).toBe('This cannot be undone: confirm the deletion to go ahead');
    expect((await k.get(`/task/board/${id}`)).body.data.taskCount).toBe(2);
    const r = await k.del(`/task/swimLanes/${lanes[1]}?confirm=true`);
    expect(r.body.data.deletedTasks).toBe(2);
    expect(r.body.msg).toBe('The lane was deleted with 2 task(s)');
    const b = (await k.get(`/task/board/${id}`)).body.data;
    expect(b.swimlanes.map((l: { title: string; sort: number }) => `${l.sort}:${l.title}`)).toEqual(['0:A', '1:C']);
    expect(b.taskCount).toBe(0);
  });

  it('checks rights and input on lane calls', async () => {
    const { id, lanes } = await k.board('Lane rights', ['A']);
    expect((await k.post('/task/swimLanes', { boardId: id, title: '' })).body.msg).toContain('Please enter the lane name');
    expect((await k.post('/task/swimLanes', { boardId: 'nope', title: 'x' })).body.msg).toBe('The board does not exist in this project');
    expect((await k.put('/task/swimLanes', { id: 'nope', title: 'x' })).body.msg).toBe('The lane does not exist on this board');
    expect((await k.post('/task/swimLanes', { boardId: id, title: 'x' }, k.outsider)).body.errorCode).toBe(401);
    expect((await k.put('/task/swimLanes', { id: lanes[0], title: 'x' }, k.outsider)).body.errorCode).toBe(401);
    expect((await k.del(`/task/swimLanes/${lanes[0]}`, k.outsider)).body.errorCode).toBe(401);
    await k.task(lanes[0]);
    // A member (no task:delete) may not delete a lane that still holds tasks.
    expect((await k.del(`/task/swimLanes/${lanes[0]}`, k.member)).body.errorCode).toBe(4030);
    await k.memberTaskGrants(['enter']);
    try {
      expect((await k.post('/task/swimLanes', { boardId: id, title: 'x' }, k.member)).body.errorCode).toBe(4030);
      expect((await k.put('/task/swimLanes', { id: lanes[0], title: 'x' }, k.member)).body.errorCode).toBe(4030);
      expect((await k.put('/task/swimLanes/sortColumn', { boardId: id, ids: lanes }, k.member)).body.errorCode).toBe(4030);
    } finally {
      await k.memberTaskGrants(['enter', 'add', 'edit']);
    }
  });
});
