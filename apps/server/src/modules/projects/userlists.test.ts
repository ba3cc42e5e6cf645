import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, validProject } from '../../test/factories';
import { createUser } from '../accounts/service';
import { untargetedRoutes } from '../../test/oplog';

// /account/user/lists (routed by the projects module, above accounts): the member picker. Users of the caller's enterprise, or of a project
// the caller may see; paged; searched by name or login name.

let t: TestApp;
let padmin: string;
beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
});
afterAll(() => t.close());

const list = (body: Record<string, unknown>, token: string | null = padmin, lang = 'en') => t.post('/account/user/lists', body, token, lang);
const names = (r: { body: { data: { list: { loginName: string }[] } } }) => r.body.data.list.map((u) => u.loginName);

describe('enterprise users', () => {
  it("pages the caller's enterprise users by name, with total and pageTotal", async () => {
    const first = await list({ pageNum: 1, pageSize: 3 });
    expect(first.body).toMatchObject({ success: true, errorCode: 200, pageTotal: 4 });
    expect(first.body.data.total).toBe(4);
    expect(names(first)).toEqual(['emanager', 'member', 'padmin']);
    const second = await list({ pageNum: 2, pageSize: 3 });
    expect(names(second)).toEqual(['sysadmin']);
    expect((await list({ pageNum: 3, pageSize: 3 })).body.data.list).toEqual([]);
    const row = first.body.data.list[0];
    expect(Object.keys(row).sort()).toEqual(['_id', 'email', 'id', 'img', 'loginName', 'name']);
  });

  it('defaults to page 1 of 10', async () => {
    const r = await list({});
    expect(r.body.data.list).toHaveLength(4);
  });

  it('searches by name or login name, case-insensitively, and treats % and _ literally', async () => {
    expect(names(await list({ name: 'paul' }))).toEqual(['padmin']);
    expect(names(await list({ name: 'MEMB' }))).toEqual(['member']);
    expect(names(await list({ name: 'admin' }))).toEqual(['padmin', 'sysadmin']);
    const r = await list({ name: 'nobody' });
    expect(r.body.data).toMatchObject({ list: [], total: 0 });
    expect((await list({ name: '%' })).body.data.total).toBe(0);
    expect((await list({ name: '_' })).body.data.total).toBe(0);
  });

  it('never lists users of another enterprise', async () => {
    const out = await buildOutsider(t);
    const mine = await list({}, out.token);
    expect(names(mine)).toEqual([out.user.loginName]);
    expect(names(await list({ name: 'paul' }, out.token))).toEqual([]);
  });

  it('shows an individual account (no enterprise) only itself', async () => {
    await createUser(t.deps.db, { loginName: 'solo', name: 'Solo', email: 'solo@site.example', password: 'Solo#2026' });
    const r = await list({}, await t.login('solo', 'Solo#2026'));
    expect(names(r)).toEqual(['solo']);
  });
});

describe('project users', () => {
  it('lists the members of a project the caller may see', async () => {
    const { harbour } = await demoProjects(t.deps.db);
    const r = await list({ projectId: harbour.id });
    expect(names(r)).toEqual(['member', 'padmin']);
    expect(names(await list({ projectId: harbour.id, name: 'mia' }, await t.login('member')))).toEqual(['member']);
    // The enterprise manager sees every project of the enterprise.
    expect((await list({ projectId: harbour.id }, await t.login('emanager'))).body.data.total).toBe(2);
  });

  it('refuses a project the caller cannot see with 403 / 401, in the same enterprise too', async () => {
    const created = await t.post('/protected/project/create-project', validProject({ name: 'Private Yard' }), padmin);
    expect(created.body.success).toBe(true);
    const hidden = created.body.data.id ?? created.body.data._id;
    const member = await t.login('member');
    const r = await list({ projectId: hidden }, member, 'zh');
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, errorCode: 401, msg: '没有权限查看此页面' });
    const out = await buildOutsider(t);
    const { harbour } = await demoProjects(t.deps.db);
    expect((await list({ projectId: harbour.id }, out.token)).status).toBe(403);
  });

  it('refuses an unknown project the same way, so ids cannot be probed', async () => {
    const r = await list({ projectId: 'no-such-project' });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe(401);
  });
});

describe('bad input and callers', () => {
  it('refuses bad paging and a bad search with 400, never 500', async () => {
    for (const body of [
      { pageNum: 0 },
      { pageNum: -1 },
      { pageNum: 'x' },
      { pageSize: 0 },
      { pageSize: 201 },
      { name: 'x'.repeat(101) },
      { projectId: 5 },
      { name: ['a'] },
    ]) {
      const r = await list(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.success).toBe(false);
    }
  });

  it('is refused without a session', async () => {
    const r = await list({}, null);
    expect(r.status).toBe(401);
    expect(r.body.errorCode).toBe(40100);
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
