import { randomUUID } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import { formatFileSize } from '@trestle/shared';
import type { Deps } from '../../../http/context';
import { AppError, ErrorCode, Errors } from '../../../http/errors';
import { enqueue } from '../../../jobs/queue';
import type { ProjectScope } from '../../roles';
import { scopeForUser } from '../../permissions';
import { orphanIfUnreferenced, registerBlob } from '../storage/content';
import { issueTicket, packName, remember } from './download';
import { filePacks } from '../tables';
import type { TicketGrant } from './tickets';
import { filesIn, zipEntries, zipStream } from './zip';
import { dmsAccess } from '../access';

// Packed downloads (spec 2 §5): pack-zip-service sizes the request (9000/9001/9002),
// get-pack-zip-task queues the packing job, loop-download-zip is polled until the zip is
// ready. Zips are kept 3 days, then housekeeping purges them.

export const PACK_JOB = 'files.pack';
const KEEP_MS = 3 * 24 * 3600_000;
type Pack = typeof filePacks.$inferSelect;

/**
 * Who asks: a signed-in user, or a share link's visitor — then the pack is the link creator's
 * (their rights decide what is packed) and carries the link id, and only that link reaches it.
 */
export interface Packer {
  userId: string;
  shareId?: string | null;
  /** The signed-in caller's session (its tickets die with it). */
  sessionId?: string;
  /** Called once when the pack is queued (a share counts the link's download). */
  onStart?: () => Promise<void>;
}

export async function requestPack(deps: Deps, scope: ProjectScope, actor: Packer, ids: string[]) {
  const shareId = actor.shareId ?? null;
  const { packMaxFiles, packMaxBytes } = deps.config.limits;
  const files = ids.length ? filesIn(await zipEntries(deps, scope.projectId, ids, dmsAccess(deps, scope))) : [];
  if (!files.length) throw new AppError(400, ErrorCode.packEmpty, 'zip.empty');
  if (files.length > packMaxFiles) throw new AppError(400, ErrorCode.packTooMany, 'zip.tooMany', { limit: packMaxFiles }, { limit: packMaxFiles });
  const size = files.reduce((s, f) => s + f.size, 0);
  if (size > packMaxBytes) throw new AppError(400, ErrorCode.packTooLarge, 'zip.tooLarge', { limit: formatFileSize(packMaxBytes) }, { limit: packMaxBytes });
  const now = deps.now();
  const id = randomUUID();
  await deps.db.insert(filePacks).values({
    id,
    projectId: scope.projectId,
    userId: actor.userId,
    request: [...new Set(ids)],
    fileCount: files.length,
    size,
    state: 'requested',
    shareId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + KEEP_MS),
  });
  return { id, size, count: files.length };
}

async function ownPack(deps: Deps, scope: ProjectScope, actor: Packer, id: string): Promise<Pack> {
  const [p] = await deps.db
    .select()
    .from(filePacks)
    .where(and(eq(filePacks.id, id), eq(filePacks.projectId, scope.projectId), eq(filePacks.userId, actor.userId)));
  if (!p || (p.shareId ?? null) !== (actor.shareId ?? null)) throw Errors.notFound();
  return p;
}

export async function startPack(deps: Deps, scope: ProjectScope, actor: Packer, id: string) {
  const p = await ownPack(deps, scope, actor, id);
  if (p.state !== 'requested') return { id: p.id, state: stateOf(deps, p) };
  await deps.db.transaction(async (tx) => {
    const jobId = await enqueue(tx, PACK_JOB, { packId: p.id }, { maxAttempts: 2 });
    await tx
      .update(filePacks)
      .set({ state: 'queued', jobId })
      .where(and(eq(filePacks.id, p.id), eq(filePacks.state, 'requested')));
  });
  // A visitor's zip is not the link creator's download.
  if (actor.shareId) await actor.onStart?.();
  else await remember(deps, actor, scope.projectId, { kind: 'pack', name: packName(p.createdAt), size: p.size, packId: p.id });
  return { id: p.id, state: 'queued' };
}

const stateOf = (deps: Deps, p: Pack) => (p.expiresAt < deps.now() ? 'expired' : p.state);

export async function pollPack(deps: Deps, scope: ProjectScope, actor: Packer, id: string) {
  const p = await ownPack(deps, scope, actor, id);
  const state = stateOf(deps, p);
  const base = { id: p.id, state, count: p.fileCount, size: p.size, zipSize: p.zipSize, expiresAt: p.expiresAt.toISOString(), error: p.error };
  if (state !== 'done') return base;
  // A visitor's zip answers to the link (still active), a member's to their session.
  const grant: TicketGrant = actor.shareId
    ? { via: 'share', viaId: actor.shareId, userId: actor.userId, projectId: p.projectId, sessionId: null }
    : { via: 'member', userId: actor.userId, projectId: p.projectId, sessionId: actor.sessionId ?? null };
  const ticket = await issueTicket(deps, grant, { purpose: 'pack', packId: p.id, need: 'download', mode: 'download' });
  return { ...base, url: ticket.url, name: packName(p.createdAt) };
}

/** The job: packs the files as they are now, into the blob store, then marks the pack done. */
export async function runPackJob(deps: Deps, payload: { packId?: unknown }) {
  const [p] = await deps.db
    .select()
    .from(filePacks)
    .where(eq(filePacks.id, String(payload.packId ?? '')));
  if (!p || p.state === 'done' || p.state === 'expired') return { skipped: true };
  await deps.db.update(filePacks).set({ state: 'packing' }).where(eq(filePacks.id, p.id));
  try {
    // Packed as the requester may see the files now (rights can change while it waits).
    const scope = await scopeForUser(deps, p.userId, p.projectId);
    const entries = scope ? await zipEntries(deps, p.projectId, p.request, dmsAccess(deps, scope)).catch(() => []) : [];
    if (!filesIn(entries).length) throw new Error('nothing left to pack: the files were deleted');
    const info = await deps.blobs.put(zipStream(deps, entries));
    await deps.db.transaction(async (tx) => {
      await registerBlob(tx, info);
      await tx.update(filePacks).set({ state: 'done', sha256: info.sha256, zipSize: info.size, error: null }).where(eq(filePacks.id, p.id));
    });
    return { sha256: info.sha256, size: info.size };
  } catch (e) {
    await deps.db
      .update(filePacks)
      .set({ state: 'failed', error: e instanceof Error ? e.message : String(e) })
      .where(eq(filePacks.id, p.id));
    throw e;
  }
}

/** Housekeeping: packs past their 3 days lose their zip (the bytes go once unreferenced). */
export async function purgeExpiredPacks(deps: Deps) {
  const now = deps.now();
  const expired = await deps.db
    .select()
    .from(filePacks)
    .where(and(lt(filePacks.expiresAt, now), ne(filePacks.state, 'expired')));
  for (const p of expired) {
    await deps.db.transaction(async (tx) => {
      await tx.update(filePacks).set({ state: 'expired', sha256: null }).where(eq(filePacks.id, p.id));
      if (p.sha256) await orphanIfUnreferenced(tx, [p.sha256], now);
    });
  }
  return expired.length;
}
