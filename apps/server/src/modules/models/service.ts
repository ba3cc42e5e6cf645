import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Ctx, Deps } from '../../http/context';
import { AppError, ErrorCode, Errors } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { dmsAccess, sendBlob, mintTicket, redeemTicket, type TicketGrant, fileNodes, fileVersions, presentNode } from '../files';
import { visit, within, type ShareView } from '../shares';
import { ensureConversion, isModelType } from './convert';
import { modelConversions, modelElements } from './tables';
import { describeOperation } from '../../db/operation';

// The model calls of spec 2 §7. A modelId is a file version's id; the caller must be able to
// open that file (dms query) in its project, or reach it through a share link (public calls).

type Version = typeof fileVersions.$inferSelect;
type Node = typeof fileNodes.$inferSelect;
type Conversion = typeof modelConversions.$inferSelect;

export interface ModelRef {
  version: Version;
  node: Node;
  conversion: Conversion | null;
  /** Whose rights issue data tickets (the caller, or the link's creator for a share). */
  issuer: string;
  /** The share link a visitor reaches the model through (null for a member). */
  linkId?: string | null;
}

/** Feet models measure in feet: the viewer's millimetre figures are divided by this (spec 2 §9). */
export const FEET_RATE = 304.8;

async function load(deps: Deps, projectId: string, modelId: string) {
  const [version] = await deps.db
    .select()
    .from(fileVersions)
    .where(and(eq(fileVersions.id, modelId), eq(fileVersions.projectId, projectId)));
  return version ?? null;
}

async function withConversion(deps: Deps, version: Version, node: Node, issuer: string): Promise<ModelRef> {
  if (!isModelType(version.fileType)) throw Errors.badInput('model.notModel');
  const [conversion] = await deps.db.select().from(modelConversions).where(eq(modelConversions.sourceSha256, version.sha256));
  return { version, node, conversion: conversion ?? null, issuer };
}

/** A member's model: the version must belong to a live file they may open. */
export async function memberModel(deps: Deps, scope: ProjectScope, modelId: string): Promise<ModelRef> {
  const version = await load(deps, scope.projectId, modelId);
  if (!version) throw Errors.noAccess();
  const access = dmsAccess(deps, scope);
  const node = await access.node(version.nodeId);
  if (!node || node.recycledAt) throw Errors.noAccess();
  await access.need(node, 'query');
  return withConversion(deps, version, node, scope.actorId);
}

/** A share visitor's model: the file must be inside the link (share header checked by visit). */
export async function visitorModel(ctx: Ctx, linkId: string | null | undefined, modelId: string): Promise<ModelRef> {
  if (!linkId) throw Errors.badInput('model.whereRequired');
  return modelInView(ctx.deps, await visit(ctx, linkId), modelId);
}

/** A model inside a share link the caller already visits (the composite calls keep the view). */
export async function modelInView(deps: Deps, view: ShareView, modelId: string): Promise<ModelRef> {
  const version = await load(deps, view.link.projectId, modelId);
  if (!version) throw Errors.forbiddenKey('share.notInLink');
  const node = await within(view, version.nodeId);
  return { ...(await withConversion(deps, version, node, view.link.createdBy)), linkId: view.link.id };
}

export function needComplete(ref: ModelRef): Conversion {
  const c = ref.conversion;
  if (c?.status === 'complete') return c;
  if (c?.status === 'error') throw new AppError(409, ErrorCode.modelConvertError, 'model.convertError');
  throw new AppError(409, ErrorCode.modelConverting, 'model.converting');
}

/** get-3d-jarvis-data: what the viewer needs to know before loading (starts a missing conversion). */
export async function modelInfo(deps: Deps, ref: ModelRef) {
  let c = ref.conversion;
  if (!c) {
    // Files landed before models were converted start now, on first open.
    await deps.db.transaction((tx) => ensureConversion(tx, ref.version.sha256, ref.version.fileType ?? 'ifc', deps.now()));
    [c] = await deps.db.select().from(modelConversions).where(eq(modelConversions.sourceSha256, ref.version.sha256));
  }
  return {
    modelId: ref.version.id,
    fileId: ref.node.id,
    projectId: ref.node.projectId,
    name: ref.version.name,
    fileType: ref.version.fileType,
    version: ref.version.version,
    isCurrent: ref.node.currentVersionId === ref.version.id,
    file: presentNode(ref.node),
    status: c.status,
    forgeStatus: c.status,
    error: c.error,
    schema: c.schema,
    lengthUnit: c.lengthUnit,
    measureRate: c.lengthUnit === 'ft' ? FEET_RATE : 1,
    partCount: c.elementCount,
    svfSize: c.fragmentsSize,
  };
}

/**
 * POST get-forge-3d-data: a short-lived address of the model's fragments (forgeDataPath), a
 * view ticket (files/tickets.ts) checked again on every use: a member's session and right to
 * open the file, or the visitor's share link.
 */
export async function forgeDataPath(deps: Deps, ref: ModelRef, sessionId: string | null) {
  needComplete(ref);
  const base = { userId: ref.issuer, projectId: ref.node.projectId };
  const grant: TicketGrant = ref.linkId ? { ...base, via: 'share', viaId: ref.linkId, sessionId: null } : { ...base, via: 'member', sessionId };
  const t = await mintTicket(deps, grant, { purpose: 'model', nodeId: ref.node.id, versionId: ref.version.id, inline: true, need: 'query', mode: 'view' });
  return {
    forgeDataPath: `/public/model/forge/get-forge-3d-data?path=${encodeURIComponent(t.ticket)}`,
    expiresAt: t.expiresAt,
    size: ref.conversion!.fragmentsSize,
  };
}

/** GET get-forge-3d-data?path=…: the fragments bytes behind a model ticket. */
export async function sendFragments(deps: Deps, req: FastifyRequest, reply: FastifyReply, path: string) {
  const { ticket: t } = await redeemTicket(deps, path, ['model']).catch((err: unknown) => {
    throw err instanceof AppError && err.status === 410 ? new AppError(410, ErrorCode.notFound, 'model.pathExpired') : err;
  });
  const [v] = await deps.db
    .select()
    .from(fileVersions)
    .where(eq(fileVersions.id, t.versionId ?? ''));
  const [c] = v ? await deps.db.select().from(modelConversions).where(eq(modelConversions.sourceSha256, v.sha256)) : [];
  if (!c?.fragmentsSha256) throw new AppError(410, ErrorCode.notFound, 'model.pathExpired');
  reply.header('Cache-Control', 'private, max-age=300');
  return sendBlob(deps, req, reply, { sha256: c.fragmentsSha256, size: c.fragmentsSize ?? 0, name: `${v.name}.frag`, type: 'frag', inline: false });
}

interface TreeNode {
  modelId: string;
  dataId: number;
  name: string;
  type: string;
  guid: string | null;
  partCount: number;
  children: TreeNode[];
}

/** get-3d-files-tree: the spatial tree (project → site → building → storey → elements). */
export async function modelTree(deps: Deps, ref: ModelRef) {
  const c = needComplete(ref);
  const rows = await deps.db
    .select({ id: modelElements.expressId, parent: modelElements.parentId, name: modelElements.name, type: modelElements.ifcClass, guid: modelElements.guid })
    .from(modelElements)
    .where(eq(modelElements.sourceSha256, c.sourceSha256))
    .orderBy(asc(modelElements.parentId), asc(modelElements.position));
  const nodes = new Map<number, TreeNode>(
    rows.map((r) => [r.id, { modelId: ref.version.id, dataId: r.id, name: r.name || r.type, type: r.type, guid: r.guid, partCount: 0, children: [] }]),
  );
  for (const r of rows) if (r.parent !== null) nodes.get(r.parent)?.children.push(nodes.get(r.id)!);
  const count = (n: TreeNode): number => (n.partCount = n.children.reduce((a, ch) => a + 1 + count(ch), 0));
  const root = nodes.get(c.rootId ?? -1);
  if (root) count(root);
  return { modelId: ref.version.id, svfSize: c.fragmentsSize, partCount: c.elementCount, tree: root ? [root] : [] };
}

/** get-mode-tree-layer: the elements grouped by IFC class (layers the viewer can hide). */
export async function modelLayers(deps: Deps, ref: ModelRef) {
  const c = needComplete(ref);
  const rows = await deps.db
    .select({ type: modelElements.ifcClass, ids: sql<number[]>`array_agg(${modelElements.expressId} order by ${modelElements.expressId})` })
    .from(modelElements)
    .where(eq(modelElements.sourceSha256, c.sourceSha256))
    .groupBy(modelElements.ifcClass)
    .orderBy(asc(modelElements.ifcClass));
  return rows.map((r) => ({ name: r.type, count: r.ids.length, dataIds: r.ids.map(Number) }));
}

/** get-3d-jarvis-data-property: attributes and property sets of the asked elements. */
export async function modelProperties(deps: Deps, ref: ModelRef, ids: number[]) {
  const c = needComplete(ref);
  const rows = await deps.db
    .select()
    .from(modelElements)
    .where(and(eq(modelElements.sourceSha256, c.sourceSha256), inArray(modelElements.expressId, [...new Set(ids)])));
  return rows.map((r) => ({ dataId: r.expressId, guid: r.guid, name: r.name, type: r.ifcClass, attributes: r.attrs, propertySets: r.psets }));
}

/** forge/get-viewables: the storeys, bottom up, each a 2D plan view the viewer can cut. */
export async function modelViewables(deps: Deps, ref: ModelRef) {
  const c = needComplete(ref);
  const rows = await deps.db
    .select()
    .from(modelElements)
    .where(and(eq(modelElements.sourceSha256, c.sourceSha256), sql`lower(${modelElements.ifcClass}) = 'ifcbuildingstorey'`));
  const elevation = (r: (typeof rows)[number]) => Number((r.attrs as { Elevation?: unknown }).Elevation ?? 0) || 0;
  return rows
    .sort((a, b) => elevation(a) - elevation(b) || a.position - b.position)
    .map((r) => ({
      viewableId: r.expressId,
      dataId: r.expressId,
      name: r.name || `#${r.expressId}`,
      type: '2d',
      elevation: elevation(r),
      lengthUnit: c.lengthUnit,
    }));
}

/** retry-model-convert-task: a failed conversion is queued again. */
export async function retryConversion(deps: Deps, scope: ProjectScope, p: { modelId?: string | null; fileId?: string | null }) {
  let modelId = p.modelId ?? null;
  if (!modelId) {
    const [n] = await deps.db
      .select()
      .from(fileNodes)
      .where(and(eq(fileNodes.id, p.fileId ?? ''), eq(fileNodes.projectId, scope.projectId)));
    if (!n) throw Errors.noAccess();
    modelId = n.currentVersionId;
  }
  const ref = await memberModel(deps, scope, modelId ?? '');
  if (ref.conversion?.status !== 'error') throw Errors.badInput('model.notFailed');
  describeOperation({ targetId: ref.node.id, targetName: ref.node.name, before: { status: 'error' }, after: { status: 'converting' } });
  await deps.db.transaction((tx) => ensureConversion(tx, ref.version.sha256, ref.version.fileType ?? 'ifc', deps.now(), true));
  return { modelId: ref.version.id, fileId: ref.node.id, status: 'converting' };
}

/** IFC GUIDs of a model content's elements by express id (BCF export); unknown ids are left out. */
export async function guidsOf(db: DbOrTx, sourceSha256: string, ids: number[]): Promise<Map<number, string>> {
  const want = [...new Set(ids)];
  if (!want.length) return new Map();
  const rows = await db
    .select({ id: modelElements.expressId, guid: modelElements.guid })
    .from(modelElements)
    .where(and(eq(modelElements.sourceSha256, sourceSha256), inArray(modelElements.expressId, want)));
  return new Map(rows.filter((r) => r.guid).map((r) => [r.id, r.guid!]));
}

/** Express ids of a model content's elements by IFC GUID (BCF import). */
export async function expressIdsOf(db: DbOrTx, sourceSha256: string, guids: string[]): Promise<Map<string, number>> {
  const want = [...new Set(guids)];
  if (!want.length) return new Map();
  const rows = await db
    .select({ id: modelElements.expressId, guid: modelElements.guid })
    .from(modelElements)
    .where(and(eq(modelElements.sourceSha256, sourceSha256), inArray(modelElements.guid, want)));
  return new Map(rows.map((r) => [r.guid!, r.id]));
}

/** Name, class and GUID of a model content's elements by express id; unknown ids are left out. */
export async function elementFacts(db: DbOrTx, sourceSha256: string, ids: number[]) {
  const want = [...new Set(ids)];
  if (!want.length) return new Map<number, { guid: string | null; name: string | null; type: string }>();
  const rows = await db
    .select({ id: modelElements.expressId, guid: modelElements.guid, name: modelElements.name, type: modelElements.ifcClass })
    .from(modelElements)
    .where(and(eq(modelElements.sourceSha256, sourceSha256), inArray(modelElements.expressId, want)));
  return new Map(rows.map((r) => [r.id, { guid: r.guid, name: r.name, type: r.type }]));
}
