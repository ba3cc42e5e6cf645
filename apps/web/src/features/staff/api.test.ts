import { beforeAll, describe, expect, it, vi } from 'vitest';
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
let ApiError: typeof import('../../api/client').ApiError;
beforeAll(async () => {
  m = await import('./api');
  ApiError = (await import('../../api/client')).ApiError;
});
const staffPaths = (a: string) => m.staffPaths(a);
const staffQuery: typeof import('./api').staffQuery = (f, jm) => m.staffQuery(f, jm);
const INITIAL_FILTER = { name: '', orgId: null, isInvalid: 'all' as const, pageNum: 1, pageSize: 10 };

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data, msg: '', errorCode: 200, pageTotal: 0 }), { headers: { 'content-type': 'application/json' } });

describe('staff call paths', () => {
  it('uses the user-management and enterprise paths outside the JM area', () => {
    const p = staffPaths('');
    expect([p.list, p.add, p.update, p.orgTree].map((c) => c.url)).toEqual([
      '/protected/user-management/get-staff',
      '/protected/user-management/add-staff',
      '/protected/user-management/update-staff',
      '/protected/enterprise/get-org-structure',
    ]);
  });

  it('switches to the jm- paths when SYSTEM_AREA is JM', () => {
    const p = staffPaths('JM');
    expect([p.list, p.add, p.update, p.orgTree].map((c) => c.url)).toEqual([
      '/protected/user-management/jm-get-staff',
      '/protected/platform/jm-add-staff',
      '/protected/user-management/jm-update-staff',
      '/protected/enterprise/jm-get-org-structure',
    ]);
  });
});

describe('staff list payload', () => {
  it('starts from the spec list state: page 1, size 10, createTime desc, every state', () => {
    expect(m.INITIAL_FILTER).toEqual(INITIAL_FILTER);
    expect(staffQuery(INITIAL_FILTER, false)).toEqual({ pageNum: 1, pageSize: 10, sort: 'createTime', sortValue: 'desc', where: { isInvalid: 'all' } });
  });

  it('puts the department in where.orgId, or in groupId in the JM area; trims the name', () => {
    const f = { ...INITIAL_FILTER, name: '  Ann ', orgId: 'd1', isInvalid: 1 as const };
    expect(staffQuery(f, false).where).toEqual({ isInvalid: 1, name: 'Ann', orgId: 'd1' });
    const jm = staffQuery(f, true);
    expect(jm.groupId).toBe('d1');
    expect(jm.where).toEqual({ isInvalid: 1, name: 'Ann' });
  });
});

describe('the JM switch on the wire', () => {
  it('sends the JM list to jm-get-staff with groupId', async () => {
    fetchMock.mockResolvedValueOnce(ok({ list: [], total: 0 }));
    await m.staffApi(staffPaths('JM')).list({ ...INITIAL_FILTER, orgId: 'd7' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/protected/user-management/jm-get-staff');
    expect(JSON.parse(init.body as string)).toMatchObject({ groupId: 'd7', pageNum: 1, pageSize: 10 });
  });
});

describe('refusal data', () => {
  it('reads the bad rows of a refused import', () => {
    const e = new ApiError('2 rows', 400, 400, { errors: [{ row: 3, column: 'post', msg: 'Please enter the staff post' }] });
    expect(m.importErrors(e)).toEqual([{ row: 3, column: 'post', msg: 'Please enter the staff post' }]);
    expect(m.importErrors(new ApiError('x', 400, 400))).toBeNull();
  });

  it('reads the login names of accounts sharing a name', () => {
    const e = new ApiError('two', 800, 409, {
      candidates: [
        { userId: 'u1', loginName: 'ann1' },
        { userId: 'u2', loginName: 'ann2' },
      ],
    });
    expect(m.nicknameCandidates(e)?.map((c) => c.loginName)).toEqual(['ann1', 'ann2']);
    expect(m.nicknameCandidates(new Error('x'))).toBeNull();
  });
});
