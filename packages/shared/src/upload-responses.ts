import { z } from 'zod';
import { fileItem } from './file-responses';

// What the upload calls answer (the `data` of the envelope; spec 2 §4, docs/files-api.md
// "Upload"): the JSON calls around the bytes. Checked by the server in every test run
// (http/route.ts `output`); the web takes its types from here.

/** check-file-size: the selection's count and size, and the storage left. */
export const fileSizeCheck = z.object({ count: z.number(), size: z.number(), free: z.number() });
export type FileSizeCheck = z.infer<typeof fileSizeCheck>;

/** One chosen name of check-file-name, and what the caller may do with the same-name file. */
export const nameCheck = z.object({
  /** The client's id of the row, echoed when sent. */
  uuid: z.string().optional(),
  fileName: z.string(),
  haveSameName: z.boolean(),
  isInCabinet: z.boolean(),
  projectFileId: z.string().nullable(),
  /** The caller may add a version to / cover the same-name file. */
  canUpdate: z.boolean(),
  canCover: z.boolean(),
});
export type NameCheck = z.infer<typeof nameCheck>;
export const nameCheckList = z.object({ fileArr: z.array(nameCheck) });
export type NameCheckList = z.infer<typeof nameCheckList>;

/** upload-fast, update-version-fast, file-cover-fast: landed from held content, or the bytes are needed. */
export const fastReply = z.object({ needUpload: z.boolean(), file: fileItem.optional() });
export type FastReply = z.infer<typeof fastReply>;

/** upload-dms and oss-mark-uploaded: the file that landed. */
export const uploadedFile = z.object({ file: fileItem });
export type UploadedFile = z.infer<typeof uploadedFile>;

/** resumable/create: the upload to go on with and the offset to send from. */
export const resumableSession = z.object({ uploadId: z.string(), offset: z.number(), size: z.number() });
export type ResumableSession = z.infer<typeof resumableSession>;

/** resumable/status: how many bytes the server holds; once landed, the file's id. */
export const resumableStatus = resumableSession.extend({ done: z.boolean(), fileId: z.string().optional() });
export type ResumableStatus = z.infer<typeof resumableStatus>;

/**
 * A chunk's PUT: the offset held after it; the PUT that lands the file also sends the upload's id,
 * the file's id and the file (a repeat after the landing sends the status).
 */
export const resumableChunk = z.object({
  uploadId: z.string().optional(),
  offset: z.number(),
  size: z.number(),
  done: z.boolean(),
  fileId: z.string().optional(),
  file: fileItem.optional(),
});
export type ResumableChunk = z.infer<typeof resumableChunk>;

/** oss/policy: a one-hour, one-file direct upload policy. */
export const ossPolicy = z.object({ host: z.string(), policy: z.string(), expire: z.number(), maxSize: z.number() });
export type OssPolicy = z.infer<typeof ossPolicy>;

/** oss-check: whether the bytes must be sent. */
export const ossCheck = z.object({ needUpload: z.boolean() });

/** oss-upload: the received bytes, to be named by oss-mark-uploaded. */
export const ossReceived = z.object({ key: z.string(), md5: z.string(), size: z.number() });
