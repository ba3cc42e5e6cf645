import type { FastifyInstance } from 'fastify';
import { listBody } from '@trestle/shared';
import { addUpdateLogBody, deleteUpdateLogBody, updateUpdateLogBody } from '@trestle/shared/notice-schemas';
import { noData } from '@trestle/shared/common-responses';
import { updateLogEntry, updateLogPage } from '@trestle/shared/updatelog-responses';
import type { Deps } from '../../http/context';
import { paged } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import { addUpdateLog, deleteUpdateLog, listUpdateLogs, updateUpdateLog } from './service';

export function updateLogRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/get-update-log-list',
    access: { kind: 'user' },
    summary: 'Release notes, newest first',
    input: listBody,
    output: updateLogPage,
    handler: async (ctx, input) => {
      const r = await listUpdateLogs(ctx.deps.db, ctx.lang, input.pageNum, input.pageSize);
      return paged(r.list, r.total, { canManage: ctx.actor.isSystemManager });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/add-update-log',
    access: { kind: 'system' },
    summary: 'Adds a release note (system managers)',
    input: addUpdateLogBody,
    output: updateLogEntry,
    handler: (ctx, input) => addUpdateLog(ctx.deps, ctx.lang, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/update-update-log',
    access: { kind: 'system' },
    summary: 'Edits a release note (system managers)',
    input: updateUpdateLogBody,
    output: updateLogEntry,
    handler: (ctx, input) => updateUpdateLog(ctx.deps, ctx.lang, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/delete-update-log',
    access: { kind: 'system' },
    summary: 'Deletes a release note (system managers)',
    input: deleteUpdateLogBody,
    output: noData,
    handler: (ctx, input) => deleteUpdateLog(ctx.deps, input.id),
  });
}
