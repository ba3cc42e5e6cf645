import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kit, type Kit } from './testkit';

// The seeded demo board: what a newcomer finds in "Harbour View Residences".

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

describe('demo board', () => {
  it('holds "Site coordination" with three lanes, six tasks with people, sub-tasks, dates and one finished task', async () => {
    const list = (await k.post('/task/board/list', {}, k.member)).body.data.list;
    expect(list).toMatchObject([{ name: 'Site coordination', taskCount: 6, finishedCount: 1 }]);
    const b = (await k.get(`/task/board/${list[0].id}`, k.member)).body.data;
    expect(b.swimlanes.map((l: { title: string; myTaskList: unknown[] }) => `${l.title}:${l.myTaskList.length}`)).toEqual([
      'To do:3',
      'In progress:2',
      'Done:1',
    ]);
    const done = b.swimlanes[2].myTaskList[0];
    expect(done).toMatchObject({ title: 'Site hoarding and fence', finished: true, taskStatus: 3, progress: 100 });
    const formwork = b.swimlanes[1].myTaskList[0];
    expect(formwork.itemLists.map((s: { finished: boolean }) => s.finished)).toEqual([true, true, false]);
    expect(formwork.progress).toBe(67);
    const detail = (await k.post('/task/block/search', { taskIds: [formwork.id] }, k.member)).body.data.tasks[0];
    expect(detail.logLists.map((l: { origin: string }) => l.origin)).toContain('UPDATE_SUB_ITEM_FINISH');
    // The member's upcoming list has their unfinished tasks, the nearest deadline first.
    const mine = (await k.t.post('/task/block/search', { target: 'UP_COMING' }, k.member, 'en')).body.data.tasks.map((t: { title: string }) => t.title);
    expect(mine).toEqual(['Fix waterproofing detail at podium joint', 'Formwork level 3 – tower A', 'Order rebar for level 4 slab']);
    // Seeding rings no bell.
    expect((await k.t.get('/account/user/notify/count', k.member)).body.data.count).toBe(0);
  });
});
