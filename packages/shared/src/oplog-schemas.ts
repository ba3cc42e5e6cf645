import { z } from 'zod';

// Payloads of the operation log calls (/protected/operation-log/*; docs/operation-log.md). The
// spec names no payload: the filters are person, module, action and a period, either one of the
// spec's presets (24 hours, 7, 30, 90 days) or from–to.

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const word = z.string().trim().min(1).max(64);

export const OPLOG_RANGES = ['24h', '7d', '30d', '90d'] as const;
export type OplogRange = (typeof OPLOG_RANGES)[number];

/** A date (YYYY-MM-DD: the whole day, UTC) or an ISO time. */
const when = z
  .string({ message: 'oplog.date' })
  .trim()
  .max(40, { message: 'oplog.date' })
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: 'oplog.date' });

const filterFields = {
  /** People (user ids). */
  userIds: z.array(id).max(200).optional(),
  modules: z.array(word).max(50).optional(),
  actions: z.array(word).max(50).optional(),
  range: z.enum(OPLOG_RANGES, { message: 'oplog.range' }).optional().nullable(),
  from: when.optional().nullable(),
  to: when.optional().nullable(),
};

type FilterShape = { range?: string | null; from?: string | null; to?: string | null };
const checkPeriod = <T extends FilterShape>(v: T, ctx: z.RefinementCtx) => {
  if (v.range && (v.from || v.to)) ctx.addIssue({ code: 'custom', message: 'oplog.rangeAndDates', path: ['range'] });
  if (v.from && v.to && Date.parse(v.from) > Date.parse(v.to)) ctx.addIssue({ code: 'custom', message: 'oplog.fromAfterTo', path: ['from'] });
};

const paging = {
  pageNum: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
};

/** The filters of a project's log (projectId) or of the enterprise's (enterpriseId, default the session's). */
export const oplogFilterBody = z
  .object({ projectId: z.string().trim().max(64).optional(), enterpriseId: z.string().trim().max(64).optional().nullable(), ...filterFields })
  .superRefine(checkPeriod);
export type OplogFilter = z.infer<typeof oplogFilterBody>;

/** A page of the log, newest first. */
export const oplogListBody = z
  .object({
    projectId: z.string().trim().max(64).optional(),
    enterpriseId: z.string().trim().max(64).optional().nullable(),
    ...filterFields,
    ...paging,
  })
  .superRefine(checkPeriod);

/** The filtered rows as a sheet (format xlsx or csv; lang picks the headers' language). */
export const oplogExportBody = z
  .object({
    projectId: z.string().trim().max(64).optional(),
    enterpriseId: z.string().trim().max(64).optional().nullable(),
    ...filterFields,
    format: z.enum(['xlsx', 'csv'], { message: 'oplog.format' }).default('xlsx'),
  })
  .superRefine(checkPeriod);
