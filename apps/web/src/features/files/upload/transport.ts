import type { ResumableChunk } from '@trestle/shared/upload-responses';
import { ApiError, headers, type Envelope } from '../../../api/client';
import { coverFast, createResumable, MULTIPART_URL, resumableChunkUrl, resumableStatus, updateVersionFast, uploadFast, type FastReply } from './api';
import { MULTIPART_MAX, RESUMABLE_CHUNK } from './limits';
import { md5InWorker } from './md5';
import type { RunContext, UploadItem } from './queue';

// What moves one file (spec 2 §4, docs/files-api.md "Upload"): md5 in a worker, the fast path by
// md5, then a multipart form (≤ 32 MB) or the resumable protocol (bigger).

/** A failed upload call: the server's msg, with its errorCode or the HTTP status. */
export class UploadError extends ApiError {
  constructor(message: string, errorCode: number, status: number, data: unknown = null) {
    super(message, errorCode, status, data);
  }
}

/** Rejects as soon as the signal aborts, whatever the promise does. */
function abortable<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** An XHR call that reports upload progress and answers the envelope. */
export function xhrSend<T>(
  method: string,
  url: string,
  body: XMLHttpRequestBodyInit,
  opts: { signal: AbortSignal; onProgress?(loaded: number): void; contentType?: string },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (opts.signal.aborted) return reject(opts.signal.reason);
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(headers(false))) xhr.setRequestHeader(k, v);
    if (opts.contentType) xhr.setRequestHeader('Content-Type', opts.contentType);
    const stop = () => {
      xhr.abort();
      reject(opts.signal.reason);
    };
    opts.signal.addEventListener('abort', stop, { once: true });
    const done = () => opts.signal.removeEventListener('abort', stop);
    if (opts.onProgress) xhr.upload.onprogress = (e) => opts.onProgress!(e.loaded);
    xhr.onerror = () => {
      done();
      reject(new UploadError('network', 0, 0));
    };
    xhr.onload = () => {
      done();
      let env: Envelope<T> | null;
      try {
        env = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        env = null;
      }
      if (env?.success) resolve(env.data);
      else reject(new UploadError(env?.msg || `HTTP ${xhr.status}`, env?.errorCode ?? xhr.status, xhr.status, env?.data));
    };
    xhr.send(body);
  });
}

/** upload-fast, update-version-fast or file-cover-fast, by the item's choice. */
function fastUpload(item: Readonly<UploadItem<File>>, md5: string): Promise<FastReply> {
  const common = { projectId: item.projectId, md5, size: item.size };
  if (item.uploadType === 'update') {
    return updateVersionFast({ ...common, fileName: item.name, needUpdataProjectFileId: item.projectFileId ?? '', versionDesc: item.versionDesc || undefined });
  }
  if (item.uploadType === 'cover') {
    return coverFast({ ...common, needUpdataProjectFileId: item.projectFileId ?? '' });
  }
  return uploadFast({ ...common, fileName: item.name, parentId: item.parentId || undefined });
}

/** The multipart form; the fields go before the file so the server knows them before the bytes. */
export function uploadForm(item: Readonly<UploadItem<File>>, md5: string): FormData {
  const form = new FormData();
  form.append('projectId', item.projectId);
  if (item.parentId) form.append('parentId', item.parentId);
  form.append('fileName', item.name);
  form.append('md5', md5);
  form.append('lastModifiedDate', new Date(item.source.lastModified || Date.now()).toISOString());
  form.append('uploadType', item.uploadType);
  if (item.projectFileId) form.append('projectFileId', item.projectFileId);
  if (item.versionDesc) form.append('versionDesc', item.versionDesc);
  form.append('fileblob', item.source, item.name);
  return form;
}

async function resumable(item: Readonly<UploadItem<File>>, md5: string, ctx: RunContext) {
  const status = (uploadId: string) => abortable(resumableStatus(uploadId), ctx.signal);
  let uploadId = item.resumeId;
  let offset = 0;
  if (uploadId) {
    try {
      const st = await status(uploadId);
      if (st.done) return; // it landed; only the reply to the last chunk was lost
      offset = st.offset;
    } catch (e) {
      if (ctx.signal.aborted) throw e;
      uploadId = undefined;
    }
  }
  if (!uploadId) {
    const created = await abortable(
      createResumable({
        projectId: item.projectId,
        parentId: item.parentId || undefined,
        fileName: item.name,
        size: item.size,
        md5,
        uploadType: item.uploadType,
        projectFileId: item.projectFileId,
        versionDesc: item.versionDesc || undefined,
      }),
      ctx.signal,
    );
    uploadId = created.uploadId;
    offset = created.offset;
    ctx.remember({ resumeId: uploadId });
  }
  ctx.progress(offset);
  let failures = 0;
  for (;;) {
    const start = offset;
    const chunk = item.source.slice(start, Math.min(item.size, start + RESUMABLE_CHUNK));
    try {
      const r = await xhrSend<ResumableChunk>('PUT', resumableChunkUrl(uploadId, start), chunk, {
        signal: ctx.signal,
        contentType: 'application/octet-stream',
        onProgress: (loaded) => ctx.progress(start + loaded),
      });
      if (r.done) return;
      offset = r.offset;
      failures = 0;
    } catch (e) {
      if (ctx.signal.aborted) throw e;
      const serverOffset = e instanceof UploadError ? (e.data as { offset?: unknown } | undefined)?.offset : undefined;
      if (typeof serverOffset === 'number') {
        offset = serverOffset; // the server holds a different amount: go on from there
        continue;
      }
      if (++failures > 2) throw e;
      const st = await status(uploadId);
      if (st.done) return;
      offset = st.offset;
    }
    if (offset >= item.size) throw new UploadError('incomplete', 0, 0);
    ctx.progress(offset);
  }
}

/** Runs one upload item: hash (once), fast path, then the bytes. */
export async function runUpload(item: Readonly<UploadItem<File>>, ctx: RunContext): Promise<void> {
  let md5 = item.md5;
  if (!md5) {
    ctx.phase('hashing');
    md5 = await md5InWorker(item.source, { signal: ctx.signal, onProgress: ctx.progress });
    ctx.remember({ md5 });
  }
  ctx.phase('uploading');
  if (!item.resumeId) {
    const fast = await abortable(fastUpload(item, md5), ctx.signal);
    if (!fast.needUpload) {
      ctx.progress(item.size);
      return;
    }
  }
  if (item.size <= MULTIPART_MAX) {
    await xhrSend('POST', MULTIPART_URL, uploadForm(item, md5), {
      signal: ctx.signal,
      onProgress: (loaded) => ctx.progress(Math.min(item.size, loaded)),
    });
  } else {
    await resumable(item, md5, ctx);
  }
}
