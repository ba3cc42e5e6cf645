import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from '../accounts/tables';
import { enterprises } from '../enterprise/tables';
import { roles } from '../roles/tables';
import { departments } from '../staff/tables';

/** An enterprise's SAML 2.0 single sign-on (docs/sso.md "Settings"). One row per enterprise. */
export const ssoSettings = pgTable('sso_settings', {
  enterpriseId: text('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  buttonName: text('button_name').notNull(),
  /** The IdP's SingleSignOnService (HTTP-Redirect). */
  loginUrl: text('login_url').notNull(),
  idpEntityId: text('idp_entity_id'),
  /** PEM certificates of the IdP; several during a key rollover. */
  idpCerts: jsonb('idp_certs').$type<string[]>().notNull(),
  certFileName: text('cert_file_name'),
  signatureAlgorithm: text('signature_algorithm').notNull().default('rsa-sha256'),
  allowSha1: boolean('allow_sha1').notNull().default(false),
  allowIdpInitiated: boolean('allow_idp_initiated').notNull().default(false),
  clockSkewSeconds: integer('clock_skew_seconds').notNull().default(60),
  jitMode: text('jit_mode').notNull().default('off'),
  jitDepartmentId: text('jit_department_id').references(() => departments.id, { onDelete: 'set null' }),
  jitRoleId: text('jit_role_id').references(() => roles.id, { onDelete: 'set null' }),
  attrEmail: text('attr_email'),
  attrName: text('attr_name'),
  attrDepartment: text('attr_department'),
  sloUrl: text('slo_url'),
  enforceSso: boolean('enforce_sso').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  /** Our key pair (RSA-2048, made at the first save): signs AuthnRequests and LogoutRequests. */
  spPrivateKey: text('sp_private_key').notNull(),
  spCertificate: text('sp_certificate').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Our AuthnRequest IDs awaiting an answer (node-saml's InResponseTo cache). */
export const ssoRequests = pgTable(
  'sso_requests',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_requests_expires_idx').on(t.expiresAt)],
);

/** Assertion IDs already used (replay guard), kept until the assertion expires. */
export const ssoAssertions = pgTable(
  'sso_assertions',
  {
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.assertionId] }), index('sso_assertions_expires_idx').on(t.expiresAt)],
);

/** One-time hand-over codes: the ACS gives the browser a code, never the session token. */
export const ssoCodes = pgTable(
  'sso_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    nameId: text('name_id').notNull(),
    nameIdFormat: text('name_id_format'),
    sessionIndex: text('session_index'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sso_codes_expires_idx').on(t.expiresAt)],
);

/** Sessions opened by single sign-on, with what single logout needs. */
export const ssoSessions = pgTable(
  'sso_sessions',
  {
    sessionId: text('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    nameId: text('name_id').notNull(),
    nameIdFormat: text('name_id_format'),
    sessionIndex: text('session_index'),
  },
  (t) => [index('sso_sessions_name_idx').on(t.enterpriseId, t.nameId)],
);
