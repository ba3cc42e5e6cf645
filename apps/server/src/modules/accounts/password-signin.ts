import type { Deps } from '../../http/context';

// Whether a person may sign in with a password (docs/accounts.md "Password sign-in"). Accounts
// is the lowest module; an enterprise that enforces single sign-on says no through this
// registry (sso contributes; modules/index.ts registers it). Without a check: always allowed.

export type PasswordSignInVerdict = { allowed: true } | { allowed: false; buttonName: string };
export type PasswordSignInCheck = (deps: Deps, userId: string, enterpriseId: string) => Promise<PasswordSignInVerdict>;

export const passwordSignInChecks = new Map<string, PasswordSignInCheck>();
const checks = passwordSignInChecks;

/** Keyed, so filling again (one app per test file) replaces the entry. */
export function registerPasswordSignInCheck(key: string, check: PasswordSignInCheck) {
  checks.set(key, check);
}

/** The first refusal among the enterprises the person belongs to, or allowed. */
export async function passwordSignInVerdict(deps: Deps, userId: string, enterpriseIds: string[]): Promise<PasswordSignInVerdict> {
  for (const enterpriseId of enterpriseIds) {
    for (const check of checks.values()) {
      const v = await check(deps, userId, enterpriseId);
      if (!v.allowed) return v;
    }
  }
  return { allowed: true };
}
