import { useQueries } from '@tanstack/react-query';
import { useProject } from '../../api/project';
import { useCurrentUser } from '../../shell/useCurrentUser';
import { abilities, flagSource, itemAbilities, NO_ABILITIES, type Abilities } from './abilities';
import { filePermission, filesKey } from './api';
import type { View } from './useFileList';
import type { FileItem } from './types';

const nodeKey = (s: { id: string | null }) => s.id ?? 'root';

/**
 * What the caller may do to each listed (or selected) item, and project-wide (labels and
 * metadata templates are project settings); applies the default mode's owner rule per item.
 */
export function useItemAbilities(projectId: string, listedFolder: string | null, view: View, can: Abilities, items: FileItem[]) {
  const me = useCurrentUser().data?.user._id;
  const project = useProject(projectId);
  const rule = { mode: project.data?.projectInfo.permissionMode, userId: me };

  const sources = new Map<string, { id: string | null; actionType: 1 | 2 }>();
  for (const i of items) {
    const s = flagSource(i, listedFolder, view);
    if (s.kind === 'node') sources.set(nodeKey(s), s);
  }
  // Project-wide flags: the root's (the list's own when the root is listed).
  const rootListed = listedFolder === null && view === 'files';
  if (!rootListed) sources.set('root', { id: null, actionType: 1 });
  const list = [...sources.entries()];
  const results = useQueries({
    queries: list.map(([key, s]) => ({
      queryKey: filesKey(projectId, 'flags', key),
      queryFn: () => filePermission(projectId, s.id ?? undefined, s.actionType),
      staleTime: 30_000,
    })),
  });
  const flags = new Map(list.map(([key], i) => [key, results[i].data ? abilities(results[i].data) : NO_ABILITIES]));

  const canFor = (item: FileItem): Abilities => {
    const s = flagSource(item, listedFolder, view);
    const base = s.kind === 'folder' ? can : (flags.get(nodeKey(s)) ?? NO_ABILITIES);
    return itemAbilities(base, item, rule);
  };
  const projectCan = rootListed ? can : (flags.get('root') ?? NO_ABILITIES);
  return { canFor, projectCan, rule };
}
