import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { buildApp } from './app';
import { seedFirstStart } from './first-start';
import { createBlobStore } from './storage';
import { createWorker, requeueAllRunning } from './jobs/queue';
import { fileHousekeeping, fileJobs, findLibreOffice } from './modules/files';
import { notificationJobs } from './modules/notifications';
import { fillRegistries } from './modules';
import { sweepOperationLogs } from './modules/oplog';
import { sweepSso } from './modules/sso';
import { adoptFreeTextTypes } from './modules/projects';
import { accountJobs, sweepTrials } from './modules/accounts';
import { autovacuumEmbedded } from './db/maintenance';
import { pruneThrottles } from './throttle/throttle';

const config = loadConfig();
config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
mkdirSync(config.dataDir, { recursive: true });

const database = await openDatabase({ url: config.databaseUrl, dir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db') });
const blobs = createBlobStore(config);
// A process killed mid-upload leaves partial temp data; it was never visible, and goes now.
await blobs.sweepTmp();
mkdirSync(config.uploadsDir, { recursive: true });
const deps = { db: database.db, config, mailer: createMailer(config), blobs, now: () => new Date(), listen: database.listen };
// The demo seeding and the workers run module code: the registries are filled first.
fillRegistries();
const seeded = await seedFirstStart(deps);
// Projects made before project types existed get types from their free-text type (docs/custom-fields.md).
await adoptFreeTextTypes(deps.db);
const app = await buildApp(deps, { logger: { level: config.logLevel } });
await app.listen({ port: config.port, host: config.host });

// Background work (zip packing; hourly clean-up of expired packs, tickets, abandoned uploads,
// orphaned blobs, passed throttle windows, trial reminders and operation log rows past OPLOG_RETENTION_DAYS, and on PGlite vacuum and analyze where autovacuum would). RUN_WORKER=false leaves it to another process sharing the database.
const worker = createWorker(database.db, { ...fileJobs(deps), ...notificationJobs(deps), ...accountJobs(deps) });
// The embedded database belongs to this process alone: jobs left running (a model conversion
// when the server was stopped) resume now instead of after the stale limit.
if (database.kind === 'pglite') await requeueAllRunning(database.db);
let housekeeping: NodeJS.Timeout | null = null;
if (config.runWorker) {
  worker.start(1000);
  const tidy = () =>
    void (async () => {
      await fileHousekeeping(deps);
      await pruneThrottles(deps);
      await sweepOperationLogs(deps);
      await sweepSso(deps);
      // Trials ending within TRIAL_WARN_DAYS get their reminder mail queued (docs/platform.md).
      await sweepTrials(deps);
      // The embedded database has no autovacuum (db/maintenance.ts); a server's does it itself.
      if (database.kind === 'pglite') await autovacuumEmbedded(database.db);
    })().catch((err) => app.log.error({ err }, 'housekeeping failed'));
  tidy();
  housekeeping = setInterval(tidy, 3600_000);
}

const url = config.publicUrl || `http://localhost:${config.port}`;
console.log(
  `\nTrestle is running at ${url}  (database: ${database.kind === 'pglite' ? 'embedded PGlite in ' + path.join(config.dataDir, 'db') : 'PostgreSQL server'})`,
);
if (seeded.seeded) {
  console.log('First start: seeded accounts (sign in at ' + url + '/#/login):');
  for (const a of seeded.accounts) console.log(`  ${a.loginName.padEnd(10)} ${a.password.padEnd(16)} ${a.kind}`);
} else if (config.seedDemo) {
  console.log('Demo accounts: see README.md (sysadmin, emanager, padmin, member).');
}
const libreoffice = findLibreOffice(config.office.libreofficePath);
console.log(
  libreoffice
    ? `Office files open as PDF (LibreOffice: ${libreoffice})`
    : 'LibreOffice not found: office files can be downloaded but not shown (optional, see README)',
);
if (!config.smtp) console.log(`No SMTP configured: mails are written to ${config.mailDir}`);

async function shutdown() {
  if (housekeeping) clearInterval(housekeeping);
  await worker.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    shutdown().catch((err: unknown) => {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  });
}
