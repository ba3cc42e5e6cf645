import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seed } from '../seed';

/**
 * The database template of a test run: migrated once, and once more migrated and seeded with
 * the demo data, instead of migrating and seeding for every test file. On PGlite two
 * dumpDataDir tarballs that each file's in-memory database starts from; on a PostgreSQL server
 * two databases that each file's database is created from (CREATE DATABASE … TEMPLATE).
 * Built by the server suite's globalSetup (test/global-setup.ts); the harness falls back to
 * migrating and seeding itself when it runs without one.
 */
export type DbTemplates = { kind: 'pglite'; migrated: string; seeded: string } | { kind: 'postgres'; migrated: string; seeded: string };

/** Only the default configuration's demo seed comes from the template (seed() reads no other setting then). */
export const templateConfig = () => loadConfig({ DATA_DIR: path.join(os.tmpdir(), `trestle-template-${randomUUID()}`), LOG_LEVEL: 'silent' });

export async function buildTemplates(url: string | undefined): Promise<{ templates: DbTemplates; remove(): Promise<void> }> {
  const config = templateConfig();
  if (!url) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'trestle-test-template-'));
    const d = await openDatabase({});
    const dump = async (name: string) => {
      const file = path.join(dir, name);
      writeFileSync(file, Buffer.from(await (await d.client!.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    const migrated = await dump('migrated.tar');
    await seed(d.db, config);
    const seeded = await dump('seeded.tar');
    await d.close();
    return { templates: { kind: 'pglite', migrated, seeded }, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = `trestle_template_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const migrated = `${base}_migrated`;
  const seeded = `${base}_seeded`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${migrated}`);
    const m = await openDatabase({ url: withDatabase(url, migrated) });
    await m.close();
    await admin.query(`create database ${seeded} template ${migrated}`);
    const s = await openDatabase({ url: withDatabase(url, seeded), migrate: false });
    await seed(s.db, config);
    await s.close();
  } finally {
    await admin.end();
  }
  return {
    templates: { kind: 'postgres', migrated, seeded },
    remove: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      for (const name of [seeded, migrated]) await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
