// Wire shapes of the documents area (docs/files-api.md).

export interface FileItem {
  _id: string;
  fileId: string;
  name: string;
  /** 'folder' or the file extension. */
  type: string;
  size: number;
  parentId: string | null;
  projectId: string;
  createTime: string;
  lastModifiedDate: string;
  createUser: string;
  modifyUser: string;
  version: string;
  versionId?: string;
  md5?: string;
  marking: string[];
  is_recycle: 0 | 1;
  recycleTime?: string | null;
  recycleUser?: string | null;
  isInCabinet?: boolean;
  /** Model conversion (IFC files): converting, complete or error; null for other files. */
  status?: 'converting' | 'complete' | 'error' | null;
  /** The model of an IFC file: its current version's id (opens in the 3D viewer). */
  modelId?: string | null;
  /** The item has its own permissions. */
  restricted?: boolean;
}

export interface Mark {
  _id: string;
  name: string;
  color?: string | null;
}

export interface FileUser {
  id: string;
  name: string;
  loginName: string;
}

/** The caller's flags at the listed folder (docs/sharing-permissions.md); screens hide what is refused. */
export type FilePermissions = Record<string, boolean | undefined>;

export interface FileList {
  list?: FileItem[];
  projectFileList: FileItem[];
  marks: Mark[];
  users: FileUser[];
  filePermissions: FilePermissions;
  total?: number;
}

export interface TreeNode {
  _id: string;
  name: string;
  type: string | null;
  children: TreeNode[];
}

export interface PathEntry {
  _id: string;
  name: string;
}

export interface FileVersion {
  _id: string;
  version: string | number;
  createUser: string;
  createUserName?: string;
  createTime: string;
  versionDesc?: string | null;
  files: { size: number; type: string; md5?: string };
  projectFileId: string;
  fileId: string;
  projectId: string;
  current?: boolean;
}

export interface FileInfo {
  file: FileItem;
  path: PathEntry[];
  versions: number;
  createUserName?: string;
  modifyUserName?: string;
}

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
