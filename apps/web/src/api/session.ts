import { STORAGE_SURVIVORS } from '@trestle/shared';

// What the browser keeps (spec 1 §3). After sign-out only the survivors stay.

export interface StoredUser {
  _id: string;
  name: string;
  loginName: string;
  enterpriseId: string | null;
  userLevel: number;
  isSingleUser: boolean;
  lang?: string;
}

/** The token in the address (share links, mailed links) wins over the stored one. */
export function getToken(): string | null {
  const fromQuery = queryParam('token');
  return fromQuery || localStorage.getItem('token');
}

export function queryParam(name: string): string | null {
  const hash = window.location.hash;
  const q = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return new URLSearchParams(q).get(name) ?? new URLSearchParams(window.location.search).get(name);
}

export function getStoredUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem('userData');
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: StoredUser) {
  localStorage.setItem('token', token);
  localStorage.setItem('userData', JSON.stringify(user));
  localStorage.setItem('username', user.name);
  localStorage.setItem('loginName', user.loginName);
}

export function saveEnterpriseInformation(info: unknown) {
  localStorage.setItem('enterpriseInformation', JSON.stringify(info));
}

/** Clears browser storage except lang, username, forge_version and trustKey. */
export function clearSession() {
  const keep = new Map<string, string>();
  for (const k of STORAGE_SURVIVORS) {
    const v = localStorage.getItem(k);
    if (v !== null) keep.set(k, v);
  }
  localStorage.clear();
  for (const [k, v] of keep) localStorage.setItem(k, v);
}
