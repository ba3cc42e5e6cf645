import { and, eq, ne } from 'drizzle-orm';
import { translate, type Lang } from '@trestle/shared';
import type { ManagerChoice } from '@trestle/shared/platform-schemas';
import type { DbOrTx } from '../../db/client';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { describeOperation, setOperationEnterprise } from '../../db/operation';
import { closeTrial, findUserByLogin, getUser, users, type UserRow } from '../accounts';
import { enterpriseMembers, enterprises, getEnterpriseRow } from '../enterprise';
import { builtInRoleId, roles, type EnterpriseScope } from '../roles';
import { addStaffInTx, type AddedStaff, assertKeepsAManager, sendStaffMails } from '../staff';

// An enterprise's managers as the platform sees them (docs/platform.md "Managers"): the members
// holding the built-in manager role, their account at userLevel 0 (spec 1 §6: the enterprise
// manager is enterprise_edit and userLevel 0). Adding goes through the staff module's add, so a
// new account gets its set-password mail and a staff row like any other staff member.

const MANAGER = 'enterprise_manager';

/** The system manager acting in the enterprise, as the staff module's add expects its caller. */
const platformScope = (enterpriseId: string): EnterpriseScope => ({
  enterpriseId,
  isSystemManager: true,
  isEnterpriseMember: false,
  isEnterpriseManager: false,
  permissions: new Set(),
});

async function roleIdOf(tx: DbOrTx, enterpriseId: string, builtIn: string) {
  const id = await builtInRoleId(tx, { enterpriseId, projectId: null }, builtIn);
  if (!id) throw Errors.notFound();
  return id;
}

export async function listManagers(db: DbOrTx, enterpriseId: string) {
  const rows = await db
    .select({ id: users.id, name: users.name, loginName: users.loginName, email: users.email, isInvalid: users.isInvalid })
    .from(enterpriseMembers)
    .innerJoin(roles, eq(roles.id, enterpriseMembers.roleId))
    .innerJoin(users, eq(users.id, enterpriseMembers.userId))
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(roles.builtIn, MANAGER)))
    .orderBy(users.name, users.id);
  return rows;
}

/** The account a choice names, when it names one that exists (else a new one is to be made). */
async function chosenAccount(tx: DbOrTx, choice: ManagerChoice): Promise<UserRow | null> {
  if (choice.userId) return getUser(tx, choice.userId);
  for (const key of [choice.loginName, choice.email]) {
    const u = key ? await findUserByLogin(tx, key) : undefined;
    if (u) return u;
  }
  return null;
}

export interface AddedManager {
  user: UserRow;
  mail?: AddedStaff['mail'];
}

/**
 * Makes a person a manager of the enterprise in the caller's transaction: an existing member
 * moves to the manager role, an existing account joins as staff with it, a new account is made
 * (set-password mail after the commit). A trial user so added has converted.
 */
export async function addManagerInTx(tx: DbOrTx, deps: Deps, enterpriseId: string, choice: ManagerChoice, lang: Lang): Promise<AddedManager> {
  const managerRoleId = await roleIdOf(tx, enterpriseId, MANAGER);
  const post = translate('platform.managerPost', lang);
  const existing = await chosenAccount(tx, choice);
  let user: UserRow;
  let mail: AddedStaff['mail'];
  if (existing) {
    user = existing;
    const [m] = await tx
      .select({ roleId: enterpriseMembers.roleId })
      .from(enterpriseMembers)
      .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, user.id)));
    if (m?.roleId === managerRoleId) throw Errors.badInput('platform.alreadyManager', { name: user.name });
    if (m) {
      describeOperation({ targetId: user.id, targetName: user.name, before: { roleId: m.roleId }, after: { roleId: managerRoleId } });
      await tx
        .update(enterpriseMembers)
        .set({ roleId: managerRoleId })
        .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, user.id)));
    } else {
      await addStaffInTx(tx, deps, platformScope(enterpriseId), { userId: user.id, name: user.name, post, roleId: managerRoleId }, lang);
    }
    await closeTrial(tx, user.id, 'converted', enterpriseId, deps.now());
  } else {
    if (!choice.email) throw Errors.badInput('platform.managerRequired');
    if (!choice.name) throw Errors.badInput('platform.managerNameRequired');
    const added = await addStaffInTx(
      tx,
      deps,
      platformScope(enterpriseId),
      { name: choice.name, email: choice.email, loginName: choice.loginName ?? undefined, post, roleId: managerRoleId },
      lang,
    );
    user = await getUser(tx, added.row.userId);
    mail = added.mail;
  }
  if (user.userLevel !== 0) await tx.update(users).set({ userLevel: 0 }).where(eq(users.id, user.id));
  return { user, mail };
}

/**
 * Takes the manager role from a person (they stay staff). Refused for the last manager: the
 * enterprise row is locked while the managers are counted, so two removals at once cannot both
 * pass. Their account leaves userLevel 0 when they manage no other enterprise.
 */
export async function removeManagerInTx(tx: DbOrTx, deps: Deps, enterpriseId: string, userId: string) {
  await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, enterpriseId)).for('update');
  const user = await getUser(tx, userId);
  const managerRoleId = await roleIdOf(tx, enterpriseId, MANAGER);
  const [m] = await tx
    .select({ roleId: enterpriseMembers.roleId })
    .from(enterpriseMembers)
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, userId)));
  if (m?.roleId !== managerRoleId) throw Errors.badInput('platform.notManager', { name: user.name });
  await assertKeepsAManager(tx, enterpriseId, userId, user.name);
  const staffRoleId = await roleIdOf(tx, enterpriseId, 'enterprise_staff');
  describeOperation({ targetId: user.id, targetName: user.name, before: { roleId: managerRoleId }, after: { roleId: staffRoleId } });
  await tx
    .update(enterpriseMembers)
    .set({ roleId: staffRoleId })
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, userId)));
  const [other] = await tx
    .select({ e: enterpriseMembers.enterpriseId })
    .from(enterpriseMembers)
    .innerJoin(roles, eq(roles.id, enterpriseMembers.roleId))
    .where(and(eq(enterpriseMembers.userId, userId), ne(enterpriseMembers.enterpriseId, enterpriseId), eq(roles.builtIn, MANAGER)))
    .limit(1);
  if (!other && !deps.config.systemManagers.includes(user.loginName)) await tx.update(users).set({ userLevel: 1 }).where(eq(users.id, userId));
}

/** add-enterprise-manager: one transaction, the new account's mail after it. */
export async function addManager(deps: Deps, actor: Actor, enterpriseId: string, choice: ManagerChoice, lang: Lang) {
  setOperationEnterprise(enterpriseId);
  const added = await deps.db.transaction(async (tx) => {
    await getEnterpriseRow(tx, enterpriseId);
    return addManagerInTx(tx, deps, enterpriseId, choice, lang);
  });
  await sendStaffMails(deps, actor, enterpriseId, [added.mail], lang);
  const u = added.user;
  return { id: u.id, name: u.name, loginName: u.loginName, email: u.email, isInvalid: u.isInvalid, invited: !!added.mail };
}

/** remove-enterprise-manager: answers the managers left. */
export async function removeManager(deps: Deps, enterpriseId: string, userId: string) {
  setOperationEnterprise(enterpriseId);
  await deps.db.transaction(async (tx) => {
    await getEnterpriseRow(tx, enterpriseId);
    await removeManagerInTx(tx, deps, enterpriseId, userId);
  });
  return listManagers(deps.db, enterpriseId);
}
