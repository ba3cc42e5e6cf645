import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enterpriseMembers, enterprises } from './tables';

/** Enterprises a user belongs to, in the order they joined. */
export async function enterprisesOfUser(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ e: enterprises, m: enterpriseMembers })
    .from(enterpriseMembers)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseMembers.enterpriseId))
    .where(eq(enterpriseMembers.userId, userId))
    .orderBy(asc(enterpriseMembers.sort), asc(enterpriseMembers.joinedAt));
  return rows.map((r) => ({ id: r.e.id, co_name_cn: r.e.nameCn, co_name_en: r.e.nameEn, co_domain: r.e.domain, roleId: r.m.roleId }));
}

export async function isEnterpriseMember(db: DbOrTx, enterpriseId: string, userId: string) {
  const [row] = await db.select({ u: enterpriseMembers.userId }).from(enterpriseMembers).where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, userId)));
  return !!row;
}

export async function addEnterpriseMember(db: DbOrTx, enterpriseId: string, userId: string, roleId: string | null) {
  await db.insert(enterpriseMembers).values({ enterpriseId, userId, roleId }).onConflictDoNothing();
}
