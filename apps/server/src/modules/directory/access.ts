import type { EnterpriseScope } from '../roles';
import { Errors } from '../../http/errors';

// Who may see and change an enterprise's directory settings (docs/directory.md "Who may call"):
// its enterprise managers (and system managers), as for the staff module's manager-only calls.

export const canManageDirectory = (s: Pick<EnterpriseScope, 'isEnterpriseManager' | 'isSystemManager'>) => s.isEnterpriseManager || s.isSystemManager;

export function requireDirectoryManager(s: EnterpriseScope) {
  if (!canManageDirectory(s)) throw Errors.forbidden();
}
