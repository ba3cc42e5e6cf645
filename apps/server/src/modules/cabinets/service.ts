import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { cabinetContentBody } from '@trestle/shared/cabinet-schemas';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { usersByIds } from '../accounts';
import { dropAcls } from '../permissions';
import { dmsAccess, setInCabinet, fileNodes, fileVersions } from '../files';
import type { ProjectScope } from '../roles';
import { cabinetAccess } from './access';
import { cabinetDrawings, cabinets } from './tables';
import { changedFields, describeOperation } from '../../db/operation';

// Drawing cabinets (docs/sharing-permissions.md "Cabinets"): named, nesting boxes of drawings.
// A drawing entry points at a document file and pins the version it was added with.

const today = (d: Date) => d.toISOString().slice(0, 10);

export async function cabinetTree(deps: Deps, scope: ProjectScope) {
  const access = cabinetAccess(deps, scope);
  const all = await deps.db.select().from(cabinets).where(eq(cabinets.projectId, scope.projectId)).orderBy(asc(cabinets.name));
  access.remember(all);
  const counts = await deps.db
    .select({ id: cabinetDrawings.cabinetId, n: count() })
    .from(cabinetDrawings)
    .where(eq(cabinetDrawings.projectId, scope.projectId))
    .groupBy(cabinetDrawings.cabinetId);
  type TreeNode = { id: string; name: string; parentId: string | null; drawingCount: number; permissions: Record<string, boolean>; children: TreeNode[] };
  const build = async (parentId: string | null): Promise<TreeNode[]> => {
    const out: TreeNode[] = [];
    for (const c of all.filter((x) => x.parentId === parentId)) {
      if (!(await access.at(c.id))) continue;
      out.push({
        id: c.id,
        name: c.name,
        parentId: c.parentId,
        drawingCount: counts.find((x) => x.id === c.id)?.n ?? 0,
        permissions: await access.flags(c.id),
        children: await build(c.id),
      });
    }
    return out;
  };
  const top = await access.flags(null);
  return { tree: await build(null), canAddRoot: top.addchild, permissions: top };
}

async function assertFreeName(db: DbOrTx, projectId: string, parentId: string | null, name: string, except?: string) {
  const siblings = await db
    .select()
    .from(cabinets)
    .where(and(eq(cabinets.projectId, projectId), parentId ? eq(cabinets.parentId, parentId) : sql`${cabinets.parentId} is null`));
  if (siblings.some((s) => s.id !== except && s.name.toLowerCase() === name.toLowerCase())) throw Errors.badInput('cabinet.nameExists', { name });
}

export async function createCabinet(deps: Deps, scope: ProjectScope, parentId: string | null | undefined, name: string) {
  const parent = await cabinetAccess(deps, scope).need(parentId ?? null, 'addchild');
  return deps.db.transaction(async (tx) => {
    await assertFreeName(tx, scope.projectId, parent?.id ?? null, name);
    const now = deps.now();
    const row = { id: randomUUID(), projectId: scope.projectId, parentId: parent?.id ?? null, name, createdBy: scope.actorId, createdAt: now, updatedAt: now };
    await tx.insert(cabinets).values(row);
    describeOperation({ targetId: row.id, targetName: name, after: { parentId: row.parentId } });
    return { id: row.id, name: row.name, parentId: row.parentId };
  });
}

export async function renameCabinet(deps: Deps, scope: ProjectScope, id: string, name: string) {
  const c = (await cabinetAccess(deps, scope).need(id, 'rename'))!;
  await deps.db.transaction(async (tx) => {
    await assertFreeName(tx, scope.projectId, c.parentId, name, c.id);
    await tx.update(cabinets).set({ name, updatedAt: deps.now() }).where(eq(cabinets.id, c.id));
    describeOperation({ targetId: c.id, targetName: name, ...changedFields(c, { name }) });
  });
  return { id: c.id, name };
}

/** Sets isInCabinet of these files from whether they still have an entry in some cabinet. */
export async function refreshInCabinet(tx: DbOrTx, nodeIds: string[]) {
  const ids = [...new Set(nodeIds)];
  if (!ids.length) return;
  const still = new Set((await tx.select({ id: cabinetDrawings.nodeId }).from(cabinetDrawings).where(inArray(cabinetDrawings.nodeId, ids))).map((r) => r.id));
  await setInCabinet(
    tx,
    ids.filter((i) => still.has(i)),
    ids.filter((i) => !still.has(i)),
  );
}

/** Deletes a cabinet with its sub-cabinets and entries; the documents stay where they are. */
export async function deleteCabinet(deps: Deps, scope: ProjectScope, id: string) {
  const c = (await cabinetAccess(deps, scope).need(id, 'delete'))!;
  const all = await deps.db.select().from(cabinets).where(eq(cabinets.projectId, scope.projectId));
  const gone = [c.id];
  for (let i = 0; i < gone.length; i++) gone.push(...all.filter((x) => x.parentId === gone[i]).map((x) => x.id));
  describeOperation({ targetId: c.id, targetName: c.name, after: { deletedCabinets: gone.length } });
  await deps.db.transaction(async (tx) => {
    const entries = await tx
      .select({ nodeId: cabinetDrawings.nodeId, id: cabinetDrawings.id })
      .from(cabinetDrawings)
      .where(inArray(cabinetDrawings.cabinetId, gone));
    await tx.delete(cabinets).where(inArray(cabinets.id, gone));
    await dropAcls(tx, 'cabinet', [...gone, ...entries.map((e) => e.id)]);
    await refreshInCabinet(
      tx,
      entries.map((e) => e.nodeId),
    );
  });
  return { deleted: gone.length };
}

const SORTS = { displayDate: cabinetDrawings.displayDate, name: fileNodes.name, createTime: cabinetDrawings.createdAt, size: fileNodes.size } as const;

export async function cabinetContent(deps: Deps, scope: ProjectScope, q: z.infer<typeof cabinetContentBody>) {
  const access = cabinetAccess(deps, scope);
  const c = (await access.need(q.cabinetId, 'allow').catch((e) => {
    // Without allow the cabinet is not the caller's to see (spec 2 §6: message and /401).
    if (e?.errorCode === 4030) throw Errors.noAccess();
    throw e;
  }))!;
  const conds: SQL[] = [eq(cabinetDrawings.cabinetId, c.id)];
  if (q.name) conds.push(ilike(fileNodes.name, `%${q.name.replace(/[%_\\]/g, '\\$&')}%`));
  const dir = q.sortValue === 'asc' ? asc : desc;
  const base = deps.db.select({ d: cabinetDrawings, n: fileNodes }).from(cabinetDrawings).innerJoin(fileNodes, eq(fileNodes.id, cabinetDrawings.nodeId));
  const [{ total }] = await deps.db
    .select({ total: count() })
    .from(cabinetDrawings)
    .innerJoin(fileNodes, eq(fileNodes.id, cabinetDrawings.nodeId))
    .where(and(...conds));
  const rows = await base
    .where(and(...conds))
    .orderBy(dir(SORTS[q.sort]), dir(cabinetDrawings.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const versionIds = rows.flatMap((r) => [r.d.versionId, r.n.currentVersionId]).filter((v): v is string => !!v);
  const versions = versionIds.length ? await deps.db.select().from(fileVersions).where(inArray(fileVersions.id, versionIds)) : [];
  const people = await usersByIds(deps.db, [...new Set(rows.map((r) => r.d.addedBy))]);
  const list = rows.map(({ d, n }) => {
    const pinned = versions.find((v) => v.id === d.versionId) ?? versions.find((v) => v.id === n.currentVersionId);
    const current = versions.find((v) => v.id === n.currentVersionId);
    return {
      dataId: d.id,
      fileId: n.id,
      name: n.name,
      type: n.fileType,
      files: { size: pinned?.size ?? n.size },
      createTime: d.createdAt.toISOString(),
      displayDate: d.displayDate,
      status: n.recycledAt ? 'deleted' : pinned && current && pinned.id !== current.id ? 'outdated' : 'current',
      version: pinned?.version ?? n.version,
      currentVersion: current?.version ?? n.version,
      addedBy: d.addedBy,
      addedByName: people.find((p) => p.id === d.addedBy)?.name ?? '',
    };
  });
  return { list, total, cabinet: { id: c.id, name: c.name, parentId: c.parentId }, cabinetPermissions: await access.flags(c.id) };
}

export async function addDrawings(deps: Deps, scope: ProjectScope, cabinetId: string, fileIds: string[], displayDate?: string | null) {
  const c = (await cabinetAccess(deps, scope).need(cabinetId, 'adddrawing'))!;
  const ids = [...new Set(fileIds)];
  const nodes = await deps.db
    .select()
    .from(fileNodes)
    .where(and(eq(fileNodes.projectId, scope.projectId), inArray(fileNodes.id, ids)));
  if (nodes.length !== ids.length || nodes.some((n) => n.recycledAt)) throw Errors.notFound();
  if (nodes.some((n) => n.kind !== 'file')) throw Errors.badInput('cabinet.onlyFiles');
  const access = dmsAccess(deps, scope);
  await access.needAll(nodes, 'cabinet');
  // A cabinet serves the drawing to whoever holds its download right: the one adding it must
  // hold the document's own download right.
  await access.needHandOut(nodes, 'file.noDownloadToCabinet');
  return deps.db.transaction(async (tx) => {
    const held = new Set(
      (
        await tx
          .select({ id: cabinetDrawings.nodeId })
          .from(cabinetDrawings)
          .where(and(eq(cabinetDrawings.cabinetId, c.id), inArray(cabinetDrawings.nodeId, ids)))
      ).map((r) => r.id),
    );
    const fresh = nodes.filter((n) => !held.has(n.id));
    const now = deps.now();
    if (fresh.length) {
      await tx.insert(cabinetDrawings).values(
        fresh.map((n, i) => ({
          id: randomUUID(),
          cabinetId: c.id,
          projectId: scope.projectId,
          nodeId: n.id,
          versionId: n.currentVersionId,
          displayDate: displayDate ?? today(now),
          addedBy: scope.actorId,
          createdAt: new Date(now.getTime() + i),
          updatedAt: now,
        })),
      );
      await setInCabinet(
        tx,
        fresh.map((n) => n.id),
        [],
      );
    }
    // The cabinet, then each document put into it.
    describeOperation({ targetId: c.id, targetName: c.name });
    for (const n of fresh) describeOperation({ targetId: n.id, targetName: n.name, after: { cabinetId: c.id } });
    return { added: fresh.length, skipped: nodes.length - fresh.length };
  });
}
