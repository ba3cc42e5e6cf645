import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, kit, rowsOfRoute, type Kit } from './testkit';

// The recording mechanism (db/operation.ts, db/client.ts, http/route.ts): a write leaves exactly
// one row, written in its transaction; a failing write leaves none; a read leaves none.

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

describe('operation log mechanism', () => {
  it('records a write once, with who, where from, what and the target', async () => {
    const r = await k.t.app.inject({
      method: 'POST',
      url: '/test/oplog/add-group',
      payload: { projectId: k.projectId, name: 'North' },
      headers: { authorization: `Bearer ${k.padmin}`, 'user-agent': 'OplogTest/1.0' },
    });
    expect(JSON.parse(r.body).success).toBe(true);
    const rows = await rowsOfRoute(k, '/test/oplog/add-group');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: k.padminId,
      actorLogin: 'padmin',
      actorName: 'Paul Admin',
      projectId: k.projectId,
      enterpriseId: k.enterpriseId,
      userAgent: 'OplogTest/1.0',
      method: 'POST',
      module: 'oplog',
      action: 'create',
      targets: [{ targetId: JSON.parse(r.body).data.id, targetName: 'North', after: { name: 'North' } }],
    });
    expect(rows[0].ip).toBeTruthy();
  });

  it('leaves no row when the transaction throws (the change is rolled back with it)', async () => {
    const before = await countRows(k);
    const r = await k.post('/test/oplog/add-group', { name: 'Rolled back', fail: 'inTx' });
    expect(r.status).toBe(400);
    expect(await countRows(k)).toBe(before);
    expect((await k.t.deps.db.execute("select count(*)::int as n from project_groups where name = 'Rolled back'")).rows[0]).toEqual({ n: 0 });
  });

  it('leaves no row when the handler fails before writing', async () => {
    const before = await countRows(k);
    expect((await k.post('/test/oplog/add-group', { name: 'Never', fail: 'before' })).status).toBe(400);
    expect(await countRows(k)).toBe(before);
  });

  it('keeps the row of a transaction that committed before the handler failed', async () => {
    expect((await k.post('/test/oplog/add-group', { name: 'Committed', fail: 'afterTx' })).status).toBe(400);
    const rows = await rowsOfRoute(k, '/test/oplog/add-group');
    expect(rows.filter((r) => r.targets[0]?.targetName === 'Committed')).toHaveLength(1);
  });

  it('writes one row for a request with two transactions, holding both targets', async () => {
    expect((await k.post('/test/oplog/add-group-twice', { name: 'Twin' })).body.success).toBe(true);
    const rows = await rowsOfRoute(k, '/test/oplog/add-group-twice');
    expect(rows).toHaveLength(1);
    expect(rows[0].targets.map((t) => t.targetName)).toEqual(['Twin A', 'Twin B']);
  });

  it('records a write made without a transaction after it succeeded', async () => {
    expect((await k.post('/test/oplog/save-group-plain', { name: 'Plain' })).body.success).toBe(true);
    const rows = await rowsOfRoute(k, '/test/oplog/save-group-plain');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', targets: [{ targetName: 'Plain' }] });
  });

  it('leaves no row for a read, a refused caller or bad input', async () => {
    const before = await countRows(k);
    expect((await k.post('/protected/get-project-info', {})).body.success).toBe(true);
    expect((await k.post('/protected/operation-log/project/list', {})).body.success).toBe(true);
    expect((await k.post('/test/oplog/add-group', { name: 'Denied' }, k.outsider)).status).toBe(403);
    expect((await k.post('/test/oplog/add-group', { name: 'Denied' }, k.member)).status).toBe(403);
    expect((await k.post('/test/oplog/add-group', { name: 5 })).status).toBe(400);
    expect(await countRows(k)).toBe(before);
  });

  it('records the before and after of a member role change, and none for the refused one', async () => {
    const roles = (await k.post('/protected/project/get-project-roles', {})).body.data as { id: string; builtIn: string }[];
    const adminRole = roles.find((r) => r.builtIn === 'project_admin')!.id;
    const memberRole = roles.find((r) => r.builtIn === 'project_member')!.id;
    expect((await k.post('/protected/user/update-user-role', { userId: k.memberId, roleId: adminRole })).body.success).toBe(true);
    const [row] = await rowsOfRoute(k, '/protected/user/update-user-role');
    expect(row).toMatchObject({
      module: 'projects',
      action: 'update',
      targets: [
        { targetId: k.memberId, targetName: 'Mia Member', before: { roleId: memberRole, isAdmin: false }, after: { roleId: adminRole, isAdmin: true } },
      ],
    });
    // The last admin cannot step down: refused inside the transaction, so no row.
    expect((await k.post('/protected/user/update-user-role', { userId: k.memberId, roleId: memberRole })).body.success).toBe(true);
    const before = await countRows(k);
    expect((await k.post('/protected/user/update-user-role', { userId: k.padminId, roleId: memberRole })).status).toBe(400);
    expect(await countRows(k)).toBe(before);
  });

  it('records the grants a role permission change turned on or off (not those it left as they were)', async () => {
    const roles = (await k.post('/protected/project/get-project-roles', {})).body.data as { id: string; builtIn: string; name: string }[];
    const memberRole = roles.find((r) => r.builtIn === 'project_member')!;
    const r = await k.post('/protected/project/update-project-role-permission', {
      roleId: memberRole.id,
      permissions: [
        { module: 'project', action: 'import', allowed: true },
        { module: 'project', action: 'enter', allowed: true },
      ],
    });
    expect(r.body.success).toBe(true);
    const [row] = await rowsOfRoute(k, '/protected/project/update-project-role-permission');
    expect(row.targets).toEqual([
      { targetId: memberRole.id, targetName: memberRole.name, before: { 'project:import': false }, after: { 'project:import': true } },
    ]);
  });

  it('records a folder rename with its old and new name', async () => {
    const folder = (await k.post('/protected/file/create-many-folder', { parentId: null, folderArr: ['Oplog drawings'] })).body.data.folderInfoArr[0]
      .id as string;
    expect((await k.post('/protected/file/rename', { fileId: folder, name: 'Oplog plans' })).body.success).toBe(true);
    const [row] = await rowsOfRoute(k, '/protected/file/rename');
    expect(row).toMatchObject({
      module: 'files',
      action: 'rename',
      targets: [{ targetId: folder, targetName: 'Oplog plans', before: { name: 'Oplog drawings' }, after: { name: 'Oplog plans' } }],
    });
  });

  it('records the edited fields of a project info edit, and only those', async () => {
    const body = {
      name: 'Harbour View Residences II',
      area: 'Harbour',
      address: 'Pier 1',
      type: 'Residential',
      startDate: '2026-01-01',
      endDate: '2028-12-31',
    };
    expect((await k.post('/protected/project/update-project', body)).body.success).toBe(true);
    expect((await k.post('/protected/project/update-project', { ...body, address: 'Pier 2' })).body.success).toBe(true);
    const rows = await rowsOfRoute(k, '/protected/project/update-project');
    expect(rows).toHaveLength(2);
    const first = rows.find((r) => r.targets[0]?.after?.name === 'Harbour View Residences II')!;
    expect(first.targets[0]).toMatchObject({
      targetId: k.projectId,
      before: { name: 'Harbour View Residences' },
      after: { name: 'Harbour View Residences II' },
    });
    const second = rows.find((r) => r.targets[0]?.after?.address === 'Pier 2')!;
    expect(second.targets[0]).toEqual({
      targetId: k.projectId,
      targetName: 'Harbour View Residences II',
      before: { address: 'Pier 1' },
      after: { address: 'Pier 2' },
    });
  });

  it('records the edited fields of an issue edit', async () => {
    const added = await k.post('/protected/issue/add', { code: 'OPL-1', description: 'Duct clash' });
    expect(added.body.success).toBe(true);
    const issueId = added.body.data.id as string;
    expect((await k.post('/protected/issue/update', { issueId, code: 'OPL-1', description: 'Beam clash' })).body.success).toBe(true);
    const [row] = await rowsOfRoute(k, '/protected/issue/update');
    expect(row).toMatchObject({ module: 'issues', action: 'update' });
    expect(row.targets).toEqual([{ targetId: issueId, targetName: 'OPL-1', before: { description: 'Duct clash' }, after: { description: 'Beam clash' } }]);
  });
});
