import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { addPluginBody, deletePluginBody, pluginPageBody, pluginVersionInput, relyOnPluginBody, updatePluginBody } from '@trestle/shared/plugin-schemas';
import type { DbOrTx } from '../../db/client';
import { describeOperation } from '../../db/operation';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { paged, withMsg } from '../../http/envelope';
import { orphanIfUnreferenced, registerBlob } from '../files';
import { addableScopes, mayManage, maySee, needCatalogue, scopeFor, type PluginCaller } from './access';
import { dependentsOf, edges, lockGraph, pathBetween } from './graph';
import { presentPlugin, presentPlugins, presentVersion, ref, versionsOf, type Plugin, latestUrl } from './present';
import { pluginDependencies, plugins, pluginUploads, pluginVersions } from './tables';

// The plugin catalogue's calls (docs/plugins.md). Every write runs in one transaction under the
// graph lock and names its plugin in the operation log.

/** How long an uploaded package waits for the add or update that names it. */
export const UPLOAD_TTL_MS = 24 * 3600 * 1000;

/** Plugins the caller's catalogue shows: the platform's and the session enterprise's. */
function visibleScope(c: PluginCaller): SQL {
  return c.actor.enterpriseId ? or(isNull(plugins.enterpriseId), eq(plugins.enterpriseId, c.actor.enterpriseId))! : isNull(plugins.enterpriseId);
}

async function loadPlugin(db: DbOrTx, c: PluginCaller, id: string): Promise<Plugin> {
  const [p] = await db.select().from(plugins).where(eq(plugins.id, id));
  if (!p || !maySee(c, p.enterpriseId)) throw Errors.badInput('plugin.unknown');
  return p;
}

export async function listPlugins(deps: Deps, c: PluginCaller, q: z.infer<typeof pluginPageBody>) {
  needCatalogue(c);
  const term = q.name?.replace(/[\\%_]/g, (m) => `\\${m}`);
  const where = and(
    visibleScope(c),
    term ? or(ilike(plugins.name, `%${term}%`), ilike(plugins.code, `%${term}%`)) : undefined,
    q.kind ? eq(plugins.kind, q.kind) : undefined,
  );
  const [{ total }] = await deps.db.select({ total: count() }).from(plugins).where(where);
  const rows = await deps.db
    .select()
    .from(plugins)
    .where(where)
    .orderBy(asc(plugins.name), asc(plugins.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return paged(await presentPlugins(deps.db, c, rows), total, { canAdd: addableScopes(c) });
}

/** The dependency picker: what the plugin (or a new one of `scope`) may depend on, and its edges. */
export async function relyOn(deps: Deps, c: PluginCaller, q: z.infer<typeof relyOnPluginBody>) {
  needCatalogue(c);
  const p = q.id ? await loadPlugin(deps.db, c, q.id) : null;
  const enterpriseId = p ? p.enterpriseId : scopeFor(c, q.scope ?? 'platform');
  const graph = await edges(deps.db);
  const excluded = p ? new Set([p.id, ...dependentsOf(graph, p.id)]) : new Set<string>();
  const allowed = enterpriseId ? or(isNull(plugins.enterpriseId), eq(plugins.enterpriseId, enterpriseId)) : isNull(plugins.enterpriseId);
  const rows = await deps.db.select().from(plugins).where(allowed).orderBy(asc(plugins.name));
  const shown = p ? await presentPlugin(deps.db, c, p) : null;
  return { candidates: rows.filter((r) => !excluded.has(r.id)).map(ref), dependsOn: shown?.dependsOn ?? [], dependents: shown?.dependents ?? [] };
}

export async function actionList(deps: Deps, c: PluginCaller, id: string) {
  const p = await loadPlugin(deps.db, c, id);
  return { pluginId: p.id, actions: p.actions };
}

/** The stable update check: the newest version of a plugin the caller may see. */
export async function latestOf(deps: Deps, c: PluginCaller, id: string) {
  const p = await loadPlugin(deps.db, c, id);
  const v = (await versionsOf(deps.db, [p.id])).get(p.id)?.[0];
  return {
    pluginId: p.id,
    code: p.code,
    name: p.name,
    kind: p.kind === 'app' ? ('app' as const) : ('desktop' as const),
    latest: v ? presentVersion(v) : null,
    packageUrl: `${latestUrl(p.id)}/package`,
  };
}

/** Checks the dependencies of a plugin of this scope: visible to it, no self, no cycle. */
async function checkDependencies(tx: DbOrTx, pluginId: string, enterpriseId: string | null, ids: string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.includes(pluginId)) throw Errors.badInput('plugin.dependencySelf');
  if (!wanted.length) return [];
  const rows = await tx.select().from(plugins).where(inArray(plugins.id, wanted));
  if (rows.length !== wanted.length || rows.some((r) => r.enterpriseId !== null && r.enterpriseId !== enterpriseId)) {
    throw Errors.badInput('plugin.dependencyUnknown');
  }
  const graph = await edges(tx);
  graph.set(pluginId, wanted);
  const names = new Map((await tx.select({ id: plugins.id, name: plugins.name }).from(plugins)).map((p) => [p.id, p.name]));
  for (const d of wanted) {
    const back = pathBetween(graph, d, pluginId);
    if (back) throw Errors.badInput('plugin.dependencyCycle', { path: [pluginId, ...back].map((n) => names.get(n) ?? n).join(' → ') });
  }
  return rows;
}

async function ensureCodeFree(tx: DbOrTx, enterpriseId: string | null, code: string, except?: string) {
  const scope = enterpriseId ? eq(plugins.enterpriseId, enterpriseId) : isNull(plugins.enterpriseId);
  const [taken] = await tx
    .select({ id: plugins.id })
    .from(plugins)
    .where(and(scope, sql`lower(${plugins.code}) = lower(${code})`));
  if (taken && taken.id !== except) throw Errors.badInput('plugin.codeTaken', { code });
}

/** Turns the caller's uploaded package into a version of the plugin (the upload is used up). */
async function addVersion(deps: Deps, tx: DbOrTx, c: PluginCaller, pluginId: string, v: z.infer<typeof pluginVersionInput>) {
  const [up] = await tx
    .delete(pluginUploads)
    .where(and(eq(pluginUploads.id, v.uploadId), eq(pluginUploads.uploadedBy, c.actor.userId)))
    .returning();
  if (!up || deps.now().getTime() - up.createdAt.getTime() > UPLOAD_TTL_MS || (await deps.blobs.size(up.sha256)) === null) {
    throw Errors.badInput('plugin.packageUnknown');
  }
  const [dup] = await tx
    .select({ id: pluginVersions.id })
    .from(pluginVersions)
    .where(and(eq(pluginVersions.pluginId, pluginId), sql`lower(${pluginVersions.version}) = lower(${v.version})`));
  if (dup) throw Errors.badInput('plugin.versionTaken', { version: v.version });
  await registerBlob(tx, { sha256: up.sha256, md5: up.md5, size: up.size });
  const [row] = await tx
    .insert(pluginVersions)
    .values({
      id: randomUUID(),
      pluginId,
      version: v.version,
      releaseNotes: v.releaseNotes ?? '',
      fileName: up.name,
      size: up.size,
      sha256: up.sha256,
      releasedAt: deps.now(),
      createdBy: c.actor.userId,
    })
    .returning();
  return row;
}

export async function addPlugin(deps: Deps, c: PluginCaller, input: z.infer<typeof addPluginBody>) {
  const enterpriseId = scopeFor(c, input.scope);
  if (!mayManage(c, enterpriseId, 'add')) throw Errors.forbidden();
  const id = randomUUID();
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    await lockGraph(tx);
    await ensureCodeFree(tx, enterpriseId, input.code);
    const [p] = await tx
      .insert(plugins)
      .values({
        id,
        enterpriseId,
        name: input.name,
        code: input.code,
        kind: input.kind,
        description: input.description ?? '',
        actions: input.actions,
        createdBy: c.actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const depRows = await checkDependencies(tx, id, enterpriseId, input.dependsOn);
    if (depRows.length) await tx.insert(pluginDependencies).values(depRows.map((d) => ({ pluginId: id, dependsOnId: d.id })));
    const v = await addVersion(deps, tx, c, id, input.version);
    describeOperation({
      targetId: id,
      targetName: input.name,
      after: {
        code: input.code,
        kind: input.kind,
        scope: input.scope,
        version: v.version,
        sha256: v.sha256,
        dependsOn: depRows.map((d) => d.name),
        actions: input.actions.map((a) => a.key),
      },
    });
    return p;
  });
  return withMsg(await presentPlugin(deps.db, c, row), 'plugin.added');
}

export async function updatePlugin(deps: Deps, c: PluginCaller, input: z.infer<typeof updatePluginBody>) {
  const p = await loadPlugin(deps.db, c, input.id);
  if (!mayManage(c, p.enterpriseId, 'edit')) throw Errors.forbidden();
  const row = await deps.db.transaction(async (tx) => {
    await lockGraph(tx);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const set: Partial<typeof plugins.$inferInsert> = {};
    const change = <K extends 'name' | 'code' | 'kind' | 'description'>(k: K, v: string | null | undefined) => {
      if (v === undefined || (v ?? '') === p[k]) return;
      set[k] = v ?? '';
      before[k] = p[k];
      after[k] = v ?? '';
    };
    change('name', input.name);
    change('code', input.code);
    change('kind', input.kind);
    change('description', input.description);
    if (set.code) await ensureCodeFree(tx, p.enterpriseId, set.code, p.id);
    if (input.actions && JSON.stringify(input.actions) !== JSON.stringify(p.actions)) {
      set.actions = input.actions;
      before.actions = p.actions.map((a) => a.key);
      after.actions = input.actions.map((a) => a.key);
    }
    if (input.dependsOn) {
      const old = (await tx.select().from(pluginDependencies).where(eq(pluginDependencies.pluginId, p.id))).map((d) => d.dependsOnId).sort();
      const wanted = [...new Set(input.dependsOn)].sort();
      if (old.join() !== wanted.join()) {
        await tx.delete(pluginDependencies).where(eq(pluginDependencies.pluginId, p.id));
        const rows = await checkDependencies(tx, p.id, p.enterpriseId, wanted);
        if (rows.length) await tx.insert(pluginDependencies).values(rows.map((d) => ({ pluginId: p.id, dependsOnId: d.id })));
        before.dependsOn = old;
        after.dependsOn = rows.map((d) => d.name);
      }
    }
    if (input.newVersion) {
      const v = await addVersion(deps, tx, c, p.id, input.newVersion);
      after.version = v.version;
      after.sha256 = v.sha256;
    }
    const [r] = await tx
      .update(plugins)
      .set({ ...set, updatedAt: deps.now() })
      .where(eq(plugins.id, p.id))
      .returning();
    describeOperation({ targetId: p.id, targetName: r.name, before, after });
    return r;
  });
  return withMsg(await presentPlugin(deps.db, c, row), 'plugin.updated');
}

export async function deletePlugin(deps: Deps, c: PluginCaller, input: z.infer<typeof deletePluginBody>) {
  const p = await loadPlugin(deps.db, c, input.id);
  if (!mayManage(c, p.enterpriseId, 'delete')) throw Errors.forbidden();
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockGraph(tx);
    const versions = (await versionsOf(tx, [p.id])).get(p.id) ?? [];
    if (input.versionId) {
      const v = versions.find((x) => x.id === input.versionId);
      if (!v) throw Errors.badInput('plugin.versionUnknown');
      if (versions.length === 1) throw Errors.badInput('plugin.lastVersion');
      await tx.delete(pluginVersions).where(eq(pluginVersions.id, v.id));
      await orphanIfUnreferenced(tx, [v.sha256], now);
      describeOperation({ targetId: p.id, targetName: p.name, before: { version: v.version, sha256: v.sha256 } });
      return withMsg(null, 'plugin.versionDeleted');
    }
    const dependents = await tx
      .select({ name: plugins.name })
      .from(pluginDependencies)
      .innerJoin(plugins, eq(plugins.id, pluginDependencies.pluginId))
      .where(eq(pluginDependencies.dependsOnId, p.id))
      .orderBy(asc(plugins.name));
    if (dependents.length) throw Errors.badInput('plugin.inUse', { names: dependents.map((d) => d.name).join(', ') });
    await tx.delete(plugins).where(eq(plugins.id, p.id));
    await orphanIfUnreferenced(
      tx,
      versions.map((v) => v.sha256),
      now,
    );
    describeOperation({ targetId: p.id, targetName: p.name, before: { code: p.code, versions: versions.map((v) => v.version) } });
    return withMsg(null, 'plugin.deleted');
  });
}
