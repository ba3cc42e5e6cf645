import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Errors } from '../../http/errors';
import type { Node } from './content';
import { fileNodes } from './tables';

// Walking the folder tree: items by id, descendants, and the root-to-item path.

/** The project's items with these ids; any id not found (or of another project) is a 404. */
export async function itemsOf(db: DbOrTx, projectId: string, ids: string[], opts: { recycled?: boolean } = {}): Promise<Node[]> {
  const unique = [...new Set(ids)];
  const rows = await db.select().from(fileNodes).where(and(eq(fileNodes.projectId, projectId), inArray(fileNodes.id, unique)));
  const wanted = rows.filter((r) => (opts.recycled === undefined ? true : opts.recycled ? !!r.recycledAt : !r.recycledAt));
  if (wanted.length !== unique.length) throw Errors.notFound();
  return wanted;
}

/** Every item below the given folders (not the folders themselves), breadth first. */
export async function descendantsOf(db: DbOrTx, projectId: string, folderIds: string[]): Promise<Node[]> {
  const out: Node[] = [];
  let frontier = folderIds;
  while (frontier.length) {
    const children = await db.select().from(fileNodes).where(and(eq(fileNodes.projectId, projectId), inArray(fileNodes.parentId, frontier)));
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
    const [p] = await db.select().from(fileNodes).where(and(eq(fileNodes.id, parentId), eq(fileNodes.projectId, projectId)));
    if (!p) break;
    path.unshift(p);
    parentId = p.parentId;
  }
  return path;
}

/** Lower-cased names of the live items in a folder. */
export async function namesIn(db: DbOrTx, projectId: string, parentId: string | null): Promise<Set<string>> {
  const rows = await db
    .select({ name: fileNodes.name })
    .from(fileNodes)
    .where(and(eq(fileNodes.projectId, projectId), parentId ? eq(fileNodes.parentId, parentId) : isNull(fileNodes.parentId), isNull(fileNodes.recycledAt)));
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

/** Recycle bin rows: items deleted themselves, not those that went with a deleted folder. */
export const recycleRoots = sql`${fileNodes.recycledAt} is not null and not exists (
  select 1 from file_nodes p where p.id = ${fileNodes.parentId} and p.recycled_at = ${fileNodes.recycledAt})`;

