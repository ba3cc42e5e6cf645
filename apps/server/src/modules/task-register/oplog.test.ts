import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedRows, untargetedRoutes } from '../../test/oplog';
import { kit, type Kit } from './testkit';

// The operation log of register writes: the row or category changed, an edit's fields before/after.

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

const PT = '/protected/projecttask';
const last = async (route: string) => (await loggedRows(k.t.deps.db, route)).at(-1)!;

describe('register writes in the operation log', () => {
  it('names the row and category changed, with the edited fields before and after', async () => {
    const row = await k.add({ name: 'Pour slab L3' });
    expect((await last(`${PT}/add-task`)).targets).toEqual([{ targetId: row.id, targetName: 'Pour slab L3' }]);
    expect((await k.post(`${PT}/update`, { id: row.id, name: 'Pour slab L4', remark: 'north' })).body.success).toBe(true);
    expect((await last(`${PT}/update`)).targets).toEqual([
      { targetId: row.id, targetName: 'Pour slab L4', before: { name: 'Pour slab L3', remark: null }, after: { name: 'Pour slab L4', remark: 'north' } },
    ]);
    expect((await k.post(`${PT}/update-status`, { id: row.id, status: 1 })).body.success).toBe(true);
    expect((await last(`${PT}/update-status`)).targets).toEqual([
      { targetId: row.id, targetName: 'Pour slab L4', before: { status: 0 }, after: { status: 1 } },
    ]);
    expect((await k.post(`${PT}/update-worker`, { id: row.id, worker: k.memberId })).body.success).toBe(true);
    expect((await last(`${PT}/update-worker`)).targets).toEqual([
      { targetId: row.id, targetName: 'Pour slab L4', before: { worker: null }, after: { worker: k.memberId } },
    ]);
    const cat = (await k.post('/protected/common/save-category', { name: 'Concrete' })).body.data;
    expect((await k.post('/protected/common/save-category', { id: cat.id, name: 'Concrete works' })).body.success).toBe(true);
    expect((await k.post('/protected/common/save-category', { id: cat.id, delete: true })).body.success).toBe(true);
    expect((await loggedRows(k.t.deps.db, '/protected/common/save-category')).map((r) => r.targets)).toEqual([
      [{ targetId: cat.id, targetName: 'Concrete' }],
      [{ targetId: cat.id, targetName: 'Concrete works', before: { name: 'Concrete' }, after: { name: 'Concrete works' } }],
      [{ targetId: cat.id, targetName: 'Concrete works' }],
    ]);
    expect((await k.post(`${PT}/delete-task`, { id: row.id })).body.success).toBe(true);
    expect((await last(`${PT}/delete-task`)).targets).toEqual([{ targetId: row.id, targetName: 'Pour slab L4' }]);
  });

  it('leaves no row for a refused or invalid write', async () => {
    const row = await k.add({ name: 'Guarded' });
    const before = (await loggedRows(k.t.deps.db)).length;
    expect((await k.post(`${PT}/update`, { id: row.id, name: 'x' }, k.outsider)).body.success).toBe(false);
    expect((await k.post(`${PT}/update`, { id: row.id, name: 'x' }, k.bystander)).body.success).toBe(false);
    expect((await k.post(`${PT}/update-status`, { id: row.id, status: 9 })).status).toBe(400);
    expect((await loggedRows(k.t.deps.db)).length).toBe(before);
  });

  it('names a target in every row the register writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
