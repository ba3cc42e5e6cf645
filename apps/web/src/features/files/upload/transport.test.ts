import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunContext, UploadItem } from './queue';

// The byte-moving part on a fake XHR and a fake JSON client: which calls, in which order, from
// which offsets.

const post = vi.fn();
vi.mock('../../../api/client', () => {
  class ApiError extends Error {
    constructor(
      message: string,
      readonly errorCode: number,
      readonly status: number,
      readonly data: unknown = null,
    ) {
      super(message);
    }
  }
  // callRoute sends every JSON call through send(method, path, input, opts): the POSTs land in `post`.
  const send = async (_method: string, path: string, input: object, opts?: object) => ({
    success: true,
    data: await post(path, input, opts),
    msg: '',
    errorCode: 200,
  });
  return { ApiError, send, post: (...a: unknown[]) => post(...a), headers: () => ({ Authorization: 'Bearer t' }) };
});
vi.mock('./md5', () => ({ md5InWorker: async () => '0123456789abcdef0123456789abcdef' }));

interface Sent {
  method: string;
  url: string;
  body: unknown;
}
let sent: Sent[];
/** Answers a request: an envelope, or 'network' for a failed connection. */
let answer: (s: Sent) => object | 'network';

class FakeXhr {
  upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 200;
  responseText = '';
  private method = '';
  private url = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: unknown) {
    const s = { method: this.method, url: this.url, body };
    sent.push(s);
    const a = answer(s);
    queueMicrotask(() => {
      if (a === 'network') return this.onerror?.();
      this.responseText = JSON.stringify(a);
      this.onload?.();
    });
  }
}
vi.stubGlobal('XMLHttpRequest', FakeXhr);

const { runUpload, uploadForm } = await import('./transport');

const MB = 1024 * 1024;
const ok = (data: unknown) => ({ success: true, errorCode: 200, msg: '', data });

function item(size: number, patch: Partial<UploadItem<File>> = {}): UploadItem<File> {
  const source = new File([new Uint8Array(size)], 'model.ifc', { lastModified: 1767225600000 });
  return {
    uuid: 'u',
    source,
    name: 'model.ifc',
    size,
    fileType: 'ifc',
    projectId: 'p1',
    parentId: null,
    uploadType: 'upload',
    status: 'hashing',
    errorCount: 0,
    percent: 0,
    speed: 0,
    batch: 0,
    ...patch,
  };
}

function ctx(): RunContext & { remembered: Record<string, unknown>; phases: string[] } {
  const c = {
    signal: new AbortController().signal,
    remembered: {} as Record<string, unknown>,
    phases: [] as string[],
    phase: (p: string) => void c.phases.push(p),
    progress: () => {},
    remember: (p: object) => void Object.assign(c.remembered, p),
  };
  return c;
}

const offsetOf = (s: Sent) => Number(new URL(s.url, 'http://x').searchParams.get('offset'));

beforeEach(() => {
  sent = [];
  post.mockReset();
  answer = () => ok({});
});

describe('upload transport', () => {
  it('puts the form fields before the file', () => {
    const form = uploadForm(item(10, { parentId: 'f1', uploadType: 'update', projectFileId: 'x1', versionDesc: 'rev B' }), 'abc');
    expect([...form.keys()]).toEqual([
      'projectId',
      'parentId',
      'fileName',
      'md5',
      'lastModifiedDate',
      'uploadType',
      'projectFileId',
      'versionDesc',
      'fileblob',
    ]);
    expect(form.get('lastModifiedDate')).toBe('2026-01-01T00:00:00.000Z');
  });

  it('stops after the fast path when the server already holds the content', async () => {
    post.mockResolvedValueOnce({ needUpload: false });
    const c = ctx();
    await runUpload(item(100), c);
    expect(post.mock.calls[0][0]).toBe('/protected/upload-fast');
    expect(post.mock.calls[0][1]).toMatchObject({ md5: '0123456789abcdef0123456789abcdef', fileName: 'model.ifc', projectId: 'p1', size: 100 });
    expect(sent).toHaveLength(0);
    expect(c.remembered.md5).toBe('0123456789abcdef0123456789abcdef');
    expect(c.phases).toEqual(['hashing', 'uploading']);
  });

  it('asks update-version-fast and cover-fast for the other choices', async () => {
    post.mockResolvedValue({ needUpload: false });
    await runUpload(item(1, { uploadType: 'update', projectFileId: 'x1', versionDesc: 'rev' }), ctx());
    await runUpload(item(1, { uploadType: 'cover', projectFileId: 'x1' }), ctx());
    expect(post.mock.calls.map((c) => c[0])).toEqual(['/protected/update-version-fast', '/protected/file/file-cover-fast']);
    expect(post.mock.calls[0][1]).toMatchObject({ needUpdataProjectFileId: 'x1', versionDesc: 'rev' });
  });

  it('sends a file up to 32 MB as one multipart form', async () => {
    post.mockResolvedValueOnce({ needUpload: true });
    await runUpload(item(32 * MB), ctx());
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /protected/file/upload-dms']);
  });

  it('sends a bigger file in 8 MB chunks and, after a failed chunk, goes on from the offset the server reports', async () => {
    const size = 33 * MB;
    post.mockImplementation(async (path: string) => {
      if (path === '/protected/upload-fast') return { needUpload: true };
      if (path === '/protected/file/resumable/create') return { uploadId: 'r1', offset: 0 };
      if (path === '/protected/file/resumable/status') return { offset: 8 * MB, size };
      throw new Error(path);
    });
    let failed = false;
    answer = (s) => {
      const offset = offsetOf(s);
      if (offset === 8 * MB && !failed) {
        failed = true;
        return 'network';
      }
      const end = Math.min(size, offset + 8 * MB);
      return ok({ offset: end, done: end === size });
    };
    const c = ctx();
    await runUpload(item(size), c);
    expect(sent.map(offsetOf)).toEqual([0, 8 * MB, 8 * MB, 16 * MB, 24 * MB, 32 * MB]);
    expect(sent.every((s) => s.method === 'PUT' && s.url.startsWith('/protected/file/resumable/r1?'))).toBe(true);
    expect(c.remembered.resumeId).toBe('r1');
    expect(post.mock.calls.map((x) => x[0])).toEqual(['/protected/upload-fast', '/protected/file/resumable/create', '/protected/file/resumable/status']);
  });

  it('follows the server when it holds a different amount (offset mismatch)', async () => {
    const size = 40 * MB;
    post.mockImplementation(async (path: string) => (path === '/protected/upload-fast' ? { needUpload: true } : { uploadId: 'r2', offset: 0 }));
    answer = (s) => {
      const offset = offsetOf(s);
      if (offset === 0) return { success: false, errorCode: 400, msg: 'offset', data: { offset: 24 * MB } };
      const end = Math.min(size, offset + 8 * MB);
      return ok({ offset: end, done: end === size });
    };
    await runUpload(item(size), ctx());
    expect(sent.map(offsetOf)).toEqual([0, 24 * MB, 32 * MB]);
  });

  it('a retried item with a session asks where the server is instead of starting again', async () => {
    const size = 40 * MB;
    post.mockImplementation(async (path: string) =>
      path === '/protected/file/resumable/status' ? { offset: 32 * MB, size } : Promise.reject(new Error(path)),
    );
    answer = () => ok({ offset: size, done: true });
    await runUpload(item(size, { md5: '0123456789abcdef0123456789abcdef', resumeId: 'r3' }), ctx());
    expect(post.mock.calls.map((x) => x[0])).toEqual(['/protected/file/resumable/status']);
    expect(sent.map(offsetOf)).toEqual([32 * MB]);
  });

  it('a lost reply to the last chunk: the server says the file landed, nothing is sent again', async () => {
    const size = 40 * MB;
    post.mockImplementation(async (path: string) =>
      path === '/protected/file/resumable/status' ? { offset: size, size, done: true } : Promise.reject(new Error(path)),
    );
    await runUpload(item(size, { md5: '0123456789abcdef0123456789abcdef', resumeId: 'r5' }), ctx());
    expect(sent).toEqual([]);
  });

  it('gives up after a chunk fails three times', async () => {
    const size = 33 * MB;
    post.mockImplementation(async (path: string) => {
      if (path === '/protected/upload-fast') return { needUpload: true };
      if (path === '/protected/file/resumable/create') return { uploadId: 'r4', offset: 0 };
      return { offset: 0, size };
    });
    answer = () => 'network';
    await expect(runUpload(item(size), ctx())).rejects.toThrow('network');
    expect(sent).toHaveLength(3);
  });
});
