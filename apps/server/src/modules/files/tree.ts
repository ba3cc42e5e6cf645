import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Errors } from '../../http/errors';
import type { Node } from './storage/content';
import { fileNodes } from './tables';

// Walking the folder tree: items by id, descendants, and the root-to-item path.

/** The project's items with these ids; any id not found (or of another project) is a 404. */
export async function itemsOf(db: DbOrTx, projectId: string, ids: string[], opts: { recycled?: boolean } = {}): Promise<Node[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(fileNodes)
    .where(and(eq(fileNodes.projectId, projectId), inArray(fileNodes.id, unique)));
  const wanted = rows.filter((r) => (opts.recycled === undefined ? true : opts.recycled ? !!r.recycledAt : !r.recycledAt));
  if (wanted.length !== unique.length) throw Errors.notFound();
  return wanted;
}

/** Every item below the given folders (not the folders themselves), breadth first. */
export async function descendantsOf(db: DbOrTx, projectId: string, folderIds: string[]): Promise<Node[]> {
  const out: Node[] = [];
  let frontier = folderIds;
  while (frontier.length) {
    const children = await db
      .select()
      .from(fileNodes)
      .where(and(eq(fileNodes.projectId, projectId), inArray(fileNodes.parentId, frontier)));
    out.push(...children);
    frontier = children.filter((c) => c.kind === 'folder').map((c) => c.id);
  }
  return out;
}

/** Folder ids from the root down to (not including) the item. */
export async function ancestorsOf(db: DbOrTx, projectId: string, node: Node): Promise<Node[]> {
  const path: Node[] = [];
  let parentId = node.parentId;
  while (parentId && path.length < 1000) {
    const [p] = await db
      .select()
      .from(fileNodes)
      .where(and(eq(fileNodes.id, parentId), eq(fileNodes.projectId, projectId)));
    if (!p) break;
    path.unshift(p);
    parentId = p.parentId;
  }
  return path;
}

/**
 * A folder as the operation log names it: its path from the project's root ("/" for the root
 * itself, "/01 Architecture/Plans" below), so two folders of one name stay apart.
 */
export async function folderPath(db: DbOrTx, projectId: string, folder: Node | null): Promise<string> {
  if (!folder) return '/';
  return `/${[...(await ancestorsOf(db, projectId, folder)), folder].map((n) => n.name).join('/')}`;
}

/**
 * Which of these names (lower-cased) live items of a folder already use. Only the asked names
 * are read (an index on lower(name)), never the whole folder: folders may hold 100,000 files.
 */
export async function takenAmong(db: DbOrTx, projectId: string, parentId: string | null, names: string[], exceptId?: string): Promise<Set<string>> {
  const lowered = [...new Set(names.map((n) => n.toLowerCase()))];
  if (!lowered.length) return new Set();
  const rows = await db
    .select({ id: fileNodes.id, name: fileNodes.name })
    .from(fileNodes)
    .where(
      and(
        eq(fileNodes.projectId, projectId),
        parentId ? eq(fileNodes.parentId, parentId) : isNull(fileNodes.parentId),
        isNull(fileNodes.recycledAt),
        inArray(sql`lower(${fileNodes.name})`, lowered),
      ),
    );
  return new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.name.toLowerCase()));
}

/** "name.ext", else "name (2).ext" and up: the first not taken in the folder nor in `reserved`. */
export async function freeName(db: DbOrTx, projectId: string, parentId: string | null, name: string, reserved: Set<string> = new Set()): Promise<string> {
  for (let from = 1; ; from += 25) {
    const candidates = Array.from({ length: 25 }, (_, i) => numbered(name, from + i));
    const taken = await takenAmong(db, projectId, parentId, candidates);
    const free = candidates.find((c) => !taken.has(c.toLowerCase()) && !reserved.has(c.toLowerCase()));
    if (free) return free;
  }
}

/** The n-th candidate of a name: n = 1 is the name itself, then "name (n).ext". */
export function numbered(name: string, n: number): string {
  if (n === 1) return name;
  const m = /^(.*?)(\.[^.]*)?$/.exec(name)!;
  return `${m[1]} (${n})${m[2] ?? ''}`;
}

/** In memory (zip entry names): the first candidate not in `taken`. */
export function nextFreeName(taken: Set<string>, name: string): string {
  for (let n = 1; ; n++) {
    const c = numbered(name, n);
    if (!taken.has(c.toLowerCase())) return c;
  }
}

/** Recycle bin rows: items deleted themselves, not those that went with a deleted folder. */
export const recycleRoots = sql`${fileNodes.recycledAt} is not null and not exists (
  select 1 from file_nodes p where p.id = ${fileNodes.parentId} and p.recycled_at = ${fileNodes.recycledAt})`;
