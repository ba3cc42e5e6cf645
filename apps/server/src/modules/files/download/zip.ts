import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { inArray } from 'drizzle-orm';
import type { Deps } from '../../../http/context';
import type { Node } from '../storage/content';
import { descendantsOf, itemsOf, nextFreeName } from '../tree';
import type { DmsAccess } from '../access';
import { fileVersions } from '../tables';

// Zips of folders and selections, streamed: entries are read one at a time from the blob store.

export interface ZipEntry {
  path: string;
  sha256: string | null; // null: an empty folder
  size: number;
  mtime: Date;
}

// Formats that are compressed already; deflating them again only costs time.
const STORED = new Set(['zip', 'ifczip', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'mp4', 'mov', 'docx', 'xlsx', 'pptx', 'gz', '7z', 'rar']);

/**
 * The live files under the chosen items, with paths as the user sees them. The chosen items
 * need `download`; below them, only what the caller may see and download is packed.
 */
export async function zipEntries(deps: Deps, projectId: string, ids: string[], access: DmsAccess): Promise<ZipEntry[]> {
  const chosen = await itemsOf(deps.db, projectId, ids, { recycled: false });
  await access.needAll(chosen, 'download');
  const under = (
    await descendantsOf(
      deps.db,
      projectId,
      chosen.filter((c) => c.kind === 'folder').map((c) => c.id),
    )
  ).filter((n) => !n.recycledAt);
  access.remember(under);
  const below: Node[] = [];
  for (const n of under) if ((await access.at(n))?.has('download')) below.push(n);
  const all = [...chosen, ...below];
  const versionIds = all.map((n) => n.currentVersionId).filter((v): v is string => !!v);
  const versions = versionIds.length ? await deps.db.select().from(fileVersions).where(inArray(fileVersions.id, versionIds)) : [];
  const shaOf = new Map(versions.map((v) => [v.id, v]));
  const children = new Map<string, Node[]>();
  for (const n of below) children.set(n.parentId!, [...(children.get(n.parentId!) ?? []), n]);
  const entries: ZipEntry[] = [];
  const walk = (nodes: Node[], prefix: string) => {
    const taken = new Set<string>();
    for (const n of nodes) {
      const name = nextFreeName(taken, n.name);
      taken.add(name.toLowerCase());
      if (n.kind === 'folder') {
        const kids = children.get(n.id) ?? [];
        if (!kids.length) entries.push({ path: `${prefix}${name}/`, sha256: null, size: 0, mtime: n.updatedAt });
        walk(kids, `${prefix}${name}/`);
      } else {
        const v = shaOf.get(n.currentVersionId ?? '');
        if (v) entries.push({ path: prefix + name, sha256: v.sha256, size: v.size, mtime: n.updatedAt });
      }
    }
  };
  walk(chosen, '');
  return entries;
}

export const filesIn = (entries: ZipEntry[]) => entries.filter((e) => e.sha256);

/** A zip of the entries as a stream; each blob is opened only when its turn comes. */
export function zipStream(deps: Deps, entries: ZipEntry[]): Readable {
  const zip = new ZipFile();
  for (const e of entries) {
    if (!e.sha256) {
      zip.addEmptyDirectory(e.path, { mtime: e.mtime });
      continue;
    }
    const sha = e.sha256;
    const ext = /\.([^./]+)$/.exec(e.path)?.[1]?.toLowerCase() ?? '';
    zip.addReadStreamLazy(e.path, { size: e.size, mtime: e.mtime, compress: !STORED.has(ext) }, (cb) => {
      deps.blobs.get(sha).then(
        (s) => cb(null, s),
        (err) => cb(err, undefined as never),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
