import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedRows, untargetedRoutes } from '../../test/oplog';
import { kit, type Kit } from './testkit';

// The operation log of task writes (docs/operation-log.md "What each module records"): each row
// names the board, lane or task changed, an edit its fields before and after.

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

const last = async (route: string) => (await loggedRows(k.t.deps.db, route)).at(-1)!;

describe('task writes in the operation log', () => {
  it('names the board, lanes and task changed, with the edited fields before and after', async () => {
    const board = await k.board('Site works', ['To do', 'Done']);
    expect((await last('/task/board')).targets).toEqual([{ targetId: board.id, targetName: 'Site works' }]);
    expect((await k.post('/task/board', { id: board.id, name: 'Site works 2' })).body.success).toBe(true);
    expect((await last('/task/board')).targets).toEqual([
      { targetId: board.id, targetName: 'Site works 2', before: { name: 'Site works' }, after: { name: 'Site works 2' } },
    ]);
    const lane = (await k.post('/task/swimLanes', { boardId: board.id, title: 'Review' })).body.data.id as string;
    expect((await last('/task/swimLanes')).targets[0]).toMatchObject({ targetId: lane, targetName: 'Review' });
    expect((await k.put('/task/swimLanes', { id: lane, title: 'Checked' })).body.success).toBe(true);
    expect((await last('/task/swimLanes')).targets).toEqual([
      { targetId: lane, targetName: 'Checked', before: { title: 'Review' }, after: { title: 'Checked' } },
    ]);
    expect((await k.put('/task/swimLanes/sortColumn', { boardId: board.id, ids: [lane, ...board.lanes] })).body.success).toBe(true);
    expect((await last('/task/swimLanes/sortColumn')).targets[0]).toMatchObject({ targetId: board.id, after: { lanes: [lane, ...board.lanes] } });

    const task = await k.task(board.lanes[0], { title: 'Pour slab' });
    expect((await last('/task/block')).targets).toEqual([{ targetId: task.id, targetName: 'Pour slab' }]);
    expect((await k.put(`/task/block/${task.id}`, { title: 'Pour slab B', deadline: '2026-05-01' })).body.success).toBe(true);
    expect((await last('/task/block/:id')).targets).toEqual([
      { targetId: task.id, targetName: 'Pour slab B', before: { title: 'Pour slab', deadline: null }, after: { title: 'Pour slab B', deadline: '2026-05-01' } },
    ]);
    expect((await k.option(task.id, 'TASK_FINISH')).body.success).toBe(true);
    expect((await last('/:taskId/options/:action')).targets).toEqual([
      { targetId: task.id, targetName: 'Pour slab B', before: { finished: false, taskStatus: 0 }, after: { finished: true, taskStatus: 3 } },
    ]);
    expect((await k.post('/task/block/moveByUser', { id: task.id, swimlanesId: board.lanes[1], index: 0 })).body.success).toBe(true);
    expect((await last('/task/block/moveByUser')).targets).toEqual([
      { targetId: task.id, targetName: 'Pour slab B', before: { swimlaneId: board.lanes[0] }, after: { swimlaneId: board.lanes[1] } },
    ]);
    expect((await k.post('/task/extend', { taskId: task.id, name: 'wbs', value: '1.2' })).body.success).toBe(true);
    expect((await last('/task/extend')).targets[0]).toMatchObject({ targetId: task.id, targetName: 'Pour slab B' });

    expect((await k.del(`/task/block/${task.id}`)).body.success).toBe(true);
    expect((await last('/task/block/:id')).targets).toEqual([{ targetId: task.id, targetName: 'Pour slab B' }]);
    expect((await k.del(`/task/swimLanes/${lane}`)).body.success).toBe(true);
    expect((await last('/task/swimLanes/:id')).targets).toEqual([{ targetId: lane, targetName: 'Checked' }]);
    expect((await k.del(`/task/board/${board.id}?confirm=true`)).body.success).toBe(true);
    expect((await last('/task/board/:id')).targets).toEqual([{ targetId: board.id, targetName: 'Site works 2' }]);
  });

  it('leaves no row for a refused or invalid write', async () => {
    const board = await k.board('Refusals');
    const before = (await loggedRows(k.t.deps.db)).length;
    expect((await k.post('/task/board', { id: board.id, name: 'Not mine' }, k.outsider)).status).toBe(403);
    expect((await k.post('/task/block', { swimlanesId: board.lanes[0], title: '' })).status).toBe(400);
    expect((await k.put(`/task/block/${board.id}`, { title: 'No such task' })).body.success).toBe(false);
    expect((await loggedRows(k.t.deps.db)).length).toBe(before);
  });

  it('names a target in every row the task writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
