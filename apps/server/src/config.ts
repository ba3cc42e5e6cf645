import path from 'node:path';
import { z } from 'zod';

// Every setting comes from the environment; README.md documents each one.
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Address users reach the app at; used in mailed links. */
  PUBLIC_URL: z.string().default(''),
  /** Login names that are system managers (comma separated). */
  SYSTEM_MANAGERS: z.string().default('sysadmin'),
  /** Seed the demo enterprise and accounts on first start of an empty database. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Anyone may create an individual account at /register (they see nothing until invited or joined). */
  ALLOW_REGISTRATION: z.enum(['true', 'false']).default('true'),
  /** Days a self-registered account's trial lasts (docs/platform.md "Trial users"). */
  TRIAL_DAYS: z.coerce.number().int().min(1).default(30),
  /** Days before a trial's end that its reminder mail goes out (0: no reminder). */
  TRIAL_WARN_DAYS: z.coerce.number().int().min(0).default(3),
  /** Password of the first system manager when SEED_DEMO=false (required then, on an empty database). */
  ADMIN_PASSWORD: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.string().default('Trestle <no-reply@trestle.local>'),
  /** Failed sign-ins allowed per account and per IP within LOGIN_WINDOW_MINUTES (the window of every throttle). */
  LOGIN_MAX_FAILURES_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Registrations (/#/register) allowed per client address in that window. */
  REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  /** Set-password mails asked for per account (or typed name) and per client address in that window. */
  FORGOT_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  FORGOT_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Wrong share extraction codes allowed per link and per client address in that window. */
  SHARE_CODE_MAX_FAILURES_LINK: z.coerce.number().int().min(1).default(10),
  SHARE_CODE_MAX_FAILURES_IP: z.coerce.number().int().min(1).default(30),
  /** Web start-up configuration (config.json) overrides, as a JSON object. */
  WEB_CONFIG_JSON: z.string().optional(),
  WEB_TITLE: z.string().default('Trestle'),
  FOOTER_COPYRIGHT: z.string().default('© Trestle contributors'),
  FOOTER_FILING_TEXT: z.string().default(''),
  FOOTER_FILING_URL: z.string().default(''),
  SHOW_FOOTER: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.string().default('info'),
  /** Trust X-Forwarded-For (only behind a reverse proxy that sets it), else clients could choose their IP. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Directory of the built web app; empty disables serving it. */
  WEB_DIST: z.string().optional(),
  /** Where file contents live: 'local' (DATA_DIR/blobs) or 's3' (S3-compatible object storage). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  /** Upload limits (spec 2 §9): files per selection and bytes per file. */
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).default(5000),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).default(10737418240),
  /** Key sealing stored secrets (a directory's service password): 32 bytes, base64; default DATA_DIR/secret.key, made on first use. */
  SECRETS_KEY: z.string().optional(),
  /** Packed (zip) download limits: beyond them pack-zip-service answers 9001 / 9002. */
  PACK_MAX_FILES: z.coerce.number().int().min(1).default(5000),
  PACK_MAX_BYTES: z.coerce.number().int().min(1).default(21474836480),
  /** The LibreOffice program (soffice) that turns office files into PDF; unset: looked up on PATH. Optional. */
  LIBREOFFICE_PATH: z.string().optional(),
  /** A conversion to PDF that runs longer than this is stopped and reported as an error. */
  OFFICE_CONVERT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(120),
  /** Start the background job worker (zip packing, housekeeping, mail) in this process. */
  RUN_WORKER: z.enum(['true', 'false']).default('true'),
  /** Check every answer of a route with an output schema against it (tests turn it on; costs a copy per answer). */
  CHECK_RESPONSES: z.enum(['true', 'false']).default('false'),
  /** Days the operation log keeps its rows (the hourly housekeeping deletes older ones); 0 keeps them for ever. */
  OPLOG_RETENTION_DAYS: z.coerce.number().int().min(0).default(0),
});

export type RawConfig = z.infer<typeof schema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  systemManagers: string[];
  seedDemo: boolean;
  allowRegistration: boolean;
  /** Trials of self-registered accounts: their length and the reminder's lead, in days. */
  trial: { days: number; warnDays: number };
  adminPassword?: string;
  smtp?: { host: string; port: number; secure: boolean; user?: string; pass?: string };
  mailFrom: string;
  mailDir: string;
  /** Attempts allowed per kind and key within the window (throttle/throttle.ts). */
  throttle: {
    windowMinutes: number;
    limits: { loginAccount: number; loginIp: number; registerIp: number; forgotAccount: number; forgotIp: number; shareCodeLink: number; shareCodeIp: number };
  };
  web: { title: string; footerCopyright: string; filingText: string; filingUrl: string; showFooter: boolean; overrides: Record<string, unknown> };
  logLevel: string;
  trustProxy: boolean;
  webDist?: string;
  storage:
    | { driver: 'local'; dir: string }
    | { driver: 's3'; endpoint?: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };
  /** Resumable upload parts in progress (always local disk). */
  uploadsDir: string;
  limits: { uploadMaxFiles: number; uploadMaxBytes: number; packMaxFiles: number; packMaxBytes: number };
  runWorker: boolean;
  /** Answers of routes with an output schema are checked against it (http/route.ts). */
  checkResponses: boolean;
  office: { libreofficePath?: string; timeoutMs: number };
  /** Days operation log rows are kept; 0: for ever (modules/oplog, sweepOperationLogs). */
  oplogRetentionDays: number;
  /** Sealing stored secrets (secrets/sealed.ts): the configured key, else the key file. */
  secrets: { key?: string; keyFile: string };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  let overrides: Record<string, unknown> = {};
  if (e.WEB_CONFIG_JSON) {
    try {
      overrides = JSON.parse(e.WEB_CONFIG_JSON);
    } catch {
      throw new Error('Invalid configuration: WEB_CONFIG_JSON is not JSON');
    }
  }
  // `npm start` runs the server inside apps/server; a relative DATA_DIR means relative to
  // where the command was typed (npm's INIT_CWD), so ./data is the repository's data folder.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  if (e.STORAGE_DRIVER === 's3' && (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    systemManagers: e.SYSTEM_MANAGERS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    seedDemo: e.SEED_DEMO === 'true',
    allowRegistration: e.ALLOW_REGISTRATION === 'true',
    trial: { days: e.TRIAL_DAYS, warnDays: e.TRIAL_WARN_DAYS },
    adminPassword: e.ADMIN_PASSWORD,
    smtp: e.SMTP_HOST ? { host: e.SMTP_HOST, port: e.SMTP_PORT, secure: e.SMTP_SECURE === 'true', user: e.SMTP_USER, pass: e.SMTP_PASS } : undefined,
    mailFrom: e.MAIL_FROM,
    mailDir: path.join(dataDir, 'mail'),
    throttle: {
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
      limits: {
        loginAccount: e.LOGIN_MAX_FAILURES_ACCOUNT,
        loginIp: e.LOGIN_MAX_FAILURES_IP,
        registerIp: e.REGISTER_MAX_PER_IP,
        forgotAccount: e.FORGOT_MAX_PER_ACCOUNT,
        forgotIp: e.FORGOT_MAX_PER_IP,
        shareCodeLink: e.SHARE_CODE_MAX_FAILURES_LINK,
        shareCodeIp: e.SHARE_CODE_MAX_FAILURES_IP,
      },
    },
    web: {
      title: e.WEB_TITLE,
      footerCopyright: e.FOOTER_COPYRIGHT,
      filingText: e.FOOTER_FILING_TEXT,
      filingUrl: e.FOOTER_FILING_URL,
      showFooter: e.SHOW_FOOTER === 'true',
      overrides,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    webDist: e.WEB_DIST,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : { driver: 'local', dir: path.join(dataDir, 'blobs') },
    uploadsDir: path.join(dataDir, 'uploads'),
    limits: { uploadMaxFiles: e.UPLOAD_MAX_FILES, uploadMaxBytes: e.UPLOAD_MAX_BYTES, packMaxFiles: e.PACK_MAX_FILES, packMaxBytes: e.PACK_MAX_BYTES },
    runWorker: e.RUN_WORKER === 'true',
    checkResponses: e.CHECK_RESPONSES === 'true',
    office: { libreofficePath: e.LIBREOFFICE_PATH || undefined, timeoutMs: e.OFFICE_CONVERT_TIMEOUT_SECONDS * 1000 },
    oplogRetentionDays: e.OPLOG_RETENTION_DAYS,
    secrets: { key: e.SECRETS_KEY || undefined, keyFile: path.join(dataDir, 'secret.key') },
  };
}
