import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { DRAWING_TYPES, type CompositeLinkView, type DrawingRegion } from '@trestle/shared/linked-drawing-schemas';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { AppError, ErrorCode, Errors } from '../../http/errors';
import { usersByIds } from '../accounts';
import { orphanIfUnreferenced, readBlob, registerBlob, pictureTickets, redeemTicket } from '../files';
import { elementFacts, needComplete } from '../models';
import { decodeDataUrl, storeSnapshot } from '../annotations';
import { needEdit, type Caller } from './access';
import { compositeLinks } from './tables';
import { changedFields, describeOperation } from '../../db/operation';

// Composite links: model elements ↔ drawings (docs/models.md "Composite links").

type Row = typeof compositeLinks.$inferSelect;

async function present(caller: Caller, rows: Row[]): Promise<CompositeLinkView[]> {
  // One picture ticket per drawing (files/tickets.ts): each load checks the caller may still open it.
  const ticketOf = pictureTickets(caller.deps, caller.grant, 'picture');
  const picUrl = async (r: Row) => (r.picKey ? `/public/model/forge/link-composite/pic/${r.picKey}?ticket=${await ticketOf(r.drawingFileId)}` : null);
  const c = caller.ref.conversion;
  const elements =
    c?.status === 'complete'
      ? await elementFacts(
          caller.deps.db,
          c.sourceSha256,
          rows.map((r) => r.dbid),
        )
      : new Map();
  const people = new Map((await usersByIds(caller.deps.db, [...new Set(rows.map((r) => r.createdBy))])).map((u) => [u.id, u.name]));
  const out: CompositeLinkView[] = [];
  for (const r of rows) {
    const sight = await caller.drawing(r.drawingFileId);
    const el = elements.get(r.dbid);
    out.push({
      id: r.id,
      modelId: r.modelId,
      dbid: r.dbid,
      guid: el?.guid ?? null,
      elementName: el?.name ?? null,
      elementType: el?.type ?? null,
      drawing: {
        fileId: r.drawingFileId,
        name: sight.node?.name ?? null,
        fileType: sight.node?.fileType ?? null,
        exists: sight.state === 'ok',
        state: sight.state,
      },
      page: r.page,
      region: (r.region as DrawingRegion | null) ?? null,
      // The picture shows the drawing: only to callers who may open it.
      pic: sight.state === 'ok' ? await picUrl(r) : null,
      createUser: { id: r.createdBy, name: people.get(r.createdBy) ?? '' },
      created: r.createdAt.toISOString(),
      updated: r.updatedAt.toISOString(),
    });
  }
  return out;
}

/** get: the links of the model (or of one element), with what the caller may do. */
export async function getLinks(caller: Caller, dbid?: number | null) {
  const rows = await caller.deps.db
    .select()
    .from(compositeLinks)
    .where(and(eq(compositeLinks.modelId, caller.ref.version.id), dbid === undefined || dbid === null ? undefined : eq(compositeLinks.dbid, dbid)))
    .orderBy(asc(compositeLinks.dbid));
  return { modelId: caller.ref.version.id, fileId: caller.ref.node.id, canEdit: caller.canEdit, list: await present(caller, rows) };
}

async function linkOf(caller: Caller, dbid: number): Promise<Row | null> {
  const [row] = await caller.deps.db
    .select()
    .from(compositeLinks)
    .where(and(eq(compositeLinks.modelId, caller.ref.version.id), eq(compositeLinks.dbid, dbid)));
  return row ?? null;
}

/** The drawing a member links to: a live PDF / DXF / image of the project they may open. */
async function drawingFor(caller: Caller, fileId: string) {
  const sight = await caller.drawing(fileId);
  if (sight.state === 'deleted') throw Errors.badInput('composite.drawingGone');
  // Unknown, another project's or hidden: as if it did not exist (as for any file).
  if (!sight.node) throw Errors.noAccess();
  if (sight.node.kind !== 'file') throw Errors.badInput('file.notAFile');
  if (!(DRAWING_TYPES as readonly string[]).includes(sight.node.fileType ?? '')) throw Errors.badInput('composite.notDrawing');
  return sight.node;
}

const sameRegion = (a: unknown, b: DrawingRegion | null) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** link: creates, replaces (drawingFileId) or removes (drawingFileId null) an element's link. */
export async function setLink(caller: Caller, p: { dbid: number; drawingFileId: string | null; page?: number | null; region?: DrawingRegion | null }) {
  const actorId = needEdit(caller);
  const deps = caller.deps;
  const c = needComplete(caller.ref);
  if (!(await elementFacts(deps.db, c.sourceSha256, [p.dbid])).has(p.dbid)) throw Errors.badInput('composite.unknownElement');
  const existing = await linkOf(caller, p.dbid);
  const now = deps.now();
  // The model element (by its dbid, named by the model file), with the drawing it links to.
  const target = { targetId: `${caller.ref.node.id}#${p.dbid}`, targetName: `${caller.ref.node.name} #${p.dbid}` };
  describeOperation({ ...target, ...changedFields({ drawingFileId: existing?.drawingFileId ?? null }, { drawingFileId: p.drawingFileId }) });
  if (p.drawingFileId === null) {
    if (existing) await deps.db.transaction((tx) => dropLinks(tx, eq(compositeLinks.id, existing.id), now));
    return { dbid: p.dbid, link: null };
  }
  const drawing = await drawingFor(caller, p.drawingFileId);
  const page = p.page ?? null;
  const region = p.region ?? null;
  if (page !== null && drawing.fileType !== 'pdf') throw Errors.badInput('composite.pageNotPdf');
  // The picture shows the linked place: it stays only while the link points at the same place.
  const keepPic = !!existing && existing.drawingFileId === drawing.id && existing.page === page && sameRegion(existing.region, region);
  const values = {
    drawingFileId: drawing.id,
    page,
    region,
    updatedAt: now,
    ...(keepPic ? {} : { picSha256: null, picSize: null, picMime: null, picKey: null }),
  };
  await deps.db.transaction(async (tx) => {
    if (existing) {
      await tx.update(compositeLinks).set(values).where(eq(compositeLinks.id, existing.id));
      if (!keepPic && existing.picSha256) await orphanIfUnreferenced(tx, [existing.picSha256], now);
    } else {
      await tx.insert(compositeLinks).values({
        id: randomUUID(),
        projectId: caller.projectId,
        modelFileId: caller.ref.node.id,
        modelId: caller.ref.version.id,
        dbid: p.dbid,
        createdBy: actorId,
        createdAt: now,
        ...values,
      });
    }
  });
  return { dbid: p.dbid, link: (await present(caller, [(await linkOf(caller, p.dbid))!]))[0] };
}

/** set-drawing-pic: stores (or with null removes) the picture of an element's link. */
export async function setPicture(caller: Caller, p: { dbid: number; pic: string | null }) {
  needEdit(caller);
  const deps = caller.deps;
  const existing = await linkOf(caller, p.dbid);
  if (!existing) throw new AppError(404, ErrorCode.notFound, 'composite.noLink');
  describeOperation({ targetId: `${caller.ref.node.id}#${p.dbid}`, targetName: `${caller.ref.node.name} #${p.dbid}`, after: { picture: !!p.pic } });
  await drawingFor(caller, existing.drawingFileId);
  const image = p.pic ? decodeDataUrl(p.pic) : null;
  const snap = image ? await storeSnapshot(deps, image.bytes, image.mime) : null;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (snap) await registerBlob(tx, snap.blob);
    await tx
      .update(compositeLinks)
      .set({ picSha256: snap?.blob.sha256 ?? null, picSize: snap?.blob.size ?? null, picMime: snap?.mime ?? null, picKey: snap?.key ?? null, updatedAt: now })
      .where(eq(compositeLinks.id, existing.id));
    if (existing.picSha256 && existing.picSha256 !== snap?.blob.sha256) await orphanIfUnreferenced(tx, [existing.picSha256], now);
  });
  return (await present(caller, [(await linkOf(caller, p.dbid))!]))[0];
}

/** The picture behind a key, for a live picture ticket of the link's drawing (as annotation snapshots). */
export async function picture(deps: Deps, key: string, ticket: string | undefined) {
  const { ticket: t } = await redeemTicket(deps, ticket ?? '', ['picture']);
  const [r] = await deps.db
    .select({ sha: compositeLinks.picSha256, mime: compositeLinks.picMime, drawing: compositeLinks.drawingFileId })
    .from(compositeLinks)
    .where(eq(compositeLinks.picKey, key));
  if (!r?.sha || r.drawing !== t.nodeId) throw new AppError(404, ErrorCode.notFound, 'composite.picGone');
  return { mime: r.mime ?? 'image/png', bytes: await readBlob(deps, r.sha) };
}

/** Deletes links; their pictures become collectible. Runs inside the caller's transaction. */
async function dropLinks(tx: DbOrTx, where: SQL | undefined, now: Date) {
  const gone = await tx.delete(compositeLinks).where(where).returning({ sha: compositeLinks.picSha256 });
  await orphanIfUnreferenced(
    tx,
    gone.map((g) => g.sha).filter((s): s is string => !!s),
    now,
  );
}

/** Purging files takes the links of those models and to those drawings along (files/ops.ts). */
export async function dropLinksOfFiles(tx: DbOrTx, fileIds: string[], now: Date) {
  if (fileIds.length) await dropLinks(tx, or(inArray(compositeLinks.modelFileId, fileIds), inArray(compositeLinks.drawingFileId, fileIds)), now);
}

/** Deleting model versions takes their links along (files/info.ts). */
export async function dropLinksOfVersions(tx: DbOrTx, versionIds: string[], now: Date) {
  if (versionIds.length) await dropLinks(tx, inArray(compositeLinks.modelId, versionIds), now);
}
