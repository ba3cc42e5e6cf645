import { ZipFile } from 'yazl';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Viewpoint } from '@trestle/shared/annotation-schemas';
import type { Deps } from '../../http/context';
import { AppError } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { users } from '../accounts';
import { projects } from '../projects';
import { fileVersions } from '../files';
import { guidsOf } from '../models';
import { fileRights, type FileRights } from './access';
import { commentRows } from './comments';
import { readBlob } from './snapshot';
import { annotations } from './tables';
import { toVisinfo, type Version } from './bcf-viewpoint';
import { doc, el, leaf } from './xml';

// BCF export (docs/annotations.md "BCF"): one topic folder per annotation the caller may see,
// named by its bcfGuid, with markup.bcf, viewpoint.bcfv, the snapshot and trestle-annotation.json
// (what BCF has no place for: markup svg, 2D view, type, full camera, reply threads).

type Annotation = typeof annotations.$inferSelect;

export const EXTENSION_FILE = 'trestle-annotation.json';

export interface TrestleExtension {
  format: 'trestle-annotation';
  version: 1;
  type: string;
  svg: string | null;
  viewpoint: Viewpoint;
  /** Reply threads: comment Guid → its root's Guid. */
  replies: Record<string, string>;
}

/** The annotations to export, each with the rights of its file (files the caller may not read are left out). */
async function exportable(deps: Deps, scope: ProjectScope, projectFileId?: string | null) {
  const rows = await deps.db
    .select()
    .from(annotations)
    .where(and(eq(annotations.projectId, scope.projectId), projectFileId ? eq(annotations.fileId, projectFileId) : undefined))
    .orderBy(asc(annotations.createdAt), asc(annotations.id));
  const rights = new Map<string, FileRights | null>();
  if (projectFileId) {
    const r = await fileRights(deps, scope, projectFileId);
    r.need('access');
    rights.set(projectFileId, r);
  }
  for (const id of new Set(rows.map((r) => r.fileId))) {
    if (rights.has(id)) continue;
    const r = await fileRights(deps, scope, id).catch((e) => {
      if (e instanceof AppError) return null;
      throw e;
    });
    rights.set(id, r?.flags.access ? r : null);
  }
  const items = rows.filter((a) => rights.get(a.fileId)).map((a) => ({ a, rights: rights.get(a.fileId)! }));
  return { items, file: projectFileId ? rights.get(projectFileId)! : null };
}

async function versionShas(deps: Deps, list: Annotation[]) {
  const ids = [...new Set(list.map((a) => a.versionId).filter((v): v is string => !!v))];
  const rows = ids.length ? await deps.db.select().from(fileVersions).where(inArray(fileVersions.id, ids)) : [];
  return new Map(rows.map((v) => [v.id, v]));
}

export async function exportBcf(deps: Deps, scope: ProjectScope, p: { projectFileId?: string | null; version: Version }) {
  const { items: list, file } = await exportable(deps, scope, p.projectFileId);
  const versions = await versionShas(
    deps,
    list.map((x) => x.a),
  );
  const [project] = await deps.db.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.id, scope.projectId));
  const zip = new ZipFile();
  const add = (path: string, content: string | Buffer) => zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), path);
  const v3 = p.version === '3.0';
  add('bcf.version', doc(v3 ? el('Version', { VersionId: '3.0' }) : el('Version', { VersionId: '2.1' }, leaf('DetailedVersion', '2.1'))));
  const projectEl = el('Project', { ProjectId: project.id }, leaf('Name', project.name));
  add('project.bcfp', doc(v3 ? el('ProjectInfo', {}, projectEl) : el('ProjectExtension', {}, projectEl, el('ExtensionSchema'))));

  const allComments = new Map<string, Awaited<ReturnType<typeof commentRows>>>();
  for (const { a } of list) allComments.set(a.id, await commentRows(deps.db, a.id));
  const userIds = [...new Set([...list.map((x) => x.a.createdBy), ...[...allComments.values()].flat().map((c) => c.createUser)])];
  const people = userIds.length
    ? await deps.db.select({ id: users.id, email: users.email, loginName: users.loginName }).from(users).where(inArray(users.id, userIds))
    : [];
  const author = (id: string) => {
    const u = people.find((x) => x.id === id);
    return u?.email || u?.loginName || id;
  };
  const statuses = new Set(['Open', 'Closed']);

  for (const { a, rights } of list) {
    statuses.add(a.status);
    const version = a.versionId ? versions.get(a.versionId) : undefined;
    const vp = (a.viewpoint ?? {}) as Viewpoint;
    const p3 = vp.viewPorts;
    const ids = [...(p3?.selectionNodes ?? []), ...(p3?.hiddenNodes ?? []), ...(p3?.isolatedNodes ?? [])];
    const guids = version && ids.length ? await guidsOf(deps.db, version.sha256, ids) : new Map<number, string>();
    const vpGuid = a.bcfGuid;
    const hasView = !!(p3 || vp.clipplaneList?.length);
    const snapName = a.snapshotSha256 ? (a.snapshotMime === 'image/jpeg' ? 'snapshot.jpg' : 'snapshot.png') : null;
    if (hasView) add(`${a.bcfGuid}/viewpoint.bcfv`, doc(toVisinfo(vp, vpGuid, p.version, (id) => guids.get(id) ?? null)));
    if (snapName) add(`${a.bcfGuid}/${snapName}`, await readBlob(deps, a.snapshotSha256!));
    const comments = allComments.get(a.id) ?? [];
    const commentEls = comments.map((c) =>
      el('Comment', { Guid: c.id }, leaf('Date', c.commentTime.toISOString()), leaf('Author', author(c.createUser)), leaf('Comment', c.context)),
    );
    const viewEl =
      hasView || snapName
        ? el(v3 ? 'ViewPoint' : 'Viewpoints', { Guid: vpGuid }, hasView ? leaf('Viewpoint', 'viewpoint.bcfv') : '', snapName ? leaf('Snapshot', snapName) : '')
        : '';
    const header = version ? el('File', { IsExternal: 'true' }, leaf('Filename', rights.node.name), leaf('Date', version.createdAt.toISOString())) : '';
    const topicBody = [
      leaf('Title', a.name),
      leaf('CreationDate', a.createdAt.toISOString()),
      leaf('CreationAuthor', author(a.createdBy)),
      leaf('ModifiedDate', a.updatedAt.toISOString()),
      leaf('Description', a.remark),
    ].join('');
    const markup = v3
      ? el(
          'Markup',
          {},
          header ? el('Header', {}, el('Files', {}, header)) : '',
          el(
            'Topic',
            { Guid: a.bcfGuid, TopicType: 'Issue', TopicStatus: a.status },
            topicBody,
            commentEls.length ? el('Comments', {}, ...commentEls) : '',
            viewEl ? el('Viewpoints', {}, viewEl) : '',
          ),
        )
      : el(
          'Markup',
          {},
          header ? el('Header', {}, header) : '',
          el('Topic', { Guid: a.bcfGuid, TopicType: 'Issue', TopicStatus: a.status }, topicBody),
          ...commentEls,
          viewEl,
        );
    add(`${a.bcfGuid}/markup.bcf`, doc(markup));
    const ext: TrestleExtension = {
      format: 'trestle-annotation',
      version: 1,
      type: a.type,
      svg: a.svg,
      viewpoint: vp,
      replies: Object.fromEntries(comments.filter((c) => c.ancestorId).map((c) => [c.id, c.ancestorId!])),
    };
    add(`${a.bcfGuid}/${EXTENSION_FILE}`, JSON.stringify(ext));
  }
  if (v3) {
    const list3 = (name: string, item: string, values: Iterable<string>) => el(name, {}, ...[...values].map((v) => leaf(item, v)));
    add(
      'extensions.xml',
      doc(
        el(
          'Extensions',
          {},
          list3('TopicTypes', 'TopicType', ['Issue']),
          list3('TopicStatuses', 'TopicStatus', statuses),
          list3('Users', 'User', new Set(people.map((u) => u.email || u.loginName))),
        ),
      ),
    );
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  const base = file ? file.node.name.replace(/\.[^.]+$/, '') : project.name;
  return { bytes: Buffer.concat(chunks), name: `${base}.bcfzip`, count: list.length };
}
