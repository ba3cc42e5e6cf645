import { post } from '../../../api/client';
import type { FastReply, FileSizeCheck, NameCheckList, ResumableSession, ResumableStatus } from '@trestle/shared/upload-responses';

// The upload calls (spec 2 §4, docs/files-api.md "Upload"). The bytes go by XHR (transport.ts)
// for progress and abort; these are the JSON calls around them and the addresses XHR sends to.

export type { FastReply, NameCheck } from '@trestle/shared/upload-responses';

interface FastBody {
  projectId: string;
  md5: string;
  size: number;
}

/** The fast paths by md5 (silent: a refusal is the upload's own error, shown on its row). */
export const uploadFast = (body: FastBody & { fileName: string; parentId?: string }) => post<FastReply>('/protected/upload-fast', body, { silent: true });
export const updateVersionFast = (body: FastBody & { fileName: string; needUpdataProjectFileId?: string; versionDesc?: string }) =>
  post<FastReply>('/protected/update-version-fast', body, { silent: true });
export const coverFast = (body: FastBody & { needUpdataProjectFileId?: string }) => post<FastReply>('/protected/file/file-cover-fast', body, { silent: true });

/** Where the multipart form (≤ 32 MB) goes. */
export const MULTIPART_URL = '/protected/file/upload-dms';

export interface ResumableCreate {
  projectId: string;
  parentId?: string;
  fileName: string;
  size: number;
  md5: string;
  uploadType: string;
  projectFileId?: string;
  versionDesc?: string;
}

export const createResumable = (body: ResumableCreate) => post<ResumableSession>('/protected/file/resumable/create', body, { silent: true });
export const resumableStatus = (uploadId: string) => post<ResumableStatus>('/protected/file/resumable/status', { uploadId }, { silent: true });
export const cancelResumable = (uploadId: string) => post<null>('/protected/file/resumable/cancel', { uploadId }, { silent: true });
/** Where one chunk of a resumable upload goes (PUT, from offset). */
export const resumableChunkUrl = (uploadId: string, offset: number) => `/protected/file/resumable/${encodeURIComponent(uploadId)}?offset=${offset}`;

/** Refuses when the files do not fit the project's storage (the server's msg). */
export const checkFileSize = (projectId: string, sizes: number[]) =>
  post<FileSizeCheck>('/protected/file/check-file-size', { projectId, files: sizes.map((size) => ({ size })) });

export const checkFileNames = (projectId: string, parentId: string | undefined, fileArr: { uuid: string; fileName: string }[]) =>
  post<NameCheckList>('/protected/file/check-file-name', { projectId, parentId, fileArr });
