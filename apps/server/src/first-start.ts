import type { Deps } from './http/context';
import { seed } from './seed';
import { seedDemoDocuments } from './modules/files';
import { seedDemoIot } from './modules/iot';
import { seedDemoApprovals } from './modules/approvals';

/**
 * What a first start puts into an empty database: the accounts (seed.ts) and, with the demo on,
 * its documents, IoT readings and approvals. Does nothing to a database that has users.
 */
export async function seedFirstStart(deps: Deps) {
  const seeded = await seed(deps.db, deps.config);
  if (seeded.seeded && deps.config.seedDemo) {
    await seedDemoDocuments(deps);
    await seedDemoIot(deps);
    // After the documents: the demo approval reviews two of them.
    await seedDemoApprovals(deps);
  }
  return seeded;
}
