import type { z } from 'zod';
import type { addPluginBody, updatePluginBody } from '@trestle/shared/plugin-schemas';
import type { pluginUpload } from '@trestle/shared/plugin-responses';
import { contracts } from '@trestle/shared/contracts';
import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { getForBlob, postForm } from '../../api/client';

export type { PluginRow, PluginVersionRow, PluginRef } from '@trestle/shared/plugin-responses';
export type PluginUpload = z.infer<typeof pluginUpload>;
export type AddPluginInput = z.input<typeof addPluginBody>;
export type UpdatePluginInput = z.input<typeof updatePluginBody>;

// Plugin version management (docs/plugins.md): the spec's six calls, the package upload and
// download (byte routes).

export const PLUGIN_PAGE_SIZE = 10;

export const pluginKeys = {
  all: () => ['plugins'] as const,
  page: (page: number, name: string) => ['plugins', 'page', page, name] as const,
  relyOn: (id: string | null, scope: string) => ['plugins', 'rely-on', id, scope] as const,
};

export function pluginPage(pageNum: number, name: string) {
  return callRouteEnvelope(contracts.getPluginPage, { pageNum, pageSize: PLUGIN_PAGE_SIZE, name: name || undefined });
}

export function relyOnPlugins(id: string | null, scope: 'platform' | 'enterprise') {
  return callRoute(contracts.getRelyOnPlug, id ? { id } : { scope });
}

export function addPlugin(input: AddPluginInput) {
  return callRoute(contracts.addPlugin, input);
}

export function updatePlugin(input: UpdatePluginInput) {
  return callRoute(contracts.updatePlugin, input);
}

export function deletePlugin(id: string, versionId?: string) {
  return callRoute(contracts.deletePlugin, { id, versionId });
}

/** Streams the package with the sha256 computed here; the server refuses it if they differ. */
export function uploadPackage(file: File, sha256: string) {
  const fd = new FormData();
  fd.append('sha256', sha256);
  fd.append('file', file);
  return postForm<PluginUpload>('/protected/plugin/upload-package', fd);
}

/** Downloads a version's package with the session and saves it under its file name. */
export async function downloadPackage(versionId: string) {
  const { blob, name } = await getForBlob(`/protected/plugin/package/${versionId}`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
