import { Errors } from '../../http/errors';
import type { EnterpriseScope } from '../roles';

/**
 * The enterprise's log is for its managers (and system managers): the route's enterprise:edit
 * grant alone is not enough, the spec's enterprise manager is userLevel 0 with that grant.
 */
export function mayReadEnterpriseLog(e: EnterpriseScope) {
  if (!e.isEnterpriseManager && !e.isSystemManager) throw Errors.forbidden();
}
