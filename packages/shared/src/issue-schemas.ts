import { z } from 'zod';
import { clearable } from './patch';

// The wire contract of issues (technical queries), meetings and discussions (spec 3 §3–§5;
// docs/issues.md). The spec gives two calls (get-problem-users, issue/get); the rest are ours,
// all POST under /protected/issue, /protected/meeting and /protected/discuss. Inputs and
// responses are zod schemas; the types are inferred from them.

// --- constants (spec 3 §4, §5, §9) ----------------------------------------------------------

export const ISSUE_STATUSES = ['pending', 'underway', 'finish', 'closed'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export const ISSUE_IMPORTANCE = ['normal', 'important', 'urgent', 'very_urgent'] as const;
export type IssueImportance = (typeof ISSUE_IMPORTANCE)[number];
export const ISSUE_CODE_MAX = 50;
export const ISSUE_DESCRIPTION_MAX = 2000;
export const ISSUE_REPLY_MAX = 140;
/** Reading 5M (docs/decisions.md): the stricter of the spec's two image limits. */
export const ISSUE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ISSUE_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const ISSUE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const ISSUE_REPLY_IMAGES_MAX = 4;
export const MEETING_CODE_MAX = 50;
export const MEETING_DESCRIPTION_MAX = 500;
export const MEETING_SUMMARY_MAX = 5000;
export const DISCUSSION_TITLE_MAX = 100;
export const DISCUSSION_BODY_MAX = 2000;

/**
 * Who may move an issue from one status to another (docs/issues.md "Workflow"): the leader
 * answers, the creator or approver accepts, reopens or withdraws; a manager (issue:edit) may
 * do everything. Anything not listed is refused (issue.transition).
 */
export type IssueActorRole = 'leader' | 'creator' | 'approver' | 'manager';
export const ISSUE_TRANSITIONS: { from: IssueStatus; to: IssueStatus; by: IssueActorRole[] }[] = [
  { from: 'pending', to: 'underway', by: ['leader', 'manager'] },
  { from: 'underway', to: 'finish', by: ['leader', 'manager'] },
  { from: 'finish', to: 'closed', by: ['creator', 'approver', 'manager'] },
  { from: 'finish', to: 'underway', by: ['creator', 'approver', 'manager'] },
  { from: 'pending', to: 'closed', by: ['creator', 'manager'] },
  { from: 'closed', to: 'underway', by: ['creator', 'approver', 'manager'] },
];

/** The statuses `roles` may move an issue in `from` to. */
export function allowedTransitions(from: IssueStatus, roles: IssueActorRole[]): IssueStatus[] {
  return ISSUE_TRANSITIONS.filter((t) => t.from === from && t.by.some((r) => roles.includes(r))).map((t) => t.to);
}

/** History actions of an issue (detail is JSON, see each). */
export const ISSUE_HISTORY_ACTIONS = [
  'create', // {}
  'update', // { fields: string[] }
  'status', // { from, to, note? }
  'reply', // { replyId }
  'task', // { taskId, boardId }
  'meeting', // { meetingId | null }
] as const;
export type IssueHistoryAction = (typeof ISSUE_HISTORY_ACTIONS)[number];

/** Notification actionType of issue notices (targetType 'issue'). */
export const ISSUE_NOTICE_ACTIONS = [
  'issue_add',
  'issue_update',
  'issue_status',
  'issue_reply',
  'issue_task',
  'issue_allot',
  'issue_meeting',
  'issue_meeting_remove',
] as const;
export type IssueNoticeAction = (typeof ISSUE_NOTICE_ACTIONS)[number];

export const ISSUE_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;

// --- building blocks --------------------------------------------------------------------------

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optId = z
  .string()
  .trim()
  .max(64)
  .optional()
  .nullable()
  .transform((v) => v || null);
const day = z
  .union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'v.date.invalid' }), z.literal(''), z.null()], { message: 'v.date.invalid' })
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'v.date.invalid' });
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'v.tooLong' })
    .optional()
    .nullable()
    .transform((v) => v || null);
const status = z.enum(ISSUE_STATUSES, { message: 'issue.status' });
const importance = z.enum(ISSUE_IMPORTANCE, { message: 'issue.importance' });
const page = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
};

// --- issues -----------------------------------------------------------------------------------

/** POST /protected/problem/get-problem-users: the project's people an issue may name. */
export const problemUsersBody = z.object({ projectId: id });

/** Filters shared by the list, the export and the cross-project list (projectId optional there). */
export const issueFilters = {
  status: z.array(status).max(4).optional(),
  importance: z.array(importance).max(4).optional(),
  leaderId: optId,
  creatorId: optId,
  meetingId: optId,
  /** Created between these days (inclusive). */
  dateFrom: day.optional(),
  dateTo: day.optional(),
  /** Matches code, description, axis code and specialty. */
  search: z.string().trim().max(100).optional().nullable(),
  /** true: only issues a task was generated from (the "Issue tasks" tab); false: only those without. */
  hasTask: z.boolean().optional(),
};
export const issueListBody = z.object({ projectId: id, ...issueFilters, ...page });
/** POST /protected/issue/mine: issues of every visible project where the caller leads, is cc'd, approves or created. */
export const myIssuesBody = z.object({ ...issueFilters, ...page, projectId: optId });

const issueFields = {
  code: z.string({ message: 'issue.codeRequired' }).trim().min(1, { message: 'issue.codeRequired' }).max(ISSUE_CODE_MAX, { message: 'v.tooLong' }),
  description: optText(ISSUE_DESCRIPTION_MAX),
  importance: importance.default('normal'),
  leaderId: optId,
  approverId: optId,
  ccIds: z.array(id).max(50).default([]),
  fileId: optId,
  annotationId: optId,
  axisCode: optText(50),
  axisHeight: optText(50),
  specialty: optText(50),
  meetingId: optId,
  dueDate: day.optional(),
};
export const addIssueBody = z.object({ projectId: id, ...issueFields });
/**
 * Edits the fields sent (status changes go through change-status): an omitted field keeps its
 * value, null or "" clears an optional one; ccIds, when sent, replaces the cc list.
 */
const issueText = (max: number) => clearable(z.string().trim().max(max, { message: 'v.tooLong' }));
const issueRef = clearable(z.string().trim().max(64));
export const updateIssueBody = z.object({
  projectId: id,
  issueId: id,
  code: issueFields.code,
  description: issueText(ISSUE_DESCRIPTION_MAX),
  importance: importance.optional(),
  leaderId: issueRef,
  approverId: issueRef,
  ccIds: z.array(id).max(50).optional(),
  fileId: issueRef,
  annotationId: issueRef,
  axisCode: issueText(50),
  axisHeight: issueText(50),
  specialty: issueText(50),
  meetingId: issueRef,
  dueDate: day.optional(),
});
export const issueRefBody = z.object({ projectId: id, issueId: id });
export const changeIssueStatusBody = z.object({ projectId: id, issueId: id, status, note: optText(ISSUE_REPLY_MAX) });
/** The reply's text; images come as multipart parts `image` (reply) — or JSON without images. */
export const issueReplyFields = z.object({
  projectId: id,
  issueId: id,
  content: z
    .string({ message: 'issue.replyRequired' })
    .trim()
    .min(1, { message: 'issue.replyRequired' })
    .max(ISSUE_REPLY_MAX, { message: 'issue.replyTooLong' }),
});
/** Generates the issue's task on a board lane: leader → principal, cc and approver → actors. */
export const generateIssueTaskBody = z.object({ projectId: id, issueId: id, boardId: id, swimlaneId: id, approverId: optId });
export const issueByTaskBody = z.object({ projectId: id, taskId: id });
/** GET /protected/issue/export?format=xlsx|pdf&projectId&… (the list's filters as query). */
export const issueExportQuery = z.object({
  projectId: id,
  format: z.enum(ISSUE_EXPORT_FORMATS, { message: 'issue.exportFormat' }),
  status: z
    .union([status, z.array(status)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
  importance: z
    .union([importance, z.array(importance)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
  leaderId: optId,
  creatorId: optId,
  meetingId: optId,
  dateFrom: day.optional(),
  dateTo: day.optional(),
  search: z.string().trim().max(100).optional().nullable(),
  lang: z.enum(['en', 'zh', 'ja']).optional(),
});

// --- meetings ---------------------------------------------------------------------------------

export const meetingListBody = z.object({ projectId: id, search: z.string().trim().max(100).optional().nullable(), ...page });
const meetingFields = {
  code: z.string({ message: 'meeting.codeRequired' }).trim().min(1, { message: 'meeting.codeRequired' }).max(MEETING_CODE_MAX, { message: 'v.tooLong' }),
  description: optText(MEETING_DESCRIPTION_MAX),
  labelColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'meeting.color' })
    .default('#1f4e79'),
  meetingDate: day.optional(),
};
export const addMeetingBody = z.object({ projectId: id, ...meetingFields });
/** An edit leaves omitted fields alone; null or "" clears the description and the date. */
export const updateMeetingBody = z.object({
  projectId: id,
  meetingId: id,
  code: meetingFields.code,
  description: clearable(z.string().trim().max(MEETING_DESCRIPTION_MAX, { message: 'v.tooLong' })),
  labelColor: meetingFields.labelColor.removeDefault().optional(),
  meetingDate: day.optional(),
});
export const meetingRefBody = z.object({ projectId: id, meetingId: id });
export const meetingSummaryBody = z.object({
  projectId: id,
  meetingId: id,
  summary: z.string().max(MEETING_SUMMARY_MAX, { message: 'meeting.summaryTooLong' }),
});
export const meetingDocumentsBody = z.object({
  projectId: id,
  meetingId: id,
  fileIds: z.array(id).min(1, { message: 'meeting.chooseFile' }).max(100),
  remove: z.boolean().optional(),
});
/** Attaches issues to the meeting (or detaches them with remove). */
export const meetingIssuesBody = z.object({
  projectId: id,
  meetingId: id,
  issueIds: z.array(id).min(1, { message: 'meeting.chooseIssue' }).max(200),
  remove: z.boolean().optional(),
});

// --- discussions ------------------------------------------------------------------------------

export const discussionListBody = z.object({
  projectId: id,
  search: z.string().trim().max(100).optional().nullable(),
  includeClosed: z.boolean().optional(),
  ...page,
});
/** POST /protected/discuss/manage: topics of every project the caller may manage (issue:edit). */
export const discussionManageBody = z.object({ projectId: optId, search: z.string().trim().max(100).optional().nullable(), ...page });
export const addDiscussionBody = z.object({
  projectId: id,
  title: z.string({ message: 'discuss.titleRequired' }).trim().min(1, { message: 'discuss.titleRequired' }).max(DISCUSSION_TITLE_MAX, { message: 'v.tooLong' }),
  body: optText(DISCUSSION_BODY_MAX),
  issueId: optId,
  meetingId: optId,
});
export const discussionRefBody = z.object({ projectId: id, discussionId: id });
export const discussionStateBody = z.object({ projectId: id, discussionId: id, closed: z.boolean().optional(), pinned: z.boolean().optional() });

// --- responses --------------------------------------------------------------------------------

// Checked by the server on every answer in test runs (http/route.ts `output`).

export const userRef = z.object({ id: z.string(), name: z.string(), loginName: z.string().optional() });
export type UserRef = z.infer<typeof userRef>;
export const problemUsers = z.object({ success: z.literal(true), allUsers: z.array(z.object({ id: z.string(), name: z.string(), loginName: z.string() })) });
export type ProblemUsers = z.infer<typeof problemUsers>;
/** The `data` of get-problem-users (the same allUsers as beside it). */
export const problemUsersData = problemUsers.omit({ success: true });

const issueStatus = z.enum(ISSUE_STATUSES);
const isoTime = z.string();

export const issueSummary = z.object({
  id: z.string(),
  projectId: z.string(),
  /** Set by the cross-project list (/protected/issue/mine). */
  projectName: z.string().optional(),
  code: z.string(),
  description: z.string().nullable(),
  status: issueStatus,
  importance: z.enum(ISSUE_IMPORTANCE),
  leader: userRef.nullable(),
  approver: userRef.nullable(),
  cc: z.array(userRef),
  creator: userRef,
  /** versionId: the file's current version (a model opens in the 3D viewer by it). */
  file: z.object({ id: z.string(), name: z.string(), fileType: z.string().nullable(), versionId: z.string().nullable() }).nullable(),
  annotation: z.object({ id: z.string(), name: z.string() }).nullable(),
  axisCode: z.string().nullable(),
  axisHeight: z.string().nullable(),
  specialty: z.string().nullable(),
  meeting: z.object({ id: z.string(), code: z.string(), labelColor: z.string() }).nullable(),
  dueDate: z.string().nullable(),
  task: z.object({ id: z.string(), boardId: z.string(), title: z.string(), finished: z.boolean() }).nullable(),
  replyCount: z.number(),
  createdAt: isoTime,
  updatedAt: isoTime,
  closedAt: isoTime.nullable(),
});
export type IssueSummary = z.infer<typeof issueSummary>;
export const issueList = z.object({ list: z.array(issueSummary), total: z.number(), pageNum: z.number(), pageSize: z.number() });
export type IssueList = z.infer<typeof issueList>;

export const issueReply = z.object({
  id: z.string(),
  content: z.string(),
  createdBy: userRef,
  createdAt: isoTime,
  /** Each image is served by GET /protected/issue/reply-image/:imageId?projectId. */
  images: z.array(z.object({ id: z.string(), name: z.string(), size: z.number(), mime: z.string() })),
});
export type IssueReply = z.infer<typeof issueReply>;
export const issueHistoryEntry = z.object({
  id: z.string(),
  action: z.enum(ISSUE_HISTORY_ACTIONS),
  detail: z.record(z.string(), z.unknown()),
  user: userRef,
  createdAt: isoTime,
});
export type IssueHistoryEntry = z.infer<typeof issueHistoryEntry>;

export const issueDetail = issueSummary.extend({
  replies: z.array(issueReply),
  history: z.array(issueHistoryEntry),
  /** The statuses the caller may move it to now (the workflow applied to them). */
  nextStatuses: z.array(issueStatus),
  /** The caller's rights on this issue. */
  can: z.object({ edit: z.boolean(), delete: z.boolean(), reply: z.boolean(), generateTask: z.boolean() }),
});
export type IssueDetail = z.infer<typeof issueDetail>;

export const meetingSummary = z.object({
  id: z.string(),
  projectId: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  labelColor: z.string(),
  meetingDate: z.string().nullable(),
  summary: z.string().nullable(),
  creator: userRef,
  issueCount: z.number(),
  documents: z.array(z.object({ id: z.string(), name: z.string(), fileType: z.string().nullable() })),
  createdAt: isoTime,
  /** What the caller may do: edit (fields, documents, issues), delete, report (the summary). */
  can: z.object({ edit: z.boolean(), delete: z.boolean(), report: z.boolean() }),
});
export type MeetingSummary = z.infer<typeof meetingSummary>;
/** canAdd: the caller may create meetings (meeting:add). */
export const meetingList = z.object({ list: z.array(meetingSummary), total: z.number(), pageNum: z.number(), pageSize: z.number(), canAdd: z.boolean() });
export type MeetingList = z.infer<typeof meetingList>;

export const discussionSummary = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string().optional(),
  title: z.string(),
  body: z.string().nullable(),
  issue: z.object({ id: z.string(), code: z.string() }).nullable(),
  meeting: z.object({ id: z.string(), code: z.string() }).nullable(),
  pinned: z.boolean(),
  closed: z.boolean(),
  creator: userRef,
  postCount: z.number(),
  createdAt: isoTime,
  lastPostAt: isoTime,
  can: z.object({ edit: z.boolean(), post: z.boolean() }),
});
export type DiscussionSummary = z.infer<typeof discussionSummary>;
/** canAdd (project lists only): the caller may start topics (issue:add). */
export const discussionList = z.object({
  list: z.array(discussionSummary),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
  canAdd: z.boolean().optional(),
});
export type DiscussionList = z.infer<typeof discussionList>;

/** A delete answers the id of what went. */
export const deletedRef = z.object({ id: z.string() });
/** Setting a meeting's issues answers the meeting and how many issues changed meeting. */
export const meetingIssuesSaved = meetingSummary.extend({ changed: z.number() });

/** by-task: the issue a task was generated from, or null. */
export const issueOfTask = issueSummary.nullable();
