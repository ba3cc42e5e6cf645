import type { FastifyInstance } from 'fastify';
import {
  addManagerBody,
  convertTrialBody,
  createEnterpriseBody,
  platformEnterpriseBody,
  platformEnterpriseListBody,
  platformUpdateEnterpriseBody,
  removeManagerBody,
  suspendEnterpriseBody,
  trialListBody,
  trialToEnterpriseBody,
  trialUserBody,
} from '@trestle/shared/platform-schemas';
import {
  enterpriseManager,
  enterpriseManagers,
  platformEnterprise,
  platformEnterpriseList,
  trialUser,
  trialUserList,
} from '@trestle/shared/platform-responses';
import type { Deps } from '../../http/context';
import { paged, withMsg } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import { getEnterpriseRow } from '../enterprise';
import * as ent from './enterprises';
import { addManager, listManagers, removeManager } from './managers';
import * as trials from './trials';

// Platform management (docs/platform.md): every call is for system managers only (access
// 'system'); a project admin or an enterprise manager gets 4030.
const P = '/protected/platform';
const system = { kind: 'system' } as const;

export function platformRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/enterprise/list',
    access: system,
    summary: 'Every enterprise with its state, usage and managers (system managers)',
    input: platformEnterpriseListBody,
    output: platformEnterpriseList,
    handler: async (ctx, input) => {
      const r = await ent.listEnterprises(ctx.deps, input);
      return paged(r.list, r.total);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/get-enterprise`,
    access: system,
    summary: 'One enterprise with its state, usage and managers',
    input: platformEnterpriseBody,
    output: platformEnterprise,
    handler: (ctx, input) => ent.getEnterprise(ctx.deps, input.enterpriseId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/create-enterprise`,
    access: system,
    summary: 'Create an enterprise with its first manager (an existing account or a new one, mailed)',
    input: createEnterpriseBody,
    output: platformEnterprise,
    handler: async (ctx, input) => withMsg(await ent.createEnterprise(ctx.deps, ctx.actor, input, ctx.lang), 'platform.created'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/update-enterprise`,
    access: system,
    summary: "Change an enterprise's names, domain and storage size",
    input: platformUpdateEnterpriseBody,
    output: platformEnterprise,
    handler: async (ctx, input) => withMsg(await ent.updateEnterprise(ctx.deps, input), 'platform.saved'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/suspend-enterprise`,
    access: system,
    log: { action: 'suspend' },
    summary: 'Suspend an enterprise: its sessions end, sign-in and its share links are refused',
    input: suspendEnterpriseBody,
    output: platformEnterprise,
    handler: async (ctx, input) => withMsg(await ent.suspendEnterprise(ctx.deps, input.enterpriseId, input.reason), 'platform.suspendedOk'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/resume-enterprise`,
    access: system,
    log: { action: 'resume' },
    summary: 'Resume a suspended enterprise',
    input: platformEnterpriseBody,
    output: platformEnterprise,
    handler: async (ctx, input) => withMsg(await ent.resumeEnterprise(ctx.deps, input.enterpriseId), 'platform.resumedOk'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/get-enterprise-managers`,
    access: system,
    summary: "An enterprise's managers",
    input: platformEnterpriseBody,
    output: enterpriseManagers,
    handler: async (ctx, input) => {
      await getEnterpriseRow(ctx.deps.db, input.enterpriseId);
      return listManagers(ctx.deps.db, input.enterpriseId);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/add-enterprise-manager`,
    access: system,
    summary: 'Make a person a manager of an enterprise (an existing account or a new one, mailed)',
    input: addManagerBody,
    output: enterpriseManager,
    handler: async (ctx, input) => withMsg(await addManager(ctx.deps, ctx.actor, input.enterpriseId, input.manager, ctx.lang), 'platform.managerAdded'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/remove-enterprise-manager`,
    access: system,
    summary: 'Take the manager role from a person (never the last manager); answers the managers left',
    input: removeManagerBody,
    output: enterpriseManagers,
    handler: async (ctx, input) => withMsg(await removeManager(ctx.deps, input.enterpriseId, input.userId), 'platform.managerRemoved'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/get-trial-users`,
    access: system,
    summary: 'People who registered themselves, with their trial state',
    input: trialListBody,
    output: trialUserList,
    handler: async (ctx, input) => {
      const r = await trials.listTrials(ctx.deps, input);
      return paged(r.list, r.total);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/convert-trial-user`,
    access: system,
    log: { action: 'convert' },
    summary: 'Turn a trial user into the manager of a new enterprise',
    input: convertTrialBody,
    output: trialUser,
    handler: async (ctx, input) => withMsg(await trials.convertTrial(ctx.deps, input, ctx.lang), 'trial.convertedOk'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/add-trial-user-to-enterprise`,
    access: system,
    summary: 'Add a trial user to an existing enterprise (staff or manager)',
    input: trialToEnterpriseBody,
    output: trialUser,
    handler: async (ctx, input) => withMsg(await trials.addTrialToEnterprise(ctx.deps, input, ctx.lang), 'trial.addedOk'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/end-trial`,
    access: system,
    log: { action: 'end' },
    summary: "End a trial now (the person's sessions end; sign-in says the trial ended)",
    input: trialUserBody,
    output: trialUser,
    handler: async (ctx, input) => withMsg(await trials.endTrial(ctx.deps, input.userId), 'trial.endedOk'),
  });
}
