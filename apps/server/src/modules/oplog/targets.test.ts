import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedRows, untargetedRoutes } from '../../test/oplog';
import { kit, type Kit } from './testkit';

// What the administration and account writes record (docs/operation-log.md "What each module
// records"): project organisations, the enterprise's information, share links and the caller's
// own profile name their target, edits their fields before and after; no secret is recorded.

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

const targets = async (route: string) => (await loggedRows(k.t.deps.db, route)).at(-1)!.targets;

describe('administration writes in the operation log', () => {
  it('names the project organisation added, edited and deleted', async () => {
    const UM = '/protected/user-management';
    const org = (await k.post(`${UM}/add-project-org`, { name: 'Nordbau' })).body.data;
    expect(await targets(`${UM}/add-project-org`)).toEqual([{ targetId: org.id, targetName: 'Nordbau', after: { userIds: [] } }]);
    expect((await k.post(`${UM}/update-project-org`, { id: org.id, name: 'Nordbau GmbH' })).body.success).toBe(true);
    expect(await targets(`${UM}/update-project-org`)).toEqual([
      { targetId: org.id, targetName: 'Nordbau GmbH', before: { name: 'Nordbau' }, after: { name: 'Nordbau GmbH' } },
    ]);
    expect((await k.post(`${UM}/delete-project-org`, { id: org.id })).body.success).toBe(true);
    expect(await targets(`${UM}/delete-project-org`)).toEqual([{ targetId: org.id, targetName: 'Nordbau GmbH' }]);
  });

  it('names the enterprise whose information changed, with the fields before and after', async () => {
    const route = '/protected/enterprise/update-enterprise-information';
    const r = await k.t.post(route, { co_name_cn: 'Northwind Build', co_domain: 'nw-build.example' }, k.emanager);
    expect(r.body.success).toBe(true);
    const [t] = await targets(route);
    expect(t).toMatchObject({ targetId: k.enterpriseId, targetName: 'Northwind Build', after: { nameCn: 'Northwind Build', domain: 'nw-build.example' } });
  });

  it('names the share link and never records its access code', async () => {
    const folder = (await k.post('/protected/file/create-many-folder', { parentId: null, folderArr: ['Shared'] })).body.data.folderInfoArr[0].id as string;
    const link = (await k.post('/protected/file/create-newshare-link', { fileIds: [folder], validDays: 7, identities: ['guest'], code: 'ab12' })).body.data;
    expect(await targets('/protected/file/create-newshare-link')).toEqual([
      { targetId: link.linkId, targetName: 'Shared', after: { fileIds: [folder], validDays: 7, allowDownload: expect.any(Boolean) } },
    ]);
    expect((await k.post('/protected/file/update-share-info', { linkId: link.linkId, validDays: 30, code: 'zz99' })).body.success).toBe(true);
    const [upd] = await targets('/protected/file/update-share-info');
    expect(upd).toEqual({ targetId: link.linkId, targetName: 'Shared', before: { validDays: 7 }, after: { validDays: 30, codeChanged: true } });
    expect(JSON.stringify(await loggedRows(k.t.deps.db))).not.toMatch(/ab12|zz99/);
    expect((await k.post('/protected/file/batch-cancell-share-link', { linkIds: [link.linkId] })).body.success).toBe(true);
    expect(await targets('/protected/file/batch-cancell-share-link')).toEqual([{ targetId: link.linkId, targetName: 'Shared' }]);
  });

  it("names the caller's own account on a profile edit, and records nothing of a password change", async () => {
    const member = k.member;
    expect((await k.t.post('/protected/user/update', { name: 'Mia Member', phone: '+44 1' }, member)).body.success).toBe(true);
    expect(await targets('/protected/user/update')).toEqual([
      { targetId: k.memberId, targetName: 'Mia Member', before: { phone: null }, after: { phone: '+44 1' } },
    ]);
    expect((await k.t.post('/protected/user/save-lang', { lang: 'ja' }, member)).body.success).toBe(true);
    expect((await targets('/protected/user/save-lang'))[0]).toMatchObject({ targetId: k.memberId, after: { lang: 'ja' } });
    const before = (await loggedRows(k.t.deps.db)).length;
    expect((await k.t.post('/protected/user/change-password', { oldPassword: 'wrong', password: 'Another#2026x' }, member)).body.success).toBe(false);
    expect((await loggedRows(k.t.deps.db)).length).toBe(before);
  });

  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
