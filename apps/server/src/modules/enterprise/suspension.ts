import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError, ErrorCode } from '../../http/errors';
import { enterprises } from './tables';

// A suspended enterprise (docs/platform.md "Suspension"): nobody signs in to it, the access
// check refuses its enterprise and project calls, its share links answer no content. System
// managers suspend and resume it (platform module) and still reach it.

/** The enterprise's name and whether it is suspended, or null for an unknown one. */
export async function suspensionOf(db: DbOrTx, enterpriseId: string) {
  const [e] = await db
    .select({ nameCn: enterprises.nameCn, nameEn: enterprises.nameEn, suspendedAt: enterprises.suspendedAt })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return e ? { name: e.nameEn || e.nameCn, suspended: !!e.suspendedAt } : null;
}

/** The sign-in gate of accounts (registerSignInGate): a suspended enterprise is refused by name. */
export async function enterpriseSignInGate(db: DbOrTx, enterpriseId: string): Promise<AppError | null> {
  const s = await suspensionOf(db, enterpriseId);
  return s?.suspended ? new AppError(403, ErrorCode.forbidden, 'platform.enterpriseSuspended', { name: s.name }) : null;
}

/** What a call into a suspended enterprise gets: errorCode 402, the enterprise may not be used (the web's /402 page). */
export const suspendedAccess = () => new AppError(403, ErrorCode.suspended, 'platform.enterpriseSuspendedAccess');
