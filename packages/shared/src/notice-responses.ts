import { z } from 'zod';
import { isoTime } from './common-responses';
import { NOTICE_AUDIENCES, NOTICE_STATUSES } from './notice-schemas';

// What the notice calls answer (docs/notices.md).

export const noticeRow = z.object({
  id: z.string(),
  audience: z.enum(NOTICE_AUDIENCES),
  enterpriseId: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  validFrom: isoTime,
  validUntil: isoTime.nullable(),
  status: z.enum(NOTICE_STATUSES),
  /** Published and inside its validity window now. */
  current: z.boolean(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** How many people have seen it. */
  seenCount: z.number(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

export const noticePage = z.object({ list: z.array(noticeRow), total: z.number() });

/** A current notice as its reader sees it. */
export const currentNotice = z.object({
  id: z.string(),
  audience: z.enum(NOTICE_AUDIENCES),
  title: z.string(),
  body: z.string(),
  validFrom: isoTime,
  validUntil: isoTime.nullable(),
  seen: z.boolean(),
});
export type CurrentNotice = z.infer<typeof currentNotice>;

export const currentNotices = z.object({
  list: z.array(currentNotice),
  /** Which audiences the caller may manage (the menu offers notice management then). */
  canManage: z.object({ platform: z.boolean(), enterprise: z.boolean() }),
});
export const markedSeen = z.object({ marked: z.number() });
