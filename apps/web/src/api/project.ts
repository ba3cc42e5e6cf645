import { callRoute } from './callRoute';
import { contracts } from '@trestle/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The project itself, which most features read (name, permission mode, the caller's grants):
// one call, one key and one type, so every page shares the one cached answer.

// The answer's shape is the server's schema (packages/shared/src/project-responses.ts).
export type { Project, ProjectGroup } from '@trestle/shared/project-responses';

export const projectKeys = {
  detail: (projectId: string) => ['project', projectId] as const,
};

export function getProjectInfo(projectId: string) {
  return callRoute(contracts.projectInfo, { projectId });
}

export function projectQuery(projectId: string) {
  return queryOptions({ queryKey: projectKeys.detail(projectId), queryFn: () => getProjectInfo(projectId) });
}

/** The project's info; `enabled: false` when the page already knows what it needs (a name in the address). */
export function useProject(projectId: string, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...projectQuery(projectId), enabled: !!projectId && (opts.enabled ?? true) });
}
