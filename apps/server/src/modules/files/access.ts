import { and, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { mayChangeItem, OWNER_ACTIONS } from '@trestle/shared/document-rules';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { holdsAll, NodeResolver, dmsFlags, type NodeAdapter } from '../permissions';
import type { ProjectScope } from '../roles';
import type { Node } from './storage/content';
import { fileNodes } from './tables';

// Who may do what to which document (docs/sharing-permissions.md). One DmsAccess per request:
// it caches the nodes and the resolved actions it has seen.

export class DmsAccess {
  private nodes = new Map<string, Node>();
  readonly resolver: NodeResolver;

  constructor(
    private readonly deps: Deps,
    readonly scope: ProjectScope,
  ) {
    this.resolver = new NodeResolver(deps.db, scope, 'dms', async (id) => (await this.node(id))?.parentId ?? null);
  }

  /** Lets later checks reuse rows the caller already read. */
  remember(nodes: Node[]) {
    for (const n of nodes) this.nodes.set(n.id, n);
    return nodes;
  }

  async node(id: string): Promise<Node | null> {
    if (!this.nodes.has(id)) {
      const [n] = await this.deps.db
        .select()
        .from(fileNodes)
        .where(and(eq(fileNodes.id, id), eq(fileNodes.projectId, this.scope.projectId)));
      if (!n) return null;
      this.nodes.set(id, n);
    }
    return this.nodes.get(id)!;
  }

  /** The caller's actions at a node (null: the root), or null when it is hidden from them. */
  at(node: Node | string | null): Promise<Set<string> | null> {
    return this.resolver.at(typeof node === 'string' ? node : (node?.id ?? null));
  }

  /**
   * Throws unless the caller may do `action` at the node: hidden → 401 (as an unknown id),
   * visible without the action → 4030. 'cover' is checked as 'update' plus the owner rule.
   */
  async need(node: Node | null, action: string): Promise<Set<string>> {
    const acts = await this.at(node);
    if (!acts) throw Errors.noAccess();
    const base = action === 'cover' ? 'update' : action;
    if (!acts.has(base)) throw Errors.forbidden();
    if (node && OWNER_ACTIONS.includes(action) && !this.ownsOrMay(node, acts)) throw Errors.forbiddenKey('acl.notOwner');
    return acts;
  }

  async needAll(nodes: Node[], action: string) {
    this.remember(nodes);
    for (const n of nodes) await this.need(n, action);
  }

  /**
   * Shortcuts that hand out a file's content elsewhere (copy, move to another folder, add to a
   * cabinet) need the same right as the plain download, at the file where it is now: a hidden
   * file → 401, a visible file without `download` → 403 with `key` naming the file. Folders are
   * passed in with the files below them; only files are checked.
   */
  async needHandOut(nodes: Node[], key: 'file.noDownloadToCopy' | 'file.noDownloadToMove' | 'file.noDownloadToCabinet') {
    this.remember(nodes);
    for (const n of nodes) {
      if (n.kind !== 'file') continue;
      const acts = await this.at(n);
      if (!acts) throw Errors.noAccess();
      if (!acts.has('download')) throw Errors.forbiddenKey(key, { name: n.name });
    }
  }

  /** Visible at all (enter on the way down), else 401. */
  async see(node: Node | null) {
    if (!(await this.at(node))) throw Errors.noAccess();
  }

  /** Default mode: members change only their own items unless they hold `owner` there (the shared owner rule). */
  ownsOrMay(node: Node, acts: Set<string>): boolean {
    return mayChangeItem(
      { permissionMode: this.scope.permissionMode, holdsAll: holdsAll(this.scope), owner: acts.has('owner'), userId: this.scope.actorId },
      node,
    );
  }

  /** The flag object at a folder (null: root), as lists send it (filePermissions). */
  async flagsAt(folder: Node | null) {
    const acts = await this.at(folder);
    return { ...dmsFlags(acts), dms_owner: !!acts && (holdsAll(this.scope) || acts.has('owner') || (!!folder && folder.createdBy === this.scope.actorId)) };
  }

  /** Restricted items the caller cannot enter. */
  hidden(): Promise<string[]> {
    return this.resolver.hiddenRoots();
  }

  /** A condition keeping the direct children of a visible folder that the caller may see. */
  async visibleChildren(): Promise<SQL | undefined> {
    const hidden = await this.hidden();
    return hidden.length ? notInArray(fileNodes.id, hidden) : undefined;
  }

  /** A condition keeping items anywhere in the project that are not under a hidden item. */
  async visibleAnywhere(): Promise<SQL | undefined> {
    const hidden = await this.hidden();
    if (!hidden.length) return undefined;
    return sql`${fileNodes.id} not in (
      with recursive h(id) as (
        select id from file_nodes where ${inArray(fileNodes.id, hidden)}
        union all select c.id from file_nodes c join h on c.parent_id = h.id
      ) select id from h)`;
  }

  /** Keeps the items the caller may see (whole lists read in memory, e.g. trees). */
  async filterVisible<T extends Node>(nodes: T[]): Promise<T[]> {
    this.remember(nodes);
    const out: T[] = [];
    for (const n of nodes) if (await this.at(n)) out.push(n);
    return out;
  }
}

/** Putting items into a folder (move, copy) needs the right to create them there. */
export async function needInto(access: DmsAccess, target: Node | null, items: Node[]) {
  if (items.some((i) => i.kind === 'folder')) await access.need(target, 'add');
  if (items.some((i) => i.kind === 'file')) await access.need(target, 'upload');
}

export function dmsAccess(deps: Deps, scope: ProjectScope) {
  return new DmsAccess(deps, scope);
}

/** Documents as the permission calls see them (fileacl/routes.ts). */
export const dmsAdapter: NodeAdapter = {
  async find(deps, projectId, id) {
    const [n] = await deps.db
      .select()
      .from(fileNodes)
      .where(and(eq(fileNodes.id, id), eq(fileNodes.projectId, projectId), isNull(fileNodes.recycledAt)));
    return n ? { id: n.id, name: n.name, parentId: n.parentId, kind: n.kind === 'folder' ? 'folder' : 'file' } : null;
  },
  resolver: (deps, scope) => new DmsAccess(deps, scope).resolver,
};
