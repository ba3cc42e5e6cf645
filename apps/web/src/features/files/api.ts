import { post, postEnvelope } from '../../api/client';
import type {
  DownloadHistoryEntry,
  DownloadUrl,
  FileInfo,
  FileItem,
  FileList,
  FilePermissions,
  FileVersion,
  ListWhere,
  Mark,
  PackTask,
  PathEntry,
  SortField,
  SortOrder,
  StorageUsage,
  TreeNode,
} from './types';

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
  const env = await postEnvelope<FileList>('/protected/get-project-file-list', { ...q, parentId: q.parentId || undefined, pageSize: PAGE_SIZE });
  const d = env.data;
  return { ...d, projectFileList: d.projectFileList ?? d.list ?? [], total: env.pageTotal ?? d.total ?? 0 };
}

export const filePath = (projectId: string, parentId: string | null) =>
  post<{ filePath: PathEntry[] }>('/protected/file/get-file-path', { projectId, parentId: parentId || undefined }).then((d) => d.filePath);

export const catalogTree = (projectId: string) =>
  post<{ fileTreeData: TreeNode[] }>('/protected/file/get-file-catalog-tree', { projectId }).then((d) => d.fileTreeData);

export const fileInfo = (projectId: string, fileId: string) => post<FileInfo>('/protected/file/get-project-file-Info', { projectId, fileId });

/** The caller's flags on a node (fileId) or on the project's root (no fileId); actionType 1: a folder, 2: a file. */
export const filePermission = (projectId: string, fileId: string | undefined, actionType: 1 | 2) =>
  post<FilePermissions>('/protected/role-mysql/get-file-permission', { projectId, fileId, moduleType: 'dms', actionType });

export const fileById = (projectId: string, fileId: string) => post<FileItem>('/protected/get-project-file-by-id', { projectId, fileId });

export const filePage = (projectId: string, fileId: string) =>
  post<{ parentId: string | null; pageNum: number }>('/protected/project/get-file-page', { projectId, fileId, pageSize: PAGE_SIZE });

export const createFolders = (projectId: string, parentId: string | null, folderArr: string[]) =>
  post<{ folderInfoArr: { name: string; id: string }[] }>('/protected/file/create-many-folder', { projectId, parentId: parentId || undefined, folderArr });

export const renameFile = (projectId: string, fileId: string, name: string) => post<FileItem>('/protected/file/rename', { projectId, fileId, name });

export const moveFiles = (projectId: string, fileIds: string[], targetId: string | null) => post('/protected/file/move', { projectId, fileIds, targetId });

export const copyFiles = (projectId: string, fileIds: string[], targetId: string | null) => post('/protected/file/copy', { projectId, fileIds, targetId });

/** is_recycle 1 moves to the recycle bin, 0 restores. */
export const setRecycled = (projectId: string, fileIds: string[], recycled: boolean) =>
  post('/protected/update-project-file-state', { projectId, fileIds, is_recycle: recycled ? 1 : 0 });

// Purge and version deletes are called after the screen's "are you sure": the server needs confirm: true.
export const purgeFiles = (projectId: string, fileIds: string[]) => post('/protected/file/purge', { projectId, fileIds, confirm: true });

export const setLabels = (projectId: string, fileIds: string[], labelIds: string[]) => post('/protected/updata-right-lable', { projectId, fileIds, labelIds });

export const saveMark = (projectId: string, mark: { id?: string; name: string; color?: string }) =>
  post<Mark>('/protected/file/save-mark', { projectId, ...mark });

export const deleteMark = (projectId: string, id: string) => post('/protected/file/delete-mark', { projectId, id });

export const listMarks = (projectId: string) => post<{ marks: Mark[] }>('/protected/get-project-file-marking', { projectId }).then((d) => d.marks);

export const listVersions = (projectId: string, projectFileId: string) =>
  post<{ list: FileVersion[] }>('/protected/get-project-file-version-data', { projectId, projectFileId }).then((d) => d.list);

export const deleteVersion = (projectId: string, id: string) => post('/protected/project/delete-project-version', { projectId, _id: id, confirm: true });

export const deleteVersions = (projectId: string, ids: string[]) =>
  post('/protected/project/delete-project-versions', { projectId, _idArr: ids, confirm: true });

export const downloadUrl = (projectId: string, fileId: string, opts: { versionId?: string; inline?: boolean } = {}) =>
  post<DownloadUrl>('/protected/file/get-download-url', { projectId, fileId, ...opts });

/** A share visitor packs through the same calls, with the link id and its grant. */
export interface ShareAuth {
  linkId: string;
  grant: string;
}
const shareParts = (s?: ShareAuth) =>
  s ? { body: { isShare: true, shareId: s.linkId }, opts: { headers: { share: s.grant } } } : { body: {}, opts: undefined };

export const packZip = (projectId: string, fileIds: string[], share?: ShareAuth) =>
  post<{ id: string; size: number; count: number }>(
    '/protected/file/pack-zip-service',
    { projectId, array: fileIds, ...shareParts(share).body },
    shareParts(share).opts,
  );

export const startPack = (projectId: string, id: string, share?: ShareAuth) =>
  post<PackTask>('/protected/file/get-pack-zip-task', { projectId, id, ...shareParts(share).body }, shareParts(share).opts);

export const pollPack = (projectId: string, id: string, share?: ShareAuth) =>
  post<PackTask>('/protected/file/loop-download-zip', { projectId, id, ...shareParts(share).body }, shareParts(share).opts);

export async function downloadHistory(projectId: string, pageNum: number) {
  const env = await postEnvelope<DownloadHistoryEntry[] | { list: DownloadHistoryEntry[]; total?: number }>('/protected/file/get-download-history', {
    projectId,
    pageNum,
    pageSize: 10,
  });
  const list = Array.isArray(env.data) ? env.data : env.data.list;
  const total = env.pageTotal ?? (Array.isArray(env.data) ? list.length : (env.data.total ?? list.length));
  return { list, total };
}

export const deleteDownloadHistory = (ids: string[]) => post('/protected/file/delete-download-history', { ids });

export const storageUsage = (projectId: string) => post<StorageUsage>('/protected/file/get-storage-usage', { projectId });

export interface FileChoice {
  _id: string;
  name: string;
  type: string;
}

/**
 * Files of the project by name, for pickers. With no text typed, the most recently changed
 * files: a search (any filter) looks through the whole project, so "changed at any time" lists
 * every folder's files.
 */
export async function searchProjectFiles(projectId: string, name: string): Promise<FileChoice[]> {
  const where = name ? { name } : { updateTime: ['1970-01-01 00:00:00', '9999-12-31 23:59:59'] };
  const r = await post<{ projectFileList?: FileChoice[]; list?: FileChoice[] }>('/protected/get-project-file-list', {
    projectId,
    pageNum: 1,
    pageSize: 50,
    sort: 'updateTime',
    sortValue: 'desc',
    where,
  });
  return (r.projectFileList ?? r.list ?? []).filter((f) => f.type !== 'folder');
}
