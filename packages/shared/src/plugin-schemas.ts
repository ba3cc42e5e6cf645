import { z } from 'zod';
import { paging } from './schemas';

// Request payloads of plugin version management (docs/plugins.md). The spec names the calls
// (3 §7 "Plugin network") but shows no payload: the design is ours.

/** The largest plugin package accepted (bytes). */
export const PLUGIN_PACKAGE_MAX = 200 * 1024 * 1024;
export const PLUGIN_KINDS = ['desktop', 'app'] as const;
export type PluginKind = (typeof PLUGIN_KINDS)[number];
export const PLUGIN_SCOPES = ['platform', 'enterprise'] as const;
export type PluginScope = (typeof PLUGIN_SCOPES)[number];

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const text = (max: number, required: 'plugin.nameRequired' | 'plugin.codeRequired' | 'plugin.versionRequired' | 'plugin.actionNameRequired') =>
  z.string({ message: required }).trim().min(1, { message: required }).max(max, { message: 'v.tooLong' });

/** A plugin's code: what a client knows it by (letters, digits, . _ -). */
export const pluginCode = text(60, 'plugin.codeRequired').regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { message: 'plugin.codeInvalid' });
/** A version label such as 1.4.0 or 2.0.0-beta.1. */
export const pluginVersion = text(40, 'plugin.versionRequired').regex(/^[0-9A-Za-z][0-9A-Za-z.+-]*$/, { message: 'plugin.versionInvalid' });
export const sha256Hex = z
  .string({ message: 'plugin.shaInvalid' })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, { message: 'plugin.shaInvalid' });

export const pluginAction = z.object({
  key: z
    .string({ message: 'plugin.actionKeyInvalid' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,39}$/, { message: 'plugin.actionKeyInvalid' }),
  name: text(60, 'plugin.actionNameRequired'),
});
const actions = z
  .array(pluginAction)
  .max(50, { message: 'v.tooLong' })
  .refine((a) => new Set(a.map((x) => x.key)).size === a.length, { message: 'plugin.actionKeyDuplicate' });
const dependsOn = z.array(id).max(50, { message: 'v.tooLong' });
const description = z.string().trim().max(2000, { message: 'v.tooLong' }).optional().nullable();

/** A new version: its label, notes and the package uploaded before (upload-package's uploadId). */
export const pluginVersionInput = z.object({
  version: pluginVersion,
  releaseNotes: z.string().trim().max(5000, { message: 'v.tooLong' }).optional().nullable(),
  uploadId: z.string({ message: 'plugin.packageRequired' }).trim().min(1, { message: 'plugin.packageRequired' }).max(64),
});

export const pluginPageBody = z.object({
  ...paging,
  name: z.string().trim().max(60).optional(),
  kind: z.enum(PLUGIN_KINDS).optional(),
});

export const addPluginBody = z.object({
  scope: z.enum(PLUGIN_SCOPES, { message: 'plugin.scopeInvalid' }).default('platform'),
  name: text(60, 'plugin.nameRequired'),
  code: pluginCode,
  kind: z.enum(PLUGIN_KINDS, { message: 'plugin.kindInvalid' }),
  description,
  actions: actions.default([]),
  dependsOn: dependsOn.default([]),
  version: pluginVersionInput,
});

/** A partial update (docs/api-foundation.md); `newVersion` publishes one more version. */
export const updatePluginBody = z.object({
  id,
  name: text(60, 'plugin.nameRequired').optional(),
  code: pluginCode.optional(),
  kind: z.enum(PLUGIN_KINDS, { message: 'plugin.kindInvalid' }).optional(),
  description,
  actions: actions.optional(),
  dependsOn: dependsOn.optional(),
  newVersion: pluginVersionInput.optional(),
});

/** Deletes the plugin, or with `versionId` one of its versions (never its only one). */
export const deletePluginBody = z.object({ id, versionId: id.optional() });
/** Without `id`: every plugin one may pick as a dependency of a new platform/enterprise plugin. */
export const relyOnPluginBody = z.object({ id: id.optional(), scope: z.enum(PLUGIN_SCOPES).optional() });
export const pluginActionListBody = z.object({ id });
export const pluginIdParams = z.object({ pluginId: id });
export const pluginVersionParams = z.object({ versionId: id });
