import { useQuery } from '@tanstack/react-query';
import { projectRoles, projectsKeys } from './api';

export function useProjectRoles(projectId: string) {
  return useQuery({ queryKey: projectsKeys.roles(projectId), queryFn: () => projectRoles(projectId) });
}
