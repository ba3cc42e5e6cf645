import { isIP } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { Client, InvalidCredentialsError, ResultCodeError, SizeLimitExceededError, type Entry } from 'ldapts';
import type { DirectoryTestStep } from '@trestle/shared/directory-responses';
import type { GroupMapping } from './tables';

// The conversation with an enterprise's directory (docs/directory.md "Directory sign-in"): one
// connection per sign-in or test, encrypted before any password goes over it (ldaps://, or
// StartTLS on ldap://), the service account's bind, the user search, the groups, the user's bind.
// Every failure becomes a DirectoryFailure naming the step and what went wrong, never a raw error.

/** What a conversation needs of the settings, with the service password unsealed. */
export interface DirectoryTarget {
  url: string;
  startTls: boolean;
  caCert: string | null;
  bindDn: string;
  bindPassword: string;
  userBaseDn: string;
  userFilter: string;
  attrEmail: string;
  attrName: string;
  attrDepartment: string | null;
  groupMappings: GroupMapping[];
  timeoutMs: number;
}

export type FailureKind = 'unreachable' | 'timeout' | 'tls' | 'credentials' | 'refused';

export class DirectoryFailure extends Error {
  constructor(
    readonly step: DirectoryTestStep,
    readonly kind: FailureKind,
    readonly detail: string,
  ) {
    super(`directory ${step} failed (${kind}): ${detail}`);
    this.name = 'DirectoryFailure';
  }
}

/** A user entry as sign-in reads it. */
export interface DirectoryUser {
  dn: string;
  email: string | null;
  name: string | null;
  department: string | null;
  /** memberOf values and the mapped groups that list the user as a member. */
  groups: string[];
}

/** RFC 4515: a typed value inside a filter cannot end the assertion or add wildcards. */
export const escapeFilterValue = (v: string) => v.replace(/[\\*()\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

/** The configured filter with {login} replaced by the escaped typed name. */
export const userFilterFor = (filter: string, login: string) => filter.split('{login}').join(escapeFilterValue(login));

const TLS_CODES = /CERT|SELF_SIGNED|UNABLE_TO|ERR_TLS|ERR_SSL|HOSTNAME|ALTNAME|EPROTO/;

/** Which kind of failure an error of the client or the socket is. */
export function classify(err: unknown): { kind: FailureKind; detail: string } {
  if (err instanceof InvalidCredentialsError) return { kind: 'credentials', detail: 'invalid credentials' };
  if (err instanceof ResultCodeError) return { kind: 'refused', detail: err.message };
  const e = err as { code?: unknown; message?: unknown };
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : String(err);
  if (/timeout|timed out/i.test(message) || code === 'ETIMEDOUT') return { kind: 'timeout', detail: code || message };
  if (TLS_CODES.test(code) || /certificate|ssl|tls/i.test(message)) return { kind: 'tls', detail: code || message };
  return { kind: 'unreachable', detail: code || message };
}

/** The host of an ldap(s):// address (without the brackets of an IPv6 literal). */
export function hostOf(url: string): string {
  const m = /^ldaps?:\/\/(\[([^\]]+)\]|[^:/]+)/i.exec(url);
  return m ? (m[2] ?? m[1]) : url;
}

function attrValues(entry: Entry, name: string): string[] {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === name.toLowerCase());
  if (!key || key === 'dn') return [];
  const v = entry[key];
  const list = Array.isArray(v) ? v : [v];
  return list.map((x) => (Buffer.isBuffer(x) ? x.toString('utf8') : String(x))).filter((x) => x.length > 0);
}
const first = (entry: Entry, name: string | null) => (name ? (attrValues(entry, name)[0] ?? null) : null);

/** DNs compare without regard to letter case and spaces around separators (good enough for group matching). */
export const sameDn = (a: string, b: string) => a.replace(/\s*([,=+])\s*/g, '$1').toLowerCase() === b.replace(/\s*([,=+])\s*/g, '$1').toLowerCase();

export class DirectorySession {
  private constructor(
    private readonly client: Client,
    private readonly target: DirectoryTarget,
  ) {}

  /** What each step did, in order, for the test call. */
  readonly done: { step: DirectoryTestStep; detail?: string }[] = [];

  private get secure() {
    return this.target.url.toLowerCase().startsWith('ldaps://');
  }

  /** TLS options: the enterprise's CA when given (else the system store), the host checked against the certificate. */
  private static tlsOptions(target: DirectoryTarget): ConnectionOptions {
    const host = hostOf(target.url);
    return {
      ...(target.caCert ? { ca: [target.caCert] } : {}),
      host,
      ...(isIP(host) ? {} : { servername: host }),
      minVersion: 'TLSv1.2',
      rejectUnauthorized: true,
    };
  }

  /**
   * Connects and, for ldap://, upgrades with StartTLS (a plain-text ldap:// without StartTLS is
   * refused: the settings cannot hold one). For ldaps:// the connection opens with the first
   * operation, the service bind.
   */
  static async open(target: DirectoryTarget): Promise<DirectorySession> {
    const tls = DirectorySession.tlsOptions(target);
    const secure = target.url.toLowerCase().startsWith('ldaps://');
    // tlsOptions only for ldaps://: given on ldap://, the client upgrades the socket itself and StartTLS then fails.
    const client = new Client({
      url: target.url,
      timeout: target.timeoutMs,
      connectTimeout: target.timeoutMs,
      strictDN: false,
      ...(secure ? { tlsOptions: tls } : {}),
    });
    const session = new DirectorySession(client, target);
    if (session.secure) return session;
    if (!target.startTls) throw new DirectoryFailure('starttls', 'tls', 'plain ldap:// without StartTLS is refused');
    try {
      await client.startTLS({ ...tls });
    } catch (err) {
      await session.close();
      const c = classify(err);
      // A refused or unreachable socket fails before the StartTLS request is even sent.
      if (c.kind === 'unreachable' || (c.kind === 'timeout' && !client.isConnected)) throw new DirectoryFailure('connect', c.kind, c.detail);
      session.done.push({ step: 'connect' });
      throw new DirectoryFailure('starttls', c.kind === 'refused' ? 'tls' : c.kind, c.detail);
    }
    session.done.push({ step: 'connect' }, { step: 'starttls' });
    return session;
  }

  /** Binds as the service account; for ldaps:// this is also the connection's start. */
  async bindService() {
    try {
      await this.client.bind(this.target.bindDn, this.target.bindPassword);
    } catch (err) {
      const c = classify(err);
      if (this.secure && !this.done.length && (c.kind === 'unreachable' || c.kind === 'tls' || c.kind === 'timeout')) {
        throw new DirectoryFailure('connect', c.kind, c.detail);
      }
      if (this.secure && !this.done.length) this.done.push({ step: 'connect' });
      throw new DirectoryFailure('bind', c.kind, c.detail);
    }
    if (this.secure && !this.done.length) this.done.push({ step: 'connect' });
    this.done.push({ step: 'bind' });
  }

  /** Entries matching the filter for the typed name: at most 2 are asked for (sign-in needs exactly one). */
  async findUsers(login: string): Promise<Entry[]> {
    const t = this.target;
    const attributes = [t.attrEmail, t.attrName, 'cn', 'memberOf', ...(t.attrDepartment ? [t.attrDepartment] : [])];
    try {
      const r = await this.client.search(t.userBaseDn, { scope: 'sub', filter: userFilterFor(t.userFilter, login), attributes, sizeLimit: 2 });
      return r.searchEntries;
    } catch (err) {
      // More than the two asked for: as ambiguous as two.
      if (err instanceof SizeLimitExceededError) return [{ dn: '' }, { dn: '' }];
      const c = classify(err);
      throw new DirectoryFailure('search', c.kind, c.detail);
    }
  }

  /** Whether the user search base can be read (the test call without a login name). */
  async readBase() {
    try {
      await this.client.search(this.target.userBaseDn, { scope: 'base', filter: '(objectClass=*)', attributes: ['1.1'] });
    } catch (err) {
      const c = classify(err);
      throw new DirectoryFailure('search', c.kind, c.detail);
    }
  }

  /**
   * The user's profile: e-mail, name (attrName, then cn), department, and groups — the entry's
   * memberOf (AD; OpenLDAP with the memberof overlay) and each mapped group whose member or
   * uniqueMember lists the user (one base search per mapped group, so no group base is needed).
   */
  async profile(entry: Entry): Promise<DirectoryUser> {
    const t = this.target;
    const groups = attrValues(entry, 'memberOf');
    const dnValue = escapeFilterValue(entry.dn);
    for (const m of t.groupMappings) {
      if (groups.some((g) => sameDn(g, m.groupDn))) continue;
      try {
        const r = await this.client.search(m.groupDn, { scope: 'base', filter: `(|(member=${dnValue})(uniqueMember=${dnValue}))`, attributes: ['1.1'] });
        if (r.searchEntries.length) groups.push(m.groupDn);
      } catch (err) {
        // A mapped group that is gone or unreadable simply does not match; the directory being down is another matter.
        if (!(err instanceof ResultCodeError)) {
          const c = classify(err);
          throw new DirectoryFailure('search', c.kind, c.detail);
        }
      }
    }
    return {
      dn: entry.dn,
      email: first(entry, t.attrEmail)?.trim().toLowerCase() ?? null,
      name: first(entry, t.attrName) ?? first(entry, 'cn'),
      department: first(entry, t.attrDepartment),
      groups,
    };
  }

  /**
   * Whether `password` is the user's: a bind as their DN on this (encrypted) connection. An
   * empty password is refused before any bind: LDAP takes a bind with a DN and no password as an
   * unauthenticated bind, which succeeds.
   */
  async verifyUser(dn: string, password: string): Promise<boolean> {
    if (!password || !dn) return false;
    try {
      await this.client.bind(dn, password);
      return true;
    } catch (err) {
      const c = classify(err);
      if (c.kind === 'credentials') return false;
      throw new DirectoryFailure('bind', c.kind, c.detail);
    }
  }

  async close() {
    try {
      await this.client.unbind();
    } catch {
      // Already closed (a failed connect): nothing to release.
    }
  }
}

/** The enterprise role the first mapping whose group the user is in gives, or null. */
export function mappedRole(mappings: GroupMapping[], groups: string[]): string | null {
  return mappings.find((m) => groups.some((g) => sameDn(g, m.groupDn)))?.roleId ?? null;
}
