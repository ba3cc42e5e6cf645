import type { FastifyInstance } from 'fastify';
import { powerPageBody, restorePowerBody, savePowerBody, saveUserPowerBody } from '@trestle/shared/power-schemas';
import { powerPage, restoredPower, savedOverrides, savedPowerRole } from '@trestle/shared/power-responses';
import type { Deps } from '../../http/context';
import { defineRoute, type Access } from '../../http/route';
import { powerScope } from './access';
import * as svc from './service';

// The permission matrix (spec 3 §6; docs/permission-matrix.md). One call serves either side, as
// isProjectUserManagement says, so the routes are signed-in ones and every handler resolves and
// checks its scope first (access.ts: project:permission or enterprise:permission).

const signedIn: Access<'user'> = { kind: 'user' };
const PM = '/protected/power-management';

export function powerRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PM}/get-page-data-power-managememt`,
    access: signedIn,
    summary: "The matrix of one side: catalogue rows, role columns with grants, and a department's or user's overrides",
    input: powerPageBody,
    output: powerPage,
    handler: async (ctx, input) => svc.pageData(ctx.deps.db, await powerScope(ctx, input), input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PM}/save-power-management-data`,
    access: signedIn,
    summary: "Change a role's grants (check_box_click: the changed boxes), in one transaction",
    input: savePowerBody,
    output: savedPowerRole,
    handler: async (ctx, input) => svc.saveRolePower(ctx.deps.db, await powerScope(ctx, input), input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PM}/save-user-power-management-data`,
    access: signedIn,
    summary: "Set or remove a department's (orgId) or a user's (userId) overrides, in one transaction",
    input: saveUserPowerBody,
    output: savedOverrides,
    handler: async (ctx, input) => svc.saveSubjectPower(ctx.deps.db, await powerScope(ctx, input), input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PM}/restore-data`,
    access: signedIn,
    summary: "A built-in role's default grants back (roleId), or a department's / user's overrides removed (orgId / userId)",
    input: restorePowerBody,
    output: restoredPower,
    handler: async (ctx, input) => svc.restorePower(ctx.deps.db, await powerScope(ctx, input), input),
  });
}
