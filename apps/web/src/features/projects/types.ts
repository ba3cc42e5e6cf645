export type { Project, ProjectGroup } from '../../api/project';

export const STATUS_COLORS: Record<string, string> = {
  preparing: 'default',
  inProgress: 'processing',
  completed: 'success',
  archived: 'purple',
  delayed: 'error',
};
