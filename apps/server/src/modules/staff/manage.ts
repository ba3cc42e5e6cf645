import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { translate, type Lang } from '@trestle/shared';
import type { StaffAddInput, StaffUpdateInput } from '@trestle/shared/staff-schemas';
import type { StaffRow } from '@trestle/shared/staff-responses';
import type { DbOrTx } from '../../db/client';
import type { Actor, Deps } from '../../http/context';
import { AppError, ErrorCode, Errors } from '../../http/errors';
import { appLink } from '../../mail/mailer';
import { createUser, findUserByLogin, issuePasswordCode, revokeUserSessions, users } from '../accounts';
import { addEnterpriseMember, enterpriseMembers, getEnterpriseRow } from '../enterprise';
import { builtInRoleId, dropOverridesOf, roles, type EnterpriseScope } from '../roles';
import { isManager } from './access';
import { assertDepartments } from './departments';
import { assertKeepsAManager } from './managers';
import { staffProjectLinks } from './project-links';
import { inOtherEnterprise, staffRow } from './staff';
import { departmentMembers, departments, staffProfiles } from './tables';
import { changedFields, describeOperation } from '../../db/operation';

// Adding, changing, invalidating and removing staff (docs/staff.md "Rules"). Each call is one
// transaction; mails go after the commit.

/** An enterprise role of this enterprise (not a project role), with its built-in mark. */
export async function enterpriseRole(db: DbOrTx, enterpriseId: string, roleId: string) {
  const [r] = await db
    .select({ id: roles.id, builtIn: roles.builtIn, projectId: roles.projectId })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.enterpriseId, enterpriseId)));
  if (!r || r.projectId) throw Errors.badInput('staff.roleUnknown');
  return r;
}

async function roleOfMember(db: DbOrTx, enterpriseId: string, userId: string) {
  const [m] = await db
    .select({ roleId: enterpriseMembers.roleId, builtIn: roles.builtIn })
    .from(enterpriseMembers)
    .leftJoin(roles, eq(roles.id, enterpriseMembers.roleId))
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, userId)));
  return m;
}

/** Puts the person in exactly these departments of the enterprise (others' stay untouched). */
export async function setDepartments(tx: DbOrTx, enterpriseId: string, userId: string, ids: string[]) {
  const own = tx.select({ id: departments.id }).from(departments).where(eq(departments.enterpriseId, enterpriseId));
  await tx
    .delete(departmentMembers)
    .where(
      and(
        eq(departmentMembers.userId, userId),
        inArray(departmentMembers.departmentId, own),
        ids.length ? notInArray(departmentMembers.departmentId, ids) : undefined,
      ),
    );
  if (ids.length) {
    await tx
      .insert(departmentMembers)
      .values(ids.map((departmentId) => ({ departmentId, userId })))
      .onConflictDoNothing();
  }
}

export async function setPost(tx: DbOrTx, enterpriseId: string, userId: string, post: string | null) {
  await tx
    .insert(staffProfiles)
    .values({ enterpriseId, userId, post })
    .onConflictDoUpdate({ target: [staffProfiles.enterpriseId, staffProfiles.userId], set: { post } });
}

/**
 * The account an add-staff names: by userId, by login name or e-mail, or (name only) the one
 * account of that name that is not staff yet; several: refused with their login names.
 */
async function existingAccount(tx: DbOrTx, enterpriseId: string, v: StaffAddInput) {
  if (v.userId) {
    const [u] = await tx.select().from(users).where(eq(users.id, v.userId));
    if (!u) throw Errors.notFound();
    return u;
  }
  for (const key of [v.loginName, v.email]) {
    if (!key) continue;
    const u = await findUserByLogin(tx, key);
    if (u) return u;
  }
  if (v.loginName || v.email) return null;
  const members = tx.select({ id: enterpriseMembers.userId }).from(enterpriseMembers).where(eq(enterpriseMembers.enterpriseId, enterpriseId));
  const named = await tx
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(and(sql`lower(${users.name}) = lower(${v.name})`, notInArray(users.id, members)))
    .orderBy(users.loginName)
    .limit(20);
  if (named.length === 0) throw Errors.badInput('staff.nicknameUnknown', { name: v.name });
  if (named.length > 1) {
    throw new AppError(
      409,
      ErrorCode.exists,
      'staff.nicknameDuplicate',
      { loginNames: named.map((n) => n.loginName).join(', ') },
      {
        candidates: named.map((n) => ({ userId: n.id, loginName: n.loginName })),
      },
    );
  }
  const [u] = await tx.select().from(users).where(eq(users.id, named[0].id));
  return u;
}

export interface AddedStaff {
  row: StaffRow;
  /** Set when a new account was made: the set-password mail goes out after the commit. */
  mail?: { to: string; name: string; loginName: string; code: string };
}

/** Adds one person in the caller's transaction (add-staff and each import row). */
export async function addStaffInTx(tx: DbOrTx, deps: Deps, scope: EnterpriseScope, v: StaffAddInput, lang: Lang): Promise<AddedStaff> {
  const enterpriseId = scope.enterpriseId;
  const depts = await assertDepartments(tx, enterpriseId, v.backUpOrgs ?? []);
  let roleId = await builtInRoleId(tx, { enterpriseId, projectId: null }, 'enterprise_staff');
  if (v.roleId && v.roleId !== roleId) {
    await enterpriseRole(tx, enterpriseId, v.roleId);
    if (!isManager(scope)) throw Errors.forbiddenKey('staff.managerOnly');
    roleId = v.roleId;
  }
  let user = await existingAccount(tx, enterpriseId, v);
  let mail: AddedStaff['mail'];
  if (!user) {
    if (!v.email) throw Errors.badInput('v.email.required');
    user = await createUser(tx, { loginName: v.loginName || v.email, name: v.name, email: v.email, lang });
    if (v.phone) await tx.update(users).set({ phone: v.phone }).where(eq(users.id, user.id));
    mail = { to: v.email, name: user.name, loginName: user.loginName, code: await issuePasswordCode(deps, tx, user.id) };
  }
  const [already] = await tx
    .select({ id: enterpriseMembers.userId })
    .from(enterpriseMembers)
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, user.id)));
  if (already) throw Errors.badInput('staff.already', { name: user.name });
  await addEnterpriseMember(tx, enterpriseId, user.id, roleId);
  await setPost(tx, enterpriseId, user.id, v.post);
  await setDepartments(tx, enterpriseId, user.id, depts);
  const row = (await staffRow(tx, enterpriseId, user.id))!;
  describeOperation({ targetId: user.id, targetName: user.name, after: { ...logged(row), newAccount: !!mail } });
  return { row, mail };
}

/** The fields of a staff row the operation log shows (roles and departments by id). */
function logged(r: StaffRow) {
  return {
    name: r.name,
    email: r.email,
    phone: r.phone,
    post: r.post,
    isInvalid: r.isInvalid,
    roleId: r.role?.id ?? null,
    departments: r.departments.map((d) => d.id),
  };
}

/** The set-password mails of new accounts, after the commit. */
export async function sendStaffMails(deps: Deps, actor: Actor, enterpriseId: string, mails: AddedStaff['mail'][], lang: Lang) {
  const list = mails.filter((m): m is NonNullable<AddedStaff['mail']> => !!m);
  if (!list.length) return;
  const ent = await getEnterpriseRow(deps.db, enterpriseId);
  const enterprise = (lang === 'zh' ? ent?.nameCn : ent?.nameEn) || ent?.nameCn || '';
  for (const m of list) {
    const link = appLink(deps.config, `/setpassword/${m.code}`);
    await deps.mailer.send({
      to: m.to,
      subject: translate('mail.staff.subject', lang, { inviter: actor.name, enterprise }),
      text: translate('mail.staff.body', lang, { name: m.name, inviter: actor.name, enterprise, loginName: m.loginName, link }),
    });
  }
}

export async function addStaff(deps: Deps, actor: Actor, scope: EnterpriseScope, v: StaffAddInput, lang: Lang): Promise<StaffRow> {
  const added = await deps.db.transaction((tx) => addStaffInTx(tx, deps, scope, v, lang));
  await sendStaffMails(deps, actor, scope.enterpriseId, [added.mail], lang);
  return added.row;
}

/**
 * The target must be staff; an enterprise manager (by role) is changed by managers only;
 * account fields (name, e-mail, phone, state) only on an account that belongs to this
 * enterprise alone and is not system-created, unless a system manager asks.
 */
async function target(tx: DbOrTx, deps: Deps, actor: Actor, scope: EnterpriseScope, userId: string) {
  const row = await staffRow(tx, scope.enterpriseId, userId);
  if (!row) throw Errors.badInput('staff.unknown');
  const member = await roleOfMember(tx, scope.enterpriseId, userId);
  if (member?.builtIn === 'enterprise_manager' && !isManager(scope)) throw Errors.forbiddenKey('staff.managerOnly');
  const accountOwned =
    scope.isSystemManager ||
    (!row.isSystem && !deps.config.systemManagers.includes(row.loginName) && !(await inOtherEnterprise(tx, scope.enterpriseId, userId)));
  return { row, member, accountOwned, self: userId === actor.userId };
}

export async function updateStaff(deps: Deps, actor: Actor, scope: EnterpriseScope, v: StaffUpdateInput) {
  return deps.db.transaction(async (tx) => {
    const t = await target(tx, deps, actor, scope, v.userId);
    const state = v.isInvalid === undefined || v.isInvalid === t.row.isInvalid ? undefined : v.isInvalid;
    if (state === 1 && t.self) throw Errors.forbiddenKey('staff.self');
    if (state === 1 && t.row.isSystem) throw Errors.forbiddenKey('staff.systemAccountInvalid');
    const account: Partial<typeof users.$inferInsert> = {};
    if (v.name !== undefined && v.name !== t.row.name) account.name = v.name;
    if (v.email !== undefined && (v.email || null) !== t.row.email) account.email = v.email || null;
    if (v.phone !== undefined && (v.phone || null) !== t.row.phone) account.phone = v.phone || null;
    if (state !== undefined) account.isInvalid = state === 1;
    if (Object.keys(account).length && !t.accountOwned && !t.self) throw Errors.forbiddenKey('staff.accountShared');
    if (account.email) {
      const other = await findUserByLogin(tx, account.email);
      if (other && other.id !== v.userId) throw Errors.badInput('v.email.taken');
    }
    const roleChange = !!v.roleId && v.roleId !== t.member?.roleId;
    if (roleChange || state === 1) {
      // An enterprise keeps at least one valid manager (docs/staff.md "Rules").
      const stillManager = roleChange ? (await enterpriseRole(tx, scope.enterpriseId, v.roleId!)).builtIn === 'enterprise_manager' : true;
      if (t.member?.builtIn === 'enterprise_manager' && (state === 1 || !stillManager)) await assertKeepsAManager(tx, scope.enterpriseId, v.userId, t.row.name);
    }
    if (v.roleId && v.roleId !== t.member?.roleId) {
      await enterpriseRole(tx, scope.enterpriseId, v.roleId);
      if (t.self) throw Errors.forbiddenKey('staff.selfRole');
      if (!isManager(scope)) throw Errors.forbiddenKey('staff.managerOnly');
      await tx
        .update(enterpriseMembers)
        .set({ roleId: v.roleId })
        .where(and(eq(enterpriseMembers.enterpriseId, scope.enterpriseId), eq(enterpriseMembers.userId, v.userId)));
    }
    if (Object.keys(account).length) await tx.update(users).set(account).where(eq(users.id, v.userId));
    // The sessions end with the change: a request with an old token is refused at once.
    if (state === 1) await revokeUserSessions(tx, v.userId, deps.now());
    if (v.post !== undefined) await setPost(tx, scope.enterpriseId, v.userId, v.post);
    if (v.backUpOrgs !== undefined) await setDepartments(tx, scope.enterpriseId, v.userId, await assertDepartments(tx, scope.enterpriseId, v.backUpOrgs));
    const row = (await staffRow(tx, scope.enterpriseId, v.userId))!;
    describeOperation({ targetId: v.userId, targetName: row.name, ...changedFields(logged(t.row), logged(row)) });
    return { row, key: state === 1 ? ('staff.invalidated' as const) : state === 0 ? ('staff.startUsed' as const) : ('staff.saved' as const) };
  });
}

/** Removes a person from the enterprise: departments, post, membership and its projects. */
export async function deleteStaff(deps: Deps, actor: Actor, scope: EnterpriseScope, userId: string, lang: Lang) {
  return deps.db.transaction(async (tx) => {
    const t = await target(tx, deps, actor, scope, userId);
    if (t.self) throw Errors.forbiddenKey('staff.self');
    if (t.row.isSystem) throw Errors.forbiddenKey('staff.systemAccount');
    if (t.member?.builtIn === 'enterprise_manager') await assertKeepsAManager(tx, scope.enterpriseId, userId, t.row.name);
    describeOperation({ targetId: userId, targetName: t.row.name });
    const managed = await staffProjectLinks().managedProjects(tx, scope.enterpriseId, userId);
    if (managed.length) {
      const sep = lang === 'en' ? ', ' : '、';
      throw Errors.forbiddenKey('staff.projectManager', { name: t.row.name, projects: managed.map((p) => p.name).join(sep) });
    }
    await setDepartments(tx, scope.enterpriseId, userId, []);
    await tx.delete(staffProfiles).where(and(eq(staffProfiles.enterpriseId, scope.enterpriseId), eq(staffProfiles.userId, userId)));
    await staffProjectLinks().leaveProjects(tx, scope.enterpriseId, userId);
    // Their permission overrides (every scope of the enterprise) go too: coming back starts clean.
    await dropOverridesOf(tx, { enterpriseId: scope.enterpriseId, kind: 'user', id: userId });
    await tx.delete(enterpriseMembers).where(and(eq(enterpriseMembers.enterpriseId, scope.enterpriseId), eq(enterpriseMembers.userId, userId)));
    return { userId };
  });
}
