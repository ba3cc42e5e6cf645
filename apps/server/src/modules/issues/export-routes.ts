import type { FastifyInstance } from 'fastify';
import { issueExportQuery } from '@trestle/shared/issue-schemas';
import type { Deps } from '../../http/context';
import { defineRoute, RAW, type Access } from '../../http/route';
import { disposition } from '../files';
import { exportIssues } from './export';

// The issue list export as .xlsx or .pdf (docs/issues.md; issue:export checked by the service).

const project: Access<'project'> = { kind: 'project' };

export function issueExportRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/protected/issue/export',
    access: project,
    summary: 'Every issue the list filters select as .xlsx or .pdf (issue:export; ?format&lang&filters)',
    input: issueExportQuery,
    handler: async (ctx, input) => {
      const file = await exportIssues(ctx.deps, ctx.project, input, input.lang ?? ctx.lang);
      ctx.reply
        .header('content-type', file.mime)
        .header('content-disposition', disposition('attachment', file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('x-issue-count', String(file.count))
        .send(file.bytes);
      return RAW;
    },
  });
}
