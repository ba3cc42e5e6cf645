import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { responseContractBreaches } from '../http/route';
import { openDatabase, type Database } from '../db/client';
import type { Deps } from '../http/context';
import type { Mail, Mailer } from '../mail/mailer';
import { seed, DEMO_ACCOUNTS } from '../seed';
import { createBlobStore } from '../storage';
import { withDatabase, type DbTemplates } from './template';

// Each test file gets its own database: in-memory PGlite, or a fresh database on the
// PostgreSQL server in TEST_DATABASE_URL (CI runs the suite both ways). Both start from the
// run's template (template.ts, built by global-setup.ts): migrated, and seeded with the demo
// data when the test wants the default seed.

const templates = () => (inject('dbTemplates') as DbTemplates | null | undefined) ?? null;
const pgliteDumps: Partial<Record<'migrated' | 'seeded', Blob>> = {};

async function openTestDatabase(seeded: boolean): Promise<Database & { drop(): Promise<void>; reopen(): Promise<Database> }> {
  const url = process.env.TEST_DATABASE_URL;
  const tpl = templates();
  const which = seeded ? 'seeded' : 'migrated';
  if (!url) {
    const load = tpl?.kind === 'pglite' ? (pgliteDumps[which] ??= new Blob([readFileSync(tpl[which])])) : undefined;
    const d = await openDatabase(load ? { load, migrate: false } : {});
    // The embedded database lives in this process: a second app shares it, and it closes with the first.
    return { ...d, drop: async () => {}, reopen: async () => ({ ...d, close: async () => {} }) };
  }
  const name = `trestle_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(tpl?.kind === 'postgres' ? `create database ${name} template ${tpl[which]}` : `create database ${name}`);
  await admin.end();
  const d = await openDatabase({ url: withDatabase(url, name), migrate: tpl?.kind !== 'postgres' });
  return {
    ...d,
    reopen: () => openDatabase({ url: withDatabase(url, name), migrate: false }),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // The pool's connections may still be closing when close() resolves; a forced drop would
      // terminate them and their clients would raise unhandled errors. Wait for them to go,
      // and only force the drop if something really stays connected.
      let dropped = false;
      for (let i = 0; i < 50 && !dropped; i++) {
        dropped = await c.query(`drop database if exists ${name}`).then(
          () => true,
          async () => {
            await new Promise((r) => setTimeout(r, 100));
            return false;
          },
        );
      }
      if (!dropped) await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export class MemoryMailer implements Mailer {
  sent: Mail[] = [];
  async send(mail: Mail) {
    this.sent.push(mail);
  }
}

/**
 * A response body as the tests read it: the parsed JSON of whichever route a test calls (or
 * the text when it is not JSON). Tests walk it freely and check its shape with expect().
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape is each route's and the test's expect() checks it; unknown would mean a cast at each of ~500 reads across the suite
export type ResponseBody = any;

/** What post and get resolve to. */
export interface TestResponse {
  status: number;
  body: ResponseBody;
  res: LightMyRequestResponse;
}

export interface TestApp {
  app: FastifyInstance;
  deps: Deps & { mailer: Mailer };
  mails: MemoryMailer;
  config: Config;
  /** POST with an optional token and language; returns status and parsed body. */
  post(url: string, body?: unknown, token?: string | null, lang?: string): Promise<TestResponse>;
  get(url: string, token?: string | null, lang?: string): Promise<TestResponse>;
  login(loginName: string, password?: string): Promise<string>;
  /**
   * A second server on the same database, as another process would be: on PostgreSQL it has
   * its own connection pool. Same config, mailer and clock; close it before the first.
   */
  peer(): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
  close(): Promise<void>;
}

export const demoPassword = (loginName: string) => DEMO_ACCOUNTS.find((a) => a.loginName === loginName)?.password ?? '';

/** `mailer` may be a factory to build a real mailer from the test app's own config (createMailer); `logger`: pino options (a level and a stream to read the log). */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    mailer?: Mailer | ((config: Config) => Mailer);
    now?: () => Date;
    seedDemo?: boolean;
    logger?: object;
    /** Routes a test adds to the app before it is ready (e.g. to prove a rule of http/route.ts). */
    routes?: (app: FastifyInstance, deps: Deps) => void;
  } = {},
): Promise<TestApp> {
  // Every test run checks answers against their routes' output schemas.
  const config = loadConfig({ DATA_DIR: `/tmp/trestle-test-${randomUUID()}`, LOG_LEVEL: 'silent', CHECK_RESPONSES: 'true', ...opts.env });
  // The template holds the default configuration's demo seed; any other seed runs here.
  const wantsDemo = opts.seedDemo !== false && config.seedDemo;
  const fromTemplate = wantsDemo && templates() !== null;
  const database = await openTestDatabase(fromTemplate);
  const mails = new MemoryMailer();
  const mailer = typeof opts.mailer === 'function' ? opts.mailer(config) : (opts.mailer ?? mails);
  const deps = { db: database.db, config, mailer, blobs: createBlobStore(config), now: opts.now ?? (() => new Date()), listen: database.listen };
  if (opts.seedDemo !== false && !fromTemplate) await seed(database.db, config);
  const app = await buildApp(deps, { logger: opts.logger });
  opts.routes?.(app, deps);
  await app.ready();
  const headers = (token?: string | null, lang?: string) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    'accept-language': lang ?? 'en',
  });
  const t: TestApp = {
    app,
    deps,
    mails,
    config,
    async post(url, body, token, lang) {
      return failOnContractBreach(() => app.inject({ method: 'POST', url, payload: body ?? {}, headers: headers(token, lang) }));
    },
    async get(url, token, lang) {
      return failOnContractBreach(() => app.inject({ method: 'GET', url, headers: headers(token, lang) }));
    },
    async login(loginName, password) {
      const r = await t.post('/public/user/login', { loginName, password: password ?? demoPassword(loginName) });
      if (!r.body?.success) throw new Error(`login ${loginName} failed: ${r.body?.msg}`);
      return r.body.data.token as string;
    },
    async peer() {
      const other = await database.reopen();
      const peerApp = await buildApp({ ...deps, db: other.db, listen: other.listen });
      await peerApp.ready();
      return {
        app: peerApp,
        async close() {
          await peerApp.close();
          await other.close();
        },
      };
    },
    async close() {
      await app.close();
      await database.close();
      await database.drop();
    },
  };
  return t;
}

/**
 * A call whose answer broke its route's output schema fails the test with the route and the
 * schema's complaints, whatever the test goes on to check (the caller would only see a 500).
 */
async function failOnContractBreach(call: () => Promise<LightMyRequestResponse>): Promise<TestResponse> {
  const seen = responseContractBreaches.count;
  const res = await call();
  if (responseContractBreaches.count !== seen && responseContractBreaches.last) throw responseContractBreaches.last;
  return { status: res.statusCode, body: safeJson(res.body), res };
}

function safeJson(text: string): ResponseBody {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
