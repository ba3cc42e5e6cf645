import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
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

/**
 * The routes of this file's app. The registry lives as long as the worker, which also runs other
 * files whose apps add routes of their own (test kits' routes), so it can name routes this app lacks.
 */
const appRoutes = () => routeRegistry.filter((r) => t.app.hasRoute({ method: r.method, url: r.url }));

function fill(url: string) {
  return url
    .replace(/:(\w+)/g, (_, name: string) => (name === 'projectId' ? demoProjectId : name === 'enterpriseId' ? demoEnterpriseId : 'x'))
    .replace('*', 'x');
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
    expect(appRoutes().length).toBeGreaterThan(10);
  });

  it('answers anonymous callers with HTTP 401 except on public routes', async () => {
    const failures: string[] = [];
    for (const r of appRoutes()) {
      if (r.access.kind === 'public') continue;
      const res = await call(r.method, r.url, null, { projectId: demoProjectId });
      if (res.statusCode !== 401) failures.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a user of another enterprise on project, enterprise and system routes', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const r of appRoutes()) {
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
    for (const r of appRoutes()) {
      if (r.method === 'GET') continue;
      const res = await t.app.inject({
        method: r.method as 'POST',
        url: fill(r.url),
        payload: '{"projectId": 5, "pageNum": "x"',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      if (res.statusCode >= 500) failures.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('never answers well-formed JSON with wrong types or unknown ids with a 500', async () => {
    const token = await t.login('padmin');
    const junk = {
      projectId: demoProjectId,
      fileId: 123,
      fileIds: 'x',
      id: {},
      _id: [],
      _idArr: [null],
      array: 5,
      name: [],
      md5: 1,
      parentId: 7,
      targetId: true,
      labelIds: 'a',
      uploadId: 'no-such',
      key: 'no-such',
      folderArr: [1],
      fileArr: {},
      files: [{ size: 'big' }],
      where: 'x',
      ids: 3,
    };
    const unknown = {
      projectId: demoProjectId,
      fileId: 'no-such',
      fileIds: ['no-such'],
      id: 'no-such',
      _id: 'no-such',
      _idArr: ['no-such'],
      projectFileId: 'no-such',
      needUpdataProjectFileId: 'no-such',
      array: ['no-such'],
      ids: ['no-such'],
      labelIds: ['no-such'],
      uploadId: 'no-such',
      name: 'n',
      fileName: 'n.pdf',
      md5: 'a'.repeat(32),
      key: 'no-such',
      folderArr: ['n'],
      fileArr: [{ fileName: 'n' }],
      files: [{ size: 1 }],
    };
    const failures: string[] = [];
    for (const r of appRoutes()) {
      if (r.method === 'GET' || r.url.startsWith('/public/')) continue;
      for (const payload of [junk, unknown]) {
        const res = await t.app.inject({ method: r.method as 'POST', url: fill(r.url), payload, headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode >= 500) failures.push(`${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** The top-level field names of a route's input schema (objects, also behind refinements and pipes). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) return [...new Set((schema.options as z.ZodType[]).flatMap(fieldsOf))];
  if (schema instanceof z.ZodIntersection) return [...fieldsOf(schema.def.left as z.ZodType), ...fieldsOf(schema.def.right as z.ZodType)];
  return [];
}

/** Whatever went wrong, the answer is a 4xx envelope with a message; returns a failure line or null. */
function refusal(label: string, res: LightMyRequestResponse, status?: number): string | null {
  let body: { success?: unknown; data?: unknown; msg?: unknown; errorCode?: unknown };
  try {
    body = JSON.parse(res.body);
  } catch {
    return `${label} → ${res.statusCode} not JSON: ${res.body.slice(0, 80)}`;
  }
  const envelope = body.success === false && body.data === null && typeof body.msg === 'string' && body.msg.length > 0 && typeof body.errorCode === 'number';
  if (res.statusCode >= 500 || res.statusCode < 400 || !envelope || (status && res.statusCode !== status))
    return `${label} → ${res.statusCode} ${res.body.slice(0, 120)}`;
  return null;
}

describe('every route refuses broken input at the edge with the envelope, never a 500', () => {
  let token: string;
  beforeAll(async () => {
    token = await t.login('padmin');
  });
  const NUL = 'x\u0000y';
  const withParams = (url: string, value: (name: string) => string) => url.replace(/:(\w+)/g, (_, name: string) => value(name)).replace('*', 'x');

  it('a NUL in any string of the body, the query or a path parameter: 400', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const r of appRoutes()) {
      const headers = { authorization: `Bearer ${token}` };
      const hasParams = /:\w+|\*/.test(r.url);
      const valid = fill(r.url);
      // A body that looks right (the project, the route's own fields), every string with a NUL.
      const fields = Object.fromEntries(
        fieldsOf(r.input)
          .filter((f) => f !== 'projectId')
          .map((f) => [f, NUL]),
      );
      const body = { projectId: demoProjectId, ...fields, nested: [{ deep: NUL }] };
      const query = new URLSearchParams({ projectId: demoProjectId, ...fields, q: NUL }).toString();
      const tries: [string, InjectOptions][] = [[`${r.method} ${r.url} query`, { method: r.method, url: `${valid}?${query}`, headers }]];
      if (r.method !== 'GET') tries.push([`${r.method} ${r.url} body`, { method: r.method, url: valid, payload: body, headers }]);
      if (hasParams)
        tries.push([
          `${r.method} ${r.url} params`,
          { method: r.method, url: withParams(r.url, (name) => (name === 'projectId' ? demoProjectId : 'x%00y')), headers },
        ]);
      for (const [label, req] of tries) {
        calls++;
        const failure = refusal(label, await t.app.inject(req), 400);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(appRoutes().length);
  });

  it('a multipart body without a boundary: 400', async () => {
    const failures: string[] = [];
    for (const r of appRoutes()) {
      if (r.method === 'GET') continue;
      const res = await t.app.inject({
        method: r.method as 'POST',
        url: fill(r.url),
        payload: 'projectId=x',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
      });
      const failure = refusal(`${r.method} ${r.url}`, res, 400);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  });

  it('a path parameter of 10,000 characters: a 4xx envelope', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const r of appRoutes()) {
      if (!/:\w+|\*/.test(r.url)) continue;
      checked++;
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: withParams(r.url, () => 'a'.repeat(10_000)),
        headers: { authorization: `Bearer ${token}` },
      });
      const failure = refusal(`${r.method} ${r.url}`, res);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('broken JSON and unsupported body types: a 4xx envelope', async () => {
    const failures: string[] = [];
    for (const r of appRoutes()) {
      if (r.method === 'GET') continue;
      for (const [type, payload] of [
        ['application/json', '{"projectId": "'],
        ['application/json', '[1, 2'],
        ['text/xml', '<a/>'],
        ['application/yaml', 'a: 1'],
      ]) {
        const res = await t.app.inject({
          method: r.method as 'POST',
          url: fill(r.url),
          payload,
          headers: { authorization: `Bearer ${token}`, 'content-type': type },
        });
        const json = type === 'application/json';
        const failure = refusal(`${r.method} ${r.url} ${type}`, res, json ? 400 : 415);
        if (failure) failures.push(failure);
        else if (!json && JSON.parse(res.body).msg !== 'The request body type is not supported')
          failures.push(`${r.method} ${r.url} ${type} → ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('unknown API paths: a 404 envelope', async () => {
    for (const url of ['/protected/no/such/call', '/public/nothing', '/account/x', '/api/none', '/comment/none', '/annotations/none/here']) {
      for (const method of ['GET', 'POST'] as const) {
        expect(refusal(`${method} ${url}`, await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } }), 404)).toBeNull();
      }
    }
  });
});
