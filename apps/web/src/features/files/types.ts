// Wire shapes of the documents area (docs/files-api.md).

// The answers the server checks against its schemas (packages/shared/src/file-responses.ts).
export type { FileItem, FileRow, FileList, FileUser, FilePermissions, FileInfo, FileVersion, Mark, PathEntry, TreeNode } from '@trestle/shared/file-responses';

export interface DownloadUrl {
  url: string;
  name: string;
  type: string;
  /** Null for a folder's zip (its size is known once packed). */
  size: number | null;
  expiresAt: string;
}

export type PackState = 'requested' | 'queued' | 'packing' | 'done' | 'failed' | 'expired';

export interface PackTask {
  id: string;
  state: PackState;
  size?: number;
  zipSize?: number;
  url?: string;
}

export interface DownloadHistoryEntry {
  _id: string;
  kind: 'file' | 'folder' | 'pack';
  name: string;
  size: number;
  createTime: string;
  projectId?: string;
  fileId?: string | null;
  packId?: string | null;
  packState?: PackState | null;
}

export interface StorageUsage {
  projectUsed: number;
  enterpriseUsed: number;
  storageSize: number;
}

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
