import { z } from 'zod';
import type { MessageKey } from './messages';

// Inputs of the notification calls (spec 1 §7.3, both readings; docs/notifications.md).
// Reading B: GET list/{page}, POST read, POST readAll, GET detail/{id}. Reading A (helper):
// GET user/{userId}?pageNum&pageSize, POST markAllRead, POST markRead, POST getDetail.

/** Spec 1 §9: ten notices per page, first page 1. */
export const NOTICE_PAGE_SIZE = 10;
/** The list filter of the drawer (spec 1 §2.4): all notices, or one targetType. */
export const NOTICE_LIST_TYPES = ['all', 'task', 'issue', '19650'] as const;
export type NoticeListType = (typeof NOTICE_LIST_TYPES)[number];

const noticeId = z.string({ message: 'notify.idRequired' }).trim().min(1, { message: 'notify.idRequired' }).max(64, { message: 'notify.idRequired' });
const page = (key: MessageKey) => z.coerce.number({ message: key }).int({ message: key }).min(1, { message: key }).max(100_000, { message: key });
const listFilter = {
  type: z.enum(NOTICE_LIST_TYPES, { message: 'notify.type' }).default('all'),
  /** 1: unread notices only. */
  unread: z
    .union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0), z.literal(''), z.boolean()], { message: 'notify.unread' })
    .optional()
    .transform((v) => v === '1' || v === 1 || v === true),
};

export const noticeListParams = z.object({ page: page('notify.page'), ...listFilter });

export const noticeUserListParams = z.object({
  userId: z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64),
  pageNum: page('notify.page').default(1),
  pageSize: z.coerce
    .number({ message: 'notify.pageSize' })
    .int({ message: 'notify.pageSize' })
    .min(1, { message: 'notify.pageSize' })
    .max(50, { message: 'notify.pageSize' })
    .default(NOTICE_PAGE_SIZE),
  ...listFilter,
});

/**
 * Mark read: one notice (userNotifyId), or every notice of the caller about one target
 * (targetId), or both (the notice must then be about that target). isReadNumber is what the
 * client saw; it is accepted and ignored, the server reads its own state.
 */
export const noticeReadBody = z
  .object({
    userNotifyId: z.string().trim().max(64).optional().nullable(),
    targetId: z.string().trim().max(500, { message: 'notify.targetId' }).optional().nullable(),
    isReadNumber: z.unknown().optional(),
  })
  .refine((v) => !!v.userNotifyId || !!v.targetId, { message: 'notify.readWhich', path: ['userNotifyId'] });

export const noticeDetailParams = z.object({ id: noticeId });
export const noticeByNotifyIdBody = z.object({ notifyId: noticeId });

// What the notice calls answer (the envelope's `data`), checked by the server in every test run.

/** The parts of a notice's query-like targetId. */
export const noticeTarget = z.object({
  projectId: z.string().nullable(),
  appType: z.string().nullable(),
  boardId: z.string().nullable(),
  taskId: z.string().nullable(),
  issueId: z.string().nullable(),
  /** Approval notices (targetType 19650). */
  approvalId: z.string().nullable(),
});
export type NoticeTarget = z.infer<typeof noticeTarget>;

/** One notice as both readings list it (spec 1 §3 Notification, plus the parsed target). */
export const noticeItem = z.object({
  userNotifyId: z.string(),
  notifyId: z.string(),
  targetId: z.string(),
  targetType: z.string(),
  actionType: z.string(),
  content: z.string().nullable(),
  sender: z.string().nullable(),
  userId: z.string(),
  createAt: z.string(),
  /** 1 while unread, 0 once read. */
  isReadNumber: z.number(),
  target: noticeTarget,
  /** The task's current title, the issue's code and description or the approval's title (null when it is gone). */
  subject: z.string().nullable(),
  projectName: z.string().nullable(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

export const noticeUser = z.object({ id: z.string(), name: z.string(), loginName: z.string() });
export type NoticeUser = z.infer<typeof noticeUser>;

export const noticeList = z.object({ list: z.array(noticeItem), users: z.array(noticeUser), hasNextPage: z.boolean(), total: z.number() });
export type NoticeList = z.infer<typeof noticeList>;

/** One notice with its senders (detail calls). */
export const noticeDetail = noticeItem.extend({ users: z.array(noticeUser) });

/** The caller's unread notices. */
export const noticeCount = z.object({ count: z.number() });
/** After marking read: the new unread count and how many notices changed. */
export const noticesMarked = z.object({ count: z.number(), marked: z.number() });

/** Messages the notification socket sends (docs/notifications.md). */
export type NoticeSocketMessage =
  | { type: 'ready'; count: number }
  | { type: 'notice'; notice: NoticeItem; users: NoticeUser[]; count: number }
  | { type: 'count'; count: number }
  | { type: 'pong' }
  | { type: 'error'; errorCode: number; msg: string };
