import { useQuery } from '@tanstack/react-query';
import { fileById, filePermission } from '../files/api';
import { abilities, flagSource } from '../files/abilities';
import { officeKeys } from './api';

/**
 * Whether the caller may download the file, from the server's flags for it (its own when it has
 * its own permissions, else its folder's), as the file list decides. False until known.
 */
export function useCanDownload(projectId: string, fileId: string): boolean {
  const q = useQuery({
    queryKey: officeKeys.canDownload(projectId, fileId),
    enabled: !!projectId && !!fileId,
    queryFn: async () => {
      const item = await fileById(projectId, fileId);
      // Not the listed folder of any list: the flags always come from a node.
      const s = flagSource(item, '\u0000', 'files');
      if (s.kind !== 'node') return false;
      const flags = await filePermission(projectId, s.id ?? undefined, s.actionType);
      return abilities(flags).download;
    },
  });
  return q.data ?? false;
}
