import { z } from 'zod';
import { isoTime, userRef } from './common-responses';

// What the documents calls answer (the `data` of the envelope; docs/files-api.md). The server
// checks its answers against these in every test run (http/route.ts `output`); the web takes
// its types from them.

/** A folder or file as the wire shows it (spec 2 §3 File or folder item; files/service.ts presentNode). */
export const fileItem = z.object({
  _id: z.string(),
  fileId: z.string(),
  name: z.string(),
  /** 'folder' or the file's lower-case extension; null for a file whose name has none. */
  type: z.string().nullable(),
  size: z.number(),
  parentId: z.string().nullable(),
  projectId: z.string(),
  createTime: isoTime,
  lastModifiedDate: isoTime,
  createUser: z.string(),
  modifyUser: z.string(),
  version: z.string(),
  versionId: z.string().nullable().optional(),
  marking: z.array(z.string()),
  is_recycle: z.union([z.literal(0), z.literal(1)]),
  recycleTime: isoTime.nullable().optional(),
  recycleUser: z.string().nullable().optional(),
  isInCabinet: z.boolean().optional(),
});

/** Model conversion (IFC files): converting, complete or error; null for other files. */
export const modelState = z.enum(['converting', 'complete', 'error']).nullable();

/** A row of get-project-file-list: the item, its content's md5, labels, restriction and model state. */
export const fileRow = fileItem.extend({
  md5: z.string().nullable(),
  labelName: z.string(),
  restricted: z.boolean(),
  modelId: z.string().nullable(),
  status: modelState,
  forgeStatus: modelState,
});
export type FileRow = z.infer<typeof fileRow>;
/** An item from any call: the list's extras (md5, model state, restriction) when it came from the list. */
export type FileItem = z.infer<typeof fileItem> & Partial<Omit<FileRow, keyof z.infer<typeof fileItem>>>;

export const fileMark = z.object({ _id: z.string(), id: z.string().optional(), name: z.string(), color: z.string().nullable().optional() });
export type Mark = z.infer<typeof fileMark>;

export const fileUser = userRef;
export type FileUser = z.infer<typeof fileUser>;

/** The caller's flags at the listed folder (docs/sharing-permissions.md); screens hide what is refused. */
export const filePermissions = z.record(z.string(), z.boolean().optional());
export type FilePermissions = z.infer<typeof filePermissions>;

/** get-project-file-list: a page (`list` = `projectFileList`) with labels, users and flags. */
export const fileList = z.object({
  list: z.array(fileRow),
  total: z.number(),
  projectFileList: z.array(fileRow),
  marks: z.array(fileMark),
  users: z.array(fileUser),
  filePermissions,
});
export type FileList = z.infer<typeof fileList>;

export const pathEntry = z.object({ _id: z.string(), name: z.string() });
export type PathEntry = z.infer<typeof pathEntry>;

export const filePathAnswer = z.object({ filePath: z.array(pathEntry) });

export interface TreeNode {
  _id: string;
  name: string;
  type: string | null;
  children: TreeNode[];
}
export const treeNode: z.ZodType<TreeNode> = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  get children() {
    return z.array(treeNode);
  },
});
export const fileTreeAnswer = z.object({ fileTreeData: z.array(treeNode) });

export const createdFolders = z.object({ folderInfoArr: z.array(z.object({ name: z.string(), id: z.string() })) });

/** get-project-file-Info. */
export const fileInfo = z.object({
  file: fileItem.extend({ md5: z.string().nullable() }),
  path: z.array(pathEntry),
  versions: z.number(),
  createUserName: z.string(),
  modifyUserName: z.string(),
});
export type FileInfo = z.infer<typeof fileInfo>;

/** get-file-page: where a deep link's item shows. */
export const filePageAnswer = z.object({ parentId: z.string().nullable(), pageNum: z.number(), pageSize: z.number() });

/** One version of get-project-file-version-data. */
export const fileVersion = z.object({
  _id: z.string(),
  version: z.number(),
  name: z.string(),
  createUser: z.string(),
  createUserName: z.string(),
  createTime: isoTime,
  versionDesc: z.string().nullable(),
  files: z.object({ size: z.number(), type: z.string().nullable(), md5: z.string() }),
  projectFileId: z.string(),
  fileId: z.string(),
  projectId: z.string(),
  current: z.boolean(),
});
export type FileVersion = z.infer<typeof fileVersion>;
export const fileVersionList = z.object({ list: z.array(fileVersion) });

export const deletedVersions = z.object({ deleted: z.number(), recycledFiles: z.number() });

export const fileMarks = z.object({ marks: z.array(fileMark) });

/** Tree changes answer how many items they touched. */
export const movedCount = z.object({ moved: z.number() });
export const copiedCount = z.object({ copied: z.number() });
export const itemCount = z.object({ count: z.number() });

/** get-download-url: a ticket URL for a version, or a folder's zip (size known once packed). */
export const downloadUrl = z.object({
  url: z.string(),
  expiresAt: isoTime,
  name: z.string(),
  type: z.string().nullable(),
  /** Null for a folder's zip (its size is known once packed). */
  size: z.number().nullable(),
  inline: z.boolean(),
});
export type DownloadUrl = z.infer<typeof downloadUrl>;

export const packState = z.enum(['requested', 'queued', 'packing', 'done', 'failed', 'expired']);
export type PackState = z.infer<typeof packState>;

/** pack-zip-service: the sized selection. */
export const packRequest = z.object({ id: z.string(), size: z.number(), count: z.number() });

/** get-pack-zip-task and loop-download-zip: the zip's state, with a download URL once done. */
export const packTask = z.object({
  id: z.string(),
  state: packState,
  count: z.number().optional(),
  size: z.number().optional(),
  zipSize: z.number().nullable().optional(),
  expiresAt: isoTime.optional(),
  error: z.string().nullable().optional(),
  url: z.string().optional(),
  name: z.string().optional(),
});
export type PackTask = z.infer<typeof packTask>;

export const downloadHistoryEntry = z.object({
  _id: z.string(),
  kind: z.enum(['file', 'folder', 'pack']),
  name: z.string(),
  size: z.number(),
  createTime: isoTime,
  projectId: z.string(),
  fileId: z.string().nullable(),
  versionId: z.string().nullable(),
  packId: z.string().nullable(),
  packState: packState.nullable(),
});
export type DownloadHistoryEntry = z.infer<typeof downloadHistoryEntry>;
export const downloadHistory = z.object({ list: z.array(downloadHistoryEntry), total: z.number() });
export const deletedCount = z.object({ deleted: z.number() });

export const storageUsage = z.object({ projectUsed: z.number(), enterpriseUsed: z.number(), storageSize: z.number() });
export type StorageUsage = z.infer<typeof storageUsage>;

export const openWay = z.string();
/** view-file: how to open a file, with a preview URL for images and PDF. */
export const viewFile = z.object({ file: fileItem, openWay, url: z.string().nullable() });
export const openWayAnswer = z.object({ fileType: z.string(), openWay, pdfConversion: z.boolean() });

/** A document shown by the app itself: its text, or its sheets as rows of cells. */
export const docPreview = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string(), truncated: z.boolean() }),
  z.object({ kind: z.literal('table'), sheets: z.array(z.object({ name: z.string(), rows: z.array(z.array(z.string())) })), truncated: z.boolean() }),
]);
export type DocPreview = z.infer<typeof docPreview>;
const conversionOf = { fileId: z.string(), versionId: z.string(), fileType: z.string(), openWay };
/** file-conver without target: the preview's state; poll while 'converting'. */
export const previewConversion = z.object({
  ...conversionOf,
  status: z.enum(['converting', 'complete', 'error', 'unsupported']),
  preview: docPreview.nullable(),
  /** Why it failed (tooLarge, or what the converter said). */
  error: z.string().nullable().optional(),
});
export type PreviewConversion = z.infer<typeof previewConversion>;
/** file-conver with target 'pdf': the PDF's state, with a short-lived URL once complete. */
export const officePdfConversion = z.object({
  ...conversionOf,
  target: z.literal('pdf'),
  status: z.enum(['converting', 'complete', 'error', 'unavailable', 'unsupported']),
  /** The PDF's name (the document's, with .pdf). */
  name: z.string(),
  url: z.string().nullable(),
  expiresAt: isoTime.optional(),
  /** Why it failed: unreadable, timeout, tooLarge, crashed. */
  error: z.string().nullable().optional(),
  size: z.number().nullable().optional(),
});
export type OfficePdfConversion = z.infer<typeof officePdfConversion>;
/** POST /account/file-conver answers one of the two, by the request's target. */
export const fileConversion = z.union([officePdfConversion, previewConversion]);
