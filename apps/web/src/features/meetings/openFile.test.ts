import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test/memory-storage';

// Where a meeting's file opens. The file's item comes from get-project-file-by-id, whose answer
// (the shared fileItem schema) carries the current version as versionId, never the list's
// modelId: a model must open at that version. The browser globals the client reads are stood in
// for (as in api/client.test.ts); the server's answer is the JSON it sends.
vi.mock('antd', () => ({ Modal: { error: vi.fn() } }));
// The file icons are not what this test is about; the icon package is slow to load.
vi.mock('@ant-design/icons', () => {
  const icon = () => null;
  const names = [
    'FileExcelOutlined',
    'FileImageOutlined',
    'FileOutlined',
    'FilePdfOutlined',
    'FilePptOutlined',
    'FileTextOutlined',
    'FileWordOutlined',
    'FileZipOutlined',
    'FolderFilled',
    'BuildOutlined',
  ];
  return Object.fromEntries(names.map((n) => [n, icon]));
});
const fetchMock = vi.fn();
vi.stubGlobal('window', { location: { pathname: '/', hash: '#/', search: '' }, history: { state: null, replaceState: () => {} } });
vi.stubGlobal('localStorage', new MemoryStorage());
vi.stubGlobal('sessionStorage', new MemoryStorage());
vi.stubGlobal('navigator', { language: 'en-US', userAgent: 'test' });
vi.stubGlobal('fetch', fetchMock);

let fileAddress: typeof import('./openFile').fileAddress;
// The first import compiles the shared schemas and contracts: slow on a loaded machine, so the
// hook may take longer than the default; nothing here waits on time otherwise.
beforeAll(async () => {
  ({ fileAddress } = await import('./openFile'));
}, 120_000);
beforeEach(() => fetchMock.mockReset());

const item = {
  _id: 'f1',
  fileId: 'f1',
  name: 'Tower.ifc',
  type: 'ifc',
  size: 100,
  parentId: null,
  projectId: 'p1',
  createTime: '2026-11-01T08:00:00.000Z',
  lastModifiedDate: '2026-11-01T08:00:00.000Z',
  createUser: 'u1',
  modifyUser: 'u1',
  version: '2',
  versionId: 'v2',
  marking: [],
  is_recycle: 0,
};

describe('fileAddress', () => {
  it("opens a model in the 3D viewer at the file's current version", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true, data: item, msg: '', errorCode: 200 }), { status: 200 }));
    const href = await fileAddress('p1', { id: 'f1', name: 'Tower.ifc', fileType: 'ifc' }, 'Harbour');
    expect(fetchMock.mock.calls[0][0]).toBe('/protected/get-project-file-by-id');
    expect(href).toMatch(/^\/viewer\?/);
    const q = new URLSearchParams(href!.split('?')[1]);
    expect(q.get('type')).toBe('3d');
    expect(q.get('modelId')).toBe('v2');
    expect(q.get('fileId')).toBe('f1');
  });
});
