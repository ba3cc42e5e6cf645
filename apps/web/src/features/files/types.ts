// Wire shapes of the documents area (docs/files-api.md).

// The answers the server checks against its schemas (packages/shared/src/file-responses.ts).
export type {
  DownloadHistoryEntry,
  DownloadUrl,
  FileInfo,
  FileItem,
  FileList,
  FilePermissions,
  FileRow,
  FileUser,
  FileVersion,
  Mark,
  PackState,
  PackTask,
  PathEntry,
  StorageUsage,
  TreeNode,
} from '@trestle/shared/file-responses';

export type SortField = 'createTime' | 'updateTime' | 'name' | 'size';
export type SortOrder = 'asc' | 'desc';

export interface ListWhere {
  labelId?: string[];
  name?: string;
  fileType?: string;
  updateUser?: string;
  updateTime?: [string, string];
  recycle?: boolean;
}

export const isFolder = (f: { type: string | null }) => f.type === 'folder';
