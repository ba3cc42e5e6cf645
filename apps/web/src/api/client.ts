import { Modal } from 'antd';
import { normalizeLang } from '@trestle/shared';
import i18n from '../i18n';
import { clearSession, getStoredUser, getToken } from './session';

// The one HTTP client (CONVENTIONS 9): headers, the envelope and the error catalogue of
// spec 1 §8 live here and nowhere else.

export interface Envelope<T> {
  success: boolean;
  data: T;
  msg: string;
  errorCode: number;
  pageTotal?: number;
}

export interface PagedData<T> {
  list: T[];
  total: number;
  [extra: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly errorCode: number,
    readonly status: number,
    /** The envelope's data of a refusal: the facts the screen needs (an import's bad rows, the accounts sharing a name). */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** `silent`: a background call (the bell's count) whose failure nobody is told about. */
export interface RequestOptions {
  silent?: boolean;
  /** Extra headers of one call, e.g. a share visitor's `share` grant (spec 1 §6). */
  headers?: Record<string, string>;
}

const TIMEOUT_MS = 36e5;

function currentPath(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

function go(path: string) {
  window.location.hash = `#${path}`;
}

/** Sends to sign-in, keeping where the user was (or the mailed deep link) as redirectUrl. */
function toLogin() {
  const here = currentPath();
  if (here.startsWith('/login')) return;
  go(`/login?redirectUrl=${encodeURIComponent(here)}`);
}

/** The headers every call carries (language, enterprise, bearer token); uploads use them on XHR. */
export function headers(json: boolean): Record<string, string> {
  const lang = currentPath().startsWith('/pms') ? 'en' : normalizeLang(localStorage.getItem('lang') || i18n.language);
  const h: Record<string, string> = { 'Accept-Language': lang, enterpriseType: getStoredUser()?.enterpriseId ?? '' };
  const token = getToken();
  if (token) h.Authorization = `Bearer ${token}`;
  if (json) h['Content-Type'] = 'application/json';
  return h;
}

let alertOpen = false;
function networkAlert() {
  if (alertOpen) return;
  alertOpen = true;
  Modal.error({ title: i18n.t('common:error.networkTitle'), content: i18n.t('common:error.network'), onOk: () => (alertOpen = false) });
}

async function request<T>(method: string, path: string, body?: BodyInit, json = true, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(path, { method, headers: { ...headers(json && body !== undefined), ...opts.headers }, body, signal: ctrl.signal });
  } catch {
    if (!opts.silent) networkAlert();
    throw new ApiError(i18n.t('common:error.network'), 0, 0);
  } finally {
    clearTimeout(timer);
  }
  let env: Envelope<T> | null;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch {
    env = null;
  }
  const code = env?.errorCode;
  // A dead session is handled for every call; the rest only when someone is waiting.
  if (res.status === 401 && code !== 401) {
    clearSession();
    toLogin();
  } else if (res.status === 403 && (code === 4003 || code === 4004)) {
    clearSession();
    go('/login');
  } else if (opts.silent) {
    // Nothing to show for a background call.
  } else if (code === 401) {
    go('/401');
  } else if (code === 402) {
    go('/402');
  } else if (code === 403) {
    go('/login');
  } else if (res.status >= 500) {
    networkAlert();
  }
  if (!env || !env.success) {
    throw new ApiError(env?.msg || i18n.t('common:error.unknown'), code ?? res.status, res.status, env?.data ?? null);
  }
  return env;
}

const queryString = (query: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/**
 * A JSON call of any method: the input goes as the query (GET, DELETE; undefined values left
 * out) or as the body (POST, PUT). Resolves to the whole envelope; `callRoute` is built on it.
 */
export async function send<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, input: object, opts?: RequestOptions): Promise<Envelope<T>> {
  if (method === 'POST' || method === 'PUT') return request<T>(method, path, JSON.stringify(input), true, opts);
  const qs = queryString(input as Record<string, unknown>);
  return request<T>(method, qs ? `${path}?${qs}` : path, undefined, true, opts);
}

/** POST a JSON body; resolves to the envelope's data, rejects with ApiError (msg) on failure. */
export async function post<T = unknown>(path: string, body: object = {}, opts?: RequestOptions): Promise<T> {
  return (await request<T>('POST', path, JSON.stringify(body), true, opts)).data;
}

/** Like post, but resolves to the whole envelope (msg of a success, pageTotal). */
export async function postEnvelope<T = unknown>(path: string, body: object = {}, opts?: RequestOptions): Promise<Envelope<T>> {
  return request<T>('POST', path, JSON.stringify(body), true, opts);
}

/** PUT a JSON body (the task service's renames and reorders, spec 3 §7). */
export async function put<T = unknown>(path: string, body: object = {}, opts?: RequestOptions): Promise<T> {
  return (await request<T>('PUT', path, JSON.stringify(body), true, opts)).data;
}

/** GET with query parameters (undefined values are left out). */
export async function get<T = unknown>(path: string, query: Record<string, string | number | boolean | undefined> = {}, opts?: RequestOptions): Promise<T> {
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return (await request<T>('GET', qs ? `${path}?${qs}` : path, undefined, true, opts)).data;
}

/** DELETE with query parameters (undefined values are left out). */
export async function del<T = unknown>(path: string, query: Record<string, string | number | boolean | undefined> = {}, opts?: RequestOptions): Promise<T> {
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return (await request<T>('DELETE', qs ? `${path}?${qs}` : path, undefined, true, opts)).data;
}

/** POST multipart form data (uploads); the browser sets the boundary. */
export async function postForm<T = unknown>(path: string, form: FormData, opts?: RequestOptions): Promise<T> {
  return (await request<T>('POST', path, form, false, opts)).data;
}

/**
 * POST a JSON body to a call that answers bytes (an export): resolves to the blob and the file
 * name of its Content-Disposition; a refusal still comes as the JSON envelope (ApiError).
 */
export async function postForBlob(path: string, body: object): Promise<{ blob: Blob; name: string; headers: Headers }> {
  return blobAnswer(path, { method: 'POST', headers: headers(true), body: JSON.stringify(body) });
}

/** GET a file (a metadata document): like postForBlob without a body. */
export async function getForBlob(path: string): Promise<{ blob: Blob; name: string; headers: Headers }> {
  return blobAnswer(path, { method: 'GET', headers: headers(false) });
}

async function blobAnswer(path: string, init: RequestInit): Promise<{ blob: Blob; name: string; headers: Headers }> {
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    networkAlert();
    throw new ApiError(i18n.t('common:error.network'), 0, 0);
  }
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    const env = (await res.json()) as Envelope<unknown>;
    throw new ApiError(env.msg || i18n.t('common:error.unknown'), env.errorCode ?? res.status, res.status, env.data ?? null);
  }
  if (!res.ok) throw new ApiError(i18n.t('common:error.unknown'), res.status, res.status);
  const cd = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(cd);
  const plain = /filename="([^"]+)"/i.exec(cd);
  const name = star ? decodeURIComponent(star[1]) : plain ? plain[1] : 'download';
  return { blob: await res.blob(), name, headers: res.headers };
}

/** Sign-out: tell the server (the token dies there), then clear storage but the survivors. */
export async function signOut() {
  try {
    await request('POST', '/protected/user/logout', '{}');
  } catch {
    // The session is cleared locally whatever the server said.
  }
  clearSession();
}

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : i18n.t('common:error.unknown');
}
