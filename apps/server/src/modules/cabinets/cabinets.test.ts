import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects } from '../../test/factories';
import { md5Of, putFile, testFile } from '../../test/files';
import { builtInRoleId } from '../roles/service';

// Drawing cabinets: the tree, drawings pinned at a version, and every cabinet flag.

let t: TestApp;
let padmin: string;
let member: string;
let outsider: string;
let projectId: string;
let memberRole: string;
const pdf = testFile('pdf/first-floor-plan.pdf');
const dxf = testFile('dxf/demo.dxf');

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  member = await t.login('member');
  outsider = (await buildOutsider(t)).token;
  const p = (await demoProjects(t.deps.db)).harbour;
  projectId = p.id;
  memberRole = (await builtInRoleId(t.deps.db, { enterpriseId: p.enterpriseId, projectId }, 'project_member'))!;
});
afterAll(() => t.close());

const post = (url: string, body: object, token = padmin) => t.post(url, { projectId, ...body }, token, 'en');
const create = async (name: string, parentId?: string) => (await post('/protected/cabinet/create', { name, parentId })).body.data.id as string;
const content = async (cabinetId: string, token = padmin, extra: object = {}) =>
  (await post('/protected/cabinet/cabinet-content/get', { cabinetId, ...extra }, token)).body;
/** The member role's cabinet actions at this cabinet (and below). */
const restrict = (cabinetId: string, actions: string[]) =>
  post('/protected/role-mysql/save-file-roles', {
    fileId: cabinetId,
    moduleType: 'cabinet',
    permissionType: 'restricted',
    roles: [{ roleId: memberRole, actions }],
  });

describe('cabinets and drawings', () => {
  it('builds a tree, adds drawings pinned at their version, sorts by display date and tracks isInCabinet', async () => {
    const top = await create('Issued drawings');
    const sub = await create('Structure', top);
    expect((await post('/protected/cabinet/create', { name: 'structure', parentId: top })).body.msg).toBe('A cabinet named "structure" already exists here');
    const tree = (await post('/protected/cabinet/get-cabinet-tree', {})).body.data;
    const node = tree.tree.find((c: { id: string }) => c.id === top);
    expect(node.children.map((c: { name: string }) => c.name)).toEqual(['Structure']);
    expect(node.permissions).toMatchObject({ allow: true, adddrawing: true, permission: true });
    expect(tree.canAddRoot).toBe(true);

    const a = await putFile(t, padmin, projectId, 'A-101.pdf', pdf.bytes);
    const b = await putFile(t, padmin, projectId, 'S-201.dxf', dxf.bytes);
    expect((await post('/protected/cabinet/add-drawings', { cabinetId: top, fileIds: [a._id], displayDate: '2026-01-10' })).body.data).toEqual({
      added: 1,
      skipped: 0,
    });
    expect((await post('/protected/cabinet/add-drawings', { cabinetId: top, fileIds: [a._id, b._id], displayDate: '2026-03-01' })).body.data).toEqual({
      added: 1,
      skipped: 1,
    });
    const list = await content(top);
    expect(list.data.list.map((d: { name: string }) => d.name)).toEqual(['S-201.dxf', 'A-101.pdf']);
    expect(list.pageTotal).toBe(2);
    expect(list.data.list[1]).toMatchObject({
      fileId: a._id,
      type: 'pdf',
      displayDate: '2026-01-10',
      status: 'current',
      version: 1,
      files: { size: pdf.bytes.length },
    });
    expect((await content(top, padmin, { sort: 'name', sortValue: 'asc' })).data.list[0].name).toBe('A-101.pdf');
    expect((await post('/protected/get-project-file-by-id', { fileId: a._id })).body.data.isInCabinet).toBe(true);

    // Covering a drawing in a cabinet is refused; a new version makes the entry outdated.
    expect((await post('/protected/file/file-cover-fast', { md5: md5Of(dxf.bytes), needUpdataProjectFileId: a._id })).body.msg).toBe(
      'This file is in a drawing cabinet and cannot be covered',
    );
    await post('/protected/update-version-fast', { md5: md5Of(dxf.bytes), fileName: 'A-101.pdf', needUpdataProjectFileId: a._id });
    const outdated = (await content(top)).data.list.find((d: { fileId: string }) => d.fileId === a._id);
    expect(outdated).toMatchObject({ status: 'outdated', version: 1, currentVersion: 2 });
    const dl = (await post('/protected/cabinet/download-url', { dataId: outdated.dataId })).body.data;
    expect((await t.app.inject({ method: 'GET', url: dl.url })).rawPayload.equals(pdf.bytes)).toBe(true);
    await post('/protected/cabinet/update-drawing', { dataId: outdated.dataId, toLatest: true, displayDate: '2026-04-01' });
    expect((await content(top)).data.list[0]).toMatchObject({ fileId: a._id, status: 'current', version: 2, displayDate: '2026-04-01' });

    // Move, remove, delete: the documents stay, isInCabinet follows.
    expect((await post('/protected/cabinet/move-drawings', { dataIds: [outdated.dataId], targetCabinetId: top })).body.msg).toBe(
      'A drawing cannot be moved into the cabinet it is in',
    );
    await post('/protected/cabinet/move-drawings', { dataIds: [outdated.dataId], targetCabinetId: sub });
    expect((await content(sub)).data.list.map((d: { name: string }) => d.name)).toEqual(['A-101.pdf']);
    await post('/protected/cabinet/remove-drawings', { dataIds: [outdated.dataId] });
    expect((await post('/protected/get-project-file-by-id', { fileId: a._id })).body.data.isInCabinet).toBe(false);
    await post('/protected/cabinet/rename', { cabinetId: top, name: 'Issued' });
    // Without confirm: true the cabinet and its content stay.
    expect((await post('/protected/cabinet/delete', { cabinetId: top })).body.msg).toBe('This cannot be undone: confirm the deletion to go ahead');
    expect((await content(top)).errorCode).toBe(200);
    expect((await content(sub)).errorCode).toBe(200);
    expect((await post('/protected/cabinet/delete', { confirm: true, cabinetId: top })).body.data.deleted).toBe(2);
    expect((await post('/protected/get-project-file-by-id', { fileId: b._id })).body.data.isInCabinet).toBe(false);
    expect((await content(top)).errorCode).toBe(404);
  });

  it('refuses folders, recycled files, strangers and bad input', async () => {
    const c = await create('Refusals');
    const folder = (await post('/protected/file/create-many-folder', { folderArr: ['Not a drawing'] })).body.data.folderInfoArr[0].id;
    expect((await post('/protected/cabinet/add-drawings', { cabinetId: c, fileIds: [folder] })).body.msg).toBe(
      'Only files can be added to a cabinet, not folders',
    );
    const gone = await putFile(t, padmin, projectId, 'gone.pdf', pdf.bytes);
    await post('/protected/update-project-file-state', { fileIds: [gone._id], is_recycle: 1 });
    expect((await post('/protected/cabinet/add-drawings', { cabinetId: c, fileIds: [gone._id] })).body.errorCode).toBe(404);
    expect((await content(c, outsider)).errorCode).toBe(401);
    expect((await t.post('/protected/cabinet/get-cabinet-tree', { projectId })).status).toBe(401);
    expect((await post('/protected/cabinet/create', { name: ' ' })).body.msg).toContain('Please enter the cabinet name');
    expect((await post('/protected/cabinet/create', { name: 'Issued\u202Edaolnwod' })).body).toMatchObject({
      success: false,
      errorCode: 400,
      msg: 'name: A cabinet name may not contain text direction control characters',
    });
    expect((await post('/protected/cabinet/rename', { cabinetId: c, name: '\u2066Issued' })).body.msg).toContain('text direction control characters');
    expect((await post('/protected/cabinet/update-drawing', { dataId: 'x', displayDate: '01/02/2026' })).status).toBe(400);
    expect((await post('/protected/cabinet/cabinet-content/get', { cabinetId: c, sort: 'colour' })).status).toBe(400);
    expect((await post('/protected/cabinet/move-drawings', { dataIds: [], targetCabinetId: c })).status).toBe(400);
  });
});

describe('cabinet flags', () => {
  it('each flag allows and denies the action it names', async () => {
    const c = await create('Flagged');
    const other = await create('Elsewhere');
    const f = await putFile(t, padmin, projectId, 'flag.pdf', pdf.bytes);
    await post('/protected/cabinet/add-drawings', { cabinetId: c, fileIds: [f._id] });
    const dataId = (await content(c)).data.list[0].dataId;
    const g = await putFile(t, padmin, projectId, 'flag2.pdf', pdf.bytes);
    const checks: [string, () => Promise<{ body: { errorCode: number } }>][] = [
      ['rename', () => post('/protected/cabinet/rename', { cabinetId: c, name: 'Flagged' }, member)],
      ['adddrawing', () => post('/protected/cabinet/add-drawings', { cabinetId: c, fileIds: [g._id] }, member)],
      ['edit', () => post('/protected/cabinet/update-drawing', { dataId, displayDate: '2026-05-05' }, member)],
      ['download', () => post('/protected/cabinet/download-url', { dataId }, member)],
      ['addchild', () => post('/protected/cabinet/create', { parentId: c, name: `child-${Date.now()}` }, member)],
      [
        'permission',
        () =>
          post(
            '/protected/role-mysql/save-file-roles',
            { fileId: c, moduleType: 'cabinet', permissionType: 'restricted', roles: [{ roleId: memberRole, actions: ['allow', 'permission'] }] },
            member,
          ),
      ],
    ];
    for (const [action, call] of checks) {
      await restrict(c, ['allow']);
      expect((await call()).body.errorCode, `${action} denied`).toBe(4030);
      await restrict(c, ['allow', action]);
      expect((await call()).body.errorCode, `${action} allowed`).toBe(200);
    }
    // move needs move here and adddrawing there; remove and delete last.
    await restrict(other, ['allow', 'adddrawing']);
    await restrict(c, ['allow']);
    expect((await post('/protected/cabinet/move-drawings', { dataIds: [dataId], targetCabinetId: other }, member)).body.errorCode).toBe(4030);
    // Moving a drawing to another cabinet hands it to that cabinet's readers: it needs download here too.
    await restrict(c, ['allow', 'move']);
    const named = (await post('/protected/cabinet/move-drawings', { dataIds: [dataId], targetCabinetId: other }, member)).body;
    expect(named).toMatchObject({
      errorCode: 4030,
      msg: expect.stringMatching(/^You may not download the drawings of ".+", so you may not move them to another cabinet$/),
    });
    await restrict(c, ['allow', 'move', 'download']);
    expect((await post('/protected/cabinet/move-drawings', { dataIds: [dataId], targetCabinetId: other }, member)).body.errorCode).toBe(200);
    await restrict(other, ['allow']);
    expect((await post('/protected/cabinet/remove-drawings', { dataIds: [dataId] }, member)).body.errorCode).toBe(4030);
    await restrict(other, ['allow', 'remove']);
    expect((await post('/protected/cabinet/remove-drawings', { dataIds: [dataId] }, member)).body.errorCode).toBe(200);
    expect((await post('/protected/cabinet/delete', { confirm: true, cabinetId: c }, member)).body.errorCode).toBe(4030);
    await restrict(c, ['allow', 'delete']);
    expect((await post('/protected/cabinet/delete', { confirm: true, cabinetId: c }, member)).body.errorCode).toBe(200);
  });
  it('without allow a cabinet and what is inside are hidden (body 401)', async () => {
    const c = await create('Closed cabinet');
    const inner = await create('Inner', c);
    await restrict(c, []);
    expect((await content(c, member)).errorCode).toBe(401);
    expect((await content(inner, member)).errorCode).toBe(401);
    const tree = (await post('/protected/cabinet/get-cabinet-tree', {}, member)).body.data.tree as { id: string }[];
    expect(tree.some((x) => x.id === c)).toBe(false);
    const flags = (await post('/protected/role-mysql/get-file-permission', { fileId: inner, moduleType: 'cabinet', actionType: 1 })).body.data;
    expect(flags).toMatchObject({ allow: true, remove: true });
  });
});
