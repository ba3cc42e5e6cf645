import type { z } from 'zod';
import type { resumableCreateBody } from '@trestle/shared/file-schemas';
import { callRoute } from '../../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';

// The upload calls (spec 2 §4, docs/files-api.md "Upload"). The bytes go by XHR (transport.ts)
// for progress and abort; these are the JSON calls around them and the addresses XHR sends to.

export type { FastReply, NameCheck } from '@trestle/shared/upload-responses';

interface FastBody {
  projectId: string;
  md5: string;
  size: number;
}

/** The fast paths by md5 (silent: a refusal is the upload's own error, shown on its row). */
export const uploadFast = (body: FastBody & { fileName: string; parentId?: string }) => callRoute(contracts.uploadFast, body, { silent: true });
export const updateVersionFast = (body: FastBody & { fileName: string; needUpdataProjectFileId: string; versionDesc?: string }) =>
  callRoute(contracts.updateVersionFast, body, { silent: true });
export const coverFast = (body: FastBody & { needUpdataProjectFileId: string }) => callRoute(contracts.fileCoverFast, body, { silent: true });

/** Where the multipart form (≤ 32 MB) goes. */
export const MULTIPART_URL = '/protected/file/upload-dms';

/** A resumable session's request (the server's schema). */
export type ResumableCreate = z.input<typeof resumableCreateBody>;

export const createResumable = (body: ResumableCreate) => callRoute(contracts.resumableCreate, body, { silent: true });
export const resumableStatus = (uploadId: string) => callRoute(contracts.status, { uploadId }, { silent: true });
export const cancelResumable = (uploadId: string) => callRoute(contracts.cancel, { uploadId }, { silent: true });
/** Where one chunk of a resumable upload goes (PUT, from offset). */
export const resumableChunkUrl = (uploadId: string, offset: number) => `/protected/file/resumable/${encodeURIComponent(uploadId)}?offset=${offset}`;

/** Refuses when the files do not fit the project's storage (the server's msg). */
export const checkFileSize = (projectId: string, sizes: number[]) => callRoute(contracts.checkFileSize, { projectId, files: sizes.map((size) => ({ size })) });

export const checkFileNames = (projectId: string, parentId: string | undefined, fileArr: { uuid: string; fileName: string }[]) =>
  callRoute(contracts.checkFileName, { projectId, parentId, fileArr });
