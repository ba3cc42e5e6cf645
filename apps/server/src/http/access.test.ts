import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { routeRegistry } from './route';
import { buildOutsider, demoProjects } from '../test/factories';

// Walks every registered route and proves the declared access holds: anonymous callers get
// HTTP 401 everywhere but public routes, and a signed-in user of another enterprise is refused
// on every project, enterprise and system route.

let t: TestApp;
let outsider: string;
let demoProjectId: string;
let demoEnterpriseId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { harbour } = await demoProjects(t.deps.db);
  demoProjectId = harbour.id;
  demoEnterpriseId = harbour.enterpriseId;
  outsider = (await buildOutsider(t)).token;
});
afterAll(() => t.close());

function fill(url: string) {
  return url.replace(/:(\w+)/g, (_, name: string) => (name === 'projectId' ? demoProjectId : name === 'enterpriseId' ? demoEnterpriseId : 'x')).replace('*', 'x');
}

async function call(method: string, url: string, token: string | null, payload: Record<string, unknown>) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  if (method === 'GET') {
    const qs = new URLSearchParams(payload as Record<string, string>).toString();
    return t.app.inject({ method: 'GET', url: `${fill(url)}${qs ? `?${qs}` : ''}`, headers });
  }
  return t.app.inject({ method: method as 'POST', url: fill(url), payload, headers });
}

describe('every route declares and enforces its access', () => {
  it('has routes registered', () => {
    expect(routeRegistry.length).toBeGreaterThan(10);
  });

  it('answers anonymous callers with HTTP 401 except on public routes', async () => {
    const failures: string[] = [];
    for (const r of routeRegistry) {
      if (r.access.kind === 'public') continue;
      const res = await call(r.method, r.url, null, { projectId: demoProjectId });
      if (res.statusCode !== 401) failures.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a user of another enterprise on project, enterprise and system routes', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const r of routeRegistry) {
      if (!['project', 'enterprise', 'system'].includes(r.access.kind)) continue;
      checked++;
      const res = await call(r.method, r.url, outsider, { projectId: demoProjectId, enterpriseId: demoEnterpriseId });
      const body = JSON.parse(res.body);
      if (res.statusCode !== 403 || body.success !== false) failures.push(`${r.method} ${r.url} → ${res.statusCode} ${body.errorCode}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('never answers a bad body with a 500', async () => {
    const token = await t.login('padmin');
    const failures: string[] = [];
    for (const r of routeRegistry) {
      if (r.method === 'GET') continue;
      const res = await t.app.inject({ method: r.method as 'POST', url: fill(r.url), payload: '{"projectId": 5, "pageNum": "x"', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
      if (res.statusCode >= 500) failures.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('never answers well-formed JSON with wrong types or unknown ids with a 500', async () => {
    const token = await t.login('padmin');
    const junk = { projectId: demoProjectId, fileId: 123, fileIds: 'x', id: {}, _id: [], _idArr: [null], array: 5, name: [], md5: 1, parentId: 7, targetId: true, labelIds: 'a', uploadId: 'no-such', key: 'no-such', folderArr: [1], fileArr: {}, files: [{ size: 'big' }], where: 'x', ids: 3 };
    const unknown = { projectId: demoProjectId, fileId: 'no-such', fileIds: ['no-such'], id: 'no-such', _id: 'no-such', _idArr: ['no-such'], projectFileId: 'no-such', needUpdataProjectFileId: 'no-such', array: ['no-such'], ids: ['no-such'], labelIds: ['no-such'], uploadId: 'no-such', name: 'n', fileName: 'n.pdf', md5: 'a'.repeat(32), key: 'no-such', folderArr: ['n'], fileArr: [{ fileName: 'n' }], files: [{ size: 1 }] };
    const failures: string[] = [];
    for (const r of routeRegistry) {
      if (r.method === 'GET' || r.url.startsWith('/public/')) continue;
      for (const payload of [junk, unknown]) {
        const res = await t.app.inject({ method: r.method as 'POST', url: fill(r.url), payload, headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode >= 500) failures.push(`${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
