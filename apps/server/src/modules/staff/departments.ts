import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { OrgName, OrgNode, OrgRow } from '@trestle/shared/staff-responses';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { enterpriseMembers } from '../enterprise';
import { dropOverridesOf } from '../roles';
import { departmentMembers, departments } from './tables';
import { changedFields, describeOperation } from '../../db/operation';

// The enterprise's organisation: a tree of departments (docs/staff.md "Organisation"). Staff
// counts count enterprise members only (a person removed from the enterprise leaves its
// departments in the same transaction, so the join is a guard, not the rule).

type Dept = typeof departments.$inferSelect;

async function allOf(db: DbOrTx, enterpriseId: string): Promise<Dept[]> {
  return db
    .select()
    .from(departments)
    .where(eq(departments.enterpriseId, enterpriseId))
    .orderBy(asc(departments.sort), asc(departments.name), asc(departments.id));
}

/** departmentId → the user ids in it (enterprise members only). */
async function peopleOf(db: DbOrTx, enterpriseId: string): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({ departmentId: departmentMembers.departmentId, userId: departmentMembers.userId })
    .from(departmentMembers)
    .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
    .innerJoin(enterpriseMembers, and(eq(enterpriseMembers.enterpriseId, departments.enterpriseId), eq(enterpriseMembers.userId, departmentMembers.userId)))
    .where(eq(departments.enterpriseId, enterpriseId));
  const map = new Map<string, Set<string>>();
  for (const r of rows) (map.get(r.departmentId) ?? map.set(r.departmentId, new Set()).get(r.departmentId)!).add(r.userId);
  return map;
}

const present = (d: Dept, staffCount: number): OrgRow => ({
  id: d.id,
  name: d.name,
  parentId: d.parentId,
  sort: d.sort,
  staffCount,
  createTime: d.createdAt.toISOString(),
});

/** The department ids of a subtree (the root included). */
export function subtreeIds(all: { id: string; parentId: string | null }[], rootId: string): Set<string> {
  const out = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of all) {
      if (d.parentId && out.has(d.parentId) && !out.has(d.id)) {
        out.add(d.id);
        grew = true;
      }
    }
  }
  return out;
}

/** get-org-structure, jm-get-org-structure, get-tree-orgs: the whole tree, siblings by sort then name. */
export async function orgTree(deps: Deps, enterpriseId: string): Promise<OrgNode[]> {
  const all = await allOf(deps.db, enterpriseId);
  const people = await peopleOf(deps.db, enterpriseId);
  const byParent = new Map<string | null, Dept[]>();
  const known = new Set(all.map((d) => d.id));
  for (const d of all) {
    // A parent outside the enterprise cannot happen through the calls; shown at the top if it did.
    const p = d.parentId && known.has(d.parentId) ? d.parentId : null;
    (byParent.get(p) ?? byParent.set(p, []).get(p)!).push(d);
  }
  const build = (parent: string | null, seen: Set<string>): OrgNode[] =>
    (byParent.get(parent) ?? [])
      .filter((d) => !seen.has(d.id))
      .map((d) => {
        const children = build(d.id, new Set([...seen, d.id]));
        const everyone = new Set(people.get(d.id) ?? []);
        const collect = (ns: OrgNode[]) => {
          for (const n of ns) {
            for (const u of people.get(n.id) ?? []) everyone.add(u);
            collect(n.children);
          }
        };
        collect(children);
        return { ...present(d, people.get(d.id)?.size ?? 0), totalCount: everyone.size, children };
      });
  return build(null, new Set());
}

/** The tree as a holder of project:permission may read it (access.ts orgTreeView): names and ids only. */
export function namesOnly(nodes: OrgNode[]): OrgName[] {
  return nodes.map((n) => ({ id: n.id, name: n.name, parentId: n.parentId, children: namesOnly(n.children) }));
}

/** get-orgs: flat, by name search and/or one level, paged. */
export async function orgList(deps: Deps, enterpriseId: string, q: { name?: string | null; parentId?: string | null; pageNum: number; pageSize: number }) {
  const conds = [eq(departments.enterpriseId, enterpriseId)];
  if (q.name) conds.push(ilike(departments.name, `%${q.name.replace(/[\\%_]/g, '\\$&')}%`));
  if (q.parentId !== undefined && q.parentId !== null) conds.push(q.parentId === '' ? isNull(departments.parentId) : eq(departments.parentId, q.parentId));
  const where = and(...conds);
  const [{ count }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(departments)
    .where(where);
  const rows = await deps.db
    .select()
    .from(departments)
    .where(where)
    .orderBy(asc(departments.sort), asc(departments.name), asc(departments.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const people = await peopleOf(deps.db, enterpriseId);
  return { list: rows.map((d) => present(d, people.get(d.id)?.size ?? 0)), total: count };
}

async function getDept(db: DbOrTx, enterpriseId: string, id: string, missing: 'org.unknown' | 'org.parentUnknown' = 'org.unknown'): Promise<Dept> {
  const [d] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.enterpriseId, enterpriseId)));
  if (!d) throw Errors.badInput(missing);
  return d;
}

/** Sibling names are unique (case-insensitive): pickers and the import find departments by name. */
async function assertFreeName(db: DbOrTx, enterpriseId: string, parentId: string | null, name: string, exceptId?: string) {
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.enterpriseId, enterpriseId),
        parentId ? eq(departments.parentId, parentId) : isNull(departments.parentId),
        sql`lower(${departments.name}) = lower(${name})`,
      ),
    );
  if (rows.some((r) => r.id !== exceptId)) throw Errors.badInput('org.exists', { name });
}

export async function addOrg(deps: Deps, enterpriseId: string, v: { name: string; parentId?: string | null; sort?: number }): Promise<OrgRow> {
  return deps.db.transaction(async (tx) => {
    const parentId = v.parentId || null;
    if (parentId) await getDept(tx, enterpriseId, parentId, 'org.parentUnknown');
    await assertFreeName(tx, enterpriseId, parentId, v.name);
    const [row] = await tx
      .insert(departments)
      .values({ id: randomUUID(), enterpriseId, parentId, name: v.name, sort: v.sort ?? 0, createdAt: deps.now() })
      .returning();
    describeOperation({ targetId: row.id, targetName: row.name, after: { parentId } });
    return present(row, 0);
  });
}

/** Renames and/or moves; a move under itself or one of its descendants is refused. */
export async function updateOrg(deps: Deps, enterpriseId: string, v: { id: string; name?: string; parentId?: string | null; sort?: number }): Promise<OrgRow> {
  return deps.db.transaction(async (tx) => {
    const d = await getDept(tx, enterpriseId, v.id);
    const parentId = v.parentId === undefined ? d.parentId : v.parentId || null;
    if (parentId && parentId !== d.parentId) {
      await getDept(tx, enterpriseId, parentId, 'org.parentUnknown');
      // Read the tree inside the transaction, after locking this enterprise's departments, so
      // two moves running at once cannot build a cycle between them.
      await tx.execute(sql`select id from ${departments} where ${departments.enterpriseId} = ${enterpriseId} for update`);
      if (subtreeIds(await allOf(tx, enterpriseId), d.id).has(parentId)) throw Errors.badInput('org.cycle');
    }
    if (parentId === d.id) throw Errors.badInput('org.cycle');
    const name = v.name ?? d.name;
    if (name !== d.name || parentId !== d.parentId) await assertFreeName(tx, enterpriseId, parentId, name, d.id);
    const [row] = await tx
      .update(departments)
      .set({ name, parentId, sort: v.sort ?? d.sort })
      .where(eq(departments.id, d.id))
      .returning();
    describeOperation({ targetId: d.id, targetName: name, ...changedFields(d, { name, parentId, sort: row.sort }) });
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(departmentMembers)
      .innerJoin(enterpriseMembers, and(eq(enterpriseMembers.userId, departmentMembers.userId), eq(enterpriseMembers.enterpriseId, enterpriseId)))
      .where(eq(departmentMembers.departmentId, d.id));
    return present(row, count);
  });
}

/** Deletes a department with its sub-departments; refused while any of them has people. */
export async function deleteOrg(deps: Deps, enterpriseId: string, id: string) {
  return deps.db.transaction(async (tx) => {
    const d = await getDept(tx, enterpriseId, id);
    await tx.execute(sql`select id from ${departments} where ${departments.enterpriseId} = ${enterpriseId} for update`);
    const doomed = [...subtreeIds(await allOf(tx, enterpriseId), id)];
    const [held] = await tx
      .select({ userId: departmentMembers.userId })
      .from(departmentMembers)
      .innerJoin(enterpriseMembers, and(eq(enterpriseMembers.userId, departmentMembers.userId), eq(enterpriseMembers.enterpriseId, enterpriseId)))
      .where(inArray(departmentMembers.departmentId, doomed))
      .limit(1);
    if (held) throw Errors.badInput('org.hasPeople');
    // The departments' permission overrides go with them (a reused id must not revive them).
    describeOperation({ targetId: d.id, targetName: d.name, after: { deletedDepartments: doomed.length } });
    for (const gone of doomed) await dropOverridesOf(tx, { enterpriseId, kind: 'org', id: gone });
    await tx.delete(departments).where(inArray(departments.id, doomed));
    return { id };
  });
}

/** Checks department ids belong to the enterprise (staff payloads' backUpOrgs). */
export async function assertDepartments(db: DbOrTx, enterpriseId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.enterpriseId, enterpriseId), inArray(departments.id, unique)))
    // Held until the caller's transaction ends: a delete-org running at the same time waits and
    // then sees the new member (refused), or deletes first and this finds the rows gone.
    .for('share');
  if (rows.length !== unique.length) throw Errors.badInput('org.unknown');
  return unique;
}

/** The department ids under the given ones (themselves included), for the staff filters. */
export async function withDescendants(db: DbOrTx, enterpriseId: string, ids: string[]): Promise<string[]> {
  const all = await allOf(db, enterpriseId);
  const out = new Set<string>();
  for (const id of ids) for (const d of subtreeIds(all, id)) out.add(d);
  return [...out];
}

/** Every department of the enterprise (id, name, parentId), for the import's name lookup. */
export async function departmentNames(db: DbOrTx, enterpriseId: string) {
  return (await allOf(db, enterpriseId)).map((d) => ({ id: d.id, name: d.name, parentId: d.parentId }));
}
