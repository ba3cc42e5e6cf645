import type { FilePermissions } from './types';

/** What the caller may do here, from the list's filePermissions (docs/files-api.md "Permissions"). */
export function abilities(p: FilePermissions | undefined) {
  return {
    upload: !!(p?.import || p?.dms_upload),
    addFolder: !!(p?.add || p?.dms_add),
    edit: !!p?.edit,
    remove: !!p?.delete,
    download: !!p?.export,
  };
}
export type Abilities = ReturnType<typeof abilities>;
