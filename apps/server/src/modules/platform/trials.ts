import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import { translate, type Lang } from '@trestle/shared';
import type { z } from 'zod';
import type { convertTrialBody, TrialState, trialListBody, trialToEnterpriseBody } from '@trestle/shared/platform-schemas';
import type { TrialUser } from '@trestle/shared/platform-responses';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { describeOperation, setOperationEnterprise } from '../../db/operation';
import { adoptUserSessionsEnterprise, closeTrial, getUser, revokeUserSessions, trials, trialState, users } from '../accounts';
import { enterprises, getEnterpriseRow } from '../enterprise';
import { createEnterpriseRoles } from '../roles';
import { addStaffInTx } from '../staff';
import { addManagerInTx } from './managers';

// Trial users (docs/platform.md "Trial users"): the people who registered themselves, with their
// trial's state; a system manager converts one into a new enterprise they manage, adds them to
// an existing one, or ends the trial. The trial itself (start, expiry, reminder) is accounts'.

const DAY_MS = 86_400_000;

/** The SQL condition of one state at `now` (trialState's rule, for the list's filter). */
function stateWhere(state: TrialState, now: Date, warnDays: number): SQL {
  const warnFrom = new Date(now.getTime() + warnDays * DAY_MS);
  switch (state) {
    case 'converted':
    case 'ended':
      return eq(trials.outcome, state);
    case 'expired':
      return and(isNull(trials.outcome), lte(trials.expiresAt, now))!;
    case 'expiring':
      return and(isNull(trials.outcome), gt(trials.expiresAt, now), lte(trials.expiresAt, warnFrom))!;
    case 'active':
      return and(isNull(trials.outcome), gt(trials.expiresAt, warnFrom))!;
  }
}

const columns = { t: trials, u: users, eNameCn: enterprises.nameCn, eNameEn: enterprises.nameEn };
type Joined = { t: typeof trials.$inferSelect; u: typeof users.$inferSelect; eNameCn: string | null; eNameEn: string | null };

function present(r: Joined, now: Date, warnDays: number): TrialUser {
  return {
    userId: r.u.id,
    name: r.u.name,
    loginName: r.u.loginName,
    email: r.u.email,
    startedAt: r.t.startedAt.toISOString(),
    expiresAt: r.t.expiresAt.toISOString(),
    state: trialState(r.t, now, warnDays),
    warnedAt: r.t.warnedAt?.toISOString() ?? null,
    closedAt: r.t.closedAt?.toISOString() ?? null,
    enterprise: r.t.enterpriseId ? { id: r.t.enterpriseId, name: r.eNameEn || r.eNameCn || '' } : null,
  };
}

const joined = (db: DbOrTx) =>
  db.select(columns).from(trials).innerJoin(users, eq(users.id, trials.userId)).leftJoin(enterprises, eq(enterprises.id, trials.enterpriseId));

export async function listTrials(deps: Deps, q: z.infer<typeof trialListBody>) {
  const now = deps.now();
  const warnDays = deps.config.trial.warnDays;
  const conds: SQL[] = [];
  if (q.state) conds.push(stateWhere(q.state, now, warnDays));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`;
    conds.push(or(ilike(users.name, like), ilike(users.loginName, like), ilike(users.email, like))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const [{ total }] = await deps.db.select({ total: count() }).from(trials).innerJoin(users, eq(users.id, trials.userId)).where(where);
  const rows = await joined(deps.db)
    .where(where)
    .orderBy(desc(trials.startedAt), trials.userId)
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { list: rows.map((r) => present(r, now, warnDays)), total };
}

async function trialUser(deps: Deps, db: DbOrTx, userId: string) {
  const [r] = await joined(db).where(eq(trials.userId, userId));
  if (!r) throw Errors.badInput('trial.notTrial', { name: (await getUser(db, userId)).name });
  return present(r, deps.now(), deps.config.trial.warnDays);
}

/** The trial, locked for the decision; refused when the person has none or it was decided already. */
async function openTrial(tx: DbOrTx, userId: string) {
  const user = await getUser(tx, userId);
  const [t] = await tx.select().from(trials).where(eq(trials.userId, userId)).for('update');
  if (!t) throw Errors.badInput('trial.notTrial', { name: user.name });
  if (t.outcome) throw Errors.badInput('trial.closed', { name: user.name });
  return user;
}

/** A new enterprise, managed by the trial user, in one transaction; their open sessions move into it. */
export async function convertTrial(deps: Deps, v: z.infer<typeof convertTrialBody>, lang: Lang) {
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    setOperationEnterprise(id);
    const user = await openTrial(tx, v.userId);
    const [row] = await tx
      .insert(enterprises)
      .values({ id, nameCn: v.co_name_cn, nameEn: v.co_name_en || null, domain: v.co_domain || null, ...(v.storageSize ? { storageSize: v.storageSize } : {}) })
      .returning();
    describeOperation({
      targetId: id,
      targetName: row.nameCn,
      after: { co_name_cn: row.nameCn, co_name_en: row.nameEn, co_domain: row.domain, storageSize: row.storageSize },
    });
    describeOperation({ targetId: user.id, targetName: user.name, before: { trial: 'open' }, after: { trial: 'converted', enterpriseId: id } });
    await createEnterpriseRoles(tx, id);
    await addManagerInTx(tx, deps, id, { userId: user.id }, lang);
    await adoptUserSessionsEnterprise(tx, user.id, id);
  });
  return trialUser(deps, deps.db, v.userId);
}

/** The trial user joins an existing enterprise, as staff or as a manager; the trial has converted. */
export async function addTrialToEnterprise(deps: Deps, v: z.infer<typeof trialToEnterpriseBody>, lang: Lang) {
  setOperationEnterprise(v.enterpriseId);
  await deps.db.transaction(async (tx) => {
    const user = await openTrial(tx, v.userId);
    await getEnterpriseRow(tx, v.enterpriseId);
    describeOperation({
      targetId: user.id,
      targetName: user.name,
      before: { trial: 'open' },
      after: { trial: 'converted', enterpriseId: v.enterpriseId, asManager: v.asManager },
    });
    if (v.asManager) await addManagerInTx(tx, deps, v.enterpriseId, { userId: user.id }, lang);
    else {
      const scope = {
        enterpriseId: v.enterpriseId,
        isSystemManager: true,
        isEnterpriseMember: false,
        isEnterpriseManager: false,
        permissions: new Set<string>(),
      };
      await addStaffInTx(tx, deps, scope, { userId: user.id, name: user.name, post: translate('platform.staffPost', lang) }, lang);
      await closeTrial(tx, user.id, 'converted', v.enterpriseId, deps.now());
    }
    await adoptUserSessionsEnterprise(tx, user.id, v.enterpriseId);
  });
  return trialUser(deps, deps.db, v.userId);
}

/** Ends an open trial now: the person's sessions end with it, and sign-in only says it ended. */
export async function endTrial(deps: Deps, userId: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const user = await openTrial(tx, userId);
    describeOperation({ targetId: user.id, targetName: user.name, before: { trial: 'open' }, after: { trial: 'ended' } });
    await closeTrial(tx, user.id, 'ended', null, now);
    await revokeUserSessions(tx, user.id, now);
  });
  return trialUser(deps, deps.db, userId);
}
