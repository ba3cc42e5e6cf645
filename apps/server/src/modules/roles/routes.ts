import type { FastifyInstance } from 'fastify';
import { enterpriseIdBody, updateEnterprisePermissionBody } from '@trestle/shared';
import type { Deps } from '../../http/context';
import { defineRoute } from '../../http/route';
import { enterpriseInformationV1, updateEnterprisePermission } from './enterprise';
import { enterpriseInfo, enterpriseRole } from '@trestle/shared/enterprise-responses';

const E = '/protected/enterprise';

/** The enterprise calls that show or change enterprise roles (routed here, above the enterprise module). */
export function enterpriseRoleRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: `${E}/get-enterprise-information-v1`,
    access: { kind: 'enterprise' },
    summary: "Enterprise information with the caller's permissions and roles",
    input: enterpriseIdBody,
    output: enterpriseInfo,
    handler: (ctx) => enterpriseInformationV1(ctx.deps.db, ctx.enterprise),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${E}/update-enterprise-permission`,
    access: { kind: 'enterprise', need: ['enterprise', 'permission'] },
    summary: 'Change the grants of an enterprise role',
    input: updateEnterprisePermissionBody,
    output: enterpriseRole,
    handler: (ctx, input) => updateEnterprisePermission(ctx.deps.db, ctx.enterprise.enterpriseId, input.roleId, input.permissions),
  });
}
