import { and, asc, eq, min, notExists } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enterpriseMembers, enterprises, enterprisesOfUser } from '../enterprise';
import { projectMembers, projects } from './tables';

// A person invited into a project joins the project only, not the enterprise's staff (issue 19
// item 6). Sign-in, the header's enterprise and the project list still need an enterprise for
// them: the enterprise of the projects they belong to. These feed the accounts module's sources
// (modules/index.ts) in place of the staff-only lookups.

/** The user's staff enterprises first (in the order joined), then enterprises where they are only a project member (roleId null). */
export async function enterprisesOfUserOrProjects(db: DbOrTx, userId: string) {
  const staff = await enterprisesOfUser(db, userId);
  const viaProjects = await db
    .select({ id: enterprises.id, nameCn: enterprises.nameCn, nameEn: enterprises.nameEn, domain: enterprises.domain, first: min(projectMembers.joinedAt) })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(enterprises, eq(enterprises.id, projects.enterpriseId))
    .where(
      and(
        eq(projectMembers.userId, userId),
        notExists(
          db
            .select({ u: enterpriseMembers.userId })
            .from(enterpriseMembers)
            .where(and(eq(enterpriseMembers.enterpriseId, enterprises.id), eq(enterpriseMembers.userId, userId))),
        ),
      ),
    )
    .groupBy(enterprises.id)
    .orderBy(asc(min(projectMembers.joinedAt)));
  return [...staff, ...viaProjects.map((e) => ({ id: e.id, co_name_cn: e.nameCn, co_name_en: e.nameEn, co_domain: e.domain, roleId: null }))];
}

/** Staff of the enterprise, or a member of one of its projects: may open a session in it. */
export async function belongsToEnterprise(db: DbOrTx, enterpriseId: string, userId: string) {
  const [staff] = await db
    .select({ u: enterpriseMembers.userId })
    .from(enterpriseMembers)
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, userId)));
  if (staff) return true;
  const [member] = await db
    .select({ u: projectMembers.userId })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projects.enterpriseId, enterpriseId), eq(projectMembers.userId, userId)))
    .limit(1);
  return !!member;
}
