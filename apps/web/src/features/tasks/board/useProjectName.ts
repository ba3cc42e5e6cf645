import { useQuery } from '@tanstack/react-query';
import { post } from '../../../api/client';

/** The project's name: from the address when it came along, else from the project info call. */
export function useProjectName(projectId: string, fromQuery: string | null): string {
  const info = useQuery({
    queryKey: ['project', projectId],
    queryFn: () => post<{ projectInfo: { name: string } }>('/protected/get-project-info', { projectId }),
    enabled: !!projectId && !fromQuery,
  });
  return fromQuery || info.data?.projectInfo.name || '';
}
