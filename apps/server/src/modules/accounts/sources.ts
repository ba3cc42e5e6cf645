import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../http/context';

/** An enterprise the user belongs to, as the sign-in and the user answer show it. */
export interface UserEnterprise {
  id: string;
  co_name_cn: string;
  co_name_en: string | null;
  co_domain: string | null;
  roleId: string | null;
}

/**
 * What the accounts module needs from the modules above it (accounts is the lowest module, it
 * imports none of them): the enterprise memberships (enterprise), whether the caller manages the
 * session's enterprise (roles) and the unread notice count (notifications). The composition root
 * (modules/index.ts) registers them.
 */
export interface AccountSources {
  /** Enterprises the user belongs to, in the order joined (the first is the default at sign-in). */
  enterprisesOf(db: DbOrTx, userId: string): Promise<UserEnterprise[]>;
  isEnterpriseMember(db: DbOrTx, enterpriseId: string, userId: string): Promise<boolean>;
  isEnterpriseManager(db: Db, actor: Actor, enterpriseId: string): Promise<boolean>;
  unreadCount(db: DbOrTx, userId: string): Promise<number>;
}

let sources: AccountSources | null = null;

/** The composition root registers the sources once, before any route runs. */
export function registerAccountSources(s: AccountSources) {
  sources = s;
}

export function accountSources(): AccountSources {
  if (!sources) throw new Error('account sources are not registered (modules/index.ts registers them)');
  return sources;
}
