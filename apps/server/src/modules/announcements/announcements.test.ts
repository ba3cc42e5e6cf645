import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider } from '../../test/factories';
import { loggedRows, untargetedRoutes } from '../../test/oplog';

let t: TestApp;
let sys: string;
let manager: string;
let padmin: string;
let member: string;
let outsider: string;
const hourAgo = () => new Date(Date.now() - 3600_000).toISOString();
const inDays = (d: number) => new Date(Date.now() + d * 86400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  [sys, manager, padmin, member] = await Promise.all([t.login('sysadmin'), t.login('emanager'), t.login('padmin'), t.login('member')]);
  outsider = (await buildOutsider(t)).token;
});
afterAll(() => t.close());

const notice = (extra: Record<string, unknown> = {}) => ({
  audience: 'platform',
  title: 'Maintenance',
  body: 'Down on Sunday',
  validFrom: hourAgo(),
  status: 'published',
  ...extra,
});
const current = async (token: string) => (await t.post('/protected/notice/get-current', {}, token)).body.data;

describe('platform notices', () => {
  it('a system manager publishes one that everyone sees once, then rereads', async () => {
    const r = await t.post('/addNotice', notice({ title: 'Platform 1' }), sys);
    expect(r.body.data).toMatchObject({ audience: 'platform', current: true, status: 'published' });
    const id = r.body.data.id as string;
    for (const token of [manager, outsider]) {
      const mine = (await current(token)).list.find((n: { id: string }) => n.id === id);
      expect(mine).toMatchObject({ title: 'Platform 1', seen: false });
    }
    expect((await t.post('/protected/notice/mark-seen', { ids: [id, 'unknown'] }, manager)).body.data).toEqual({ marked: 1 });
    expect((await current(manager)).list.find((n: { id: string }) => n.id === id).seen).toBe(true);
    expect((await current(outsider)).list.find((n: { id: string }) => n.id === id).seen).toBe(false);
    const page = await t.post('/getNoticePage', { audience: 'platform' }, sys);
    expect(page.body.data.list.find((n: { id: string }) => n.id === id).seenCount).toBe(1);
    expect(page.body.pageTotal).toBeGreaterThan(0);
  });
  it('shows drafts and notices outside their window to nobody', async () => {
    const draft = await t.post('/addNotice', notice({ title: 'Draft', status: 'draft' }), sys);
    const future = await t.post('/addNotice', notice({ title: 'Later', validFrom: inDays(2) }), sys);
    const past = await t.post('/addNotice', notice({ title: 'Over', validFrom: inDays(-3), validUntil: inDays(-1) }), sys);
    const ids = (await current(member)).list.map((n: { id: string }) => n.id);
    for (const r of [draft, future, past]) expect(ids).not.toContain(r.body.data.id);
    const pub = await t.post('/updateNotice', { id: draft.body.data.id, status: 'published' }, sys);
    expect(pub.body.data.current).toBe(true);
    expect((await current(member)).list.map((n: { id: string }) => n.id)).toContain(draft.body.data.id);
    const rows = await loggedRows(t.deps.db, '/updateNotice');
    expect(rows.at(-1)?.targets[0]).toMatchObject({ targetId: draft.body.data.id, before: { status: 'draft' }, after: { status: 'published' } });
  });
  it('refuses platform notices to enterprise managers, project admins and outsiders', async () => {
    const r = await t.post('/addNotice', notice(), sys);
    for (const token of [manager, padmin, outsider]) {
      expect((await t.post('/addNotice', notice(), token)).status).toBe(403);
      expect((await t.post('/getNoticePage', { audience: 'platform' }, token)).status).toBe(403);
      expect((await t.post('/updateNotice', { id: r.body.data.id, title: 'x' }, token)).status).toBe(400);
      expect((await t.post('/deleteNotice', { id: r.body.data.id }, token)).status).toBe(400);
    }
    expect((await t.post('/getNoticePage', {}, null)).status).toBe(401);
    expect((await t.post('/deleteNotice', { id: r.body.data.id }, sys)).body.success).toBe(true);
    expect((await t.post('/deleteNotice', { id: r.body.data.id }, sys)).status).toBe(400);
  });
});

describe('enterprise notices', () => {
  it("an enterprise manager manages their staff's notices; other enterprises do not see them", async () => {
    const r = await t.post('/addNotice', notice({ audience: 'enterprise', title: 'Staff meeting' }), manager);
    expect(r.body.data).toMatchObject({ audience: 'enterprise' });
    const id = r.body.data.id as string;
    expect((await current(member)).list.map((n: { id: string }) => n.id)).toContain(id);
    expect((await current(outsider)).list.map((n: { id: string }) => n.id)).not.toContain(id);
    expect((await t.post('/protected/notice/mark-seen', { ids: [id] }, outsider)).body.data.marked).toBe(0);
    expect((await t.post('/getNoticePage', { audience: 'enterprise', pageSize: 10 }, manager)).body.data.list.map((n: { id: string }) => n.id)).toContain(id);
    expect((await t.post('/addNotice', notice({ audience: 'enterprise' }), padmin)).status).toBe(403);
    expect((await t.post('/updateNotice', { id, title: 'Hijack' }, outsider)).status).toBe(400);
    expect((await t.post('/updateNotice', { id, body: 'Moved to 3 pm' }, manager)).body.data.body).toBe('Moved to 3 pm');
    expect((await t.post('/deleteNotice', { id }, manager)).body.success).toBe(true);
    expect((await current(manager)).canManage).toEqual({ platform: false, enterprise: true });
  });
  it('answers bad input with a localized 400', async () => {
    const bad = await t.post('/addNotice', { audience: 'platform', title: '', body: '', validFrom: 'soon' }, sys, 'ja');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/タイトル|本文|日時/);
    const order = await t.post('/addNotice', notice({ validFrom: inDays(2), validUntil: inDays(1) }), sys);
    expect(order.body.msg).toMatch(/after the start/);
    const r = await t.post('/addNotice', notice(), sys);
    expect((await t.post('/updateNotice', { id: r.body.data.id, validUntil: inDays(-5) }, sys)).body.msg).toMatch(/after the start/);
    expect((await t.post('/getNoticePage', { audience: 'galaxy' }, sys)).status).toBe(400);
    expect((await t.post('/protected/notice/mark-seen', { ids: [] }, member)).status).toBe(400);
  });
});

describe('update log', () => {
  it('system managers add, edit and delete entries; the seeded ones stay data', async () => {
    const list = await t.post('/protected/get-update-log-list', {}, sys);
    expect(list.body.data.canManage).toBe(true);
    const seeded = list.body.data.list.at(-1);
    const add = await t.post('/protected/add-update-log', { version: '9.9.0', releasedAt: '2026-11-30', contentEn: 'Plugins and notices' }, sys, 'zh');
    expect(add.body.data).toMatchObject({ version: '9.9.0', content: 'Plugins and notices' });
    const edit = await t.post('/protected/update-update-log', { id: add.body.data.id, contentZh: '插件与公告' }, sys, 'zh');
    expect(edit.body.data.content).toBe('插件与公告');
    const edited = await t.post('/protected/update-update-log', { id: seeded.id, version: `${seeded.version}-r` }, sys);
    expect(edited.body.data.version).toBe(`${seeded.version}-r`);
    expect((await t.post('/protected/delete-update-log', { id: add.body.data.id }, sys)).body.success).toBe(true);
    expect((await t.post('/protected/delete-update-log', { id: add.body.data.id }, sys)).status).toBe(400);
    expect((await t.post('/protected/get-update-log-list', {}, member)).body.data.canManage).toBe(false);
  });
  it('refuses everyone else and bad input', async () => {
    for (const token of [manager, padmin, outsider]) {
      expect((await t.post('/protected/add-update-log', { version: '1', releasedAt: '2026-01-01', contentEn: 'x' }, token)).status).toBe(403);
    }
    expect((await t.post('/protected/add-update-log', { version: '', releasedAt: 'never', contentEn: '' }, sys)).status).toBe(400);
    expect((await t.post('/protected/update-update-log', { id: 'missing', version: '2' }, sys)).status).toBe(400);
  });
  it('names a target for every logged write', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
