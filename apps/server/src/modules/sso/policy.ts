import { and, eq } from 'drizzle-orm';
import type { Lang } from '@trestle/shared';
import type { SsoLoginOptions } from '@trestle/shared/sso-responses';
import type { Db } from '../../db/client';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { getUser, type PasswordSignInVerdict } from '../accounts';
import { getEnterpriseRow } from '../enterprise';
import { enterpriseFacts } from '../roles';
import { spUrls } from './identifiers';
import { ssoSettings } from './tables';

// What the sign-in page offers (login-options) and the password rule of an enterprise that
// enforces single sign-on (docs/sso.md "Password sign-in").

/** Whether the enterprise offers directory sign-in: the directory module (above sso) registers it. */
export type DirectoryOption = (db: Db, enterpriseId: string) => Promise<boolean>;
let directoryOption: DirectoryOption | null = null;

export function registerDirectoryOption(fn: DirectoryOption) {
  directoryOption = fn;
}

async function enforcing(db: Db, enterpriseId: string) {
  const [row] = await db
    .select({ buttonName: ssoSettings.buttonName })
    .from(ssoSettings)
    .where(and(eq(ssoSettings.enterpriseId, enterpriseId), eq(ssoSettings.enforceSso, true), eq(ssoSettings.enabled, true)));
  return row;
}

/**
 * The accounts registry's check: staff of an enterprise that enforces SSO sign in through it;
 * its enterprise managers and the system managers keep their password (break-glass).
 */
export async function passwordSignInAllowed(deps: Deps, userId: string, enterpriseId: string): Promise<PasswordSignInVerdict> {
  const row = await enforcing(deps.db, enterpriseId);
  if (!row) return { allowed: true };
  const user = await getUser(deps.db, userId);
  const isSystemManager = deps.config.systemManagers.includes(user.loginName);
  const facts = await enterpriseFacts(
    deps.db,
    { userId, loginName: user.loginName, name: user.name, userLevel: user.userLevel, enterpriseId, sessionId: '', isSystemManager },
    enterpriseId,
  );
  if (!facts.isEnterpriseMember || facts.isEnterpriseManager || isSystemManager) return { allowed: true };
  return { allowed: false, buttonName: row.buttonName };
}

export async function loginOptions(deps: Deps, enterpriseId: string, lang: Lang): Promise<SsoLoginOptions> {
  const ent = await getEnterpriseRow(deps.db, enterpriseId).catch(() => null);
  if (!ent) throw Errors.notFound();
  const [row] = await deps.db
    .select({ buttonName: ssoSettings.buttonName, enabled: ssoSettings.enabled, enforce: ssoSettings.enforceSso })
    .from(ssoSettings)
    .where(eq(ssoSettings.enterpriseId, enterpriseId));
  const sso = row?.enabled ? { buttonName: row.buttonName, startUrl: spUrls(deps.config, enterpriseId).startUrl } : null;
  return {
    // The Chinese name in Chinese, else the English one when the enterprise has it (as the account centre shows it).
    enterpriseName: lang === 'zh' ? ent.nameCn : ent.nameEn || ent.nameCn,
    sso,
    directory: directoryOption ? await directoryOption(deps.db, enterpriseId) : false,
    // false when SSO is enforced: the page leads with the SSO button and keeps the password form
    // only behind an "administrator sign-in" link (managers' break-glass).
    passwordSignIn: !(row?.enabled && row.enforce),
  };
}
