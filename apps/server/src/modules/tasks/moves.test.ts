import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from './tables';
import { kit, type Kit } from './testkit';

// Drags renumber both lanes in one statement (tasks.ts moveStatement). Checked here against a
// plain model of the board (remove the card, splice it in at the index), drag after drag, and on
// lanes whose numbers have gaps and ties (data written before the order was kept dense).

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

/** Titles of a lane in the board's order (sort, then creation, then id), with their sorts. */
async function lane(laneId: string) {
  const rows = await k.t.deps.db
    .select({ title: tasks.title, sort: tasks.sort, boardId: tasks.boardId })
    .from(tasks)
    .where(eq(tasks.swimlaneId, laneId))
    .orderBy(asc(tasks.sort), asc(tasks.createdAt), asc(tasks.id));
  return rows;
}

describe('drag renumbering', () => {
  it('matches a model of the board over a sequence of drags within and across lanes', async () => {
    const b = await k.board('Model', ['A', 'B', 'C']);
    const model: string[][] = [[], [], []];
    const idOf = new Map<string, string>();
    for (let i = 0; i < 9; i++) {
      const title = `t${i}`;
      idOf.set(title, (await k.task(b.lanes[i % 3], { title })).id);
      model[i % 3].push(title);
    }
    // Down and up within a lane, to the top, to the end, past the end, across lanes both ways,
    // into an empty lane and out of a lane that it empties.
    const drags: [string, number, number][] = [
      ['t0', 0, 2],
      ['t6', 0, 0],
      ['t3', 0, 1],
      ['t1', 0, 0],
      ['t4', 0, 99],
      ['t2', 1, 0],
      ['t5', 1, 3],
      ['t8', 1, 1],
      ['t7', 0, 2],
      ['t1', 2, 0],
      ['t4', 2, 5],
      ['t0', 1, 4],
      ['t3', 1, 1],
      ['t6', 2, 2],
    ];
    for (const [title, to, index] of drags) {
      for (const l of model) if (l.includes(title)) l.splice(l.indexOf(title), 1);
      model[to].splice(Math.min(index, model[to].length), 0, title);
      const r = await k.post('/task/block/moveByUser', { id: idOf.get(title), swimlanesId: b.lanes[to], index });
      expect(r.body.data).toMatchObject({ swimlanesId: b.lanes[to], sort: model[to].indexOf(title) });
      for (let l = 0; l < 3; l++) {
        const rows = await lane(b.lanes[l]);
        expect(
          rows.map((x) => x.title),
          `lane ${l} after ${title} → ${to}@${index}`,
        ).toEqual(model[l]);
        expect(rows.map((x) => x.sort)).toEqual(rows.map((_, i) => i));
      }
    }
  });

  it('makes both lanes dense in their shown order when their numbers had gaps and ties', async () => {
    const b = await k.board('Legacy', ['From', 'To']);
    const [from, to] = b.lanes;
    const ids: Record<string, string> = {};
    for (const title of ['f0', 'f1', 'f2', 'f3']) ids[title] = (await k.task(from, { title })).id;
    for (const title of ['t0', 't1', 't2']) ids[title] = (await k.task(to, { title })).id;
    const set = (title: string, sort: number) => k.t.deps.db.update(tasks).set({ sort }).where(eq(tasks.id, ids[title]));
    // From: 3, 7, 7, 12 (gaps and a tie); To: 5, 5, 9.
    await set('f0', 3);
    await set('f1', 7);
    await set('f2', 7);
    await set('f3', 12);
    await set('t0', 5);
    await set('t1', 5);
    await set('t2', 9);
    await k.post('/task/block/moveByUser', { id: ids.f1, swimlanesId: to, index: 2 });
    expect((await lane(from)).map((x) => `${x.sort}${x.title}`)).toEqual(['0f0', '1f2', '2f3']);
    expect((await lane(to)).map((x) => `${x.sort}${x.title}`)).toEqual(['0t0', '1t1', '2f1', '3t2']);
    // Within a lane the same holds: t0 and t1 tied behind f1 and t2 (shown f1, t2, t0, t1).
    await set('t0', 4);
    await set('t1', 4);
    await k.post('/task/block/moveByUser', { id: ids.t2, swimlanesId: to, index: 0 });
    expect((await lane(to)).map((x) => `${x.sort}${x.title}`)).toEqual(['0t2', '1f1', '2t0', '3t1']);
  });

  it("takes the board of the target lane along and leaves the other cards' lanes alone", async () => {
    const one = await k.board('One', ['X']);
    const two = await k.board('Two', ['Y']);
    const a = await k.task(one.lanes[0], { title: 'a' });
    await k.task(one.lanes[0], { title: 'b' });
    await k.task(two.lanes[0], { title: 'c' });
    await k.post('/task/block/moveByUser', { id: a.id, swimlanesId: two.lanes[0], index: 0 });
    expect((await lane(one.lanes[0])).map((x) => [x.title, x.sort, x.boardId])).toEqual([['b', 0, one.id]]);
    expect((await lane(two.lanes[0])).map((x) => [x.title, x.sort, x.boardId])).toEqual([
      ['a', 0, two.id],
      ['c', 1, two.id],
    ]);
  });
});
