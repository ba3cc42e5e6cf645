import { eq } from 'drizzle-orm';
import { isMessageKey, translate, type Lang } from '@trestle/shared';
import type { Deps } from '../../http/context';
import type { JobHandler } from '../../jobs/queue';
import { appLink } from '../../mail/mailer';
import { users } from '../accounts';
import { notifications } from './tables';
import { presentNotices } from './reading';
import { NOTICE_MAIL_JOB } from './service';

/** Background jobs of the notifications module, by kind. */
export function notificationJobs(deps: Deps): Record<string, JobHandler> {
  return { [NOTICE_MAIL_JOB]: (payload) => mailNotice(deps, String(payload.userNotifyId ?? '')) };
}

/**
 * The spec 1 §2.2 deep link: the login page with isEmail=1, projectName, projectId and taskId
 * (problemId for an issue, approvalId for an approval); after sign-in it opens the task, the
 * issue or the approval page.
 */
export function noticeLink(
  deps: Pick<Deps, 'config'>,
  n: { projectId: string | null; projectName: string | null; taskId: string | null; issueId: string | null; approvalId?: string | null },
) {
  const q = new URLSearchParams({ isEmail: '1' });
  if (n.projectName) q.set('projectName', n.projectName);
  if (n.taskId) q.set('taskId', n.taskId);
  if (n.projectId) q.set('projectId', n.projectId);
  if (n.issueId) q.set('problemId', n.issueId);
  if (n.approvalId) q.set('approvalId', n.approvalId);
  return appLink(deps.config, `/login?${q.toString()}`);
}

const asLang = (l: string): Lang => (l === 'zh' || l === 'ja' ? l : 'en');

/**
 * Mails one notice copy in its recipient's language. The opt-in and the address are read
 * again now: a user who turned mails off (or removed the address) since the notice was
 * created gets nothing. A notice that was deleted or already read is not mailed either.
 */
export async function mailNotice(deps: Deps, userNotifyId: string) {
  const [row] = userNotifyId ? await deps.db.select().from(notifications).where(eq(notifications.id, userNotifyId)) : [];
  if (!row) return { sent: false, reason: 'gone' };
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId));
  if (!user || !user.notifyByEmail || !user.email || user.isInvalid) return { sent: false, reason: 'opted out' };
  if (row.readAt) return { sent: false, reason: 'read' };
  const lang = asLang(user.lang);
  const { list, users: senders } = await presentNotices(deps.db, user.id, [row]);
  const n = list[0];
  const sender = senders.find((s) => s.id === row.sender)?.name ?? translate('notify.mail.someone', lang);
  const project = n.projectName ?? translate('notify.mail.noProject', lang);
  const title = n.subject ?? (n.targetType === 'task' ? translate('notify.mail.untitled', lang) : (n.content ?? ''));
  const actionKey = `notify.action.${row.actionType}`;
  const fallback = row.targetType === 'task' ? 'notify.action.task' : row.targetType === 'issue' ? 'notify.action.issue' : 'notify.action.approval';
  const action = translate(isMessageKey(actionKey) ? actionKey : fallback, lang);
  const content = readableContent(n.content, lang);
  const detail = content && content !== title ? translate('notify.mail.detail', lang, { content: content.slice(0, 500) }) : '';
  const link = noticeLink(deps, {
    projectId: n.target.projectId,
    projectName: n.projectName,
    taskId: n.target.taskId,
    issueId: n.target.issueId,
    approvalId: n.target.approvalId,
  });
  await deps.mailer.send({
    to: user.email,
    subject: translate('notify.mail.subject', lang, { project, sender, title }).slice(0, 200),
    text: translate('notify.mail.body', lang, { name: user.name, sender, action, title, project, detail, link }),
  });
  return { sent: true };
}

/** A state named in a move, in the reader's words when it is an issue status (pending, underway…). */
function stateWord(v: unknown, lang: Lang): string {
  const key = `issueExport.status.${String(v ?? '')}`;
  return isMessageKey(key) ? translate(key, lang) : String(v ?? '');
}

/** content is text, a date, or JSON ({ userId, name } for people, { from, to, note? } for moves). */
export function readableContent(content: string | null, lang: Lang = 'en'): string {
  if (!content) return '';
  if (!content.startsWith('{')) return content;
  try {
    const v = JSON.parse(content) as Record<string, unknown>;
    if (typeof v.name === 'string') return v.name;
    if (v.from !== undefined || v.to !== undefined) {
      const move = `${stateWord(v.from, lang)} → ${stateWord(v.to, lang)}`;
      return typeof v.note === 'string' && v.note ? `${move}: ${v.note}` : move;
    }
  } catch {
    // Not JSON after all: show it as written.
  }
  return content;
}
