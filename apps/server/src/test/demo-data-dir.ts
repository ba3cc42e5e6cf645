// Usage: node --import tsx apps/server/src/test/demo-data-dir.ts <dir>
// Makes <dir> the data directory a first start of the server leaves (embedded database migrated
// and seeded with the demo, its files stored), with the demo's background jobs (the model
// conversions) done. The e2e suite builds it once per run and copies it for every server it
// starts, instead of migrating, seeding and converting each time (e2e/support/server.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedFirstStart } from '../first-start';
import { createWorker } from '../jobs/queue';
import { createMailer } from '../mail/mailer';
import { fileJobs } from '../modules/files/storage/housekeeping';
import { fillRegistries } from '../modules';
import { notificationJobs } from '../modules/notifications/mail';
import { createBlobStore } from '../storage';

const dir = process.argv[2];
if (!dir) throw new Error('usage: demo-data-dir.ts <dir>');
// The same configuration the e2e servers get (support/server.ts), so the copy is what their first start would make.
const config = loadConfig({ ...process.env, DATA_DIR: path.resolve(dir), LOG_LEVEL: 'warn', DATABASE_URL: '' });
mkdirSync(config.dataDir, { recursive: true });
mkdirSync(config.uploadsDir, { recursive: true });
const database = await openDatabase({ dir: path.join(config.dataDir, 'db') });
const deps = { db: database.db, config, mailer: createMailer(config), blobs: createBlobStore(config), now: () => new Date(), listen: database.listen };
fillRegistries();
await seedFirstStart(deps);
await createWorker(database.db, { ...fileJobs(deps), ...notificationJobs(deps) }).drain();
await database.close();
