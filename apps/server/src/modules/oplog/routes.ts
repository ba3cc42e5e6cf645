import type { FastifyInstance } from 'fastify';
import { oplogExportBody, oplogFilterBody, oplogListBody } from '@trestle/shared/oplog-schemas';
import { oplogPage, oplogStatistics } from '@trestle/shared/oplog-responses';
import type { Deps } from '../../http/context';
import { paged } from '../../http/envelope';
import { defineRoute, RAW, type Access, type ScopedCtx } from '../../http/route';
import { disposition } from '../files';
import { mayReadEnterpriseLog } from './access';
import { exportLogs, listLogs, logStatistics, type LogScope } from './service';

// The operation log calls (docs/operation-log.md): list, statistics and export, for a project
// (its admins and holders of project:log_statistics_allow) or for an enterprise (its managers).
// There is no call that edits or deletes a row.

const OL = '/protected/operation-log';
const project: Access<'project'> = { kind: 'project', need: ['project', 'log_statistics_allow'] };
const enterprise: Access<'enterprise'> = { kind: 'enterprise', need: ['enterprise', 'edit'] };

type Scoped = ScopedCtx<'project'> | ScopedCtx<'enterprise'>;
function scopeOf(ctx: Scoped): LogScope {
  if ('project' in ctx && ctx.project) return { projectId: ctx.project.projectId };
  const e = (ctx as ScopedCtx<'enterprise'>).enterprise;
  mayReadEnterpriseLog(e);
  return { enterpriseId: e.enterpriseId };
}

export function oplogRoutes(app: FastifyInstance, deps: Deps) {
  for (const [part, access] of [
    ['project', project],
    ['enterprise', enterprise],
  ] as const) {
    const who = part === 'project' ? 'the project (project admins, project:log_statistics_allow)' : 'the enterprise (enterprise managers)';
    defineRoute(app, deps, {
      method: 'POST',
      url: `${OL}/${part}/list`,
      access,
      summary: `Operation log of ${who}: filtered by userIds, modules, actions, range (24h/7d/30d/90d) or from–to; newest first, paged`,
      input: oplogListBody,
      output: oplogPage,
      handler: async (ctx, input) => {
        const r = await listLogs(ctx.deps, scopeOf(ctx), input);
        return paged(r.list, r.total, { totalCapped: r.totalCapped });
      },
    });
    defineRoute(app, deps, {
      method: 'POST',
      url: `${OL}/${part}/statistics`,
      access,
      summary: `Operation counts of ${who} per person, module and action over the filtered period (for a chart)`,
      input: oplogFilterBody,
      output: oplogStatistics,
      handler: (ctx, input) => logStatistics(ctx.deps, scopeOf(ctx), input),
    });
    defineRoute(app, deps, {
      method: 'POST',
      url: `${OL}/${part}/export`,
      access,
      summary: `The filtered operation log of ${who} as .xlsx or .csv (format)`,
      input: oplogExportBody,
      handler: async (ctx, input) => {
        const file = await exportLogs(ctx.deps, scopeOf(ctx), input, input.format, ctx.lang);
        ctx.reply
          .header('content-type', file.mime)
          .header('content-disposition', disposition('attachment', file.name))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('x-row-count', String(file.count))
          .send(file.bytes);
        return RAW;
      },
    });
  }
}
