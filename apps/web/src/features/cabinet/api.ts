import { post, postEnvelope } from '../../api/client';

// Calls of the drawing cabinets (docs/sharing-permissions.md "Cabinets").

export type CabinetFlags = Record<'allow' | 'edit' | 'rename' | 'delete' | 'remove' | 'move' | 'addchild' | 'adddrawing' | 'download' | 'permission', boolean>;

export interface CabinetNode {
  id: string;
  name: string;
  parentId: string | null;
  drawingCount: number;
  permissions: CabinetFlags;
  children: CabinetNode[];
}

export interface Drawing {
  dataId: string;
  fileId: string;
  name: string;
  type: string | null;
  files: { size: number };
  createTime: string;
  displayDate: string;
  status: 'current' | 'outdated' | 'deleted';
  version: number;
  currentVersion: number;
  addedBy: string;
  addedByName: string;
}

export type DrawingSort = 'displayDate' | 'name' | 'createTime' | 'size';

export const cabinetKeys = {
  tree: (projectId: string) => ['cabinets', projectId] as const,
  /** Every cabinet's drawings, whatever the page. */
  contentAll: (projectId: string) => ['cabinet-content', projectId] as const,
  content: (projectId: string, cabinetId: string, pageNum: number, sort: { field: DrawingSort; order: 'asc' | 'desc' }, name: string) =>
    ['cabinet-content', projectId, cabinetId, pageNum, sort, name] as const,
};

export const cabinetTree = (projectId: string) =>
  post<{ tree: CabinetNode[]; canAddRoot: boolean; permissions: CabinetFlags }>('/protected/cabinet/get-cabinet-tree', { projectId });
export const createCabinet = (projectId: string, name: string, parentId: string | null) =>
  post<{ id: string }>('/protected/cabinet/create', { projectId, name, parentId });
export const renameCabinet = (projectId: string, cabinetId: string, name: string) => post('/protected/cabinet/rename', { projectId, cabinetId, name });
/** Called after the screen's "are you sure": the server needs confirm: true. */
export const deleteCabinet = (projectId: string, cabinetId: string) => post('/protected/cabinet/delete', { projectId, cabinetId, confirm: true });
export const addDrawings = (projectId: string, cabinetId: string, fileIds: string[], displayDate?: string | null) =>
  post<{ added: number; skipped: number }>('/protected/cabinet/add-drawings', { projectId, cabinetId, fileIds, displayDate: displayDate || undefined });
export const removeDrawings = (projectId: string, dataIds: string[]) => post('/protected/cabinet/remove-drawings', { projectId, dataIds });
export const moveDrawings = (projectId: string, dataIds: string[], targetCabinetId: string) =>
  post('/protected/cabinet/move-drawings', { projectId, dataIds, targetCabinetId });
export const updateDrawing = (projectId: string, dataId: string, v: { displayDate?: string; toLatest?: boolean }) =>
  post('/protected/cabinet/update-drawing', { projectId, dataId, ...v });
/** A one-hour URL of the drawing's pinned version; inline: a preview of an image or PDF. */
export const drawingUrl = (projectId: string, dataId: string, inline = false) =>
  post<{ url: string; name: string; type: string | null; inline: boolean }>('/protected/cabinet/download-url', { projectId, dataId, inline });

export async function cabinetContent(
  projectId: string,
  q: { cabinetId: string; pageNum: number; sort: DrawingSort; sortValue: 'asc' | 'desc'; name?: string },
) {
  const env = await postEnvelope<{ list: Drawing[]; cabinet: { id: string; name: string }; cabinetPermissions: CabinetFlags }>(
    '/protected/cabinet/cabinet-content/get',
    { projectId, pageSize: 10, ...q, name: q.name || undefined },
  );
  return { ...env.data, total: env.pageTotal ?? env.data.list.length };
}

/** Flattens a tree (for pickers). */
export function flatten(nodes: CabinetNode[], depth = 0): (CabinetNode & { depth: number })[] {
  return nodes.flatMap((n) => [{ ...n, depth }, ...flatten(n.children, depth + 1)]);
}
