import type { Deps } from '../../../http/context';
import type { JobHandler } from '../../../jobs/queue';
import { collectOrphans } from './content';
import { dropExpiredTickets } from '../download/download';
import { PACK_JOB, purgeExpiredPacks, runPackJob } from '../download/packs';
import { CONVERT_JOB, runConvertJob } from '../office/convert';
import { OFFICE_PDF_JOB, runOfficePdfJob } from '../office/office-pdf';
import { dropStaleSessions } from '../upload/resumable';
import { dropExpiredPolicies } from './oss';
import { fileJobContributions } from '../registries';

/** Background jobs of the document module, by kind. */
export function fileJobs(deps: Deps): Record<string, JobHandler> {
  return {
    [PACK_JOB]: (payload) => runPackJob(deps, payload),
    [CONVERT_JOB]: (payload) => runConvertJob(deps, payload),
    [OFFICE_PDF_JOB]: (payload, job) => runOfficePdfJob(deps, payload, job),
    // Kinds other modules run on the same workers (model conversion: registries.ts).
    ...Object.fromEntries([...fileJobContributions].map(([kind, handler]) => [kind, handler(deps)])),
  };
}

/**
 * Periodic clean-up: expired packs lose their zips, expired download tickets and abandoned
 * resumable uploads go, and blobs orphaned for a day are deleted.
 */
export async function fileHousekeeping(deps: Deps) {
  const packs = await purgeExpiredPacks(deps);
  await dropExpiredTickets(deps);
  await dropExpiredPolicies(deps);
  const sessions = await dropStaleSessions(deps);
  const blobs = await collectOrphans(deps);
  return { packs, sessions, blobs };
}
