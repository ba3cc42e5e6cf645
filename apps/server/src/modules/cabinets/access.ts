import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { cabinetFlags, NodeResolver, type NodeAdapter } from '../permissions';
import type { ProjectScope } from '../roles';
import { fileNodes } from '../files';
import { cabinetDrawings, cabinets } from './tables';

// Who may do what in which cabinet: the cabinet actions of the project roles, replaced below a
// restricted cabinet by its own grants (the same rules as folders: docs/sharing-permissions.md).

export type Cabinet = typeof cabinets.$inferSelect;

export class CabinetAccess {
  private rows = new Map<string, Cabinet>();
  readonly resolver: NodeResolver;

  constructor(
    private readonly deps: Deps,
    readonly scope: ProjectScope,
  ) {
    this.resolver = new NodeResolver(deps.db, scope, 'cabinet', async (id) => {
      const c = await this.cabinet(id);
      if (c) return c.parentId;
      const [d] = await deps.db.select({ cabinetId: cabinetDrawings.cabinetId }).from(cabinetDrawings).where(eq(cabinetDrawings.id, id));
      return d?.cabinetId ?? null;
    });
  }

  remember(rows: Cabinet[]) {
    for (const r of rows) this.rows.set(r.id, r);
  }

  async cabinet(id: string): Promise<Cabinet | null> {
    if (!this.rows.has(id)) {
      const [c] = await this.deps.db
        .select()
        .from(cabinets)
        .where(and(eq(cabinets.id, id), eq(cabinets.projectId, this.scope.projectId)));
      if (!c) return null;
      this.rows.set(id, c);
    }
    return this.rows.get(id)!;
  }

  at(id: string | null) {
    return this.resolver.at(id);
  }

  /** A cabinet of this project the caller may see and act on; null: the top level. */
  async need(id: string | null, action: string): Promise<Cabinet | null> {
    const c = id ? await this.cabinet(id) : null;
    if (id && !c) throw Errors.notFound();
    const acts = await this.at(id);
    if (!acts) throw Errors.noAccess();
    if (!acts.has(action)) throw Errors.forbidden();
    return c;
  }

  async flags(id: string | null) {
    return cabinetFlags(await this.at(id));
  }
}

export const cabinetAccess = (deps: Deps, scope: ProjectScope) => new CabinetAccess(deps, scope);

/** Cabinets and their drawings as the permission calls see them (kind folder / file). */
export const cabinetAdapter: NodeAdapter = {
  async find(deps, projectId, id) {
    const [c] = await deps.db
      .select()
      .from(cabinets)
      .where(and(eq(cabinets.id, id), eq(cabinets.projectId, projectId)));
    if (c) return { id: c.id, name: c.name, parentId: c.parentId, kind: 'folder' };
    // A drawing entry shows as its document's name.
    const [d] = await deps.db
      .select({ id: cabinetDrawings.id, cabinetId: cabinetDrawings.cabinetId, name: fileNodes.name })
      .from(cabinetDrawings)
      .innerJoin(fileNodes, eq(fileNodes.id, cabinetDrawings.nodeId))
      .where(and(eq(cabinetDrawings.id, id), eq(cabinetDrawings.projectId, projectId)));
    return d ? { id: d.id, name: d.name, parentId: d.cabinetId, kind: 'file' } : null;
  },
  resolver: (deps, scope) => new CabinetAccess(deps, scope).resolver,
};
