import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Actor, Ctx, Deps } from '../../http/context';
import { AppError, ErrorCode, Errors } from '../../http/errors';
import { usersByIds } from '../accounts';
import { scopeForUser } from '../permissions';
import {
  dmsAccess,
  type DmsAccess,
  type Node,
  canPreview,
  canView,
  issueTicket,
  openWayOf,
  versionFor,
  presentNode,
  type TicketCheck,
  type TicketGrant,
  fileNodes,
} from '../files';
import { canSeeProject, canInProject, type ProjectScope } from '../roles';
import { getEnterpriseRow, logoUrl, suspensionOf } from '../enterprise';
import { getProjectRow, projectFacts } from '../projects';
import { addressKey, giveBack, take } from '../../throttle/throttle';
import { stateOf } from './service';
import { shareGrants, shareLinkItems, shareLinks } from './tables';

// What a share link's visitor may do (docs/sharing-permissions.md "Share links"): the link's
// items and what lies below them, as the link's creator may see them now, and nothing else.

type Link = typeof shareLinks.$inferSelect;
const GRANT_MS = 24 * 3600_000;
const sha = (t: string) => createHash('sha256').update(t).digest('hex');

const invalid = () => new AppError(200, ErrorCode.shareInvalid, 'share.invalid');

export interface ShareView {
  link: Link;
  scope: ProjectScope;
  access: DmsAccess;
  roots: Node[];
}

async function liveLink(deps: Deps, linkId: string): Promise<Link> {
  const [link] = await deps.db.select().from(shareLinks).where(eq(shareLinks.id, linkId));
  if (!link || stateOf(link, deps.now()) !== 'active') throw invalid();
  return link;
}

/** The link with its creator's current view; dead links, lost rights and deleted items end here. */
async function viewOf(deps: Deps, link: Link): Promise<ShareView> {
  // A suspended enterprise's links answer no content (docs/platform.md "Suspension").
  if ((await suspensionOf(deps.db, link.enterpriseId))?.suspended) throw new AppError(200, ErrorCode.shareInvalid, 'platform.shareSuspended');
  const scope = await scopeForUser(deps, link.createdBy, link.projectId);
  if (!scope || !canSeeProject(scope)) throw invalid();
  const access = dmsAccess(deps, scope);
  const items = await deps.db
    .select({ n: fileNodes })
    .from(shareLinkItems)
    .innerJoin(fileNodes, eq(fileNodes.id, shareLinkItems.nodeId))
    .where(eq(shareLinkItems.linkId, link.id));
  const live = items.map((i) => i.n).filter((n) => !n.recycledAt);
  if (!live.length) throw new AppError(200, ErrorCode.shareFileDeleted, 'share.fileDeleted');
  access.remember(live);
  const roots: Node[] = [];
  for (const n of live) if ((await access.at(n))?.has('share')) roots.push(n);
  if (!roots.length) throw invalid();
  return { link, scope, access, roots };
}

/** Links for platform users only need a signed-in visitor who may open the project's documents. */
async function assertIdentity(deps: Deps, link: Link, actor: Actor | null) {
  if (link.identities.includes('guest')) return;
  const facts = actor ? await projectFacts(deps.db, actor, link.projectId) : null;
  if (!facts || !canInProject(facts, 'dms', 'enter')) throw new AppError(200, ErrorCode.shareLoginRequired, 'share.loginRequired');
}

export async function shareInfo(deps: Deps, linkId: string) {
  const link = await liveLink(deps, linkId);
  const view = await viewOf(deps, link);
  const [creator] = await usersByIds(deps.db, [link.createdBy]);
  const enterprise = await getEnterpriseRow(deps.db, link.enterpriseId);
  const project = await getProjectRow(deps, link.projectId);
  return {
    linkId: link.id,
    projectId: link.projectId,
    name: link.name,
    creatorName: creator?.name ?? '',
    projectName: project.name,
    enterpriseName: enterprise.nameEn || enterprise.nameCn,
    logo: (await logoUrl(deps.db, link.enterpriseId)).logoUrl,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    needCode: !!link.code,
    identities: link.identities,
    allowDownload: link.allowDownload,
    itemCount: view.roots.length,
  };
}

/**
 * Checks the extraction code and hands out a grant. A typed code is counted per link and per
 * address before it is compared (throttle.ts); the right one takes its attempt back. An empty
 * code is the page asking whether a code is needed, not a guess, and is not counted.
 */
export async function checkCode(ctx: Ctx, linkId: string, code: string) {
  const deps = ctx.deps;
  const link = await liveLink(deps, linkId);
  await viewOf(deps, link);
  await assertIdentity(deps, link, ctx.actor);
  const typed = code.trim().toUpperCase();
  if (link.code) {
    if (!typed) throw new AppError(200, ErrorCode.shareWrongCode, 'share.codeNeeded');
    const taken = await take(deps, [
      { kind: 'shareCodeLink', key: linkId },
      { kind: 'shareCodeIp', key: addressKey(ctx.ip) },
    ]);
    if (typed !== link.code) throw new AppError(200, ErrorCode.shareWrongCode, 'share.wrongCode');
    await giveBack(deps, taken);
  }
  const token = randomBytes(24).toString('base64url');
  const now = deps.now();
  const expiresAt = new Date(Math.min(now.getTime() + GRANT_MS, link.expiresAt?.getTime() ?? Infinity));
  await deps.db.transaction(async (tx) => {
    await tx.insert(shareGrants).values({ tokenHash: sha(token), linkId, userId: ctx.actor?.userId ?? null, createdAt: now, expiresAt });
    await tx
      .update(shareLinks)
      .set({ visits: sql`${shareLinks.visits} + 1` })
      .where(eq(shareLinks.id, linkId));
  });
  return { shareToken: token, expiresAt: expiresAt.toISOString() };
}

/** A visitor call: the `share` header must hold a live grant of this link. */
export async function visit(ctx: Ctx, linkId: string): Promise<ShareView> {
  const header = ctx.req.headers.share;
  const token = typeof header === 'string' ? header.trim() : '';
  const link = await liveLink(ctx.deps, linkId);
  const [grant] = token
    ? await ctx.deps.db
        .select()
        .from(shareGrants)
        .where(and(eq(shareGrants.tokenHash, sha(token)), eq(shareGrants.linkId, linkId), gt(shareGrants.expiresAt, ctx.deps.now())))
    : [];
  if (!grant) throw new AppError(200, ErrorCode.shareWrongCode, 'share.codeNeeded');
  await assertIdentity(ctx.deps, link, ctx.actor);
  return viewOf(ctx.deps, link);
}

/** A live item at or below one of the link's items and visible to its creator; else refused. */
export async function within(view: ShareView, id: string): Promise<Node> {
  const rootIds = new Set(view.roots.map((r) => r.id));
  const node = await view.access.node(id);
  if (!node || node.recycledAt || !(await view.access.at(node))) throw Errors.forbiddenKey('share.notInLink');
  for (let n: Node | null = node, depth = 0; n && depth < 1000; depth++) {
    if (rootIds.has(n.id)) return node;
    if (n.recycledAt) break;
    n = n.parentId ? await view.access.node(n.parentId) : null;
  }
  throw Errors.forbiddenKey('share.notInLink');
}

/** The link's items (parentId empty) or a folder inside it, folders first then by name. */
export async function listShared(view: ShareView, deps: Deps, q: { parentId?: string | null; pageNum: number; pageSize: number }) {
  const path: { _id: string; name: string }[] = [];
  let rows: Node[];
  let total: number;
  if (!q.parentId) {
    const sorted = [...view.roots].sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'folder' ? -1 : 1));
    total = sorted.length;
    rows = sorted.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
  } else {
    const folder = await within(view, q.parentId);
    if (folder.kind !== 'folder') throw Errors.badInput('file.notAFile');
    const rootIds = new Set(view.roots.map((r) => r.id));
    for (let n: Node | null = folder; n; n = rootIds.has(n.id) || !n.parentId ? null : await view.access.node(n.parentId))
      path.unshift({ _id: n.id, name: n.name });
    const visible = await view.access.visibleChildren();
    const conds = and(eq(fileNodes.projectId, view.link.projectId), eq(fileNodes.parentId, folder.id), isNull(fileNodes.recycledAt), visible);
    [{ total }] = await deps.db.select({ total: count() }).from(fileNodes).where(conds);
    rows = await deps.db
      .select()
      .from(fileNodes)
      .where(conds)
      .orderBy(sql`case when ${fileNodes.kind} = 'folder' then 0 else 1 end`, asc(fileNodes.name), asc(fileNodes.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize);
  }
  return { list: rows.map((n) => presentNode(n)), total, path, allowDownload: view.link.allowDownload };
}

export async function viewShared(view: ShareView, deps: Deps, fileId: string) {
  const node = await within(view, fileId);
  if (node.kind !== 'file') throw Errors.badInput('file.notAFile');
  // No more than the creator may do with it now: opening needs their `query` here.
  await view.access.need(node, 'query');
  const v = await versionFor(deps, node);
  const url = canView(v.fileType)
    ? (
        await issueTicket(deps, shareGrant(view), {
          purpose: 'file',
          nodeId: node.id,
          versionId: v.id,
          inline: canPreview(v.fileType),
          need: 'query',
          mode: 'view',
        })
      ).url
    : null;
  return { file: presentNode(node), openWay: openWayOf(node.fileType ?? ''), url };
}

export async function downloadShared(view: ShareView, deps: Deps, fileId: string) {
  if (!view.link.allowDownload) throw Errors.forbiddenKey('share.noDownload');
  const node = await within(view, fileId);
  if (node.kind !== 'file') throw Errors.badInput('file.notAFile');
  // As for zips (files/zip.ts): only what the creator may still download.
  await view.access.need(node, 'download');
  const v = await versionFor(deps, node);
  const ticket = await issueTicket(deps, shareGrant(view), { purpose: 'file', nodeId: node.id, versionId: v.id, need: 'download', mode: 'download' });
  await countDownload(deps, view.link.id);
  return { ...ticket, name: v.name, size: v.size };
}

/** A visitor's tickets use the link creator's rights and answer to the link: no session. */
export const shareGrant = (view: ShareView): TicketGrant => ({
  via: 'share',
  viaId: view.link.id,
  userId: view.link.createdBy,
  projectId: view.link.projectId,
  sessionId: null,
});

// On every use of a visitor's ticket: the link is still active, its creator still reaches the
// file through it, and a download still allowed by the link.
export const shareTicketCheck: TicketCheck = async (deps, t, node) => {
  const gone = () => new AppError(410, ErrorCode.shareInvalid, 'share.invalid');
  const [link] = await deps.db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.id, t.viaId ?? ''));
  if (!link || link.projectId !== t.projectId || stateOf(link, deps.now()) !== 'active') throw gone();
  const view = await viewOf(deps, link).catch(() => {
    throw gone();
  });
  if (t.need === 'download' && !link.allowDownload) throw Errors.forbiddenKey('share.noDownload');
  if (node) await view.access.need(await within(view, node.id), t.need === 'query' ? 'query' : 'download');
};

export async function countDownload(deps: Deps, linkId: string) {
  await deps.db
    .update(shareLinks)
    .set({ downloads: sql`${shareLinks.downloads} + 1` })
    .where(eq(shareLinks.id, linkId));
}

/** For the pack calls: every chosen id must lie inside the link. */
export async function assertAllWithin(view: ShareView, ids: string[]) {
  if (!view.link.allowDownload) throw Errors.forbiddenKey('share.noDownload');
  for (const id of ids) await within(view, id);
}
