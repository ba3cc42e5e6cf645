import type { FastifyInstance } from 'fastify';
import {
  deleteExtendBody,
  reportParams,
  reportPrincipal,
  reportSimple,
  reportTrend,
  reportTrendQuery,
  saveExtendBody,
  searchExtendBody,
  taskExtend,
  taskExtendDeleted,
  taskExtends,
} from '@trestle/shared/task-schemas';
import type { Deps } from '../../http/context';
import { defineRoute, type Access } from '../../http/route';
import * as extend from './extend';
import * as reports from './reports';

// Extend data and board reports (docs/tasks.md). Routes need the project; the services check
// task:enter / the right to edit the task (access.ts).

const project: Access<'project'> = { kind: 'project' };

export function taskReportRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/task/extend',
    log: { action: 'update' },
    access: project,
    summary: 'Saves one named extend value of a task (creates or replaces)',
    input: saveExtendBody,
    output: taskExtend,
    handler: (ctx, input) => extend.saveExtend(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/task/extend/search',
    access: project,
    summary: 'The extend data of a task (taskId) or of several (taskIds)',
    input: searchExtendBody,
    output: taskExtends,
    handler: (ctx, input) => extend.searchExtend(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/task/extend/',
    access: project,
    summary: 'Deletes one named extend value of a task (JSON body: projectId, taskId, name)',
    input: deleteExtendBody,
    output: taskExtendDeleted,
    handler: (ctx, input) => extend.deleteExtend(ctx.deps, ctx.project, input),
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/task/report/simple/:id',
    access: project,
    summary: "A board's totals: finished, unfinished, overdue, by lane and by level",
    input: reportParams,
    output: reportSimple,
    handler: (ctx, input) => reports.simpleReport(ctx.deps, ctx.project, input.id),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/task/report/principal/:id',
    access: project,
    summary: "A board's tasks per principal: total, finished, overdue",
    input: reportParams,
    output: reportPrincipal,
    handler: (ctx, input) => reports.principalReport(ctx.deps, ctx.project, input.id),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/task/report/trend/:id',
    access: project,
    summary: "A board's tasks created, finished and open per day (?days=7..180, default 30)",
    input: reportTrendQuery,
    output: reportTrend,
    handler: (ctx, input) => reports.trendReport(ctx.deps, ctx.project, input.id, input.days),
  });
}
