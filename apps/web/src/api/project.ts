import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from './client';

// The project itself, which most features read (name, permission mode, the caller's grants):
// one call, one key and one type, so every page shares the one cached answer.

export interface ProjectGroup {
  id: string;
  name: string;
  nameEn: string | null;
  region: string;
  address: string;
  introduction: string | null;
  projectCount?: number;
}

export interface Project {
  _id: string;
  id: string;
  enterpriseId: string;
  groupId: string | null;
  groupName?: string | null;
  name: string;
  nameEn: string | null;
  area: string;
  address: string;
  type: string;
  startDate: string;
  endDate: string;
  longitude: number | null;
  latitude: number | null;
  acreage: string | null;
  size: string | null;
  image: string | null;
  overview: string | null;
  contractNo: string | null;
  clientName: string | null;
  stage: string | null;
  serviceContent: string | null;
  zipCode: string | null;
  contactWay: string | null;
  businessHours: string | null;
  status: string;
  businessStatus: string;
  permissionMode: string;
  createTime: string;
  isAdmin?: boolean;
  memberCount?: number;
  permissions?: string[];
  joinCode?: string;
  /** May the caller delete the project (project:delete). */
  canDelete?: boolean;
  group?: ProjectGroup | null;
}

export const projectKeys = {
  detail: (projectId: string) => ['project', projectId] as const,
};

export function getProjectInfo(projectId: string) {
  return post<{ projectInfo: Project }>('/protected/get-project-info', { projectId });
}

export function projectQuery(projectId: string) {
  return queryOptions({ queryKey: projectKeys.detail(projectId), queryFn: () => getProjectInfo(projectId) });
}

/** The project's info; `enabled: false` when the page already knows what it needs (a name in the address). */
export function useProject(projectId: string, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...projectQuery(projectId), enabled: !!projectId && (opts.enabled ?? true) });
}
