import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider } from '../../test/factories';
import { multipart } from '../../test/files';
import { loggedRows, untargetedRoutes } from '../../test/oplog';

let t: TestApp;
let sys: string;
let manager: string;
let padmin: string;
let outsider: string;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  t = await createTestApp();
  [sys, manager, padmin] = await Promise.all([t.login('sysadmin'), t.login('emanager'), t.login('padmin')]);
  outsider = (await buildOutsider(t)).token;
});
afterAll(() => t.close());

async function upload(token: string, bytes: Buffer, announced: string | null = sha(bytes), name = 'plugin.zip') {
  const body = multipart({ sha256: announced ?? undefined }, { field: 'file', name, bytes });
  const res = await t.app.inject({
    method: 'POST',
    url: '/protected/plugin/upload-package',
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

let n = 0;
async function addPlatformPlugin(extra: Record<string, unknown> = {}) {
  const bytes = Buffer.from(`package ${++n} ${Math.random()}`);
  const up = await upload(sys, bytes);
  expect(up.body.success).toBe(true);
  const r = await t.post(
    '/add-plugin',
    { name: `Plugin ${n}`, code: `p${n}`, kind: 'desktop', version: { version: '1.0.0', uploadId: up.body.data.uploadId }, ...extra },
    sys,
  );
  expect(r.body.success, r.body.msg).toBe(true);
  return { plugin: r.body.data, bytes };
}

describe('plugin packages', () => {
  it('stores a package whose sha256 matches and refuses a corrupted one', async () => {
    const bytes = Buffer.from('a real little package');
    const ok = await upload(sys, bytes);
    expect(ok.body.data).toMatchObject({ sha256: sha(bytes), size: bytes.length, name: 'plugin.zip' });
    const bad = await upload(sys, bytes, sha(Buffer.from('something else')));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/does not match its sha256/);
    expect((await upload(sys, bytes, 'xyz')).status).toBe(400);
    expect((await upload(sys, bytes, null)).status).toBe(400);
  });
  it('refuses uploads by callers who may not manage plugins', async () => {
    const bytes = Buffer.from('x');
    expect((await upload(padmin, bytes)).status).toBe(403);
    expect((await upload(outsider, bytes)).status).toBe(403);
  });
  it('downloads a version with the shown sha256, and the latest at its stable address', async () => {
    const { plugin, bytes } = await addPlatformPlugin();
    expect(plugin.latest.sha256).toBe(sha(bytes));
    const dl = await t.app.inject({ method: 'GET', url: plugin.latest.downloadUrl, headers: { authorization: `Bearer ${padmin}` } });
    expect(dl.statusCode).toBe(200);
    expect(sha(dl.rawPayload)).toBe(plugin.latest.sha256);
    const latest = await t.get(plugin.latestUrl, outsider);
    expect(latest.body.data).toMatchObject({ pluginId: plugin.id, latest: { version: '1.0.0' } });
    const pkg = await t.app.inject({ method: 'GET', url: latest.body.data.packageUrl, headers: { authorization: `Bearer ${outsider}` } });
    expect(sha(pkg.rawPayload)).toBe(plugin.latest.sha256);
    expect((await t.get(plugin.latestUrl, null)).status).toBe(401);
  });
});

describe('plugin catalogue', () => {
  it('adds, lists, edits with a new version and lists actions', async () => {
    const { plugin } = await addPlatformPlugin({ actions: [{ key: 'open', name: 'Open' }], description: 'Viewer add-in' });
    const page = await t.post('/get-plugin-page', { pageNum: 1, name: plugin.code }, sys);
    expect(page.body.data.list.map((p: { id: string }) => p.id)).toContain(plugin.id);
    expect(page.body.data.canAdd.platform).toBe(true);
    const up = await upload(sys, Buffer.from('version two'));
    const u = await t.post(
      '/update-plugin',
      { id: plugin.id, name: 'Renamed', newVersion: { version: '1.1.0', releaseNotes: 'Faster', uploadId: up.body.data.uploadId } },
      sys,
    );
    expect(u.body.data).toMatchObject({ name: 'Renamed', latest: { version: '1.1.0', releaseNotes: 'Faster' } });
    expect(u.body.data.versions).toHaveLength(2);
    // An upload is used once.
    const again = await t.post('/update-plugin', { id: plugin.id, newVersion: { version: '1.2.0', uploadId: up.body.data.uploadId } }, sys);
    expect(again.status).toBe(400);
    const actions = await t.post('/get-plugin-action-list', { id: plugin.id }, manager);
    expect(actions.body.data.actions).toEqual([{ key: 'open', name: 'Open' }]);
    const dupVersion = await upload(sys, Buffer.from('another'));
    const dup = await t.post('/update-plugin', { id: plugin.id, newVersion: { version: '1.1.0', uploadId: dupVersion.body.data.uploadId } }, sys);
    expect(dup.body.msg).toMatch(/already exists/);
    const rows = await loggedRows(t.deps.db, '/update-plugin');
    expect(rows.at(-1)?.targets[0]).toMatchObject({ targetId: plugin.id, before: { name: plugin.name }, after: { name: 'Renamed', version: '1.1.0' } });
  });
  it('refuses a cycle and a self dependency, and deleting a plugin others depend on', async () => {
    const a = (await addPlatformPlugin()).plugin;
    const b = (await addPlatformPlugin({ dependsOn: [a.id] })).plugin;
    const c = (await addPlatformPlugin({ dependsOn: [b.id] })).plugin;
    const cycle = await t.post('/update-plugin', { id: a.id, dependsOn: [c.id] }, sys);
    expect(cycle.status).toBe(400);
    expect(cycle.body.msg).toContain(`${a.name} → ${c.name} → ${b.name} → ${a.name}`);
    expect((await t.post('/update-plugin', { id: a.id, dependsOn: [a.id] }, sys)).body.msg).toMatch(/itself/);
    const rely = await t.post('/get-rely-on-plug', { id: a.id }, sys);
    const candidates = rely.body.data.candidates.map((p: { id: string }) => p.id);
    expect(candidates).not.toContain(b.id);
    expect(candidates).not.toContain(c.id);
    expect(rely.body.data.dependents.map((p: { id: string }) => p.id)).toEqual([b.id]);
    const inUse = await t.post('/delete-plugin', { id: a.id }, sys);
    expect(inUse.status).toBe(400);
    expect(inUse.body.msg).toContain(b.name);
    expect((await t.post('/delete-plugin', { id: c.id }, sys)).body.success).toBe(true);
    expect((await t.post('/delete-plugin', { id: b.id }, sys)).body.success).toBe(true);
    expect((await t.post('/delete-plugin', { id: a.id }, sys)).body.success).toBe(true);
    expect((await t.get(a.latestUrl, sys)).status).toBe(400);
  });
  it('keeps a plugin’s last version and deletes another', async () => {
    const { plugin } = await addPlatformPlugin();
    expect((await t.post('/delete-plugin', { id: plugin.id, versionId: plugin.latest.id }, sys)).body.msg).toMatch(/at least one version/);
    const up = await upload(sys, Buffer.from('second version'));
    const u = await t.post('/update-plugin', { id: plugin.id, newVersion: { version: '2.0.0', uploadId: up.body.data.uploadId } }, sys);
    expect((await t.post('/delete-plugin', { id: plugin.id, versionId: u.body.data.latest.id }, sys)).body.success).toBe(true);
  });
  it('lets an enterprise manager manage their own plugins but not the platform’s', async () => {
    const { plugin } = await addPlatformPlugin();
    expect((await t.post('/update-plugin', { id: plugin.id, name: 'Mine' }, manager)).status).toBe(403);
    expect((await t.post('/delete-plugin', { id: plugin.id }, manager)).status).toBe(403);
    const up = await upload(manager, Buffer.from('own package'));
    expect(
      (await t.post('/add-plugin', { name: 'X', code: 'x-plat', kind: 'app', version: { version: '1', uploadId: up.body.data.uploadId } }, manager)).status,
    ).toBe(403);
    const own = await t.post(
      '/add-plugin',
      { scope: 'enterprise', name: 'Own', code: 'own', kind: 'app', dependsOn: [plugin.id], version: { version: '1', uploadId: up.body.data.uploadId } },
      manager,
    );
    expect(own.body.data).toMatchObject({ scope: 'enterprise', canEdit: true, dependsOn: [{ id: plugin.id }] });
    // The outsider's enterprise does not see it.
    expect((await t.post('/get-plugin-action-list', { id: own.body.data.id }, outsider)).status).toBe(400);
    expect((await t.post('/delete-plugin', { id: own.body.data.id }, manager)).body.success).toBe(true);
  });
  it('refuses the catalogue to callers without the plugin permission', async () => {
    for (const token of [padmin, outsider]) {
      expect((await t.post('/get-plugin-page', {}, token)).status).toBe(403);
      expect((await t.post('/get-rely-on-plug', {}, token)).status).toBe(403);
    }
    expect((await t.post('/get-plugin-page', {}, null)).status).toBe(401);
  });
  it('answers bad input with a localized 400', async () => {
    const r = await t.post('/add-plugin', { name: '', code: 'a b', kind: 'tv', version: {} }, sys, 'zh');
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/插件/);
    expect((await t.post('/add-plugin', { name: 'N', code: 'ok', kind: 'app', version: { version: '1', uploadId: 'nope' } }, sys)).body.msg).toMatch(
      /upload it again/,
    );
    expect((await t.post('/update-plugin', { id: 'missing' }, sys)).status).toBe(400);
    expect((await t.post('/get-plugin-action-list', {}, sys)).status).toBe(400);
    const { plugin } = await addPlatformPlugin();
    const up = await upload(sys, Buffer.from('dup code'));
    expect(
      (
        await t.post(
          '/add-plugin',
          { name: 'Dup', code: plugin.code.toUpperCase(), kind: 'app', version: { version: '1', uploadId: up.body.data.uploadId } },
          sys,
        )
      ).body.msg,
    ).toMatch(/already has the code/);
    expect(
      (
        await t.post(
          '/add-plugin',
          { name: 'Dep', code: 'dep', kind: 'app', dependsOn: ['nope'], version: { version: '1', uploadId: up.body.data.uploadId } },
          sys,
        )
      ).body.msg,
    ).toMatch(/dependency/);
  });
  it('names a target for every logged write', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
