import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { AUTO_LOGOUT_OPTIONS, translate, type Lang } from '@trestle/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor, Deps } from '../../http/context';
import { AppError, ErrorCode, Errors } from '../../http/errors';
import { appLink } from '../../mail/mailer';
import { accountSources } from './sources';
import { passwordSignInVerdict } from './password-signin';
import { signInRefusal } from './signin-gates';
import { startTrial, trialOf, trialRefusal } from './trials';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import { createSession, revokeOtherSessions, revokeSession } from './sessions';
import { addressKey, clearThrottle, giveBack, nameKey, take } from '../../throttle/throttle';
import { passwordCodes, users } from './tables';
import { cleared, patchOf } from '../../db/patch';
import { changedFields, describeOperation } from '../../db/operation';

export type UserRow = typeof users.$inferSelect;

/** The user as the wire shows it (spec 1 §3: _id, also userId or id). */
export function presentUser(u: UserRow, enterpriseId: string | null) {
  return {
    _id: u.id,
    id: u.id,
    userId: u.id,
    name: u.name,
    loginName: u.loginName,
    img: u.img,
    email: u.email,
    phone: u.phone,
    lang: u.lang,
    enterpriseId,
    userLevel: u.userLevel,
    isSingleUser: u.isSingleUser,
    projectGroupId: null as string | null,
    autoLogoutMinutes: u.autoLogoutMinutes,
    /** Notices are also mailed (docs/notifications.md). */
    notifyByEmail: u.notifyByEmail,
  };
}

export async function getUser(db: DbOrTx, userId: string): Promise<UserRow> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw Errors.notFound();
  return u;
}

const lowerLogin = sql`lower(${users.loginName})`;
const lowerEmail = sql`lower(${users.email})`;

/**
 * The account a typed name means: the login name first, else the e-mail (case-insensitive).
 * createUser and updateProfile keep login names and e-mails from colliding across accounts;
 * the ordering keeps older data that still collides deterministic.
 */
export async function findUserByLogin(db: DbOrTx, loginNameOrEmail: string): Promise<UserRow | undefined> {
  const v = loginNameOrEmail.trim().toLowerCase();
  if (!v) return undefined;
  const [u] = await db
    .select()
    .from(users)
    .where(or(eq(lowerLogin, v), eq(lowerEmail, v)))
    .orderBy(sql`case when ${lowerLogin} = ${v} then 0 else 1 end`, asc(users.createdAt))
    .limit(1);
  return u;
}

/** Whether another account already answers to this name or e-mail (as login name or e-mail). */
async function nameOrEmailTaken(db: DbOrTx, value: string, exceptUserId?: string): Promise<boolean> {
  const v = value.trim().toLowerCase();
  const match = or(eq(lowerLogin, v), eq(lowerEmail, v));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(match, ne(users.id, exceptUserId)) : match)
    .limit(1);
  return !!row;
}

export async function createUser(
  db: DbOrTx,
  v: { loginName: string; name: string; email?: string | null; password?: string; userLevel?: number; isSystem?: boolean; lang?: Lang },
): Promise<UserRow> {
  // Two creations of one name wait for each other (a lock per lower-cased name, held until the
  // caller's transaction ends), so the second one's check sees the first account and is refused
  // with the message. A login name may not be another account's e-mail either: sign-in accepts both.
  const names = [...new Set([v.loginName, v.email ?? ''].map((n) => n.trim().toLowerCase()).filter(Boolean))].sort();
  for (const n of names) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'account-name:' + n}))`);
  if (await nameOrEmailTaken(db, v.loginName)) throw Errors.badInput('v.loginName.taken');
  if (v.email && v.email.toLowerCase() !== v.loginName.toLowerCase() && (await nameOrEmailTaken(db, v.email))) throw Errors.badInput('v.email.taken');
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      loginName: v.loginName,
      name: v.name,
      email: v.email ?? null,
      passwordHash: v.password ? await hashPassword(v.password) : null,
      userLevel: v.userLevel ?? 1,
      isSystem: v.isSystem ?? false,
      lang: v.lang ?? 'en',
    })
    .returning()
    .catch((e: unknown) => {
      // Whatever got past the lock (a caller outside a transaction): the unique index decides.
      if (isUniqueViolation(e)) throw Errors.badInput('v.loginName.taken');
      throw e;
    });
  return row;
}

/** A unique index refused the row (PostgreSQL 23505), whether the driver wraps the error or not. */
function isUniqueViolation(e: unknown): boolean {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    if ((c as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * One sign-in attempt, counted before it is decided (throttle.ts) against the account and the
 * client address in one statement, so a parallel burst cannot pass the limits; `verify` says
 * whether the secret was right. A right one takes its attempt back; a wrong one is refused with
 * the one bad-credentials message. An error while verifying (a directory that cannot be reached)
 * gives the attempt back too: nothing was guessed. Used by the password sign-in and the
 * directory sign-in (modules/directory), so both count alike.
 */
export async function attemptSignIn(deps: Deps, account: string, ip: string, verify: () => Promise<boolean>): Promise<void> {
  const taken = await take(deps, [
    { kind: 'loginAccount', key: account },
    { kind: 'loginIp', key: addressKey(ip) },
  ]);
  let ok: boolean;
  try {
    ok = await verify();
  } catch (err) {
    await giveBack(deps, taken);
    throw err;
  }
  if (!ok) throw Errors.badInput('auth.badCredentials');
  await giveBack(deps, taken);
}

/**
 * Ends a sign-in: the account's count is cleared, a session opened in the enterprise; the answer
 * of /public/user/login. Every way in ends here, so here an ended trial and an enterprise that
 * may not be signed in to (suspended) are refused; system managers pass the enterprise gate.
 */
export async function completeSignIn(deps: Deps, user: UserRow, account: string, enterpriseId: string | null) {
  const trialEnded = trialRefusal(await trialOf(deps.db, user.id), deps.now());
  if (trialEnded) throw trialEnded;
  if (enterpriseId && !deps.config.systemManagers.includes(user.loginName)) {
    const refusal = await signInRefusal(deps.db, enterpriseId);
    if (refusal) throw refusal;
  }
  await clearThrottle(deps, 'loginAccount', account);
  const token = await createSession(deps, user.id, enterpriseId);
  return { token, user: presentUser(user, enterpriseId) };
}

/** The key a typed name is counted under when no account answers to it. */
export const signInNameKey = nameKey;

/**
 * The password sign-in (attemptSignIn counts it). Counted per account, not per typed name, so
 * switching between login name and e-mail (or letter case) does not buy more guesses; unknown
 * names are counted by what was typed. A completed sign-in clears the account's count (the
 * owner's own typos are forgiven once they prove the password).
 */
export async function login(deps: Deps, input: { loginName: string; password: string; enterpriseId?: string | null }, ip: string) {
  const user = await findUserByLogin(deps.db, input.loginName);
  const account = user?.id ?? nameKey(input.loginName);
  await attemptSignIn(deps, account, ip, async () => {
    const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
    return !!user && ok;
  });
  if (!user) throw Errors.badInput('auth.badCredentials');
  if (user.isInvalid) throw new AppError(403, ErrorCode.suspended, 'auth.accountInvalid');
  const list = await accountSources().enterprisesOf(deps.db, user.id);
  // The default enterprise: the first one a session may be opened in (a suspended one is passed
  // over); when none may, completeSignIn refuses with the first one's reason.
  let enterpriseId: string | null = list[0]?.id ?? null;
  for (const e of list) {
    if (await signInRefusal(deps.db, e.id)) continue;
    enterpriseId = e.id;
    break;
  }
  if (input.enterpriseId) {
    if (!(await accountSources().isEnterpriseMember(deps.db, input.enterpriseId, user.id))) throw Errors.badInput('auth.notInEnterprise');
    enterpriseId = input.enterpriseId;
  }
  // An enterprise that enforces single sign-on refuses its staff's passwords (managers excepted),
  // in any enterprise of the person: a session of one reaches the others by their enterpriseId.
  const verdict = await passwordSignInVerdict(
    deps,
    user.id,
    list.map((e) => e.id),
  );
  if (!verdict.allowed) throw Errors.forbiddenKey('sso.passwordDisabled', { button: verdict.buttonName });
  return completeSignIn(deps, user, account, enterpriseId);
}

export async function logout(deps: Deps, actor: Actor) {
  await revokeSession(deps, actor.sessionId);
}

const CODE_TTL_MS = 3 * 24 * 3600_000;
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Creates a single-use set-password code valid for 3 days; returns the code. */
export async function issuePasswordCode(deps: Deps, db: DbOrTx, userId: string): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db.insert(passwordCodes).values({ codeHash: hashCode(code), userId, expiresAt: new Date(deps.now().getTime() + CODE_TTL_MS) });
  return code;
}

export async function mailPasswordCode(deps: Deps, user: UserRow, code: string, lang: Lang) {
  if (!user.email) return;
  const link = appLink(deps.config, `/setpassword/${code}`);
  const subject = translate('mail.setPassword.subject', lang);
  const text = translate('mail.setPassword.body', lang, { name: user.name, link });
  await deps.mailer.send({ to: user.email, subject, text });
}

/**
 * Always answers the same, so the call does not reveal which accounts exist. Every request
 * counts (throttle.ts) against the account (or the typed name, when none matches, as sign-in
 * does) and the address, before anything is mailed, so nobody can flood a mailbox.
 */
export async function forgotPassword(deps: Deps, loginName: string, lang: Lang, ip = 'unknown') {
  const user = await findUserByLogin(deps.db, loginName);
  await take(deps, [
    { kind: 'forgotAccount', key: user?.id ?? nameKey(loginName) },
    { kind: 'forgotIp', key: addressKey(ip) },
  ]);
  if (!user || !user.email || user.isInvalid) return;
  const code = await issuePasswordCode(deps, deps.db, user.id);
  try {
    await mailPasswordCode(deps, user, code, lang);
  } catch (cause) {
    // The mail server refused or is unreachable: say so rather than leave the user waiting.
    // The route logs `cause` for the administrator.
    throw Object.assign(new AppError(503, 503, 'mail.sendFailed'), { cause });
  }
}

/**
 * Uses a mailed code once: claiming it is one conditional UPDATE, so two requests racing with
 * the same code cannot both succeed. The account's other codes and open sessions end too
 * (whoever reset the password may have done so because someone else was signed in), and a
 * sign-in lock on the account is lifted: the mailbox owner proved who they are.
 */
export async function setPasswordFromCode(deps: Deps, code: string, password: string) {
  const hash = await hashPassword(password);
  const now = deps.now();
  const userId = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordCodes.codeHash, hashCode(code)), isNull(passwordCodes.usedAt), gt(passwordCodes.expiresAt, now)))
      .returning({ userId: passwordCodes.userId });
    if (!claimed) throw Errors.badInput('auth.codeInvalid');
    const [user] = await tx.select({ isInvalid: users.isInvalid }).from(users).where(eq(users.id, claimed.userId));
    if (!user || user.isInvalid) throw Errors.badInput('auth.codeInvalid');
    await tx
      .update(passwordCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordCodes.userId, claimed.userId), isNull(passwordCodes.usedAt)));
    await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, claimed.userId));
    return claimed.userId;
  });
  await revokeOtherSessions(deps, userId);
  await clearThrottle(deps, 'loginAccount', userId);
}

/**
 * Old-password checks count against the account's sign-in limit, so a borrowed session cannot
 * guess the password; counted before the check like a sign-in, and cleared by the right one.
 */
export async function changePassword(deps: Deps, actor: Actor, oldPassword: string, password: string) {
  await take(deps, [{ kind: 'loginAccount', key: actor.userId }]);
  const user = await getUser(deps.db, actor.userId);
  if (!(await verifyPassword(oldPassword, user.passwordHash ?? DUMMY_HASH)) || !user.passwordHash) throw Errors.badInput('auth.oldPasswordWrong');
  await clearThrottle(deps, 'loginAccount', actor.userId);
  // The account only: what a password was or became is never recorded.
  describeOperation({ targetId: actor.userId, targetName: actor.name });
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, actor.userId));
  await revokeOtherSessions(deps, actor.userId, actor.sessionId);
}

export async function saveLang(deps: Deps, actor: Actor, lang: Lang) {
  await describeOwnChange(deps, actor, { lang });
  await deps.db.update(users).set({ lang }).where(eq(users.id, actor.userId));
}

export async function getConfigTime(deps: Deps, actor: Actor) {
  const u = await getUser(deps.db, actor.userId);
  return { autoLogoutMinutes: u.autoLogoutMinutes, options: AUTO_LOGOUT_OPTIONS };
}

export async function updateConfigTime(deps: Deps, actor: Actor, minutes: number) {
  await describeOwnChange(deps, actor, { autoLogoutMinutes: minutes });
  await deps.db.update(users).set({ autoLogoutMinutes: minutes }).where(eq(users.id, actor.userId));
}

/** The operation log's entry of a change to the caller's own account: the fields that changed. */
async function describeOwnChange(deps: Deps, actor: Actor, patch: Partial<UserRow>) {
  const was = await getUser(deps.db, actor.userId);
  describeOperation({ targetId: actor.userId, targetName: patch.name ?? was.name, ...changedFields(was, patch) });
}

/** A partial update: omitted fields keep their value, null clears e-mail and phone. */
export async function updateProfile(deps: Deps, actor: Actor, v: { name: string; email?: string | null; phone?: string | null; notifyByEmail?: boolean }) {
  // The e-mail signs in and receives set-password links: it must lead to this account only.
  if (v.email && (await nameOrEmailTaken(deps.db, v.email, actor.userId))) throw Errors.badInput('v.email.taken');
  await describeOwnChange(deps, actor, { name: v.name, email: cleared(v.email), phone: cleared(v.phone), notifyByEmail: v.notifyByEmail });
  const [row] = await deps.db
    .update(users)
    .set(patchOf({ name: v.name, email: cleared(v.email), phone: cleared(v.phone), notifyByEmail: v.notifyByEmail }))
    .where(eq(users.id, actor.userId))
    .returning();
  return presentUser(row, actor.enterpriseId);
}

export async function currentUser(deps: Deps, actor: Actor) {
  const user = await getUser(deps.db, actor.userId);
  const sources = accountSources();
  const enterprises = await sources.enterprisesOf(deps.db, actor.userId);
  const current = enterprises.find((e) => e.id === actor.enterpriseId) ?? null;
  const enterpriseManager = actor.enterpriseId ? await sources.isEnterpriseManager(deps.db, actor, actor.enterpriseId) : false;
  // 'manager' drives the system management entry (spec 1 §6); we read it as the system manager.
  const flags = {
    manager: actor.isSystemManager,
    systemManager: actor.isSystemManager,
    enterpriseManager,
    singleUser: user.isSingleUser,
    backstage: false,
  };
  return { user: presentUser(user, actor.enterpriseId), enterprises, current, flags, unreadCount: await sources.unreadCount(deps.db, actor.userId) };
}

/** Users by id, as the wire shows them in lists. */
export async function usersByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  return rows.map((u) => ({ _id: u.id, id: u.id, name: u.name, loginName: u.loginName, img: u.img, email: u.email }));
}

/** Search by name or login name among given ids (used by member pickers). */
export async function searchUsers(db: DbOrTx, ids: string[], name: string | undefined, pageNum: number, pageSize: number) {
  if (ids.length === 0) return { list: [], total: 0 };
  // % and _ typed by the user are searched for literally.
  const pattern = name ? `%${name.replace(/[\\%_]/g, '\\$&')}%` : '';
  const where = name ? and(inArray(users.id, ids), or(ilike(users.name, pattern), ilike(users.loginName, pattern))) : inArray(users.id, ids);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(users.name, users.id)
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { list: rows.map((u) => ({ _id: u.id, id: u.id, name: u.name, loginName: u.loginName, img: u.img, email: u.email })), total: count };
}

/**
 * Creates an individual account and starts its trial (trials.ts); it belongs to no enterprise
 * until it joins a project or a system manager converts it. Every
 * attempt counts against the address (throttle.ts), taken names too, so registration can
 * neither mint accounts in bulk nor probe which names exist.
 */
export async function register(deps: Deps, v: { loginName: string; name: string; email: string; password: string }, lang: Lang, ip: string) {
  if (!deps.config.allowRegistration) throw new AppError(403, ErrorCode.forbidden, 'auth.registrationClosed');
  await take(deps, [{ kind: 'registerIp', key: addressKey(ip) }]);
  return deps.db.transaction(async (tx) => {
    if (await nameOrEmailTaken(tx, v.email)) throw Errors.badInput('v.email.taken');
    const user = await createUser(tx, { loginName: v.loginName, name: v.name, email: v.email, password: v.password, lang });
    await startTrial(tx, deps, user.id);
    return presentUser(user, null);
  });
}
