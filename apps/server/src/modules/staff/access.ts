import { Errors } from '../../http/errors';
import type { EnterpriseScope } from '../roles';

// Who may do what with the organisation and staff beyond the route's `person` grant
// (docs/staff.md "Who may call"): the /protected/platform staff calls, enterprise roles and
// enterprise managers as targets are for enterprise managers and system managers only.

export const isManager = (s: EnterpriseScope) => s.isSystemManager || s.isEnterpriseManager;

export function requireManager(s: EnterpriseScope) {
  if (!isManager(s)) throw Errors.forbidden();
}
