import { randomUUID } from 'node:crypto';
import yauzl from 'yauzl';
import { eq } from 'drizzle-orm';
import { translate, type Lang, type MessageKey } from '@trestle/shared';
import {
  ANNOTATION_NAME_MAX,
  ANNOTATION_REMARK_MAX,
  ANNOTATION_STATUS_MAX,
  ANNOTATION_SVG_MAX,
  ANNOTATION_SNAPSHOT_MAX,
  COMMENT_MAX,
  stripCommentHtml,
  svgIsSafe,
  viewpointSchema,
  type Viewpoint,
} from '@trestle/shared/annotation-schemas';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import type { ProjectScope } from '../roles';
import { users } from '../accounts';
import { projectMembers } from '../projects';
import { fileVersions } from '../files';
import { expressIdsOf } from '../models';
import { fileRights } from './access';
import { insertAnnotation } from './service';
import { sniffImage, storeSnapshot, type Snapshot } from './snapshot';
import { annotations, comments } from './tables';
import { fromVisinfo, visinfoGuids } from './bcf-viewpoint';
import { EXTENSION_FILE, type TrestleExtension } from './bcf-export';
import { arr, attr, child, parseXml, text, type XNode } from './xml';
import { describeOperation } from '../../db/operation';

// BCF import (BCF 2.0, 2.1, 3.0; docs/annotations.md "BCF"): every topic of the archive becomes
// an annotation of the chosen file, with its comments, in one transaction. A topic that cannot
// be read, or that the file has already (same Guid), is skipped and reported.

const MAX_ENTRIES = 5000;
const MAX_UNZIPPED = 200 * 1024 * 1024;

/** Every file of a zip (names → bytes), within entry and size limits; not a zip → 400. */
export function unzipAll(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const bad = () => reject(Errors.badInput('bcf.notBcf'));
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return bad();
      const out = new Map<string, Buffer>();
      let total = 0;
      zip.on('error', bad);
      zip.on('entry', (e: yauzl.Entry) => {
        if (e.fileName.endsWith('/')) return zip.readEntry();
        total += e.uncompressedSize;
        if (out.size >= MAX_ENTRIES || total > MAX_UNZIPPED) return reject(Errors.badInput('bcf.tooLarge'));
        zip.openReadStream(e, (err2, s) => {
          if (err2 || !s) return bad();
          const chunks: Buffer[] = [];
          s.on('data', (c: Buffer) => chunks.push(c));
          s.on('error', bad);
          s.on('end', () => {
            out.set(e.fileName.replace(/\\/g, '/'), Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}

interface TopicComment {
  guid: string;
  date: Date | null;
  author: string;
  text: string;
}
interface Topic {
  guid: string;
  title: string;
  description: string;
  status: string;
  created: Date | null;
  author: string;
  comments: TopicComment[];
  visinfo: XNode | null;
  snapshot: Buffer | null;
  ext: Partial<TrestleExtension> | null;
}

const date = (s: string) => {
  const d = s ? new Date(s) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/** One topic folder → what we keep of it. Throws on unreadable markup. */
function readTopic(files: Map<string, Buffer>, folder: string): Topic {
  const at = (name: string) => (name ? (files.get(`${folder}/${name}`) ?? null) : null);
  const markup = child(parseXml(at('markup.bcf')!.toString('utf8')), 'Markup');
  const topic = child(markup, 'Topic');
  if (!topic) throw new Error('no topic');
  // 3.0 nests Comments and Viewpoints in the Topic; 2.x lists Comment and Viewpoints in Markup.
  const commentEls = child(topic, 'Comments') ? arr((child(topic, 'Comments') as XNode).Comment) : arr(markup?.Comment);
  const viewEls = child(topic, 'Viewpoints') ? arr((child(topic, 'Viewpoints') as XNode).ViewPoint) : arr(markup?.Viewpoints);
  const first = [...viewEls].sort((a, b) => (Number(text(a, 'Index')) || 0) - (Number(text(b, 'Index')) || 0))[0];
  const vFile = first ? text(first, 'Viewpoint') : at('viewpoint.bcfv') ? 'viewpoint.bcfv' : '';
  const sFile = first ? text(first, 'Snapshot') : at('snapshot.png') ? 'snapshot.png' : '';
  const vBytes = at(vFile);
  const extBytes = at(EXTENSION_FILE);
  let ext: Partial<TrestleExtension> | null;
  try {
    ext = extBytes ? (JSON.parse(extBytes.toString('utf8')) as Partial<TrestleExtension>) : null;
  } catch {
    ext = null;
  }
  return {
    guid: attr(topic, 'Guid') || folder.split('/').pop() || randomUUID(),
    title: text(topic, 'Title'),
    description: text(topic, 'Description'),
    status: attr(topic, 'TopicStatus') || text(topic, 'TopicStatus') || 'Open',
    created: date(text(topic, 'CreationDate')),
    author: text(topic, 'CreationAuthor'),
    comments: commentEls.map((c) => ({
      guid: attr(c, 'Guid') || randomUUID(),
      date: date(text(c, 'Date')),
      author: text(c, 'Author'),
      text: text(c, 'Comment'),
    })),
    visinfo: vBytes ? parseXml(vBytes.toString('utf8')) : null,
    snapshot: at(sFile),
    ext: ext?.format === 'trestle-annotation' ? ext : null,
  };
}

const close = (a: number[] | undefined, b: number[] | undefined) => !!a && !!b && a.length === b.length && a.every((x, i) => Math.abs(x - b[i]) < 1e-6);

/** BCF's view, completed from our extension where BCF has no place (kept only while the camera is unchanged). */
function mergeViewpoint(bcf: Viewpoint, ext: Partial<TrestleExtension> | null): Viewpoint {
  const parsed = viewpointSchema.safeParse(ext?.viewpoint ?? {});
  const mine = parsed.success ? parsed.data : {};
  const out: Viewpoint = { ...bcf };
  if (mine.view2d) out.view2d = mine.view2d;
  if (mine.name) out.name = mine.name;
  if (mine.type) out.type = mine.type;
  const a = bcf.viewPorts;
  const b = mine.viewPorts;
  if (a && b && close(a.position, b.position) && close(a.up, b.up)) {
    const dir = (p: typeof a) => {
      const d = [p.target[0] - p.position[0], p.target[1] - p.position[1], p.target[2] - p.position[2]];
      const l = Math.hypot(d[0], d[1], d[2]) || 1;
      return d.map((x) => x / l);
    };
    if (close(dir(a), dir(b)))
      out.viewPorts = {
        ...a,
        target: b.target,
        quaternion: b.quaternion,
        focal: b.focal,
        angular: b.angular,
        fov: b.fov ?? a.fov,
        aspect: b.aspect ?? a.aspect,
        orthoScale: b.orthoScale ?? a.orthoScale,
      };
  }
  if (!a && b && !bcf.clipplaneList) out.viewPorts = b;
  const checked = viewpointSchema.safeParse(JSON.parse(JSON.stringify(out)));
  return checked.success ? checked.data : {};
}

export interface ImportReport {
  imported: number;
  skipped: number;
  errors: { guid: string; title: string; reason: string }[];
}

export async function importBcf(deps: Deps, scope: ProjectScope, lang: Lang, projectFileId: string, bytes: Buffer): Promise<ImportReport> {
  const rights = await fileRights(deps, scope, projectFileId);
  rights.need('add');
  const files = await unzipAll(bytes);
  const folders = [...files.keys()].filter((n) => /(^|\/)markup\.bcf$/i.test(n)).map((n) => n.replace(/\/?markup\.bcf$/i, ''));
  if (!folders.length && !files.has('bcf.version')) throw Errors.badInput('bcf.notBcf');
  const report: ImportReport = { imported: 0, skipped: 0, errors: [] };
  const fail = (guid: string, title: string, key: MessageKey) => {
    report.skipped++;
    report.errors.push({ guid, title, reason: translate(key, lang) });
  };

  const node = rights.node;
  const [version] = node.currentVersionId ? await deps.db.select().from(fileVersions).where(eq(fileVersions.id, node.currentVersionId)) : [];
  const existing = new Set(
    (await deps.db.select({ g: annotations.bcfGuid }).from(annotations).where(eq(annotations.fileId, node.id))).map((r) => r.g.toLowerCase()),
  );
  const members = await deps.db
    .select({ id: users.id, email: users.email, loginName: users.loginName })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, scope.projectId));
  const memberOf = (who: string) =>
    members.find((m) => !!who && (m.email?.toLowerCase() === who.toLowerCase() || m.loginName.toLowerCase() === who.toLowerCase()))?.id ?? null;

  const ready: { topic: Topic; viewpoint: Viewpoint; snapshot: Snapshot | null }[] = [];
  for (const folder of folders.sort()) {
    let topic: Topic;
    try {
      topic = readTopic(files, folder);
    } catch {
      fail(folder, '', 'bcf.topicUnreadable');
      continue;
    }
    if (!topic.title) {
      fail(topic.guid, '', 'bcf.topicNoTitle');
      continue;
    }
    if (existing.has(topic.guid.toLowerCase())) {
      fail(topic.guid, topic.title, 'bcf.topicExists');
      continue;
    }
    existing.add(topic.guid.toLowerCase());
    const guids = topic.visinfo ? visinfoGuids(topic.visinfo) : [];
    const byGuid = version && guids.length ? await expressIdsOf(deps.db, version.sha256, guids) : new Map<string, number>();
    const bcfView = topic.visinfo ? fromVisinfo(topic.visinfo, (g) => byGuid.get(g) ?? null) : {};
    let snapshot: Snapshot | null = null;
    const mime = topic.snapshot ? sniffImage(topic.snapshot) : null;
    if (topic.snapshot && mime && topic.snapshot.length <= ANNOTATION_SNAPSHOT_MAX) snapshot = await storeSnapshot(deps, topic.snapshot, mime);
    else if (topic.snapshot) report.errors.push({ guid: topic.guid, title: topic.title, reason: translate('bcf.snapshotSkipped', lang) });
    ready.push({ topic, viewpoint: mergeViewpoint(bcfView, topic.ext), snapshot });
  }

  const now = deps.now();
  // The file imported into, then each annotation created (insertAnnotation describes them).
  describeOperation({ targetId: node.id, targetName: node.name, after: { imported: ready.length, skipped: report.skipped } });
  await deps.db.transaction(async (tx) => {
    for (const { topic, viewpoint, snapshot } of ready) {
      const svg = typeof topic.ext?.svg === 'string' && topic.ext.svg.length <= ANNOTATION_SVG_MAX && svgIsSafe(topic.ext.svg) ? topic.ext.svg : null;
      const type = ['other', 'auto', 'naviswork'].includes(String(topic.ext?.type)) ? String(topic.ext!.type) : 'other';
      const a = await insertAnnotation(
        tx,
        scope,
        node,
        {
          name: topic.title.slice(0, ANNOTATION_NAME_MAX),
          remark: topic.description.slice(0, ANNOTATION_REMARK_MAX) || null,
          type,
          status: topic.status.slice(0, ANNOTATION_STATUS_MAX),
          viewpoint,
          svg,
          snapshot,
          bcfGuid: topic.guid,
          versionId: version?.id ?? null,
          createdAt: topic.created ?? now,
        },
        now,
      );
      const replies = topic.ext?.replies ?? {};
      const idOf = new Map<string, string>();
      for (const c of [...topic.comments].sort((x, y) => (x.date?.getTime() ?? 0) - (y.date?.getTime() ?? 0))) {
        const who = memberOf(c.author);
        const body = stripCommentHtml(c.text);
        if (!body) continue;
        const context = (who || !c.author ? body : `[${c.author}] ${body}`).slice(0, COMMENT_MAX);
        const root = replies[c.guid] ? idOf.get(replies[c.guid]) : undefined;
        const id = randomUUID();
        idOf.set(c.guid, id);
        await tx.insert(comments).values({
          id,
          projectId: scope.projectId,
          business: 'annotation',
          moduleId: a.id,
          context,
          createUser: who ?? scope.actorId,
          toUser: null,
          ancestorId: root ?? null,
          depth: root ? 1 : 0,
          commentTime: c.date ?? now,
        });
      }
      report.imported++;
    }
  });
  return report;
}
