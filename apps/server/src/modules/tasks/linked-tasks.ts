import { asc, eq, inArray } from 'drizzle-orm';
import type { TaskBoardSwim } from '@trestle/shared/task-schemas';
import type { DbOrTx } from '../../db/client';
import type { ProjectScope } from '../roles';
import { may } from './access';
import { annotationTaskLinks, taskBoards, tasks, taskSwimlanes } from './tables';

// The tasks linked with annotations, as the annotation side shows them (taskBordSwimVos); the
// composition root registers it with the annotations module (annotations/registries.ts).

/** annotationId → its linked tasks (oldest link first); empty for callers without task:enter. */
export async function taskLinksOf(db: DbOrTx, scope: ProjectScope, annotationIds: string[]): Promise<Map<string, TaskBoardSwim[]>> {
  const out = new Map<string, TaskBoardSwim[]>();
  if (!annotationIds.length || !may(scope, 'enter')) return out;
  const rows = await db
    .select({
      annotationId: annotationTaskLinks.annotationId,
      taskId: tasks.id,
      boardId: taskBoards.id,
      boardName: taskBoards.name,
      swimName: taskSwimlanes.title,
      taskStatus: tasks.taskStatus,
      finished: tasks.finished,
      title: tasks.title,
      projectId: tasks.projectId,
    })
    .from(annotationTaskLinks)
    .innerJoin(tasks, eq(tasks.id, annotationTaskLinks.taskId))
    .innerJoin(taskBoards, eq(taskBoards.id, tasks.boardId))
    .innerJoin(taskSwimlanes, eq(taskSwimlanes.id, tasks.swimlaneId))
    .where(inArray(annotationTaskLinks.annotationId, [...new Set(annotationIds)]))
    .orderBy(asc(annotationTaskLinks.createdAt), asc(tasks.id));
  for (const { annotationId, finished, ...r } of rows) {
    if (r.projectId !== scope.projectId) continue;
    const list = out.get(annotationId) ?? [];
    // taskStatus 3 is finished (spec 3 §3); the flag is the source of truth if the two disagree.
    list.push({ ...r, taskStatus: finished ? 3 : r.taskStatus });
    out.set(annotationId, list);
  }
  return out;
}
