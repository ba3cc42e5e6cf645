import type { DbOrTx } from '../../db/client';

// What modules built on projects keep per member (project organisations' people): they drop it
// in the transaction that removes the member. Filled by the composition root (modules/index.ts).

export type MemberRemovedHook = (tx: DbOrTx, projectId: string, userId: string) => Promise<void>;

export const memberRemovedHooks = new Map<string, MemberRemovedHook>();

export function onMemberRemoved(name: string, hook: MemberRemovedHook) {
  memberRemovedHooks.set(name, hook);
}

export async function runMemberRemoved(tx: DbOrTx, projectId: string, userId: string) {
  for (const hook of memberRemovedHooks.values()) await hook(tx, projectId, userId);
}
