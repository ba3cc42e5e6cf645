import type { FilePermissions } from './types';

/**
 * What the caller may do in the listed folder, from the list's filePermissions (the flags at
 * that folder: docs/sharing-permissions.md). Screens show only these actions.
 */
export function abilities(p: FilePermissions | undefined) {
  const f = (name: string) => !!(p?.[name] || p?.[`dms_${name}`]);
  return {
    preview: f('query'),
    upload: f('upload'),
    update: f('update'),
    addFolder: f('add'),
    rename: f('rename'),
    move: f('move'),
    copy: f('copy'),
    /** Labels, metadata values and file links (the 'status' action). */
    labels: f('status'),
    remove: f('delete'),
    download: f('download'),
    share: f('share'),
    cabinet: f('cabinet'),
    permission: f('permission'),
  };
}
export type Abilities = ReturnType<typeof abilities>;
