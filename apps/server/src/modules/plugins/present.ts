import { asc, desc, inArray } from 'drizzle-orm';
import type { PluginRef, PluginRow, PluginVersionRow } from '@trestle/shared/plugin-responses';
import type { DbOrTx } from '../../db/client';
import { mayManage, type PluginCaller } from './access';
import { pluginDependencies, plugins, pluginVersions } from './tables';

// How a plugin row goes on the wire: its versions (newest first), what it depends on and what
// depends on it, and what the caller may do with it.

export type Plugin = typeof plugins.$inferSelect;
type Version = typeof pluginVersions.$inferSelect;

export const packageUrl = (versionId: string) => `/protected/plugin/package/${versionId}`;
export const latestUrl = (pluginId: string) => `/protected/plugin/latest/${pluginId}`;

export const presentVersion = (v: Version): PluginVersionRow => ({
  id: v.id,
  version: v.version,
  releaseNotes: v.releaseNotes,
  fileName: v.fileName,
  size: v.size,
  sha256: v.sha256,
  releasedAt: v.releasedAt.toISOString(),
  downloadUrl: packageUrl(v.id),
});

export const ref = (p: Pick<Plugin, 'id' | 'name' | 'code'>): PluginRef => ({ id: p.id, name: p.name, code: p.code });

/** Versions of these plugins, newest first per plugin. */
export async function versionsOf(db: DbOrTx, ids: string[]): Promise<Map<string, Version[]>> {
  const out = new Map<string, Version[]>();
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(pluginVersions)
    .where(inArray(pluginVersions.pluginId, ids))
    .orderBy(desc(pluginVersions.releasedAt), desc(pluginVersions.id));
  for (const v of rows) out.set(v.pluginId, [...(out.get(v.pluginId) ?? []), v]);
  return out;
}

/** Both directions of the dependency edges touching these plugins, with the other side's name. */
async function edgesOf(db: DbOrTx, ids: string[]) {
  const dependsOn = new Map<string, PluginRef[]>();
  const dependents = new Map<string, PluginRef[]>();
  if (!ids.length) return { dependsOn, dependents };
  const edges = await db
    .select()
    .from(pluginDependencies)
    .where(inArray(pluginDependencies.pluginId, ids))
    .union(db.select().from(pluginDependencies).where(inArray(pluginDependencies.dependsOnId, ids)));
  const otherIds = [...new Set(edges.flatMap((e) => [e.pluginId, e.dependsOnId]))];
  const named = otherIds.length
    ? await db.select({ id: plugins.id, name: plugins.name, code: plugins.code }).from(plugins).where(inArray(plugins.id, otherIds)).orderBy(asc(plugins.name))
    : [];
  const names = new Map(named.map((p) => [p.id, p]));
  for (const e of edges) {
    const to = names.get(e.dependsOnId);
    const from = names.get(e.pluginId);
    if (to) dependsOn.set(e.pluginId, [...(dependsOn.get(e.pluginId) ?? []), ref(to)]);
    if (from) dependents.set(e.dependsOnId, [...(dependents.get(e.dependsOnId) ?? []), ref(from)]);
  }
  return { dependsOn, dependents };
}

export async function presentPlugins(db: DbOrTx, caller: PluginCaller, rows: Plugin[]): Promise<PluginRow[]> {
  const ids = rows.map((r) => r.id);
  const [versions, edges] = await Promise.all([versionsOf(db, ids), edgesOf(db, ids)]);
  const byName = (a: PluginRef, b: PluginRef) => a.name.localeCompare(b.name);
  return rows.map((p) => {
    const vs = (versions.get(p.id) ?? []).map(presentVersion);
    const dependents = (edges.dependents.get(p.id) ?? []).sort(byName);
    return {
      id: p.id,
      scope: p.enterpriseId ? 'enterprise' : 'platform',
      enterpriseId: p.enterpriseId,
      name: p.name,
      code: p.code,
      kind: p.kind === 'app' ? 'app' : 'desktop',
      description: p.description,
      actions: p.actions,
      dependsOn: (edges.dependsOn.get(p.id) ?? []).sort(byName),
      dependents,
      latest: vs[0] ?? null,
      versions: vs,
      latestUrl: latestUrl(p.id),
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
      canEdit: mayManage(caller, p.enterpriseId, 'edit'),
      canDelete: mayManage(caller, p.enterpriseId, 'delete'),
    };
  });
}

export async function presentPlugin(db: DbOrTx, caller: PluginCaller, row: Plugin): Promise<PluginRow> {
  return (await presentPlugins(db, caller, [row]))[0];
}
