import type { FastifyInstance } from 'fastify';
import { annotationForLink } from './links';
import {
  boardDetail,
  boardList,
  laneDeleted,
  laneRef,
  lanesSorted,
  taskDeletedRef,
  taskDetail,
  taskSearchResult,
  addLaneBody,
  boardIdParams,
  boardDeleteParams,
  boardListBody,
  createTaskBody,
  laneDeleteParams,
  moveByUserBody,
  moveTaskBody,
  renameLaneBody,
  saveBoardBody,
  searchTasksBody,
  sortLanesBody,
  taskIdParams,
  taskOptionParams,
  updateTaskBody,
} from '@trestle/shared/task-schemas';
import type { Deps } from '../../http/context';
import { paged, withMsg } from '../../http/envelope';
import { defineRoute, projectScopeFor, type Access } from '../../http/route';
import * as boards from './boards';
import * as lanes from './lanes';
import * as tasks from './tasks';
import { applyOption } from './options';
import { searchTasks } from './search';

// Boards, swimlanes and tasks (spec 3 §7 Task and board service, Task options; docs/tasks.md).
// Every route needs a project the caller may see; the services check the task permissions.

const project: Access<'project'> = { kind: 'project' };

export function taskRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/task/board/list',
    access: project,
    summary: 'Boards of a project with task counts (paged; annotationId / projectFileId: boards holding tasks linked with them)',
    input: boardListBody,
    output: boardList,
    handler: async (ctx, input) => {
      const r = await boards.listBoards(ctx.deps.db, ctx.project, input);
      return paged(r.list, r.total, r.can);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/task/board',
    log: { action: 'create' },
    access: project,
    summary: 'Creates a board (with its first swimlanes), or renames it when id is given',
    input: saveBoardBody,
    output: boardDetail,
    handler: (ctx, input) => boards.saveBoard(ctx.deps.db, ctx.project, input, ctx.deps.now()),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/task/board/:id',
    access: project,
    summary: 'A board: swimlanes in order with their task cards, the users they name, and what the caller may do',
    input: boardIdParams,
    output: boardDetail,
    handler: (ctx, input) => boards.getBoard(ctx.deps.db, ctx.project, input.id),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/task/board/:id',
    access: project,
    summary: 'Deletes a board with its swimlanes and tasks; ?confirm=true',
    input: boardDeleteParams,
    output: taskDeletedRef,
    handler: (ctx, input) => boards.deleteBoard(ctx.deps.db, ctx.project, input.id),
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/task/swimLanes',
    log: { action: 'create' },
    access: project,
    summary: 'Adds a swimlane at the end of a board',
    input: addLaneBody,
    output: laneRef,
    handler: (ctx, input) => lanes.addLane(ctx.deps.db, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/task/swimLanes',
    access: project,
    summary: 'Renames a swimlane',
    input: renameLaneBody,
    output: laneRef,
    handler: (ctx, input) => lanes.renameLane(ctx.deps.db, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/task/swimLanes/sortColumn',
    access: project,
    summary: 'Reorders the swimlanes of a board (ids: every lane, each once)',
    input: sortLanesBody,
    output: lanesSorted,
    handler: (ctx, input) => lanes.sortLanes(ctx.deps.db, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/task/swimLanes/:id',
    access: project,
    summary: 'Deletes a swimlane with its tasks (data.deletedTasks); ?confirm=true when it holds tasks',
    input: laneDeleteParams,
    output: laneDeleted,
    handler: async (ctx, input) => {
      const r = await lanes.deleteLane(ctx.deps.db, ctx.project, input.id, input.confirm === true);
      return withMsg(r, 'task.laneDeleted', { count: r.deletedTasks });
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/task/block',
    log: { action: 'create' },
    access: project,
    summary: 'Creates a task at the end of a swimlane (principals, actors, dates; annotationId links it at once)',
    input: createTaskBody,
    output: taskDetail,
    handler: async (ctx, input) => {
      // Linking at creation needs the same right as linking later (the file's associate_task flag).
      if (input.annotationId) await annotationForLink(ctx.deps, ctx.project, input.annotationId);
      return tasks.createTask(ctx.deps.db, ctx.project, input, ctx.deps.now());
    },
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/task/block/:id',
    access: project,
    summary: 'Edits a task; each changed field writes its history entry',
    input: updateTaskBody,
    output: taskDetail,
    // The path names the task; an `id` in the body does not redirect the edit to another one.
    handler: (ctx, input) => tasks.updateTask(ctx.deps.db, ctx.project, { ...input, id: (ctx.req.params as { id: string }).id }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/task/block/:id',
    access: project,
    summary: 'Deletes a task (its people are told first)',
    input: taskIdParams,
    output: taskDeletedRef,
    handler: (ctx, input) => tasks.deleteTask(ctx.deps.db, ctx.project, input.id),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/task/block/move',
    access: project,
    summary: 'Moves a task to the end of a swimlane of this or another board of the project',
    input: moveTaskBody,
    output: taskDetail,
    handler: async (ctx, input) => withMsg(await tasks.moveTask(ctx.deps.db, ctx.project, input), 'task.moved'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/task/block/moveByUser',
    access: project,
    summary: 'Drags a task to index (0-based) within a swimlane; both lanes are renumbered densely',
    input: moveByUserBody,
    output: taskDetail,
    handler: (ctx, input) => tasks.moveByUser(ctx.deps.db, ctx.project, input),
  });
  defineRoute(app, deps, {
    // Access 'user': without projectId "my tasks" spans every project where the caller may enter
    // tasks; with projectId the project check of the 'project' routes is made here.
    method: 'POST',
    url: '/task/block/search',
    access: { kind: 'user' },
    summary: 'Tasks by ids (detail), by swimlanes (cards), or "my tasks" (target, filters, order) in one or every project',
    input: searchTasksBody,
    output: taskSearchResult,
    handler: async (ctx, input) => {
      const scope = input.projectId ? await projectScopeFor(ctx, input.projectId) : null;
      return searchTasks(ctx.deps.db, ctx.actor, scope, input);
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/:taskId/options/:action',
    log: { action: 'update' },
    access: project,
    summary: 'One task option of spec 3 §7 (dates, title, remark, level, people, sub-tasks, finish / to do); answers the task detail',
    input: taskOptionParams,
    output: taskDetail,
    handler: (ctx, input) => {
      const body = ctx.req.body && typeof ctx.req.body === 'object' ? ctx.req.body : {};
      return applyOption(ctx.deps.db, ctx.project, ctx.lang, input.taskId, input.action, body);
    },
  });
}
