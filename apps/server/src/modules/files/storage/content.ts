import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, inArray, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import { formatFileSize } from '@trestle/shared';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor, Deps } from '../../../http/context';
import { Errors } from '../../../http/errors';
import { BlobError, type BlobInfo } from '../../../storage/blobstore';
import { projects } from '../../projects';
import { blobReferenceSources, storageSizeOf, storageUseSources } from '../registries';
import { blobs, fileConversions, fileNodes, filePacks, fileVersions, officePdfs } from '../tables';

// File contents: the blob registry, versions and storage use. Bytes go to the blob store
// first (verified, complete); rows that point at them are written after, in one transaction.

export type Node = typeof fileNodes.$inferSelect;
export type Version = typeof fileVersions.$inferSelect;

/** Streams an upload into the blob store; a bad checksum or size becomes a clear 400. */
export async function storeBlob(deps: Deps, body: Readable, opts: { expectMd5?: string; maxBytes?: number; expectSize?: number }): Promise<BlobInfo> {
  try {
    const info = await deps.blobs.put(body, { expectMd5: opts.expectMd5, maxBytes: opts.maxBytes });
    if (opts.expectSize !== undefined && info.size !== opts.expectSize) throw Errors.badInput('upload.sizeMismatch');
    return info;
  } catch (e) {
    if (e instanceof BlobError && e.reason === 'md5Mismatch') throw Errors.badInput('upload.md5Mismatch');
    if (e instanceof BlobError && e.reason === 'tooLarge') throw Errors.badInput('upload.tooLarge', { size: formatFileSize(opts.maxBytes ?? 0) });
    throw e;
  }
}

/** A whole blob in memory, for the conversion jobs (they bound the size they accept). */
export async function readBlob(deps: Deps, sha256: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await deps.blobs.get(sha256)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Records a stored blob (or takes an orphaned one back). Call inside the transaction that references it. */
export async function registerBlob(tx: DbOrTx, info: BlobInfo) {
  await tx
    .insert(blobs)
    .values({ sha256: info.sha256, md5: info.md5, size: info.size })
    .onConflictDoUpdate({ target: blobs.sha256, set: { orphanedAt: null } });
}

/**
 * No version or pack points at the blob, nor a row of the other modules' blob reference sources
 * (annotation snapshots, link pictures, task attachments, issue reply images: registries.ts):
 * each of those keeps its bytes as long as it exists. `forCollection` adds the sources that
 * only hold off the deletion (model fragments).
 */
function unreferenced(forCollection = false) {
  const own = [
    sql`not exists (select 1 from ${fileVersions} where ${fileVersions.sha256} = ${blobs.sha256})`,
    sql`not exists (select 1 from ${filePacks} where ${filePacks.sha256} = ${blobs.sha256})`,
  ];
  const contributed = [...blobReferenceSources.values()]
    .filter((s) => forCollection || !s.collectionOnly)
    .map((s) => sql`not exists (select 1 from ${s.table} where ${s.sha256} = ${blobs.sha256})`);
  return [...own, ...contributed];
}

/** Marks these blobs if nothing points at them any more; housekeeping deletes them a day later. */
export async function orphanIfUnreferenced(tx: DbOrTx, shas: string[], now: Date) {
  if (!shas.length) return;
  await tx
    .update(blobs)
    .set({ orphanedAt: now })
    .where(and(inArray(blobs.sha256, [...new Set(shas)]), ...unreferenced()));
}

/**
 * Marks every blob nothing points at any more. For deletions too wide to list their hashes
 * (a whole project); a scan of the blob table, so not for everyday deletes.
 */
export async function orphanAllUnreferenced(tx: DbOrTx, now: Date) {
  await tx
    .update(blobs)
    .set({ orphanedAt: now })
    .where(and(isNull(blobs.orphanedAt), ...unreferenced()));
}

/** Deletes blobs orphaned for more than a day (row first, then bytes). Returns how many went. */
export async function collectOrphans(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - 24 * 3600_000);
  const gone = await deps.db
    .delete(blobs)
    .where(
      and(
        lt(blobs.orphanedAt, cutoff),
        ...unreferenced(true),
        // An office document's PDF lives as long as its conversion row (that is, its version).
        sql`not exists (select 1 from ${officePdfs} where ${officePdfs.pdfSha256} = ${blobs.sha256})`,
      ),
    )
    .returning({ sha256: blobs.sha256 });
  for (const b of gone) await deps.blobs.delete(b.sha256).catch(() => {});
  return gone.length;
}

export function extensionOf(name: string): string | null {
  const m = /\.([^.]+)$/.exec(name);
  return m ? m[1].toLowerCase() : null;
}

interface NewContent {
  blob: BlobInfo;
  actor: Actor;
  description?: string | null;
  now: Date;
}

/** A new file node with its first version. */
export async function createFile(tx: DbOrTx, projectId: string, parentId: string | null, name: string, c: NewContent): Promise<Node> {
  await registerBlob(tx, c.blob);
  const nodeId = randomUUID();
  const versionId = randomUUID();
  const [node] = await tx
    .insert(fileNodes)
    .values({
      id: nodeId,
      projectId,
      parentId,
      kind: 'file',
      name,
      fileType: extensionOf(name),
      size: c.blob.size,
      version: 1,
      currentVersionId: versionId,
      createdBy: c.actor.userId,
      updatedBy: c.actor.userId,
      createdAt: c.now,
      updatedAt: c.now,
    })
    .returning();
  await tx.insert(fileVersions).values({
    id: versionId,
    nodeId,
    projectId,
    version: 1,
    sha256: c.blob.sha256,
    md5: c.blob.md5,
    size: c.blob.size,
    name,
    fileType: extensionOf(name),
    description: c.description ?? null,
    createdBy: c.actor.userId,
    createdAt: c.now,
  });
  return node;
}

/** 'Update version': the next version number becomes current. */
export async function addVersion(tx: DbOrTx, node: Node, name: string, c: NewContent): Promise<Node> {
  await registerBlob(tx, c.blob);
  const [{ top }] = await tx
    .select({ top: max(fileVersions.version) })
    .from(fileVersions)
    .where(eq(fileVersions.nodeId, node.id));
  const version = (top ?? 0) + 1;
  const versionId = randomUUID();
  await tx.insert(fileVersions).values({
    id: versionId,
    nodeId: node.id,
    projectId: node.projectId,
    version,
    sha256: c.blob.sha256,
    md5: c.blob.md5,
    size: c.blob.size,
    name,
    fileType: extensionOf(name),
    description: c.description ?? null,
    createdBy: c.actor.userId,
    createdAt: c.now,
  });
  const [updated] = await tx
    .update(fileNodes)
    .set({ version, currentVersionId: versionId, size: c.blob.size, updatedBy: c.actor.userId, updatedAt: c.now })
    .where(eq(fileNodes.id, node.id))
    .returning();
  return updated;
}

/** 'Cover': the current version's content is replaced; the version number stays. */
export async function coverVersion(tx: DbOrTx, node: Node, c: NewContent): Promise<Node> {
  await registerBlob(tx, c.blob);
  const [old] = await tx
    .select()
    .from(fileVersions)
    .where(eq(fileVersions.id, node.currentVersionId ?? ''));
  if (!old) throw Errors.notFound();
  await tx
    .update(fileVersions)
    .set({ sha256: c.blob.sha256, md5: c.blob.md5, size: c.blob.size, createdBy: c.actor.userId, createdAt: c.now })
    .where(eq(fileVersions.id, old.id));
  // The text preview was made from the old content: the next request converts the new one.
  await tx.delete(fileConversions).where(eq(fileConversions.versionId, old.id));
  await orphanIfUnreferenced(tx, [old.sha256], c.now);
  const [updated] = await tx
    .update(fileNodes)
    .set({ size: c.blob.size, updatedBy: c.actor.userId, updatedAt: c.now })
    .where(eq(fileNodes.id, node.id))
    .returning();
  return updated;
}

/** A live file of the project (not a folder, not recycled). */
export async function liveFile(db: DbOrTx, projectId: string, id: string): Promise<Node> {
  const [n] = await db
    .select()
    .from(fileNodes)
    .where(and(eq(fileNodes.id, id), eq(fileNodes.projectId, projectId), isNull(fileNodes.recycledAt)));
  if (!n) throw Errors.notFound();
  if (n.kind !== 'file') throw Errors.badInput('file.notAFile');
  return n;
}

export async function currentVersion(db: DbOrTx, node: Node): Promise<Version> {
  const [v] = await db
    .select()
    .from(fileVersions)
    .where(eq(fileVersions.id, node.currentVersionId ?? ''));
  if (!v) throw Errors.notFound();
  return v;
}

export async function versionsOf(db: DbOrTx, nodeId: string) {
  return db.select().from(fileVersions).where(eq(fileVersions.nodeId, nodeId)).orderBy(desc(fileVersions.version));
}

/**
 * Bytes of one project or of every project of an enterprise: document versions (recycled files
 * count until purged) and the storage use sources of other modules (task attachments, issue
 * reply images: registries.ts). Content stored once for several of them counts each time, as
 * each would on its own.
 */
function usageOf(where: SQL) {
  return sql<string>`coalesce((select sum(u.size) from (${usageRows()}) u where ${where}), 0)`;
}

/** Every stored (size, project_id) row: document versions and the other modules' storage use sources. */
function usageRows() {
  const rows = [
    sql`select ${fileVersions.size} as size, ${fileVersions.projectId} as project_id from ${fileVersions}`,
    ...[...storageUseSources.values()].map((source) => source()),
  ];
  return sql.join(rows, sql` union all `);
}

/** Bytes per project of an enterprise, counted as projectUsage counts them, largest first (every project, 0 included). */
export async function usageByProject(db: DbOrTx, enterpriseId: string) {
  const r = await db.execute(sql`
    select p.id as project_id, p.name, coalesce(sum(u.size), 0)::bigint as bytes
    from ${projects} p left join (${usageRows()}) u on u.project_id = p.id
    where p.enterprise_id = ${enterpriseId}
    group by p.id, p.name
    order by bytes desc, p.name`);
  return (r.rows as { project_id: string; name: string; bytes: string | number }[]).map((x) => ({
    projectId: x.project_id,
    name: x.name,
    bytes: Number(x.bytes),
  }));
}

/** Bytes of several projects together, counted as projectUsage counts each (0 for none). */
export async function usageOfProjects(db: DbOrTx, projectIds: string[]): Promise<number> {
  if (projectIds.length === 0) return 0;
  const r = await db.execute(sql`select ${usageOf(sql`u.project_id in ${projectIds}`)} as n`);
  return Number((r.rows[0] as { n: string }).n);
}

export async function projectUsage(db: Db | DbOrTx, projectId: string): Promise<number> {
  const r = await db.execute(sql`select ${usageOf(sql`u.project_id = ${projectId}`)} as n`);
  return Number((r.rows[0] as { n: string }).n);
}

export async function enterpriseUsage(db: DbOrTx, enterpriseId: string): Promise<{ used: number; storageSize: number }> {
  const r = await db.execute(
    sql`select ${usageOf(sql`u.project_id in (select ${projects.id} from ${projects} where ${projects.enterpriseId} = ${enterpriseId})`)} as n`,
  );
  return { used: Number((r.rows[0] as { n: string }).n), storageSize: await storageSizeOf()(db, enterpriseId) };
}

/** Refuses content that would take the enterprise past its storage size. */
export async function assertRoomFor(db: DbOrTx, enterpriseId: string, bytes: number) {
  const u = await enterpriseUsage(db, enterpriseId);
  if (u.used + bytes > u.storageSize) throw Errors.badInput('upload.quota', { free: formatFileSize(Math.max(0, u.storageSize - u.used)) });
}
