import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TaskCard } from '@trestle/shared/task-schemas';
import { multipart, putFile, testFile } from '../../test/files';
import { camera } from '../annotations/testkit';
import { kit, type Kit } from './testkit';
import { randomUUID } from 'node:crypto';
import { taskItems, tasks, taskUsers } from './tables';
import { GROUPED_FROM } from './view';

// Task cards are built by one statement (view.ts cardsSql): the board selects them by board, the
// other readings (lane search, my tasks, task detail) by ids. Every reading must show the same
// card: people and sub-tasks in order, the three counts, progress, names and times.

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

const CARD_KEYS: (keyof TaskCard)[] = [
  'taskId',
  'id',
  'title',
  'remarks',
  'levelId',
  'startDate',
  'deadline',
  'realStartDate',
  'realDeadline',
  'swimlanesId',
  'lane',
  'boardId',
  'boardName',
  'projectId',
  'projectName',
  'taskStatus',
  'finished',
  'progress',
  'sort',
  'createdBy',
  'createdAt',
  'updatedAt',
  'relatingUsers',
  'itemLists',
  'commentCount',
  'annotationCount',
  'attachmentCount',
];
const cardOf = (x: Record<string, unknown>) => Object.fromEntries(CARD_KEYS.map((key) => [key, x[key]]));

async function upload(taskId: string) {
  const body = multipart({}, { field: 'file', name: 'plan.pdf', bytes: testFile('pdf/first-floor-plan.pdf').bytes });
  const res = await k.t.app.inject({
    method: 'POST',
    url: `/task/attachment?projectId=${k.projectId}&taskId=${taskId}`,
    payload: body.payload,
    headers: { authorization: `Bearer ${k.padmin}`, 'content-type': body.contentType },
  });
  expect(JSON.parse(res.body).success).toBe(true);
}

describe('task cards', () => {
  it('shows the same card on the board, in the lane search, in my tasks and in the detail', async () => {
    const board = (await k.post('/task/board', { name: 'Cards', swimlanes: ['To do', 'Doing', 'Empty'] })).body.data;
    const [todo, doing] = board.swimlanes.map((l: { id: string }) => l.id);
    const made = async (lane: string, body: object) => (await k.post('/task/block', { swimlanesId: lane, ...body })).body.data;
    const full = await made(todo, {
      title: 'Pour slab 3',
      remarks: 'After the rebar check',
      levelId: 2,
      startDate: '2026-05-01',
      deadline: '2026-05-09',
      principalUsers: [k.memberId],
      actorUsers: [k.padminId],
    });
    const done = await made(todo, { title: 'Order formwork' });
    const other = await made(doing, { title: 'Crane permit' });
    for (const subName of ['Check rebar', 'Pour', 'Cure']) await k.option(full.id, 'CREATE_TASK_SUB_ITEM', { subName });
    const subs = (await k.option(full.id, 'UPDATE_TASK_TITLE', { title: 'Pour slab 3F' })).body.data.itemLists;
    await k.option(full.id, 'UPDATE_SUB_ITEM_FINISH', { subId: subs[0].subId });
    await k.option(done.id, 'TASK_FINISH');
    expect((await k.post('/comment/comments/add', { business: 'task', moduleId: full.id, context: 'Rebar checked?' }, k.member)).body.success).toBe(true);
    const file = (await putFile(k.t, k.padmin, k.projectId, 'cards-plan.pdf', testFile('pdf/first-floor-plan.pdf').bytes))._id;
    const a = (await k.post('/annotations/add', { projectFileId: file, name: 'Slab edge', viewpoint: camera })).body.data;
    expect((await k.post('/task/block/addAnnotationTask', { annotationId: a.id, taskId: full.id })).body.success).toBe(true);
    await upload(full.id);

    const b = (await k.get(`/task/board/${board.id}`)).body.data;
    expect(b).toMatchObject({ taskCount: 3, finishedCount: 1 });
    expect(
      b.swimlanes.map((l: { title: string; myTaskList: { title: string; sort: number }[] }) => [l.title, l.myTaskList.map((c) => `${c.sort}:${c.title}`)]),
    ).toEqual([
      ['To do', ['0:Pour slab 3F', '1:Order formwork']],
      ['Doing', ['0:Crane permit']],
      ['Empty', []],
    ]);
    const card = b.swimlanes[0].myTaskList[0];
    const [stored] = await k.t.deps.db.select().from(tasks).where(eq(tasks.id, full.id));
    expect(card).toMatchObject({
      title: 'Pour slab 3F',
      remarks: 'After the rebar check',
      levelId: 2,
      startDate: '2026-05-01',
      deadline: '2026-05-09',
      realStartDate: null,
      realDeadline: null,
      lane: 'To do',
      boardId: board.id,
      boardName: 'Cards',
      projectId: k.projectId,
      projectName: 'Harbour View Residences',
      finished: false,
      taskStatus: 0,
      progress: 33,
      createdBy: k.padminId,
      createdAt: stored.createdAt.toISOString(),
      updatedAt: stored.updatedAt.toISOString(),
      commentCount: 1,
      annotationCount: 1,
      attachmentCount: 1,
    });
    // People (put on together at creation, so in id order), sub-tasks in their order.
    expect(card.relatingUsers.map((u: { type: string; userName: string; tasksId: string }) => [u.type, u.userName, u.tasksId]).sort()).toEqual([
      ['ACTOR', 'Paul Admin', full.id],
      ['PRINCIPAL', 'Mia Member', full.id],
    ]);
    expect(card.relatingUsers.find((u: { type: string }) => u.type === 'PRINCIPAL')).toMatchObject({
      abbreviation: 'MM',
      color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(card.itemLists.map((s: { subName: string; finished: boolean }) => [s.subName, s.finished])).toEqual([
      ['Check rebar', true],
      ['Pour', false],
      ['Cure', false],
    ]);
    expect(b.swimlanes[0].myTaskList[1]).toMatchObject({
      finished: true,
      progress: 100,
      relatingUsers: [],
      itemLists: [],
      commentCount: 0,
      annotationCount: 0,
      attachmentCount: 0,
    });

    const byLanes = (await k.post('/task/block/search', { swimlanesIdList: [doing, todo] })).body.data.tasks;
    // Lanes in board order, cards in lane order.
    expect(byLanes.map((c: { id: string }) => c.id)).toEqual([full.id, done.id, other.id]);
    expect(cardOf(byLanes[0])).toEqual(cardOf(card));
    const mine = (await k.post('/task/block/search', { target: 'UP_COMING', projectId: k.projectId }, k.member)).body.data.tasks;
    expect(cardOf(mine.find((c: { id: string }) => c.id === full.id))).toEqual(cardOf(card));
    const detail = (await k.post('/task/block/search', { taskIds: [full.id, other.id] })).body.data.tasks;
    expect(detail.map((c: { id: string }) => c.id)).toEqual([full.id, other.id]);
    expect(cardOf(detail[0])).toEqual(cardOf(card));
  });

  it('shows a long list (built grouped, not per card) as the board does', async () => {
    const board = (await k.post('/task/board', { name: 'Long', swimlanes: ['One', 'Two'] })).body.data;
    const lanes = board.swimlanes.map((l: { id: string }) => l.id);
    const db = k.t.deps.db;
    const rows = Array.from({ length: GROUPED_FROM + 5 }, (_, i) => ({
      id: randomUUID(),
      projectId: k.projectId,
      boardId: board.id,
      swimlaneId: lanes[i % 2],
      title: `Long ${i}`,
      sort: Math.floor(i / 2),
      createdBy: k.padminId,
    }));
    await db.insert(tasks).values(rows);
    await db
      .insert(taskUsers)
      .values(rows.filter((_, i) => i % 3 === 0).map((t) => ({ id: randomUUID(), taskId: t.id, userId: k.memberId, type: 'PRINCIPAL' })));
    await db.insert(taskItems).values(
      rows
        .filter((_, i) => i % 4 === 0)
        .flatMap((t) => [
          { id: randomUUID(), taskId: t.id, name: 'a', sort: 0, finished: true },
          { id: randomUUID(), taskId: t.id, name: 'b', sort: 1 },
        ]),
    );
    const b = (await k.get(`/task/board/${board.id}`)).body.data;
    const fromBoard = b.swimlanes.flatMap((l: { myTaskList: Record<string, unknown>[] }) => l.myTaskList);
    expect(fromBoard).toHaveLength(rows.length);
    expect(fromBoard.filter((c: { progress: number }) => c.progress === 50)).toHaveLength(Math.ceil(rows.length / 4));
    const byLanes = (await k.post('/task/block/search', { swimlanesIdList: lanes })).body.data.tasks;
    expect(byLanes.map(cardOf)).toEqual(fromBoard.map(cardOf));
  });

  it('answers a board without tasks with its empty lanes', async () => {
    const board = (await k.post('/task/board', { name: 'Nothing yet', swimlanes: ['To do'] })).body.data;
    const b = (await k.get(`/task/board/${board.id}`)).body.data;
    expect(b).toMatchObject({ taskCount: 0, finishedCount: 0, users: [], swimlanes: [{ title: 'To do', myTaskList: [] }] });
  });
});
