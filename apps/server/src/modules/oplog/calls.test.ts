import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipAll } from '../annotations/bcf-import';
import { kit, seedRows, type Kit } from './testkit';

// The operation log calls (/protected/operation-log/{project,enterprise}/{list,statistics,export}):
// who may read which log, the filters, paging, the counts and the exported rows.

let k: Kit;
const DAY = 24 * 3600_000;
let now: number;

beforeAll(async () => {
  k = await kit();
  now = k.clock.now;
  const h = (hoursAgo: number) => new Date(now - hoursAgo * 3600_000);
  await seedRows(k, [
    { at: h(1), actorId: k.padminId, name: 'Paul Admin', module: 'files', action: 'rename' },
    { at: h(2), actorId: k.padminId, name: 'Paul Admin', module: 'files', action: 'delete' },
    { at: h(3), actorId: k.memberId, name: 'Mia Member', module: 'issues', action: 'update' },
    { at: h(5 * 24), actorId: k.memberId, name: 'Mia Member', module: 'issues', action: 'create' },
    { at: h(20 * 24), actorId: k.padminId, name: 'Paul Admin', module: 'projects', action: 'update' },
    { at: h(60 * 24), actorId: k.padminId, name: 'Paul Admin', module: 'tasks', action: 'create' },
    { at: h(200 * 24), actorId: k.padminId, name: 'Paul Admin', module: 'tasks', action: 'delete' },
    // Enterprise-level (no project): only the enterprise's log shows it.
    { at: h(4), actorId: k.padminId, name: 'Paul Admin', module: 'enterprise', action: 'update', projectId: null },
  ]);
});
afterAll(() => k.t.close());

const list = (body: object, token?: string, part = 'project') => k.post(`/protected/operation-log/${part}/list`, body, token);

describe('list', () => {
  it('shows a project admin the project log, newest first, paged', async () => {
    const r = await list({ pageNum: 1, pageSize: 3 });
    expect(r.body.success).toBe(true);
    expect(r.body.pageTotal).toBe(7);
    expect(r.body.data.list.map((x: { module: string; action: string }) => `${x.module}:${x.action}`)).toEqual([
      'files:rename',
      'files:delete',
      'issues:update',
    ]);
    expect(r.body.data.list[0]).toMatchObject({
      user: { id: k.padminId, name: 'Paul Admin' },
      targetId: 't',
      targets: [{ before: { a: 1 }, after: { a: 2 } }],
    });
    const last = await list({ pageNum: 3, pageSize: 3 });
    expect(last.body.data.list.map((x: { module: string }) => x.module)).toEqual(['tasks']);
  });

  it('filters by person, module, action and the preset periods', async () => {
    const n = async (body: object) => (await list(body)).body.pageTotal;
    expect(await n({ userIds: [k.memberId] })).toBe(2);
    expect(await n({ modules: ['files', 'tasks'] })).toBe(4);
    expect(await n({ actions: ['create'] })).toBe(2);
    expect(await n({ range: '24h' })).toBe(3);
    expect(await n({ range: '7d' })).toBe(4);
    expect(await n({ range: '30d' })).toBe(5);
    expect(await n({ range: '90d' })).toBe(6);
    expect(await n({ modules: ['issues'], range: '24h', userIds: [k.memberId] })).toBe(1);
  });

  it('filters by a from–to range, a date-only end counting its whole day', async () => {
    const day = (d: number) => new Date(now - d * DAY).toISOString().slice(0, 10);
    const r = await list({ from: day(21), to: day(4) });
    expect(r.body.data.list.map((x: { module: string; action: string }) => `${x.module}:${x.action}`)).toEqual(['issues:create', 'projects:update']);
    expect((await list({ from: new Date(now - 2.5 * 3600_000).toISOString() })).body.pageTotal).toBe(2);
  });

  it('shows the enterprise manager every row of the enterprise, projects included', async () => {
    const r = await list({ enterpriseId: k.enterpriseId }, k.emanager, 'enterprise');
    expect(r.body.success).toBe(true);
    expect(r.body.pageTotal).toBe(8);
  });

  it('refuses an outsider and a member without project:log_statistics_allow', async () => {
    for (const token of [k.outsider, k.member]) {
      const r = await list({}, token);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ success: false, errorCode: expect.any(Number), msg: expect.any(String) });
    }
    for (const token of [k.outsider, k.member, k.padmin]) {
      const r = await list({ enterpriseId: k.enterpriseId }, token, 'enterprise');
      expect(r.status).toBe(403);
      expect(r.body.success).toBe(false);
    }
  });

  it('lets a member whose role is granted project:log_statistics_allow read the project log', async () => {
    const roles = (await k.post('/protected/project/get-project-roles', {})).body.data as { id: string; builtIn: string }[];
    const roleId = roles.find((r) => r.builtIn === 'project_member')!.id;
    const grant = (allowed: boolean) =>
      k.post('/protected/project/update-project-role-permission', { roleId, permissions: [{ module: 'project', action: 'log_statistics_allow', allowed }] });
    expect((await grant(true)).body.success).toBe(true);
    const r = await list({ range: '24h' }, k.member);
    expect(r.body.success).toBe(true);
    // The grant itself is now in the log.
    expect(r.body.data.list[0]).toMatchObject({ module: 'projects', action: 'update', targets: [{ after: { 'project:log_statistics_allow': true } }] });
    expect((await grant(false)).body.success).toBe(true);
    expect((await list({}, k.member)).status).toBe(403);
  });

  it('answers bad filters with a clear message, never a 500', async () => {
    const bad = async (body: object, msg: string) => {
      const r = await list(body);
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.msg).toContain(msg);
    };
    await bad({ range: '3d' }, 'The period must be 24h, 7d, 30d or 90d');
    await bad({ from: 'yesterday' }, 'valid date');
    await bad({ from: '2026-03-02', to: '2026-03-01' }, 'The start cannot be later than the end');
    await bad({ range: '7d', from: '2026-03-01' }, 'not both');
    await bad({ pageSize: 5000 }, '');
    const zh = await k.post('/protected/operation-log/project/list', { range: 'x' }, k.padmin, 'zh');
    expect(zh.body.msg).toContain('时间范围');
  });
});

describe('statistics', () => {
  it('counts per person, module and action over the period', async () => {
    const r = await k.post('/protected/operation-log/project/statistics', { range: '7d' });
    expect(r.body.success).toBe(true);
    const d = r.body.data;
    expect(d.total).toBeGreaterThanOrEqual(4);
    const of = <T extends { count: number }>(list: T[], pick: (x: T) => boolean) => list.find(pick)?.count;
    expect(of(d.byPerson, (p: { id: string; count: number }) => p.id === k.memberId)).toBe(2);
    expect(of(d.byModule, (m: { module: string; count: number }) => m.module === 'files')).toBe(2);
    expect(of(d.byModule, (m: { module: string; count: number }) => m.module === 'issues')).toBe(2);
    expect(d.byPerson.find((p: { id: string }) => p.id === k.padminId)).toMatchObject({ name: 'Paul Admin' });
  });

  it('refuses an outsider and an under-privileged member, and bad input', async () => {
    expect((await k.post('/protected/operation-log/project/statistics', {}, k.outsider)).status).toBe(403);
    expect((await k.post('/protected/operation-log/project/statistics', {}, k.member)).status).toBe(403);
    expect((await k.post('/protected/operation-log/enterprise/statistics', {}, k.member)).status).toBe(403);
    expect((await k.post('/protected/operation-log/project/statistics', { range: 'y' })).status).toBe(400);
    expect((await k.post('/protected/operation-log/enterprise/statistics', { enterpriseId: k.enterpriseId, range: '90d' }, k.emanager)).body.success).toBe(
      true,
    );
  });
});

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('export', () => {
  const download = (body: object, token = k.padmin, lang = 'en', part = 'project') =>
    k.t.app.inject({
      method: 'POST',
      url: `/protected/operation-log/${part}/export`,
      payload: { projectId: k.projectId, ...body },
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    });

  it('exports the filtered rows as CSV, formulas defused', async () => {
    const r = await download({ format: 'csv', modules: ['files'] });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(String(r.headers['content-disposition'])).toContain('.csv');
    const text = r.rawPayload.toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(['Time', 'Person', 'Login name', 'Module', 'Action', 'Target', 'Target id', 'Changes', 'IP address', 'Browser', 'Call']);
    expect(rows.slice(1).map((x) => [x[1], x[3], x[4]])).toEqual([
      ['Paul Admin', 'files', 'rename'],
      ['Paul Admin', 'files', 'delete'],
    ]);
    expect(rows[1][5]).toBe("'=cmd files");
    expect(rows[1][7]).toBe('=cmd files: a: 1 → 2'.replace(/^/, "'"));
  });

  it('exports the same rows as an .xlsx sheet, headers in the caller language', async () => {
    const r = await download({ format: 'xlsx', userIds: [k.memberId] }, k.padmin, 'zh');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const files = await unzipAll(r.rawPayload);
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (n) => ['row', 'c'].includes(n) });
    const sheet = parser.parse(files.get('xl/worksheets/sheet1.xml')!.toString('utf8')).worksheet;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed XML tree; the expect()s check its shape
    const rows = sheet.sheetData.row.map((row: any) => row.c.map((c: any) => String(c.is?.t?.['#text'] ?? c.is?.t ?? c.v ?? '')));
    expect(rows[0].slice(0, 5)).toEqual(['时间', '操作人', '登录名', '模块', '操作']);
    expect(rows.slice(1).map((x: string[]) => [x[1], x[3], x[4]])).toEqual([
      ['Mia Member', 'issues', 'update'],
      ['Mia Member', 'issues', 'create'],
    ]);
  });

  it('refuses an outsider, an under-privileged member and a bad format', async () => {
    expect((await download({}, k.outsider)).statusCode).toBe(403);
    expect((await download({}, k.member)).statusCode).toBe(403);
    expect((await download({ enterpriseId: k.enterpriseId }, k.padmin, 'en', 'enterprise')).statusCode).toBe(403);
    const bad = await download({ format: 'pdf' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).msg).toContain('xlsx or csv');
    expect((await download({ enterpriseId: k.enterpriseId, format: 'csv' }, k.emanager, 'en', 'enterprise')).statusCode).toBe(200);
  });
});
