import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text, bigint } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoProjects } from '../../test/factories';
import { projects } from '../projects';
import { collectOrphans, enterpriseUsage, orphanIfUnreferenced, projectUsage } from './storage/content';
import { blobReferenceSources, registerBlobReferences, registerStorageUse, storageUseSources } from './registries';
import { blobs } from './tables';

// The files module's registries are consulted: a blob kept only by a contributed table is neither
// marked orphaned nor collected, and a contributed storage use counts towards the project's and
// the enterprise's usage. The contributor here is a table of this test's own.

const keepers = pgTable('registry_test_keepers', {
  sha256: text('sha256').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  projectId: text('project_id').notNull(),
});

let t: TestApp;
let projectId: string;
let enterpriseId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db.execute(sql`create table if not exists registry_test_keepers (sha256 text not null, size bigint not null, project_id text not null)`);
  projectId = (await demoProjects(t.deps.db)).harbour.id;
  [{ enterpriseId }] = await t.deps.db.select({ enterpriseId: projects.enterpriseId }).from(projects).where(eq(projects.id, projectId));
});
afterAll(async () => {
  blobReferenceSources.delete('registry-test');
  storageUseSources.delete('registry-test');
  await t.close();
});

const blobRow = async (sha256: string) => (await t.deps.db.select().from(blobs).where(eq(blobs.sha256, sha256)))[0];

describe('files registries', () => {
  it('keeps a blob that only a contributed table references, and collects it once that contribution is gone', async () => {
    registerBlobReferences('registry-test', { table: keepers, sha256: keepers.sha256 });
    const sha256 = randomUUID().replace(/-/g, '').padEnd(64, '0');
    await t.deps.db.insert(blobs).values({ sha256, md5: 'x', size: 5 });
    await t.deps.db.insert(keepers).values({ sha256, size: 5, projectId });
    const longAgo = new Date(t.deps.now().getTime() - 48 * 3600_000);
    await orphanIfUnreferenced(t.deps.db, [sha256], longAgo);
    expect((await blobRow(sha256)).orphanedAt).toBeNull();
    await t.deps.db.update(blobs).set({ orphanedAt: longAgo }).where(eq(blobs.sha256, sha256));
    await collectOrphans(t.deps);
    expect(await blobRow(sha256)).toBeTruthy();

    blobReferenceSources.delete('registry-test');
    await collectOrphans(t.deps);
    expect(await blobRow(sha256)).toBeUndefined();
  });

  it('counts a contributed storage use towards the project and its enterprise', async () => {
    const before = await projectUsage(t.deps.db, projectId);
    const enterpriseBefore = (await enterpriseUsage(t.deps.db, enterpriseId)).used;
    await t.deps.db.insert(keepers).values({ sha256: 'use', size: 1234, projectId });
    registerStorageUse('registry-test', () => sql`select ${keepers.size}, ${keepers.projectId} from ${keepers}`);
    const kept = (await t.deps.db.select().from(keepers)).reduce((n, k) => n + k.size, 0);
    expect(kept).toBeGreaterThanOrEqual(1234);
    expect((await projectUsage(t.deps.db, projectId)) - before).toBe(kept);
    expect((await enterpriseUsage(t.deps.db, enterpriseId)).used - enterpriseBefore).toBe(kept);
  });
});
