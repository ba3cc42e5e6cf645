import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects } from '../../test/factories';
import { loggedRows, untargetedRoutes } from '../../test/oplog';

// The app store (docs/app-store.md): the website calls (system managers), the enterprise's
// enabled apps, the project home's choice and get-project-app-list made from them.

const W = '/protected/website';
const A = '/protected/app-store';
let t: TestApp;
let sys: string;
let manager: string;
let padmin: string;
let member: string;
let outsider: Awaited<ReturnType<typeof buildOutsider>>;
let harbourId: string;
let wikiId: string;
let mapsId: string;

beforeAll(async () => {
  t = await createTestApp();
  sys = await t.login('sysadmin');
  manager = await t.login('emanager');
  padmin = await t.login('padmin');
  member = await t.login('member');
  outsider = await buildOutsider(t);
  harbourId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

const appKeys = async (token: string, projectId = harbourId) =>
  ((await t.post('/protected/project/get-project-app-list', { projectId }, token)).body.data as { key: string }[]).map((a) => a.key);

describe('websites (system managers)', () => {
  it('adds web apps with https addresses and tags', async () => {
    const r = await t.post(`${W}/addWbsite`, { name: 'Site wiki', url: 'https://wiki.example.com/site', tags: ['docs', 'docs', 'team'] }, sys);
    expect(r.body.success).toBe(true);
    expect(r.body.data).toMatchObject({ name: 'Site wiki', tags: ['docs', 'team'], icon: null, enterpriseCount: 0 });
    wikiId = r.body.data.id;
    mapsId = (await t.post(`${W}/addWbsite`, { name: 'Maps', url: 'https://maps.example.com', icon: 'https://maps.example.com/i.png', tags: ['gis'] }, sys))
      .body.data.id;
  });
  it('refuses a non-https or invalid address, a missing name and a duplicate name, localized', async () => {
    const http = await t.post(`${W}/addWbsite`, { name: 'Plain', url: 'http://x.example.com' }, sys, 'en');
    expect(http.status).toBe(400);
    expect(http.body.msg).toContain('The address must be a valid https:// address');
    expect((await t.post(`${W}/addWbsite`, { name: 'Bad', url: 'not a url' }, sys)).status).toBe(400);
    expect((await t.post(`${W}/addWbsite`, { name: 'Js', url: 'javascript:alert(1)' }, sys)).status).toBe(400);
    expect((await t.post(`${W}/addWbsite`, { url: 'https://x.example.com' }, sys)).status).toBe(400);
    const dup = await t.post(`${W}/addWbsite`, { name: 'site WIKI', url: 'https://x.example.com' }, sys, 'zh');
    expect(dup.body.msg).toBe('已存在名为“site WIKI”的网页应用');
  });
  it('pages with a tag filter and lists every tag with its count', async () => {
    const all = await t.post(`${W}/getPageWbsite`, { pageNum: 1, pageSize: 10 }, sys);
    expect(all.body.data.list.map((w: { name: string }) => w.name)).toEqual(['Maps', 'Site wiki']);
    expect(all.body.data.tags).toEqual([
      { tag: 'docs', count: 1 },
      { tag: 'gis', count: 1 },
      { tag: 'team', count: 1 },
    ]);
    const gis = await t.post(`${W}/getPageWbsite`, { tag: 'gis' }, sys);
    expect(gis.body.data.list.map((w: { name: string }) => w.name)).toEqual(['Maps']);
    expect(gis.body.pageTotal).toBe(1);
    expect((await t.post(`${W}/getPageWbsite`, { pageNum: 0 }, sys)).status).toBe(400);
  });
  it('adds and removes tags in one call', async () => {
    const r = await t.post(`${W}/tagProcessingWbsite`, { id: wikiId, add: ['handbook'], remove: ['team'] }, sys);
    expect(r.body.data.tags).toEqual(['docs', 'handbook']);
    expect((await t.post(`${W}/tagProcessingWbsite`, { id: wikiId, add: [' '] }, sys)).status).toBe(400);
    expect((await t.post(`${W}/tagProcessingWbsite`, { id: 'nope', add: ['x'] }, sys)).status).toBe(404);
  });
  it('edits a web app', async () => {
    const r = await t.post(`${W}/updateWbsite`, { id: mapsId, name: 'Site maps', url: 'https://maps.example.com/v2', icon: '', tags: ['gis'] }, sys);
    expect(r.body.data).toMatchObject({ name: 'Site maps', url: 'https://maps.example.com/v2', icon: null });
  });
  it('refuses enterprise managers, project admins, outsiders and anonymous callers', async () => {
    for (const token of [manager, padmin, member, outsider.token]) {
      expect((await t.post(`${W}/getPageWbsite`, {}, token)).status).toBe(403);
      expect((await t.post(`${W}/addWbsite`, { name: 'Mine', url: 'https://m.example.com' }, token)).status).toBe(403);
      expect((await t.post(`${W}/tagProcessingWbsite`, { id: wikiId, add: ['x'] }, token)).status).toBe(403);
      expect((await t.post(`${W}/delWbsite`, { id: wikiId }, token)).status).toBe(403);
    }
    expect((await t.post(`${W}/getPageWbsite`, {})).status).toBe(401);
  });
});

describe('enterprise apps and the project home', () => {
  it('shows every built-in app and no web app before the enterprise chose', async () => {
    const r = await t.post(`${A}/get-enterprise-apps`, {}, manager);
    expect(r.body.data.configured).toBe(false);
    const web = r.body.data.apps.filter((a: { kind: string }) => a.kind === 'web');
    expect(web.map((a: { enabled: boolean }) => a.enabled)).toEqual([false, false]);
    expect(await appKeys(padmin)).toContain('dms');
    expect((await appKeys(padmin)).some((k) => k.startsWith('web:'))).toBe(false);
  });
  it('lets the enterprise manager enable apps; the home then shows them, web apps as external tiles', async () => {
    const keys = ['dms', 'task', 'issue', 'project_config', `web:${wikiId}`];
    const r = await t.post(`${A}/update-enterprise-apps`, { keys }, manager);
    expect(r.body.success).toBe(true);
    expect(r.body.data.apps.filter((a: { enabled: boolean }) => a.enabled).map((a: { key: string }) => a.key)).toEqual(keys);
    const apps = (await t.post('/protected/project/get-project-app-list', { projectId: harbourId }, padmin)).body.data;
    expect(apps.map((a: { key: string }) => a.key)).toEqual(keys);
    expect(apps.at(-1)).toMatchObject({ external: true, name: 'Site wiki', route: 'https://wiki.example.com/site' });
    // Permission filtering of built-in apps stays: the member has no project_config.
    expect(await appKeys(member)).not.toContain('project_config');
  });
  it('refuses unknown apps, members without app_management and outsiders', async () => {
    const bad = await t.post(`${A}/update-enterprise-apps`, { keys: ['web:nope'] }, manager, 'en');
    expect(bad.body.msg).toBe('There is no app "web:nope" in the app store');
    expect((await t.post(`${A}/update-enterprise-apps`, { keys: [] }, member)).body.errorCode).toBe(4030);
    expect((await t.post(`${A}/get-enterprise-apps`, {}, padmin)).body.errorCode).toBe(4030);
    // The outsider's own enterprise: untouched by this one's choice.
    const own = await t.post(`${A}/get-enterprise-apps`, {}, outsider.token);
    expect(own.status).toBe(403);
  });
  it('lets the project admin choose and order the home apps among the enabled ones', async () => {
    const r = await t.post(`${A}/update-project-home-apps`, { projectId: harbourId, keys: [`web:${wikiId}`, 'dms'] }, padmin);
    expect(r.body.success).toBe(true);
    expect(r.body.data.apps.map((a: { key: string; shown: boolean }) => `${a.key}:${a.shown}`).slice(0, 3)).toEqual([
      `web:${wikiId}:true`,
      'dms:true',
      'task:false',
    ]);
    expect(await appKeys(padmin)).toEqual([`web:${wikiId}`, 'dms']);
    const off = await t.post(`${A}/update-project-home-apps`, { projectId: harbourId, keys: [`web:${mapsId}`] }, padmin, 'en');
    expect(off.body.msg).toBe(`The app "web:${mapsId}" is not enabled for the enterprise's projects`);
  });
  it('refuses members and outsiders the home choice', async () => {
    expect((await t.post(`${A}/update-project-home-apps`, { projectId: harbourId, keys: ['dms'] }, member)).status).toBe(403);
    expect((await t.post(`${A}/get-project-home-apps`, { projectId: harbourId }, member)).status).toBe(403);
    expect((await t.post(`${A}/get-project-home-apps`, { projectId: harbourId }, outsider.token)).status).toBe(403);
    expect((await t.post(`${A}/get-project-home-apps`, { projectId: harbourId }, padmin)).body.data.configured).toBe(true);
  });
  it('takes a deleted web app out of every choice', async () => {
    const r = await t.post(`${W}/delWbsite`, { id: wikiId }, sys, 'en');
    expect(r.body.msg).toBe('Web app deleted');
    expect(await appKeys(padmin)).toEqual(['dms']);
    const ent = (await t.post(`${A}/get-enterprise-apps`, {}, manager)).body.data.apps;
    expect(ent.some((a: { key: string }) => a.key === `web:${wikiId}`)).toBe(false);
    expect((await t.post(`${W}/delWbsite`, { id: wikiId }, sys)).status).toBe(404);
  });
});

describe('operation log', () => {
  it('names each web app and the choices with their before and after', async () => {
    const tags = await loggedRows(t.deps.db, `${W}/tagProcessingWbsite`);
    expect(tags[0].targets[0]).toMatchObject({ targetId: wikiId, before: { tags: ['docs', 'team'] }, after: { tags: ['docs', 'handbook'] } });
    const ent = await loggedRows(t.deps.db, `${A}/update-enterprise-apps`);
    expect(ent[0].targets[0].after?.apps).toContain(`web:${wikiId}`);
    const del = await loggedRows(t.deps.db, `${W}/delWbsite`);
    expect(del[0]).toMatchObject({ action: 'delete', targets: [{ targetId: wikiId, targetName: 'Site wiki' }] });
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
