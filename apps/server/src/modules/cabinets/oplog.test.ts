import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects } from '../../test/factories';
import { putFile, testFile } from '../../test/files';
import { loggedRows, untargetedRoutes } from '../../test/oplog';

// The operation log of cabinet writes: the cabinet created, renamed, deleted; each drawing entry
// added, edited, moved or taken out, named by its document.

let t: TestApp;
let padmin: string;
let outsider: string;
let projectId: string;
const pdf = testFile('pdf/first-floor-plan.pdf');

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  outsider = (await buildOutsider(t)).token;
  projectId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

const post = (url: string, body: object, token = padmin) => t.post(url, { projectId, ...body }, token, 'en');
const last = async (route: string) => (await loggedRows(t.deps.db, route)).at(-1)!;

describe('cabinet writes in the operation log', () => {
  it('names the cabinet and each drawing entry changed, with before and after', async () => {
    const a = (await post('/protected/cabinet/create', { name: 'Issued' })).body.data.id as string;
    expect((await last('/protected/cabinet/create')).targets).toEqual([{ targetId: a, targetName: 'Issued', after: { parentId: null } }]);
    expect((await post('/protected/cabinet/rename', { cabinetId: a, name: 'Issued for construction' })).body.success).toBe(true);
    expect((await last('/protected/cabinet/rename')).targets).toEqual([
      { targetId: a, targetName: 'Issued for construction', before: { name: 'Issued' }, after: { name: 'Issued for construction' } },
    ]);
    const b = (await post('/protected/cabinet/create', { name: 'Archive' })).body.data.id as string;
    const f = await putFile(t, padmin, projectId, 'sheet.pdf', pdf.bytes);
    expect((await post('/protected/cabinet/add-drawings', { cabinetId: a, fileIds: [f._id], displayDate: '2026-03-01' })).body.success).toBe(true);
    expect((await last('/protected/cabinet/add-drawings')).targets).toEqual([
      { targetId: a, targetName: 'Issued for construction' },
      { targetId: f._id, targetName: 'sheet.pdf', after: { cabinetId: a } },
    ]);
    const dataId = (await post('/protected/cabinet/cabinet-content/get', { cabinetId: a })).body.data.list[0].dataId as string;
    expect((await post('/protected/cabinet/update-drawing', { dataId, displayDate: '2026-04-01' })).body.success).toBe(true);
    expect((await last('/protected/cabinet/update-drawing')).targets).toEqual([
      { targetId: dataId, targetName: 'sheet.pdf', before: { displayDate: '2026-03-01' }, after: { displayDate: '2026-04-01' } },
    ]);
    expect((await post('/protected/cabinet/move-drawings', { dataIds: [dataId], targetCabinetId: b })).body.success).toBe(true);
    expect((await last('/protected/cabinet/move-drawings')).targets).toEqual([
      { targetId: dataId, targetName: 'sheet.pdf', before: { cabinetId: a }, after: { cabinetId: b } },
    ]);
    expect((await post('/protected/cabinet/remove-drawings', { dataIds: [dataId] })).body.success).toBe(true);
    expect((await last('/protected/cabinet/remove-drawings')).targets).toEqual([{ targetId: dataId, targetName: 'sheet.pdf' }]);
    expect((await post('/protected/cabinet/delete', { confirm: true, cabinetId: a })).body.success).toBe(true);
    expect((await last('/protected/cabinet/delete')).targets).toEqual([{ targetId: a, targetName: 'Issued for construction', after: { deletedCabinets: 1 } }]);
  });

  it('leaves no row for a refused or invalid write', async () => {
    const a = (await post('/protected/cabinet/create', { name: 'Guarded' })).body.data.id as string;
    const before = (await loggedRows(t.deps.db)).length;
    expect((await post('/protected/cabinet/rename', { cabinetId: a, name: 'x' }, outsider)).body.success).toBe(false);
    expect((await post('/protected/cabinet/rename', { cabinetId: a, name: '' })).status).toBe(400);
    expect((await loggedRows(t.deps.db)).length).toBe(before);
  });

  it('names a target in every row the cabinet writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
