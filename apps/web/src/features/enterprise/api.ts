import type { z } from 'zod';
import type { updateEnterpriseBody, updateEnterprisePermissionBody } from '@trestle/shared/schemas';
import { callRoute } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { EnterpriseInfo, EnterpriseLogo, EnterpriseRole } from '@trestle/shared/enterprise-responses';
import { postForm } from '../../api/client';

export type { EnterpriseInfo, EnterpriseRole };

// The enterprise's information, logo and role grants (the platform's list: features/platform).

export const enterpriseKeys = {
  info: () => ['enterprise-info'] as const,
  logo: () => ['enterprise-logo'] as const,
};

export function enterpriseInfo() {
  return callRoute(contracts.getEnterpriseInformationV1, {});
}

export function enterpriseLogo() {
  return callRoute(contracts.getEnterpriseLogo, {});
}

/** The enterprise form's fields (the server's schema). */
export type EnterpriseFields = z.input<typeof updateEnterpriseBody>;

export function updateEnterpriseInfo(body: EnterpriseFields) {
  return callRoute(contracts.updateEnterpriseInformation, body);
}

export function uploadEnterpriseLogo(file: File) {
  const fd = new FormData();
  fd.append('file', file);
  return postForm<EnterpriseLogo>('/protected/enterprise/upload-enterprise-logo', fd);
}

export function updateEnterpriseRole(roleId: string, permissions: z.input<typeof updateEnterprisePermissionBody>['permissions']) {
  return callRoute(contracts.updateEnterprisePermission, { roleId, permissions });
}
