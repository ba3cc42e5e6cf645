import type { FastifyInstance } from 'fastify';
import { listBody } from '@trestle/shared';
import type { Deps } from '../../http/context';
import { paged } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import { listUpdateLogs } from './service';
import { updateLogPage } from '@trestle/shared/updatelog-responses';

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
      return paged(r.list, r.total);
    },
  });
}
