import { useProject } from '../../../api/project';

/** The project's name: from the address when it came along, else from the project info call. */
export function useProjectName(projectId: string, fromQuery: string | null): string {
  const info = useProject(projectId, { enabled: !fromQuery });
  return fromQuery || info.data?.projectInfo.name || '';
}
