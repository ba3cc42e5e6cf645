import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_MODULES } from '@trestle/shared';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects } from '../../test/factories';
import { putFile, testFile } from '../../test/files';
import { writeAcl } from '../permissions/service';
import { builtInRoleId, setRolePermissions } from '../roles/service';

// Every cabinet call against every kind of caller: the admin (happy path), a member whose
// cabinet grants lack exactly the action the call needs, a member who may not open the cabinet,
// a user of another enterprise, nobody signed in, and malformed bodies (never a 500).

let t: TestApp;
let padmin: string;
let member: string;
let outsider: string;
let projectId: string;
let memberRole: string;
let fileId: string;
let box: string;
let other: string;
const uniq = () => `c-${randomUUID().slice(0, 8)}`;
const ALL = [...PERMISSION_MODULES.cabinet];

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  member = await t.login('member');
  outsider = (await buildOutsider(t)).token;
  const p = (await demoProjects(t.deps.db)).harbour;
  projectId = p.id;
  memberRole = (await builtInRoleId(t.deps.db, { enterpriseId: p.enterpriseId, projectId }, 'project_member'))!;
  fileId = (await putFile(t, padmin, projectId, 'calls.pdf', testFile('pdf/first-floor-plan.pdf').bytes))._id;
  box = await create('Box');
  other = await create('Other');
  // The member may always put drawings into the other cabinet (the target of moves).
  await acl(other, ['allow', 'adddrawing']);
});
afterAll(() => t.close());

const post = (url: string, body: object, token: string | null = padmin) => t.post(url, { projectId, ...body }, token, 'en');
async function create(name: string, parentId?: string) {
  const r = await post('/protected/cabinet/create', { name, parentId });
  expect(r.body.errorCode).toBe(200);
  return r.body.data.id as string;
}
/** The member role's own grants at a cabinet (restricted), written as save-file-roles would. */
const acl = (cabinetId: string, actions: string[]) =>
  t.deps.db.transaction((tx) =>
    writeAcl(tx, {
      module: 'cabinet',
      targetId: cabinetId,
      projectId,
      mode: 'restricted',
      userId: 'test',
      at: new Date(),
      grants: actions.map((action) => ({ roleId: memberRole, action })),
    }),
  );
/** Runs with one grant of the member role changed, then puts it back. */
async function withGrant(module: string, action: string, allowed: boolean, fn: () => Promise<void>) {
  await setRolePermissions(t.deps.db, memberRole, [{ module, action, allowed }]);
  try {
    await fn();
  } finally {
    await setRolePermissions(t.deps.db, memberRole, [{ module, action, allowed: !allowed }]);
  }
}
/** A fresh sub-cabinet of the box (it inherits the box's grants), optionally holding the file. */
async function fresh(withDrawing: boolean) {
  const cabinetId = await create(uniq(), box);
  if (!withDrawing) return { cabinetId, dataId: '' };
  await post('/protected/cabinet/add-drawings', { cabinetId, fileIds: [fileId] });
  const dataId = (await post('/protected/cabinet/cabinet-content/get', { cabinetId })).body.data.list[0].dataId as string;
  return { cabinetId, dataId };
}

interface Call {
  url: string;
  /** The cabinet action the call needs at the box. */
  action: string;
  body(): Promise<object>;
}
const CALLS: Call[] = [
  { url: '/protected/cabinet/cabinet-content/get', action: 'allow', body: async () => ({ cabinetId: box }) },
  { url: '/protected/cabinet/create', action: 'addchild', body: async () => ({ parentId: box, name: uniq() }) },
  { url: '/protected/cabinet/rename', action: 'rename', body: async () => ({ cabinetId: (await fresh(false)).cabinetId, name: uniq() }) },
  { url: '/protected/cabinet/delete', action: 'delete', body: async () => ({ cabinetId: (await fresh(true)).cabinetId, confirm: true }) },
  {
    url: '/protected/cabinet/add-drawings',
    action: 'adddrawing',
    body: async () => ({ cabinetId: (await fresh(false)).cabinetId, fileIds: [fileId], displayDate: '2026-02-02' }),
  },
  { url: '/protected/cabinet/remove-drawings', action: 'remove', body: async () => ({ dataIds: [(await fresh(true)).dataId] }) },
  { url: '/protected/cabinet/move-drawings', action: 'move', body: async () => ({ dataIds: [(await fresh(true)).dataId], targetCabinetId: other }) },
  { url: '/protected/cabinet/update-drawing', action: 'edit', body: async () => ({ dataId: (await fresh(true)).dataId, displayDate: '2026-03-03' }) },
  { url: '/protected/cabinet/download-url', action: 'download', body: async () => ({ dataId: (await fresh(true)).dataId }) },
  {
    url: '/protected/role-mysql/save-file-roles',
    action: 'permission',
    body: async () => ({ fileId: (await fresh(false)).cabinetId, moduleType: 'cabinet', permissionType: 'public', roles: [] }),
  },
];

describe('each cabinet call', () => {
  for (const call of CALLS) {
    it(`${call.url.replace('/protected/', '')}: admin yes; a member without ${call.action} no, with it yes; hidden, outsider and anonymous get 401`, async () => {
      expect((await post(call.url, await call.body())).body.errorCode, 'admin').toBe(200);

      await acl(
        box,
        ALL.filter((a) => a !== call.action),
      );
      // Without allow the cabinet is hidden (401), not merely refused.
      expect((await post(call.url, await call.body(), member)).body.errorCode, `member without ${call.action}`).toBe(call.action === 'allow' ? 401 : 4030);
      await acl(box, ALL);
      expect((await post(call.url, await call.body(), member)).body.errorCode, `member with ${call.action}`).toBe(200);

      const body = await call.body();
      await acl(box, []);
      expect((await post(call.url, body, member)).body.errorCode, 'member, cabinet hidden').toBe(401);
      expect((await post(call.url, body, outsider)).body.errorCode, 'outsider').toBe(401);
      expect((await post(call.url, body, null)).status, 'anonymous').toBe(401);
      await acl(box, ALL);
    });
  }

  it('a member may read the tree; top-level cabinets need addchild in the project role', async () => {
    expect((await post('/protected/cabinet/get-cabinet-tree', {}, member)).body.data.canAddRoot).toBe(false);
    expect((await post('/protected/cabinet/create', { name: uniq() }, member)).body.errorCode).toBe(4030);
    await withGrant('cabinet', 'addchild', true, async () => {
      expect((await post('/protected/cabinet/get-cabinet-tree', {}, member)).body.data.canAddRoot).toBe(true);
      expect((await post('/protected/cabinet/create', { name: uniq() }, member)).body.errorCode).toBe(200);
    });
    expect((await post('/protected/cabinet/get-cabinet-tree', {}, outsider)).body.errorCode).toBe(401);
    expect((await post('/protected/cabinet/get-cabinet-tree', {}, null)).status).toBe(401);
  });

  it('a role without cabinet allow sees no cabinet at all', async () => {
    await withGrant('cabinet', 'allow', false, async () => {
      const tree = (await post('/protected/cabinet/get-cabinet-tree', {}, member)).body.data;
      expect(tree.permissions.allow).toBe(false);
      expect(tree.tree).toEqual([]);
      expect((await post('/protected/cabinet/cabinet-content/get', { cabinetId: other }, member)).body).toMatchObject({
        errorCode: 401,
        msg: 'No permission to view this page',
      });
    });
  });

  it('add-drawings also needs the document right "cabinet" on each file', async () => {
    const { cabinetId } = await fresh(false);
    await withGrant('dms', 'cabinet', false, async () => {
      expect((await post('/protected/cabinet/add-drawings', { cabinetId, fileIds: [fileId] }, member)).body.errorCode).toBe(4030);
    });
    expect((await post('/protected/cabinet/add-drawings', { cabinetId, fileIds: [fileId] }, member)).body.data).toEqual({ added: 1, skipped: 0 });
    // A file in a folder the member cannot enter is as unknown to them as another project's.
    const folder = (await post('/protected/file/create-many-folder', { folderArr: [uniq()] })).body.data.folderInfoArr[0].id;
    const hidden = await putFile(t, padmin, projectId, 'hidden.pdf', testFile('pdf/first-floor-plan.pdf').bytes, folder);
    await post('/protected/role-mysql/save-file-roles', { fileId: folder, moduleType: 'dms', permissionType: 'restricted', roles: [] });
    expect((await post('/protected/cabinet/add-drawings', { cabinetId, fileIds: [hidden._id] }, member)).body.errorCode).toBe(401);
  });
});

describe('bad input never answers 500', () => {
  const BAD: [string, object][] = [
    ['/protected/cabinet/create', { name: 42 }],
    ['/protected/cabinet/create', { name: 'x'.repeat(101) }],
    ['/protected/cabinet/create', { name: 'x', parentId: 'no-such-cabinet' }],
    ['/protected/cabinet/rename', { cabinetId: ['x'], name: 'y' }],
    ['/protected/cabinet/rename', { cabinetId: 'no-such-cabinet', name: 'y' }],
    ['/protected/cabinet/delete', { confirm: true }],
    ['/protected/cabinet/delete', { confirm: true, cabinetId: 'no-such-cabinet' }],
    ['/protected/cabinet/cabinet-content/get', { cabinetId: 'no-such-cabinet' }],
    ['/protected/cabinet/cabinet-content/get', { cabinetId: 'x', pageNum: -1, pageSize: 1000, sortValue: 'up' }],
    ['/protected/cabinet/add-drawings', { cabinetId: 'x', fileIds: 'a' }],
    ['/protected/cabinet/add-drawings', { cabinetId: 'x', fileIds: [] }],
    ['/protected/cabinet/add-drawings', { cabinetId: 'x', fileIds: ['a'], displayDate: '2026-13' }],
    ['/protected/cabinet/add-drawings', { cabinetId: 'no-such-cabinet', fileIds: ['no-such-file'] }],
    ['/protected/cabinet/remove-drawings', { dataIds: [null] }],
    ['/protected/cabinet/remove-drawings', { dataIds: ['no-such-drawing'] }],
    ['/protected/cabinet/move-drawings', { dataIds: ['no-such-drawing'], targetCabinetId: 'no-such-cabinet' }],
    ['/protected/cabinet/move-drawings', { dataIds: ['x'] }],
    ['/protected/cabinet/update-drawing', { dataId: 'x', toLatest: 'yes' }],
    ['/protected/cabinet/update-drawing', { dataId: 'no-such-drawing', displayDate: '2026-01-01' }],
    ['/protected/cabinet/download-url', { dataId: 'no-such-drawing' }],
    ['/protected/cabinet/download-url', { dataId: 'x', inline: 'please' }],
  ];
  it('answers 400 or 404 with a message', async () => {
    for (const [url, body] of BAD) {
      const r = await post(url, body);
      expect([400, 404], `${url} ${JSON.stringify(body)} → ${r.status} ${r.body.msg}`).toContain(r.body.errorCode);
      expect(r.body.msg).toBeTruthy();
    }
  });
  it('answers a file of another project, a folder and a recycled file with a refusal', async () => {
    const { cabinetId } = await fresh(false);
    const riverside = (await demoProjects(t.deps.db)).riverside.id;
    const elsewhere = await putFile(t, padmin, riverside, 'elsewhere.pdf', testFile('pdf/first-floor-plan.pdf').bytes);
    expect((await post('/protected/cabinet/add-drawings', { cabinetId, fileIds: [elsewhere._id] })).body.errorCode).toBe(404);
    const folder = (await post('/protected/file/create-many-folder', { folderArr: [uniq()] })).body.data.folderInfoArr[0].id;
    expect((await post('/protected/cabinet/add-drawings', { cabinetId, fileIds: [folder] })).body).toMatchObject({
      errorCode: 400,
      msg: 'Only files can be added to a cabinet, not folders',
    });
    const gone = await putFile(t, padmin, projectId, `${uniq()}.pdf`, testFile('pdf/first-floor-plan.pdf').bytes);
    await post('/protected/update-project-file-state', { fileIds: [gone._id], is_recycle: 1 });
    expect((await post('/protected/cabinet/add-drawings', { cabinetId, fileIds: [gone._id] })).body.errorCode).toBe(404);
    expect((await post('/protected/cabinet/cabinet-content/get', { cabinetId })).body.pageTotal).toBe(0);
  });
});
