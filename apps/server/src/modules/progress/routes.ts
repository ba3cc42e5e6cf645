import type { FastifyInstance } from 'fastify';
import { addModelTaskBody, modelTasksBody, removeModelTaskBody } from '@trestle/shared/task-schemas';
import type { Deps } from '../../http/context';
import { defineRoute, type Access } from '../../http/route';
import * as modelTasks from './progress';
import { modelTaskAdded, modelTaskLinks, modelTaskRemoved } from '@trestle/shared/task-schemas';

// 3D model elements linked with tasks (docs/models.md "3D progress"). The routes need the
// project; model-tasks.ts checks the model file's access and the task rights.

const project: Access<'project'> = { kind: 'project' };

export function progressRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/add-model-task',
    access: project,
    input: addModelTaskBody,
    summary: 'Links elements of a converted model (projectFileId, elementIds) with a task (taskId) or a new task (task); answers the task detail and the link',
    output: modelTaskAdded,
    handler: (ctx, input) => modelTasks.addModelTask(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/get-model-tasks',
    access: project,
    input: modelTasksBody,
    summary: "The task links of a model with each task's lane, board, dates and state",
    output: modelTaskLinks,
    handler: (ctx, input) => modelTasks.modelTasks(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/remove-model-task',
    access: project,
    input: removeModelTaskBody,
    summary: 'Removes a link between model elements and a task',
    output: modelTaskRemoved,
    handler: (ctx, input) => modelTasks.removeModelTask(ctx.deps, ctx.project, input),
  });
}
