import type { FastifyInstance } from 'fastify';

import {
  createGroupBody,
  createProjectBody,
  groupIdBody,
  inviteBody,
  inviteUsersBody,
  joinCodeBody,
  memberBody,
  projectRolePermissionBody,
  permissionModeBody,
  permissionProjectBody,
  projectAppListBody,
  projectIdBody,
  deleteProjectBody,
  projectListBody,
  updateGroupBody,
  updateProjectBody,
  userListBody,
  projectMembersBody,
  usersByPermissionBody,
} from '@trestle/shared';
import type { Deps } from '../../http/context';
import { paged, withMsg } from '../../http/envelope';
import { Errors } from '../../http/errors';
import { defineRoute, type ScopedCtx } from '../../http/route';
import { searchUsers } from '../accounts';
import { listRoles } from '../roles';
import * as svc from './service';
import { projectAppsFilter } from './app-hooks';
import {
  addedMembers,
  invitedCount,
  joinedProject,
  projectApps,
  projectByCode,
  projectFields,
  projectGroup,
  projectInfo,
  projectList,
  projectMembers,
  projectRefs,
  projectRow,
  personList,
  personPage,
  projectRoles,
  savedProjectRole,
} from '@trestle/shared/project-responses';
import { noData } from '@trestle/shared/common-responses';

const P = '/protected/project';

/** Enterprise-level routes act in the enterprise the session was opened for. */
function enterpriseOf(ctx: ScopedCtx): string {
  if (!ctx.enterprise) throw Errors.noAccess();
  return ctx.enterprise.enterpriseId;
}

export function projectRoutes(app: FastifyInstance, deps: Deps, data: svc.ProjectData) {
  // The user picker lives here, above accounts: it needs the project's or the enterprise's members.
  defineRoute(app, deps, {
    method: 'POST',
    url: '/account/user/lists',
    access: { kind: 'user' },
    summary: "Users of the caller's enterprise or of a project",
    input: userListBody,
    output: personPage,
    handler: async (ctx, input) => {
      const ids = await svc.enterpriseMemberIds(ctx.deps, ctx.actor, input.projectId);
      const { list, total } = await searchUsers(ctx.deps.db, ids, input.name, input.pageNum, input.pageSize);
      return paged(list, total);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/get-all-projects-map-v1',
    access: { kind: 'user' },
    summary: 'Projects the caller may see, filtered and paged',
    input: projectListBody,
    output: projectList,
    handler: async (ctx, input) => {
      const r = await svc.listProjects(ctx.deps, ctx.actor, input);
      return paged(r.list, r.total, { groups: r.groups });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/get-project-info',
    access: { kind: 'project' },
    summary: "One project with the caller's permissions",
    input: projectIdBody,
    output: projectInfo,
    handler: (ctx) => svc.projectInfo(ctx.deps, ctx.project),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/create-project`,
    access: { kind: 'enterprise', need: ['enterprise', 'project_add'] },
    summary: 'Create a project',
    input: createProjectBody,
    output: projectRow,
    handler: (ctx, input) => svc.createProject(ctx.deps, ctx.actor, ctx.enterprise, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/update-project`,
    access: { kind: 'project', need: ['project', 'edit'] },
    summary: 'Update a project',
    input: updateProjectBody,
    output: projectFields,
    handler: (ctx, input) => svc.updateProject(ctx.deps, ctx.actor, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/delete-project`,
    access: { kind: 'project', need: ['project', 'delete'] },
    summary: 'Delete a project; projectName must be the project name, typed (trimmed, exact)',
    input: deleteProjectBody,
    output: noData,
    handler: (ctx, input) => svc.deleteProject(ctx.deps, ctx.project, data, input.projectName),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/get-project-group`,
    access: { kind: 'enterprise' },
    summary: 'One project group',
    input: groupIdBody,
    output: projectGroup,
    handler: (ctx, input) => svc.getGroup(ctx.deps, enterpriseOf(ctx), input.groupId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/create-project-group`,
    access: { kind: 'enterprise', need: ['enterprise', 'groups'] },
    summary: 'Create a project group',
    input: createGroupBody,
    output: projectGroup,
    handler: (ctx, input) => svc.createGroup(ctx.deps, ctx.actor, enterpriseOf(ctx), input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/update-project-group`,
    access: { kind: 'enterprise', need: ['enterprise', 'groups'] },
    summary: 'Update a project group',
    input: updateGroupBody,
    output: projectGroup,
    handler: (ctx, input) => svc.updateGroup(ctx.deps, enterpriseOf(ctx), input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/delete-project-group`,
    access: { kind: 'enterprise', need: ['enterprise', 'groups'] },
    summary: 'Delete an empty project group',
    input: groupIdBody,
    output: noData,
    handler: (ctx, input) => svc.deleteGroup(ctx.deps, enterpriseOf(ctx), input.groupId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/get-project-app-list`,
    access: { kind: 'project' },
    summary: "Apps of a project's home the caller may open: built-in apps the enterprise enabled and the home shows, and web apps (docs/app-store.md)",
    input: projectAppListBody,
    output: projectApps,
    handler: async (ctx) => {
      const builtIn = svc.projectApps(ctx.project);
      const filter = projectAppsFilter();
      return filter ? filter(ctx.deps.db, ctx.project, builtIn) : builtIn;
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/get-perssion-project`,
    access: { kind: 'user' },
    summary: 'Projects where the caller holds a permission',
    input: permissionProjectBody,
    output: projectRefs,
    handler: (ctx, input) => svc.projectsWithPermission(ctx.deps, ctx.actor, input.module, input.action),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/get-project-members`,
    access: { kind: 'project' },
    summary: 'Members of a project with their roles',
    input: projectMembersBody,
    output: projectMembers,
    handler: async (ctx, input) => {
      const r = await svc.listMembers(ctx.deps, input.projectId, input.pageNum, input.pageSize);
      return paged(r.list, r.total);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/get-project-users-by-permission`,
    access: { kind: 'project' },
    summary: 'Members holding a permission',
    input: usersByPermissionBody,
    output: personList,
    handler: (ctx, input) => svc.usersWithPermission(ctx.deps, input.projectId, input.module, input.action),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/update-permission-mode`,
    access: { kind: 'project', need: ['project', 'permission'] },
    summary: 'Public or default permission mode',
    input: permissionModeBody,
    output: noData,
    handler: (ctx, input) => svc.setPermissionMode(ctx.deps, ctx.project, input.permissionMode),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/get-project-roles`,
    access: { kind: 'project' },
    summary: 'Roles of a project, highest defaultLevel first',
    input: projectIdBody,
    output: projectRoles,
    handler: (ctx) => listRoles(ctx.deps.db, ctx.project.enterpriseId, ctx.project.projectId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/update-project-role-permission`,
    access: { kind: 'project', need: ['project', 'permission'] },
    summary: 'Change the grants of a project role',
    input: projectRolePermissionBody,
    output: savedProjectRole,
    handler: (ctx, input) => svc.updateProjectRolePermission(ctx.deps, ctx.project, input.roleId, input.permissions),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/remove-member`,
    access: { kind: 'project', need: ['person', 'delete'] },
    summary: 'Remove a member (not a project manager)',
    input: memberBody,
    output: noData,
    handler: (ctx, input) => svc.removeMember(ctx.deps, ctx.project, input.userId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/invite-user-to-project',
    access: { kind: 'project', need: ['person', 'add'] },
    summary: 'Invite e-mail addresses (semicolon list)',
    input: inviteBody,
    output: invitedCount,
    handler: async (ctx, input) => {
      const r = await svc.inviteByEmail(ctx.deps, ctx.actor, ctx.project, input.emails, ctx.lang, input.roleId);
      return withMsg(r, 'project.invited', { count: r.count });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/project-level/invite-user',
    access: { kind: 'project', need: ['person', 'add'] },
    summary: 'Add enterprise users to a project',
    input: inviteUsersBody,
    output: addedMembers,
    handler: (ctx, input) => svc.addMembers(ctx.deps, ctx.project, input.userIds, input.roleId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/public/project/query-project',
    access: { kind: 'public' },
    summary: 'Look a project up by join or invitation code',
    input: joinCodeBody,
    output: projectByCode,
    handler: (ctx, input) => svc.queryProject(ctx.deps, input.code),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/join-project`,
    access: { kind: 'user' },
    summary: 'Join a project with a join or invitation code',
    input: joinCodeBody,
    output: joinedProject,
    handler: async (ctx, input) => withMsg(await svc.joinProject(ctx.deps, ctx.actor, input.code), 'project.joined'),
  });
}
