import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';

import type { FileList, ListWhere, SortField, SortOrder } from './types';

// Every documents call of docs/files-api.md, typed, in one place.

/**
 * Query keys of the documents area, all under ['files', projectId] (metadata and related files
 * too), so everything of a project is refreshed at once after a change.
 */
export const filesKey = (projectId: string, ...rest: unknown[]) => ['files', projectId, ...rest];
/** One item by id (its folder, version): outside the project's files key, read by the 3D progress page. */
export const fileByIdKey = (projectId: string | null, fileId: string | null) => ['file', projectId, fileId] as const;

export const PAGE_SIZE = 25;

export interface ListQuery {
  projectId: string;
  parentId: string | null;
  pageNum: number;
  sort: SortField;
  sortValue: SortOrder;
  where: ListWhere;
}

export async function listFiles(q: ListQuery): Promise<FileList & { total: number }> {
  const env = await callRouteEnvelope(contracts.fileList, { ...q, parentId: q.parentId || undefined, pageSize: PAGE_SIZE });
  const d = env.data;
  return { ...d, projectFileList: d.projectFileList ?? d.list ?? [], total: env.pageTotal ?? d.total ?? 0 };
}

export const filePath = (projectId: string, parentId: string | null) =>
  callRoute(contracts.getFilePath, { projectId, parentId: parentId || undefined }).then((d) => d.filePath);

export const catalogTree = (projectId: string) => callRoute(contracts.getFileCatalogTree, { projectId }).then((d) => d.fileTreeData);

export const fileInfo = (projectId: string, fileId: string) => callRoute(contracts.fileInfo, { projectId, fileId });

/** The caller's flags on a node (fileId) or on the project's root (no fileId); actionType 1: a folder, 2: a file. */
export const filePermission = (projectId: string, fileId: string | undefined, actionType: 1 | 2) =>
  callRoute(contracts.getFilePermission, { projectId, fileId, moduleType: 'dms', actionType });

export const fileById = (projectId: string, fileId: string) => callRoute(contracts.getProjectFileById, { projectId, fileId });

export const filePage = (projectId: string, fileId: string) => callRoute(contracts.getFilePage, { projectId, fileId, pageSize: PAGE_SIZE });

export const createFolders = (projectId: string, parentId: string | null, folderArr: string[]) =>
  callRoute(contracts.createManyFolder, { projectId, parentId: parentId || undefined, folderArr });

export const renameFile = (projectId: string, fileId: string, name: string) => callRoute(contracts.fileRename, { projectId, fileId, name });

export const moveFiles = (projectId: string, fileIds: string[], targetId: string | null) => callRoute(contracts.fileMove, { projectId, fileIds, targetId });

export const copyFiles = (projectId: string, fileIds: string[], targetId: string | null) => callRoute(contracts.copy, { projectId, fileIds, targetId });

/** is_recycle 1 moves to the recycle bin, 0 restores. */
export const setRecycled = (projectId: string, fileIds: string[], recycled: boolean) =>
  callRoute(contracts.updateProjectFileState, { projectId, fileIds, is_recycle: recycled ? 1 : 0 });

// Purge and version deletes are called after the screen's "are you sure": the server needs confirm: true.
export const purgeFiles = (projectId: string, fileIds: string[]) => callRoute(contracts.purge, { projectId, fileIds, confirm: true });

export const setLabels = (projectId: string, fileIds: string[], labelIds: string[]) => callRoute(contracts.updataRightLable, { projectId, fileIds, labelIds });

export const saveMark = (projectId: string, mark: { id?: string; name: string; color?: string }) => callRoute(contracts.saveMark, { projectId, ...mark });

export const deleteMark = (projectId: string, id: string) => callRoute(contracts.deleteMark, { projectId, id });

export const listMarks = (projectId: string) => callRoute(contracts.getProjectFileMarking, { projectId }).then((d) => d.marks);

export const listVersions = (projectId: string, projectFileId: string) =>
  callRoute(contracts.getProjectFileVersionData, { projectId, projectFileId }).then((d) => d.list);

export const deleteVersion = (projectId: string, id: string) => callRoute(contracts.deleteProjectVersion, { projectId, _id: id, confirm: true });

export const deleteVersions = (projectId: string, ids: string[]) => callRoute(contracts.deleteProjectVersions, { projectId, _idArr: ids, confirm: true });

export const downloadUrl = (projectId: string, fileId: string, opts: { versionId?: string; inline?: boolean } = {}) =>
  callRoute(contracts.getDownloadUrl, { projectId, fileId, ...opts });

/** A share visitor packs through the same calls, with the link id and its grant. */
export interface ShareAuth {
  linkId: string;
  grant: string;
}
const shareParts = (s?: ShareAuth) =>
  s ? { body: { isShare: true, shareId: s.linkId }, opts: { headers: { share: s.grant } } } : { body: {}, opts: undefined };

export const packZip = (projectId: string, fileIds: string[], share?: ShareAuth) =>
  callRoute(contracts.packZipService, { projectId, array: fileIds, ...shareParts(share).body }, shareParts(share).opts);

export const startPack = (projectId: string, id: string, share?: ShareAuth) =>
  callRoute(contracts.getPackZipTask, { projectId, id, ...shareParts(share).body }, shareParts(share).opts);

export const pollPack = (projectId: string, id: string, share?: ShareAuth) =>
  callRoute(contracts.loopDownloadZip, { projectId, id, ...shareParts(share).body }, shareParts(share).opts);

export async function downloadHistory(projectId: string, pageNum: number) {
  const env = await callRouteEnvelope(contracts.getDownloadHistory, {
    projectId,
    pageNum,
    pageSize: 10,
  });
  const list = Array.isArray(env.data) ? env.data : env.data.list;
  const total = env.pageTotal ?? (Array.isArray(env.data) ? list.length : (env.data.total ?? list.length));
  return { list, total };
}

export const deleteDownloadHistory = (ids: string[]) => callRoute(contracts.deleteDownloadHistory, { ids });

export const storageUsage = (projectId: string) => callRoute(contracts.getStorageUsage, { projectId });

export interface FileChoice {
  _id: string;
  name: string;
  type: string | null;
}

/**
 * Files of the project by name, for pickers. With no text typed, the most recently changed
 * files: a search (any filter) looks through the whole project, so "changed at any time" lists
 * every folder's files.
 */
export async function searchProjectFiles(projectId: string, name: string): Promise<FileChoice[]> {
  const where = name ? { name } : { updateTime: ['1970-01-01 00:00:00', '9999-12-31 23:59:59'] };
  const r = await callRoute(contracts.fileList, {
    projectId,
    pageNum: 1,
    pageSize: 50,
    sort: 'updateTime',
    sortValue: 'desc',
    where,
  });
  return (r.projectFileList ?? r.list ?? []).filter((f) => f.type !== 'folder');
}
