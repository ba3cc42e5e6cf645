import { and, eq, isNull, ne, notInArray, or } from 'drizzle-orm';
import type { DirectoryLoginBody } from '@trestle/shared/directory-schemas';
import type { Deps } from '../../http/context';
import { AppError, ErrorCode, Errors } from '../../http/errors';
import { attemptSignIn, completeSignIn, findUserByLogin, getUser, signInNameKey } from '../accounts';
import { enterpriseMembers } from '../enterprise';
import { roles } from '../roles';
import { provisionStaff } from '../staff';
import { DirectoryFailure, DirectorySession, mappedRole, type DirectoryUser } from './ldap';
import { settingsRow, targetOf } from './settings';

// The directory sign-in (/public/user/directory-login; docs/directory.md "Signing in"): the
// service account finds exactly one entry for the typed name, a bind as that entry checks the
// typed password (counted by the accounts module's sign-in throttle), the person's staff account
// is found by e-mail or made just in time, the group mapping sets the enterprise role, and a
// session opens in the enterprise. The typed password is never stored.

/** The directory could not be asked: a 503 with a clear message; the cause goes to the request log. */
const unavailable = (cause: DirectoryFailure) => Object.assign(new AppError(503, 503, 'directory.unavailable'), { cause });

export async function directoryLogin(deps: Deps, input: DirectoryLoginBody, ip: string) {
  // An empty password would make the user bind an unauthenticated bind, which succeeds.
  if (!input.password) throw Errors.badInput('v.password.required');
  const row = await settingsRow(deps.db, input.enterpriseId);
  if (!row || !row.enabled) throw Errors.badInput('directory.notConfigured');
  const target = targetOf(deps.config, row);
  let session: DirectorySession | undefined;
  let person: DirectoryUser | null;
  let account: string;
  try {
    session = await DirectorySession.open(target);
    await session.bindService();
    const found = await session.findUsers(input.loginName);
    // None or several: the same refusal as a wrong password, so names are not revealed.
    person = found.length === 1 ? await session.profile(found[0]) : null;
    // Counted like the password sign-in: per account when one has the entry's e-mail, else per
    // directory entry (any name the filter accepts for it counts alike), else per typed name.
    const known = person?.email ? await findUserByLogin(deps.db, person.email) : undefined;
    account = known?.id ?? `directory:${row.enterpriseId}:${person ? person.dn.toLowerCase() : signInNameKey(input.loginName)}`;
    const dn = person?.dn ?? '';
    const s = session;
    await attemptSignIn(deps, account, ip, () => (dn ? s.verifyUser(dn, input.password) : Promise.resolve(false)));
  } catch (err) {
    if (err instanceof DirectoryFailure) throw unavailable(err);
    throw err;
  } finally {
    await session?.close();
  }
  const who = person;
  if (!who) throw Errors.badInput('auth.badCredentials');
  if (!who.email) throw Errors.badInput('directory.noEmail');
  const mapped = mappedRole(row.groupMappings, who.groups);
  const result = await deps.db.transaction(async (tx) => {
    // A mapped role deleted since the settings were saved maps to nothing (the checks of save, again).
    const [usable] = mapped
      ? await tx
          .select({ id: roles.id })
          .from(roles)
          .where(
            and(
              eq(roles.id, mapped),
              eq(roles.enterpriseId, row.enterpriseId),
              isNull(roles.projectId),
              or(isNull(roles.builtIn), ne(roles.builtIn, 'enterprise_manager')),
            ),
          )
      : [];
    const roleId = usable?.id ?? null;
    const r = await provisionStaff(tx, deps, {
      enterpriseId: row.enterpriseId,
      email: who.email!,
      name: who.name ?? who.email!,
      departmentName: who.department,
      jit: { mode: row.jitMode, departmentId: row.jitDepartmentId, roleId: roleId ?? row.jitRoleId },
    });
    // The group mapping decides the enterprise role of each directory sign-in; no matching group
    // keeps the role, and an enterprise manager's role is never changed by the directory.
    if (r.kind === 'ok' && roleId) {
      const managerRoles = tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.enterpriseId, row.enterpriseId), eq(roles.builtIn, 'enterprise_manager')));
      await tx
        .update(enterpriseMembers)
        .set({ roleId })
        .where(
          and(
            eq(enterpriseMembers.enterpriseId, row.enterpriseId),
            eq(enterpriseMembers.userId, r.userId),
            or(isNull(enterpriseMembers.roleId), notInArray(enterpriseMembers.roleId, managerRoles)),
          ),
        );
    }
    return r;
  });
  if (result.kind === 'refused') {
    if (result.reason === 'invalidAccount') throw new AppError(403, ErrorCode.suspended, 'auth.accountInvalid');
    throw Errors.forbiddenKey('directory.noAccount');
  }
  const user = await getUser(deps.db, result.userId);
  if (user.isInvalid) throw new AppError(403, ErrorCode.suspended, 'auth.accountInvalid');
  return completeSignIn(deps, user, account, row.enterpriseId);
}
