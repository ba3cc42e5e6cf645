import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';

// A token arriving in the page's own address (mailed or share links) is used, and taken out of
// the address at once so it stays neither in the history nor in a Referer.

const location = { pathname: '/', search: '', hash: '' };
const entries: string[] = [];
const history = {
  state: { idx: 3 } as unknown,
  replaceState(_state: unknown, _title: string, url: string) {
    entries.push(url);
    const u = new URL(url, 'http://host');
    location.pathname = u.pathname;
    location.search = u.search;
    location.hash = u.hash;
  },
};
const local = new MemoryStorage();
const tab = new MemoryStorage();
vi.stubGlobal('window', { location, history });
vi.stubGlobal('localStorage', local);
vi.stubGlobal('sessionStorage', tab);

let session: typeof import('./session');
beforeAll(async () => {
  session = await import('./session');
});

function at(search: string, hash: string) {
  location.pathname = '/';
  location.search = search;
  location.hash = hash;
}

beforeEach(() => {
  local.clear();
  tab.clear();
  entries.length = 0;
});

describe('a token in the address', () => {
  it('is taken from the hash part and removed from the address, other parameters kept', () => {
    at('', '#/viewer?fileId=f1&token=secret-1&x=2');
    expect(session.getToken()).toBe('secret-1');
    expect(`${location.search}${location.hash}`).not.toContain('secret-1');
    expect(location.hash).toBe('#/viewer?fileId=f1&x=2');
    expect(entries).toEqual(['/#/viewer?fileId=f1&x=2']);
  });

  it('is taken from the search part and removed from it', () => {
    at('?token=secret-2&lang=ja', '#/project_list');
    expect(session.getToken()).toBe('secret-2');
    expect(location.search).toBe('?lang=ja');
    expect(location.hash).toBe('#/project_list');
    expect(entries.join(' ')).not.toContain('secret-2');
  });

  it('is removed from both parts when present in both', () => {
    at('?token=secret-3', '#/h5viewer?token=secret-3');
    expect(session.getToken()).toBe('secret-3');
    expect(`${location.search}${location.hash}`).toBe('#/h5viewer');
  });

  it('keeps working in this tab after it left the address, wins over the stored one, and sign-out forgets it', () => {
    local.setItem('token', 'stored');
    at('', '#/viewer?token=secret-4');
    expect(session.getToken()).toBe('secret-4');
    expect(location.hash).toBe('#/viewer');
    expect(session.getToken()).toBe('secret-4');
    expect(local.getItem('token')).toBe('stored');
    session.clearSession();
    expect(session.getToken()).toBeNull();
  });

  it('leaves an address without a token untouched', () => {
    local.setItem('token', 'stored');
    at('?lang=ja', '#/project_list?tab=2');
    expect(session.getToken()).toBe('stored');
    expect(entries).toEqual([]);
  });
});
