import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeXlsx, type Cell } from '../../lib/xlsx';
import { readFirstSheet } from '../../lib/xlsx-read';
import { findUserByLogin } from '../accounts/service';
import { multipart } from '../../test/files';
import { kit, LIST, type Kit } from './testkit';

// Staff to and from .xlsx: the export reads back, the import is all or nothing (docs/staff.md).

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

const EXPORT = '/protected/user-management/export-staff';
const IMPORT = '/protected/user-management/import-staff';

async function importSheet(rows: Cell[][], headers = ['Name', 'Login name', 'E-mail', 'Phone', 'Post', 'Departments'], token = k.emanager, lang = 'en') {
  const bytes = await writeXlsx({ name: 'Staff', headers, rows });
  const body = multipart({}, { field: 'file', name: 'staff.xlsx', bytes });
  const res = await k.t.app.inject({
    method: 'POST',
    url: `${IMPORT}?enterpriseId=${k.enterpriseId}`,
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': lang },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

describe('export-staff', () => {
  it('writes the filtered list as a sheet that reads back with its departments', async () => {
    const engineering = await k.deptId('Engineering');
    const res = await k.t.app.inject({
      method: 'POST',
      url: EXPORT,
      payload: { enterpriseId: k.enterpriseId, where: { isInvalid: 'all', orgId: engineering }, sort: 'loginName', sortValue: 'asc' },
      headers: { authorization: `Bearer ${k.clerk}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['x-staff-count']).toBe('2');
    const rows = await readFirstSheet(res.rawPayload, 100);
    expect(rows[0]).toEqual(['Name', 'Login name', 'E-mail', 'Phone', 'Post', 'Departments', 'Enterprise role', 'State', 'Joined']);
    expect(rows.slice(1).map((r) => [r[1], r[4], r[5], r[7]])).toEqual([
      ['member', 'Structural engineer', 'Structural design', 'In use'],
      ['padmin', 'Project manager', 'Engineering; Site operations', 'In use'],
    ]);
  });

  it('refuses an outsider, a member without person:export and bad filters', async () => {
    expect((await k.post(EXPORT, {}, k.outsider)).body.errorCode).toBe(401);
    expect((await k.post(EXPORT, {}, k.member)).body.errorCode).toBe(4030);
    expect((await k.post(EXPORT, { sortValue: 'sideways' })).status).toBe(400);
  });
});

describe('import-staff', () => {
  it('imports nothing when one row is bad, and answers every bad row', async () => {
    const before = (await k.post(LIST, {})).body.pageTotal;
    const r = await importSheet([
      ['Good One', 'good.one', 'good.one@example.com', '', 'Surveyor', 'MEP'],
      ['No Post', 'no.post', 'no.post@example.com', '', '', ''],
      ['Lost Dept', 'lost', 'lost@example.com', '', 'Driver', 'Atlantis'],
      ['Again', 'good.one', 'again@example.com', '', 'Driver', ''],
      ['Mia', 'member', '', '', 'Engineer', ''],
    ]);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, errorCode: 400, msg: 'Nothing was imported: 4 row(s) have errors' });
    expect(r.body.data.errors).toEqual([
      { row: 3, column: 'post', msg: 'Please enter the staff post' },
      { row: 4, column: 'departments', msg: 'No organisation is named "Atlantis"' },
      { row: 5, column: 'loginName', msg: 'The same account appears on row 2' },
      { row: 6, column: 'loginName', msg: 'Mia Member is already staff of the enterprise' },
    ]);
    expect(await findUserByLogin(k.t.deps.db, 'good.one')).toBeUndefined();
    expect((await k.post(LIST, {})).body.pageTotal).toBe(before);
  });

  it('imports five people in one go after a refused try: accounts created and mailed, departments set', async () => {
    const mails = k.t.mails.sent.length;
    const r = await importSheet([
      ['Ann Able', 'ann', 'ann@example.com', '1', 'Surveyor', 'MEP'],
      ['Ben Baker', 'ben@example.com', '', '', 'Foreman', 'Site operations; Engineering'],
      ['Cid Crane', 'cid', 'cid@example.com', '', 'Crane operator', ''],
      ['Dee Drill', 'dee', 'dee@example.com', '', 'Driller', 'mep'],
      ['Clerk Again', 'sysadmin', '', '', 'Auditor', ''],
    ]);
    // sysadmin is staff already: refused, nothing imported.
    expect(r.body.success).toBe(false);
    const ok = await importSheet([
      ['Ann Able', 'ann', 'ann@example.com', '1', 'Surveyor', 'MEP'],
      ['Ben Baker', 'ben@example.com', '', '', 'Foreman', 'Site operations; Engineering'],
      ['Cid Crane', 'cid', 'cid@example.com', '', 'Crane operator', ''],
      ['Dee Drill', 'dee', 'dee@example.com', '', 'Driller', 'mep'],
      ['Eve Early', 'eve', 'eve@example.com', '', 'Estimator', 'Structural design'],
    ]);
    expect(ok.body).toMatchObject({ success: true, msg: '5 staff imported', data: { imported: 5, created: 5 } });
    expect(k.t.mails.sent.length - mails).toBe(5);
    const list = await k.post(LIST, { where: { isInvalid: 'all', name: 'ben' } });
    expect(list.body.data.list[0]).toMatchObject({ loginName: 'ben@example.com', email: 'ben@example.com', post: 'Foreman' });
    expect(list.body.data.list[0].departments.map((d: { name: string }) => d.name)).toEqual(['Engineering', 'Site operations']);
  });

  it('reads headers in the caller language and takes a login name-or-e-mail column', async () => {
    const r = await importSheet([['周华', 'zhou@example.com', '工程师']], ['姓名', '登录名/邮箱', '岗位'], k.clerk, 'zh');
    expect(r.body).toMatchObject({ success: true, data: { imported: 1 } });
  });

  it('refuses a sheet without the needed columns, a non-workbook, a missing file, an outsider and a member', async () => {
    expect((await importSheet([['x']], ['Colour'])).body.msg).toBe('The sheet needs the columns name, login name or e-mail, and post');
    const body = multipart({}, { field: 'file', name: 'staff.xlsx', bytes: Buffer.from('plain text') });
    const res = await k.t.app.inject({
      method: 'POST',
      url: `${IMPORT}?enterpriseId=${k.enterpriseId}`,
      payload: body.payload,
      headers: { authorization: `Bearer ${k.emanager}`, 'content-type': body.contentType },
    });
    expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: 400, msg: 'The file is not a readable .xlsx workbook' });
    expect((await k.post(IMPORT, {})).body).toMatchObject({ success: false, msg: 'Choose an .xlsx file to import' });
    expect((await importSheet([['A', 'a', 'a@example.com', '', 'P', '']], undefined, k.outsider)).body.errorCode).toBe(401);
    expect((await importSheet([['A', 'a', 'a@example.com', '', 'P', '']], undefined, k.member)).body.errorCode).toBe(4030);
  });
});
