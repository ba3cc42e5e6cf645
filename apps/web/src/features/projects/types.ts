// The answers the server checks against its schemas (packages/shared/src/project-responses.ts).
export type { Project, ProjectDetail, ProjectGroup, ProjectMember, RoleWithGrants } from '@trestle/shared/project-responses';

export const STATUS_COLORS: Record<string, string> = {
  preparing: 'default',
  inProgress: 'processing',
  completed: 'success',
  archived: 'purple',
  delayed: 'error',
};
