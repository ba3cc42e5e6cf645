import { APPROVAL_NOTICE_ACTIONS, TASK_NOTICE_ACTIONS } from '@trestle/shared/task-schemas';
import { ISSUE_NOTICE_ACTIONS } from '@trestle/shared/issue-schemas';
import type { Notice, NoticeTarget, NoticeUser } from './api';

// What the drawer shows of one notice (spec 1 §3 derived fields, §4 titles). Kept free of React
// so the rules are tested on their own.

const TASK_ACTIONS = new Set<string>(TASK_NOTICE_ACTIONS);
const APPROVAL_ACTIONS = new Set<string>(APPROVAL_NOTICE_ACTIONS);
const ISSUE_ACTIONS = new Set<string>(ISSUE_NOTICE_ACTIONS);
/** Actions whose content is a date (YYYY-MM-DD in notices, spec 1 §9). */
const DATE_ACTIONS = new Set(['deadline_set', 'start_set', 'real_start_set', 'real_deadline_set']);
/** Actions whose content is the JSON {userId, name} of the person concerned. */
const PERSON_ACTIONS = new Set(['principal_add', 'principal_remove', 'actor_add', 'actor_remove']);
/** Actions with nothing to add to their title. */
const NO_CONTENT = new Set(['deadline_clear', 'start_clear', 'real_start_clear', 'real_deadline_clear', 'delete', 'finish', 'reset']);

const COLOURS = ['#1677ff', '#13a8a8', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#2f54eb', '#a0d911', '#fa541c', '#faad14'];

export interface NoticeView {
  id: string;
  unread: boolean;
  targetType: string;
  /** The raw query-like targetId (an approval's id travels in it). */
  targetId: string;
  target: NoticeTarget;
  /** i18n key under notifications:title, or null for an action type we do not know (no title). */
  titleKey: string | null;
  /** The content as shown: text, a date, a person's name; or a level number (levelKey). */
  content: string | null;
  /** For level changes: the priority's key under notifications:level. */
  levelKey: string | null;
  senderName: string;
  avatarName: string;
  userNameColor: string;
  subject: string | null;
  projectName: string | null;
  createAt: string;
}

/** Same sender, same colour, in every list and every session. */
export function colourOf(seed: string): string {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return COLOURS[h % COLOURS.length];
}

/** The first letter of a name (Latin upper-cased); '?' for nobody. */
export function abbreviation(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toUpperCase();
}

function titleKeyOf(targetType: string, actionType: string): string | null {
  if (targetType === '19650') return APPROVAL_ACTIONS.has(actionType) ? `approval.${actionType}` : null;
  if (ISSUE_ACTIONS.has(actionType)) return `issue.${actionType}`;
  return TASK_ACTIONS.has(actionType) ? `task.${actionType}` : null;
}

function parseTarget(n: Notice): NoticeTarget {
  if (n.target && typeof n.target === 'object') return n.target;
  const q = new URLSearchParams(n.targetId);
  return {
    projectId: q.get('projectId'),
    boardId: q.get('boardId'),
    taskId: q.get('taskId'),
    issueId: q.get('issueId'),
    appType: q.get('appType'),
    approvalId: q.get('approvalId'),
  };
}

function contentOf(actionType: string, content: string | null): string | null {
  if (!content || NO_CONTENT.has(actionType)) return null;
  if (DATE_ACTIONS.has(actionType)) return /^\d{4}-\d{2}-\d{2}/.test(content) ? content.slice(0, 10) : content;
  if (PERSON_ACTIONS.has(actionType)) {
    try {
      const p = JSON.parse(content) as { name?: unknown };
      return typeof p?.name === 'string' ? p.name : null;
    } catch {
      return content;
    }
  }
  if (actionType === 'issue_status') {
    // { from, to, note? }: the title says what happened; the note is the words worth showing.
    try {
      const m = JSON.parse(content) as { note?: unknown };
      return typeof m?.note === 'string' && m.note ? m.note : null;
    } catch {
      return content;
    }
  }
  if (actionType === 'lane_move') {
    // { from, to }: the lane it went to, by name when the server sent one.
    try {
      const m = JSON.parse(content) as { to?: unknown };
      const to = m?.to as { title?: string; name?: string } | string | undefined;
      return typeof to === 'string' ? to : (to?.title ?? to?.name ?? null);
    } catch {
      return content;
    }
  }
  return content;
}

/** The notice as shown, or null for a malformed one (skipped silently, spec 1 §4). */
export function toNoticeView(n: Notice, users: NoticeUser[]): NoticeView | null {
  if (!n || typeof n !== 'object') return null;
  if (typeof n.userNotifyId !== 'string' || !n.userNotifyId) return null;
  if (typeof n.actionType !== 'string' || typeof n.targetType !== 'string' || typeof n.targetId !== 'string') return null;
  if (typeof n.createAt !== 'string' || Number.isNaN(Date.parse(n.createAt))) return null;
  const sender = users.find((u) => u.id === n.sender);
  const senderName = sender?.name || sender?.loginName || '';
  const content = contentOf(n.actionType, typeof n.content === 'string' ? n.content : null);
  const isLevel = n.actionType === 'level_change' && !!content && /^[123]$/.test(content);
  return {
    id: n.userNotifyId,
    unread: Number(n.isReadNumber) > 0,
    targetType: n.targetType,
    targetId: n.targetId,
    target: parseTarget(n),
    titleKey: titleKeyOf(n.targetType, n.actionType),
    content: isLevel ? null : content,
    levelKey: isLevel ? `level.${content}` : null,
    senderName,
    avatarName: abbreviation(senderName),
    userNameColor: colourOf(n.sender ?? senderName),
    subject: n.subject ?? null,
    projectName: n.projectName ?? null,
    createAt: n.createAt,
  };
}

/** A page's notices as shown, malformed ones left out. */
export function toNoticeViews(list: unknown, users: NoticeUser[] | undefined): NoticeView[] {
  if (!Array.isArray(list)) return [];
  return list.map((n) => toNoticeView(n as Notice, users ?? [])).filter((v): v is NoticeView => v !== null);
}
