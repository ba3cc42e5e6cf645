import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { runMemberRemoved } from './member-hooks';
import { projectMembers, projects } from './tables';

// The projects module's part of removing a staff member from an enterprise (the staff module's
// StaffProjectLinks registry, filled in modules/index.ts).

/** The enterprise's projects the user is project manager (isAdmin) of, by name. */
export async function managedProjects(db: DbOrTx, enterpriseId: string, userId: string) {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projects.enterpriseId, enterpriseId), eq(projectMembers.userId, userId), eq(projectMembers.isAdmin, true)))
    .orderBy(projects.name);
}

/**
 * Takes the user out of every project of the enterprise (in the caller's transaction), with what
 * leaving a project takes along (the member-removed hooks: project organisations).
 */
export async function leaveEnterpriseProjects(tx: DbOrTx, enterpriseId: string, userId: string) {
  const own = tx.select({ id: projects.id }).from(projects).where(eq(projects.enterpriseId, enterpriseId));
  const left = await tx
    .delete(projectMembers)
    .where(and(eq(projectMembers.userId, userId), inArray(projectMembers.projectId, own)))
    .returning({ projectId: projectMembers.projectId });
  for (const m of left) await runMemberRemoved(tx, m.projectId, userId);
}
