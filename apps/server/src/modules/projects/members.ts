import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { isKnownPermission, PROJECT_MODULES, translate, type Lang } from '@trestle/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { appLink } from '../../mail/mailer';
import { changedFields, describeOperation } from '../../db/operation';
import { adoptSessionEnterprise, createUser, findUserByLogin, getUser, issuePasswordCode, usersByIds } from '../accounts';
import { enterprises, enterpriseMembers } from '../enterprise';
import { projectFacts } from './facts';
import { runMemberRemoved } from './member-hooks';
import { builtInRoleId, dropOverridesOf, listRoles, setRolePermissions, type ProjectScope, rolePermissions, roles } from '../roles';

import { projectInvitations, projectMembers, projects } from './tables';

export async function listMembers(deps: Deps, projectId: string, pageNum: number, pageSize: number) {
  const [{ total }] = await deps.db.select({ total: count() }).from(projectMembers).where(eq(projectMembers.projectId, projectId));
  const rows = await deps.db
    .select({ m: projectMembers, roleName: roles.name })
    .from(projectMembers)
    .leftJoin(roles, eq(roles.id, projectMembers.roleId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(projectMembers.joinedAt)
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const people = await usersByIds(
    deps.db,
    rows.map((r) => r.m.userId),
  );
  const list = rows.map((r) => ({
    ...people.find((p) => p.id === r.m.userId),
    userId: r.m.userId,
    roleId: r.m.roleId,
    roleName: r.roleName,
    isAdmin: r.m.isAdmin,
    joinTime: r.m.joinedAt.toISOString(),
  }));
  return { list, total };
}

/** Members of a project holding module:action (admins hold everything). */
export async function usersWithPermission(deps: Deps, projectId: string, module: string, action: string) {
  const rows = await deps.db
    .selectDistinct({ id: projectMembers.userId })
    .from(projectMembers)
    .leftJoin(
      rolePermissions,
      and(
        eq(rolePermissions.roleId, projectMembers.roleId),
        eq(rolePermissions.module, module),
        eq(rolePermissions.action, action),
        eq(rolePermissions.allowed, true),
      ),
    )
    .where(and(eq(projectMembers.projectId, projectId), or(eq(projectMembers.isAdmin, true), isNotNull(rolePermissions.roleId))));
  return usersByIds(
    deps.db,
    rows.map((r) => r.id),
  );
}

/**
 * Only an administrator (or an enterprise or system manager) gives or takes the administrator
 * role: person:add / person:edit alone would let a member make themselves, or anyone, administrator.
 */
function needAdminForAdminRole(scope: ProjectScope) {
  if (!(scope.isProjectAdmin || scope.isEnterpriseManager || scope.isSystemManager)) throw Errors.forbiddenKey('project.adminRoleByAdmins');
}

/** The project's administrator role makes its holder an administrator (isAdmin), however they got it. */
async function isAdminRole(db: DbOrTx, roleId: string | null) {
  if (!roleId) return false;
  const [r] = await db.select({ builtIn: roles.builtIn }).from(roles).where(eq(roles.id, roleId));
  return r?.builtIn === 'project_admin';
}

/** The role a new member gets: the given project role, else the built-in member role. */
async function memberRole(deps: Deps, scope: ProjectScope, roleId?: string) {
  if (roleId) {
    const [r] = await deps.db
      .select({ id: roles.id, builtIn: roles.builtIn })
      .from(roles)
      .where(and(eq(roles.id, roleId), eq(roles.projectId, scope.projectId)));
    if (!r) throw Errors.badInput('err.fieldInvalid', { field: 'roleId' });
    if (r.builtIn === 'project_admin') needAdminForAdminRole(scope);
    return r.id;
  }
  return builtInRoleId(deps.db, { enterpriseId: scope.enterpriseId, projectId: scope.projectId }, 'project_member');
}

/** Adds users of the project's enterprise as members. */
export async function addMembers(deps: Deps, scope: ProjectScope, userIds: string[], roleId?: string) {
  const role = await memberRole(deps, scope, roleId);
  const isAdmin = await isAdminRole(deps.db, role);
  const inEnterprise = await deps.db
    .select({ id: enterpriseMembers.userId })
    .from(enterpriseMembers)
    .where(and(eq(enterpriseMembers.enterpriseId, scope.enterpriseId), inArray(enterpriseMembers.userId, userIds)));
  if (inEnterprise.length !== new Set(userIds).size) throw Errors.badInput('err.fieldInvalid', { field: 'userIds' });
  const names = await usersByIds(deps.db, [...new Set(userIds)]);
  for (const u of names) describeOperation({ targetId: u.id, targetName: u.name, after: { roleId: role } });
  await deps.db.transaction(async (tx) => {
    for (const id of new Set(userIds)) {
      await tx.insert(projectMembers).values({ projectId: scope.projectId, userId: id, roleId: role, isAdmin }).onConflictDoNothing();
    }
  });
  return { added: inEnterprise.length };
}

/**
 * Adds a staff member of the enterprise to several of its projects, each with a role of that
 * project (none: its member role), in one transaction (the platform's add-user-project). The
 * admin role follows the member rules: only given by administrators and managers. Projects the
 * person already belongs to are left as they are.
 */
export async function assignToProjects(deps: Deps, actor: Actor, enterpriseId: string, userId: string, items: { projectId: string; roleId?: string | null }[]) {
  const [staff] = await deps.db
    .select({ id: enterpriseMembers.userId })
    .from(enterpriseMembers)
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, userId)));
  if (!staff) throw Errors.badInput('projectstaff.notStaff');
  const planned: { projectId: string; roleId: string | null; isAdmin: boolean }[] = [];
  for (const item of items) {
    const scope = await projectFacts(deps.db, actor, item.projectId);
    if (!scope || scope.enterpriseId !== enterpriseId) throw Errors.badInput('projectstaff.projectUnknown');
    const roleId = await memberRole(deps, scope, item.roleId ?? undefined);
    planned.push({ projectId: item.projectId, roleId, isAdmin: await isAdminRole(deps.db, roleId) });
  }
  let added = 0;
  const [person] = await usersByIds(deps.db, [userId]);
  describeOperation({ targetId: userId, targetName: person?.name, after: { projects: planned.map((p) => p.projectId) } });
  await deps.db.transaction(async (tx) => {
    for (const p of planned) {
      const rows = await tx
        .insert(projectMembers)
        .values({ projectId: p.projectId, userId, roleId: p.roleId, isAdmin: p.isAdmin })
        .onConflictDoNothing()
        .returning({ id: projectMembers.userId });
      added += rows.length;
    }
  });
  return { added };
}

/**
 * Invites e-mail addresses: one invitation (and, for an unknown address, a new account with a
 * set-password code) per address in one transaction; the mails go out after it commits.
 */
export async function inviteByEmail(deps: Deps, actor: Actor, scope: ProjectScope, emails: string[], lang: Lang, roleId?: string) {
  const me = await getUser(deps.db, actor.userId);
  const unique = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (me.email && unique.includes(me.email.toLowerCase())) throw Errors.badInput('v.email.self');
  const role = await memberRole(deps, scope, roleId);
  const [project] = await deps.db.select().from(projects).where(eq(projects.id, scope.projectId));
  const outgoing: { to: string; code: string; setPasswordCode?: string }[] = [];
  await deps.db.transaction(async (tx) => {
    for (const email of unique) {
      let user = await findUserByLogin(tx, email);
      let setPasswordCode: string | undefined;
      if (!user) {
        // A new account belongs to no enterprise: joining makes it a member of this project only.
        user = await createUser(tx, { loginName: email, name: email.split('@')[0], email, lang });
        setPasswordCode = await issuePasswordCode(deps, tx, user.id);
      }
      if (user.id === actor.userId) throw Errors.badInput('v.email.self');
      const code = randomBytes(18).toString('base64url');
      await tx.insert(projectInvitations).values({ code, projectId: scope.projectId, email, roleId: role, invitedBy: actor.userId });
      // The person invited (the code is the invitation's secret and is not recorded).
      describeOperation({ targetId: user.id, targetName: user.name, after: { email, roleId: role, ...(setPasswordCode ? { newAccount: true } : {}) } });
      outgoing.push({ to: email, code, setPasswordCode });
    }
  });
  for (const m of outgoing) {
    const link = appLink(deps.config, `/join_project?code=${m.code}`);
    const extra = m.setPasswordCode ? translate('mail.invite.setPassword', lang, { link: appLink(deps.config, `/setpassword/${m.setPasswordCode}`) }) : '';
    await deps.mailer.send({
      to: m.to,
      subject: translate('mail.invite.subject', lang, { inviter: me.name, project: project.name }),
      text: translate('mail.invite.body', lang, { inviter: me.name, project: project.name, link, extra }),
    });
  }
  return { count: outgoing.length };
}

/** Finds a project by its join code or an open invitation code. */
async function findByCode(deps: Deps, code: string) {
  const [inv] = await deps.db
    .select()
    .from(projectInvitations)
    .where(and(eq(projectInvitations.code, code), isNull(projectInvitations.acceptedAt)));
  const projectId = inv?.projectId ?? (await deps.db.select({ id: projects.id }).from(projects).where(eq(projects.joinCode, code)))[0]?.id;
  if (!projectId) throw Errors.notFound();
  const [row] = await deps.db
    .select({ p: projects, nameCn: enterprises.nameCn, nameEn: enterprises.nameEn })
    .from(projects)
    .innerJoin(enterprises, eq(enterprises.id, projects.enterpriseId))
    .where(eq(projects.id, projectId));
  // The enterprise's own document area is for its staff: no code or invitation leads into it.
  if (row.p.kind !== 'project') throw Errors.notFound();
  return { invitation: inv, project: row.p, enterpriseName: row.nameEn || row.nameCn };
}

export async function queryProject(deps: Deps, code: string) {
  const { project, enterpriseName } = await findByCode(deps, code);
  return { projectId: project.id, name: project.name, nameEn: project.nameEn, enterpriseName };
}

/**
 * Joins a project with an invitation or join code, with the invitation's role (else the member
 * role). The person becomes a member of this project only, not enterprise staff (issue 19 item 6):
 * enterprise rights such as creating projects stay with the staff an enterprise manager adds.
 */
export async function joinProject(deps: Deps, actor: Actor, code: string) {
  const { invitation, project } = await findByCode(deps, code);
  const facts = await projectFacts(deps.db, actor, project.id);
  if (facts?.isProjectMember) throw Errors.badInput('project.alreadyMember');
  const role = invitation?.roleId ?? (await builtInRoleId(deps.db, { enterpriseId: project.enterpriseId, projectId: project.id }, 'project_member'));
  describeOperation({ targetId: project.id, targetName: project.name, after: { roleId: role } });
  await deps.db.transaction(async (tx) => {
    const isAdmin = await isAdminRole(tx, role);
    await tx.insert(projectMembers).values({ projectId: project.id, userId: actor.userId, roleId: role, isAdmin }).onConflictDoNothing();
    if (actor.sessionId) await adoptSessionEnterprise(tx, actor.sessionId, project.enterpriseId);
    if (invitation) {
      await tx.update(projectInvitations).set({ acceptedAt: deps.now(), acceptedBy: actor.userId }).where(eq(projectInvitations.code, invitation.code));
    }
  });
  return { projectId: project.id, name: project.name };
}

/** Changes the grants of one role of this project; enterprise roles are not touched here. */
export async function updateProjectRolePermission(
  deps: Deps,
  scope: ProjectScope,
  roleId: string,
  changes: { module: string; action: string; allowed: boolean }[],
) {
  const [r] = await deps.db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.projectId, scope.projectId)));
  if (!r) throw Errors.badInput('err.fieldInvalid', { field: 'roleId' });
  const unknown = changes.find((c) => !isKnownPermission(c.module, c.action) || !(PROJECT_MODULES as string[]).includes(c.module));
  if (unknown) throw Errors.badInput('err.fieldInvalid', { field: `${unknown.module}:${unknown.action}` });
  await setRolePermissions(deps.db, roleId, changes);
  return (await listRoles(deps.db, scope.enterpriseId, scope.projectId)).find((x) => x.id === roleId);
}

async function memberOf(db: DbOrTx, projectId: string, userId: string) {
  const [m] = await db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  if (!m) throw Errors.notFound();
  return m;
}

/** Gives a member another role of this project; the admin role makes the member an administrator. */
export async function updateMemberRole(deps: Deps, scope: ProjectScope, userId: string, roleId: string) {
  await deps.db.transaction((tx) => changeMemberRole(tx, scope, userId, roleId));
}

/**
 * The role change of updateMemberRole inside the caller's transaction (the platform's
 * update-project-staff changes the organisations in the same one): only administrators give or
 * take the admin role, and the last administrator keeps it.
 */
export async function changeMemberRole(tx: DbOrTx, scope: ProjectScope, userId: string, roleId: string) {
  const m = await memberOf(tx, scope.projectId, userId);
  const [r] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.projectId, scope.projectId)));
  if (!r) throw Errors.badInput('err.fieldInvalid', { field: 'roleId' });
  const isAdmin = r.builtIn === 'project_admin';
  if (isAdmin || m.isAdmin) needAdminForAdminRole(scope);
  const [u] = await usersByIds(tx, [userId]);
  describeOperation({ targetId: userId, targetName: u?.name, ...changedFields({ roleId: m.roleId, isAdmin: m.isAdmin }, { roleId, isAdmin }) });
  if (!isAdmin) await assertAnotherAdmin(tx, scope.projectId, userId);
  await tx
    .update(projectMembers)
    .set({ roleId, isAdmin })
    .where(and(eq(projectMembers.projectId, scope.projectId), eq(projectMembers.userId, userId)));
}

/** A project manager cannot be removed (spec 3 §6); other members can. */
export async function removeMember(deps: Deps, scope: ProjectScope, userId: string) {
  const m = await memberOf(deps.db, scope.projectId, userId);
  if (m.isAdmin) throw Errors.badInput('project.adminCannotRemove');
  const [u] = await usersByIds(deps.db, [userId]);
  describeOperation({ targetId: userId, targetName: u?.name, before: { roleId: m.roleId } });
  // The member's overrides in this project go with the membership: rejoining starts from the role.
  await deps.db.transaction(async (tx) => {
    await tx.delete(projectMembers).where(and(eq(projectMembers.projectId, scope.projectId), eq(projectMembers.userId, userId)));
    await dropOverridesOf(tx, { enterpriseId: scope.enterpriseId, projectId: scope.projectId, kind: 'user', id: userId });
    await runMemberRemoved(tx, scope.projectId, userId);
  });
}

/** Refuses to take the administrator role from the last administrator of a project. */
async function assertAnotherAdmin(tx: DbOrTx, projectId: string, userId: string) {
  const admins = await tx
    .select({ id: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.isAdmin, true)));
  if (admins.length === 1 && admins[0].id === userId) throw Errors.badInput('project.lastAdmin');
}
