import type { FastifyInstance } from 'fastify';
import { managementDataBody } from '@trestle/shared/project-org-schemas';
import { managementData } from '@trestle/shared/project-org-responses';
import type { Deps } from '../../http/context';
import { defineRoute } from '../../http/route';
import * as svc from './service';

// /#/management_data's figures (issue 19 item 8): enterprise managers and holders of
// enterprise:statistics (not a default of staff: the figures cover every project and person).

export function enterpriseFigureRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/enterprise/get-management-data',
    access: { kind: 'enterprise', need: ['enterprise', 'statistics'] },
    summary: 'The enterprise at a glance: projects by status, staff active in 7 / 30 days, bytes per project, uploads and issues per week (12 weeks)',
    input: managementDataBody,
    output: managementData,
    handler: (ctx) => svc.managementData(ctx.deps.db, ctx.enterprise.enterpriseId, ctx.deps.now()),
  });
}
