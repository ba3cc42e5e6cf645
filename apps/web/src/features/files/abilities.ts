import { mayChangeItem } from '@trestle/shared/document-rules';
import type { View } from './useFileList';
import { isFolder, type FileItem, type FilePermissions } from './types';

/**
 * What the caller may do in the listed folder, from the list's filePermissions (the flags at
 * that folder: docs/sharing-permissions.md). Screens show only these actions.
 */
export function abilities(p: FilePermissions | undefined) {
  const f = (name: string) => !!(p?.[name] || p?.[`dms_${name}`]);
  return {
    preview: f('query'),
    upload: f('upload'),
    /** New versions of a same-name file. */
    update: f('update'),
    /** Covering a same-name file (update, and the owner rule per file). */
    cover: f('update'),
    addFolder: f('add'),
    rename: f('rename'),
    // Copying, moving elsewhere and adding to a cabinet hand out the content: the server also
    // needs download there (docs/sharing-permissions.md "Handing out content").
    move: f('move') && f('download'),
    copy: f('copy') && f('download'),
    /** Labels, metadata values and file links (the 'status' action). */
    labels: f('status'),
    /** Recycle, restore, purge and version deletion. */
    remove: f('delete'),
    download: f('download'),
    share: f('share'),
    cabinet: f('cabinet') && f('download'),
    permission: f('permission'),
    // Only the plain flag: the list's dms_owner at a folder is also true for its creator.
    owner: !!p?.owner,
  };
}
export type Abilities = ReturnType<typeof abilities>;

/** Nothing allowed (an item whose flags are still loading or could not be read). */
export const NO_ABILITIES: Abilities = abilities(undefined);

/** The project's permission mode and who is asking, for the default mode's owner rule. */
export interface OwnerRule {
  mode: string | undefined;
  userId: string | undefined;
}

/**
 * One item's abilities from the flags where it is: in the default permission mode (or while the
 * mode is unknown) renaming, deleting and covering someone else's item also need `owner` (the
 * owner rule the server decides with, @trestle/shared/document-rules).
 */
export function itemAbilities(can: Abilities, item: { createUser?: string | null }, rule: OwnerRule): Abilities {
  const manages = mayChangeItem({ permissionMode: rule.mode, owner: can.owner, userId: rule.userId }, { createdBy: item.createUser });
  return manages ? can : { ...can, rename: false, remove: false, cover: false };
}

/** Where an item's flags come from: the listed folder's, or another node's (get-file-permission). */
export type FlagSource = { kind: 'folder' } | { kind: 'node'; id: string | null; actionType: 1 | 2 };

/**
 * The list's flags are those of the listed folder. An item with its own permissions has its own
 * flags, and a search result elsewhere has its folder's; recycled items cannot be looked up
 * (the permission calls see live items only), so the recycle view keeps the list's flags.
 */
export function flagSource(item: FileItem, listedFolder: string | null, view: View): FlagSource {
  if (view === 'recycle') return { kind: 'folder' };
  if (item.restricted) return { kind: 'node', id: item._id, actionType: isFolder(item) ? 1 : 2 };
  const parent = item.parentId ?? null;
  return parent === listedFolder ? { kind: 'folder' } : { kind: 'node', id: parent, actionType: 1 };
}

/** What every one of the items allows (the toolbar's actions on a selection). */
export function allowedForAll(list: Abilities[], fallback: Abilities): Abilities {
  if (!list.length) return fallback;
  const out = { ...fallback };
  for (const k of Object.keys(out) as (keyof Abilities)[]) out[k] = list.every((a) => a[k]);
  return out;
}
