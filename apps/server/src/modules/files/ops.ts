import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { copyAcls, dropAcls } from '../permissions';
import { assertRoomFor, extensionOf, orphanIfUnreferenced, type Node } from './storage/content';
import { presentNode } from './service';
import { dmsAccess, needInto } from './access';
import { ancestorsOf, descendantsOf, folderPath, freeName, itemsOf, takenAmong } from './tree';
import { liveFolder } from './upload/upload';
import { checkedName } from './names';
import { fileLabels, fileNodeLabels, fileNodes, fileVersions } from './tables';
import { cleared, patchOf } from '../../db/patch';
import { changedFields, describeOperation } from '../../db/operation';
import { filesDeletedHooks, runHooks } from './registries';

// Changing the tree: rename, move, copy, recycle bin, labels. Multi-row changes run in one
// transaction so a failure leaves the tree as it was.

export async function rename(deps: Deps, scope: ProjectScope, actor: Actor, fileId: string, raw: string) {
  const [node] = await itemsOf(deps.db, scope.projectId, [fileId], { recycled: false });
  await dmsAccess(deps, scope).need(node, 'rename');
  let name = checkedName(raw);
  // A file keeps its type: "plan" for "plan.pdf" means "plan.pdf".
  if (node.kind === 'file' && node.fileType && !extensionOf(name)) name = `${name}.${node.fileType}`;
  describeOperation({ targetId: node.id, targetName: name, before: { name: node.name }, after: { name } });
  return deps.db.transaction(async (tx) => {
    const taken = await takenAmong(tx, scope.projectId, node.parentId, [name], node.id);
    if (taken.size) throw Errors.badInput('file.nameTaken', { name });
    const [row] = await tx
      .update(fileNodes)
      .set({ name, fileType: node.kind === 'file' ? extensionOf(name) : null, updatedBy: actor.userId, updatedAt: deps.now() })
      .where(eq(fileNodes.id, node.id))
      .returning();
    return presentNode(row);
  });
}

/** Refuses a move or copy of a folder into itself or below itself. */
async function assertNotInto(deps: Deps, scope: ProjectScope, items: Node[], target: Node | null) {
  if (!target) return;
  const above = new Set([target.id, ...(await ancestorsOf(deps.db, scope.projectId, target)).map((a) => a.id)]);
  if (items.some((i) => above.has(i.id))) throw Errors.badInput('file.moveIntoSelf');
}

export async function move(deps: Deps, scope: ProjectScope, actor: Actor, fileIds: string[], targetId: string | null | undefined) {
  const items = await itemsOf(deps.db, scope.projectId, fileIds, { recycled: false });
  const target = await liveFolder(deps.db, scope.projectId, targetId);
  const access = dmsAccess(deps, scope);
  await access.needAll(items, 'move');
  await needInto(access, target, items);
  await assertNotInto(deps, scope, items, target);
  const moving = items.filter((i) => i.parentId !== (target?.id ?? null));
  // Moving a file elsewhere changes who may download it (the target's grants apply): only a
  // caller who may download it here moves it; what is hidden from them below stays hidden.
  const below = (
    await descendantsOf(
      deps.db,
      scope.projectId,
      moving.filter((i) => i.kind === 'folder').map((i) => i.id),
    )
  ).filter((n) => !n.recycledAt);
  await access.needHandOut([...moving, ...(await access.filterVisible(below))], 'file.noDownloadToMove');
  const to = await folderPath(deps.db, scope.projectId, target);
  const from = await pathsOfParents(deps, scope, moving);
  for (const m of moving) describeOperation({ targetId: m.id, targetName: m.name, before: { folder: from.get(m.parentId) }, after: { folder: to } });
  await deps.db.transaction(async (tx) => {
    const taken = await takenAmong(
      tx,
      scope.projectId,
      target?.id ?? null,
      moving.map((m) => m.name),
    );
    for (const item of moving) {
      if (taken.has(item.name.toLowerCase())) throw Errors.badInput('file.nameTaken', { name: item.name });
      taken.add(item.name.toLowerCase());
    }
    if (moving.length) {
      await tx
        .update(fileNodes)
        .set({ parentId: target?.id ?? null, updatedBy: actor.userId, updatedAt: deps.now() })
        .where(
          inArray(
            fileNodes.id,
            moving.map((m) => m.id),
          ),
        );
    }
  });
  return { moved: moving.length };
}

/** The paths of the folders these items are in, by parent id (null: the root). */
async function pathsOfParents(deps: Deps, scope: ProjectScope, items: Node[]): Promise<Map<string | null, string>> {
  const out = new Map<string | null, string>();
  for (const parentId of new Set(items.map((i) => i.parentId))) {
    const [parent] = parentId ? await itemsOf(deps.db, scope.projectId, [parentId]) : [null];
    out.set(parentId, await folderPath(deps.db, scope.projectId, parent));
  }
  return out;
}

/** Copies items (folders with everything below) into a folder; copies share the stored bytes. */
export async function copy(deps: Deps, scope: ProjectScope, actor: Actor, fileIds: string[], targetId: string | null | undefined) {
  const items = await itemsOf(deps.db, scope.projectId, fileIds, { recycled: false });
  const target = await liveFolder(deps.db, scope.projectId, targetId);
  const access = dmsAccess(deps, scope);
  await access.needAll(items, 'copy');
  await needInto(access, target, items);
  await assertNotInto(deps, scope, items, target);
  // What the caller cannot see inside a folder is not copied.
  const below = await access.filterVisible(
    (
      await descendantsOf(
        deps.db,
        scope.projectId,
        items.filter((i) => i.kind === 'folder').map((i) => i.id),
      )
    ).filter((n) => !n.recycledAt),
  );
  // A copy is a download by another way: every file copied needs `download` where it is.
  await access.needHandOut([...items, ...below], 'file.noDownloadToCopy');
  const all = [...items, ...below];
  const versionIds = all.map((n) => n.currentVersionId).filter((v): v is string => !!v);
  const versions = versionIds.length ? await deps.db.select().from(fileVersions).where(inArray(fileVersions.id, versionIds)) : [];
  const versionOf = new Map(versions.map((v) => [v.id, v]));
  const bytes = versions.reduce((s, v) => s + v.size, 0);
  const now = deps.now();
  let copied = 0;
  const to = await folderPath(deps.db, scope.projectId, target);
  const from = await pathsOfParents(deps, scope, items);
  await deps.db.transaction(async (tx) => {
    await assertRoomFor(tx, scope.enterpriseId, bytes);
    const reserved = new Set<string>();
    const newId = new Map<string, string>();
    const children = new Map<string | null, Node[]>();
    for (const n of below) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);
    const place = async (n: Node, parentId: string | null, name: string) => {
      const id = randomUUID();
      newId.set(n.id, id);
      const v = n.currentVersionId ? versionOf.get(n.currentVersionId) : undefined;
      const versionId = v ? randomUUID() : null;
      await tx.insert(fileNodes).values({
        id,
        projectId: scope.projectId,
        parentId,
        kind: n.kind,
        name,
        fileType: n.fileType,
        size: n.size,
        version: 1,
        currentVersionId: versionId,
        createdBy: actor.userId,
        updatedBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      if (v && versionId) {
        await tx.insert(fileVersions).values({
          id: versionId,
          nodeId: id,
          projectId: scope.projectId,
          version: 1,
          sha256: v.sha256,
          md5: v.md5,
          size: v.size,
          name,
          fileType: n.fileType,
          description: v.description,
          createdBy: actor.userId,
          createdAt: now,
        });
      }
      copied++;
      for (const c of children.get(n.id) ?? []) await place(c, id, c.name);
    };
    for (const item of items) {
      const name = await freeName(tx, scope.projectId, target?.id ?? null, item.name, reserved);
      reserved.add(name.toLowerCase());
      await place(item, target?.id ?? null, name);
      const source = from.get(item.parentId);
      describeOperation({
        targetId: newId.get(item.id)!,
        targetName: name,
        after: { name, folder: to, copyOf: `${source === '/' ? '' : source}/${item.name}` },
      });
    }
    // A restricted item's copy stays restricted the same way.
    await copyAcls(
      tx,
      'dms',
      [...newId].map(([from, to]) => ({ from, to })),
    );
  });
  return { copied };
}

/**
 * is_recycle 1: the items and everything live below them go to the recycle bin together (one
 * timestamp marks the batch). 0: they come back with that batch, into their folder if it is
 * still there, else the root; a name taken meanwhile gets " (2)".
 */
export async function setRecycled(deps: Deps, scope: ProjectScope, actor: Actor, fileIds: string[], recycle: boolean) {
  const items = await itemsOf(deps.db, scope.projectId, fileIds, { recycled: !recycle });
  const access = dmsAccess(deps, scope);
  await access.needAll(items, 'delete');
  const now = deps.now();
  for (const i of items) describeOperation({ targetId: i.id, targetName: i.name, before: { recycled: !recycle }, after: { recycled: recycle } });
  await deps.db.transaction(async (tx) => {
    if (recycle) {
      const below = (
        await descendantsOf(
          tx,
          scope.projectId,
          items.filter((i) => i.kind === 'folder').map((i) => i.id),
        )
      ).filter((n) => !n.recycledAt);
      // A folder holding items hidden from the caller is not theirs to delete.
      if ((await access.filterVisible(below)).length !== below.length) throw Errors.forbidden();
      await tx
        .update(fileNodes)
        .set({ recycledAt: now, recycledBy: actor.userId })
        .where(
          inArray(
            fileNodes.id,
            [...items, ...below].map((n) => n.id),
          ),
        );
      return;
    }
    for (const item of items) {
      const parent = item.parentId ? await liveFolder(tx, scope.projectId, item.parentId).catch(() => null) : null;
      const name = await freeName(tx, scope.projectId, parent?.id ?? null, item.name);
      const batch = (await descendantsOf(tx, scope.projectId, item.kind === 'folder' ? [item.id] : [])).filter(
        (n) => n.recycledAt?.getTime() === item.recycledAt!.getTime(),
      );
      await tx
        .update(fileNodes)
        .set({ parentId: parent?.id ?? null, name, recycledAt: null, recycledBy: null, updatedBy: actor.userId, updatedAt: now })
        .where(eq(fileNodes.id, item.id));
      if (batch.length)
        await tx
          .update(fileNodes)
          .set({ recycledAt: null, recycledBy: null })
          .where(
            inArray(
              fileNodes.id,
              batch.map((b) => b.id),
            ),
          );
    }
  });
  return { count: items.length };
}

/** Deletes items of the recycle bin for good, with everything below; their bytes go when unreferenced. */
export async function purge(deps: Deps, scope: ProjectScope, fileIds: string[]) {
  const items = await itemsOf(deps.db, scope.projectId, fileIds);
  const access = dmsAccess(deps, scope);
  await access.needAll(items, 'delete');
  if (items.some((r) => !r.recycledAt)) throw Errors.badInput('file.notInRecycle');
  for (const i of items) describeOperation({ targetId: i.id, targetName: i.name });
  await deps.db.transaction(async (tx) => {
    const below = await descendantsOf(
      tx,
      scope.projectId,
      items.filter((i) => i.kind === 'folder').map((i) => i.id),
    );
    if ((await access.filterVisible(below)).length !== below.length) throw Errors.forbidden();
    const ids = [...items, ...below].map((n) => n.id);
    const shas = (await tx.select({ sha: fileVersions.sha256 }).from(fileVersions).where(inArray(fileVersions.nodeId, ids))).map((r) => r.sha);
    // Annotations and linked drawings of these files go first (registries.ts).
    await runHooks(filesDeletedHooks, tx, ids, deps.now());
    await tx.delete(fileNodes).where(inArray(fileNodes.id, ids));
    for (const m of ['dms', 'annotation'] as const) await dropAcls(tx, m, ids);
    await orphanIfUnreferenced(tx, shas, deps.now());
  });
  return { count: items.length };
}

/** updata-right-lable: the items get exactly these labels. */
export async function setLabels(deps: Deps, scope: ProjectScope, fileIds: string[], labelIds: string[]) {
  const items = await itemsOf(deps.db, scope.projectId, fileIds, { recycled: false });
  await dmsAccess(deps, scope).needAll(items, 'status');
  const unique = [...new Set(labelIds)];
  if (unique.length) {
    const found = await deps.db
      .select({ id: fileLabels.id })
      .from(fileLabels)
      .where(and(eq(fileLabels.projectId, scope.projectId), inArray(fileLabels.id, unique)));
    if (found.length !== unique.length) throw Errors.notFound();
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(fileNodeLabels).where(
      inArray(
        fileNodeLabels.nodeId,
        items.map((i) => i.id),
      ),
    );
    if (unique.length) await tx.insert(fileNodeLabels).values(items.flatMap((i) => unique.map((labelId) => ({ nodeId: i.id, labelId }))));
    for (const i of items) describeOperation({ targetId: i.id, targetName: i.name, after: { labelIds: unique } });
  });
  return { count: items.length };
}

export async function marks(deps: Deps, projectId: string) {
  const rows = await deps.db.select().from(fileLabels).where(eq(fileLabels.projectId, projectId)).orderBy(fileLabels.name);
  return { marks: rows.map((m) => ({ _id: m.id, id: m.id, name: m.name, color: m.color })) };
}

export async function saveMark(deps: Deps, projectId: string, m: { id?: string | null; name: string; color?: string | null }) {
  return deps.db.transaction(async (tx) => {
    const [clash] = await tx
      .select()
      .from(fileLabels)
      .where(and(eq(fileLabels.projectId, projectId), sql`lower(${fileLabels.name}) = lower(${m.name})`));
    if (clash && clash.id !== m.id) throw Errors.badInput('file.markExists', { name: m.name });
    if (m.id) {
      const [was] = await tx
        .select()
        .from(fileLabels)
        .where(and(eq(fileLabels.id, m.id), eq(fileLabels.projectId, projectId)));
      if (!was) throw Errors.notFound();
      // An omitted colour is kept; null or "" clears it.
      const patch = { name: m.name, color: cleared(m.color) };
      describeOperation({ targetId: was.id, targetName: m.name, ...changedFields(was, patch) });
      const [row] = await tx
        .update(fileLabels)
        .set(patchOf(patch))
        .where(and(eq(fileLabels.id, m.id), eq(fileLabels.projectId, projectId)))
        .returning();
      if (!row) throw Errors.notFound();
      return { _id: row.id, id: row.id, name: row.name, color: row.color };
    }
    const [row] = await tx
      .insert(fileLabels)
      .values({ id: randomUUID(), projectId, name: m.name, color: m.color ?? null, createdAt: deps.now() })
      .returning();
    describeOperation({ targetId: row.id, targetName: row.name });
    return { _id: row.id, id: row.id, name: row.name, color: row.color };
  });
}

export async function deleteMark(deps: Deps, projectId: string, id: string) {
  const gone = await deps.db
    .delete(fileLabels)
    .where(and(eq(fileLabels.id, id), eq(fileLabels.projectId, projectId)))
    .returning();
  if (!gone.length) throw Errors.notFound();
  describeOperation({ targetId: gone[0].id, targetName: gone[0].name });
  return null;
}
