import { z } from 'zod';
import type { MessageKey } from './messages';

// The wire contract of document approvals (ISO 19650 style reviews; spec 3 §3 Approval, §4
// "Reviews and approvals"; docs/approvals.md). The spec shows no calls: ours are POST under
// /protected/approval/*. Inputs are zod schemas; responses are the TypeScript types below.

// --- constants --------------------------------------------------------------------------------

/** Review states of spec 3 §4: in process, rejected, rescinded (revoked), resubmitted, completed. */
export const APPROVAL_STATUSES = ['in_process', 'rejected', 'revoked', 'resubmitted', 'completed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** States in which the approvers are asked to decide. */
export const APPROVAL_OPEN_STATUSES: readonly ApprovalStatus[] = ['in_process', 'resubmitted'];
export const APPROVAL_TITLE_MAX = 100;
export const APPROVAL_REMARKS_MAX = 500;
export const APPROVAL_COMMENT_MAX = 500;
export const APPROVAL_APPROVERS_MAX = 20;
export const APPROVAL_CC_MAX = 50;
export const APPROVAL_DOCUMENTS_MAX = 50;

/** An approver's decision in the current round. */
export const APPROVAL_DECISIONS = ['pending', 'approved', 'rejected'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/**
 * The actions of spec 3 §4 (approve, void, reject, submit, resubmit); "void" is called revoke
 * here, after the state it leads to. Submit creates the approval (→ in_process).
 */
export type ApprovalAction = 'approve' | 'reject' | 'resubmit' | 'revoke';
/** The caller's relation to an approval, as the workflow sees it. */
export type ApprovalRole = 'initiator' | 'pendingApprover' | 'manager';

/**
 * Who may do what from which state (docs/approvals.md "Workflow"). approve leads to completed
 * once every approver has approved (otherwise the state stays); the others lead to `to`.
 * Anything not listed is refused: 400 when the state allows the action to nobody, 403 when
 * someone else could do it now.
 */
export const APPROVAL_RULES: Record<ApprovalAction, { from: readonly ApprovalStatus[]; by: readonly ApprovalRole[]; to: ApprovalStatus | null }> = {
  approve: { from: APPROVAL_OPEN_STATUSES, by: ['pendingApprover'], to: null },
  reject: { from: APPROVAL_OPEN_STATUSES, by: ['pendingApprover'], to: 'rejected' },
  resubmit: { from: ['rejected'], by: ['initiator'], to: 'resubmitted' },
  revoke: { from: ['in_process', 'resubmitted', 'rejected'], by: ['initiator', 'manager'], to: 'revoked' },
};

/** May someone with `roles` do `action` on an approval in `status`? */
export function mayApprovalAction(action: ApprovalAction, status: ApprovalStatus, roles: readonly ApprovalRole[]): boolean {
  const rule = APPROVAL_RULES[action];
  return rule.from.includes(status) && rule.by.some((r) => roles.includes(r));
}

/** History entries of an approval (detail JSON: see each). */
export const APPROVAL_HISTORY_ACTIONS = [
  'submit', // { round, documents: number }
  'approve', // { round }
  'reject', // { round }
  'resubmit', // { round, documents: number, documentsChanged: boolean, remarksChanged: boolean }
  'revoke', // { round }
  'complete', // { round } (written by the server when the last approver approves)
] as const;
export type ApprovalHistoryAction = (typeof APPROVAL_HISTORY_ACTIONS)[number];

/** The list's tabs: waiting for my decision, started by me, copied to me, everything I may see. */
export const APPROVAL_LIST_TABS = ['todo', 'initiated', 'cc', 'all'] as const;
export type ApprovalListTab = (typeof APPROVAL_LIST_TABS)[number];

// --- building blocks --------------------------------------------------------------------------

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optId = z
  .string()
  .trim()
  .max(64)
  .optional()
  .nullable()
  .transform((v) => v || null);
const optText = (max: number, key: MessageKey = 'v.tooLong') =>
  z
    .string()
    .trim()
    .max(max, { message: key })
    .optional()
    .nullable()
    .transform((v) => v || null);
/** A list of user ids: `key` when it is not a list, `maxKey` past `max`. */
const people = (max: number, key: MessageKey, maxKey: MessageKey) => z.array(id, { message: key }).max(max, { message: maxKey });

// --- inputs -----------------------------------------------------------------------------------

/** POST /protected/approval/list: the caller's approvals, in one project or across projects. */
export const approvalListBody = z.object({
  projectId: optId,
  tab: z.enum(APPROVAL_LIST_TABS, { message: 'approval.tab' }).default('all'),
  status: z
    .array(z.enum(APPROVAL_STATUSES, { message: 'approval.status' }))
    .max(APPROVAL_STATUSES.length)
    .optional(),
  /** Matches the title and the remarks. */
  search: z.string().trim().max(100).optional().nullable(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const approvalRefBody = z.object({ projectId: id, approvalId: id });

/** POST /protected/approval/add (the spec's "submit"). */
export const addApprovalBody = z.object({
  projectId: id,
  title: z
    .string({ message: 'approval.titleRequired' })
    .trim()
    .min(1, { message: 'approval.titleRequired' })
    .max(APPROVAL_TITLE_MAX, { message: 'approval.titleTooLong' }),
  approverIds: people(APPROVAL_APPROVERS_MAX, 'approval.approversRequired', 'approval.approversMax').min(1, { message: 'approval.approversRequired' }),
  ccIds: people(APPROVAL_CC_MAX, 'approval.ccInvalid', 'approval.ccMax').default([]),
  fileIds: z
    .array(id, { message: 'approval.documentsRequired' })
    .min(1, { message: 'approval.documentsRequired' })
    .max(APPROVAL_DOCUMENTS_MAX, { message: 'approval.documentsMax' }),
  remarks: optText(APPROVAL_REMARKS_MAX, 'approval.remarksTooLong'),
});

const comment = optText(APPROVAL_COMMENT_MAX, 'approval.commentTooLong');
export const approveBody = z.object({ projectId: id, approvalId: id, comment });
/** Rejecting needs the reason. */
export const rejectBody = z.object({
  projectId: id,
  approvalId: id,
  comment: z
    .string({ message: 'approval.commentRequired' })
    .trim()
    .min(1, { message: 'approval.commentRequired' })
    .max(APPROVAL_COMMENT_MAX, { message: 'approval.commentTooLong' }),
});
/**
 * Resubmitting after a rejection: every document is pinned again at its current version; the
 * set of documents may change (fileIds) and the remarks too (sent = replaced, null = cleared).
 */
export const resubmitBody = z.object({
  projectId: id,
  approvalId: id,
  comment,
  fileIds: z
    .array(id, { message: 'approval.documentsRequired' })
    .min(1, { message: 'approval.documentsRequired' })
    .max(APPROVAL_DOCUMENTS_MAX, { message: 'approval.documentsMax' })
    .optional(),
  remarks: z.string().trim().max(APPROVAL_REMARKS_MAX, { message: 'approval.remarksTooLong' }).nullable().optional(),
});
export const revokeBody = z.object({ projectId: id, approvalId: id, comment });

/** POST /protected/approval/people: the project members an approval may name. */
export const approvalPeopleBody = z.object({ projectId: id });

// --- responses --------------------------------------------------------------------------------

export interface ApprovalUser {
  id: string;
  name: string;
  loginName?: string;
}

export interface ApprovalApprover extends ApprovalUser {
  decision: ApprovalDecision;
  comment: string | null;
  decidedAt: string | null;
}

export interface ApprovalSummary {
  id: string;
  projectId: string;
  projectName: string;
  title: string;
  remarks: string | null;
  status: ApprovalStatus;
  round: number;
  initiator: ApprovalUser;
  approvers: ApprovalApprover[];
  cc: ApprovalUser[];
  documentCount: number;
  createdAt: string;
  updatedAt: string;
  /** The caller's relation: initiator, approver, cc (several may hold). */
  mine: { initiator: boolean; approver: boolean; cc: boolean; pending: boolean };
}
export interface ApprovalList {
  list: ApprovalSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface ApprovalDocument {
  id: string;
  /** The project file (null once it was purged from the recycle bin). */
  fileId: string | null;
  /** The version reviewed in its round (null once that version was deleted). */
  versionId: string | null;
  version: number;
  name: string;
  fileType: string | null;
  round: number;
  /** The file's current version number now (null: the file is gone or in the recycle bin). */
  currentVersion: number | null;
  /** May the caller open the reviewed version (its file's open right, the version still there)? */
  canOpen: boolean;
}

export interface ApprovalHistoryEntry {
  id: string;
  action: ApprovalHistoryAction;
  from: ApprovalStatus | null;
  to: ApprovalStatus;
  round: number;
  comment: string | null;
  user: ApprovalUser;
  createdAt: string;
}

export interface ApprovalDetail extends ApprovalSummary {
  /** Documents of the current round first, then those of earlier rounds (newest round first). */
  documents: ApprovalDocument[];
  history: ApprovalHistoryEntry[];
  /** What the caller may do now (the workflow applied to them). */
  can: { approve: boolean; reject: boolean; resubmit: boolean; revoke: boolean };
}

export interface ApprovalPeople {
  users: ApprovalUser[];
}
