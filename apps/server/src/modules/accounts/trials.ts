import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { translate, type Lang } from '@trestle/shared';
import type { TrialState } from '@trestle/shared/platform-schemas';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { AppError, ErrorCode } from '../../http/errors';
import { enqueue, type JobHandler } from '../../jobs/queue';
import { appLink } from '../../mail/mailer';
import { trials, users } from './tables';

// Trials of self-registered accounts (docs/platform.md "Trial users"): registration starts one,
// it lasts TRIAL_DAYS, a reminder mail goes TRIAL_WARN_DAYS before its end (hourly
// housekeeping → job queue), and a system manager converts or ends it (platform module).

export type TrialRow = typeof trials.$inferSelect;
export const TRIAL_MAIL_JOB = 'accounts.trialMail';
const DAY_MS = 86_400_000;

/** The state of a trial at `now`: decided by a system manager, else by its end and the reminder's lead. */
export function trialState(t: Pick<TrialRow, 'expiresAt' | 'outcome'>, now: Date, warnDays: number): TrialState {
  if (t.outcome === 'converted') return 'converted';
  if (t.outcome === 'ended') return 'ended';
  if (t.expiresAt.getTime() <= now.getTime()) return 'expired';
  return t.expiresAt.getTime() - now.getTime() <= warnDays * DAY_MS ? 'expiring' : 'active';
}

/** Starts the trial of a newly registered account, in the registration's transaction. */
export async function startTrial(tx: DbOrTx, deps: Pick<Deps, 'config' | 'now'>, userId: string) {
  const now = deps.now();
  await tx.insert(trials).values({ userId, startedAt: now, expiresAt: new Date(now.getTime() + deps.config.trial.days * DAY_MS) });
}

export async function trialOf(db: DbOrTx, userId: string): Promise<TrialRow | null> {
  const [t] = await db.select().from(trials).where(eq(trials.userId, userId));
  return t ?? null;
}

/** When a trial stopped being usable: its end, or the day a system manager ended it. */
const endedOn = (t: TrialRow) => (t.outcome === 'ended' && t.closedAt ? t.closedAt : t.expiresAt);

/**
 * The refusal an expired or ended trial meets at sign-in: the password was right, so the person
 * learns that the trial ended (and when), and gets no session.
 */
export function trialRefusal(t: TrialRow | null, now: Date): AppError | null {
  if (!t || t.outcome === 'converted') return null;
  if (t.outcome !== 'ended' && t.expiresAt.getTime() > now.getTime()) return null;
  const date = endedOn(t).toISOString().slice(0, 10);
  return new AppError(403, ErrorCode.forbidden, 'trial.ended', { date }, { trialEnded: true, endedAt: endedOn(t).toISOString() });
}

/** Closes an open trial in the caller's transaction; false when it was not open (already decided). */
export async function closeTrial(tx: DbOrTx, userId: string, outcome: 'converted' | 'ended', enterpriseId: string | null, now: Date): Promise<boolean> {
  const done = await tx
    .update(trials)
    .set({ outcome, enterpriseId, closedAt: now })
    .where(and(eq(trials.userId, userId), isNull(trials.outcome)))
    .returning({ userId: trials.userId });
  return done.length > 0;
}

/**
 * The hourly housekeeping's part: every open trial that ends within TRIAL_WARN_DAYS and has had
 * no reminder gets one, queued in the same statement's transaction that marks it (so two
 * processes never queue two). Answers how many were queued.
 */
export async function sweepTrials(deps: Pick<Deps, 'db' | 'config' | 'now'>): Promise<number> {
  const warnDays = deps.config.trial.warnDays;
  if (warnDays <= 0) return 0;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .update(trials)
      .set({ warnedAt: now })
      .where(
        and(isNull(trials.outcome), isNull(trials.warnedAt), gt(trials.expiresAt, now), lte(trials.expiresAt, new Date(now.getTime() + warnDays * DAY_MS))),
      )
      .returning({ userId: trials.userId });
    for (const d of due) await enqueue(tx, TRIAL_MAIL_JOB, { userId: d.userId }, { runAt: now });
    return due.length;
  });
}

/** The reminder mail, in the person's language; nothing when the trial was decided meanwhile or the account has no e-mail. */
async function mailTrialReminder(deps: Deps, userId: string) {
  const [row] = await deps.db.select({ u: users, t: trials }).from(trials).innerJoin(users, eq(users.id, trials.userId)).where(eq(trials.userId, userId));
  if (!row || row.t.outcome || !row.u.email) return;
  const lang = (row.u.lang as Lang) ?? 'en';
  const date = row.t.expiresAt.toISOString().slice(0, 10);
  await deps.mailer.send({
    to: row.u.email,
    subject: translate('mail.trial.subject', lang, { date }),
    text: translate('mail.trial.body', lang, { name: row.u.name, loginName: row.u.loginName, date, link: appLink(deps.config, '/login') }),
  });
}

/** Background jobs of the accounts module, by kind. */
export function accountJobs(deps: Deps): Record<string, JobHandler> {
  return { [TRIAL_MAIL_JOB]: (payload) => mailTrialReminder(deps, String(payload.userId ?? '')) };
}
