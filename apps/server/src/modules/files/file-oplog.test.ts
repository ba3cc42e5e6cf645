import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects } from '../../test/factories';
import { putFile, testFile } from '../../test/files';
import { loggedRows, untargetedRoutes } from '../../test/oplog';

// The operation log of document writes other than the folder paths: uploads, versions, copies,
// labels, links between files, metadata. Each row names the file (or label, template) changed.

let t: TestApp;
let padmin: string;
let outsider: string;
let projectId: string;
const pdf = testFile('pdf/first-floor-plan.pdf');
const dxf = testFile('dxf/demo.dxf');

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  outsider = (await buildOutsider(t)).token;
  projectId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

const post = (url: string, body: object, token = padmin) => t.post(url, { projectId, ...body }, token, 'en');
const last = async (route: string) => (await loggedRows(t.deps.db, route)).at(-1)!;

describe('document writes in the operation log', () => {
  it('names the file uploaded, given a version, copied and stripped of a version', async () => {
    const f = await putFile(t, padmin, projectId, 'plan.dxf', dxf.bytes);
    expect((await last('/protected/file/upload-dms')).targets).toEqual([
      { targetId: f._id, targetName: 'plan.dxf', after: { version: 1, size: dxf.bytes.length } },
    ]);
    const up = await post('/protected/update-version-fast', { md5: pdf.md5, fileName: 'plan.dxf', needUpdataProjectFileId: f._id, versionDesc: 'B' });
    expect(up.body.data.needUpload).toBe(true);
    expect((await last('/protected/update-version-fast')).targets).toEqual([{ targetId: f._id, targetName: 'plan.dxf', after: { needUpload: true } }]);
    await putFile(t, padmin, projectId, 'plan.pdf', pdf.bytes);
    expect((await post('/protected/update-version-fast', { md5: pdf.md5, fileName: 'plan.dxf', needUpdataProjectFileId: f._id })).body.data.needUpload).toBe(
      false,
    );
    expect((await last('/protected/update-version-fast')).targets).toEqual([
      { targetId: f._id, targetName: 'plan.dxf', after: { version: 2, size: pdf.bytes.length } },
    ]);

    const copied = await post('/protected/file/copy', { fileIds: [f._id], targetId: null });
    expect(copied.body.data).toEqual({ copied: 1 });
    // A copy is named under its new id, with the folder path it went to and the item it copies.
    const copy = (await last('/protected/file/copy')).targets[0];
    expect(copy).toMatchObject({ targetName: 'plan (2).dxf', after: { name: 'plan (2).dxf', folder: '/', copyOf: '/plan.dxf' } });
    expect(copy.targetId).not.toBe(f._id);

    const versions = (await post('/protected/get-project-file-version-data', { projectFileId: f._id })).body.data.list;
    expect((await post('/protected/project/delete-project-version', { confirm: true, _id: versions[0]._id })).body.success).toBe(true);
    expect((await last('/protected/project/delete-project-version')).targets).toEqual([
      { targetId: f._id, targetName: 'plan.dxf', after: { deletedVersions: [2] } },
    ]);
  });

  it('names the label saved, renamed, given and deleted', async () => {
    const f = await putFile(t, padmin, projectId, 'labelled.pdf', pdf.bytes);
    const m = (await post('/protected/file/save-mark', { name: 'For review', color: '#1677ff' })).body.data;
    expect((await post('/protected/file/save-mark', { id: m.id, name: 'Reviewed' })).body.success).toBe(true);
    expect((await loggedRows(t.deps.db, '/protected/file/save-mark')).map((r) => r.targets)).toEqual([
      [{ targetId: m.id, targetName: 'For review' }],
      [{ targetId: m.id, targetName: 'Reviewed', before: { name: 'For review' }, after: { name: 'Reviewed' } }],
    ]);
    expect((await post('/protected/updata-right-lable', { fileIds: [f._id], labelIds: [m.id] })).body.success).toBe(true);
    expect((await last('/protected/updata-right-lable')).targets).toEqual([{ targetId: f._id, targetName: 'labelled.pdf', after: { labelIds: [m.id] } }]);
    expect((await post('/protected/file/delete-mark', { id: m.id })).body.success).toBe(true);
    expect((await last('/protected/file/delete-mark')).targets).toEqual([{ targetId: m.id, targetName: 'Reviewed' }]);
  });

  it('names the file linked to others, and the metadata template saved', async () => {
    const a = await putFile(t, padmin, projectId, 'a.pdf', pdf.bytes);
    const b = await putFile(t, padmin, projectId, 'b.dxf', dxf.bytes);
    expect((await post('/protected/file/add-contact_project_file', { fileId: a._id, contactFileIds: [b._id] })).body.success).toBe(true);
    expect((await last('/protected/file/add-contact_project_file')).targets).toEqual([
      { targetId: a._id, targetName: 'a.pdf', after: { contactFileIds: [b._id] } },
    ]);
    const tpl = (await post('/protected/file/meta/add-file-meta-template', { name: 'Register', fields: [{ name: 'Sheet', type: 'text', required: false }] }))
      .body.data;
    expect((await last('/protected/file/meta/add-file-meta-template')).targets).toEqual([{ targetId: tpl.id, targetName: 'Register' }]);
    expect((await post('/protected/file/update-meta', { fileId: a._id, templateId: tpl.id, values: { [tpl.fields[0].id]: 'A-101' } })).body.success).toBe(true);
    expect((await last('/protected/file/update-meta')).targets).toEqual([{ targetId: a._id, targetName: 'a.pdf', after: { templateId: tpl.id } }]);
  });

  it('leaves no row for a refused or invalid write', async () => {
    const f = await putFile(t, padmin, projectId, 'guarded.pdf', pdf.bytes);
    const before = (await loggedRows(t.deps.db)).length;
    expect((await post('/protected/file/copy', { fileIds: [f._id] }, outsider)).body.success).toBe(false);
    expect((await post('/protected/file/copy', { fileIds: [] })).status).toBe(400);
    expect((await post('/protected/file/save-mark', { name: ' ' })).status).toBe(400);
    expect((await loggedRows(t.deps.db)).length).toBe(before);
  });

  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
