import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { createShareBody, shareListBody, updateShareBody } from '@trestle/shared/share-schemas';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { usersByIds } from '../accounts';
import { holdsAll } from '../permissions';
import { dmsAccess, fileNodes } from '../files';
import type { ProjectScope } from '../roles';
import { shareLinkItems, shareLinks } from './tables';
import { changedFields, describeOperation } from '../../db/operation';

// Share links as their creators manage them (docs/sharing-permissions.md "Share links").

type Link = typeof shareLinks.$inferSelect;
const DAY_MS = 24 * 3600_000;

export function stateOf(link: Link, now: Date): 'active' | 'expired' | 'cancelled' {
  if (link.cancelledAt) return 'cancelled';
  if (link.expiresAt && link.expiresAt <= now) return 'expired';
  return 'active';
}

const expiry = (now: Date, days: number) => (days > 0 ? new Date(now.getTime() + days * DAY_MS) : null);

/** Links as lists show them, with their items and creators' names. */
async function present(deps: Deps, links: Link[]) {
  if (!links.length) return [];
  const items = await deps.db
    .select({
      linkId: shareLinkItems.linkId,
      id: fileNodes.id,
      name: fileNodes.name,
      kind: fileNodes.kind,
      fileType: fileNodes.fileType,
      recycledAt: fileNodes.recycledAt,
    })
    .from(shareLinkItems)
    .innerJoin(fileNodes, eq(fileNodes.id, shareLinkItems.nodeId))
    .where(
      inArray(
        shareLinkItems.linkId,
        links.map((l) => l.id),
      ),
    );
  const people = await usersByIds(deps.db, [...new Set(links.map((l) => l.createdBy))]);
  const now = deps.now();
  return links.map((l) => ({
    linkId: l.id,
    url: `/#/share_page/${l.id}`,
    name: l.name,
    items: items
      .filter((i) => i.linkId === l.id)
      .map((i) => ({ fileId: i.id, name: i.name, type: i.kind === 'folder' ? 'folder' : i.fileType, deleted: !!i.recycledAt })),
    createUser: l.createdBy,
    createUserName: people.find((p) => p.id === l.createdBy)?.name ?? '',
    createTime: l.createdAt.toISOString(),
    updateTime: l.updatedAt.toISOString(),
    expiresAt: l.expiresAt?.toISOString() ?? null,
    validDays: l.validDays,
    identities: l.identities,
    code: l.code,
    hasCode: !!l.code,
    allowDownload: l.allowDownload,
    state: stateOf(l, now),
    visits: l.visits,
    downloads: l.downloads,
  }));
}

/** Holders of dms `permission` manage every link of the project; others their own. */
async function managesAll(deps: Deps, scope: ProjectScope) {
  return holdsAll(scope) || !!(await dmsAccess(deps, scope).at(null))?.has('permission');
}

export async function createLink(deps: Deps, scope: ProjectScope, input: z.infer<typeof createShareBody>) {
  const ids = [...new Set(input.fileIds)];
  const nodes = await deps.db
    .select()
    .from(fileNodes)
    .where(and(eq(fileNodes.projectId, scope.projectId), inArray(fileNodes.id, ids), isNull(fileNodes.recycledAt)));
  if (nodes.length !== ids.length) throw Errors.notFound();
  await dmsAccess(deps, scope).needAll(nodes, 'share');
  const ordered = ids.map((id) => nodes.find((n) => n.id === id)!);
  const now = deps.now();
  const link: Link = {
    id: randomBytes(17).toString('base64url').slice(0, 22),
    projectId: scope.projectId,
    enterpriseId: scope.enterpriseId,
    name: ordered.length > 1 ? `${ordered[0].name} +${ordered.length - 1}` : ordered[0].name,
    createdBy: scope.actorId,
    createdAt: now,
    updatedAt: now,
    validDays: input.validDays,
    expiresAt: expiry(now, input.validDays),
    identities: [...new Set(input.identities)],
    code: input.code ?? null,
    allowDownload: input.allowDownload,
    cancelledAt: null,
    visits: 0,
    downloads: 0,
  };
  await deps.db.transaction(async (tx) => {
    await tx.insert(shareLinks).values(link);
    await tx.insert(shareLinkItems).values(ordered.map((n) => ({ linkId: link.id, nodeId: n.id })));
    describeOperation({ targetId: link.id, targetName: link.name, after: { fileIds: ids, validDays: link.validDays, allowDownload: link.allowDownload } });
  });
  return (await present(deps, [link]))[0];
}

export async function listLinks(deps: Deps, scope: ProjectScope, q: z.infer<typeof shareListBody>) {
  const now = deps.now();
  const conds: SQL[] = [eq(shareLinks.projectId, scope.projectId)];
  if (!(await managesAll(deps, scope))) conds.push(eq(shareLinks.createdBy, scope.actorId));
  if (q.name) conds.push(ilike(shareLinks.name, `%${q.name.replace(/[%_\\]/g, '\\$&')}%`));
  if (q.state === 'cancelled') conds.push(isNotNull(shareLinks.cancelledAt));
  if (q.state === 'expired') conds.push(isNull(shareLinks.cancelledAt), lte(shareLinks.expiresAt, now));
  if (q.state === 'active') conds.push(isNull(shareLinks.cancelledAt), or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now))!);
  const [{ total }] = await deps.db
    .select({ total: count() })
    .from(shareLinks)
    .where(and(...conds));
  const rows = await deps.db
    .select()
    .from(shareLinks)
    .where(and(...conds))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { list: await present(deps, rows), total };
}

/** The links the caller may change (their own, or all for permission holders); unknown → 404. */
async function manageable(deps: Deps, scope: ProjectScope, ids: string[]): Promise<Link[]> {
  const unique = [...new Set(ids)];
  const rows = await deps.db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.projectId, scope.projectId), inArray(shareLinks.id, unique)));
  if (rows.length !== unique.length) throw Errors.notFound();
  if (rows.some((r) => r.createdBy !== scope.actorId) && !(await managesAll(deps, scope))) throw Errors.forbidden();
  return rows;
}

export async function updateLink(deps: Deps, scope: ProjectScope, input: z.infer<typeof updateShareBody>) {
  const [link] = await manageable(deps, scope, [input.linkId]);
  const now = deps.now();
  const set: Partial<Link> = { updatedAt: now };
  if (input.validDays !== undefined) Object.assign(set, { validDays: input.validDays, expiresAt: expiry(now, input.validDays) });
  if (input.identities) set.identities = [...new Set(input.identities)];
  if (input.code !== undefined) set.code = input.code;
  if (input.allowDownload !== undefined) set.allowDownload = input.allowDownload;
  // The access code is a secret: the log says only that it changed.
  const { updatedAt: _at, expiresAt: _exp, code, ...shown } = set;
  const diff = changedFields(link, shown);
  if (code !== undefined && code !== link.code) Object.assign(diff.after, { codeChanged: true });
  describeOperation({ targetId: link.id, targetName: link.name, ...diff });
  const [row] = await deps.db.update(shareLinks).set(set).where(eq(shareLinks.id, link.id)).returning();
  return (await present(deps, [row]))[0];
}

/** cancel: the links stop working but stay in the list; delete: they are gone. */
export async function endLinks(deps: Deps, scope: ProjectScope, ids: string[], how: 'cancel' | 'delete') {
  const rows = await manageable(deps, scope, ids);
  const linkIds = rows.map((r) => r.id);
  for (const r of rows) describeOperation({ targetId: r.id, targetName: r.name });
  if (how === 'delete') await deps.db.delete(shareLinks).where(inArray(shareLinks.id, linkIds));
  else
    await deps.db
      .update(shareLinks)
      .set({ cancelledAt: deps.now(), updatedAt: deps.now() })
      .where(and(inArray(shareLinks.id, linkIds), isNull(shareLinks.cancelledAt)));
  return { count: rows.length };
}
