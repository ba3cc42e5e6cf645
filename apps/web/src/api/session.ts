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

const ADDRESS_TOKEN_KEY = 'addressToken';

/**
 * The token in the address (share links, mailed links) wins over the stored one. It is taken
 * out of the address at once (both the search and the hash part, with history.replaceState) so
 * it stays neither in the browser history nor in a Referer; this tab keeps it in sessionStorage
 * (a reload still works) and sign-out forgets it.
 */
export function getToken(): string | null {
  const fromAddress = takeAddressToken();
  return fromAddress || sessionToken() || localStorage.getItem('token');
}

function sessionToken(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(ADDRESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Reads `token` from the address, removes it from there and remembers it for this tab. */
export function takeAddressToken(): string | null {
  const token = queryParam('token');
  if (!token) return null;
  stripFromAddress('token');
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(ADDRESS_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode): the token is still used for this call.
  }
  return token;
}

/**
 * A token handed over in the route's path (/versionManagement/:token): kept for this tab only,
 * like an address token; the caller then replaces the address.
 */
export function adoptAddressToken(token: string) {
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(ADDRESS_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode): nothing is kept.
  }
}

function withoutParam(query: string, name: string): string {
  const params = new URLSearchParams(query);
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Rewrites the current history entry without the named parameter in the search or the hash. */
export function stripFromAddress(name: string) {
  const { pathname, search, hash } = window.location;
  const cleanSearch = withoutParam(search.replace(/^\?/, ''), name);
  const q = hash.indexOf('?');
  const cleanHash = q < 0 ? hash : hash.slice(0, q) + withoutParam(hash.slice(q + 1), name);
  if (cleanSearch === search && cleanHash === hash) return;
  window.history.replaceState(window.history.state, '', `${pathname}${cleanSearch}${cleanHash}`);
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

/** How the session was opened: single sign-on sessions sign out through the IdP as well. */
export type SignInVia = 'password' | 'sso' | 'directory';
const SIGN_IN_VIA_KEY = 'signInVia';

export function saveSession(token: string, user: StoredUser, via: SignInVia = 'password') {
  localStorage.setItem('token', token);
  localStorage.setItem(SIGN_IN_VIA_KEY, via);
  localStorage.setItem('userData', JSON.stringify(user));
  localStorage.setItem('username', user.name);
  localStorage.setItem('loginName', user.loginName);
}

/** Whether this browser's session came through single sign-on (cleared with the session). */
export function signedInWithSso(): boolean {
  return localStorage.getItem(SIGN_IN_VIA_KEY) === 'sso';
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
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(ADDRESS_TOKEN_KEY);
  } catch {
    // Nothing kept when storage is refused.
  }
  for (const [k, v] of keep) localStorage.setItem(k, v);
}
