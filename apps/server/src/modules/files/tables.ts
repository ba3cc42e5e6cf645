import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Folders and files of a project's document area, one tree per project (parentId null = root).
 * A file's content lives in its versions; `currentVersionId` is the one shown.
 */
export const fileNodes = pgTable(
  'file_nodes',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    parentId: text('parent_id'),
    kind: text('kind').notNull(), // 'folder' | 'file'
    name: text('name').notNull(),
    /** Lower-case extension for files ('pdf', 'ifc'); null for folders. */
    fileType: text('file_type'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    version: integer('version').notNull().default(1),
    currentVersionId: text('current_version_id'),
    isInCabinet: boolean('is_in_cabinet').notNull().default(false),
    createdBy: text('created_by').notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when moved to the recycle bin (is_recycle); restorable until purged. */
    recycledAt: timestamp('recycled_at', { withTimezone: true }),
    recycledBy: text('recycled_by'),
  },
  (t) => [
    index('file_nodes_parent_idx').on(t.projectId, t.parentId),
    index('file_nodes_created_idx').on(t.projectId, t.createdAt),
    // A page of a folder in any sort is a range scan of one of these (live items only);
    // the list orders folders and files separately, by column then id, one direction.
    index('file_nodes_live_created_idx')
      .on(t.projectId, t.parentId, t.kind, t.createdAt, t.id)
      .where(sql`${t.recycledAt} is null`),
    index('file_nodes_live_updated_idx')
      .on(t.projectId, t.parentId, t.kind, t.updatedAt, t.id)
      .where(sql`${t.recycledAt} is null`),
    index('file_nodes_live_name_idx')
      .on(t.projectId, t.parentId, t.kind, t.name, t.id)
      .where(sql`${t.recycledAt} is null`),
    index('file_nodes_live_size_idx')
      .on(t.projectId, t.parentId, t.kind, t.size, t.id)
      .where(sql`${t.recycledAt} is null`),
    // Same-name checks read only the names asked for.
    index('file_nodes_live_lname_idx')
      .on(t.projectId, t.parentId, sql`lower(${t.name})`)
      .where(sql`${t.recycledAt} is null`),
  ],
);

/** Labels (marks) of a project, attached to files and folders. */
export const fileLabels = pgTable('file_labels', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  name: text('name').notNull(),
  color: text('color'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fileNodeLabels = pgTable(
  'file_node_labels',
  {
    nodeId: text('node_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    labelId: text('label_id')
      .notNull()
      .references(() => fileLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.labelId] })],
);

/**
 * Stored contents, one row per sha256 in the blob store. Versions and packs point here;
 * `orphanedAt` is set when the last reference goes and the housekeeping job deletes the
 * blob a day later if nothing took it back (an upload that lands clears the mark).
 */
export const blobs = pgTable('blobs', {
  sha256: text('sha256').primaryKey(),
  md5: text('md5').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  orphanedAt: timestamp('orphaned_at', { withTimezone: true }),
});

/** One version of a file (spec 2 §3 File version); the node's `currentVersionId` is the one shown. */
export const fileVersions = pgTable(
  'file_versions',
  {
    id: text('id').primaryKey(),
    nodeId: text('node_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    version: integer('version').notNull(),
    sha256: text('sha256')
      .notNull()
      .references(() => blobs.sha256),
    md5: text('md5').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    fileType: text('file_type'),
    description: text('description'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('file_versions_node_version_uq').on(t.nodeId, t.version),
    index('file_versions_md5_idx').on(t.md5),
    index('file_versions_project_idx').on(t.projectId),
    index('file_versions_sha_idx').on(t.sha256),
  ],
);

/** A resumable upload in progress: bytes so far live in DATA_DIR/uploads/<id>.part. */
export const uploadSessions = pgTable('upload_sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  projectId: text('project_id').notNull(),
  parentId: text('parent_id'),
  fileName: text('file_name').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  md5: text('md5').notNull(),
  /** 'upload' (new file), 'update' (new version of targetId) or 'cover' (replace targetId's content). */
  mode: text('mode').notNull(),
  targetId: text('target_id'),
  versionDesc: text('version_desc'),
  received: bigint('received', { mode: 'number' }).notNull().default(0),
  /** Set when the file landed: a client whose last reply was lost learns it finished. */
  doneFileId: text('done_file_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Short-lived tickets behind download and viewer URLs, where a browser cannot send the bearer
 * header (navigations, <img>, the viewers' loaders). Only the sha256 of a ticket is stored; every
 * use checks again what minting checked (files/tickets.ts).
 */
export const downloadTickets = pgTable('download_tickets', {
  /** sha256 (hex) of the ticket. */
  id: text('id').primaryKey(),
  /** Whose rights the ticket uses: the caller, or a share link's creator. */
  userId: text('user_id').notNull(),
  projectId: text('project_id').notNull(),
  /** The session that minted it (null for a share visitor); it must still be alive on use. */
  sessionId: text('session_id'),
  /** How the rights are checked again on use: 'member' (documents), 'cabinet' or 'share'. */
  via: text('via').notNull().default('member'),
  /** The cabinet entry or share link the ticket came through. */
  viaId: text('via_id'),
  nodeId: text('node_id'),
  versionId: text('version_id'),
  packId: text('pack_id'),
  inline: boolean('inline').notNull().default(false),
  /** The document right a use needs again: 'query' (open) or 'download'. */
  need: text('need').notNull().default('download'),
  /** 'file': a version's bytes; 'pdf': its office PDF; 'model': its fragments; 'folder': a zip of a folder; 'pack': a finished pack. */
  purpose: text('purpose').notNull().default('file'),
  /** Uses left; null: any number until it expires (viewers' Range requests). */
  usesLeft: integer('uses_left'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A packed (zip) download: requested, packed by a job, kept 3 days, then purged. */
export const filePacks = pgTable(
  'file_packs',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    userId: text('user_id').notNull(),
    /** The node ids asked for (files and folders). */
    request: jsonb('request').$type<string[]>().notNull(),
    fileCount: integer('file_count').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** 'requested' → 'queued' → 'packing' → 'done' | 'failed'; 'expired' after purge. */
    state: text('state').notNull(),
    jobId: text('job_id'),
    sha256: text('sha256').references(() => blobs.sha256),
    zipSize: bigint('zip_size', { mode: 'number' }),
    error: text('error'),
    shareId: text('share_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('file_packs_user_idx').on(t.userId), index('file_packs_expires_idx').on(t.expiresAt)],
);

/** What a user downloaded (files, folders, packs), shown in the download history. */
export const downloadHistory = pgTable(
  'download_history',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    projectId: text('project_id').notNull(),
    kind: text('kind').notNull(), // 'file' | 'folder' | 'pack'
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    nodeId: text('node_id'),
    versionId: text('version_id'),
    packId: text('pack_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('download_history_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A direct-upload policy (the spec's oss/policy variant flow): the policy id is the credential
 * for one form upload; the stored content waits here until 'mark uploaded' lands it.
 */
export const uploadPolicies = pgTable('upload_policies', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sha256: text('sha256'),
  md5: text('md5'),
  size: bigint('size', { mode: 'number' }),
});

/**
 * A version converted for preview (POST /account/file-conver): office and text documents
 * become text or tables the app shows itself, never HTML of this origin.
 */
export const fileConversions = pgTable('file_conversions', {
  versionId: text('version_id')
    .primaryKey()
    .references(() => fileVersions.id, { onDelete: 'cascade' }),
  /** 'converting' → 'complete' | 'error'. */
  status: text('status').notNull(),
  preview: jsonb('preview'),
  error: text('error'),
  jobId: text('job_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An office document version as PDF, made by LibreOffice in a job (POST /account/file-conver
 * with target 'pdf'). Goes with its version (purge, version delete); `sourceSha256` is the
 * content it was made from, so a 'cover' of the version makes it stale. The PDF is a blob kept
 * while this row names it (content.ts collectOrphans).
 */
export const officePdfs = pgTable('office_pdfs', {
  versionId: text('version_id')
    .primaryKey()
    .references(() => fileVersions.id, { onDelete: 'cascade' }),
  sourceSha256: text('source_sha256').notNull(),
  /** 'converting' → 'complete' | 'error'. */
  status: text('status').notNull(),
  /** Why it failed: unreadable, timeout, tooLarge, unavailable, crashed. */
  error: text('error'),
  jobId: text('job_id'),
  pdfSha256: text('pdf_sha256').references(() => blobs.sha256),
  pdfSize: bigint('pdf_size', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
