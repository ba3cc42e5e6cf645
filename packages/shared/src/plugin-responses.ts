import { z } from 'zod';
import { isoTime } from './common-responses';
import { PLUGIN_KINDS, PLUGIN_SCOPES, pluginAction } from './plugin-schemas';

// What the plugin calls answer (docs/plugins.md); the web takes its types from here.

export const pluginRef = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type PluginRef = z.infer<typeof pluginRef>;

export const pluginVersionRow = z.object({
  id: z.string(),
  version: z.string(),
  releaseNotes: z.string(),
  fileName: z.string(),
  size: z.number(),
  sha256: z.string(),
  releasedAt: isoTime,
  /** GET it with the session (bearer) to download the package. */
  downloadUrl: z.string(),
});
export type PluginVersionRow = z.infer<typeof pluginVersionRow>;

export const pluginRow = z.object({
  id: z.string(),
  scope: z.enum(PLUGIN_SCOPES),
  enterpriseId: z.string().nullable(),
  name: z.string(),
  code: z.string(),
  kind: z.enum(PLUGIN_KINDS),
  description: z.string(),
  actions: z.array(pluginAction),
  dependsOn: z.array(pluginRef),
  dependents: z.array(pluginRef),
  latest: pluginVersionRow.nullable(),
  versions: z.array(pluginVersionRow),
  /** The stable address of the newest version (poll it for updates). */
  latestUrl: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type PluginRow = z.infer<typeof pluginRow>;

export const pluginPage = z.object({
  list: z.array(pluginRow),
  total: z.number(),
  /** Which scopes the caller may add plugins to. */
  canAdd: z.object({ platform: z.boolean(), enterprise: z.boolean() }),
});

export const relyOnPlugins = z.object({
  /** Plugins this one may depend on (no cycle, same or platform scope). */
  candidates: z.array(pluginRef),
  dependsOn: z.array(pluginRef),
  dependents: z.array(pluginRef),
});

export const pluginActionList = z.object({ pluginId: z.string(), actions: z.array(pluginAction) });

export const pluginUpload = z.object({ uploadId: z.string(), name: z.string(), size: z.number(), sha256: z.string() });

export const pluginLatest = z.object({
  pluginId: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(PLUGIN_KINDS),
  latest: pluginVersionRow.nullable(),
  /** The package of the newest version, always this address. */
  packageUrl: z.string(),
});
