import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOutsider } from '../../test/factories';
import { taskKit, type TaskKit } from './board-kit';

// Board reports on a known set of tasks, with the clock on 15 March 2026 (server time zone).

let k: TaskKit;
let boardId: string;
let laneIds: string[];
const at = (d: number, h = 10, m = 2) => new Date(2026, m, d, h, 0);
beforeAll(async () => {
  k = await taskKit();
  k.clock.now = at(15, 12).getTime();
  ({ boardId, laneIds } = await k.board('Structure', ['To do', 'Doing', 'Done']));
  // Overdue: unfinished, deadline yesterday.
  await k.task(laneIds[0], { levelId: 1, createdAt: at(10), deadline: '2026-03-14', principals: [k.memberId] });
  // Finished on the 12th; a past deadline does not make it overdue.
  await k.task(laneIds[0], {
    levelId: 2,
    createdAt: at(10, 11),
    finished: true,
    taskStatus: 3,
    finishedAt: at(12),
    deadline: '2026-03-01',
    principals: [k.memberId, k.padminId],
  });
  // Due today: not overdue; no principal.
  await k.task(laneIds[1], { levelId: 3, createdAt: at(15, 9), deadline: '2026-03-15' });
  // Created before the trend's window.
  await k.task(laneIds[1], { levelId: 1, createdAt: at(1, 10, 1), principals: [k.padminId] });
  // Another board's task counts nowhere here.
  const other = await k.board('Other', ['Only']);
  await k.task(other.laneIds[0], { createdAt: at(15, 8), deadline: '2026-01-01', principals: [k.memberId] });
});
afterAll(() => k.t.close());

describe('board reports', () => {
  it('simple: totals, overdue, per lane (all lanes, in order) and per level (all levels)', async () => {
    const r = await k.get(`/task/report/simple/${boardId}`, {}, k.member);
    expect(r.body.data).toEqual({
      total: 4,
      finished: 1,
      unfinished: 3,
      overdue: 1,
      byLane: [
        { swimlanesId: laneIds[0], title: 'To do', total: 2, finished: 1 },
        { swimlanesId: laneIds[1], title: 'Doing', total: 2, finished: 0 },
        { swimlanesId: laneIds[2], title: 'Done', total: 0, finished: 0 },
      ],
      byLevel: [
        { levelId: 1, total: 2, finished: 0 },
        { levelId: 2, total: 1, finished: 1 },
        { levelId: 3, total: 1, finished: 0 },
      ],
    });
  });

  it("principal: each principal's tasks, and the tasks without one last", async () => {
    const r = await k.get(`/task/report/principal/${boardId}`, {});
    expect(r.body.data.rows).toEqual([
      { userId: k.memberId, userName: 'Mia Member', total: 2, finished: 1, overdue: 1 },
      { userId: k.padminId, userName: 'Paul Admin', total: 2, finished: 1, overdue: 0 },
      { userId: null, userName: '', total: 1, finished: 0, overdue: 0 },
    ]);
  });

  it('trend: created, finished and open at the end of each day', async () => {
    const r = await k.get(`/task/report/trend/${boardId}`, { days: '7' });
    expect(r.body.data.days).toEqual([
      { date: '2026-03-09', created: 0, finished: 0, open: 1 },
      { date: '2026-03-10', created: 2, finished: 0, open: 3 },
      { date: '2026-03-11', created: 0, finished: 0, open: 3 },
      { date: '2026-03-12', created: 0, finished: 1, open: 2 },
      { date: '2026-03-13', created: 0, finished: 0, open: 2 },
      { date: '2026-03-14', created: 0, finished: 0, open: 2 },
      { date: '2026-03-15', created: 1, finished: 0, open: 3 },
    ]);
    const month = (await k.get(`/task/report/trend/${boardId}`, {})).body.data.days;
    expect(month).toHaveLength(30);
    expect(month[0].date).toBe('2026-02-14');
    expect(month[0].open).toBe(1);
  });

  it('refuses outsiders and members without task:enter; bad days or board → 400', async () => {
    const outsider = (await buildOutsider(k.t)).token;
    for (const kind of ['simple', 'principal', 'trend']) {
      const r = await k.get(`/task/report/${kind}/${boardId}`, {}, outsider);
      expect([r.status, r.body.errorCode]).toEqual([403, 401]);
    }
    await k.memberTask({ enter: false });
    try {
      for (const kind of ['simple', 'principal', 'trend']) expect((await k.get(`/task/report/${kind}/${boardId}`, {}, k.member)).body.errorCode).toBe(4030);
    } finally {
      await k.memberTask({ enter: true });
    }
    for (const days of ['3', '181', 'abc', '7.5']) {
      const r = await k.get(`/task/report/trend/${boardId}`, { days });
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain('The trend covers 7 to 180 days');
    }
    expect((await k.get('/task/report/simple/no-such-board', {})).status).toBe(400);
  });
});
