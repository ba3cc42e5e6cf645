import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateHours, registerEndDate } from '@trestle/shared/task-schemas';
import { kit, type Kit } from './testkit';

// The register rows: list, add, change, delete, status and worker with their journal
// (docs/task-register.md).

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

const PT = '/protected/projecttask';

describe('estimates and end dates', () => {
  it('reads 3w, 4d, 12h and 3d8h as hours (a week is 5 days, a day 8 hours) and refuses anything else', () => {
    expect(estimateHours('3w')).toBe(120);
    expect(estimateHours('4d')).toBe(32);
    expect(estimateHours('12h')).toBe(12);
    expect(estimateHours('3d8h')).toBe(32);
    for (const bad of ['', 'd', '3x', '8h3d', '3 days', '-2d', 'w3']) expect(estimateHours(bad), bad).toBeNull();
  });
  it('ends the row start + estimate days later, part days rounded up', () => {
    expect(registerEndDate('2026-03-02', '4d')).toBe('2026-03-06');
    expect(registerEndDate('2026-03-02', '3d8h')).toBe('2026-03-06');
    expect(registerEndDate('2026-03-02', '12h')).toBe('2026-03-04');
    expect(registerEndDate('2026-02-27', '1w')).toBe('2026-03-04');
    expect(registerEndDate(null, '4d')).toBeNull();
    expect(registerEndDate('2026-03-02', null)).toBeNull();
  });
});

describe('register rows', () => {
  it('adds a row with status 0, its category and worker names, the computed end date and no overrun', async () => {
    const cat = (await k.post('/protected/common/save-category', { name: 'Concrete' })).body.data;
    const row = await k.add({ name: 'Formwork L2', categoryId: cat.id, estimate: '3D8H', actual: 20, worker: k.memberId, remark: 'North wing' });
    expect(row).toMatchObject({
      name: 'Formwork L2',
      status: 0,
      category: 'Concrete',
      estimate: '3d8h',
      estimateHours: 32,
      actual: 20,
      endDate: '2026-03-06',
      worker: k.memberId,
      workerN: 'Mia Member',
      remark: 'North wing',
      overrun: false,
    });
    const one = await k.post(`${PT}/get-single-task`, { id: row.id });
    expect(one.body.data).toEqual(row);
  });

  it('marks a row whose actual hours exceed the estimate as overrun, and clears it when the estimate grows', async () => {
    const row = await k.add({ name: 'Rebar check', estimate: '12h', actual: 12 });
    expect(row.overrun).toBe(false);
    const over = await k.post(`${PT}/update`, { id: row.id, actual: 12.5 });
    expect(over.body.data).toMatchObject({ actual: 12.5, overrun: true });
    const grown = await k.post(`${PT}/update`, { id: row.id, estimate: '2d' });
    expect(grown.body.data).toMatchObject({ estimate: '2d', estimateHours: 16, overrun: false, endDate: '2026-03-04' });
    const cleared = await k.post(`${PT}/update`, { id: row.id, estimate: '' });
    expect(cleared.body.data).toMatchObject({ estimate: null, estimateHours: null, endDate: null, overrun: false });
  });

  it('refuses bad estimates, names, statuses, hours, dates, unknown categories and non-member workers with a clear message', async () => {
    const bad: [object, RegExp][] = [
      [{ estimate: '3x' }, /3w, 4d, 12h or 3d8h/],
      [{ estimate: '8h3d' }, /3w, 4d, 12h or 3d8h/],
      [{ estimate: '3 days' }, /3w, 4d, 12h or 3d8h/],
      [{ name: '  ' }, /task name/],
      [{ name: 'x'.repeat(51) }, /At most 50/],
      [{ actual: -1 }, /actual hours/],
      [{ actual: 'lots' }, /actual hours/],
      [{ startDate: '2026-13-45' }, /valid date/],
      [{ categoryId: 'no-such' }, /category does not exist/],
      [{ worker: 'no-such-user' }, /member of this project/],
    ];
    for (const [over, msg] of bad) {
      const r = await k.post(`${PT}/add-task`, { name: 'Row', ...over });
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(r.body.msg, JSON.stringify(over)).toMatch(msg);
    }
    const row = await k.add();
    expect((await k.post(`${PT}/update-status`, { id: row.id, status: 4 })).body.msg).toMatch(/0 \(start\)/);
    expect((await k.post(`${PT}/update-status`, { id: row.id, status: 'x' })).status).toBe(400);
    expect((await k.post(`${PT}/update`, { id: 'no-such', name: 'n' })).body.msg).toMatch(/task does not exist/);
    expect((await k.post(`${PT}/get-single-task`, {})).status).toBe(400);
    expect((await k.post(`${PT}/get`, { status: 'x' })).status).toBe(400);
  });

  it('lists newest first, paged by 10, filtered by trimmed name, sorted statuses and categories; empty filters are dropped', async () => {
    const cat = (await k.post('/protected/common/save-category', { name: 'Facade' })).body.data;
    const made = [];
    for (let i = 1; i <= 12; i++) made.push(await k.add({ name: `Panel ${String(i).padStart(2, '0')}`, categoryId: i <= 3 ? cat.id : null }));
    await k.post(`${PT}/update-status`, { id: made[0].id, status: 2 });
    await k.post(`${PT}/update-status`, { id: made[1].id, status: 1 });

    const first = await k.post(`${PT}/get`, {});
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.list[0].name).toBe('Panel 12');
    expect(first.body.pageTotal).toBe(first.body.data.total);
    expect(first.body.data.permissions).toEqual({ add: true, edit: true, delete: true });

    const byName = await k.post(`${PT}/get`, { name: '  panel 0 ', status: [], category: [], pageSize: 50 });
    expect(byName.body.data.list.map((r: { name: string }) => r.name)).toEqual([
      'Panel 09',
      'Panel 08',
      'Panel 07',
      'Panel 06',
      'Panel 05',
      'Panel 04',
      'Panel 03',
      'Panel 02',
      'Panel 01',
    ]);
    const byStatus = await k.post(`${PT}/get`, { name: 'Panel', status: [2, 1, 2] });
    expect(byStatus.body.data.list.map((r: { name: string }) => r.name)).toEqual(['Panel 02', 'Panel 01']);
    const byCat = await k.post(`${PT}/get`, { category: [cat.id] });
    expect(byCat.body.data.total).toBe(3);
    const none = await k.post(`${PT}/get`, { name: '100%_' });
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
    const page2 = await k.post(`${PT}/get`, { name: 'Panel', pageNum: 2 });
    expect(page2.body.data.list.map((r: { name: string }) => r.name)).toEqual(['Panel 02', 'Panel 01']);
  });

  it('deletes a row with its journal', async () => {
    const row = await k.add({ name: 'Temporary' });
    expect((await k.post(`${PT}/delete-task`, { id: row.id })).body.msg).toBe('Task deleted');
    expect((await k.post(`${PT}/get-single-task`, { id: row.id })).body.msg).toMatch(/task does not exist/);
    expect((await k.post(`${PT}/delete-task`, { id: row.id })).status).toBe(400);
  });
});

describe('status, worker and journal', () => {
  it('journals creation (status 0), every status change with its note and every worker change, newest first with names', async () => {
    const row = await k.add({ name: 'Scaffold' });
    await k.post(`${PT}/update-status`, { id: row.id, status: 1, note: 'Crew on site' });
    const w = await k.post(`${PT}/update-worker`, { id: row.id, worker: k.memberId, note: 'Mia takes it' });
    expect(w.body.data).toMatchObject({ worker: k.memberId, workerN: 'Mia Member', status: 1 });
    // Any status may follow any other (the spec gives no rules), also going back.
    await k.post(`${PT}/update-status`, { id: row.id, status: 3 });
    await k.post(`${PT}/update-status`, { id: row.id, status: 0, note: 'Reopened' });
    const j = (await k.post(`${PT}/get-task-journal`, { id: row.id })).body.data;
    expect(j.map((e: { status: number; workerN: string | null; note: string | null }) => [e.status, e.workerN, e.note])).toEqual([
      [0, 'Mia Member', 'Reopened'],
      [3, 'Mia Member', null],
      [1, 'Mia Member', 'Mia takes it'],
      [1, null, 'Crew on site'],
      [0, null, null],
    ]);
    expect(j[0].userName).toBe('Paul Admin');
    expect(Date.parse(j[0].createdAt)).toBeGreaterThan(Date.parse(j[4].createdAt));
    expect((await k.post(`${PT}/get-single-task`, { id: row.id })).body.data.status).toBe(0);
  });

  it('journals a worker change made through update, clears the worker with an empty one, and refuses non-members', async () => {
    const row = await k.add({ name: 'Crane' });
    await k.post(`${PT}/update`, { id: row.id, worker: k.padminId });
    await k.post(`${PT}/update`, { id: row.id, name: 'Crane hire' });
    const cleared = await k.post(`${PT}/update-worker`, { id: row.id, worker: '' });
    expect(cleared.body.data).toMatchObject({ worker: null, workerN: null });
    const j = (await k.post(`${PT}/get-task-journal`, { id: row.id })).body.data;
    expect(j.map((e: { worker: string | null }) => e.worker)).toEqual([null, k.padminId, null]);
    // Leaving the worker out is a bad request, not "nobody".
    await k.post(`${PT}/update-worker`, { id: row.id, worker: k.memberId });
    expect((await k.post(`${PT}/update-worker`, { id: row.id, note: 'no worker sent' })).status).toBe(400);
    expect((await k.post(`${PT}/get-single-task`, { id: row.id })).body.data.worker).toBe(k.memberId);
    const r = await k.post(`${PT}/update-worker`, { id: row.id, worker: 'nobody' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/member of this project/);
  });
});
