import type { DrawingState } from '@trestle/shared/linked-drawing-schemas';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { projectScopeFor, type ScopedCtx } from '../../http/route';
import { type Node, dmsAccess, scopeGrant, type TicketGrant } from '../files';
import { memberModel, modelInView, type ModelRef } from '../models';
import { shareGrant, visit, within } from '../shares';

// Who calls a composite-link route (docs/models.md "Composite links"). The spec gives these
// calls only a /public path, so one route serves both kinds of caller, as the other model
// calls do with their two paths:
// - a member (session + projectId): reads with the model file's dms `query`, writes with its
//   dms `update` (a link changes what the model file offers, like editing it) and `query` on
//   the drawing;
// - a share visitor (linkId + share header): reads the links of a model inside the link; sees
//   a drawing only when it is inside the link too; never writes.

export interface DrawingSight {
  node: Node | null;
  state: DrawingState;
}

export interface Caller {
  deps: Deps;
  ref: ModelRef;
  projectId: string;
  actorId: string | null;
  /** Whose tickets the link pictures get: the member's session, or the visitor's share link. */
  grant: TicketGrant;
  /** May change the model's links (members with `update` on the model file). */
  canEdit: boolean;
  /** How this caller sees a drawing file of the project. */
  drawing(fileId: string): Promise<DrawingSight>;
}

export async function callerOf(ctx: ScopedCtx, input: { projectId?: string | null; linkId?: string | null; modelId: string }): Promise<Caller> {
  const deps = ctx.deps;
  if (input.linkId) {
    const view = await visit(ctx, input.linkId);
    const ref = await modelInView(deps, view, input.modelId);
    return {
      deps,
      ref,
      projectId: view.link.projectId,
      actorId: null,
      grant: shareGrant(view),
      canEdit: false,
      async drawing(fileId) {
        const node = await view.access.node(fileId);
        if (!node) return { node: null, state: 'hidden' };
        if (node.recycledAt) return { node: null, state: 'deleted' };
        // Outside the link, or the link's creator may no longer open it: the visitor sees nothing of it.
        const inside = await within(view, node.id).then(
          () => true,
          () => false,
        );
        return inside && (await view.access.at(node))?.has('query') ? { node, state: 'ok' } : { node: null, state: 'hidden' };
      },
    };
  }
  const scope = await projectScopeFor(ctx, input.projectId ?? '');
  const ref = await memberModel(deps, scope, input.modelId);
  const access = dmsAccess(deps, scope);
  const acts = await access.at(ref.node);
  return {
    deps,
    ref,
    projectId: scope.projectId,
    actorId: scope.actorId,
    grant: scopeGrant(scope),
    canEdit: !!acts?.has('update'),
    async drawing(fileId) {
      const node = await access.node(fileId);
      const seen = node ? await access.at(node) : null;
      if (!node || !seen) return { node: null, state: node?.recycledAt ? 'deleted' : 'hidden' };
      if (node.recycledAt) return { node, state: 'deleted' };
      return seen.has('query') ? { node, state: 'ok' } : { node: null, state: 'hidden' };
    },
  };
}

/** Writing: visitors never; members need `update` on the model file. */
export function needEdit(caller: Caller): string {
  if (!caller.actorId) throw Errors.forbiddenKey('composite.readOnly');
  if (!caller.canEdit) throw Errors.forbidden();
  return caller.actorId;
}
