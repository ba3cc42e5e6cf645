import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { addWebsiteBody, updateWebsiteBody, websitePageBody, websiteTagsBody } from '@trestle/shared/app-store-schemas';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { AppError, ErrorCode, Errors } from '../../http/errors';
import { changedFields, describeOperation } from '../../db/operation';
import { INSTALLED_APPS, type ProjectApp } from '../projects';
import type { ProjectScope } from '../roles';
import { enterpriseAppChoices, projectHomeAppChoices, webApps } from './tables';

// The app store (docs/app-store.md): web apps kept by system managers, the apps each enterprise
// enables for its projects, the apps each project's home shows.

type WebApp = typeof webApps.$inferSelect;
export const webKey = (id: string) => `web:${id}`;
const builtInKeys = () => [...INSTALLED_APPS];

function isUniqueViolation(e: unknown): boolean {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    if ((c as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const uniqueTags = (tags: string[]) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))];

function presentWebsite(w: WebApp, enterpriseCount: number) {
  return {
    id: w.id,
    _id: w.id,
    name: w.name,
    url: w.url,
    icon: w.icon,
    tags: w.tags,
    enterpriseCount,
    createTime: w.createdAt.toISOString(),
    updateTime: w.updatedAt.toISOString(),
  };
}

const enabledBy = (id: string) => sql<number>`(select count(*) from ${enterpriseAppChoices} c where c.keys ? ${webKey(id)})`.mapWith(Number);

/** getPageWbsite: the web apps by name, filtered by tag and name, paged; with every tag and how many apps carry it. */
export async function listWebsites(deps: Deps, q: z.infer<typeof websitePageBody>) {
  const conds: SQL[] = [];
  if (q.tag) conds.push(sql`${webApps.tags} ? ${q.tag}`);
  if (q.name) conds.push(sql`${webApps.name} ilike ${`%${q.name.replace(/[%_\\]/g, '\\$&')}%`}`);
  const where = conds.length ? and(...conds) : undefined;
  const rows = await deps.db
    .select({ w: webApps, n: sql<number>`(select count(*) from ${enterpriseAppChoices} c where c.keys ? ('web:' || ${webApps.id}))`.mapWith(Number) })
    .from(webApps)
    .where(where)
    .orderBy(asc(sql`lower(${webApps.name})`), asc(webApps.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const [{ total }] = await deps.db.select({ total: count() }).from(webApps).where(where);
  const tags = await deps.db.execute(
    sql`select t as tag, count(*)::int as count from ${webApps}, jsonb_array_elements_text(${webApps.tags}) t group by t order by t`,
  );
  return { list: rows.map((r) => presentWebsite(r.w, r.n)), total, tags: tags.rows as { tag: string; count: number }[] };
}

async function websiteOf(db: DbOrTx, id: string) {
  const [w] = await db.select().from(webApps).where(eq(webApps.id, id));
  if (!w) throw Errors.notFound();
  return w;
}

async function withCount(db: DbOrTx, w: WebApp) {
  const [{ n }] = await db
    .select({ n: enabledBy(w.id) })
    .from(webApps)
    .where(eq(webApps.id, w.id));
  return presentWebsite(w, n);
}

export async function addWebsite(deps: Deps, userId: string, v: z.infer<typeof addWebsiteBody>) {
  const id = randomUUID();
  const now = deps.now();
  try {
    const [w] = await deps.db
      .insert(webApps)
      .values({ id, name: v.name, url: v.url, icon: v.icon || null, tags: uniqueTags(v.tags), createdBy: userId, createdAt: now, updatedAt: now })
      .returning();
    describeOperation({ targetId: id, targetName: w.name, after: { url: w.url, icon: w.icon, tags: w.tags } });
    return presentWebsite(w, 0);
  } catch (e) {
    if (isUniqueViolation(e)) throw Errors.badInput('website.exists', { name: v.name });
    throw e;
  }
}

export async function updateWebsite(deps: Deps, v: z.infer<typeof updateWebsiteBody>) {
  try {
    return await deps.db.transaction(async (tx) => {
      const was = await websiteOf(tx, v.id);
      const next = { name: v.name, url: v.url, icon: v.icon || null, tags: uniqueTags(v.tags) };
      const [w] = await tx
        .update(webApps)
        .set({ ...next, updatedAt: deps.now() })
        .where(eq(webApps.id, v.id))
        .returning();
      describeOperation({ targetId: w.id, targetName: w.name, ...changedFields(was, next) });
      return withCount(tx, w);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw Errors.badInput('website.exists', { name: v.name });
    throw e;
  }
}

/** tagProcessingWbsite: adds and removes tags of one app in one statement. */
export async function tagWebsite(deps: Deps, v: z.infer<typeof websiteTagsBody>) {
  return deps.db.transaction(async (tx) => {
    const was = await websiteOf(tx, v.id);
    const removed = new Set(v.remove.map((t) => t.trim()));
    const tags = uniqueTags([...was.tags, ...v.add]).filter((t) => !removed.has(t));
    const [w] = await tx.update(webApps).set({ tags, updatedAt: deps.now() }).where(eq(webApps.id, v.id)).returning();
    describeOperation({ targetId: w.id, targetName: w.name, ...changedFields({ tags: was.tags }, { tags }) });
    return withCount(tx, w);
  });
}

/** delWbsite: the app goes from the store, and from every enterprise's and project's choice. */
export async function deleteWebsite(deps: Deps, id: string) {
  await deps.db.transaction(async (tx) => {
    const w = await websiteOf(tx, id);
    describeOperation({ targetId: w.id, targetName: w.name });
    await tx
      .update(enterpriseAppChoices)
      .set({ keys: sql`${enterpriseAppChoices.keys} - ${webKey(id)}` })
      .where(sql`${enterpriseAppChoices.keys} ? ${webKey(id)}`);
    await tx
      .update(projectHomeAppChoices)
      .set({ keys: sql`${projectHomeAppChoices.keys} - ${webKey(id)}` })
      .where(sql`${projectHomeAppChoices.keys} ? ${webKey(id)}`);
    await tx.delete(webApps).where(eq(webApps.id, id));
  });
}

interface CatalogueApp {
  key: string;
  kind: 'builtin' | 'web';
  name: string | null;
  url: string | null;
  icon: string | null;
  tags: string[];
}

async function catalogue(db: DbOrTx): Promise<CatalogueApp[]> {
  const web = await db
    .select()
    .from(webApps)
    .orderBy(asc(sql`lower(${webApps.name})`));
  return [
    ...builtInKeys().map((key) => ({ key, kind: 'builtin' as const, name: null, url: null, icon: null, tags: [] })),
    ...web.map((w) => ({ key: webKey(w.id), kind: 'web' as const, name: w.name, url: w.url, icon: w.icon, tags: w.tags })),
  ];
}

async function enabledKeys(db: DbOrTx, enterpriseId: string): Promise<{ keys: string[]; configured: boolean }> {
  const [c] = await db.select().from(enterpriseAppChoices).where(eq(enterpriseAppChoices.enterpriseId, enterpriseId));
  return c ? { keys: c.keys, configured: true } : { keys: builtInKeys(), configured: false };
}

/** The store as an enterprise sees it: every app with whether it is enabled for its projects. */
export async function enterpriseApps(db: DbOrTx, enterpriseId: string) {
  const [apps, enabled] = await Promise.all([catalogue(db), enabledKeys(db, enterpriseId)]);
  const on = new Set(enabled.keys);
  return { apps: apps.map((a) => ({ ...a, enabled: on.has(a.key) })), configured: enabled.configured };
}

export async function setEnterpriseApps(deps: Deps, enterpriseId: string, keys: string[]) {
  return deps.db.transaction(async (tx) => {
    const known = new Set((await catalogue(tx)).map((a) => a.key));
    const unknown = keys.find((k) => !known.has(k));
    if (unknown) throw Errors.badInput('apps.unknown', { key: unknown });
    const was = await enabledKeys(tx, enterpriseId);
    const next = [...new Set(keys)];
    await tx
      .insert(enterpriseAppChoices)
      .values({ enterpriseId, keys: next, updatedAt: deps.now() })
      .onConflictDoUpdate({ target: enterpriseAppChoices.enterpriseId, set: { keys: next, updatedAt: deps.now() } });
    describeOperation({ targetId: enterpriseId, targetName: 'enterprise apps', ...changedFields({ apps: was.keys }, { apps: next }) });
    return enterpriseApps(tx, enterpriseId);
  });
}

async function homeKeys(db: DbOrTx, projectId: string) {
  const [c] = await db.select().from(projectHomeAppChoices).where(eq(projectHomeAppChoices.projectId, projectId));
  return c?.keys ?? null;
}

/** The enterprise's enabled apps in the home's order (chosen ones first), each with whether the home shows it. */
export async function projectHomeApps(db: DbOrTx, scope: ProjectScope) {
  const { apps } = await enterpriseApps(db, scope.enterpriseId);
  const chosen = await homeKeys(db, scope.projectId);
  const enabled = apps.filter((a) => a.enabled);
  const rank = (k: string) => (chosen ? (chosen.indexOf(k) === -1 ? chosen.length : chosen.indexOf(k)) : 0);
  const ordered = enabled.map((a, i) => ({ a, i })).sort((x, y) => rank(x.a.key) - rank(y.a.key) || x.i - y.i);
  return { apps: ordered.map(({ a }) => ({ ...a, shown: chosen ? chosen.includes(a.key) : true })), configured: !!chosen };
}

export const mayChooseHomeApps = (s: ProjectScope) => s.isProjectAdmin || s.isEnterpriseManager || s.isSystemManager;

export function refuseHomeApps(): never {
  throw new AppError(403, ErrorCode.forbidden, 'apps.adminsOnly');
}

export async function setProjectHomeApps(deps: Deps, scope: ProjectScope, keys: string[]) {
  if (!mayChooseHomeApps(scope)) refuseHomeApps();
  return deps.db.transaction(async (tx) => {
    const { keys: enabled } = await enabledKeys(tx, scope.enterpriseId);
    const known = new Set((await catalogue(tx)).map((a) => a.key));
    const bad = keys.find((k) => !enabled.includes(k));
    if (bad) throw Errors.badInput(known.has(bad) ? 'apps.notEnabled' : 'apps.unknown', { key: bad });
    const was = await homeKeys(tx, scope.projectId);
    const next = [...new Set(keys)];
    await tx
      .insert(projectHomeAppChoices)
      .values({ projectId: scope.projectId, keys: next, updatedAt: deps.now() })
      .onConflictDoUpdate({ target: projectHomeAppChoices.projectId, set: { keys: next, updatedAt: deps.now() } });
    describeOperation({ targetId: scope.projectId, targetName: 'home apps', ...changedFields({ apps: was ?? enabled }, { apps: next }) });
    return projectHomeApps(tx, scope);
  });
}

/**
 * get-project-app-list through the store (registered as the projects module's filter): the
 * built-in apps the caller may open (their permission rule unchanged) that the enterprise enabled
 * and the home shows, and the web apps likewise, in the home's order.
 */
export async function storeProjectApps(db: DbOrTx, scope: ProjectScope, builtIn: ProjectApp[]): Promise<ProjectApp[]> {
  const { apps } = await projectHomeApps(db, scope);
  const allowed = new Map(builtIn.map((a) => [a.key, a]));
  return apps
    .filter((a) => a.shown)
    .flatMap((a): ProjectApp[] => {
      if (a.kind === 'web') return [{ key: a.key, route: a.url ?? '', external: true, name: a.name ?? '', icon: a.icon }];
      const b = allowed.get(a.key);
      return b ? [b] : [];
    });
}
