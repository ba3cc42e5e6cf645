import type { ManagementData } from '@trestle/shared/project-org-responses';
import { contracts } from '@trestle/shared/contracts';
import { callRoute } from '../../api/callRoute';

// The enterprise's figures (/management_data; docs/project-organisations.md "Management figures").

export type { ManagementData };

export const managementKeys = {
  figures: () => ['management-data'] as const,
};

export function managementData() {
  return callRoute(contracts.managementData, {});
}
