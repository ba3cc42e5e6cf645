import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { UploadType } from '@trestle/shared';
import type { Actor, Deps } from '../../../http/context';
import { AppError, ErrorCode, Errors } from '../../../http/errors';
import type { ProjectScope } from '../../roles';
import { storeBlob } from '../storage/content';
import { presentNode } from '../service';
import { landContent, noteStored, planUpload } from './upload';
import { uploadSessions } from '../tables';
import { describeOperation } from '../../../db/operation';

// Resumable upload for big files: the client sends chunks at an offset; bytes so far live in
// DATA_DIR/uploads/<id>.part and survive a restart. The part file's length is the truth (a
// chunk cut off half-way still counts what arrived). At the end the whole file is streamed
// into the blob store, which checks its md5, and only then is it landed.

const MAX_CHUNK = 64 * 1024 * 1024;
type Session = typeof uploadSessions.$inferSelect;

const partPath = (deps: Deps, id: string) => path.join(deps.config.uploadsDir, `${id}.part`);

async function partSize(deps: Deps, id: string): Promise<number> {
  return stat(partPath(deps, id)).then(
    (s) => s.size,
    () => 0,
  );
}

export interface ResumableRequest {
  parentId?: string | null;
  fileName: string;
  size: number;
  md5: string;
  uploadType: UploadType;
  projectFileId?: string | null;
  versionDesc?: string | null;
}

/** Opens a session (or gives back the caller's open one for the same file) and says where to go on. */
export async function createSession(deps: Deps, scope: ProjectScope, actor: Actor, r: ResumableRequest) {
  await planUpload(deps, scope, {
    mode: r.uploadType,
    fileName: r.fileName,
    parentId: r.parentId,
    projectFileId: r.projectFileId,
    versionDesc: r.versionDesc,
    size: r.size,
  });
  const [open] = await deps.db
    .select()
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.userId, actor.userId),
        eq(uploadSessions.projectId, scope.projectId),
        eq(uploadSessions.fileName, r.fileName),
        eq(uploadSessions.md5, r.md5),
        eq(uploadSessions.size, r.size),
        eq(uploadSessions.mode, r.uploadType),
        isNull(uploadSessions.doneFileId),
      ),
    );
  if (open && (open.parentId ?? null) === (r.parentId ?? null) && (open.targetId ?? null) === (r.projectFileId ?? null)) {
    describeOperation({ targetId: open.id, targetName: open.fileName });
    return { uploadId: open.id, offset: await partSize(deps, open.id), size: open.size };
  }
  const id = randomUUID();
  describeOperation({ targetId: id, targetName: r.fileName, after: { size: r.size } });
  await open_(partPath(deps, id));
  await deps.db.insert(uploadSessions).values({
    id,
    userId: actor.userId,
    projectId: scope.projectId,
    parentId: r.parentId ?? null,
    fileName: r.fileName,
    size: r.size,
    md5: r.md5,
    mode: r.uploadType,
    targetId: r.projectFileId ?? null,
    versionDesc: r.versionDesc ?? null,
    createdAt: deps.now(),
    updatedAt: deps.now(),
  });
  return { uploadId: id, offset: 0, size: r.size };
}

async function open_(file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const fh = await open(file, 'a');
  await fh.close();
}

/** The caller's own session; another user's id is simply not found. */
export async function sessionOf(deps: Deps, actor: Actor, uploadId: string): Promise<Session> {
  const [s] = await deps.db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.id, uploadId), eq(uploadSessions.userId, actor.userId)));
  if (!s) throw Errors.notFound();
  return s;
}

export async function sessionStatus(deps: Deps, s: Session) {
  if (s.doneFileId) return { uploadId: s.id, offset: s.size, size: s.size, done: true, fileId: s.doneFileId };
  return { uploadId: s.id, offset: await partSize(deps, s.id), size: s.size, done: false };
}

/** Appends one chunk at `offset`; when the file is complete, verifies and lands it. */
export async function putChunk(deps: Deps, scope: ProjectScope, actor: Actor, s: Session, offset: number, body: Readable) {
  // The upload session; the chunk that completes it also names the file it became (landContent).
  describeOperation({ targetId: s.id, targetName: s.fileName, after: { offset } });
  if (s.doneFileId) {
    // The file landed already (the reply to the last chunk was lost): say so again.
    body.resume();
    return sessionStatus(deps, s);
  }
  // One writer per session: a second PUT racing the first would interleave bytes.
  if (writing.has(s.id)) {
    body.resume();
    throw new AppError(400, ErrorCode.badInput, 'upload.offsetMismatch', { offset: await partSize(deps, s.id) }, { offset: await partSize(deps, s.id) });
  }
  writing.add(s.id);
  try {
    return await appendChunk(deps, scope, actor, s, offset, body);
  } finally {
    writing.delete(s.id);
  }
}

const writing = new Set<string>();

async function appendChunk(deps: Deps, scope: ProjectScope, actor: Actor, s: Session, offset: number, body: Readable) {
  const file = partPath(deps, s.id);
  const have = await partSize(deps, s.id);
  if (offset !== have) {
    body.resume();
    throw new AppError(400, ErrorCode.badInput, 'upload.offsetMismatch', { offset: have }, { offset: have });
  }
  const room = Math.min(MAX_CHUNK, s.size - have);
  let seen = 0;
  const limited = async function* () {
    for await (const chunk of body) {
      const buf = chunk as Buffer;
      seen += buf.length;
      if (seen > room) throw Errors.badInput('upload.sizeMismatch');
      yield buf;
    }
  };
  try {
    await pipeline(limited, createWriteStream(file, { flags: 'a' }));
  } finally {
    await deps.db
      .update(uploadSessions)
      .set({ received: await partSize(deps, s.id), updatedAt: deps.now() })
      .where(eq(uploadSessions.id, s.id));
  }
  const now = await partSize(deps, s.id);
  if (now < s.size) return { offset: now, size: s.size, done: false };
  return finish(deps, scope, actor, s);
}

async function finish(deps: Deps, scope: ProjectScope, actor: Actor, s: Session) {
  const plan = await planUpload(deps, scope, {
    mode: s.mode as UploadType,
    fileName: s.fileName,
    parentId: s.parentId,
    projectFileId: s.targetId,
    versionDesc: s.versionDesc,
  });
  let blob;
  try {
    blob = await storeBlob(deps, createReadStream(partPath(deps, s.id)), { expectMd5: s.md5, expectSize: s.size });
  } catch (e) {
    // A damaged file cannot be resumed into a good one: start again from zero.
    await cancelSession(deps, s);
    throw e;
  }
  await noteStored(deps, blob);
  const node = await landContent(deps, scope, actor, plan, blob);
  await deps.db.update(uploadSessions).set({ doneFileId: node.id, received: s.size, updatedAt: deps.now() }).where(eq(uploadSessions.id, s.id));
  await rm(partPath(deps, s.id), { force: true });
  return { uploadId: s.id, offset: s.size, size: s.size, done: true, fileId: node.id, file: presentNode(node) };
}

export async function cancelSession(deps: Deps, s: Session) {
  describeOperation({ targetId: s.id, targetName: s.fileName });
  await deps.db.delete(uploadSessions).where(eq(uploadSessions.id, s.id));
  await rm(partPath(deps, s.id), { force: true });
}

/** Housekeeping: sessions untouched for a week are given up; finished ones are kept a day. */
export async function dropStaleSessions(deps: Deps) {
  const now = deps.now().getTime();
  const stale = await deps.db
    .select()
    .from(uploadSessions)
    .where(
      or(
        lt(uploadSessions.updatedAt, new Date(now - 7 * 24 * 3600_000)),
        and(isNotNull(uploadSessions.doneFileId), lt(uploadSessions.updatedAt, new Date(now - 24 * 3600_000))),
      ),
    );
  for (const s of stale) await cancelSession(deps, s);
  return stale.length;
}
