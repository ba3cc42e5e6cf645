import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { cleanName, formatFileSize, type UploadType } from '@trestle/shared';
import type { DbOrTx } from '../../../db/client';
import type { Actor, Deps } from '../../../http/context';
import { Errors } from '../../../http/errors';
import type { BlobInfo } from '../../../storage/blobstore';
import type { ProjectScope } from '../../roles';
import { contentStoredHooks } from '../registries';
import { addVersion, assertRoomFor, coverVersion, createFile, enterpriseUsage, extensionOf, liveFile, type Node } from '../storage/content';
import { reusableContent } from './reuse';
import { checkedName } from '../names';
import { presentNode } from '../service';
import { freeName } from '../tree';
import { dmsAccess } from '../access';
import { blobs, fileNodes } from '../tables';
import { describeOperation } from '../../../db/operation';

// Upload (spec 2 §4): limits, same-name check, fast upload by md5, and landing stored content
// as a new file, a new version or a cover. Bytes reach the blob store before any row names them.

/** What an upload will become, checked before any byte is received. */
export interface UploadPlan {
  mode: UploadType;
  fileName: string;
  parentId: string | null;
  /** The file updated or covered. */
  target: Node | null;
  versionDesc: string | null;
}

/** A live folder of the project, or the root for an empty id. */
export async function liveFolder(db: DbOrTx, projectId: string, id: string | null | undefined): Promise<Node | null> {
  if (!id) return null;
  const [n] = await db
    .select()
    .from(fileNodes)
    .where(and(eq(fileNodes.id, id), eq(fileNodes.projectId, projectId), eq(fileNodes.kind, 'folder'), isNull(fileNodes.recycledAt)));
  if (!n) throw Errors.notFound();
  return n;
}

export async function planUpload(
  deps: Deps,
  scope: ProjectScope,
  p: { mode?: UploadType; fileName: string; parentId?: string | null; projectFileId?: string | null; versionDesc?: string | null; size?: number },
): Promise<UploadPlan> {
  const limits = deps.config.limits;
  if (p.size !== undefined && p.size > limits.uploadMaxBytes) throw Errors.badInput('upload.tooLarge', { size: formatFileSize(limits.uploadMaxBytes) });
  if (p.size) await assertRoomFor(deps.db, scope.enterpriseId, p.size);
  // A projectFileId without a type is the spec's 'update version'.
  const mode: UploadType = p.mode ?? (p.projectFileId ? 'update' : 'upload');
  const fileName = checkedName(p.fileName);
  if (mode === 'upload') {
    const parent = await liveFolder(deps.db, scope.projectId, p.parentId);
    await dmsAccess(deps, scope).need(parent, 'upload');
    return { mode, fileName, parentId: parent?.id ?? null, target: null, versionDesc: null };
  }
  if (!p.projectFileId) throw Errors.badInput('err.fieldRequired', { field: 'projectFileId' });
  const target = await liveFile(deps.db, scope.projectId, p.projectFileId);
  // New versions need `update`; a cover also the owner rule of the default mode.
  await dmsAccess(deps, scope).need(target, mode === 'cover' ? 'cover' : 'update');
  if (mode === 'cover' && target.isInCabinet) throw Errors.badInput('upload.coverInCabinet');
  return { mode, fileName, parentId: target.parentId, target, versionDesc: p.versionDesc ?? null };
}

/**
 * Notes a blob the store now holds, as orphaned until a version takes it: if the request dies
 * before landing, housekeeping still finds and deletes the bytes.
 */
export async function noteStored(deps: Deps, info: BlobInfo) {
  await deps.db.insert(blobs).values({ sha256: info.sha256, md5: info.md5, size: info.size, orphanedAt: deps.now() }).onConflictDoNothing();
}

/** Makes stored content part of the project as the plan says, in one transaction. */
export async function landContent(deps: Deps, scope: ProjectScope, actor: Actor, plan: UploadPlan, blob: BlobInfo): Promise<Node> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // The storage size is the enterprise's: one landing at a time per enterprise decides the
    // quota (and the free name); the lock is held for a few indexed statements only.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'upload:' + scope.enterpriseId}))`);
    await assertRoomFor(tx, scope.enterpriseId, blob.size);
    const c = { blob, actor, description: plan.versionDesc, now };
    const node = await landIn(tx, scope, plan, c);
    describeOperation({ targetId: node.id, targetName: node.name, after: { version: node.version, size: blob.size } });
    // A model starts converting in the same transaction that makes its version visible.
    const fileType = extensionOf(plan.fileName);
    for (const hook of contentStoredHooks.values()) await hook(tx, { sha256: blob.sha256, fileType }, now);
    return node;
  });
}

async function landIn(tx: DbOrTx, scope: ProjectScope, plan: UploadPlan, c: Parameters<typeof createFile>[4]): Promise<Node> {
  if (plan.mode === 'upload') {
    const parent = await liveFolder(tx, scope.projectId, plan.parentId);
    const name = await freeName(tx, scope.projectId, parent?.id ?? null, plan.fileName);
    return createFile(tx, scope.projectId, parent?.id ?? null, name, c);
  }
  const target = await liveFile(tx, scope.projectId, plan.target!.id);
  if (plan.mode === 'cover') {
    if (target.isInCabinet) throw Errors.badInput('upload.coverInCabinet');
    return coverVersion(tx, target, c);
  }
  return addVersion(tx, target, plan.fileName, c);
}

/**
 * upload-fast / update-version-fast / file-cover-fast: reuse held content the caller may already
 * download (reuse.ts); otherwise the client sends the bytes.
 */
export async function fastUpload(deps: Deps, scope: ProjectScope, actor: Actor, md5: string, plan: UploadPlan) {
  const held = await reusableContent(deps, scope, actor, md5);
  if (!held) {
    // Nothing changed: the row names the file the client is told to send the bytes for.
    describeOperation({ targetId: plan.target?.id, targetName: plan.fileName, after: { needUpload: true } });
    return { needUpload: true };
  }
  const node = await landContent(deps, scope, actor, plan, held);
  return { needUpload: false, file: presentNode(node) };
}

/** check-file-size: the selection against the count and size limits and the storage left. */
export async function checkFileSize(deps: Deps, scope: ProjectScope, files: { size: number }[]) {
  const { uploadMaxFiles, uploadMaxBytes } = deps.config.limits;
  if (files.length > uploadMaxFiles) throw Errors.badInput('upload.tooMany', { count: uploadMaxFiles });
  if (files.some((f) => f.size > uploadMaxBytes)) throw Errors.badInput('upload.tooLarge', { size: formatFileSize(uploadMaxBytes) });
  const total = files.reduce((s, f) => s + f.size, 0);
  await assertRoomFor(deps.db, scope.enterpriseId, total);
  const usage = await enterpriseUsage(deps.db, scope.enterpriseId);
  return { count: files.length, size: total, free: Math.max(0, usage.storageSize - usage.used) };
}

/** check-file-name: which of the chosen names already exist as live files in the folder. */
export async function checkFileNames(deps: Deps, scope: ProjectScope, parentId: string | null | undefined, fileArr: { uuid?: string; fileName: string }[]) {
  const parent = await liveFolder(deps.db, scope.projectId, parentId);
  const access = dmsAccess(deps, scope);
  await access.see(parent);
  const lowered = [...new Set(fileArr.map((f) => cleanName(f.fileName).toLowerCase()))];
  const same = await deps.db
    .select()
    .from(fileNodes)
    .where(
      and(
        eq(fileNodes.projectId, scope.projectId),
        parent ? eq(fileNodes.parentId, parent.id) : isNull(fileNodes.parentId),
        eq(fileNodes.kind, 'file'),
        isNull(fileNodes.recycledAt),
        inArray(sql`lower(${fileNodes.name})`, lowered),
      ),
    );
  const byName = new Map(same.map((s) => [s.name.toLowerCase(), s]));
  // What the caller may do with each same-name file: a new version, a cover (owner rule).
  const rights = new Map<string, { canUpdate: boolean; canCover: boolean }>();
  for (const hit of same) {
    const acts = await access.at(hit);
    const canUpdate = !!acts?.has('update');
    rights.set(hit.id, { canUpdate, canCover: canUpdate && !!acts && access.ownsOrMay(hit, acts) && !hit.isInCabinet });
  }
  return {
    fileArr: fileArr.map((f) => {
      const hit = byName.get(cleanName(f.fileName).toLowerCase());
      const r = hit ? rights.get(hit.id) : undefined;
      return {
        uuid: f.uuid,
        fileName: f.fileName,
        haveSameName: !!hit,
        isInCabinet: hit?.isInCabinet ?? false,
        projectFileId: hit?.id ?? null,
        canUpdate: r?.canUpdate ?? false,
        canCover: r?.canCover ?? false,
      };
    }),
  };
}
