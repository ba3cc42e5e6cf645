import { X509Certificate } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DirectorySaveBody, DirectorySettingsInput } from '@trestle/shared/directory-schemas';
import type { DirectorySettings } from '@trestle/shared/directory-responses';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { describeOperation } from '../../db/operation';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { seal, unseal } from '../../secrets/sealed';
import { roles } from '../roles';
import { departments } from '../staff';
import type { DirectoryTarget } from './ldap';
import { directorySettings } from './tables';

// An enterprise's directory settings (docs/directory.md "Calls"): read without the service
// password, saved whole in one transaction after the checks that need the database, deleted.

export type SettingsRow = typeof directorySettings.$inferSelect;

export async function settingsRow(db: DbOrTx, enterpriseId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(directorySettings).where(eq(directorySettings.enterpriseId, enterpriseId));
  return row;
}

/** The settings as answered: the service password never, only whether one is kept. */
export function presentSettings(row: SettingsRow): DirectorySettings {
  return {
    enterpriseId: row.enterpriseId,
    url: row.url,
    startTls: row.startTls,
    caCert: row.caCert,
    bindDn: row.bindDn,
    hasBindPassword: row.bindPassword.length > 0,
    userBaseDn: row.userBaseDn,
    userFilter: row.userFilter,
    attrEmail: row.attrEmail,
    attrName: row.attrName,
    attrDepartment: row.attrDepartment,
    groupMappings: row.groupMappings,
    jitMode: row.jitMode,
    jitDepartmentId: row.jitDepartmentId,
    jitRoleId: row.jitRoleId,
    enabled: row.enabled,
    timeoutMs: row.timeoutMs,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** Whether the enterprise's sign-in page offers the directory form (sso's login-options registry). */
export async function directoryOffered(db: DbOrTx, enterpriseId: string): Promise<boolean> {
  const [row] = await db.select({ enabled: directorySettings.enabled }).from(directorySettings).where(eq(directorySettings.enterpriseId, enterpriseId));
  return row?.enabled ?? false;
}

export async function getSettings(db: DbOrTx, enterpriseId: string): Promise<DirectorySettings | null> {
  const row = await settingsRow(db, enterpriseId);
  return row ? presentSettings(row) : null;
}

/** The CA certificate must parse as X.509 (the form only checks the PEM markers). */
function assertCaCert(pem: string | null) {
  if (!pem) return;
  try {
    new X509Certificate(pem);
  } catch {
    throw Errors.badInput('directory.caCert');
  }
}

/** The mapped and JIT roles are this enterprise's enterprise roles; the JIT department is this enterprise's. */
async function assertOwnRolesAndDepartment(db: DbOrTx, enterpriseId: string, v: DirectorySettingsInput) {
  const roleIds = [...new Set([...v.groupMappings.map((m) => m.roleId), ...(v.jitRoleId ? [v.jitRoleId] : [])])];
  if (roleIds.length) {
    const own = await db
      .select({ id: roles.id, builtIn: roles.builtIn })
      .from(roles)
      .where(and(inArray(roles.id, roleIds), eq(roles.enterpriseId, enterpriseId), isNull(roles.projectId)));
    if (own.length !== roleIds.length) throw Errors.badInput('directory.roleUnknown');
    // Whoever edits the directory's groups would otherwise make enterprise managers.
    if (own.some((r) => r.builtIn === 'enterprise_manager')) throw Errors.badInput('directory.roleManager');
  }
  if (v.jitDepartmentId) {
    const [d] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, v.jitDepartmentId), eq(departments.enterpriseId, enterpriseId)));
    if (!d) throw Errors.badInput('directory.departmentUnknown');
  }
}

/** The settings' stored columns from the form (empty optional texts become null). */
function columnsOf(v: DirectorySettingsInput) {
  return {
    url: v.url,
    startTls: v.startTls,
    caCert: v.caCert || null,
    bindDn: v.bindDn,
    userBaseDn: v.userBaseDn,
    userFilter: v.userFilter,
    attrEmail: v.attrEmail,
    attrName: v.attrName,
    attrDepartment: v.attrDepartment || null,
    groupMappings: v.groupMappings,
    jitMode: v.jitMode,
    // Without JIT creation the department and role mean nothing; keep them only with it.
    jitDepartmentId: v.jitMode === 'create' ? (v.jitDepartmentId ?? null) : null,
    jitRoleId: v.jitMode === 'create' ? (v.jitRoleId ?? null) : null,
    enabled: v.enabled,
    timeoutMs: v.timeoutMs,
  };
}

/** The settings the operation log shows; the CA only as present, the password never (only whether it changed). */
const LOGGED = [
  'url',
  'startTls',
  'bindDn',
  'userBaseDn',
  'userFilter',
  'attrEmail',
  'attrName',
  'attrDepartment',
  'groupMappings',
  'jitMode',
  'jitDepartmentId',
  'jitRoleId',
  'enabled',
  'timeoutMs',
] as const;
const logged = (c: ReturnType<typeof columnsOf> | SettingsRow): Record<string, unknown> => ({
  ...Object.fromEntries(LOGGED.map((k) => [k, c[k]])),
  caCert: c.caCert ? 'PEM' : null,
});

export async function saveSettings(deps: Deps, actor: Actor, enterpriseId: string, input: DirectorySaveBody): Promise<DirectorySettings> {
  assertCaCert(input.caCert || null);
  return deps.db.transaction(async (tx) => {
    await assertOwnRolesAndDepartment(tx, enterpriseId, input);
    const before = await settingsRow(tx, enterpriseId);
    const columns = columnsOf(input);
    const newPassword = input.bindPassword !== undefined && input.bindPassword !== '';
    if (!newPassword && !before) throw Errors.badInput('directory.bindPasswordRequired');
    if (!newPassword && !passwordMayGoTo(before!, columns)) throw Errors.badInput('directory.bindPasswordAgain');
    const bindPassword = newPassword ? seal(deps.config, input.bindPassword!, enterpriseId) : before!.bindPassword;
    const values = { ...columns, bindPassword, updatedAt: deps.now(), updatedBy: actor.userId };
    const [row] = await tx
      .insert(directorySettings)
      .values({ enterpriseId, ...values })
      .onConflictDoUpdate({ target: directorySettings.enterpriseId, set: values })
      .returning();
    const b = before ? logged(before) : {};
    const a = logged(columns);
    // Named without "password": the log drops such fields whatever they hold (db/operation.ts).
    if (newPassword) {
      b.serviceCredentialChanged = false;
      a.serviceCredentialChanged = true;
    }
    describeOperation({ targetId: enterpriseId, targetName: 'directory settings', before: b, after: a });
    return presentSettings(row);
  });
}

export async function deleteSettings(deps: Deps, enterpriseId: string) {
  return deps.db.transaction(async (tx) => {
    const gone = await tx.delete(directorySettings).where(eq(directorySettings.enterpriseId, enterpriseId)).returning({ url: directorySettings.url });
    if (gone.length) describeOperation({ targetId: enterpriseId, targetName: 'directory settings', before: { url: gone[0].url }, after: {} });
    return { deleted: gone.length > 0 };
  });
}

/** A row's settings as a conversation needs them, with the service password unsealed. */
export function targetOf(config: Config, row: SettingsRow): DirectoryTarget {
  return { ...row, bindPassword: unseal(config, row.bindPassword, row.enterpriseId) };
}

/**
 * Whether the saved service password may be sent with these settings: only to the same directory
 * (address, bind DN and CA unchanged). Otherwise whoever may edit the settings could point them at
 * a server of their own and receive the write-only password; a changed target needs it typed again.
 */
export function passwordMayGoTo(saved: Pick<SettingsRow, 'url' | 'bindDn' | 'caCert'>, v: { url: string; bindDn: string; caCert: string | null }) {
  return saved.url.toLowerCase() === v.url.toLowerCase() && saved.bindDn === v.bindDn && (saved.caCert ?? null) === (v.caCert ?? null);
}

/** The form's unsaved settings as a target; an absent password means the saved one (for the same directory only). */
export function targetOfInput(config: Config, v: DirectorySettingsInput, saved: SettingsRow | undefined): DirectoryTarget {
  const c = columnsOf(v);
  if (v.bindPassword) return { ...c, bindPassword: v.bindPassword };
  if (!saved) throw Errors.badInput('directory.bindPasswordRequired');
  if (!passwordMayGoTo(saved, c)) throw Errors.badInput('directory.bindPasswordAgain');
  return { ...c, bindPassword: unseal(config, saved.bindPassword, saved.enterpriseId) };
}
