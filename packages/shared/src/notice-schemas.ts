import { z } from 'zod';
import { paging } from './schemas';

// Request payloads of the notices (platform- or enterprise-wide announcements, docs/notices.md)
// and of the managed update log. The spec names the notice calls (3 §7 "Notice version") and
// their page size (10, 3 §9) but shows no payload: the design is ours.

export const NOTICE_AUDIENCES = ['platform', 'enterprise'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
export const NOTICE_STATUSES = ['published', 'draft'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const instant = (message: 'notice.fromInvalid' | 'notice.untilInvalid' | 'updateLog.dateInvalid') =>
  z
    .string({ message })
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}/.test(v), { message });
const title = z.string({ message: 'notice.titleRequired' }).trim().min(1, { message: 'notice.titleRequired' }).max(100, { message: 'v.tooLong' });
const body = z.string({ message: 'notice.bodyRequired' }).trim().min(1, { message: 'notice.bodyRequired' }).max(5000, { message: 'v.tooLong' });

const inOrder = <T extends { validFrom?: string; validUntil?: string | null }>(v: T) =>
  !v.validFrom || !v.validUntil || Date.parse(v.validUntil) > Date.parse(v.validFrom);

/** Managers' list: one audience (an enterprise's: the session's unless `enterpriseId`). */
export const noticePageBody = z.object({
  ...paging,
  audience: z.enum(NOTICE_AUDIENCES, { message: 'notice.audienceInvalid' }).default('platform'),
  enterpriseId: id.optional(),
  status: z.enum(NOTICE_STATUSES).optional(),
});

export const addNoticeBody = z
  .object({
    audience: z.enum(NOTICE_AUDIENCES, { message: 'notice.audienceInvalid' }),
    enterpriseId: id.optional(),
    title,
    body,
    validFrom: instant('notice.fromInvalid'),
    validUntil: instant('notice.untilInvalid').optional().nullable(),
    status: z.enum(NOTICE_STATUSES, { message: 'notice.statusInvalid' }).default('draft'),
  })
  .refine(inOrder, { message: 'notice.untilBeforeFrom', path: ['validUntil'] });

/** A partial update; the audience of a notice never changes. */
export const updateNoticeBody = z
  .object({
    id,
    title: title.optional(),
    body: body.optional(),
    validFrom: instant('notice.fromInvalid').optional(),
    validUntil: instant('notice.untilInvalid').optional().nullable(),
    status: z.enum(NOTICE_STATUSES, { message: 'notice.statusInvalid' }).optional(),
  })
  .refine(inOrder, { message: 'notice.untilBeforeFrom', path: ['validUntil'] });

export const deleteNoticeBody = z.object({ id });
export const markNoticesSeenBody = z.object({ ids: z.array(id).min(1, { message: 'v.required' }).max(100) });

const content = (max: number) => z.string().trim().max(max, { message: 'v.tooLong' });
/** An update log entry: version, release day and the notes in the three languages (en required). */
const updateLogFields = {
  version: z.string({ message: 'updateLog.versionRequired' }).trim().min(1, { message: 'updateLog.versionRequired' }).max(40, { message: 'v.tooLong' }),
  releasedAt: instant('updateLog.dateInvalid'),
  contentEn: content(5000).min(1, { message: 'updateLog.contentRequired' }),
  contentZh: content(5000).optional().nullable(),
  contentJa: content(5000).optional().nullable(),
};
export const addUpdateLogBody = z.object(updateLogFields);
export const updateUpdateLogBody = z.object({
  id,
  version: updateLogFields.version.optional(),
  releasedAt: updateLogFields.releasedAt.optional(),
  contentEn: updateLogFields.contentEn.optional(),
  contentZh: updateLogFields.contentZh,
  contentJa: updateLogFields.contentJa,
});
export const deleteUpdateLogBody = z.object({ id });
