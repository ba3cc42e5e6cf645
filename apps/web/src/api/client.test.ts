import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';

// The client runs here without a DOM: the few browser globals it reads are stood in for, and
// antd's Modal (the network alert) is replaced by a spy.
const modalError = vi.fn();
vi.mock('antd', () => ({ Modal: { error: (...args: unknown[]) => modalError(...args) } }));

const location = { pathname: '/', hash: '#/project_list', search: '' };
const storage = new MemoryStorage();
const tabStorage = new MemoryStorage();
const fetchMock = vi.fn();
// A token in the address is taken out of it with history.replaceState (session.test.ts).
const history = {
  state: null,
  replaceState(_s: unknown, _t: string, url: string) {
    const u = new URL(url, 'http://host');
    location.pathname = u.pathname;
    location.search = u.search;
    location.hash = u.hash;
  },
};
vi.stubGlobal('window', { location, history });
vi.stubGlobal('localStorage', storage);
vi.stubGlobal('sessionStorage', tabStorage);
vi.stubGlobal('navigator', { language: 'en-US', userAgent: 'test' });
vi.stubGlobal('fetch', fetchMock);

let client: typeof import('./client');

beforeAll(async () => {
  client = await import('./client');
});

function reply(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}
const ok = (data: unknown) => ({ success: true, data, msg: '', errorCode: 200 });
const fail = (errorCode: number, msg = 'refused') => ({ success: false, data: null, msg, errorCode });
const sentHeaders = () => fetchMock.mock.calls[0][1].headers as Record<string, string>;

function signedIn() {
  storage.setItem('token', 'stored-token');
  storage.setItem('userData', JSON.stringify({ _id: 'u1', name: 'Ann', loginName: 'ann', enterpriseId: 'e1', userLevel: 1, isSingleUser: true }));
  storage.setItem('lang', 'ja');
  storage.setItem('username', 'Ann');
  storage.setItem('trustKey', 'k');
  storage.setItem('projectInfo', '{"_id":"p1"}');
}

beforeEach(() => {
  storage.clear();
  tabStorage.clear();
  fetchMock.mockReset();
  modalError.mockReset();
  location.hash = '#/project_list';
});

describe('request headers', () => {
  it('sends the stored token, language and enterprise', async () => {
    signedIn();
    reply(200, ok({ a: 1 }));
    await expect(client.post('/protected/x', { b: 2 })).resolves.toEqual({ a: 1 });
    expect(sentHeaders()).toMatchObject({
      Authorization: 'Bearer stored-token',
      'Accept-Language': 'ja',
      enterpriseType: 'e1',
      'Content-Type': 'application/json',
    });
    expect(fetchMock.mock.calls[0][1].body).toBe('{"b":2}');
  });

  it('prefers the token in the address and asks for English on pms pages', async () => {
    signedIn();
    location.hash = '#/pms/home/dashboard?token=share-token';
    reply(200, ok(null));
    await client.get('/protected/y', { page: 2, skip: undefined });
    expect(fetchMock.mock.calls[0][0]).toBe('/protected/y?page=2');
    expect(sentHeaders()).toMatchObject({ Authorization: 'Bearer share-token', 'Accept-Language': 'en' });
    expect(location.hash).toBe('#/pms/home/dashboard');
  });

  it('sends an empty enterpriseType and no Authorization without a session', async () => {
    reply(200, ok(null));
    await client.post('/public/z');
    expect(sentHeaders().enterpriseType).toBe('');
    expect(sentHeaders().Authorization).toBeUndefined();
  });
});

describe('error catalogue', () => {
  it('HTTP 401 without a body code clears the session and goes to sign-in with a redirect', async () => {
    signedIn();
    location.hash = '#/project_index/p1?tab=apps';
    reply(401, fail(40100));
    await expect(client.post('/protected/x')).rejects.toBeInstanceOf(client.ApiError);
    expect(location.hash).toBe(`#/login?redirectUrl=${encodeURIComponent('/project_index/p1?tab=apps')}`);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('projectInfo')).toBeNull();
    expect(storage.getItem('lang')).toBe('ja');
    expect(storage.getItem('username')).toBe('Ann');
    expect(storage.getItem('trustKey')).toBe('k');
  });

  it('body code 401 goes to /401 and 402 to /402 without ending the session', async () => {
    signedIn();
    reply(403, fail(401));
    await expect(client.post('/protected/x')).rejects.toThrow('refused');
    expect(location.hash).toBe('#/401');
    reply(403, fail(402));
    await expect(client.post('/protected/x')).rejects.toThrow();
    expect(location.hash).toBe('#/402');
    expect(storage.getItem('token')).toBe('stored-token');
  });

  it('body code 403 goes to sign-in', async () => {
    signedIn();
    reply(200, fail(403));
    await expect(client.post('/protected/x')).rejects.toThrow();
    expect(location.hash).toBe('#/login');
  });

  it('HTTP 403 with 4003 or 4004 clears storage but the survivors and goes to sign-in', async () => {
    for (const code of [4003, 4004]) {
      signedIn();
      location.hash = '#/project_list';
      reply(403, fail(code));
      await expect(client.post('/protected/x')).rejects.toThrow();
      expect(location.hash).toBe('#/login');
      expect(storage.getItem('token')).toBeNull();
      expect(storage.getItem('lang')).toBe('ja');
    }
  });

  it('HTTP 500 and network failures alert the network error', async () => {
    reply(500, fail(500, 'internal'));
    await expect(client.post('/protected/x')).rejects.toThrow();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.post('/protected/x')).rejects.toThrow();
    expect(modalError).toHaveBeenCalledTimes(1); // one alert open at a time
    const content = modalError.mock.calls[0][0].content as string;
    expect(content.toLowerCase()).toContain('network operation failure');
  });

  it('a silent call neither alerts nor navigates', async () => {
    signedIn();
    reply(500, fail(500));
    await expect(client.get('/account/user/notify/count', {}, { silent: true })).rejects.toThrow();
    reply(403, fail(401));
    await expect(client.get('/account/user/notify/count', {}, { silent: true })).rejects.toThrow();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.get('/account/user/notify/count', {}, { silent: true })).rejects.toThrow();
    expect(modalError).not.toHaveBeenCalled();
    expect(location.hash).toBe('#/project_list');
  });

  it('other failures reject with the server msg and code', async () => {
    reply(400, fail(400, 'The name is required'));
    const e = await client.post('/protected/x').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(client.ApiError);
    expect((e as InstanceType<typeof client.ApiError>).message).toBe('The name is required');
    expect((e as InstanceType<typeof client.ApiError>).errorCode).toBe(400);
    expect(location.hash).toBe('#/project_list');
  });

  it("a refusal keeps its data (an import's bad rows, the accounts sharing a name) for the screen", async () => {
    const data = { errors: [{ row: 3, column: 'post', msg: 'Please enter the staff post' }] };
    reply(400, { success: false, data, msg: '1 row cannot be imported', errorCode: 400 });
    const e = await client.postForm('/protected/user-management/import-staff', new FormData()).catch((err: unknown) => err);
    expect((e as InstanceType<typeof client.ApiError>).data).toEqual(data);
    reply(409, { success: false, data: { candidates: [{ userId: 'u1', loginName: 'ann1' }] }, msg: 'two', errorCode: 800 });
    const dup = await client.postEnvelope('/protected/user-management/add-staff', {}).catch((err: unknown) => err);
    expect((dup as InstanceType<typeof client.ApiError>).data).toEqual({ candidates: [{ userId: 'u1', loginName: 'ann1' }] });
    expect(location.hash).toBe('#/project_list');
  });

  it("a throttle's HTTP 429 rejects with its localized msg, keeps the session and neither alerts nor navigates", async () => {
    signedIn();
    reply(429, fail(429, '試行回数が多すぎます。600 秒後に再試行してください'));
    const e = await client.post('/public/user/login').catch((err: unknown) => err);
    expect((e as InstanceType<typeof client.ApiError>).message).toBe('試行回数が多すぎます。600 秒後に再試行してください');
    expect((e as InstanceType<typeof client.ApiError>).errorCode).toBe(429);
    expect((e as InstanceType<typeof client.ApiError>).status).toBe(429);
    expect(client.errorText(e)).toBe('試行回数が多すぎます。600 秒後に再試行してください');
    expect(storage.getItem('token')).toBe('stored-token');
    expect(modalError).not.toHaveBeenCalled();
    expect(location.hash).toBe('#/project_list');
  });
});

describe('sign-out', () => {
  it('tells the server, then keeps only lang, username, forge_version and trustKey', async () => {
    signedIn();
    storage.setItem('forge_version', '7');
    reply(200, ok(null));
    await client.signOut();
    expect(fetchMock.mock.calls[0][0]).toBe('/protected/user/logout');
    expect(fetchMock.mock.calls[0][1].method).toBe('POST');
    const left = Array.from({ length: storage.length }, (_, i) => storage.key(i)).sort();
    expect(left).toEqual(['forge_version', 'lang', 'trustKey', 'username']);
  });

  it('clears the session even when the server cannot be reached', async () => {
    signedIn();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await client.signOut();
    expect(storage.getItem('token')).toBeNull();
  });
});
