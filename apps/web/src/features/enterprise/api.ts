import type { EnterpriseInfo, EnterpriseInformation, EnterpriseLogo, EnterpriseRole } from '@trestle/shared/enterprise-responses';
import { post, postForm, type PagedData } from '../../api/client';
import type { EnterpriseRow as EnterpriseRowAnswer } from '@trestle/shared/enterprise-responses';

export type { EnterpriseInfo, EnterpriseRole };

// The enterprise's information, logo and role grants, and the platform's list of enterprises.

/** One enterprise of the system managers' list (the server's schema). */
export type EnterpriseRow = EnterpriseRowAnswer;

export const enterpriseKeys = {
  info: () => ['enterprise-info'] as const,
  logo: () => ['enterprise-logo'] as const,
  list: (page: number) => ['enterprises', page] as const,
};

export function enterpriseInfo() {
  return post<EnterpriseInfo>('/protected/enterprise/get-enterprise-information-v1');
}

export function enterpriseLogo() {
  return post<EnterpriseLogo>('/protected/enterprise/get-enterprise-logo');
}

export function updateEnterpriseInfo(body: Record<string, string>) {
  return post<EnterpriseInformation>('/protected/enterprise/update-enterprise-information', body);
}

export function uploadEnterpriseLogo(file: File) {
  const fd = new FormData();
  fd.append('file', file);
  return postForm<EnterpriseLogo>('/protected/enterprise/upload-enterprise-logo', fd);
}

export function updateEnterpriseRole(roleId: string, permissions: unknown) {
  return post<EnterpriseRole>('/protected/enterprise/update-enterprise-permission', { roleId, permissions });
}

export function listEnterprises(pageNum: number) {
  return post<PagedData<EnterpriseRow>>('/protected/enterprise/list', { pageNum, pageSize: 10 });
}
