import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { usersByIds } from '../accounts';
import type { ProjectScope } from '../roles';
import { runHooks, versionsDeletedHooks } from './registries';
import { orphanIfUnreferenced, versionsOf, type Node } from './storage/content';
import { presentNode } from './service';
import { dmsAccess } from './access';
import { ancestorsOf, itemsOf } from './tree';
import { fileNodes, fileVersions } from './tables';
import { describeOperation } from '../../db/operation';

// Reading one item (by id, info, where it sits in the list) and its versions.

export async function fileById(deps: Deps, scope: ProjectScope, fileId: string) {
  const [node] = await itemsOf(deps.db, scope.projectId, [fileId], { recycled: false });
  await dmsAccess(deps, scope).see(node);
  return presentNode(node);
}

export async function fileInfo(deps: Deps, scope: ProjectScope, fileId: string) {
  const [node] = await itemsOf(deps.db, scope.projectId, [fileId]);
  await dmsAccess(deps, scope).see(node);
  const path = await ancestorsOf(deps.db, scope.projectId, node);
  const versions = node.kind === 'file' ? await versionsOf(deps.db, node.id) : [];
  const people = await usersByIds(deps.db, [node.createdBy, node.updatedBy]);
  const nameOf = (id: string) => people.find((u) => u.id === id)?.name ?? '';
  return {
    // The info drawer shows the current content's md5, as the list does.
    file: { ...presentNode(node), md5: versions.find((v) => v.id === node.currentVersionId)?.md5 ?? null },
    path: path.map((p) => ({ _id: p.id, name: p.name })),
    versions: versions.length,
    createUserName: nameOf(node.createdBy),
    modifyUserName: nameOf(node.updatedBy),
  };
}

/**
 * Which page of its folder (default sort: folders first, newest first) shows the item, so a
 * deep link (projectFileId) can open the right folder and page.
 */
export async function filePage(deps: Deps, scope: ProjectScope, fileId: string, pageSize: number) {
  const [n] = await itemsOf(deps.db, scope.projectId, [fileId], { recycled: false });
  const access = dmsAccess(deps, scope);
  await access.see(n);
  const visible = await access.visibleChildren();
  const rank = (k: typeof fileNodes.kind) => sql`case when ${k} = 'folder' then 0 else 1 end`;
  const mine = n.kind === 'folder' ? 0 : 1;
  const [{ before }] = await deps.db
    .select({ before: sql<string>`count(*)` })
    .from(fileNodes)
    .where(
      and(
        eq(fileNodes.projectId, scope.projectId),
        n.parentId ? eq(fileNodes.parentId, n.parentId) : isNull(fileNodes.parentId),
        isNull(fileNodes.recycledAt),
        visible,
        or(
          sql`${rank(fileNodes.kind)} < ${mine}`,
          and(sql`${rank(fileNodes.kind)} = ${mine}`, gt(fileNodes.createdAt, n.createdAt)),
          and(sql`${rank(fileNodes.kind)} = ${mine}`, eq(fileNodes.createdAt, n.createdAt), lt(fileNodes.id, n.id)),
        ),
      ),
    );
  return { parentId: n.parentId, pageNum: Math.floor(Number(before) / pageSize) + 1, pageSize };
}

export async function versionList(deps: Deps, scope: ProjectScope, fileId: string) {
  const [node] = await itemsOf(deps.db, scope.projectId, [fileId]);
  await dmsAccess(deps, scope).see(node);
  if (node.kind !== 'file') throw Errors.badInput('file.notAFile');
  const rows = await versionsOf(deps.db, node.id);
  const people = await usersByIds(
    deps.db,
    rows.map((r) => r.createdBy),
  );
  return {
    list: rows.map((v) => ({
      _id: v.id,
      version: v.version,
      name: v.name,
      createUser: v.createdBy,
      createUserName: people.find((u) => u.id === v.createdBy)?.name ?? '',
      createTime: v.createdAt.toISOString(),
      versionDesc: v.description,
      files: { size: v.size, type: v.fileType, md5: v.md5 },
      projectFileId: node.id,
      fileId: node.id,
      projectId: node.projectId,
      current: v.id === node.currentVersionId,
    })),
  };
}

/**
 * Deletes versions. A file keeps at least one version: deleting all that remain moves the file
 * to the recycle bin instead (with its newest version, so it can be restored). When the
 * current version goes, the newest remaining one becomes current.
 */
export async function deleteVersions(deps: Deps, scope: ProjectScope, actor: Actor, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await deps.db
    .select()
    .from(fileVersions)
    .where(and(eq(fileVersions.projectId, scope.projectId), inArray(fileVersions.id, unique)));
  if (rows.length !== unique.length) throw Errors.notFound();
  const access = dmsAccess(deps, scope);
  for (const nodeId of new Set(rows.map((r) => r.nodeId))) await access.need(await access.node(nodeId), 'delete');
  const now = deps.now();
  let recycledFiles = 0;
  await deps.db.transaction(async (tx) => {
    for (const nodeId of new Set(rows.map((r) => r.nodeId))) {
      const [node] = await tx.select().from(fileNodes).where(eq(fileNodes.id, nodeId));
      if (node.recycledAt) throw Errors.notFound();
      const all = await tx.select().from(fileVersions).where(eq(fileVersions.nodeId, nodeId)).orderBy(desc(fileVersions.version));
      const gone = new Set(rows.filter((r) => r.nodeId === nodeId).map((r) => r.id));
      describeOperation({ targetId: node.id, targetName: node.name, after: { deletedVersions: all.filter((v) => gone.has(v.id)).map((v) => v.version) } });
      const left = all.filter((v) => !gone.has(v.id));
      if (!left.length) {
        // Keep the newest; the file goes to the recycle bin.
        const [keep, ...drop] = all;
        await dropVersions(
          tx,
          drop.map((d) => d.id),
          now,
        );
        await tx
          .update(fileNodes)
          .set({ recycledAt: now, recycledBy: actor.userId, currentVersionId: keep.id, version: keep.version, size: keep.size })
          .where(eq(fileNodes.id, nodeId));
        recycledFiles++;
        continue;
      }
      await dropVersions(tx, [...gone], now);
      const current = left.find((v) => v.id === node.currentVersionId) ?? left[0];
      await setCurrent(tx, node, current, actor, now);
    }
  });
  return { deleted: rows.length, recycledFiles };
}

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

async function dropVersions(tx: Tx, ids: string[], now: Date) {
  if (!ids.length) return;
  await runHooks(versionsDeletedHooks, tx, ids, now);
  const gone = await tx.delete(fileVersions).where(inArray(fileVersions.id, ids)).returning({ sha: fileVersions.sha256 });
  await orphanIfUnreferenced(
    tx,
    gone.map((g) => g.sha),
    now,
  );
}

async function setCurrent(tx: Tx, node: Node, v: typeof fileVersions.$inferSelect, actor: Actor, now: Date) {
  if (node.currentVersionId === v.id) return;
  await tx
    .update(fileNodes)
    .set({ currentVersionId: v.id, version: v.version, size: v.size, updatedBy: actor.userId, updatedAt: now })
    .where(eq(fileNodes.id, node.id));
}
