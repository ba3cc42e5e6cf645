import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider } from '../../test/factories';

let t: TestApp;
let manager: string;
let member: string;
let sysadmin: string;
let outsider: Awaited<ReturnType<typeof buildOutsider>>;

// A 1x1 PNG, built by hand so the test does not depend on an image library.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

function multipart(name: string, filename: string, type: string, data: Buffer) {
  const boundary = '----trestle' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function uploadLogo(token: string, data: Buffer, type = 'image/png') {
  const m = multipart('file', 'logo.png', type, data);
  const res = await t.app.inject({
    method: 'POST',
    url: '/protected/enterprise/upload-enterprise-logo',
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('emanager');
  member = await t.login('member');
  sysadmin = await t.login('sysadmin');
  outsider = await buildOutsider(t);
});
afterAll(() => t.close());

describe('enterprise information', () => {
  it('answers names, rules and storage to members', async () => {
    const r = await t.post('/protected/enterprise/get-enterprise-information', {}, member);
    expect(r.body.data).toMatchObject({ co_name_cn: '北风建设', co_name_en: 'Northwind Construction', storageSize: 50 * 1073741824, storageUsed: 0 });
  });
  it("v1 adds the caller's permissions and the roles", async () => {
    const m = await t.post('/protected/enterprise/get-enterprise-information-v1', {}, manager);
    expect(m.body.data.isEnterpriseManager).toBe(true);
    expect(m.body.data.roles.map((r: { builtIn: string }) => r.builtIn)).toEqual(['enterprise_manager', null, 'enterprise_staff']); // the demo's Project lead sits between
    const s = await t.post('/protected/enterprise/get-enterprise-information-v1', {}, member);
    expect(s.body.data.isEnterpriseManager).toBe(false);
  });
  it('v1 lists what the caller may do in the enterprise, as the server decides it', async () => {
    const s = (await t.post('/protected/enterprise/get-enterprise-information-v1', {}, member)).body.data.permissions;
    expect(s).toContain('enterprise:enter');
    expect(s).not.toContain('enterprise:project_add');
    const m = (await t.post('/protected/enterprise/get-enterprise-information-v1', {}, manager)).body.data.permissions;
    expect(m).toEqual(expect.arrayContaining(['enterprise:project_add', 'enterprise:permission', 'person:edit', 'plugin:enter']));
    // A system manager who is no member of the enterprise may still do everything there.
    const sys = await t.post('/protected/enterprise/get-enterprise-information-v1', { enterpriseId: outsider.enterpriseId }, sysadmin);
    expect(sys.body.data.isEnterpriseManager).toBe(false);
    expect(sys.body.data.permissions).toEqual(m);
  });
  it("refuses another enterprise's information", async () => {
    const r = await t.post('/protected/enterprise/get-enterprise-information', { enterpriseId: outsider.enterpriseId }, member);
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe(401);
  });
  it('lets the manager update it, refuses staff and empty names', async () => {
    const ok = await t.post(
      '/protected/enterprise/update-enterprise-information',
      { co_name_cn: '北风建设集团', co_name_en: 'Northwind Group', co_domain: 'northwind.example', rules: 'Review drawings.' },
      manager,
    );
    expect(ok.body.data.co_name_en).toBe('Northwind Group');
    expect((await t.post('/protected/enterprise/update-enterprise-information', { co_name_cn: 'X' }, member)).body.errorCode).toBe(4030);
    expect((await t.post('/protected/enterprise/update-enterprise-information', { co_name_cn: '' }, manager)).status).toBe(400);
  });
  it('keeps the English name, domain and rules an update leaves out, and clears them on null', async () => {
    await t.post(
      '/protected/enterprise/update-enterprise-information',
      { co_name_cn: '北风建设集团', co_name_en: 'Northwind Group', co_domain: 'northwind.example', rules: 'Review drawings.' },
      manager,
    );
    const kept = await t.post('/protected/enterprise/update-enterprise-information', { co_name_cn: '北风建设' }, manager);
    expect(kept.body.data).toMatchObject({ co_name_cn: '北风建设', co_name_en: 'Northwind Group', co_domain: 'northwind.example', rules: 'Review drawings.' });
    const cleared = await t.post('/protected/enterprise/update-enterprise-information', { co_name_cn: '北风建设', rules: null, co_domain: '' }, manager);
    expect(cleared.body.data).toMatchObject({ co_name_en: 'Northwind Group', co_domain: null, rules: null });
  });
});

describe('enterprise logo', () => {
  it('has none at first, then serves the uploaded PNG publicly', async () => {
    expect((await t.post('/protected/enterprise/get-enterprise-logo', {}, member)).body.data.logoUrl).toBeNull();
    const up = await uploadLogo(manager, PNG);
    expect(up.body.success).toBe(true);
    const url = (await t.post('/protected/enterprise/get-enterprise-logo', {}, member)).body.data.logoUrl as string;
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const info = await t.post('/protected/enterprise/get-enterprise-information', {}, member);
    expect(info.body.data.storageUsed).toBe(PNG.length);
  });
  it('refuses an SVG or any non-image, and a logo of 521 KB or more', async () => {
    const svg = await uploadLogo(manager, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml');
    expect(svg.status).toBe(400);
    expect(svg.body.msg).toBe('The file format is incorrect');
    const big = await uploadLogo(manager, Buffer.concat([PNG, Buffer.alloc(530 * 1024)]));
    expect(big.status).toBe(400);
    expect(big.body.msg).toMatch(/521 KB/);
  });
  it('refuses staff and a request without a file', async () => {
    expect((await uploadLogo(member, PNG)).status).toBe(403);
    expect((await t.post('/protected/enterprise/upload-enterprise-logo', {}, manager)).status).toBe(400);
  });
  it('answers 404 for an enterprise without a logo', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/public/enterprise/logo/${outsider.enterpriseId}` })).statusCode).toBe(404);
  });
});

describe('enterprise role permissions', () => {
  it('lets the manager grant staff view_all_projects, which then shows every project', async () => {
    const info = await t.post('/protected/enterprise/get-enterprise-information-v1', {}, manager);
    const staff = info.body.data.roles.find((r: { builtIn: string }) => r.builtIn === 'enterprise_staff');
    const created = await t.post(
      '/protected/project/create-project',
      { name: 'Hidden', area: 'A', address: 'B', type: 'C', startDate: '2026-01-01', endDate: '2026-02-01' },
      manager,
    );
    const before = await t.post('/protected/get-all-projects-map-v1', {}, member);
    expect(before.body.data.list.map((p: { id: string }) => p.id)).not.toContain(created.body.data.id);
    const r = await t.post(
      '/protected/enterprise/update-enterprise-permission',
      { roleId: staff.id, permissions: [{ module: 'enterprise', action: 'view_all_projects', allowed: true }] },
      manager,
    );
    expect(r.body.data.permissions).toContain('enterprise:view_all_projects');
    const after = await t.post('/protected/get-all-projects-map-v1', {}, member);
    expect(after.body.data.list.map((p: { id: string }) => p.id)).toContain(created.body.data.id);
  });
  it('refuses unknown permissions, foreign roles and staff callers', async () => {
    const info = await t.post('/protected/enterprise/get-enterprise-information-v1', {}, manager);
    const staff = info.body.data.roles.find((r: { builtIn: string }) => r.builtIn === 'enterprise_staff');
    expect(
      (
        await t.post(
          '/protected/enterprise/update-enterprise-permission',
          { roleId: staff.id, permissions: [{ module: 'enterprise', action: 'fly', allowed: true }] },
          manager,
        )
      ).status,
    ).toBe(400);
    expect((await t.post('/protected/enterprise/update-enterprise-permission', { roleId: outsider.staffRoleId, permissions: [] }, manager)).status).toBe(400);
    expect((await t.post('/protected/enterprise/update-enterprise-permission', { roleId: staff.id, permissions: [] }, member)).status).toBe(403);
  });
});

describe('relation enterprises and the enterprise list', () => {
  it("lists the caller's own enterprises with their sign-in address", async () => {
    const r = await t.get('/protected/enterprise/get-user-relation-enterprise?loginName=emanager', manager);
    expect(r.body.data.map((e: { co_name_en: string }) => e.co_name_en)).toEqual(['Northwind Group', 'Southbank Design']);
    expect(r.body.data[0].url).toMatch(/^\/#\/login\//);
  });
  it("refuses another user's list unless system manager; requires loginName", async () => {
    expect((await t.get('/protected/enterprise/get-user-relation-enterprise?loginName=emanager', member)).status).toBe(403);
    expect((await t.get('/protected/enterprise/get-user-relation-enterprise?loginName=emanager', sysadmin)).body.data).toHaveLength(2);
    expect((await t.get('/protected/enterprise/get-user-relation-enterprise', member)).status).toBe(400);
  });
  it('lists every enterprise for system managers only', async () => {
    const r = await t.post('/protected/enterprise/list', { pageNum: 1, pageSize: 10 }, sysadmin);
    expect(r.body.data.total).toBeGreaterThanOrEqual(3);
    // Each row carries its usage (the platform module, docs/platform.md).
    const counts = (r.body.data.list as { usage: { projects: number } }[]).map((e) => e.usage.projects);
    expect(Math.max(...counts)).toBeGreaterThan(0);
    expect((await t.post('/protected/enterprise/list', {}, manager)).status).toBe(403);
    expect((await t.post('/protected/enterprise/list', { pageSize: 0 }, sysadmin)).status).toBe(400);
  });
});
