// The documents' owner rule (docs/sharing-permissions.md), over plain facts: the server decides
// with it (apps/server modules/files/access.ts ownsOrMay), the file list hides rename, delete and
// cover with it (apps/web features/files/abilities.ts itemAbilities).

/** Actions that, in the default permission mode, need `owner` on items someone else created. */
export const OWNER_ACTIONS: readonly string[] = ['rename', 'delete', 'cover'];

export interface OwnerFacts {
  /** The project's permission mode; while unknown, the default mode's stricter rule applies. */
  permissionMode: string | null | undefined;
  /** System manager, enterprise manager or project admin (they hold every action everywhere). */
  holdsAll?: boolean;
  /** The caller holds the `owner` action where the item is. */
  owner: boolean;
  /** The caller's user id; unknown owns nothing. */
  userId: string | null | undefined;
}

/**
 * May the caller rename, delete or cover this item? In the 'public' mode anyone with the action
 * may; in the default mode only its creator, or who holds `owner` there (admins hold it).
 */
export function mayChangeItem(f: OwnerFacts, item: { createdBy: string | null | undefined }): boolean {
  if (f.permissionMode === 'public' || f.holdsAll || f.owner) return true;
  return !!f.userId && item.createdBy === f.userId;
}
