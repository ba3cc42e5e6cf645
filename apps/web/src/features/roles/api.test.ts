import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test/memory-storage';

// Runs without a DOM: the browser globals the client reads are stood in for.
vi.mock('antd', () => ({ Modal: { error: vi.fn() } }));
vi.stubGlobal('window', { location: { pathname: '/', hash: '#/stuffManagement', search: '' } });
vi.stubGlobal('localStorage', new MemoryStorage());
vi.stubGlobal('sessionStorage', new MemoryStorage());
vi.stubGlobal('navigator', { language: 'en-US', userAgent: 'test' });
const fetchMock = vi.fn();
vi.stubGlobal('fetch', fetchMock);

let m: typeof import('./api');
beforeAll(async () => {
  m = await import('./api');
});
beforeEach(() => fetchMock.mockReset());

const ok = (data: unknown, msg = '') =>
  new Response(JSON.stringify({ success: true, data, msg, errorCode: 200, pageTotal: 0 }), { headers: { 'content-type': 'application/json' } });
/** The path and body of the n-th request that went out. */
const sent = (n = 0) => {
  const [url, init] = fetchMock.mock.calls[n] as unknown as [string, RequestInit];
  return { url, body: JSON.parse(init.body as string) as Record<string, unknown> };
};

describe('role call paths', () => {
  it('uses get-role-list and update-user-role outside the JM area', () => {
    const p = m.rolePaths('');
    expect(p.jm).toBe(false);
    expect([p.enterpriseRoles.url, p.updateUserRole.url]).toEqual(['/protected/enterprise/get-role-list', '/protected/user/update-user-role']);
  });

  it('switches to the jm- paths when SYSTEM_AREA is JM', () => {
    const p = m.rolePaths('JM');
    expect(p.jm).toBe(true);
    expect([p.enterpriseRoles.url, p.updateUserRole.url]).toEqual(['/protected/enterprise/jm-get-role-list', '/protected/user/jm-update-user-role']);
  });

  it('sends the JM calls to the jm- paths on the wire', async () => {
    fetchMock.mockResolvedValueOnce(ok([])).mockResolvedValueOnce(ok(null));
    const api = m.roleApiOf('JM');
    await api.enterpriseRoles();
    await api.updateUserRole('p1', 'u1', 'r1');
    expect(sent(0).url).toBe('/protected/enterprise/jm-get-role-list');
    expect(sent(1)).toEqual({ url: '/protected/user/jm-update-user-role', body: { projectId: 'p1', userId: 'u1', roleId: 'r1' } });
  });
});

describe('role assignment', () => {
  it('gives one person a role with save-user-roles and several with save-users-roles, in the scope', async () => {
    fetchMock.mockResolvedValueOnce(ok({ roleId: 'r1', count: 1 }, 'Roles saved')).mockResolvedValueOnce(ok({ roleId: 'r1', count: 2 }, 'Roles saved'));
    expect(await m.assignRole({ kind: 'enterprise' }, 'r1', ['u1'])).toBe('Roles saved');
    await m.assignRole({ kind: 'project', projectId: 'p1' }, 'r1', ['u1', 'u2']);
    expect(sent(0)).toEqual({ url: '/protected/role-mysql/save-user-roles', body: { roleId: 'r1', userId: 'u1' } });
    expect(sent(1)).toEqual({ url: '/protected/role-mysql/save-users-roles', body: { projectId: 'p1', roleId: 'r1', userIds: ['u1', 'u2'] } });
  });
});

describe('saving a role', () => {
  it('creates and updates project roles with add-role / update-role and enterprise roles with the company calls', async () => {
    const role = {
      id: 'r9',
      name: 'Inspector',
      remark: null,
      projectId: null,
      enterpriseId: 'e1',
      defaultLevel: 30,
      builtIn: null,
      permissions: [],
      holders: 0,
    };
    for (let i = 0; i < 4; i++) fetchMock.mockResolvedValueOnce(ok(role));
    const fields = { name: 'Inspector', remark: null, defaultLevel: 30 };
    await m.saveRole({ kind: 'project', projectId: 'p1' }, fields);
    await m.saveRole({ kind: 'project', projectId: 'p1' }, fields, 'r9');
    await m.saveRole({ kind: 'enterprise' }, fields);
    await m.saveRole({ kind: 'enterprise' }, fields, 'r9');
    expect(fetchMock.mock.calls.map((_, i) => sent(i).url)).toEqual([
      '/protected/user-management/add-role',
      '/protected/user-management/update-role',
      '/protected/user-management/add-company-role',
      '/protected/user-management/update-company-role',
    ]);
    expect(sent(1).body).toEqual({ ...fields, projectId: 'p1', roleId: 'r9' });
    expect(sent(2).body).toEqual(fields);
  });
});
