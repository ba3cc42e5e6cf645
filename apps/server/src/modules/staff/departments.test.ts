import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProjects } from '../../test/factories';
import { kit, type Kit } from './testkit';

// The enterprise's organisation: the tree, the flat list and its changes (docs/staff.md).

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

const P = '/protected/platform';
const names = (nodes: { name: string; children: unknown[] }[]): unknown[] =>
  nodes.map((n) => (n.children.length ? { [n.name]: names(n.children as never) } : n.name));

describe('department tree', () => {
  it('answers the seeded tree with own and total staff counts, the same on the three paths', async () => {
    const r = await k.post('/protected/enterprise/get-org-structure', {});
    expect(r.body.success).toBe(true);
    expect(names(r.body.data)).toEqual([{ 'Head office': [{ Engineering: ['Structural design', 'MEP'] }] }, 'Site operations']);
    const head = r.body.data[0];
    expect(head.staffCount).toBe(1);
    // emanager in Head office, padmin in Engineering, member in Structural design.
    expect(head.totalCount).toBe(3);
    expect(head.children[0].staffCount).toBe(1);
    expect(head.children[0].totalCount).toBe(2);
    for (const url of ['/protected/enterprise/jm-get-org-structure', `${P}/get-tree-orgs`]) {
      const again = await k.post(url, {});
      expect(again.body.data).toEqual(r.body.data);
    }
  });

  it('refuses an outsider and a staff member without the person grant; a personnel clerk may read', async () => {
    const out = await k.post('/protected/enterprise/get-org-structure', {}, k.outsider);
    expect(out.body).toMatchObject({ success: false, errorCode: 401 });
    const plain = await k.post(`${P}/get-tree-orgs`, {}, k.member);
    expect(plain.body).toMatchObject({ success: false, errorCode: 4030 });
    expect((await k.post(`${P}/get-tree-orgs`, {}, k.clerk)).body.success).toBe(true);
    expect((await k.post(`${P}/get-tree-orgs`, {}, k.sysadmin)).body.success).toBe(true);
  });
});

describe("the permission matrix's department picker (get-org-structure with projectId)", () => {
  const TREE = '/protected/enterprise/get-org-structure';
  const keysOf = (nodes: Record<string, unknown>[]): string[] => [...new Set(nodes.flatMap((n) => [...Object.keys(n), ...keysOf(n.children as never)]))];
  let harbour = '';
  let padmin = '';
  beforeAll(async () => {
    harbour = (await demoProjects(k.t.deps.db)).harbour.id;
    padmin = await k.t.login('padmin');
  });

  it('gives a project administrator without person:enter the names and ids of the tree, nothing more', async () => {
    expect((await k.post(TREE, {}, padmin)).body).toMatchObject({ success: false, errorCode: 4030 });
    const r = await k.post(TREE, { projectId: harbour }, padmin);
    expect(r.body.success).toBe(true);
    expect(names(r.body.data)).toEqual([{ 'Head office': [{ Engineering: ['Structural design', 'MEP'] }] }, 'Site operations']);
    expect(keysOf(r.body.data).sort()).toEqual(['children', 'id', 'name', 'parentId']);
    // the enterprise manager keeps the counted tree, with or without a project
    const full = await k.post(TREE, { projectId: harbour });
    expect(full.body.data[0].totalCount).toBe(3);
  });

  it('refuses a plain member of the project, then lets them read once their role holds project:permission', async () => {
    expect((await k.post(TREE, { projectId: harbour }, k.member)).body).toMatchObject({
      success: false,
      errorCode: 4030,
      msg: 'You do not have permission to operate',
    });
    const roles = (await k.post('/protected/project/get-project-roles', { projectId: harbour })).body.data as { id: string; builtIn: string | null }[];
    const memberRole = roles.find((x) => x.builtIn === 'project_member')!;
    const grant = (allowed: boolean) =>
      k.post('/protected/power-management/save-power-management-data', {
        isProjectUserManagement: true,
        projectId: harbour,
        roleId: memberRole.id,
        check_box_click: [{ module: 'project', action: 'permission', allowed }],
      });
    expect((await grant(true)).body.success).toBe(true);
    try {
      const r = await k.post(TREE, { projectId: harbour }, k.member);
      expect(r.body.success).toBe(true);
      expect(keysOf(r.body.data)).not.toContain('staffCount');
    } finally {
      expect((await grant(false)).body.success).toBe(true);
    }
  });

  it('refuses an outsider, a project of no access, and answers a malformed projectId with 400', async () => {
    expect((await k.post(TREE, { projectId: harbour }, k.outsider)).body).toMatchObject({ success: false, errorCode: 401 });
    expect((await k.post(TREE, { projectId: 'not-a-project' }, padmin)).body).toMatchObject({ success: false, errorCode: 401 });
    const bad = await k.post(TREE, { projectId: 5 }, padmin);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errorCode: 400 });
    expect(bad.body.msg).toBeTruthy();
  });
});

describe('get-orgs', () => {
  it('lists flat, searched by name, one level, paged', async () => {
    const all = await k.post(`${P}/get-orgs`, { pageSize: 2 });
    expect(all.body.pageTotal).toBe(5);
    expect(all.body.data.list).toHaveLength(2);
    const found = await k.post(`${P}/get-orgs`, { name: 'struct' });
    expect(found.body.data.list.map((d: { name: string }) => d.name)).toEqual(['Structural design']);
    const top = await k.post(`${P}/get-orgs`, { parentId: '' });
    expect(top.body.data.list.map((d: { name: string }) => d.name).sort()).toEqual(['Head office', 'Site operations']);
  });

  it('answers bad paging with a message, never a 500', async () => {
    const r = await k.post(`${P}/get-orgs`, { pageNum: 0 });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
  });
});

describe('add, rename, move, delete', () => {
  it('adds under a parent, refuses a sibling of the same name and an unknown parent', async () => {
    const parentId = await k.deptId('Site operations');
    const r = await k.post(`${P}/add-orgs`, { name: 'Logistics', parentId }, k.clerk);
    expect(r.body).toMatchObject({ success: true, msg: 'Organisation added', data: { name: 'Logistics', parentId, staffCount: 0 } });
    const dup = await k.post(`${P}/add-orgs`, { name: 'logistics', parentId });
    expect(dup.body).toMatchObject({ success: false, errorCode: 400, msg: 'An organisation named "logistics" already exists at this level' });
    const lost = await k.post(`${P}/add-orgs`, { name: 'Nowhere', parentId: 'no-such-id' });
    expect(lost.body.msg).toBe('The parent organisation does not exist in this enterprise');
  });

  it('requires a name, in the caller language', async () => {
    const r = await k.t.post(`${P}/add-orgs`, { enterpriseId: k.enterpriseId, name: '  ' }, k.emanager, 'zh');
    expect(r.body).toMatchObject({ success: false, errorCode: 400 });
    expect(r.body.msg).toContain('请输入组织名称');
  });

  it('refuses the plain staff member and the outsider', async () => {
    expect((await k.post(`${P}/add-orgs`, { name: 'X' }, k.member)).body.errorCode).toBe(4030);
    expect((await k.post(`${P}/add-orgs`, { name: 'X' }, k.outsider)).body.errorCode).toBe(401);
    const id = await k.deptId('MEP');
    expect((await k.post(`${P}/update-org`, { id, name: 'Y' }, k.member)).body.errorCode).toBe(4030);
    expect((await k.post(`${P}/delete-org`, { id }, k.outsider)).body.errorCode).toBe(401);
  });

  it('renames and moves, and refuses a move under itself or a descendant', async () => {
    const mep = await k.deptId('MEP');
    const site = await k.deptId('Site operations');
    const r = await k.post(`${P}/update-org`, { id: mep, name: 'MEP services', parentId: site });
    expect(r.body).toMatchObject({ success: true, data: { name: 'MEP services', parentId: site } });
    const head = await k.deptId('Head office');
    const structural = await k.deptId('Structural design');
    const cycle = await k.post(`${P}/update-org`, { id: head, parentId: structural });
    expect(cycle.body).toMatchObject({ success: false, msg: 'An organisation cannot be moved under itself or one of its sub-organisations' });
    const self = await k.post(`${P}/update-org`, { id: head, parentId: head });
    expect(self.body.success).toBe(false);
    const top = await k.post(`${P}/update-org`, { id: mep, parentId: null });
    expect(top.body.data.parentId).toBeNull();
  });

  it('cannot touch another enterprise department, even as a system manager acting in that enterprise', async () => {
    const ownId = await k.deptId('Engineering');
    const r = await k.t.post(`${P}/delete-org`, { enterpriseId: k.outsiderEnterpriseId, id: ownId }, k.sysadmin, 'en');
    expect(r.body).toMatchObject({ success: false, msg: 'The organisation does not exist in this enterprise' });
    const moved = await k.t.post(`${P}/add-orgs`, { enterpriseId: k.outsiderEnterpriseId, name: 'Sneaky', parentId: ownId }, k.sysadmin, 'en');
    expect(moved.body.msg).toBe('The parent organisation does not exist in this enterprise');
  });

  it('refuses to delete an organisation with people, also through a sub-organisation, and deletes an empty one', async () => {
    const structural = await k.deptId('Structural design');
    const r = await k.post(`${P}/delete-org`, { id: structural });
    expect(r.body).toMatchObject({ success: false, errorCode: 400, msg: 'An organisation with people cannot be deleted' });
    const head = await k.deptId('Head office');
    expect((await k.post(`${P}/delete-org`, { id: head })).body.msg).toBe('An organisation with people cannot be deleted');
    const empty = await k.post(`${P}/add-orgs`, { name: 'Temporary', parentId: structural });
    const del = await k.post(`${P}/delete-org`, { id: empty.body.data.id }, k.clerk);
    expect(del.body).toMatchObject({ success: true, msg: 'Organisation deleted' });
    const list = await k.post(`${P}/get-orgs`, { name: 'Temporary' });
    expect(list.body.data.list).toEqual([]);
  });

  it('answers a missing id with a message', async () => {
    const r = await k.post(`${P}/delete-org`, {});
    expect(r.body).toMatchObject({ success: false, errorCode: 400 });
  });
});
