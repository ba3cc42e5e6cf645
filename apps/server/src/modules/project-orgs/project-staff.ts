import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { users } from '../accounts';
import { enterpriseMembers } from '../enterprise';
import { changeMemberRole, projectFacts, projectMembers, projects, removeMember } from '../projects';
import { roles, type EnterpriseScope, type ProjectScope } from '../roles';
import { projectOrgMembers, projectOrgs } from './tables';
import { orgsOfMembers, setMemberOrgs } from './service';
import { describeOperation } from '../../db/operation';

// The platform's project-staff calls (/protected/platform/*; docs/project-organisations.md): an
// enterprise's staff managers place staff in its projects. Access is the enterprise's person
// grants (routes); the member rules are the projects module's (the admin role only by
// administrators and managers, never the last administrator, a project manager not removed).

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

/** The caller's facts in a project of the enterprise; another enterprise's project reads as unknown. */
export async function projectOfEnterprise(deps: Deps, actor: Actor, ent: EnterpriseScope, projectId: string): Promise<ProjectScope> {
  const scope = await projectFacts(deps.db, actor, projectId);
  if (!scope || scope.enterpriseId !== ent.enterpriseId) throw Errors.badInput('projectstaff.projectUnknown');
  return scope;
}

/** A staff member's projects in the enterprise, with their role and organisations there. */
export async function assignedProjects(deps: Deps, ent: EnterpriseScope, userId: string) {
  const [staff] = await deps.db
    .select({ id: enterpriseMembers.userId })
    .from(enterpriseMembers)
    .where(and(eq(enterpriseMembers.enterpriseId, ent.enterpriseId), eq(enterpriseMembers.userId, userId)));
  if (!staff) throw Errors.badInput('projectstaff.notStaff');
  const rows = await deps.db
    .select({
      projectId: projects.id,
      name: projects.name,
      status: projects.status,
      roleId: projectMembers.roleId,
      roleName: roles.name,
      isAdmin: projectMembers.isAdmin,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .leftJoin(roles, eq(roles.id, projectMembers.roleId))
    .where(and(eq(projectMembers.userId, userId), eq(projects.enterpriseId, ent.enterpriseId)))
    .orderBy(asc(projects.name), asc(projects.id));
  const orgs = rows.length
    ? await deps.db
        .select({ projectId: projectOrgMembers.projectId, id: projectOrgs.id, name: projectOrgs.name })
        .from(projectOrgMembers)
        .innerJoin(projectOrgs, eq(projectOrgs.id, projectOrgMembers.orgId))
        .where(eq(projectOrgMembers.userId, userId))
        .orderBy(asc(projectOrgs.name))
    : [];
  const byProject = new Map<string, { id: string; name: string }[]>();
  for (const o of orgs) byProject.set(o.projectId, [...(byProject.get(o.projectId) ?? []), { id: o.id, name: o.name }]);
  return rows.map((r) => ({ ...r, orgs: byProject.get(r.projectId) ?? [] }));
}

/** A project's members with role, organisations and isAdmin; search by name or login name, filter by organisation. */
export async function projectStaff(
  deps: Deps,
  scope: ProjectScope,
  q: { pageNum: number; pageSize: number; name?: string | null; projectOrgId?: string | null; userId?: string },
) {
  const where = and(
    eq(projectMembers.projectId, scope.projectId),
    q.userId ? eq(projectMembers.userId, q.userId) : undefined,
    q.name ? or(ilike(users.name, likeText(q.name)), ilike(users.loginName, likeText(q.name))) : undefined,
    q.projectOrgId
      ? inArray(
          projectMembers.userId,
          deps.db
            .select({ id: projectOrgMembers.userId })
            .from(projectOrgMembers)
            .where(and(eq(projectOrgMembers.orgId, q.projectOrgId), eq(projectOrgMembers.projectId, scope.projectId))),
        )
      : undefined,
  );
  const [{ total }] = await deps.db.select({ total: count() }).from(projectMembers).innerJoin(users, eq(users.id, projectMembers.userId)).where(where);
  const rows = await deps.db
    .select({ m: projectMembers, u: users, roleName: roles.name })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .leftJoin(roles, eq(roles.id, projectMembers.roleId))
    .where(where)
    .orderBy(asc(projectMembers.joinedAt), asc(users.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const orgs = await orgsOfMembers(
    deps.db,
    scope.projectId,
    rows.map((r) => r.u.id),
  );
  const list = rows.map((r) => ({
    userId: r.u.id,
    _id: r.u.id,
    name: r.u.name,
    loginName: r.u.loginName,
    email: r.u.email,
    roleId: r.m.roleId,
    roleName: r.roleName,
    isAdmin: r.m.isAdmin,
    isInvalid: r.u.isInvalid,
    orgs: orgs.get(r.u.id) ?? [],
    joinTime: r.m.joinedAt.toISOString(),
  }));
  return { list, total };
}

/** Changes a member's role and/or organisations in one transaction. */
export async function updateProjectStaff(deps: Deps, scope: ProjectScope, v: { userId: string; roleId?: string | null; orgIds?: string[] }) {
  await deps.db.transaction(async (tx) => {
    const [m] = await tx
      .select({ id: projectMembers.userId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, scope.projectId), eq(projectMembers.userId, v.userId)));
    if (!m) throw Errors.badInput('projectstaff.notMember');
    // The member (changeMemberRole adds the role's before/after to the same target).
    describeOperation({ targetId: v.userId, ...(v.orgIds ? { after: { orgIds: v.orgIds } } : {}) });
    if (v.roleId) await changeMemberRole(tx, scope, v.userId, v.roleId);
    if (v.orgIds) await setMemberOrgs(tx, scope.projectId, v.userId, v.orgIds);
  });
  const { list } = await projectStaff(deps, scope, { pageNum: 1, pageSize: 1, userId: v.userId });
  return list[0];
}

export async function removeProjectUser(deps: Deps, scope: ProjectScope, userId: string) {
  const [m] = await deps.db
    .select({ id: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, scope.projectId), eq(projectMembers.userId, userId)));
  if (!m) throw Errors.badInput('projectstaff.notMember');
  await removeMember(deps, scope, userId);
  return { userId };
}
