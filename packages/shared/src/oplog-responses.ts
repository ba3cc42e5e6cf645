import { z } from 'zod';
import { isoTime, userRef } from './common-responses';

// Answers of the operation log calls (docs/operation-log.md).

export const oplogTarget = z.object({
  targetId: z.string().optional(),
  targetName: z.string().optional(),
  before: z.record(z.string(), z.unknown()).optional(),
  after: z.record(z.string(), z.unknown()).optional(),
});

/** One log row. `user` is the actor as named when it happened. */
export const oplogRow = z.object({
  id: z.string(),
  time: isoTime,
  user: userRef,
  enterpriseId: z.string().nullable(),
  projectId: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  method: z.string(),
  route: z.string(),
  module: z.string(),
  action: z.string(),
  /** The first target's id and name (what a table column shows); all of them in `targets`. */
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  targets: z.array(oplogTarget),
});
export type OplogRow = z.infer<typeof oplogRow>;

/**
 * A page of rows (envelope pageTotal = total). The count stops 1,000 rows past the page's
 * offset: `totalCapped` true means there are more than `total`.
 */
export const oplogPage = z.object({ list: z.array(oplogRow), total: z.number().int(), totalCapped: z.boolean() });

/** Counts over the filtered period: per person and per module (and per action), largest first. */
export const oplogStatistics = z.object({
  total: z.number().int(),
  byPerson: z.array(userRef.extend({ count: z.number().int() })),
  byModule: z.array(z.object({ module: z.string(), count: z.number().int() })),
  byAction: z.array(z.object({ action: z.string(), count: z.number().int() })),
});
export type OplogStatistics = z.infer<typeof oplogStatistics>;
