import type { FastifyInstance } from 'fastify';
import {
  addProjectTypeBody,
  projectTypeIdBody,
  projectTypeList,
  projectTypeListBody,
  savedProjectType,
  updateProjectTypeBody,
} from '@trestle/shared/custom-field-schemas';
import { noData } from '@trestle/shared/common-responses';
import type { Deps } from '../../http/context';
import { defineRoute, type Access } from '../../http/route';
import { addType, deleteType, listTypes, updateType } from './types';

// An enterprise's project types and their custom fields (docs/custom-fields.md; designed calls).
// Any member of the enterprise reads them (the project form needs them); changing them needs the
// enterprise's project_category grant (enterprise managers hold every grant).

const T = '/protected/project-type';
const manage: Access<'enterprise'> = { kind: 'enterprise', need: ['enterprise', 'project_category'] };

export function projectTypeRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: `${T}/get-project-types`,
    access: { kind: 'enterprise' },
    summary: "The enterprise's project types with their custom fields and project counts",
    input: projectTypeListBody,
    output: projectTypeList,
    handler: (ctx) => listTypes(ctx.deps, ctx.enterprise.enterpriseId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${T}/add-project-type`,
    access: manage,
    summary: 'Create a project type with its custom fields (a drop-down needs at least one option)',
    input: addProjectTypeBody,
    output: savedProjectType,
    handler: (ctx, input) => addType(ctx.deps, ctx.actor, ctx.enterprise.enterpriseId, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${T}/update-project-type`,
    access: manage,
    summary: 'Rename a project type and replace its fields; values of fields kept (by key) stay, values that no longer fit go',
    input: updateProjectTypeBody,
    output: savedProjectType,
    handler: (ctx, input) => updateType(ctx.deps, ctx.enterprise.enterpriseId, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${T}/delete-project-type`,
    access: manage,
    summary: 'Delete a project type that no project has',
    input: projectTypeIdBody,
    output: noData,
    handler: (ctx, input) => deleteType(ctx.deps, ctx.enterprise.enterpriseId, input.typeId),
  });
}
