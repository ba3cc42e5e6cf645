import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { formatDateTime } from '@trestle/shared';
import type { Viewpoint } from '@trestle/shared/annotation-schemas';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { users } from '../accounts';
import { orphanIfUnreferenced, registerBlob, type Node, fileVersions } from '../files';
import { canInProject, type ProjectScope } from '../roles';
import { annotationTaskLinks } from './registries';
import { fileRights, mayAssociate, type FileRights } from './access';
import { decodeDataUrl, snapshotUrls, storeSnapshot, type Snapshot } from './snapshot';
import { annotations, comments } from './tables';
import { changedFields, describeOperation } from '../../db/operation';

// Annotations of a file (spec 2 §3, §7; docs/annotations.md).

export type Annotation = typeof annotations.$inferSelect;

export async function userNames(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, string>> {
  const want = [...new Set(ids.filter((i): i is string => !!i))];
  if (!want.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, want));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function versionNumbers(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, number>> {
  const want = [...new Set(ids.filter((i): i is string => !!i))];
  if (!want.length) return new Map();
  const rows = await db.select({ id: fileVersions.id, version: fileVersions.version }).from(fileVersions).where(inArray(fileVersions.id, want));
  return new Map(rows.map((r) => [r.id, r.version]));
}

/** The wire shape (spec 2 §3). Lists leave out the markup (svg null, hasSvg); getOne sends it. */
async function present(deps: Deps, scope: ProjectScope, rights: FileRights, rows: Annotation[], withSvg: boolean) {
  const db = deps.db;
  const snapshots = snapshotUrls(deps, scope);
  const names = await userNames(
    db,
    rows.map((r) => r.createdBy),
  );
  const links = await annotationTaskLinks()(
    db,
    scope,
    rows.map((r) => r.id),
  );
  const versions = await versionNumbers(
    db,
    rows.map((r) => r.versionId),
  );
  return Promise.all(
    rows.map(async (a) => {
      const version = a.versionId ? (versions.get(a.versionId) ?? null) : null;
      return {
        annotationId: a.id,
        id: a.id,
        name: a.name,
        remark: a.remark,
        type: a.type,
        status: a.status,
        stateStr: a.status,
        version,
        fileName: rights.node.name,
        fileType: rights.node.fileType,
        projectFileId: a.fileId,
        versionId: a.versionId,
        created: a.createdAt.toISOString(),
        updated: a.updatedAt.toISOString(),
        formatTime: formatDateTime(a.createdAt),
        img: await snapshots(a.fileId, a.snapshotKey),
        svg: withSvg ? a.svg : null,
        hasSvg: !!a.svg,
        viewpoint: a.viewpoint as Viewpoint,
        createUser: { id: a.createdBy, name: names.get(a.createdBy) ?? '' },
        projectFileVersion: { id: a.versionId, version },
        // The linked tasks (/task/block/addAnnotationTask); none for callers without task:enter.
        taskBordSwimVos: links.get(a.id) ?? [],
        canDelete: rights.mayChange(a.createdBy),
        /** May the caller link it with tasks (associate_task flag or their own, and tasks to see)? */
        canAssociateTask: mayAssociate(scope, rights.flags, a.createdBy) && canInProject(scope, 'task', 'enter'),
      };
    }),
  );
}
export type AnnotationView = Awaited<ReturnType<typeof present>>[number];

export async function listAnnotations(
  deps: Deps,
  scope: ProjectScope,
  p: { projectFileId: string; fileId?: string | null; pageSize: number; pageIndex: number },
) {
  const rights = await fileRights(deps, scope, p.projectFileId);
  rights.need('access');
  // fileId is the file itself on the spec's clients; a version id keeps that version's annotations.
  const where = and(
    eq(annotations.projectId, scope.projectId),
    eq(annotations.fileId, rights.node.id),
    p.fileId && p.fileId !== p.projectFileId ? eq(annotations.versionId, p.fileId) : undefined,
  );
  const [{ n }] = await deps.db.select({ n: count() }).from(annotations).where(where);
  const rows = await deps.db
    .select()
    .from(annotations)
    .where(where)
    .orderBy(desc(annotations.createdAt), desc(annotations.id))
    .limit(p.pageSize)
    .offset((p.pageIndex - 1) * p.pageSize);
  return { value: await present(deps, scope, rights, rows, false), total: n };
}

/** An annotation of the project with the caller's rights on its file (hidden → 401). */
export async function loadAnnotation(deps: Deps, scope: ProjectScope, id: string, projectFileId?: string | null) {
  const [a] = await deps.db
    .select()
    .from(annotations)
    .where(and(eq(annotations.id, id), eq(annotations.projectId, scope.projectId)));
  if (!a || (projectFileId && a.fileId !== projectFileId)) throw Errors.notFound();
  const rights = await fileRights(deps, scope, a.fileId);
  rights.need('access');
  return { a, rights };
}

export async function getAnnotation(deps: Deps, scope: ProjectScope, id: string, projectFileId?: string | null) {
  const { a, rights } = await loadAnnotation(deps, scope, id, projectFileId);
  return (await present(deps, scope, rights, [a], true))[0];
}

export interface NewAnnotation {
  name: string;
  remark?: string | null;
  type: string;
  status?: string;
  viewpoint: Viewpoint;
  svg?: string | null;
  snapshot?: Snapshot | null;
  bcfGuid?: string;
  versionId: string | null;
  createdAt?: Date;
}

/** Inserts one annotation (and registers its snapshot) inside the caller's transaction. */
export async function insertAnnotation(tx: DbOrTx, scope: ProjectScope, node: Node, n: NewAnnotation, now: Date): Promise<Annotation> {
  if (n.snapshot) await registerBlob(tx, n.snapshot.blob);
  const [row] = await tx
    .insert(annotations)
    .values({
      id: randomUUID(),
      projectId: scope.projectId,
      fileId: node.id,
      versionId: n.versionId,
      name: n.name,
      remark: n.remark || null,
      type: n.type,
      status: n.status ?? 'Open',
      viewpoint: n.viewpoint,
      svg: n.svg || null,
      snapshotSha256: n.snapshot?.blob.sha256 ?? null,
      snapshotSize: n.snapshot?.blob.size ?? null,
      snapshotMime: n.snapshot?.mime ?? null,
      snapshotKey: n.snapshot?.key ?? null,
      bcfGuid: n.bcfGuid ?? randomUUID(),
      createdBy: scope.actorId,
      createdAt: n.createdAt ?? now,
      updatedAt: now,
    })
    .returning();
  describeOperation({ targetId: row.id, targetName: row.name });
  return row;
}

/** The version an annotation is made on: the one named (of this file), else the current one. */
export async function versionOf(deps: Deps, node: Node, versionId?: string | null): Promise<string | null> {
  if (!versionId) return node.currentVersionId;
  const [v] = await deps.db
    .select({ id: fileVersions.id })
    .from(fileVersions)
    .where(and(eq(fileVersions.id, versionId), eq(fileVersions.nodeId, node.id)));
  if (!v) throw Errors.badInput('annotation.versionMismatch');
  return v.id;
}

export async function addAnnotation(
  deps: Deps,
  scope: ProjectScope,
  p: {
    projectFileId: string;
    versionId?: string | null;
    name: string;
    remark?: string | null;
    type: string;
    viewpoint: Viewpoint;
    svg?: string | null;
    snapshot?: string | null;
  },
) {
  const rights = await fileRights(deps, scope, p.projectFileId);
  rights.need('add');
  const versionId = await versionOf(deps, rights.node, p.versionId);
  const image = p.snapshot ? decodeDataUrl(p.snapshot) : null;
  const snapshot = image ? await storeSnapshot(deps, image.bytes, image.mime) : null;
  const now = deps.now();
  const row = await deps.db.transaction((tx) => insertAnnotation(tx, scope, rights.node, { ...p, versionId, snapshot }, now));
  return (await present(deps, scope, rights, [row], true))[0];
}

function needChange(rights: FileRights, a: Annotation) {
  if (!rights.mayChange(a.createdBy)) throw Errors.forbiddenKey('annotation.notOwn');
}

export async function updateAnnotation(deps: Deps, scope: ProjectScope, p: { id: string; name?: string; remark?: string | null; status?: string }) {
  const { a, rights } = await loadAnnotation(deps, scope, p.id);
  needChange(rights, a);
  const set: Partial<Annotation> = { updatedAt: deps.now() };
  if (p.name !== undefined) set.name = p.name;
  if (p.remark !== undefined) set.remark = p.remark || null;
  if (p.status !== undefined) set.status = p.status;
  const { updatedAt: _at, ...edited } = set;
  describeOperation({ targetId: a.id, targetName: set.name ?? a.name, ...changedFields(a, edited) });
  const [row] = await deps.db.update(annotations).set(set).where(eq(annotations.id, a.id)).returning();
  return (await present(deps, scope, rights, [row], true))[0];
}

export async function deleteAnnotation(deps: Deps, scope: ProjectScope, id: string) {
  const { a, rights } = await loadAnnotation(deps, scope, id);
  needChange(rights, a);
  describeOperation({ targetId: a.id, targetName: a.name });
  await deps.db.transaction((tx) => dropAnnotations(tx, [a.id], deps.now()));
  return { id: a.id };
}

/** Deletes annotations with their comments; their snapshots become collectible. */
export async function dropAnnotations(tx: DbOrTx, ids: string[], now: Date) {
  if (!ids.length) return;
  await tx.delete(comments).where(and(eq(comments.business, 'annotation'), inArray(comments.moduleId, ids)));
  const gone = await tx.delete(annotations).where(inArray(annotations.id, ids)).returning({ sha: annotations.snapshotSha256 });
  await orphanIfUnreferenced(
    tx,
    gone.map((g) => g.sha).filter((s): s is string => !!s),
    now,
  );
}

/** Purging files from the recycle bin takes their annotations along (files/ops.ts purge). */
export async function dropAnnotationsOfFiles(tx: DbOrTx, fileIds: string[], now: Date) {
  if (!fileIds.length) return;
  const rows = await tx.select({ id: annotations.id }).from(annotations).where(inArray(annotations.fileId, fileIds));
  await dropAnnotations(
    tx,
    rows.map((r) => r.id),
    now,
  );
}
