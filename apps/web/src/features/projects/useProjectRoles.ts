import { useQuery } from '@tanstack/react-query';
import type { RoleWithGrants } from '@trestle/shared/project-responses';
import { post } from '../../api/client';

/** A project role with its grants (get-project-roles; packages/shared project-responses.ts). */
export type ProjectRole = RoleWithGrants;

export function useProjectRoles(projectId: string) {
  return useQuery({ queryKey: ['project-roles', projectId], queryFn: () => post<ProjectRole[]>('/protected/project/get-project-roles', { projectId }) });
}
