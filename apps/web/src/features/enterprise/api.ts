import { post, postForm, type PagedData } from '../../api/client';

// The enterprise's information, logo and role grants, and the platform's list of enterprises.

export interface EnterpriseRole {
  id: string;
  name: string;
  builtIn: string | null;
  defaultLevel: number;
  permissions: string[];
}

export interface EnterpriseInfo {
  id: string;
  co_name_cn: string;
  co_name_en: string | null;
  co_domain: string | null;
  rules: string | null;
  storageSize: number;
  storageUsed: number;
  isEnterpriseManager: boolean;
  roles: EnterpriseRole[];
}

export interface EnterpriseRow {
  id: string;
  co_name_cn: string;
  co_name_en: string | null;
  co_domain: string | null;
  storageSize: number;
  memberCount: number;
  projectCount: number;
  createTime: string;
}

export const enterpriseKeys = {
  info: () => ['enterprise-info'] as const,
  logo: () => ['enterprise-logo'] as const,
  list: (page: number) => ['enterprises', page] as const,
};

export function enterpriseInfo() {
  return post<EnterpriseInfo>('/protected/enterprise/get-enterprise-information-v1');
}

export function enterpriseLogo() {
  return post<{ logoUrl: string | null }>('/protected/enterprise/get-enterprise-logo');
}

export function updateEnterpriseInfo(body: Record<string, string>) {
  return post('/protected/enterprise/update-enterprise-information', body);
}

export function uploadEnterpriseLogo(file: File) {
  const fd = new FormData();
  fd.append('file', file);
  return postForm('/protected/enterprise/upload-enterprise-logo', fd);
}

export function updateEnterpriseRole(roleId: string, permissions: unknown) {
  return post('/protected/enterprise/update-enterprise-permission', { roleId, permissions });
}

export function listEnterprises(pageNum: number) {
  return post<PagedData<EnterpriseRow>>('/protected/enterprise/list', { pageNum, pageSize: 10 });
}
