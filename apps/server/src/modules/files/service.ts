import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { fileListBody } from '@trestle/shared';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { usersByIds } from '../accounts';
import type { ProjectScope } from '../roles';
import { listingFields } from './registries';
import { dmsAccess } from './access';
import { fileLabels, fileNodeLabels, fileNodes, fileVersions } from './tables';
import { folderPath, recycleRoots, takenAmong } from './tree';
import { describeOperation } from '../../db/operation';
import { checkedName } from './names';

type Node = typeof fileNodes.$inferSelect;

/** A folder or file as the wire shows it (spec 2 §3 File or folder item). */
export function presentNode(n: Node, labels: string[] = []) {
  return {
    _id: n.id,
    fileId: n.id,
    name: n.name,
    type: n.kind === 'folder' ? 'folder' : n.fileType,
    size: n.size,
    parentId: n.parentId,
    projectId: n.projectId,
    createTime: n.createdAt.toISOString(),
    lastModifiedDate: n.updatedAt.toISOString(),
    createUser: n.createdBy,
    modifyUser: n.updatedBy,
    version: String(n.version),
    versionId: n.currentVersionId,
    marking: labels,
    is_recycle: n.recycledAt ? 1 : 0,
    recycleTime: n.recycledAt?.toISOString() ?? null,
    recycleUser: n.recycledBy,
    isInCabinet: n.isInCabinet,
  };
}

/** A live (not recycled) folder of the project, or the root when id is empty. */
async function folderOf(deps: Deps, projectId: string, id: string | null | undefined): Promise<Node | null> {
  if (!id) return null;
  const [n] = await deps.db
    .select()
    .from(fileNodes)
    .where(and(eq(fileNodes.id, id), eq(fileNodes.projectId, projectId), eq(fileNodes.kind, 'folder'), isNull(fileNodes.recycledAt)));
  if (!n) throw Errors.notFound();
  return n;
}

/** Creates several folders under one parent in one transaction; names are cleaned and checked. */
export async function createFolders(deps: Deps, scope: ProjectScope, actor: Actor, parentId: string | null | undefined, names: string[]) {
  const projectId = scope.projectId;
  const parent = await folderOf(deps, projectId, parentId);
  await dmsAccess(deps, scope).need(parent, 'add');
  const cleaned = names.map(checkedName);
  if (new Set(cleaned.map((n) => n.toLowerCase())).size !== cleaned.length)
    throw Errors.badInput('file.folderExists', { name: cleaned.find((n, i) => cleaned.findIndex((m) => m.toLowerCase() === n.toLowerCase()) !== i)! });
  return deps.db.transaction(async (tx) => {
    const taken = await takenAmong(tx, projectId, parent?.id ?? null, cleaned);
    const clash = cleaned.find((n) => taken.has(n.toLowerCase()));
    if (clash) throw Errors.badInput('file.folderExists', { name: clash });
    const now = deps.now();
    // One millisecond apart, so 'newest first' keeps the order they were asked for.
    const at = (i: number) => new Date(now.getTime() + i);
    const rows = cleaned.map((name, i) => ({
      id: randomUUID(),
      projectId,
      parentId: parent?.id ?? null,
      kind: 'folder',
      name,
      createdBy: actor.userId,
      updatedBy: actor.userId,
      createdAt: at(i),
      updatedAt: at(i),
    }));
    await tx.insert(fileNodes).values(rows);
    const folder = await folderPath(tx, projectId, parent);
    for (const r of rows) describeOperation({ targetId: r.id, targetName: r.name, after: { name: r.name, folder } });
    return { folderInfoArr: rows.map((r) => ({ name: r.name, id: r.id })) };
  });
}

const SORT_COLUMNS = { createTime: fileNodes.createdAt, updateTime: fileNodes.updatedAt, name: fileNodes.name, size: fileNodes.size } as const;

/** A day string or timestamp; a bare date means its start (or end, for the upper bound). */
function parseTime(v: string, end: boolean): Date | null {
  const s = /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T${end ? '23:59:59.999' : '00:00:00'}Z` : v.replace(' ', 'T') + (/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? '' : 'Z');
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** One page of a folder: folders before files, then by the chosen sort; labels and users alongside. */
export async function listFiles(deps: Deps, scope: ProjectScope, q: z.infer<typeof fileListBody>) {
  const parent = await folderOf(deps, scope.projectId, q.parentId);
  const access = dmsAccess(deps, scope);
  await access.see(parent);
  const w = q.where;
  const conds: SQL[] = [eq(fileNodes.projectId, scope.projectId), w.recycle ? recycleRoots : isNull(fileNodes.recycledAt)];
  const searching = !!(w.name || w.fileType || w.updateUser || w.updateTime || w.labelId?.length);
  // A search looks through the whole project, the recycle bin is flat; browsing shows one folder.
  const browsing = !searching && !w.recycle;
  if (browsing) conds.push(parent ? eq(fileNodes.parentId, parent.id) : isNull(fileNodes.parentId));
  // Nothing below a folder the caller cannot enter shows up (docs/sharing-permissions.md).
  const visible = browsing ? await access.visibleChildren() : await access.visibleAnywhere();
  if (visible) conds.push(visible);
  if (w.name) conds.push(ilike(fileNodes.name, `%${w.name.replace(/[%_\\]/g, '\\$&')}%`));
  if (w.fileType) conds.push(eq(fileNodes.fileType, w.fileType.toLowerCase().replace(/^\./, '')));
  if (w.updateUser) conds.push(eq(fileNodes.updatedBy, w.updateUser));
  if (w.updateTime) {
    const [from, to] = [parseTime(w.updateTime[0], false), parseTime(w.updateTime[1], true)];
    if (!from || !to) throw Errors.badInput('v.date.invalid');
    conds.push(gte(fileNodes.updatedAt, from), lte(fileNodes.updatedAt, to));
  }
  if (w.labelId?.length) {
    conds.push(inArray(fileNodes.id, deps.db.select({ id: fileNodeLabels.nodeId }).from(fileNodeLabels).where(inArray(fileNodeLabels.labelId, w.labelId))));
  }
  // Folders first, then files, each by the chosen sort with the id as tie-breaker in the same
  // direction: two range scans of the live-items indexes instead of sorting the whole folder.
  const dir = q.sortValue === 'asc' ? asc : desc;
  const [counts] = await deps.db
    .select({ folders: sql<string>`count(*) filter (where ${fileNodes.kind} = 'folder')`, all: sql<string>`count(*)` })
    .from(fileNodes)
    .where(and(...conds));
  const folderCount = Number(counts.folders);
  const offset = (q.pageNum - 1) * q.pageSize;
  const page = (kind: 'folder' | 'file', skip: number, take: number) =>
    take <= 0
      ? Promise.resolve([])
      : deps.db
          .select()
          .from(fileNodes)
          .where(and(...conds, eq(fileNodes.kind, kind)))
          .orderBy(dir(SORT_COLUMNS[q.sort]), dir(fileNodes.id))
          .limit(take)
          .offset(skip);
  const folderRows = offset < folderCount ? await page('folder', offset, q.pageSize) : [];
  const fileRows = await page('file', Math.max(0, offset - folderCount), q.pageSize - folderRows.length);
  const rows = [...folderRows, ...fileRows].map((n) => ({ n, total: Number(counts.all) }));
  const ids = rows.map((r) => r.n.id);
  const links = ids.length ? await deps.db.select().from(fileNodeLabels).where(inArray(fileNodeLabels.nodeId, ids)) : [];
  const marks = await deps.db.select().from(fileLabels).where(eq(fileLabels.projectId, scope.projectId)).orderBy(fileLabels.name);
  const versionIds = rows.map((r) => r.n.currentVersionId).filter((v): v is string => !!v);
  const current = versionIds.length
    ? await deps.db
        .select({ id: fileVersions.id, md5: fileVersions.md5, sha256: fileVersions.sha256 })
        .from(fileVersions)
        .where(inArray(fileVersions.id, versionIds))
    : [];
  const md5Of = new Map(current.map((v) => [v.id, v.md5]));
  // Fields other modules add to file rows (a model's conversion state: registries.ts).
  const extras = await Promise.all([...listingFields.values()].map((fields) => fields(deps.db, current)));
  const people = await usersByIds(deps.db, [...new Set(rows.flatMap((r) => [r.n.createdBy, r.n.updatedBy, r.n.recycledBy].filter((u): u is string => !!u)))]);
  const acls = await access.resolver.index();
  return {
    total: rows[0]?.total ?? 0,
    projectFileList: rows.map((r) => {
      const labelIds = links.filter((l) => l.nodeId === r.n.id).map((l) => l.labelId);
      return {
        ...presentNode(r.n, labelIds),
        md5: md5Of.get(r.n.currentVersionId ?? '') ?? null,
        labelName: labelIds
          .map((id) => marks.find((m) => m.id === id)?.name)
          .filter(Boolean)
          .join(','),
        restricted: acls.mode.has(r.n.id),
        ...extras.reduce<Record<string, unknown>>((all, fieldsOf) => ({ ...all, ...fieldsOf(r.n) }), {}),
      };
    }),
    marks: marks.map((m) => ({ _id: m.id, id: m.id, name: m.name, color: m.color })),
    users: people.map((u) => ({ id: u.id, name: u.name, loginName: u.loginName })),
    filePermissions: await access.flagsAt(parent),
  };
}

/** Folders from the root down to `parentId` (breadcrumbs). */
export async function filePath(deps: Deps, scope: ProjectScope, parentId: string | null | undefined) {
  const projectId = scope.projectId;
  const path: { _id: string; name: string }[] = [];
  let current = await folderOf(deps, projectId, parentId);
  await dmsAccess(deps, scope).see(current);
  while (current) {
    path.unshift({ _id: current.id, name: current.name });
    if (path.length > 1000) break; // a cycle would be a bug; never loop forever
    current = current.parentId ? await folderOf(deps, projectId, current.parentId).catch(() => null) : null;
  }
  return { filePath: path };
}

export interface TreeNode {
  _id: string;
  name: string;
  type: string | null;
  children: TreeNode[];
}

/** The live tree under `fileId` (or the whole project): folders only for the catalog, files too otherwise. */
export async function fileTree(deps: Deps, scope: ProjectScope, fileId: string | null | undefined, foldersOnly: boolean) {
  const projectId = scope.projectId;
  const root = await folderOf(deps, projectId, fileId);
  const access = dmsAccess(deps, scope);
  await access.see(root);
  const hidden = new Set(await access.hidden());
  const conds = [eq(fileNodes.projectId, projectId), isNull(fileNodes.recycledAt)];
  if (foldersOnly) conds.push(eq(fileNodes.kind, 'folder'));
  const all = await deps.db
    .select()
    .from(fileNodes)
    .where(and(...conds))
    .orderBy(sql`case when ${fileNodes.kind} = 'folder' then 0 else 1 end`, asc(fileNodes.name));
  const byParent = new Map<string | null, Node[]>();
  for (const n of all) byParent.set(n.parentId, [...(byParent.get(n.parentId) ?? []), n]);
  const build = (parentId: string | null): TreeNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((n) => !hidden.has(n.id))
      .map((n) => ({ _id: n.id, name: n.name, type: n.kind === 'folder' ? 'folder' : n.fileType, children: n.kind === 'folder' ? build(n.id) : [] }));
  return { fileTreeData: build(root?.id ?? null) };
}
