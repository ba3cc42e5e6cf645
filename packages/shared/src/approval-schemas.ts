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

// Checked by the server on every answer in test runs (http/route.ts `output`).

export const approvalUser = z.object({ id: z.string(), name: z.string(), loginName: z.string().optional() });
export type ApprovalUser = z.infer<typeof approvalUser>;

export const approvalApprover = approvalUser.extend({
  decision: z.enum(APPROVAL_DECISIONS),
  comment: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ApprovalApprover = z.infer<typeof approvalApprover>;

const approvalStatus = z.enum(APPROVAL_STATUSES);

export const approvalSummary = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  title: z.string(),
  remarks: z.string().nullable(),
  status: approvalStatus,
  round: z.number(),
  initiator: approvalUser,
  approvers: z.array(approvalApprover),
  cc: z.array(approvalUser),
  documentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller's relation: initiator, approver, cc (several may hold). */
  mine: z.object({ initiator: z.boolean(), approver: z.boolean(), cc: z.boolean(), pending: z.boolean() }),
});
export type ApprovalSummary = z.infer<typeof approvalSummary>;
export const approvalList = z.object({ list: z.array(approvalSummary), total: z.number(), pageNum: z.number(), pageSize: z.number() });
export type ApprovalList = z.infer<typeof approvalList>;

export const approvalDocument = z.object({
  id: z.string(),
  /** The project file (null once it was purged from the recycle bin). */
  fileId: z.string().nullable(),
  /** The version reviewed in its round (null once that version was deleted). */
  versionId: z.string().nullable(),
  version: z.number(),
  name: z.string(),
  fileType: z.string().nullable(),
  round: z.number(),
  /** The file's current version number now (null: the file is gone or in the recycle bin). */
  currentVersion: z.number().nullable(),
  /** May the caller open the reviewed version (its file's open right, the version still there)? */
  canOpen: z.boolean(),
});
export type ApprovalDocument = z.infer<typeof approvalDocument>;

export const approvalHistoryEntry = z.object({
  id: z.string(),
  action: z.enum(APPROVAL_HISTORY_ACTIONS),
  from: approvalStatus.nullable(),
  to: approvalStatus,
  round: z.number(),
  comment: z.string().nullable(),
  user: approvalUser,
  createdAt: z.string(),
});
export type ApprovalHistoryEntry = z.infer<typeof approvalHistoryEntry>;

export const approvalDetail = approvalSummary.extend({
  /** Documents of the current round first, then those of earlier rounds (newest round first). */
  documents: z.array(approvalDocument),
  history: z.array(approvalHistoryEntry),
  /** What the caller may do now (the workflow applied to them). */
  can: z.object({ approve: z.boolean(), reject: z.boolean(), resubmit: z.boolean(), revoke: z.boolean() }),
});
export type ApprovalDetail = z.infer<typeof approvalDetail>;

export const approvalPeople = z.object({ users: z.array(approvalUser) });
export type ApprovalPeople = z.infer<typeof approvalPeople>;
