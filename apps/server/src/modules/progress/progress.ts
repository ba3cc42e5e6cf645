import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { addModelTaskBody, ModelTaskLink, TaskDetail } from '@trestle/shared/task-schemas';
import { canEditTask } from '@trestle/shared/task-rules';
import type { DbOrTx, Tx } from '../../db/client';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { withMsg } from '../../http/envelope';
import type { ProjectScope } from '../roles';
import { fileNodes } from '../files';
import { memberModel, type ModelRef, modelElements } from '../models';
import {
  loadTask,
  may,
  need,
  needEditTask,
  type Task,
  recordTaskEvent,
  createTask,
  freshDetail,
  modelTaskLinks,
  taskBoards,
  tasks,
  taskSwimlanes,
  taskUsers,
} from '../tasks';

// Links between elements of a 3D model and tasks (docs/models.md "3D progress"). A link belongs to
// the model's file (not one version): re-uploading the same model keeps its express ids. Linking
// needs a converted model the caller may open, and edit rights on the task (or task:add for a new
// task, created in the same transaction as the link). Each link or unlink writes the task's history.

type Link = typeof modelTaskLinks.$inferSelect;

/** The file's current version, if it is a converted model the caller may open (dms query). */
async function convertedModel(deps: Deps, scope: ProjectScope, fileId: string): Promise<ModelRef> {
  const [node] = await deps.db
    .select()
    .from(fileNodes)
    .where(and(eq(fileNodes.id, fileId), eq(fileNodes.projectId, scope.projectId)));
  // Unknown, another project's, or a folder: as if hidden (like the model calls).
  if (!node || node.kind !== 'file' || !node.currentVersionId) throw Errors.noAccess();
  const ref = await memberModel(deps, scope, node.currentVersionId);
  if (ref.conversion?.status !== 'complete') throw Errors.badInput('modelTask.notConverted');
  return ref;
}

/** Every id must be an element of the model's content (a typo or another model's id is refused). */
async function needElements(db: DbOrTx, ref: ModelRef, ids: number[]) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(modelElements)
    .where(and(eq(modelElements.sourceSha256, ref.version.sha256), inArray(modelElements.expressId, ids)));
  if (Number(n) !== ids.length) throw Errors.badInput('modelTask.unknownElements');
}

/** History detail: which model and how many elements. */
const detail = (ref: ModelRef, n: number) => JSON.stringify({ fileId: ref.node.id, name: ref.node.name, count: n });

async function writeLink(tx: Tx, scope: ProjectScope, task: Task, ref: ModelRef, ids: number[], now: Date, notice: boolean): Promise<Link> {
  const link: Link = {
    id: randomUUID(),
    projectId: scope.projectId,
    fileId: ref.node.id,
    taskId: task.id,
    elementIds: ids,
    createdBy: scope.actorId,
    createdAt: now,
  };
  await tx.insert(modelTaskLinks).values(link);
  await recordTaskEvent(tx, task, scope.actorId, {
    origin: 'ADD_TASK_MODEL_ELEMENTS',
    context: detail(ref, ids.length),
    noticeContent: ref.node.name,
    notice: notice ? 'update' : null,
  });
  return link;
}

/** POST /protected/add-model-task: links elements with an existing task (taskId) or a new one (task). */
export async function addModelTask(deps: Deps, scope: ProjectScope, input: z.infer<typeof addModelTaskBody>) {
  const ref = await convertedModel(deps, scope, input.projectFileId);
  await needElements(deps.db, ref, input.elementIds);
  const now = deps.now();
  let link: Link | undefined;
  let task: TaskDetail;
  if (input.taskId) {
    const existing = await loadTask(deps.db, scope, input.taskId);
    await needEditTask(deps.db, scope, existing);
    link = await deps.db.transaction((tx) => writeLink(tx, scope, existing, ref, input.elementIds, now, true));
    task = await freshDetail(deps.db, scope, existing.id);
  } else {
    // createTask checks the lane and task:add; the link joins its transaction. The creation
    // itself already tells the people concerned, so the link adds no second notice.
    task = await createTask(deps.db, scope, { projectId: scope.projectId, ...input.task! }, now, async (tx, t) => {
      link = await writeLink(tx, scope, t, ref, input.elementIds, now, false);
    });
  }
  const [row] = await linkRows(deps.db, scope, eq(modelTaskLinks.id, link!.id));
  return withMsg({ task, link: row }, 'modelTask.linked');
}

/** The links with their task, lane and board, oldest first; canEdit per task for the caller. */
async function linkRows(db: DbOrTx, scope: ProjectScope, where: ReturnType<typeof eq>): Promise<ModelTaskLink[]> {
  const rows = await db
    .select({ link: modelTaskLinks, task: tasks, lane: taskSwimlanes.title, boardName: taskBoards.name })
    .from(modelTaskLinks)
    .innerJoin(tasks, eq(tasks.id, modelTaskLinks.taskId))
    .innerJoin(taskSwimlanes, eq(taskSwimlanes.id, tasks.swimlaneId))
    .innerJoin(taskBoards, eq(taskBoards.id, tasks.boardId))
    .where(and(eq(modelTaskLinks.projectId, scope.projectId), where))
    .orderBy(asc(modelTaskLinks.createdAt), asc(modelTaskLinks.id));
  const editAll = may(scope, 'edit');
  const involved = new Set<string>();
  if (!editAll && rows.length) {
    const mine = await db
      .select({ taskId: taskUsers.taskId })
      .from(taskUsers)
      .where(and(eq(taskUsers.userId, scope.actorId), inArray(taskUsers.taskId, [...new Set(rows.map((r) => r.task.id))])));
    for (const m of mine) involved.add(m.taskId);
  }
  return rows.map(({ link, task, lane, boardName }) => ({
    id: link.id,
    projectFileId: link.fileId,
    taskId: task.id,
    elementIds: link.elementIds,
    createdBy: link.createdBy,
    createdAt: link.createdAt.toISOString(),
    title: task.title,
    lane,
    swimlanesId: task.swimlaneId,
    boardId: task.boardId,
    boardName,
    levelId: task.levelId as ModelTaskLink['levelId'],
    startDate: task.startDate,
    deadline: task.deadline,
    realStartDate: task.realStartDate,
    realDeadline: task.realDeadline,
    finished: task.finished,
    finishedAt: task.finishedAt?.toISOString() ?? null,
    taskStatus: task.taskStatus,
    canEdit: canEditTask({ userId: scope.actorId, edit: editAll }, task, involved.has(task.id)),
  }));
}

/** POST /protected/get-model-tasks: the model's links (task:enter and a model the caller may open). */
export async function modelTasks(deps: Deps, scope: ProjectScope, p: { projectFileId: string }) {
  need(scope, 'enter');
  // Any model the caller may open, converted or not: the list is about the file's links.
  const [node] = await deps.db
    .select()
    .from(fileNodes)
    .where(and(eq(fileNodes.id, p.projectFileId), eq(fileNodes.projectId, scope.projectId)));
  if (!node || node.kind !== 'file' || !node.currentVersionId) throw Errors.noAccess();
  await memberModel(deps, scope, node.currentVersionId);
  return linkRows(deps.db, scope, eq(modelTaskLinks.fileId, node.id));
}

/** POST /protected/remove-model-task: removes one link (edit rights on its task). */
export async function removeModelTask(deps: Deps, scope: ProjectScope, p: { id: string }) {
  const [link] = await deps.db
    .select()
    .from(modelTaskLinks)
    .where(and(eq(modelTaskLinks.id, p.id), eq(modelTaskLinks.projectId, scope.projectId)));
  if (!link) throw Errors.badInput('modelTask.linkUnknown');
  const task = await loadTask(deps.db, scope, link.taskId);
  await needEditTask(deps.db, scope, task);
  const [node] = await deps.db.select({ id: fileNodes.id, name: fileNodes.name }).from(fileNodes).where(eq(fileNodes.id, link.fileId));
  await deps.db.transaction(async (tx) => {
    const gone = await tx.delete(modelTaskLinks).where(eq(modelTaskLinks.id, link.id)).returning({ id: modelTaskLinks.id });
    if (!gone.length) throw Errors.badInput('modelTask.linkUnknown');
    await recordTaskEvent(tx, task, scope.actorId, {
      origin: 'REMOVE_TASK_MODEL_ELEMENTS',
      context: JSON.stringify({ fileId: link.fileId, name: node?.name ?? '', count: link.elementIds.length }),
      noticeContent: node?.name ?? task.title,
      notice: 'update',
    });
  });
  return withMsg({ id: link.id, taskId: task.id }, 'modelTask.removed');
}
