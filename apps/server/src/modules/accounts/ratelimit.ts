import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { loginAttempts } from './tables';

// Failed sign-ins are counted in the database so every server process shares the limit.
// Keys name what is counted:
//   acct:<userId or typed name>   failed sign-ins / wrong old passwords of one account
//   ip:<address>                  failed sign-ins from one address, across accounts
//   mail:<typed name>             set-password mails asked for one name
//   mail-ip:<address>             set-password mails asked from one address
//   share:<linkId>                wrong extraction codes of one share link
//   share-ip:<address>            wrong extraction codes from one address, across links

export const accountKey = (userIdOrName: string) => `acct:${userIdOrName.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;
export const mailKey = (name: string) => `mail:${name.trim().toLowerCase()}`;
export const mailIpKey = (ip: string) => `mail-ip:${ip}`;
export const shareKey = (linkId: string) => `share:${linkId}`;
export const shareIpKey = (ip: string) => `share-ip:${ip}`;

function limitFor(deps: Deps, key: string) {
  if (key.startsWith('share:')) return deps.config.login.shareCodeLink;
  if (key.startsWith('share-ip:')) return deps.config.login.shareCodeIp;
  return key.startsWith('ip:') || key.startsWith('mail-ip:') ? deps.config.login.maxFailuresIp : deps.config.login.maxFailuresAccount;
}

/** Throws 429 when a key has used up its failures in the current window. */
export async function assertNotLimited(deps: Deps, keys: string[]) {
  const windowMs = deps.config.login.windowMinutes * 60_000;
  const now = deps.now().getTime();
  for (const key of keys) {
    const [row] = await deps.db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
    if (!row) continue;
    const elapsed = now - row.windowStart.getTime();
    if (elapsed < windowMs && row.failures >= limitFor(deps, key)) {
      throw Errors.rateLimited(Math.max(1, Math.ceil((windowMs - elapsed) / 1000)));
    }
  }
}

/** Counts one attempt against each key; a key whose window has passed starts a new one. */
export async function recordFailure(deps: Deps, keys: string[]) {
  const now = deps.now();
  const windowStartCutoff = new Date(now.getTime() - deps.config.login.windowMinutes * 60_000);
  for (const key of keys) {
    await deps.db
      .insert(loginAttempts)
      .values({ key, failures: 1, windowStart: now })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.windowStart} <= ${windowStartCutoff} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStart: sql`case when ${loginAttempts.windowStart} <= ${windowStartCutoff} then ${now} else ${loginAttempts.windowStart} end`,
        },
      });
  }
}

export async function clearFailures(deps: Deps, key: string) {
  await deps.db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
