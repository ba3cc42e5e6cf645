import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { Ctx, Deps } from '../../http/context';
import type { JobHandler } from '../../jobs/queue';
import type { ProjectScope } from '../roles';
import type { Packer } from './download/packs';
import type { fileNodes } from './tables';

// What the files module needs from the modules built on it (annotations, linked drawings, tasks,
// issues, models, shares, enterprise). Those modules import files, so files never imports them:
// each contributes here, and the composition root (modules/index.ts) fills these registries
// before any route runs (docs/architecture.md, "Registries"). Entries are keyed by name, so
// filling them again (one app per test file) replaces rather than repeats.

/** A table whose rows keep blobs: its column holds their sha256. */
export interface BlobReferenceSource {
  table: PgTable;
  sha256: PgColumn;
  /**
   * Keeps the blob from the housekeeping's deletion only, not from being marked orphaned (a
   * model's fragments live as long as their conversion row, which is never the one deleting).
   */
  collectionOnly?: boolean;
}

/** Storage a module stores outside document versions: a select of (size, project_id) rows. */
export type StorageUseSource = () => SQL;

/** Runs in the transaction that deletes these files (or these versions), before their rows go. */
export type FilesDeletedHook = (tx: DbOrTx, ids: string[], now: Date) => Promise<void>;

/** Runs in the transaction that makes new content visible as a file version (upload, demo). */
export type ContentStoredHook = (tx: DbOrTx, content: { sha256: string; fileType: string | null }, now: Date) => Promise<void>;

/** Extra fields of each file row of a folder listing, from the rows' current versions. */
export type ListingFields = (db: DbOrTx, current: { id: string; sha256: string }[]) => Promise<(n: typeof fileNodes.$inferSelect) => Record<string, unknown>>;

/** The project scope and pack owner of a share visitor's pack call. */
export interface SharePackInput {
  projectId: string;
  isShare?: boolean;
  shareId?: string | null;
}
export type SharePacker = (ctx: Ctx, input: SharePackInput, ids?: string[]) => Promise<{ scope: ProjectScope; who: Packer }>;

/** An enterprise's storage size in bytes (the allowance uploads are measured against). */
export type StorageSizeOf = (db: DbOrTx, enterpriseId: string) => Promise<number>;

export const blobReferenceSources = new Map<string, BlobReferenceSource>();
export const storageUseSources = new Map<string, StorageUseSource>();
export const filesDeletedHooks = new Map<string, FilesDeletedHook>();
export const versionsDeletedHooks = new Map<string, FilesDeletedHook>();
export const contentStoredHooks = new Map<string, ContentStoredHook>();
export const listingFields = new Map<string, ListingFields>();
export const fileJobContributions = new Map<string, (deps: Deps) => JobHandler>();
const single: { sharePacker?: SharePacker; storageSizeOf?: StorageSizeOf } = {};

export function registerBlobReferences(name: string, source: BlobReferenceSource) {
  blobReferenceSources.set(name, source);
}
export function registerStorageUse(name: string, source: StorageUseSource) {
  storageUseSources.set(name, source);
}
export function onFilesDeleted(name: string, hook: FilesDeletedHook) {
  filesDeletedHooks.set(name, hook);
}
export function onVersionsDeleted(name: string, hook: FilesDeletedHook) {
  versionsDeletedHooks.set(name, hook);
}
export function onContentStored(name: string, hook: ContentStoredHook) {
  contentStoredHooks.set(name, hook);
}
export function registerListingFields(name: string, fields: ListingFields) {
  listingFields.set(name, fields);
}
/** A background job kind run by the document workers (fileJobs). */
export function registerFileJob(kind: string, handler: (deps: Deps) => JobHandler) {
  fileJobContributions.set(kind, handler);
}
export function registerSharePacker(packer: SharePacker) {
  single.sharePacker = packer;
}
export function registerStorageSize(of: StorageSizeOf) {
  single.storageSizeOf = of;
}

export function sharePacker(): SharePacker {
  if (!single.sharePacker) throw new Error('files: no share packer registered (modules/index.ts)');
  return single.sharePacker;
}
export function storageSizeOf(): StorageSizeOf {
  if (!single.storageSizeOf) throw new Error('files: no storage size registered (modules/index.ts)');
  return single.storageSizeOf;
}

export async function runHooks(hooks: Map<string, FilesDeletedHook>, tx: DbOrTx, ids: string[], now: Date) {
  for (const hook of hooks.values()) await hook(tx, ids, now);
}
