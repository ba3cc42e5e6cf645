import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { users } from '../accounts';
import { projectMembers } from '../projects';
import type { ProjectScope } from '../roles';
import { projectOrgMembers, projectOrgs } from './tables';
import { changedFields, describeOperation } from '../../db/operation';

// Project organisations (docs/project-organisations.md): the companies and teams of a project,
// each with a name unique in the project (whatever its case) and people who are project members.

type OrgRow = typeof projectOrgs.$inferSelect;
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

/** The people of these organisations, by organisation id, in name order. */
async function peopleOf(db: DbOrTx, orgIds: string[]) {
  const byOrg = new Map<string, { id: string; name: string; loginName: string }[]>();
  if (orgIds.length === 0) return byOrg;
  const rows = await db
    .select({ orgId: projectOrgMembers.orgId, id: users.id, name: users.name, loginName: users.loginName })
    .from(projectOrgMembers)
    .innerJoin(users, eq(users.id, projectOrgMembers.userId))
    .where(inArray(projectOrgMembers.orgId, orgIds))
    .orderBy(asc(users.name), asc(users.id));
  for (const r of rows) byOrg.set(r.orgId, [...(byOrg.get(r.orgId) ?? []), { id: r.id, name: r.name, loginName: r.loginName }]);
  return byOrg;
}

function present(o: OrgRow, members: { id: string; name: string; loginName: string }[]) {
  return {
    id: o.id,
    _id: o.id,
    projectId: o.projectId,
    name: o.name,
    remark: o.remark,
    members,
    memberCount: members.length,
    createTime: o.createdAt.toISOString(),
  };
}

async function presentOne(db: DbOrTx, o: OrgRow) {
  return present(o, (await peopleOf(db, [o.id])).get(o.id) ?? []);
}

/** The project's organisations, oldest first (the order they were set up), paged; optional name search. */
export async function listOrgs(deps: Deps, scope: ProjectScope, q: { pageNum: number; pageSize: number; name?: string | null }) {
  const where = and(eq(projectOrgs.projectId, scope.projectId), q.name ? ilike(projectOrgs.name, likeText(q.name)) : undefined);
  const [{ total }] = await deps.db.select({ total: count() }).from(projectOrgs).where(where);
  const rows = await deps.db
    .select()
    .from(projectOrgs)
    .where(where)
    .orderBy(asc(projectOrgs.createdAt), asc(projectOrgs.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const people = await peopleOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => present(r, people.get(r.id) ?? [])), total };
}

export async function loadOrg(db: DbOrTx, projectId: string, id: string) {
  const [o] = await db
    .select()
    .from(projectOrgs)
    .where(and(eq(projectOrgs.id, id), eq(projectOrgs.projectId, projectId)));
  if (!o) throw Errors.badInput('projectorg.unknown');
  return o;
}

async function assertNameFree(db: DbOrTx, projectId: string, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: projectOrgs.id })
    .from(projectOrgs)
    .where(and(eq(projectOrgs.projectId, projectId), sql`lower(${projectOrgs.name}) = lower(${name})`, exceptId ? ne(projectOrgs.id, exceptId) : undefined));
  if (clash) throw Errors.badInput('projectorg.exists', { name });
}

/** Every id must be a member of the project. */
export async function assertMembers(db: DbOrTx, projectId: string, userIds: string[]) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return unique;
  const rows = await db
    .select({ id: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, unique)));
  if (rows.length !== unique.length) throw Errors.badInput('projectorg.notMember');
  return unique;
}

async function setPeople(tx: DbOrTx, org: OrgRow, userIds: string[]) {
  await tx.delete(projectOrgMembers).where(eq(projectOrgMembers.orgId, org.id));
  if (userIds.length) await tx.insert(projectOrgMembers).values(userIds.map((userId) => ({ orgId: org.id, projectId: org.projectId, userId })));
}

/** Two writers racing for one name: the unique index decides, the loser hears the same message. */
async function nameGuarded<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
      if ((c as { code?: unknown }).code === '23505' && name !== undefined) throw Errors.badInput('projectorg.exists', { name });
    }
    throw e;
  }
}

export async function addOrg(deps: Deps, scope: ProjectScope, v: { name: string; remark?: string | null; userIds?: string[] }) {
  return nameGuarded(v.name, () => addOrgTx(deps, scope, v));
}

async function addOrgTx(deps: Deps, scope: ProjectScope, v: { name: string; remark?: string | null; userIds?: string[] }) {
  return deps.db.transaction(async (tx) => {
    await assertNameFree(tx, scope.projectId, v.name);
    const people = await assertMembers(tx, scope.projectId, v.userIds ?? []);
    const now = deps.now();
    const [org] = await tx
      .insert(projectOrgs)
      .values({
        id: randomUUID(),
        projectId: scope.projectId,
        name: v.name,
        remark: v.remark || null,
        createdBy: scope.actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await setPeople(tx, org, people);
    describeOperation({ targetId: org.id, targetName: org.name, after: { userIds: people } });
    return presentOne(tx, org);
  });
}

/** Renames, changes the remark, and (with userIds) replaces the people; omitted fields stay. */
export async function updateOrg(deps: Deps, scope: ProjectScope, v: { id: string; name?: string; remark?: string | null; userIds?: string[] }) {
  return nameGuarded(v.name, () => updateOrgTx(deps, scope, v));
}

async function updateOrgTx(deps: Deps, scope: ProjectScope, v: { id: string; name?: string; remark?: string | null; userIds?: string[] }) {
  return deps.db.transaction(async (tx) => {
    const org = await loadOrg(tx, scope.projectId, v.id);
    if (v.name !== undefined) await assertNameFree(tx, scope.projectId, v.name, org.id);
    const people = v.userIds ? await assertMembers(tx, scope.projectId, v.userIds) : null;
    const [updated] = await tx
      .update(projectOrgs)
      .set({
        name: v.name ?? org.name,
        remark: v.remark === undefined ? org.remark : v.remark || null,
        updatedAt: deps.now(),
      })
      .where(eq(projectOrgs.id, org.id))
      .returning();
    if (people) await setPeople(tx, updated, people);
    describeOperation({ targetId: org.id, targetName: updated.name, ...changedFields(org, { name: updated.name, remark: updated.remark }) });
    return presentOne(tx, updated);
  });
}

/** Deletes an organisation without people (spec 3 §6: an organisation with people cannot be deleted). */
export async function deleteOrg(deps: Deps, scope: ProjectScope, id: string) {
  return deps.db.transaction(async (tx) => {
    const org = await loadOrg(tx, scope.projectId, id);
    // Locks the organisation so nobody is assigned to it between the check and the delete.
    await tx.execute(sql`select 1 from ${projectOrgs} where ${projectOrgs.id} = ${org.id} for update`);
    const [{ n }] = await tx.select({ n: count() }).from(projectOrgMembers).where(eq(projectOrgMembers.orgId, org.id));
    if (n > 0) throw Errors.badInput('projectorg.hasPeople');
    describeOperation({ targetId: org.id, targetName: org.name });
    await tx.delete(projectOrgs).where(eq(projectOrgs.id, org.id));
    return { id: org.id };
  });
}

/** The organisations of members of a project, by user id (the staff lists show them). */
export async function orgsOfMembers(db: DbOrTx, projectId: string, userIds: string[]) {
  const byUser = new Map<string, { id: string; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: projectOrgMembers.userId, id: projectOrgs.id, name: projectOrgs.name })
    .from(projectOrgMembers)
    .innerJoin(projectOrgs, eq(projectOrgs.id, projectOrgMembers.orgId))
    .where(and(eq(projectOrgMembers.projectId, projectId), inArray(projectOrgMembers.userId, userIds)))
    .orderBy(asc(projectOrgs.name));
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), { id: r.id, name: r.name }]);
  return byUser;
}

/** Replaces one member's organisations in a project (update-project-staff), in the caller's transaction. */
export async function setMemberOrgs(tx: DbOrTx, projectId: string, userId: string, orgIds: string[]) {
  const unique = [...new Set(orgIds)];
  if (unique.length) {
    const found = await tx
      .select({ id: projectOrgs.id })
      .from(projectOrgs)
      .where(and(eq(projectOrgs.projectId, projectId), inArray(projectOrgs.id, unique)));
    if (found.length !== unique.length) throw Errors.badInput('projectorg.unknown');
  }
  await tx.delete(projectOrgMembers).where(and(eq(projectOrgMembers.projectId, projectId), eq(projectOrgMembers.userId, userId)));
  if (unique.length) await tx.insert(projectOrgMembers).values(unique.map((orgId) => ({ orgId, projectId, userId })));
}

/** A member leaving the project leaves its organisations (projects' onMemberRemoved). */
export async function dropMemberOrgs(tx: DbOrTx, projectId: string, userId: string) {
  await tx.delete(projectOrgMembers).where(and(eq(projectOrgMembers.projectId, projectId), eq(projectOrgMembers.userId, userId)));
}
