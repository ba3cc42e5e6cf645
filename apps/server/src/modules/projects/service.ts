import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { createProjectBody, PermissionPair, projectListBody, updateProjectBody } from '@trestle/shared';
import type { Tx } from '../../db/client';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { enterpriseMembers } from '../enterprise';
import {
  enterpriseFacts,
  createProjectRoles,
  type ProjectScope,
  type EnterpriseScope,
  canInProject,
  canSeeProject,
  permissionKey,
  projectGrants,
  rolePermissions,
} from '../roles';
import { projectGroups, projectMembers, projects } from './tables';
import { projectFacts } from './facts';
import { seesAllProjects } from './visible';
import { presentGroup, presentProject } from './present';
import { cleared, patchOf } from '../../db/patch';
import { clearRecord, fieldsOfScopes, presentField, valueMatches, valuesOf, writeValues } from '../custom-fields';
import { resolveType, TYPE_SCOPE, typeScope } from './types';
import { changedFields, describeOperation } from '../../db/operation';

export * from './groups';
export * from './members';

/**
 * Ids of the users a caller may pick: the members of a project the caller can see, or the
 * members of the caller's current enterprise.
 */
export async function enterpriseMemberIds(deps: Deps, actor: Actor, projectId?: string): Promise<string[]> {
  if (projectId) {
    const facts = await projectFacts(deps.db, actor, projectId);
    if (!facts || !canSeeProject(facts)) throw Errors.noAccess();
    const rows = await deps.db.select({ id: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, projectId));
    return rows.map((r) => r.id);
  }
  if (!actor.enterpriseId) return [actor.userId];
  const rows = await deps.db.select({ id: enterpriseMembers.userId }).from(enterpriseMembers).where(eq(enterpriseMembers.enterpriseId, actor.enterpriseId));
  if (rows.some((r) => r.id === actor.userId) || actor.isSystemManager) return rows.map((r) => r.id);
  // Not staff (a person invited into projects): the people of their projects in this enterprise.
  const mine = deps.db
    .select({ id: projectMembers.projectId })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.userId, actor.userId), eq(projects.enterpriseId, actor.enterpriseId)));
  const people = await deps.db.selectDistinct({ id: projectMembers.userId }).from(projectMembers).where(inArray(projectMembers.projectId, mine));
  return people.length ? people.map((r) => r.id) : [actor.userId];
}

/** Projects of the session's enterprise that the caller may see, filtered and paged, newest first. */
export async function listProjects(deps: Deps, actor: Actor, q: z.infer<typeof projectListBody>) {
  const enterpriseId = actor.enterpriseId;
  if (!enterpriseId) return { list: [], total: 0, groups: [] };
  const ent = await enterpriseFacts(deps.db, actor, enterpriseId);
  const seesAll = seesAllProjects(ent);
  const memberOf = await deps.db
    .select({ id: projectMembers.projectId, isAdmin: projectMembers.isAdmin })
    .from(projectMembers)
    .where(eq(projectMembers.userId, actor.userId));
  const adminOf = new Set(memberOf.filter((m) => m.isAdmin).map((m) => m.id));
  const conds: SQL[] = [eq(projects.enterpriseId, enterpriseId), eq(projects.kind, 'project')];
  if (!seesAll) {
    if (memberOf.length === 0) return { list: [], total: 0, groups: await groupsWithCounts(deps, enterpriseId) };
    conds.push(
      inArray(
        projects.id,
        memberOf.map((m) => m.id),
      ),
    );
  }
  if (q.name) conds.push(ilike(projects.name, `%${q.name.replace(/[%_]/g, '\\$&')}%`));
  if (q.region) conds.push(ilike(projects.area, `%${q.region.replace(/[%_]/g, '\\$&')}%`));
  if (q.projectStatus) conds.push(eq(projects.status, q.projectStatus));
  if (q.groupId) conds.push(eq(projects.groupId, q.groupId));
  if (q.typeId) conds.push(eq(projects.typeId, q.typeId));
  const fieldValue = typeof q.fieldValue === 'string' ? q.fieldValue.trim() : q.fieldValue;
  if (q.fieldKey && fieldValue !== undefined && fieldValue !== null && fieldValue !== '') {
    if (!q.typeId) throw Errors.badInput('projectType.fieldFilterNeedsType');
    conds.push(await valueMatches(deps.db, typeScope(q.typeId), projects.id, q.fieldKey, fieldValue));
  }
  const start = parseDay(q.startTime, false);
  const end = parseDay(q.endTime, true);
  if (start) conds.push(gte(projects.createdAt, start));
  if (end) conds.push(lte(projects.createdAt, end));
  // One query for the page, its total and member counts; one for the groups.
  const rows = await deps.db
    .select({
      p: projects,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      members: sql<number>`(select count(*) from ${projectMembers} pm where pm.project_id = ${projects.id})`.mapWith(Number),
    })
    .from(projects)
    .where(and(...conds))
    .orderBy(desc(projects.createdAt))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const total = rows[0]?.total ?? (q.pageNum > 1 ? await countProjects(deps, and(...conds)) : 0);
  const groups = await groupsWithCounts(deps, enterpriseId);
  const values = await valuesOf(
    deps.db,
    TYPE_SCOPE,
    rows.map((r) => r.p.id),
  );
  const list = rows.map(({ p, members }) =>
    presentProject(p, {
      customFields: values.get(p.id) ?? {},
      groupName: groups.find((g) => g.id === p.groupId)?.name ?? null,
      isAdmin: adminOf.has(p.id) || ent.isEnterpriseManager || ent.isSystemManager,
      memberCount: members,
    }),
  );
  return { list, total, groups };
}

/** Total when the requested page lies past the end (the window count has no row to ride on). */
async function countProjects(deps: Deps, where: SQL | undefined) {
  const [{ n }] = await deps.db.select({ n: count() }).from(projects).where(where);
  return n;
}

/** 'YYYY-MM-DD' as the start (00:00:00) or end (23:59:59.999) of that day, UTC. */
function parseDay(v: string | null | undefined, endOfDay: boolean): Date | null {
  if (!v) return null;
  const d = new Date(`${v.slice(0, 10)}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

async function groupsWithCounts(deps: Deps, enterpriseId: string) {
  const rows = await deps.db
    .select({ g: projectGroups, n: sql<number>`count(${projects.id})`.mapWith(Number) })
    .from(projectGroups)
    .leftJoin(projects, eq(projects.groupId, projectGroups.id))
    .where(eq(projectGroups.enterpriseId, enterpriseId))
    .groupBy(projectGroups.id)
    .orderBy(projectGroups.name);
  return rows.map((r) => presentGroup(r.g, { projectCount: r.n }));
}

export async function getProjectRow(deps: Deps, projectId: string) {
  const [p] = await deps.db.select().from(projects).where(eq(projects.id, projectId));
  if (!p) throw Errors.notFound();
  return p;
}

export async function projectInfo(deps: Deps, scope: ProjectScope) {
  const p = await getProjectRow(deps, scope.projectId);
  const [{ n }] = await deps.db.select({ n: count() }).from(projectMembers).where(eq(projectMembers.projectId, p.id));
  const [group] = p.groupId ? await deps.db.select().from(projectGroups).where(eq(projectGroups.id, p.groupId)) : [];
  const isAdmin = scope.isProjectAdmin || scope.isEnterpriseManager || scope.isSystemManager;
  const values = await valuesOf(deps.db, TYPE_SCOPE, [p.id]);
  const typeFields = p.typeId ? ((await fieldsOfScopes(deps.db, TYPE_SCOPE, [p.typeId])).get(p.typeId) ?? []) : [];
  return {
    projectInfo: presentProject(p, {
      customFields: values.get(p.id) ?? {},
      typeFields: typeFields.map(presentField),
      isAdmin,
      permissions: projectGrants(scope),
      memberCount: n,
      group: group ? presentGroup(group) : null,
      joinCode: isAdmin ? p.joinCode : undefined,
      canDelete: canInProject(scope, 'project', 'delete'),
    }),
  };
}

async function assertGroupInEnterprise(deps: Deps, groupId: string | null | undefined, enterpriseId: string) {
  if (!groupId) return;
  const [g] = await deps.db
    .select({ id: projectGroups.id })
    .from(projectGroups)
    .where(and(eq(projectGroups.id, groupId), eq(projectGroups.enterpriseId, enterpriseId)));
  if (!g) throw Errors.badInput('err.fieldInvalid', { field: 'groupId' });
}

/** Creates a project with its built-in roles; the creator becomes its administrator. */
export async function createProject(deps: Deps, actor: Actor, ent: EnterpriseScope, v: z.infer<typeof createProjectBody>) {
  const enterpriseId = ent.enterpriseId;
  await assertGroupInEnterprise(deps, v.groupId, enterpriseId);
  const id = randomUUID();
  const { typeId: _typeId, type: _type, customFields, ...fields } = v;
  const { row, values } = await deps.db.transaction(async (tx) => {
    const t = await resolveType(tx, actor, enterpriseId, v);
    const [p] = await tx
      .insert(projects)
      .values({
        ...fields,
        type: t.name,
        typeId: t.id,
        groupId: v.groupId || null,
        id,
        enterpriseId,
        joinCode: randomBytes(6).toString('hex'),
        createdBy: actor.userId,
      })
      .returning();
    // The type's fields are checked here, so a required one left empty refuses the whole project.
    const values = await writeValues(tx, typeScope(t.id), id, customFields ?? {});
    const { adminRoleId } = await createProjectRoles(tx, enterpriseId, id);
    await tx.insert(projectMembers).values({ projectId: id, userId: actor.userId, roleId: adminRoleId, isAdmin: true });
    describeOperation({ targetId: id, targetName: p.name, after: { type: t.name, customFields: values } });
    return { row: p, values };
  });
  return presentProject(row, { isAdmin: true, memberCount: 1, customFields: values });
}

export async function updateProject(deps: Deps, actor: Actor, scope: ProjectScope, v: z.infer<typeof updateProjectBody>) {
  const { projectId, typeId: _typeId, type: _type, customFields, ...fields } = v;
  await assertGroupInEnterprise(deps, fields.groupId, scope.enterpriseId);
  // One transaction, so the operation log row with the edited fields commits with the edit.
  const { p, values } = await deps.db.transaction(async (tx) => {
    const [was] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
    const t = await resolveType(tx, actor, scope.enterpriseId, v);
    const patch = patchOf({ ...fields, groupId: cleared(fields.groupId), type: t.name, typeId: t.id });
    const [row] = await tx
      .update(projects)
      .set({ ...patch, updatedAt: deps.now() })
      .where(eq(projects.id, projectId))
      .returning();
    const held = (await valuesOf(tx, TYPE_SCOPE, [projectId])).get(projectId) ?? {};
    // Another type, or values sent: checked against the type's fields and replaced; else kept.
    const values = t.id !== was.typeId || customFields ? await writeValues(tx, typeScope(t.id), projectId, customFields ?? {}) : held;
    describeOperation({ targetId: projectId, targetName: row.name, ...changedFields({ ...was, customFields: held }, { ...patch, customFields: values }) });
    return { p: row, values };
  });
  return presentProject(p, { customFields: values });
}

/** What the other modules hold of a project (modules/project-data.ts, passed in by the route registration). */
export interface ProjectData {
  /** Deletes the modules' rows of the project inside the project's deletion transaction. */
  deleteInTx(tx: Tx, projectId: string, now: Date): Promise<void>;
  /** Clean-up outside the database once the deletion committed. */
  afterDelete(deps: Deps, projectId: string): Promise<void>;
}

/** Deletes the project once the caller has typed its name (trimmed, compared exactly). */
export async function deleteProject(deps: Deps, scope: ProjectScope, data: ProjectData, typedName: string) {
  const [p] = await deps.db.select({ name: projects.name, kind: projects.kind }).from(projects).where(eq(projects.id, scope.projectId));
  if (!p) throw Errors.notFound();
  if (p.kind !== 'project') throw Errors.badInput('project.enterpriseFilesNotDeleted');
  if (typedName.trim() !== p.name) throw Errors.badInput('project.deleteNameMismatch');
  describeOperation({ targetId: scope.projectId, targetName: p.name });
  // One transaction: the modules' rows, the roles, then the project (members and invitations by cascade).
  await deps.db.transaction(async (tx) => {
    await data.deleteInTx(tx, scope.projectId, deps.now());
    await clearRecord(tx, TYPE_SCOPE, scope.projectId);
    await tx.execute(sql`delete from roles where project_id = ${scope.projectId}`);
    await tx.delete(projects).where(eq(projects.id, scope.projectId));
  });
  await data.afterDelete(deps, scope.projectId);
}

export async function setPermissionMode(deps: Deps, scope: ProjectScope, mode: 'public' | 'default') {
  const [p] = await deps.db.select({ name: projects.name }).from(projects).where(eq(projects.id, scope.projectId));
  describeOperation({ targetId: scope.projectId, targetName: p?.name, ...changedFields({ permissionMode: scope.permissionMode }, { permissionMode: mode }) });
  await deps.db.update(projects).set({ permissionMode: mode, updatedAt: deps.now() }).where(eq(projects.id, scope.projectId));
}

/**
 * Apps whose screens this release has. A module adds its key when its screens land, so the
 * project home never offers a tile that leads nowhere.
 */
export const INSTALLED_APPS: ReadonlySet<string> = new Set([
  'dms',
  'cabinet',
  'task',
  'projecttask',
  'issue',
  'discuss',
  'approval',
  'iot',
  'log_statistics',
  'project_config',
]);

/** Apps of a project the caller may open (spec: project app list), among the installed ones. */
export function projectApps(scope: ProjectScope, installed: ReadonlySet<string> = INSTALLED_APPS) {
  const admin = scope.isSystemManager || scope.isEnterpriseManager || scope.isProjectAdmin;
  const has = (...[m, a]: PermissionPair) => admin || scope.permissions.has(permissionKey(m, a));
  const id = scope.projectId;
  const catalogue: { key: string; route: string; allowed: boolean }[] = [
    { key: 'dms', route: `/project-files?projectId=${id}`, allowed: has('dms', 'enter') },
    { key: 'cabinet', route: `/cabinet?projectId=${id}`, allowed: has('cabinet', 'allow') },
    { key: 'task', route: `/worktask/work/index?projectId=${id}`, allowed: has('task', 'enter') },
    { key: 'projecttask', route: `/projecttask?projectId=${id}`, allowed: has('task', 'enter') },
    { key: 'issue', route: `/issue?projectId=${id}`, allowed: has('issue', 'enter') },
    // Discussions are seen with issue:enter (docs/issues.md); meetings live in the issue app's tabs.
    { key: 'discuss', route: `/discuss/discussIndex?projectId=${id}`, allowed: has('issue', 'enter') },
    // Approvals have no permission module: members submit them and see those they are on (docs/approvals.md).
    { key: 'approval', route: `/document-approval?projectId=${id}`, allowed: admin || scope.isProjectMember },
    { key: 'digital_assets', route: `/digitalAssets/digital_assets/${id}`, allowed: has('digital_assets', 'enter') },
    { key: 'iot', route: `/iot?projectId=${id}`, allowed: has('iot', 'enter') },
    { key: 'timesheet', route: `/new_timesheet/index?projectId=${id}`, allowed: has('timesheet', 'person') },
    // Spec: the log statistics app shows only with project_log_statistics_allow.
    { key: 'log_statistics', route: `/operationLog/${id}`, allowed: scope.permissions.has(permissionKey('project', 'log_statistics_allow')) },
    { key: 'project_config', route: `/projectConfigration/${id}`, allowed: admin },
  ];
  return catalogue.filter((a) => a.allowed && installed.has(a.key)).map(({ key, route }) => ({ key, route }));
}

/** Projects of the session enterprise where the caller holds module:action. */
export async function projectsWithPermission(deps: Deps, actor: Actor, module: string, action: string) {
  if (!actor.enterpriseId) return [];
  const ent = await enterpriseFacts(deps.db, actor, actor.enterpriseId);
  const present = (p: { id: string; name: string; nameEn: string | null }) => ({ _id: p.id, id: p.id, name: p.name, nameEn: p.nameEn });
  const all = await deps.db.select().from(projects).where(eq(projects.enterpriseId, actor.enterpriseId)).orderBy(desc(projects.createdAt));
  if (ent.isSystemManager || ent.isEnterpriseManager) return all.map(present);
  const key = permissionKey(module, action);
  // Non-members who may view every project hold only project:enter there (policy.canInProject).
  if (key === 'project:enter' && ent.permissions.has(permissionKey('enterprise', 'view_all_projects'))) return all.map(present);
  const mine = await deps.db
    .select({ projectId: projectMembers.projectId, isAdmin: projectMembers.isAdmin, granted: rolePermissions.roleId })
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
    .where(eq(projectMembers.userId, actor.userId));
  const allowed = new Set(mine.filter((m) => m.isAdmin || m.granted || ent.permissions.has(key)).map((m) => m.projectId));
  return all.filter((p) => allowed.has(p.id)).map(present);
}
