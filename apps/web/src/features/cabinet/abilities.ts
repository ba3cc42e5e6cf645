import type { CabinetFlags, Drawing } from './api';

// What the cabinet screens offer, from the server's flags (docs/sharing-permissions.md): each
// action shows only with the flag of its name, so the UI never offers what the server refuses.

export type DrawingAction = 'download' | 'edit' | 'move' | 'remove';
export type CabinetNodeAction = 'sub' | 'rename' | 'perm' | 'delete';

/** A drawing's row actions; a drawing whose document was recycled cannot be fetched. */
export function drawingActions(can: CabinetFlags, d: Pick<Drawing, 'status'>): DrawingAction[] {
  const out: DrawingAction[] = [];
  if (can.download && d.status !== 'deleted') out.push('download');
  if (can.edit) out.push('edit');
  // Moving to another cabinet hands the drawing to that cabinet's readers: download here too.
  if (can.move && can.download) out.push('move');
  if (can.remove) out.push('remove');
  return out;
}

/** A cabinet's menu in the tree. */
export function cabinetNodeActions(can: CabinetFlags): CabinetNodeAction[] {
  const out: CabinetNodeAction[] = [];
  if (can.addchild) out.push('sub');
  if (can.rename) out.push('rename');
  if (can.permission) out.push('perm');
  if (can.delete) out.push('delete');
  return out;
}
