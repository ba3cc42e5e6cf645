import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { dropAcls } from '../permissions';
import { dmsAccess, canPreview, issueTicket, remember, fileNodes, fileVersions, holderScope, type TicketCheck } from '../files';
import type { ProjectScope } from '../roles';
import { cabinetAccess, type CabinetAccess } from './access';
import { refreshInCabinet } from './service';
import { cabinetDrawings } from './tables';
import { changedFields, describeOperation } from '../../db/operation';

// Drawing entries (the spec's dataId): take out, move, edit, open. Each call needs its cabinet
// action at every cabinet the entries are in (docs/sharing-permissions.md "Cabinets").

type Drawing = typeof cabinetDrawings.$inferSelect;

async function drawingsOf(
  deps: Deps,
  scope: ProjectScope,
  dataIds: string[],
  action: string,
  access: CabinetAccess = cabinetAccess(deps, scope),
): Promise<Drawing[]> {
  const ids = [...new Set(dataIds)];
  const rows = await deps.db
    .select()
    .from(cabinetDrawings)
    .where(and(eq(cabinetDrawings.projectId, scope.projectId), inArray(cabinetDrawings.id, ids)));
  if (rows.length !== ids.length) throw Errors.notFound();
  for (const cabinetId of new Set(rows.map((r) => r.cabinetId))) await access.need(cabinetId, action);
  return rows;
}

/** The operation log's targets: each entry, named by its document. */
async function describeDrawings(
  deps: Deps,
  rows: Drawing[],
  change: (d: Drawing) => { before?: Record<string, unknown>; after?: Record<string, unknown> } = () => ({}),
) {
  const ids = [...new Set(rows.map((r) => r.nodeId))];
  const names = new Map(
    (await deps.db.select({ id: fileNodes.id, name: fileNodes.name }).from(fileNodes).where(inArray(fileNodes.id, ids))).map((n) => [n.id, n.name]),
  );
  for (const d of rows) describeOperation({ targetId: d.id, targetName: names.get(d.nodeId), ...change(d) });
}

export async function removeDrawings(deps: Deps, scope: ProjectScope, dataIds: string[]) {
  const rows = await drawingsOf(deps, scope, dataIds, 'remove');
  await describeDrawings(deps, rows);
  await deps.db.transaction(async (tx) => {
    await tx.delete(cabinetDrawings).where(
      inArray(
        cabinetDrawings.id,
        rows.map((r) => r.id),
      ),
    );
    await dropAcls(
      tx,
      'cabinet',
      rows.map((r) => r.id),
    );
    await refreshInCabinet(
      tx,
      rows.map((r) => r.nodeId),
    );
  });
  return { removed: rows.length };
}

/** Moves drawings to another cabinet; one that is there already just leaves its old cabinet. */
export async function moveDrawings(deps: Deps, scope: ProjectScope, dataIds: string[], targetId: string) {
  const access = cabinetAccess(deps, scope);
  const rows = await drawingsOf(deps, scope, dataIds, 'move', access);
  const target = (await access.need(targetId, 'adddrawing'))!;
  if (rows.every((r) => r.cabinetId === target.id)) throw Errors.badInput('cabinet.intoItself');
  // Another cabinet serves its drawings to other roles: only who may download them here moves them.
  for (const id of new Set(rows.filter((r) => r.cabinetId !== target.id).map((r) => r.cabinetId))) {
    if (!(await access.at(id))?.has('download')) throw Errors.forbiddenKey('cabinet.noDownloadToMove', { name: (await access.cabinet(id))?.name ?? '' });
  }
  await describeDrawings(deps, rows, (d) => changedFields(d, { cabinetId: target.id }));
  await deps.db.transaction(async (tx) => {
    const there = new Set(
      (await tx.select({ id: cabinetDrawings.nodeId }).from(cabinetDrawings).where(eq(cabinetDrawings.cabinetId, target.id))).map((r) => r.id),
    );
    const moving = rows.filter((r) => r.cabinetId !== target.id);
    const dupes = moving.filter((r) => there.has(r.nodeId)).map((r) => r.id);
    if (dupes.length) {
      await tx.delete(cabinetDrawings).where(inArray(cabinetDrawings.id, dupes));
      await dropAcls(tx, 'cabinet', dupes);
    }
    const rest = moving.filter((r) => !there.has(r.nodeId)).map((r) => r.id);
    if (rest.length) await tx.update(cabinetDrawings).set({ cabinetId: target.id, updatedAt: deps.now() }).where(inArray(cabinetDrawings.id, rest));
    // Every moved file still has its entry at the target; recomputing keeps the flag exact anyway.
    await refreshInCabinet(
      tx,
      moving.map((r) => r.nodeId),
    );
  });
  return { moved: rows.length };
}

export async function updateDrawing(deps: Deps, scope: ProjectScope, dataId: string, v: { displayDate?: string | null; toLatest?: boolean }) {
  const [d] = await drawingsOf(deps, scope, [dataId], 'edit');
  const set: Partial<Drawing> = { updatedAt: deps.now() };
  if (v.displayDate) set.displayDate = v.displayDate;
  if (v.toLatest) {
    const [n] = await deps.db.select().from(fileNodes).where(eq(fileNodes.id, d.nodeId));
    if (n.recycledAt) throw Errors.badInput('cabinet.fileDeleted');
    // Pinning the current version puts new content into the cabinet: as adding it does, this
    // needs the document's own download right (files/access.ts needHandOut).
    if (n.currentVersionId !== d.versionId) await dmsAccess(deps, scope).needHandOut([n], 'file.noDownloadToCabinet');
    set.versionId = n.currentVersionId;
  }
  const { updatedAt: _at, ...edited } = set;
  await describeDrawings(deps, [d], () => changedFields(d, edited));
  await deps.db.update(cabinetDrawings).set(set).where(eq(cabinetDrawings.id, d.id));
  return { dataId: d.id, displayDate: set.displayDate ?? d.displayDate, versionId: set.versionId ?? d.versionId };
}

/**
 * A short-lived URL (files/tickets.ts) of the pinned version (the current one when the pinned version was deleted),
 * made like the file manager's (files/download.ts). A preview of an image or PDF opens the
 * drawing, which `allow` covers; anything else is a download and needs `download`.
 */
export async function drawingUrl(deps: Deps, scope: ProjectScope, sessionId: string, dataId: string, inline: boolean) {
  const access = cabinetAccess(deps, scope);
  const [d] = await drawingsOf(deps, scope, [dataId], 'allow', access);
  const [n] = await deps.db.select().from(fileNodes).where(eq(fileNodes.id, d.nodeId));
  if (n.recycledAt) throw Errors.badInput('cabinet.fileDeleted');
  const candidates = await deps.db
    .select()
    .from(fileVersions)
    .where(
      and(
        eq(fileVersions.nodeId, n.id),
        inArray(
          fileVersions.id,
          [d.versionId, n.currentVersionId].filter((x): x is string => !!x),
        ),
      ),
    );
  const v = candidates.find((c) => c.id === d.versionId) ?? candidates.find((c) => c.id === n.currentVersionId);
  if (!v) throw Errors.notFound();
  const asInline = inline && canPreview(v.fileType);
  if (!asInline) await access.need(d.cabinetId, 'download');
  const grant = { via: 'cabinet' as const, viaId: d.id, userId: scope.actorId, projectId: scope.projectId, sessionId };
  const ticket = await issueTicket(deps, grant, {
    purpose: 'file',
    nodeId: n.id,
    versionId: v.id,
    inline: asInline,
    need: asInline ? 'query' : 'download',
    mode: asInline ? 'view' : 'download',
  });
  if (!asInline) await remember(deps, { userId: scope.actorId }, scope.projectId, { kind: 'file', name: v.name, size: v.size, nodeId: n.id, versionId: v.id });
  return { ...ticket, name: v.name, type: v.fileType, size: v.size, inline: asInline, versionId: v.id };
}

// On every use of a cabinet ticket: the entry is still there and the holder still has the
// cabinet right that minting needed (open for a preview, download otherwise).
export const cabinetTicketCheck: TicketCheck = async (deps, t) => {
  const scope = await holderScope(deps, t, null);
  const [d] = await deps.db
    .select()
    .from(cabinetDrawings)
    .where(and(eq(cabinetDrawings.id, t.viaId ?? ''), eq(cabinetDrawings.projectId, t.projectId)));
  if (!d) throw Errors.notFound();
  await cabinetAccess(deps, scope).need(d.cabinetId, t.need === 'query' ? 'allow' : 'download');
};
