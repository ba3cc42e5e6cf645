import type { DbOrTx } from '../../db/client';
import type { AppError } from '../../http/errors';

// Whether a session may be opened in an enterprise at all, whoever signs in and however
// (password, directory, single sign-on): accounts is the lowest module, so the enterprise
// module says no through this registry (a suspended enterprise; docs/platform.md), filled by
// modules/index.ts. Without a gate: always allowed.

/** The refusal, or null when a session may be opened in the enterprise. */
export type SignInGate = (db: DbOrTx, enterpriseId: string) => Promise<AppError | null>;

const gates = new Map<string, SignInGate>();

/** Keyed, so filling again (one app per test file) replaces the entry. */
export function registerSignInGate(key: string, gate: SignInGate) {
  gates.set(key, gate);
}

export async function signInRefusal(db: DbOrTx, enterpriseId: string): Promise<AppError | null> {
  for (const gate of gates.values()) {
    const refusal = await gate(db, enterpriseId);
    if (refusal) return refusal;
  }
  return null;
}
