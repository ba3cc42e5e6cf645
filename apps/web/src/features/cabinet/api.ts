import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { CabinetNode } from '@trestle/shared/cabinet-responses';

// Calls of the drawing cabinets (docs/sharing-permissions.md "Cabinets").

export type { CabinetFlags, CabinetNode, Drawing } from '@trestle/shared/cabinet-responses';

export type DrawingSort = 'displayDate' | 'name' | 'createTime' | 'size';

export const cabinetKeys = {
  tree: (projectId: string) => ['cabinets', projectId] as const,
  /** Every cabinet's drawings, whatever the page. */
  contentAll: (projectId: string) => ['cabinet-content', projectId] as const,
  content: (projectId: string, cabinetId: string, pageNum: number, sort: { field: DrawingSort; order: 'asc' | 'desc' }, name: string) =>
    ['cabinet-content', projectId, cabinetId, pageNum, sort, name] as const,
};

export const cabinetTree = (projectId: string) => callRoute(contracts.getCabinetTree, { projectId });
export const createCabinet = (projectId: string, name: string, parentId: string | null) => callRoute(contracts.cabinetCreate, { projectId, name, parentId });
export const renameCabinet = (projectId: string, cabinetId: string, name: string) => callRoute(contracts.cabinetRename, { projectId, cabinetId, name });
/** Called after the screen's "are you sure": the server needs confirm: true. */
export const deleteCabinet = (projectId: string, cabinetId: string) => callRoute(contracts.cabinetDelete, { projectId, cabinetId, confirm: true });
export const addDrawings = (projectId: string, cabinetId: string, fileIds: string[], displayDate?: string | null) =>
  callRoute(contracts.addDrawings, { projectId, cabinetId, fileIds, displayDate: displayDate || undefined });
export const removeDrawings = (projectId: string, dataIds: string[]) => callRoute(contracts.removeDrawings, { projectId, dataIds });
export const moveDrawings = (projectId: string, dataIds: string[], targetCabinetId: string) =>
  callRoute(contracts.moveDrawings, { projectId, dataIds, targetCabinetId });
export const updateDrawing = (projectId: string, dataId: string, v: { displayDate?: string; toLatest?: boolean }) =>
  callRoute(contracts.updateDrawing, { projectId, dataId, ...v });
/** A one-hour URL of the drawing's pinned version; inline: a preview of an image or PDF. */
export const drawingUrl = (projectId: string, dataId: string, inline = false) => callRoute(contracts.cabinetDownloadUrl, { projectId, dataId, inline });

export async function cabinetContent(
  projectId: string,
  q: { cabinetId: string; pageNum: number; sort: DrawingSort; sortValue: 'asc' | 'desc'; name?: string },
) {
  const env = await callRouteEnvelope(contracts.cabinetContentGet, { projectId, pageSize: 10, ...q, name: q.name || undefined });
  return { ...env.data, total: env.pageTotal ?? env.data.list.length };
}

/** Flattens a tree (for pickers). */
export function flatten(nodes: CabinetNode[], depth = 0): (CabinetNode & { depth: number })[] {
  return nodes.flatMap((n) => [{ ...n, depth }, ...flatten(n.children, depth + 1)]);
}
