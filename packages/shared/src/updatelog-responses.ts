import { z } from 'zod';
import { isoTime } from './common-responses';

// What the release-notes calls answer (the `data` of the envelope). Checked by the server in
// every test run (http/route.ts `output`); the web takes its types from here.

/** A release note in the caller's language, with the three texts for the managers' edit dialog. */
export const updateLogEntry = z.object({
  id: z.string(),
  version: z.string(),
  releasedAt: isoTime,
  content: z.string(),
  contents: z.object({ en: z.string(), zh: z.string(), ja: z.string() }),
});
export type UpdateLogEntry = z.infer<typeof updateLogEntry>;

/** get-update-log-list: a page of release notes, newest first; `canManage` for system managers. */
export const updateLogPage = z.object({ list: z.array(updateLogEntry), total: z.number(), canManage: z.boolean() });
