import type { FastifyInstance } from 'fastify';
import {
  addPluginBody,
  deletePluginBody,
  pluginActionListBody,
  pluginIdParams,
  pluginPageBody,
  pluginVersionParams,
  relyOnPluginBody,
  updatePluginBody,
} from '@trestle/shared/plugin-schemas';
import { noData } from '@trestle/shared/common-responses';
import { pluginActionList, pluginLatest, pluginPage, pluginRow, pluginUpload, relyOnPlugins } from '@trestle/shared/plugin-responses';
import type { Deps } from '../../http/context';
import { defineRoute, RAW } from '../../http/route';
import { pluginCaller } from './access';
import { sendLatest, sendVersion, uploadPackage } from './package';
import { actionList, addPlugin, deletePlugin, latestOf, listPlugins, relyOn, updatePlugin } from './service';

// Plugin version management (docs/plugins.md): the spec's six calls at its paths (endpoints.tsv
// area plugin, no base path shown), the package upload and downloads, and the stable
// latest-version address. Access is 'user': the catalogue's rules (platform: system managers;
// an enterprise's own: its plugin permission) are in access.ts.
export function pluginRoutes(app: FastifyInstance, deps: Deps) {
  const user = { kind: 'user' } as const;
  defineRoute(app, deps, {
    method: 'POST',
    url: '/get-plugin-page',
    access: user,
    summary: 'Plugins of the catalogue (platform and own enterprise), paged',
    input: pluginPageBody,
    output: pluginPage,
    handler: async (ctx, input) => listPlugins(ctx.deps, await pluginCaller(ctx.deps.db, ctx.actor), input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/get-rely-on-plug',
    access: user,
    summary: "A plugin's dependencies, dependents and the plugins it may depend on",
    input: relyOnPluginBody,
    output: relyOnPlugins,
    handler: async (ctx, input) => relyOn(ctx.deps, await pluginCaller(ctx.deps.db, ctx.actor), input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/get-plugin-action-list',
    access: user,
    summary: 'The actions a plugin offers',
    input: pluginActionListBody,
    output: pluginActionList,
    handler: async (ctx, input) => actionList(ctx.deps, await pluginCaller(ctx.deps.db, ctx.actor), input.id),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/add-plugin',
    access: user,
    summary: 'Adds a plugin with its first version',
    input: addPluginBody,
    output: pluginRow,
    handler: async (ctx, input) => addPlugin(ctx.deps, await pluginCaller(ctx.deps.db, ctx.actor), input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/update-plugin',
    access: user,
    summary: 'Edits a plugin, optionally publishing a new version',
    input: updatePluginBody,
    output: pluginRow,
    handler: async (ctx, input) => updatePlugin(ctx.deps, await pluginCaller(ctx.deps.db, ctx.actor), input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/delete-plugin',
    access: user,
    summary: 'Deletes a plugin (refused while others depend on it) or one of its versions',
    input: deletePluginBody,
    output: noData,
    handler: async (ctx, input) => deletePlugin(ctx.deps, await pluginCaller(ctx.deps.db, ctx.actor), input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/plugin/upload-package',
    access: user,
    summary: 'Streams a plugin package into the blob store and verifies its sha256 (multipart: sha256, file)',
    output: pluginUpload,
    handler: async (ctx) => uploadPackage(ctx.deps, await pluginCaller(ctx.deps.db, ctx.actor), ctx.req, (ctx.req.query ?? {}) as { sha256?: unknown }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/protected/plugin/latest/:pluginId',
    access: user,
    summary: "A plugin's newest version (the stable address clients poll for updates)",
    input: pluginIdParams,
    output: pluginLatest,
    handler: async (ctx, input) => latestOf(ctx.deps, await pluginCaller(ctx.deps.db, ctx.actor), input.pluginId),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/protected/plugin/latest/:pluginId/package',
    access: user,
    summary: "The newest version's package",
    input: pluginIdParams,
    handler: async (ctx, input) => {
      await sendLatest(ctx.deps, await pluginCaller(ctx.deps.db, ctx.actor), ctx.req, ctx.reply, input.pluginId);
      return RAW;
    },
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/protected/plugin/package/:versionId',
    access: user,
    summary: "A plugin version's package",
    input: pluginVersionParams,
    handler: async (ctx, input) => {
      await sendVersion(ctx.deps, await pluginCaller(ctx.deps.db, ctx.actor), ctx.req, ctx.reply, input.versionId);
      return RAW;
    },
  });
}
