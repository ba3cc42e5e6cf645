import { useQuery } from '@tanstack/react-query';
import { post } from '../../api/client';

export interface ProjectRole {
  id: string;
  name: string;
  remark: string | null;
  defaultLevel: number;
  builtIn: string | null;
  permissions: string[];
}

export function useProjectRoles(projectId: string) {
  return useQuery({ queryKey: ['project-roles', projectId], queryFn: () => post<ProjectRole[]>('/protected/project/get-project-roles', { projectId }) });
}
