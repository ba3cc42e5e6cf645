import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects } from '../../test/factories';
import { startSlapd, SLAPD_PEOPLE, SLAPD_SERVICE, type Slapd } from '../../test/slapd';
import { roles } from '../roles/tables';
import { departments } from '../staff/tables';

// Shared set-up of the directory tests (not a test file itself): the demo enterprise with its
// manager, a plain staff member and an outsider; a real slapd on loopback (test/slapd.ts) and
// settings that point at it.

export const D = '/protected/directory';
export const LOGIN = '/public/user/directory-login';

export interface Kit {
  t: TestApp;
  ldap: Slapd;
  enterpriseId: string;
  emanager: string;
  member: string;
  outsider: string;
  post(url: string, body: object, token?: string | null): ReturnType<TestApp['post']>;
  /** Settings for the slapd over ldaps:// with its CA, overridable. */
  settings(over?: object): Record<string, unknown>;
  /** Saves settings (as the manager) and fails the test when refused. */
  save(over?: object): Promise<Record<string, unknown>>;
  roleId(builtIn: string): Promise<string>;
  deptId(name: string): Promise<string>;
  close(): Promise<void>;
}

export async function kit(opts: { env?: Record<string, string> } = {}): Promise<Kit> {
  const [t, ldap] = await Promise.all([createTestApp({ env: opts.env }), startSlapd()]);
  const db = t.deps.db;
  const enterpriseId = (await demoProjects(db)).harbour.enterpriseId;
  const emanager = await t.login('emanager');
  const outsider = await buildOutsider(t);
  const k: Kit = {
    t,
    ldap,
    enterpriseId,
    emanager,
    member: await t.login('member'),
    outsider: outsider.token,
    post: (url, body, token = emanager) => t.post(url, { enterpriseId, ...body }, token, 'en'),
    settings: (over = {}) => ({
      url: ldap.ldapsUrl,
      startTls: false,
      caCert: ldap.caPem,
      bindDn: SLAPD_SERVICE.dn,
      bindPassword: SLAPD_SERVICE.password,
      userBaseDn: SLAPD_PEOPLE,
      enabled: true,
      ...over,
    }),
    async save(over = {}) {
      const r = await k.post(`${D}/save-settings`, k.settings(over));
      if (!r.body.success) throw new Error(`save-settings refused: ${r.body.msg}`);
      return r.body.data;
    },
    async roleId(builtIn) {
      const all = await db.select().from(roles).where(eq(roles.enterpriseId, enterpriseId));
      const r = all.find((x) => x.builtIn === builtIn && !x.projectId);
      if (!r) throw new Error(`no enterprise role ${builtIn}`);
      return r.id;
    },
    async deptId(name) {
      const [d] = await db.select().from(departments).where(eq(departments.name, name));
      return d.id;
    },
    async close() {
      await Promise.all([t.close(), ldap.stop()]);
    },
  };
  return k;
}
