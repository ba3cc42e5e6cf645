import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { currentOperation } from './operation';

/** Both drivers expose the same PostgreSQL query builder; we type against node-postgres. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type DbOrTx = Db | Tx;

/**
 * Subscribes to a PostgreSQL NOTIFY channel; payloads arrive only after the notifying
 * transaction commits. Resolves once listening; the returned function stops it.
 */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a dedicated connection (server) or the embedded instance (PGlite). */
  listen: Listen;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens PostgreSQL: a server when `url` is set, otherwise embedded PGlite in `dir`
 * (or in memory when `dir` is undefined, for tests; `load` starts it from a dumpDataDir
 * tarball, the tests' database template). Runs the committed migrations unless `migrate`
 * is false (a template already has them).
 */
export async function openDatabase(opts: { url?: string; dir?: string; load?: Blob; migrate?: boolean }): Promise<Database & { client?: PGlite }> {
  const runMigrations = opts.migrate !== false;
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = withOperationLog(drizzlePg(pool, { schema }));
    if (runMigrations) await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgres', listen: (channel, onPayload) => listenOnServer(opts.url!, channel, onPayload), close: () => pool.end() };
  }
  const client = opts.load ? new PGlite({ dataDir: opts.dir, loadDataDir: opts.load }) : opts.dir ? new PGlite(opts.dir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  if (runMigrations) await migratePglite(db, { migrationsFolder });
  return {
    client,
    db: withOperationLog(db as unknown as Db),
    kind: 'pglite',
    // PGlite implements LISTEN/NOTIFY inside its one instance, with the same commit semantics.
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/**
 * A top-level transaction run inside a write request (db/operation.ts) writes the request's
 * operation log row with the transaction, after the caller's work and before COMMIT: the change
 * and its log row commit together, and a transaction that throws leaves neither. Savepoints
 * (`tx.transaction`) are part of their outer transaction and add nothing.
 */
function withOperationLog(db: Db): Db {
  const original = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (work, config) => {
    const op = currentOperation();
    if (!op) return original(work, config);
    let committed = () => {};
    const result = await original(async (tx) => {
      const r = await work(tx);
      committed = await op.writeIn(tx);
      return r;
    }, config);
    committed();
    return result;
  };
  db.transaction = transaction;
  return db;
}

/**
 * One connection outside the pool that only LISTENs (a pooled one would be handed to queries).
 * A lost connection is re-opened with growing pauses; notices sent meanwhile are missed, which
 * the clients make up for by reloading the count when their socket reconnects.
 */
async function listenOnServer(url: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const ident = `"${channel.replace(/"/g, '""')}"`;
  const open = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
    });
    c.on('error', () => {
      // A broken connection also ends; 'end' below re-opens it.
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${ident}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    c.on('end', () => {
      if (stopped || client !== c) return;
      client = null;
      reopen(500);
    });
    if (stopped) await c.end().catch(() => {});
    else client = c;
  };
  const reopen = (delayMs: number) => {
    retry = setTimeout(() => {
      retry = null;
      if (!stopped) open().catch(() => reopen(Math.min(delayMs * 2, 30_000)));
    }, delayMs);
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
