import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedRows, untargetedRoutes } from '../../test/oplog';
import { ADD, DELETE, kit, UPDATE, type Kit } from './testkit';

// The operation log of staff and department writes: the person or department changed, an edit's
// fields before and after (never a password or a set-password code).

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

const P = '/protected/platform';
const targets = async (route: string) => (await loggedRows(k.t.deps.db, route)).at(-1)!.targets;

describe('staff writes in the operation log', () => {
  it('names the person added, edited and removed, with the edited fields before and after', async () => {
    const p = await k.addPerson({ name: 'Olga Log', post: 'Surveyor' });
    const [added] = await targets(ADD);
    expect(added).toMatchObject({ targetId: p.userId, targetName: 'Olga Log', after: { name: 'Olga Log', post: 'Surveyor', isInvalid: 0, newAccount: true } });
    expect(JSON.stringify(added)).not.toMatch(/code|password/i);
    expect((await k.post(UPDATE, { userId: p.userId, post: 'Lead surveyor', isInvalid: 1 })).body.success).toBe(true);
    expect(await targets(UPDATE)).toEqual([
      { targetId: p.userId, targetName: 'Olga Log', before: { post: 'Surveyor', isInvalid: 0 }, after: { post: 'Lead surveyor', isInvalid: 1 } },
    ]);
    expect((await k.post(DELETE, { userId: p.userId })).body.success).toBe(true);
    expect(await targets(DELETE)).toEqual([{ targetId: p.userId, targetName: 'Olga Log' }]);
  });

  it('names the department added, renamed and deleted', async () => {
    const d = (await k.post(`${P}/add-orgs`, { name: 'Oplog dept' })).body.data;
    expect(await targets(`${P}/add-orgs`)).toEqual([{ targetId: d.id, targetName: 'Oplog dept', after: { parentId: null } }]);
    expect((await k.post(`${P}/update-org`, { id: d.id, name: 'Oplog dept 2' })).body.success).toBe(true);
    expect(await targets(`${P}/update-org`)).toEqual([
      { targetId: d.id, targetName: 'Oplog dept 2', before: { name: 'Oplog dept' }, after: { name: 'Oplog dept 2' } },
    ]);
    expect((await k.post(`${P}/delete-org`, { id: d.id })).body.success).toBe(true);
    expect(await targets(`${P}/delete-org`)).toEqual([{ targetId: d.id, targetName: 'Oplog dept 2', after: { deletedDepartments: 1 } }]);
  });

  it('leaves no row for a refused or invalid write', async () => {
    const p = await k.addPerson();
    const before = (await loggedRows(k.t.deps.db)).length;
    expect((await k.post(UPDATE, { userId: p.userId, post: 'x' }, k.member)).body.success).toBe(false);
    expect((await k.post(ADD, { name: '', email: 'bad' })).status).toBe(400);
    expect((await loggedRows(k.t.deps.db)).length).toBe(before);
  });

  it('names a target in every row the staff writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
