import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProjects } from '../../test/factories';
import { projectMembers } from '../projects/tables';
import { taskBoards, tasks } from './tables';
import { kit, type Kit } from './testkit';

// POST /task/block/search: by ids, by lanes, and the three "my tasks" readings with their
// filters and orders, in one project or across the projects the caller may see.

let k: Kit;
let lanes: string[];
/** Titles of the member's "my tasks" for a body. */
const titles = async (body: object, token = k.member) => {
  const r = await k.t.post('/task/block/search', body, token, 'en');
  expect(r.body.success, r.body.msg).toBe(true);
  return r.body.data.tasks.map((t: { title: string }) => t.title);
};

beforeAll(async () => {
  k = await kit();
  // Start from no tasks: the seeded demo board gives the member tasks of their own.
  await k.t.deps.db.delete(taskBoards);
  lanes = (await k.board('Search', ['A', 'B'])).lanes;
  const P = [k.memberId];
  // Principal: four tasks (one finished); actor: two; created by the member: two.
  await k.task(lanes[0], {
    title: 'Facade anchors',
    principalUsers: P,
    deadline: '2026-05-20',
    startDate: '2026-05-01',
    levelId: 1,
    remarks: 'Check 50%_ torque',
  });
  await k.task(lanes[0], { title: 'Crane permit', principalUsers: P, deadline: '2026-05-05', startDate: '2026-04-20', levelId: 3 });
  await k.task(lanes[1], { title: 'Site fence', principalUsers: P, levelId: 2 });
  const done = await k.task(lanes[1], { title: 'Hoarding done', principalUsers: P, deadline: '2026-04-01' });
  await k.option(done.id, 'TASK_FINISH');
  await k.task(lanes[0], { title: 'Concrete tests', actorUsers: P });
  await k.task(lanes[1], { title: 'Scaffold check', actorUsers: P });
  await k.task(lanes[0], { title: 'Member note one' }, k.member);
  await k.task(lanes[0], { title: 'Member note two', levelId: 2 }, k.member);
});
afterAll(() => k.t.close());

describe('my tasks', () => {
  it('UP_COMING: unfinished tasks I am principal of, nearest deadline first, no deadline last', async () => {
    expect(await titles({ target: 'UP_COMING' })).toEqual(['Crane permit', 'Facade anchors', 'Site fence']);
    expect(await titles({ target: 'UP_COMING', projectId: k.projectId })).toEqual(['Crane permit', 'Facade anchors', 'Site fence']);
  });

  it('PARTICIPANT and MINE', async () => {
    expect((await titles({ target: 'PARTICIPANT' })).sort()).toEqual(['Concrete tests', 'Scaffold check']);
    expect(await titles({ target: 'MINE', orderBy: 'CREATE_DATE', order: 'ASC' })).toEqual(['Member note one', 'Member note two']);
    // The admin created everything else.
    expect(await titles({ target: 'MINE', searchValue: 'member note' }, k.padmin)).toEqual([]);
  });

  it('orders by create date, last update, start date, deadline and level, either way', async () => {
    const t = { target: 'MINE' };
    const all = { ...t, status: 'all' };
    expect(await titles({ ...all, orderBy: 'CREATE_DATE', order: 'DESC' })).toEqual(['Member note two', 'Member note one']);
    expect(await titles({ ...all, orderBy: 'LEVEL', order: 'DESC' })).toEqual(['Member note two', 'Member note one']);
    expect(await titles({ ...all, orderBy: 'LEVEL', order: 'ASC' })).toEqual(['Member note one', 'Member note two']);
    const admin = (body: object) => titles({ target: 'UP_COMING', ...body });
    expect(await admin({ orderBy: 'DEADLINE', order: 'ASC' })).toEqual(['Crane permit', 'Facade anchors', 'Site fence']);
    expect(await admin({ orderBy: 'DEADLINE', order: 'DESC' })).toEqual(['Facade anchors', 'Crane permit', 'Site fence']);
    expect(await admin({ orderBy: 'START_DATE', order: 'ASC' })).toEqual(['Crane permit', 'Facade anchors', 'Site fence']);
    expect(await admin({ orderBy: 'LEVEL', order: 'DESC' })).toEqual(['Crane permit', 'Site fence', 'Facade anchors']);
    // Touching a task puts it first by last update.
    const [site] = await k.t.deps.db.select().from(tasks).where(eq(tasks.title, 'Site fence'));
    await k.option(site.id, 'UPDATE_TASK_REMARK', { remark: 'touched' });
    expect((await admin({ orderBy: 'LAST_UPDATE', order: 'DESC' }))[0]).toBe('Site fence');
    expect((await admin({ orderBy: 'LAST_UPDATE', order: 'ASC' })).at(-1)).toBe('Site fence');
  });

  it('filters by status, level and text (wildcards taken literally)', async () => {
    // UP_COMING is unfinished by definition; completed leaves nothing.
    expect(await titles({ target: 'UP_COMING', status: 'completed' })).toEqual([]);
    await k.option((await k.t.deps.db.select().from(tasks).where(eq(tasks.title, 'Scaffold check')))[0].id, 'TASK_FINISH');
    expect(await titles({ target: 'PARTICIPANT', status: 'completed' })).toEqual(['Scaffold check']);
    expect(await titles({ target: 'PARTICIPANT', status: 'unfinished' })).toEqual(['Concrete tests']);
    expect(await titles({ target: 'UP_COMING', levelId: 3 })).toEqual(['Crane permit']);
    expect(await titles({ target: 'UP_COMING', searchValue: 'FENCE' })).toEqual(['Site fence']);
    expect(await titles({ target: 'UP_COMING', searchValue: '50%_' })).toEqual(['Facade anchors']);
    expect(await titles({ target: 'UP_COMING', searchValue: '5%' })).toEqual([]);
    expect(await titles({ target: 'UP_COMING', searchValue: 'x_y' })).toEqual([]);
  });

  it('pages with a total and names the users', async () => {
    const r = await k.t.post('/task/block/search', { target: 'UP_COMING', pageSize: 2, pageNum: 2 }, k.member, 'en');
    expect(r.body.data.total).toBe(3);
    expect(r.body.data.tasks.map((t: { title: string }) => t.title)).toEqual(['Site fence']);
    expect(r.body.data.users.map((u: { loginName: string }) => u.loginName).sort()).toEqual(['member', 'padmin']);
    expect(r.body.data.tasks[0]).toMatchObject({ projectName: 'Harbour View Residences', boardName: 'Search', lane: 'B' });
  });

  it('spans only projects where the caller may still enter tasks', async () => {
    const { riverside } = await demoProjects(k.t.deps.db);
    const other = await k.t.post('/task/board', { projectId: riverside.id, name: 'River', swimlanes: ['Only'] }, k.padmin, 'en');
    await k.t.post(
      '/task/block',
      { projectId: riverside.id, swimlanesId: other.body.data.swimlanes[0].id, title: 'River task', principalUsers: [k.memberId], deadline: '2026-01-01' },
      k.padmin,
      'en',
    );
    expect((await titles({ target: 'UP_COMING' }))[0]).toBe('River task');
    expect(await titles({ target: 'UP_COMING', projectId: riverside.id })).toEqual(['River task']);
    // Without task:enter in the demo project its tasks drop out of the cross-project list.
    await k.memberTaskGrants([]);
    try {
      expect(await titles({ target: 'UP_COMING' })).toEqual(['River task']);
      expect((await k.t.post('/task/block/search', { target: 'UP_COMING', projectId: k.projectId }, k.member, 'en')).body.errorCode).toBe(4030);
    } finally {
      await k.memberTaskGrants(['enter', 'add', 'edit']);
    }
    // Leaving the project hides its tasks.
    await k.t.deps.db.delete(projectMembers).where(eq(projectMembers.projectId, riverside.id));
    expect(await titles({ target: 'UP_COMING' })).not.toContain('River task');
  });
});

describe('by ids and by lanes', () => {
  it('answers the tasks of the ids in full, and the cards of lanes in lane and card order', async () => {
    const [a, b] = await k.t.deps.db.select().from(tasks).where(eq(tasks.swimlaneId, lanes[0]));
    const r = await k.post('/task/block/search', { taskIds: [b.id, a.id, 'nope'] });
    expect(r.body.data.tasks.map((t: { id: string }) => t.id)).toEqual([b.id, a.id]);
    expect(r.body.data.tasks[0]).toHaveProperty('logLists');
    const byLane = await k.post('/task/block/search', { swimlanesIdList: [lanes[1], lanes[0]] });
    const cards = byLane.body.data.tasks as { swimlanesId: string; sort: number }[];
    expect(cards.map((c) => c.swimlanesId)).toEqual(
      [...cards.filter((c) => c.swimlanesId === lanes[0]), ...cards.filter((c) => c.swimlanesId === lanes[1])].map((c) => c.swimlanesId),
    );
    expect(cards.filter((c) => c.swimlanesId === lanes[0]).map((c) => c.sort)).toEqual([0, 1, 2, 3, 4]);
  });

  it('needs a project for those readings, and refuses outsiders and bad input', async () => {
    expect((await k.t.post('/task/block/search', { taskIds: ['x'] }, k.member, 'en')).body.msg).toBe('projectId is required');
    const out = await k.t.post('/task/block/search', { projectId: k.projectId, target: 'MINE' }, k.outsider, 'en');
    expect([out.status, out.body.errorCode]).toEqual([403, 401]);
    expect((await k.t.post('/task/block/search', { projectId: k.projectId, taskIds: [] }, k.outsider, 'en')).body.errorCode).toBe(401);
    // An outsider's own "my tasks" without a project is simply empty.
    expect((await k.t.post('/task/block/search', { target: 'UP_COMING' }, k.outsider, 'en')).body.data).toEqual({ tasks: [], users: [], total: 0 });
    expect((await k.t.post('/task/block/search', { target: 'SOON' }, k.member, 'en')).body.msg).toContain('UP_COMING, PARTICIPANT or MINE');
    expect((await k.t.post('/task/block/search', { orderBy: 'NAME' }, k.member, 'en')).body.msg).toContain('sort orders');
    expect((await k.t.post('/task/block/search', { status: 'open' }, k.member, 'en')).body.msg).toContain('all, unfinished or completed');
    expect((await k.t.post('/task/block/search', { levelId: 9 }, k.member, 'en')).status).toBe(400);
    expect((await k.t.post('/task/block/search', {}, null, 'en')).status).toBe(401);
  });
});
