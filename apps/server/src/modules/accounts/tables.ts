import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    loginName: text('login_name').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    img: text('img'),
    passwordHash: text('password_hash'),
    lang: text('lang').notNull().default('en'),
    /** 0 = enterprise-level manager account, 1 = ordinary (spec: userLevel). */
    userLevel: integer('user_level').notNull().default(1),
    isSingleUser: boolean('is_single_user').notNull().default(true),
    /** Idle minutes before the session ends (the auto-logout choice). */
    autoLogoutMinutes: integer('auto_logout_minutes').notNull().default(10080),
    /** Accounts created by the system (seed, first admin) cannot be removed. */
    isSystem: boolean('is_system').notNull().default(false),
    isInvalid: boolean('is_invalid').notNull().default(false),
    /** The user asked for their notices by e-mail too (docs/notifications.md). */
    notifyByEmail: boolean('notify_by_email').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_login_name_uq').on(t.loginName), index('users_email_idx').on(t.email)],
);

/** Opaque bearer tokens; only the sha256 of a token is stored, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: text('enterprise_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use codes mailed for setting a password (/setpassword/:code). */
export const passwordCodes = pgTable('password_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The trial of a self-registered account (docs/platform.md "Trial users"): it expires at
 * `expiresAt` unless a system manager converted it (into an enterprise, or staff of one) or ended
 * it first; `warnedAt` is when the reminder mail was queued.
 */
export const trials = pgTable(
  'trials',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    /** null while open; 'converted' or 'ended' once a system manager decided. */
    outcome: text('outcome'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The enterprise a converted trial went to. */
    enterpriseId: text('enterprise_id'),
  },
  (t) => [index('trials_expires_idx').on(t.expiresAt)],
);
