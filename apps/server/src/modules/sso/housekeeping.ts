import { lt, or, isNotNull } from 'drizzle-orm';
import type { Deps } from '../../http/context';
import { ssoAssertions, ssoCodes, ssoRequests } from './tables';

/** Hourly housekeeping: requests, used assertion IDs and hand-over codes past their time go. */
export async function sweepSso(deps: Deps) {
  const now = deps.now();
  await deps.db.delete(ssoRequests).where(lt(ssoRequests.expiresAt, now));
  await deps.db.delete(ssoAssertions).where(lt(ssoAssertions.expiresAt, now));
  await deps.db.delete(ssoCodes).where(or(lt(ssoCodes.expiresAt, now), isNotNull(ssoCodes.usedAt)));
}
