import type { FastifyInstance } from 'fastify';
import { PERMISSION_MODULES, type NodeModule } from '@trestle/shared';
import {
  annotationPermissionQuery,
  filePermissionBody,
  initialPermissionBody,
  rolesWithActionBody,
  roleActionsBody,
  saveAnnotationPermissionBody,
  saveFileRolesBody,
  viewerPermissionBody,
} from '@trestle/shared/permission-schemas';
import {
  annotationPermissions,
  callerActions,
  nodeFlags,
  nodePermission,
  projectAnnotationPermission,
  rolesWithAction,
} from '@trestle/shared/permission-responses';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { defineRoute, type ScopedCtx } from '../../http/route';
import { nodeAdapter } from './adapters';
import * as calls from './calls';
import * as ann from './annotation';
import { cabinetFlags, dmsFlags, holdsAll } from './service';

// The permission calls (spec 2 §7 Permissions; payloads in docs/sharing-permissions.md).
// Routes need project entry; each call then checks the node itself (calls.ts).

function nodeCtx(ctx: ScopedCtx<'project'>, module: NodeModule): calls.NodeCtx {
  return { deps: ctx.deps, scope: ctx.project, module, adapter: nodeAdapter(module) };
}

const asNodeModule = (m: string): NodeModule => {
  if (m === 'dms' || m === 'cabinet' || m === 'annotation') return m;
  throw Errors.badInput('acl.moduleType');
};

const project = { kind: 'project' } as const;

export function aclRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/role-mysql/get-file-initial-permission',
    access: project,
    summary: "How a folder, file or cabinet's permissions stand: public or restricted, and each role's actions there",
    input: initialPermissionBody,
    output: nodePermission,
    handler: (ctx, input) => calls.describe(nodeCtx(ctx, input.moduleType), input.fileId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/role-mysql/save-file-roles',
    access: project,
    summary: 'Makes a node public again, or restricted to exactly these role grants (needs permission there)',
    input: saveFileRolesBody,
    output: nodePermission,
    handler: (ctx, input) => calls.save(nodeCtx(ctx, input.moduleType), input.fileId, input.permissionType, input.roles),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/role-mysql/get-role-actions',
    access: project,
    summary: "Role-action query 1: the caller's actions in a module, project-wide or at a node (fileId), optionally one action (actionMarking)",
    input: roleActionsBody,
    output: callerActions,
    handler: async (ctx, input) => {
      const m = input.module;
      if (m === 'dms' || m === 'cabinet' || m === 'annotation') return calls.callerActions(nodeCtx(ctx, m), input.fileId, input.actionMarking);
      return projectWide(ctx, m, input.actionMarking);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/role-mysql/get-roles-by-action',
    access: project,
    summary: 'Role-action query 2: the project roles holding an action, project-wide or at a node',
    input: rolesWithActionBody,
    output: rolesWithAction,
    handler: (ctx, input) => calls.rolesWith(nodeCtx(ctx, input.module), input.fileId, input.actionMarking),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/role-mysql/get-file-permission',
    access: project,
    summary: "File permission lookup: the caller's flags at a folder (actionType 1) or file (2), or a cabinet / drawing",
    input: filePermissionBody,
    output: nodeFlags,
    handler: async (ctx, input) => {
      const module = asNodeModule(input.moduleType);
      const c = nodeCtx(ctx, module === 'annotation' ? 'dms' : module);
      if (!input.fileId) {
        const acts = c.adapter.resolver(c.deps, c.scope).top();
        return module === 'cabinet' ? cabinetFlags(acts) : dmsFlags(acts);
      }
      const { node, acts } = await calls.visibleNode(c, input.fileId);
      const wanted = input.actionType === 1 ? 'folder' : 'file';
      if (node.kind !== wanted) throw Errors.badInput('acl.kindMismatch', { kind: wanted });
      if (module === 'cabinet') return cabinetFlags(acts);
      return { ...dmsFlags(acts), dms_owner: holdsAll(c.scope) || acts.has('owner') };
    },
  });
  const viewer = (ctx: ScopedCtx<'project'>, input: { projectFileId: string }) => ann.viewerPermission(ctx.deps, ctx.project, input.projectFileId);
  defineRoute(app, deps, {
    method: 'GET',
    url: '/annotations/user/file/permission',
    access: project,
    summary: "The caller's annotation permissions on a file (isProjectAdmin, filePermissionsType, permissions)",
    input: viewerPermissionBody,
    output: annotationPermissions,
    handler: viewer,
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/annotations/user/viewer-permission',
    log: false,
    access: project,
    summary: 'Viewer permission call (projectFileId, projectId, language): same answer as GET /annotations/user/file/permission',
    input: viewerPermissionBody,
    output: annotationPermissions,
    handler: viewer,
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/annotations/annotation/permission',
    access: project,
    summary: "The project's permission mode and whether the caller may set annotation permissions",
    input: annotationPermissionQuery,
    output: projectAnnotationPermission,
    handler: (ctx) => ann.projectAnnotationPermission(ctx.deps, ctx.project),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/annotations/save/filePermission',
    log: { action: 'update' },
    access: project,
    summary: "Sets a file's annotation permission type and, for restrict_role_write, each role's values",
    input: saveAnnotationPermissionBody,
    output: annotationPermissions,
    handler: (ctx, input) => ann.saveFilePermission(ctx.deps, ctx.project, input.projectFileId, input.filePermissionsType, input.permissions),
  });
}

/** Modules without node permissions: the caller's project-wide grants. */
function projectWide(ctx: ScopedCtx<'project'>, module: string, marking?: string | null) {
  const scope = ctx.project;
  const all = holdsAll(scope);
  const known = (projectActionsOf(module) ?? []).filter((a) => !marking || a === marking);
  if (!known.length) throw Errors.badInput(marking ? 'acl.unknownAction' : 'acl.moduleType', { action: marking ?? '' });
  return { module, fileId: null, actions: known.map((action) => ({ action, value: all || scope.permissions.has(`${module}:${action}`) ? 1 : 0 })) };
}

function projectActionsOf(module: string): readonly string[] | undefined {
  return (PERMISSION_MODULES as Record<string, readonly string[]>)[module];
}
