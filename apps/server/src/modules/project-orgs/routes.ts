import type { FastifyInstance } from 'fastify';
import { addProjectOrgBody, deleteProjectOrgBody, projectOrgListBody, updateProjectOrgBody } from '@trestle/shared/project-org-schemas';
import { projectOrg, projectOrgDeleted, projectOrgList } from '@trestle/shared/project-org-responses';
import type { Deps } from '../../http/context';
import { paged, withMsg } from '../../http/envelope';
import { Errors } from '../../http/errors';
import { defineRoute, type Access } from '../../http/route';
import type { ProjectScope } from '../roles';
import * as svc from './service';

// Project organisations (spec 3 §2 Organisation, §4 Organisation dialog; the list path is our
// design). Members of the project read; project:permission holders (project administrators,
// enterprise managers) write. docs/project-organisations.md.

const read: Access<'project'> = { kind: 'project' };
const write: Access<'project'> = { kind: 'project', need: ['project', 'permission'] };
const UM = '/protected/user-management';

/** The spec sends enterpriseId too: it must be the project's. */
function sameEnterprise(scope: ProjectScope, enterpriseId: string | null | undefined) {
  if (enterpriseId && enterpriseId !== scope.enterpriseId) throw Errors.badInput('err.fieldInvalid', { field: 'enterpriseId' });
}

export function projectOrgRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: `${UM}/get-project-org`,
    access: read,
    summary: "A project's organisations with their people, oldest first, paged (page size 10 by default), optional name search",
    input: projectOrgListBody,
    output: projectOrgList,
    handler: async (ctx, input) => {
      sameEnterprise(ctx.project, input.enterpriseId);
      const r = await svc.listOrgs(ctx.deps, ctx.project, input);
      return paged(r.list, r.total);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${UM}/add-project-org`,
    access: write,
    summary: 'Adds an organisation (name required, unique in the project) with project members as its people',
    input: addProjectOrgBody,
    output: projectOrg,
    handler: async (ctx, input) => {
      sameEnterprise(ctx.project, input.enterpriseId);
      return withMsg(await svc.addOrg(ctx.deps, ctx.project, input), 'projectorg.added');
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${UM}/update-project-org`,
    access: write,
    summary: 'Renames an organisation, changes its remark, or (userIds) replaces its people',
    input: updateProjectOrgBody,
    output: projectOrg,
    handler: async (ctx, input) => {
      sameEnterprise(ctx.project, input.enterpriseId);
      return withMsg(await svc.updateOrg(ctx.deps, ctx.project, input), 'projectorg.updated');
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${UM}/delete-project-org`,
    access: write,
    summary: 'Deletes an organisation; refused while it has people',
    input: deleteProjectOrgBody,
    output: projectOrgDeleted,
    handler: async (ctx, input) => {
      sameEnterprise(ctx.project, input.enterpriseId);
      return withMsg(await svc.deleteOrg(ctx.deps, ctx.project, input.id), 'projectorg.deleted');
    },
  });
}
