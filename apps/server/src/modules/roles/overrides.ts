import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permissionOverrides, rolePermissions } from './tables';

// The effective grants of one person: their role's grants with the permission matrix's
// overrides applied (docs/permission-matrix.md). Kept as an SQL fragment so the facts loaded
// before every call (projectFacts, enterpriseFacts) stay one statement.

/**
 * The departments a person belongs to, as an SQL subquery of department ids. The staff module
 * (above roles) owns department membership, so it is contributed by the composition root
 * (modules/index.ts); without it a person has no departments.
 */
type DepartmentsOf = (userId: string) => SQL;
let departmentsOf: DepartmentsOf | null = null;

export function registerDepartmentsOf(fn: DepartmentsOf) {
  departmentsOf = fn;
}

/**
 * The effective "module:action" keys as an SQL text array, for `userId` holding `roleId` (an SQL
 * expression, may be null) in a scope: enterprise-wide overrides when `projectId` is null, else
 * the project's. Per key: a user override decides; else the person's department overrides
 * (allow wins between departments); else the role's grant. enterprise:edit, which makes a person
 * with userLevel 0 an enterprise manager (policy.ts isEnterpriseManager), is the role's alone:
 * overrides of it are ignored here and refused when saved (docs/decisions.md, issue 19), so an
 * override can neither lock the managers out nor make a permission holder a manager.
 */
export function overrideGrantsSql(scope: { enterpriseId: SQL; projectId: SQL | null }, roleId: SQL, userId: string) {
  const o = permissionOverrides;
  const projectMatch = scope.projectId ? sql`${o.projectId} = ${scope.projectId}` : sql`${o.projectId} is null`;
  const inDepartments = departmentsOf ? sql`${o.subjectId} in (${departmentsOf(userId)})` : sql`false`;
  return sql`array(
    select g.k from (
      select k,
        bool_or(allowed) filter (where src = 'user') as by_user,
        bool_or(allowed) filter (where src = 'org') as by_org,
        bool_or(allowed) filter (where src = 'role') as by_role
      from (
        select ${rolePermissions.module} || ':' || ${rolePermissions.action} as k, 'role' as src, true as allowed
          from ${rolePermissions} where ${rolePermissions.roleId} = ${roleId} and ${rolePermissions.allowed}
        union all
        select ${o.module} || ':' || ${o.action}, ${o.subjectKind}, ${o.allowed}
          from ${o}
          where ${o.enterpriseId} = ${scope.enterpriseId} and ${projectMatch}
            and not (${o.module} = 'enterprise' and ${o.action} = 'edit')
            and ((${o.subjectKind} = 'user' and ${o.subjectId} = ${userId}) or (${o.subjectKind} = 'org' and ${inDepartments}))
      ) s group by k
    ) g where coalesce(g.by_user, g.by_org, g.by_role, false))`;
}

/**
 * Removes one subject's overrides, in the caller's transaction: when a member leaves a project
 * (projectId), or a person leaves the enterprise or a department is deleted (projectId omitted:
 * every scope of the enterprise), so that coming back later does not revive old overrides.
 */
export async function dropOverridesOf(tx: DbOrTx, subject: { enterpriseId: string; projectId?: string; kind: 'user' | 'org'; id: string }) {
  const o = permissionOverrides;
  await tx
    .delete(o)
    .where(
      and(
        eq(o.enterpriseId, subject.enterpriseId),
        subject.projectId ? eq(o.projectId, subject.projectId) : undefined,
        eq(o.subjectKind, subject.kind),
        eq(o.subjectId, subject.id),
      ),
    );
}
