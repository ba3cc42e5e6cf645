import type {
  CabinetContent,
  CabinetCreated,
  CabinetDeleted,
  CabinetNode,
  CabinetRenamed,
  CabinetTree,
  DrawingsAdded,
  DrawingsMoved,
  DrawingsRemoved,
  DrawingUpdated,
  DrawingUrl,
} from '@trestle/shared/cabinet-responses';
import { post, postEnvelope } from '../../api/client';

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

export const cabinetTree = (projectId: string) => post<CabinetTree>('/protected/cabinet/get-cabinet-tree', { projectId });
export const createCabinet = (projectId: string, name: string, parentId: string | null) =>
  post<CabinetCreated>('/protected/cabinet/create', { projectId, name, parentId });
export const renameCabinet = (projectId: string, cabinetId: string, name: string) =>
  post<CabinetRenamed>('/protected/cabinet/rename', { projectId, cabinetId, name });
/** Called after the screen's "are you sure": the server needs confirm: true. */
export const deleteCabinet = (projectId: string, cabinetId: string) =>
  post<CabinetDeleted>('/protected/cabinet/delete', { projectId, cabinetId, confirm: true });
export const addDrawings = (projectId: string, cabinetId: string, fileIds: string[], displayDate?: string | null) =>
  post<DrawingsAdded>('/protected/cabinet/add-drawings', { projectId, cabinetId, fileIds, displayDate: displayDate || undefined });
export const removeDrawings = (projectId: string, dataIds: string[]) => post<DrawingsRemoved>('/protected/cabinet/remove-drawings', { projectId, dataIds });
export const moveDrawings = (projectId: string, dataIds: string[], targetCabinetId: string) =>
  post<DrawingsMoved>('/protected/cabinet/move-drawings', { projectId, dataIds, targetCabinetId });
export const updateDrawing = (projectId: string, dataId: string, v: { displayDate?: string; toLatest?: boolean }) =>
  post<DrawingUpdated>('/protected/cabinet/update-drawing', { projectId, dataId, ...v });
/** A one-hour URL of the drawing's pinned version; inline: a preview of an image or PDF. */
export const drawingUrl = (projectId: string, dataId: string, inline = false) =>
  post<DrawingUrl>('/protected/cabinet/download-url', { projectId, dataId, inline });

export async function cabinetContent(
  projectId: string,
  q: { cabinetId: string; pageNum: number; sort: DrawingSort; sortValue: 'asc' | 'desc'; name?: string },
) {
  const env = await postEnvelope<CabinetContent>('/protected/cabinet/cabinet-content/get', { projectId, pageSize: 10, ...q, name: q.name || undefined });
  return { ...env.data, total: env.pageTotal ?? env.data.list.length };
}

/** Flattens a tree (for pickers). */
export function flatten(nodes: CabinetNode[], depth = 0): (CabinetNode & { depth: number })[] {
  return nodes.flatMap((n) => [{ ...n, depth }, ...flatten(n.children, depth + 1)]);
}
