import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addUserProjectBody,
  assignedProjectsBody,
  projectStaffListBody,
  removeProjectUserBody,
  updateProjectStaffBody,
} from '@trestle/shared/project-org-schemas';
import { addedUserProjects, assignedProjects, projectStaffList, projectStaffRow } from '@trestle/shared/project-org-responses';
import type { Deps } from '../../http/context';
import { paged, withMsg } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import { assignToProjects } from '../projects';
import * as staff from './project-staff';

// The platform's project-staff calls (endpoints.tsv platform area): the enterprise's staff
// managers (enterprise managers, holders of the enterprise's person grants) place staff in its
// projects. docs/project-organisations.md.

const PF = '/protected/platform';

export function projectStaffRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PF}/get-assigned-project`,
    access: { kind: 'enterprise', need: ['person', 'enter'] },
    summary: "A staff member's projects in the enterprise with role, isAdmin and organisations",
    input: assignedProjectsBody,
    output: assignedProjects,
    handler: (ctx, input) => staff.assignedProjects(ctx.deps, ctx.enterprise, input.userId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PF}/add-user-project`,
    access: { kind: 'enterprise', need: ['person', 'add'] },
    summary: 'Adds a staff member to projects of the enterprise, each with a role of that project (none: its member role), in one transaction',
    input: addUserProjectBody,
    output: addedUserProjects,
    handler: async (ctx, input) => {
      const r = await assignToProjects(ctx.deps, ctx.actor, ctx.enterprise.enterpriseId, input.userId, input.projects);
      return withMsg(r, 'projectstaff.added', { count: r.added });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PF}/get-project-staff`,
    access: { kind: 'enterprise', need: ['person', 'enter'] },
    summary: "A project's members with role, organisations and isAdmin; paged, search by name, filter by projectOrgId",
    input: projectStaffListBody,
    output: projectStaffList,
    handler: async (ctx, input) => {
      const scope = await staff.projectOfEnterprise(ctx.deps, ctx.actor, ctx.enterprise, input.projectId);
      const r = await staff.projectStaff(ctx.deps, scope, input);
      return paged(r.list, r.total);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PF}/update-project-staff`,
    access: { kind: 'enterprise', need: ['person', 'edit'] },
    summary: "Changes a project member's role (member rules: admin role by administrators only, never the last administrator) and/or organisations",
    input: updateProjectStaffBody,
    output: projectStaffRow,
    handler: async (ctx, input) => {
      const scope = await staff.projectOfEnterprise(ctx.deps, ctx.actor, ctx.enterprise, input.projectId);
      return withMsg(await staff.updateProjectStaff(ctx.deps, scope, input), 'projectstaff.updated');
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PF}/remove-project-user`,
    access: { kind: 'enterprise', need: ['person', 'delete'] },
    summary: 'Removes a member from a project (refused for a project manager); they leave its organisations',
    input: removeProjectUserBody,
    output: z.object({ userId: z.string() }),
    handler: async (ctx, input) => {
      const scope = await staff.projectOfEnterprise(ctx.deps, ctx.actor, ctx.enterprise, input.projectId);
      return withMsg(await staff.removeProjectUser(ctx.deps, scope, input.userId), 'projectstaff.removed');
    },
  });
}
