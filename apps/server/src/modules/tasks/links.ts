import { and, asc, count, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '../../http/context';
import type { Tx } from '../../db/client';
import { AppError, Errors } from '../../http/errors';
import { withMsg } from '../../http/envelope';
import type { ProjectScope } from '../roles';
import { users } from '../accounts';
import { annotations, fileRights, mayAssociate, listAnnotations, loadAnnotation, type Annotation } from '../annotations';
import { fileNodes } from '../files';
import { loadTask, need, needEditTask, type Task } from './access';
import { recordTaskEvent } from './history';
import { annotationTaskLinks } from './tables';

// Links between annotations and tasks (docs/annotations.md, docs/tasks.md "Annotation links").
// One record per pair in annotation_task_links. Linking or unlinking needs the annotation's file
// `associate_task` flag (fileRights) and the right to edit the task; each writes the task's
// history entry and notices in the same transaction.

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The annotation picker's first step: live files of the project that have annotations and whose
 * annotations the caller may see (the file's `access` flag). userList: who made those annotations.
 */
export async function projectFileList(deps: Deps, scope: ProjectScope, p: { searchValue?: string | null }) {
  need(scope, 'enter');
  const rows = await deps.db
    .select({ projectFileId: fileNodes.id, fileName: fileNodes.name, fileType: fileNodes.fileType, annotationCount: count(annotations.id) })
    .from(annotations)
    .innerJoin(fileNodes, eq(fileNodes.id, annotations.fileId))
    .where(
      and(
        eq(annotations.projectId, scope.projectId),
        eq(fileNodes.projectId, scope.projectId),
        isNull(fileNodes.recycledAt),
        p.searchValue ? ilike(fileNodes.name, `%${escapeLike(p.searchValue)}%`) : undefined,
      ),
    )
    .groupBy(fileNodes.id, fileNodes.name, fileNodes.fileType)
    .orderBy(asc(fileNodes.name), asc(fileNodes.id));
  // File rights depend on folders, roles and per-file grants: asked file by file (only files
  // that have annotations, a short list), and a file the caller may not open is left out.
  const value: typeof rows = [];
  for (const r of rows) {
    const ok = await fileRights(deps, scope, r.projectFileId).then(
      (fr) => fr.flags.access,
      (e) => {
        if (e instanceof AppError) return false;
        throw e;
      },
    );
    if (ok) value.push({ ...r, fileType: r.fileType ?? '' });
  }
  const userList = value.length
    ? await deps.db
        .selectDistinct({ id: users.id, name: users.name })
        .from(annotations)
        .innerJoin(users, eq(users.id, annotations.createdBy))
        .where(
          and(
            eq(annotations.projectId, scope.projectId),
            inArray(
              annotations.fileId,
              value.map((v) => v.projectFileId),
            ),
          ),
        )
        .orderBy(asc(users.name), asc(users.id))
    : [];
  return { value, userList };
}

/** The annotations of one file (as /annotations/getList answers them), each with `linked` for the task. */
export async function annotationPickList(deps: Deps, scope: ProjectScope, p: { projectFileId: string; taskId?: string | null }) {
  const task = p.taskId ? await loadTask(deps.db, scope, p.taskId) : null;
  need(scope, 'enter');
  const { value, total } = await listAnnotations(deps, scope, { projectFileId: p.projectFileId, pageSize: 10000, pageIndex: 1 });
  const linked = new Set<string>();
  if (task && value.length) {
    const rows = await deps.db
      .select({ id: annotationTaskLinks.annotationId })
      .from(annotationTaskLinks)
      .where(
        and(
          eq(annotationTaskLinks.taskId, task.id),
          inArray(
            annotationTaskLinks.annotationId,
            value.map((a) => a.id),
          ),
        ),
      );
    for (const r of rows) linked.add(r.id);
  }
  return { value: value.map((a) => ({ ...a, linked: linked.has(a.id) })), total };
}

/**
 * The annotation, if the caller may link it with tasks: its file's associate_task flag (anyone's
 * annotation), or their own annotation (spec 2 §6: without the flag only the creator may act).
 */
export async function annotationForLink(deps: Deps, scope: ProjectScope, annotationId: string): Promise<Annotation> {
  const { a, rights } = await loadAnnotation(deps, scope, annotationId);
  if (!mayAssociate(scope, rights.flags, a.createdBy)) throw Errors.forbiddenKey('task.noAssociate');
  return a;
}

/** The history entry's detail, as creating a task with an annotation writes it (tasks.ts). */
const linkDetail = (a: Annotation) => JSON.stringify({ annotationId: a.id, name: a.name });

/**
 * Writes the link with its history entry and notices, in the caller's transaction. False when
 * the pair already exists (nothing written). Also for creating a task with `annotationId`.
 */
export async function writeLink(tx: Tx, task: Task, a: Annotation, actorId: string, now: Date): Promise<boolean> {
  const added = await tx
    .insert(annotationTaskLinks)
    .values({ annotationId: a.id, taskId: task.id, createdBy: actorId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: annotationTaskLinks.taskId });
  if (!added.length) return false;
  await recordTaskEvent(tx, task, actorId, { origin: 'ADD_TASK_ANNOTATION', context: linkDetail(a), noticeContent: a.name, notice: 'annotation_add' });
  return true;
}

async function checked(deps: Deps, scope: ProjectScope, p: { annotationId: string; taskId: string }) {
  const a = await annotationForLink(deps, scope, p.annotationId);
  const task = await loadTask(deps.db, scope, p.taskId);
  await needEditTask(deps.db, scope, task);
  return { a, task };
}

export async function addAnnotationTask(deps: Deps, scope: ProjectScope, p: { annotationId: string; taskId: string }) {
  const { a, task } = await checked(deps, scope, p);
  // Refused inside the transaction: a pair that exists changes nothing, so no log row either.
  await deps.db.transaction(async (tx) => {
    if (!(await writeLink(tx, task, a, scope.actorId, deps.now()))) throw Errors.exists('worktask.existed');
  });
  return withMsg({ annotationId: a.id, taskId: task.id }, 'task.linked');
}

export async function removeAnnotationTask(deps: Deps, scope: ProjectScope, p: { annotationId: string; taskId: string }) {
  const { a, task } = await checked(deps, scope, p);
  await deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(annotationTaskLinks)
      .where(and(eq(annotationTaskLinks.annotationId, a.id), eq(annotationTaskLinks.taskId, task.id)))
      .returning({ id: annotationTaskLinks.taskId });
    if (!gone.length) throw Errors.badInput('task.linkUnknown');
    await recordTaskEvent(tx, task, scope.actorId, {
      origin: 'REMOVE_TASK_ANNOTATION',
      context: linkDetail(a),
      noticeContent: a.name,
      notice: 'annotation_remove',
    });
  });
  return withMsg({ annotationId: a.id, taskId: task.id }, 'task.linkRemoved');
}
