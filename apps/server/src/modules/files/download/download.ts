import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor, Deps } from '../../../http/context';
import { AppError, ErrorCode, Errors } from '../../../http/errors';
import type { ProjectScope } from '../../roles';
import { currentVersion, enterpriseUsage, projectUsage, type Node } from '../storage/content';
import { itemsOf } from '../tree';
import { dmsAccess } from '../access';
import { downloadHistory, downloadTickets, filePacks, fileVersions, officePdfs } from '../tables';
import { zipEntries, zipStream } from './zip';
import { INLINE_PDF_POLICY, SANDBOX_POLICY } from '../../../http/security-headers';
import { holderScope, mintTicket, redeemTicket, type TicketGrant, type TicketSubject } from './tickets';

// Sending file contents. A download URL carries a short-lived ticket (tickets.ts: so <img>,
// <iframe>, plain links and Range requests work without the bearer header), checked on use. Nothing the server sends
// is ever rendered as a page of this origin: only a few safe types are shown inline, and
// every reply says nosniff and sandbox.

const INLINE: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const canPreview = (type: string | null | undefined) => !!type && type in INLINE;
/**
 * Types the app's own viewers open: the inline ones, and DXF drawings, which the 2D viewer
 * fetches and draws itself. Viewing needs the right to open files (not to download) and is not
 * a download; the bytes of a DXF still go out as an attachment, never as a page.
 */
export const canView = (type: string | null | undefined) => canPreview(type) || type?.toLowerCase() === 'dxf';

export function openWayOf(fileType: string): string {
  const t = fileType.toLowerCase().replace(/^\./, '');
  if (['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg'].includes(t)) return t === 'svg' || t === 'bmp' ? 'download' : 'image';
  if (t === 'pdf') return 'pdf';
  if (['ifc', 'ifczip', 'ifcxml', 'rvt', 'nwd', 'nwc', 'glb', 'gltf', 'obj', 'fbx', 'skp', '3ds'].includes(t)) return 'model';
  if (['dxf', 'dwg'].includes(t)) return 'drawing';
  if (['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp'].includes(t)) return 'office';
  return 'download';
}

/** A ticket URL (tickets.ts) for the bytes of a version, its PDF, a folder's zip or a pack. */
export async function issueTicket(deps: Deps, grant: TicketGrant, subject: TicketSubject) {
  const t = await mintTicket(deps, grant, subject);
  return { url: `/protected/file/ticket/${t.ticket}`, expiresAt: t.expiresAt };
}

/** Who a signed-in caller's tickets belong to. */
export const memberGrant = (actor: Actor, projectId: string): TicketGrant => ({ via: 'member', userId: actor.userId, projectId, sessionId: actor.sessionId });

export async function versionFor(deps: Deps, node: Node, versionId?: string | null) {
  if (!versionId) return currentVersion(deps.db, node);
  const [v] = await deps.db
    .select()
    .from(fileVersions)
    .where(and(eq(fileVersions.id, versionId), eq(fileVersions.nodeId, node.id)));
  if (!v) throw Errors.notFound();
  return v;
}

export async function downloadUrl(deps: Deps, scope: ProjectScope, actor: Actor, fileId: string, versionId: string | null | undefined, inline: boolean) {
  const [node] = await itemsOf(deps.db, scope.projectId, [fileId], { recycled: false });
  // A folder comes as a zip (the browser navigates to it).
  if (node.kind === 'folder' && !inline) return folderUrl(deps, scope, actor, node);
  // A preview needs the right to open files; a download, the right to download them.
  await dmsAccess(deps, scope).need(node, inline && canView(node.fileType) ? 'query' : 'download');
  if (node.kind !== 'file') throw Errors.badInput('file.notAFile');
  const v = await versionFor(deps, node, versionId);
  const asInline = inline && canPreview(v.fileType);
  const viewing = inline && canView(v.fileType);
  const ticket = await issueTicket(deps, memberGrant(actor, scope.projectId), {
    purpose: 'file',
    nodeId: node.id,
    versionId: v.id,
    inline: asInline,
    need: viewing ? 'query' : 'download',
    mode: viewing ? 'view' : 'download',
  });
  if (!viewing) await remember(deps, actor, scope.projectId, { kind: 'file', name: v.name, size: v.size, nodeId: node.id, versionId: v.id });
  return { ...ticket, name: v.name, type: v.fileType, size: v.size, inline: asInline };
}

/**
 * A folder's zip by a one-use ticket: the browser navigates to it, so the session token never
 * goes into a form or an address.
 */
export async function folderUrl(deps: Deps, scope: ProjectScope, actor: Actor, node: Node) {
  await dmsAccess(deps, scope).need(node, 'download');
  const ticket = await issueTicket(deps, memberGrant(actor, scope.projectId), { purpose: 'folder', nodeId: node.id, need: 'download', mode: 'download' });
  await remember(deps, actor, scope.projectId, { kind: 'folder', name: `${node.name}.zip`, size: (await folderZip(deps, scope, node)).size, nodeId: node.id });
  return { ...ticket, name: `${node.name}.zip`, type: 'zip', size: null, inline: false };
}

/** GET /protected/file/ticket/:id — the bytes behind a ticket, checked again (tickets.ts). */
export async function sendTicket(deps: Deps, req: FastifyRequest, reply: FastifyReply, id: string) {
  const { ticket: t, node } = await redeemTicket(deps, id, ['file', 'pdf', 'folder', 'pack']);
  if (t.purpose === 'pdf') {
    const pdf = await pdfOf(deps, t.versionId ?? '');
    if (!pdf) throw Errors.notFound();
    return sendBlob(deps, req, reply, { ...pdf, type: 'pdf', inline: t.inline });
  }
  if (t.purpose === 'folder' && node) return sendZip(deps, reply, node.name, (await folderZip(deps, await holderScope(deps, t), node)).entries);
  if (t.versionId) {
    const [v] = await deps.db.select().from(fileVersions).where(eq(fileVersions.id, t.versionId));
    if (!v) throw Errors.notFound();
    return sendBlob(deps, req, reply, { sha256: v.sha256, size: v.size, name: v.name, type: v.fileType, inline: t.inline });
  }
  const [p] = await deps.db
    .select()
    .from(filePacks)
    .where(and(eq(filePacks.id, t.packId ?? ''), eq(filePacks.userId, t.userId)));
  if (!p || p.state !== 'done' || !p.sha256 || p.expiresAt < deps.now()) throw new AppError(410, ErrorCode.notFound, 'zip.expired');
  return sendBlob(deps, req, reply, { sha256: p.sha256, size: p.zipSize ?? 0, name: packName(p.createdAt), type: 'zip', inline: false });
}

/** The name an office document's PDF is offered under: the document's name with .pdf. */
export const pdfName = (name: string) => `${name.replace(/\.[^.]+$/, '')}.pdf`;

/** The PDF LibreOffice made of a version, if its conversion is complete (office-pdf.ts). */
async function pdfOf(deps: Deps, versionId: string) {
  const [row] = await deps.db
    .select({
      sha256: officePdfs.pdfSha256,
      size: officePdfs.pdfSize,
      status: officePdfs.status,
      name: fileVersions.name,
      source: fileVersions.sha256,
      madeFrom: officePdfs.sourceSha256,
    })
    .from(officePdfs)
    .innerJoin(fileVersions, eq(fileVersions.id, officePdfs.versionId))
    .where(eq(officePdfs.versionId, versionId));
  if (!row || row.status !== 'complete' || !row.sha256 || row.source !== row.madeFrom) return null;
  return { sha256: row.sha256, size: row.size ?? 0, name: pdfName(row.name) };
}

export const packName = (at: Date) => `download-${at.toISOString().slice(0, 19).replace(/[-:T]/g, '')}.zip`;

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function disposition(kind: 'inline' | 'attachment', name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Every reply: nosniff, and a sandbox CSP so even a mislabelled HTML or SVG body cannot run as
 * this origin. An inline PDF is the one exception (Chromium's viewer refuses sandboxed
 * documents): no script, and it is sent as application/pdf, which browsers never treat as a page.
 */
function safeHeaders(reply: FastifyReply, inlinePdf = false) {
  reply.header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store');
  reply.header('content-security-policy', inlinePdf ? INLINE_PDF_POLICY : SANDBOX_POLICY);
}

/** Streams a blob with Range support (one range; 206/416 as RFC 9110 says). */
export async function sendBlob(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  f: { sha256: string; size: number; name: string; type: string | null; inline: boolean },
) {
  const inline = f.inline && canPreview(f.type);
  safeHeaders(reply, inline && f.type === 'pdf');
  reply
    .header('content-type', inline ? INLINE[f.type!] : 'application/octet-stream')
    .header('content-disposition', disposition(inline ? 'inline' : 'attachment', f.name))
    .header('accept-ranges', 'bytes');
  const range = parseRange(req.headers.range, f.size);
  if (range === 'invalid') {
    reply.code(416).header('content-range', `bytes */${f.size}`);
    return reply.send();
  }
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${f.size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(await deps.blobs.get(f.sha256, range));
  }
  reply.header('content-length', f.size);
  return reply.send(await deps.blobs.get(f.sha256));
}

export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (!m[1] && !m[2])) return null; // several ranges or junk: send it all, as allowed
  let start: number;
  let end: number;
  if (!m[1]) {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  }
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

/** The form post download: a file (attachment) or a folder (zip, streamed). */
export async function formDownload(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  actor: Actor,
  scope: ProjectScope,
  node: Node,
  versionId: string | null | undefined,
) {
  await dmsAccess(deps, scope).need(node, 'download');
  if (node.kind === 'file') {
    const v = await versionFor(deps, node, versionId);
    await remember(deps, actor, scope.projectId, { kind: 'file', name: v.name, size: v.size, nodeId: node.id, versionId: v.id });
    return sendBlob(deps, req, reply, { sha256: v.sha256, size: v.size, name: v.name, type: v.fileType, inline: false });
  }
  const zip = await folderZip(deps, scope, node);
  await remember(deps, actor, scope.projectId, { kind: 'folder', name: `${node.name}.zip`, size: zip.size, nodeId: node.id });
  return sendZip(deps, reply, node.name, zip.entries);
}

/** What a folder's zip holds for the scope (what it may download in it), and its content size. */
async function folderZip(deps: Deps, scope: ProjectScope, node: Node) {
  const entries = await zipEntries(deps, scope.projectId, [node.id], dmsAccess(deps, scope));
  return { entries, size: entries.reduce((s, e) => s + e.size, 0) };
}

function sendZip(deps: Deps, reply: FastifyReply, name: string, entries: Awaited<ReturnType<typeof zipEntries>>) {
  safeHeaders(reply);
  reply.header('content-type', 'application/zip').header('content-disposition', disposition('attachment', `${name}.zip`));
  return reply.send(zipStream(deps, entries));
}

export async function remember(
  deps: Deps,
  actor: { userId: string },
  projectId: string,
  h: { kind: 'file' | 'folder' | 'pack'; name: string; size: number; nodeId?: string; versionId?: string; packId?: string },
) {
  await deps.db.insert(downloadHistory).values({
    id: randomUUID(),
    userId: actor.userId,
    projectId,
    kind: h.kind,
    name: h.name,
    size: h.size,
    nodeId: h.nodeId ?? null,
    versionId: h.versionId ?? null,
    packId: h.packId ?? null,
    createdAt: deps.now(),
  });
}

export async function history(deps: Deps, actor: Actor, q: { projectId?: string | null; pageNum: number; pageSize: number }) {
  const where = and(eq(downloadHistory.userId, actor.userId), q.projectId ? eq(downloadHistory.projectId, q.projectId) : undefined);
  const [{ n }] = await deps.db.select({ n: count() }).from(downloadHistory).where(where);
  const rows = await deps.db
    .select()
    .from(downloadHistory)
    .where(where)
    .orderBy(desc(downloadHistory.createdAt))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const packIds = rows.map((r) => r.packId).filter((p): p is string => !!p);
  const packs = packIds.length ? await deps.db.select().from(filePacks).where(inArray(filePacks.id, packIds)) : [];
  const list = rows.map((r) => {
    const p = packs.find((x) => x.id === r.packId);
    return {
      _id: r.id,
      kind: r.kind,
      name: r.name,
      size: r.size,
      createTime: r.createdAt.toISOString(),
      projectId: r.projectId,
      fileId: r.nodeId,
      versionId: r.versionId,
      packId: r.packId,
      packState: p ? (p.expiresAt < deps.now() ? 'expired' : p.state) : null,
    };
  });
  return { list, total: Number(n) };
}

export async function deleteHistory(deps: Deps, actor: Actor, ids: string[]) {
  const gone = await deps.db
    .delete(downloadHistory)
    .where(and(eq(downloadHistory.userId, actor.userId), inArray(downloadHistory.id, ids)))
    .returning({ id: downloadHistory.id });
  if (!gone.length) throw Errors.notFound();
  return { deleted: gone.length };
}

export async function storageUsage(deps: Deps, scope: ProjectScope) {
  const [projectUsed, e] = await Promise.all([projectUsage(deps.db, scope.projectId), enterpriseUsage(deps.db, scope.enterpriseId)]);
  return { projectUsed, enterpriseUsed: e.used, storageSize: e.storageSize };
}

export async function dropExpiredTickets(deps: Deps) {
  await deps.db.delete(downloadTickets).where(lt(downloadTickets.expiresAt, deps.now()));
}
