import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { IssueHistoryAction, IssueNoticeAction } from '@trestle/shared/issue-schemas';
import type { DbOrTx, Tx } from '../../db/client';
import { createNotification, notificationTarget, type NoticeKind } from '../notifications';
import type { Issue } from './access';
import { issueCc, issueHistory, issues } from './tables';

// Every change to an issue writes one history row and tells the people on it (docs/issues.md
// "Workflow"): leader, approver, cc users and creator, never the actor. Both happen in the
// change's transaction, so a change that rolls back leaves neither.

export const issueTarget = (issue: Pick<Issue, 'projectId' | 'id'>) => notificationTarget({ projectId: issue.projectId, issueId: issue.id });

/** The people an issue's notices go to (before the actor is left out). */
export async function issuePeople(db: DbOrTx, issue: Issue): Promise<string[]> {
  const cc = await db.select({ userId: issueCc.userId }).from(issueCc).where(eq(issueCc.issueId, issue.id));
  return [...new Set([issue.leaderId, issue.approverId, issue.createdBy, ...cc.map((c) => c.userId)].filter((u): u is string => !!u))];
}

export interface IssueEvent {
  action: IssueHistoryAction;
  detail?: Record<string, unknown>;
  /** Notice actionType; none = history only. */
  notice?: IssueNoticeAction | null;
  /** The notice's text (default: the issue's code). */
  content?: string | null;
  /** Recipients beyond the issue's people (e.g. a leader who was just replaced). */
  alsoNotify?: string[];
  /** Recipients to leave out (e.g. a new leader, who hears issue_allot instead). */
  exclude?: string[];
}

/** One history row to write: which issue, what happened, its detail (shown by the issue's history). */
export interface IssueHistoryEntry {
  issueId: string;
  action: IssueHistoryAction;
  detail?: Record<string, unknown>;
}

/**
 * Writes history rows, all by one actor at one time, in the caller's transaction: the one way
 * another module (meetings moving issues on and off an agenda) records an issue's history.
 * It neither bumps updatedAt nor sends notices; the caller does what its change needs.
 */
export async function recordIssueHistory(tx: DbOrTx, entries: IssueHistoryEntry[], actorId: string, at: Date) {
  if (!entries.length) return;
  await tx
    .insert(issueHistory)
    .values(
      entries.map((e) => ({ id: randomUUID(), issueId: e.issueId, action: e.action, detail: JSON.stringify(e.detail ?? {}), userId: actorId, createdAt: at })),
    );
}

/** Writes the history row, bumps updatedAt and creates the notices, in the caller's transaction. */
export async function recordIssueEvent(tx: Tx, issue: Issue, actorId: string, e: IssueEvent, now: Date) {
  await recordIssueHistory(tx, [{ issueId: issue.id, action: e.action, detail: e.detail }], actorId, now);
  await tx.update(issues).set({ updatedAt: now }).where(eq(issues.id, issue.id));
  if (!e.notice) return;
  const exclude = new Set(e.exclude ?? []);
  const recipients = [...(await issuePeople(tx, issue)), ...(e.alsoNotify ?? [])].filter((u) => !exclude.has(u));
  await noticeIssue(tx, issue, actorId, recipients, e.notice, e.content, now);
}

/** A notice about an issue to exactly these people (never the sender). */
export async function noticeIssue(
  tx: DbOrTx,
  issue: Issue,
  sender: string,
  recipients: string[],
  actionType: IssueNoticeAction,
  content: string | null | undefined,
  now: Date,
) {
  if (!recipients.length) return;
  await createNotification(tx, {
    recipients,
    sender,
    targetId: issueTarget(issue),
    targetType: 'issue',
    actionType,
    content: content ?? issue.code,
    createdAt: now,
  });
}

/** Issue notices (targetType 'issue'): the subject is the issue's code and description, shown to project members. */
export const issueNoticeKind: NoticeKind = {
  async about(db, _userId, targets) {
    const ids = [...new Set(targets.flatMap((t) => (t.issueId ? [t.issueId] : [])))];
    const rows = ids.length
      ? await db
          .select({ id: issues.id, code: issues.code, description: issues.description, projectId: issues.projectId })
          .from(issues)
          .where(inArray(issues.id, ids))
      : [];
    const byId = new Map(rows.map((x) => [x.id, x]));
    return targets.map((target) => {
      const issue = target.issueId ? byId.get(target.issueId) : undefined;
      const shown = issue && issue.projectId === target.projectId ? issue : undefined;
      return { subject: shown ? [shown.code, shown.description].filter(Boolean).join(' ') : null, person: false };
    });
  },
};
