import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { formatFileSize, type Lang } from '@trestle/shared';
import type { z } from 'zod';
import type { createEnterpriseBody, platformEnterpriseListBody, platformUpdateEnterpriseBody } from '@trestle/shared/platform-schemas';
import type { PlatformEnterprise } from '@trestle/shared/platform-responses';
import type { DbOrTx } from '../../db/client';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { changedFields, describeOperation, setOperationEnterprise } from '../../db/operation';
import { cleared, patchOf } from '../../db/patch';
import { revokeEnterpriseSessions, sessions } from '../accounts';
import { enterpriseMembers, enterprises, enterpriseStorageUsed, getEnterpriseRow } from '../enterprise';
import { projects } from '../projects';
import { createEnterpriseRoles } from '../roles';
import { sendStaffMails } from '../staff';
import { addManagerInTx, listManagers } from './managers';

// The platform's enterprises (docs/platform.md "Enterprises"): list with usage, create with a
// first manager, edit names and storage size, suspend and resume. System managers only.

type EnterpriseRow = typeof enterprises.$inferSelect;
const DAY_MS = 86_400_000;

/** Projects, staff and staff seen in the last 30 days of each enterprise, one statement each. */
async function countsOf(db: DbOrTx, ids: string[], now: Date) {
  const projectRows = await db
    .select({ id: projects.enterpriseId, n: count() })
    .from(projects)
    // The enterprise's own document area (kind enterprise_files) is no project.
    .where(and(inArray(projects.enterpriseId, ids), eq(projects.kind, 'project')))
    .groupBy(projects.enterpriseId);
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const staff = await db.execute(sql`
    select m.enterprise_id as id, count(*)::int as total,
      count(*) filter (where s.last_seen >= ${since}::timestamptz)::int as active
    from ${enterpriseMembers} m
    left join lateral (select max(${sessions.lastSeenAt}) as last_seen from ${sessions} where ${sessions.userId} = m.user_id) s on true
    where m.enterprise_id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})
    group by m.enterprise_id`);
  return { projectRows, staffRows: staff.rows as { id: string; total: number; active: number }[] };
}

async function present(db: DbOrTx, rows: EnterpriseRow[], now: Date): Promise<PlatformEnterprise[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const { projectRows, staffRows } = await countsOf(db, ids, now);
  const out: PlatformEnterprise[] = [];
  for (const e of rows) {
    const staff = staffRows.find((s) => s.id === e.id);
    out.push({
      id: e.id,
      _id: e.id,
      co_name_cn: e.nameCn,
      co_name_en: e.nameEn,
      co_domain: e.domain,
      storageSize: e.storageSize,
      state: e.suspendedAt ? 'suspended' : 'active',
      suspendedAt: e.suspendedAt?.toISOString() ?? null,
      suspendReason: e.suspendReason,
      createTime: e.createdAt.toISOString(),
      usage: {
        storageSize: e.storageSize,
        storageUsed: await enterpriseStorageUsed(db, e.id),
        projects: projectRows.find((p) => p.id === e.id)?.n ?? 0,
        staff: Number(staff?.total ?? 0),
        activeStaff30: Number(staff?.active ?? 0),
      },
      managers: (await listManagers(db, e.id)).map((m) => ({ id: m.id, name: m.name, loginName: m.loginName })),
    });
  }
  return out;
}

/** Every enterprise, newest first, filtered by a keyword (names, domain) and the state; with usage and managers. */
export async function listEnterprises(deps: Deps, q: z.infer<typeof platformEnterpriseListBody>) {
  const conds: SQL[] = [];
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`;
    conds.push(or(ilike(enterprises.nameCn, like), ilike(enterprises.nameEn, like), ilike(enterprises.domain, like))!);
  }
  if (q.state === 'suspended') conds.push(isNotNull(enterprises.suspendedAt));
  if (q.state === 'active') conds.push(isNull(enterprises.suspendedAt));
  const where = conds.length ? and(...conds) : undefined;
  const [{ total }] = await deps.db.select({ total: count() }).from(enterprises).where(where);
  const rows = await deps.db
    .select()
    .from(enterprises)
    .where(where)
    .orderBy(desc(enterprises.createdAt), enterprises.id)
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { list: await present(deps.db, rows, deps.now()), total };
}

export async function getEnterprise(deps: Deps, enterpriseId: string, db: DbOrTx = deps.db) {
  const [row] = await present(db, [await getEnterpriseRow(db, enterpriseId)], deps.now());
  return row;
}

/** One new enterprise with its built-in roles and its first manager, in one transaction; the manager's mail after it. */
export async function createEnterprise(deps: Deps, actor: Actor, v: z.infer<typeof createEnterpriseBody>, lang: Lang) {
  const id = randomUUID();
  const added = await deps.db.transaction(async (tx) => {
    setOperationEnterprise(id);
    const fields = {
      nameCn: v.co_name_cn,
      nameEn: v.co_name_en || null,
      domain: v.co_domain || null,
      ...(v.storageSize ? { storageSize: v.storageSize } : {}),
    };
    const [row] = await tx
      .insert(enterprises)
      .values({ id, ...fields })
      .returning();
    describeOperation({
      targetId: id,
      targetName: row.nameCn,
      after: { co_name_cn: row.nameCn, co_name_en: row.nameEn, co_domain: row.domain, storageSize: row.storageSize },
    });
    await createEnterpriseRoles(tx, id);
    return addManagerInTx(tx, deps, id, v.manager, lang);
  });
  await sendStaffMails(deps, actor, id, [added.mail], lang);
  return getEnterprise(deps, id);
}

/** Names and storage size; omitted fields keep their value. The size may not go below what is stored. */
export async function updateEnterprise(deps: Deps, v: z.infer<typeof platformUpdateEnterpriseBody>) {
  setOperationEnterprise(v.enterpriseId);
  await deps.db.transaction(async (tx) => {
    const was = await getEnterpriseRow(tx, v.enterpriseId);
    if (v.storageSize !== undefined && v.storageSize !== was.storageSize) {
      const used = await enterpriseStorageUsed(tx, v.enterpriseId);
      if (v.storageSize < used) throw Errors.badInput('platform.storageBelowUsed', { used: formatFileSize(used) });
    }
    const patch = { nameCn: v.co_name_cn, nameEn: cleared(v.co_name_en), domain: cleared(v.co_domain), storageSize: v.storageSize };
    const set = patchOf(patch);
    // Logged under the wire's names; a field left out is no edit.
    const wire = (p: Partial<EnterpriseRow>) => patchOf({ co_name_cn: p.nameCn, co_name_en: p.nameEn, co_domain: p.domain, storageSize: p.storageSize });
    describeOperation({ targetId: was.id, targetName: v.co_name_cn ?? was.nameCn, ...changedFields(wire(was), wire(set)) });
    if (Object.keys(set).length) await tx.update(enterprises).set(set).where(eq(enterprises.id, v.enterpriseId));
  });
  return getEnterprise(deps, v.enterpriseId);
}

/**
 * Suspends an enterprise: in one transaction the mark is set and every session opened in it
 * ends (system managers' excepted), so its people are signed out at once; sign-in, its enterprise and project calls and its
 * share links are refused while it lasts (accounts' sign-in gate, the access check, shares).
 */
export async function suspendEnterprise(deps: Deps, enterpriseId: string, reason: string | null | undefined) {
  setOperationEnterprise(enterpriseId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const was = await getEnterpriseRow(tx, enterpriseId);
    if (was.suspendedAt) throw Errors.badInput('platform.alreadySuspended');
    describeOperation({ targetId: was.id, targetName: was.nameCn, before: { suspended: false }, after: { suspended: true, reason: reason || null } });
    await tx
      .update(enterprises)
      .set({ suspendedAt: now, suspendReason: reason || null })
      .where(eq(enterprises.id, enterpriseId));
    await revokeEnterpriseSessions(tx, enterpriseId, now, deps.config.systemManagers);
  });
  return getEnterprise(deps, enterpriseId);
}

export async function resumeEnterprise(deps: Deps, enterpriseId: string) {
  setOperationEnterprise(enterpriseId);
  await deps.db.transaction(async (tx) => {
    const was = await getEnterpriseRow(tx, enterpriseId);
    if (!was.suspendedAt) throw Errors.badInput('platform.notSuspended');
    describeOperation({ targetId: was.id, targetName: was.nameCn, before: { suspended: true }, after: { suspended: false } });
    await tx.update(enterprises).set({ suspendedAt: null, suspendReason: null }).where(eq(enterprises.id, enterpriseId));
  });
  return getEnterprise(deps, enterpriseId);
}
