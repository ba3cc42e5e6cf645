import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedRows, untargetedRoutes } from '../../test/oplog';
import { kit, type Kit } from '../issues/seeded-kit';

// The operation log of meeting and discussion writes: the meeting (by its code) or topic (by its
// title) changed, an edit's fields before and after.

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

const targets = async (route: string) => (await loggedRows(k.t.deps.db, route)).at(-1)!.targets;

describe('meeting and discussion writes in the operation log', () => {
  it('names the meeting added, edited and deleted', async () => {
    const m = (await k.post('/protected/meeting/add', { code: 'OPL-M1', description: 'Site walk' })).body.data;
    expect(await targets('/protected/meeting/add')).toEqual([{ targetId: m.id, targetName: 'OPL-M1' }]);
    expect((await k.post('/protected/meeting/update', { meetingId: m.id, code: 'OPL-M1', description: 'Site walk 2' })).body.success).toBe(true);
    expect(await targets('/protected/meeting/update')).toEqual([
      { targetId: m.id, targetName: 'OPL-M1', before: { description: 'Site walk' }, after: { description: 'Site walk 2' } },
    ]);
    expect((await k.post('/protected/meeting/delete', { meetingId: m.id })).body.success).toBe(true);
    expect(await targets('/protected/meeting/delete')).toEqual([{ targetId: m.id, targetName: 'OPL-M1' }]);
  });

  it('names the topic added, closed and deleted', async () => {
    const d = (await k.post('/protected/discuss/add', { title: 'Duct routing' })).body.data;
    expect(await targets('/protected/discuss/add')).toEqual([{ targetId: d.id, targetName: 'Duct routing' }]);
    expect((await k.post('/protected/discuss/state', { discussionId: d.id, pinned: true })).body.success).toBe(true);
    expect(await targets('/protected/discuss/state')).toEqual([{ targetId: d.id, targetName: 'Duct routing', before: { pinned: 0 }, after: { pinned: 1 } }]);
    expect((await k.post('/protected/discuss/delete', { discussionId: d.id })).body.success).toBe(true);
    expect(await targets('/protected/discuss/delete')).toEqual([{ targetId: d.id, targetName: 'Duct routing' }]);
  });

  it('leaves no row for a refused or invalid write', async () => {
    const m = (await k.post('/protected/meeting/add', { code: 'OPL-M2' })).body.data;
    const before = (await loggedRows(k.t.deps.db)).length;
    expect((await k.post('/protected/meeting/delete', { meetingId: m.id }, k.outsider)).status).toBe(403);
    expect((await k.post('/protected/discuss/add', { title: '' })).status).toBe(400);
    expect((await loggedRows(k.t.deps.db)).length).toBe(before);
  });

  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
