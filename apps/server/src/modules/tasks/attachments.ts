import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TASK_ATTACHMENT_MAX, TASK_ATTACHMENT_NAME_MAX, type TaskAttachment } from '@trestle/shared/task-schemas';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { withMsg } from '../../http/envelope';
import type { ProjectScope } from '../roles';
import { assertRoomFor, orphanIfUnreferenced, registerBlob, storeBlob, noteStored, sendBlob } from '../files';
import { loadTask, needEditTask, type Task } from './access';
import { recordTaskEvent } from './history';
import { taskAttachments } from './tables';

// Task attachments (docs/tasks.md "Attachments"). The bytes stream into the blob store, hashed
// on the way (sha256 always, the client's md5 when sent) and bounded by TASK_ATTACHMENT_MAX; the
// store shows a blob only once complete. The blob is noted as orphaned first, so bytes of a
// request that dies before its row is written are still collected; the row, the blob's
// registration and the history entry then go in one transaction.

type Row = typeof taskAttachments.$inferSelect;
export const presentAttachment = (r: Row): TaskAttachment => ({
  id: r.id,
  name: r.name,
  size: r.size,
  mime: r.mime,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
});

/** The multipart upload: the first `file` part becomes the attachment (other parts are skipped). */
export async function uploadAttachment(deps: Deps, scope: ProjectScope, req: FastifyRequest, p: { taskId: string; md5?: string }) {
  // Rights first: nobody streams 100 MB only to be refused.
  const task = await loadTask(deps.db, scope, p.taskId);
  await needEditTask(deps.db, scope, task);
  if (!req.isMultipart()) throw Errors.badInput('task.attachmentNoFile');
  for await (const part of req.parts({ limits: { fileSize: TASK_ATTACHMENT_MAX + 1, files: 1, fields: 10 } })) {
    if (part.type === 'field') continue;
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    const name = (part.filename ?? '').trim();
    if (!name || name.length > TASK_ATTACHMENT_NAME_MAX || /[\\/\0]/.test(name)) {
      part.file.resume();
      throw Errors.badInput('task.attachmentName');
    }
    const blob = await storeBlob(deps, part.file, { expectMd5: p.md5, maxBytes: TASK_ATTACHMENT_MAX });
    await noteStored(deps, blob);
    const mime = /^[\w.+-]+\/[\w.+-]+$/.test(part.mimetype ?? '') ? part.mimetype.slice(0, 100) : 'application/octet-stream';
    const row = await deps.db.transaction(async (tx) => {
      // Attachments count against the enterprise's storage, like documents.
      await assertRoomFor(tx, scope.enterpriseId, blob.size);
      await registerBlob(tx, blob);
      const [r] = await tx
        .insert(taskAttachments)
        .values({ id: randomUUID(), taskId: task.id, name, size: blob.size, mime, sha256: blob.sha256, createdBy: scope.actorId, createdAt: deps.now() })
        .returning();
      await recordTaskEvent(tx, task, scope.actorId, { origin: 'ADD_TASK_ATTACHMENT', context: name, notice: 'update' });
      return r;
    });
    return withMsg(presentAttachment(row), 'task.attachmentAdded');
  }
  throw Errors.badInput('task.attachmentNoFile');
}

/** An attachment of a task of the caller's project (task:enter), with its task. */
async function loadAttachment(deps: Deps, scope: ProjectScope, id: string): Promise<{ row: Row; task: Task }> {
  const [row] = await deps.db.select().from(taskAttachments).where(eq(taskAttachments.id, id));
  if (!row) throw Errors.badInput('task.attachmentUnknown');
  // loadTask answers 'unknown' for another project's task: the attachment stays hidden too.
  const task = await loadTask(deps.db, scope, row.taskId);
  return { row, task };
}

export async function listAttachments(deps: Deps, scope: ProjectScope, taskId: string) {
  const task = await loadTask(deps.db, scope, taskId);
  const rows = await deps.db
    .select()
    .from(taskAttachments)
    .where(eq(taskAttachments.taskId, task.id))
    .orderBy(asc(taskAttachments.createdAt), asc(taskAttachments.id));
  return rows.map(presentAttachment);
}

/** Sends the bytes as a download (never inline: an attachment may be any type). */
export async function sendAttachment(deps: Deps, scope: ProjectScope, req: FastifyRequest, reply: FastifyReply, id: string) {
  const { row } = await loadAttachment(deps, scope, id);
  await sendBlob(deps, req, reply, { sha256: row.sha256, size: row.size, name: row.name, type: null, inline: false });
}

export async function deleteAttachment(deps: Deps, scope: ProjectScope, id: string) {
  const { row, task } = await loadAttachment(deps, scope, id);
  await needEditTask(deps.db, scope, task);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.delete(taskAttachments).where(and(eq(taskAttachments.id, row.id), eq(taskAttachments.taskId, task.id)));
    await orphanIfUnreferenced(tx, [row.sha256], now);
    await recordTaskEvent(tx, task, scope.actorId, { origin: 'DELETE_TASK_ATTACHMENT', context: row.name, notice: 'update' });
  });
  return withMsg({ id: row.id }, 'task.attachmentDeleted');
}
