import { createTestApp, type TestApp, type TestResponse } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import { ZipFile } from 'yazl';
import { multipart, putFile, testFile } from '../../test/files';
import { unzipAll } from './bcf-import';
import { builtInRoleId } from '../roles/service';

// Shared set-up of the annotation tests (not a test file itself).

export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bytes that pass as a PNG (the server checks the signature, not the whole image). */
export const png = (n = 64, fill = 7) => Buffer.concat([PNG_MAGIC, Buffer.alloc(n, fill)]);
export const dataUrl = (b: Buffer, mime = 'image/png') => `data:${mime};base64,${b.toString('base64')}`;

export const camera = {
  viewPorts: {
    position: [10, -20, 15],
    target: [0, 0, 0],
    up: [0, 0, 1],
    fov: 45,
    aspect: 1.5,
    isPerspective: true,
    projection: 'perspective',
    selectionNodes: [12, 13],
    hiddenNodes: [99],
  },
  clipplaneList: [
    { x: 0, y: 0, z: -1, w: 3.5 },
    { x: 1, y: 0, z: 0, w: 2 },
  ],
};

export interface Kit {
  t: TestApp;
  padmin: string;
  member: string;
  outsider: string;
  projectId: string;
  memberRole: string;
  memberId: string;
  padminId: string;
  clock: { now: number };
  post(url: string, body: object, token?: string | null): ReturnType<TestApp['post']>;
  get(url: string, query: Record<string, string>, token?: string | null): ReturnType<TestApp['get']>;
  pdf(name: string, token?: string): Promise<string>;
  add(fileId: string, over?: object, token?: string): Promise<Pick<TestResponse, 'body' | 'status'>>;
  setMode(mode: 'default' | 'public'): Promise<void>;
  restrictRoles(fileId: string, actions: string[]): Promise<void>;
}

export async function kit(): Promise<Kit> {
  const clock = { now: Date.now() };
  const t = await createTestApp({ now: () => new Date(clock.now) });
  const padmin = await t.login('padmin');
  const member = await t.login('member');
  const outsider = (await buildOutsider(t)).token;
  const p = (await demoProjects(t.deps.db)).harbour;
  const projectId = p.id;
  const memberRole = await builtInRoleId(t.deps.db, { enterpriseId: p.enterpriseId, projectId }, 'project_member');
  const k: Kit = {
    t,
    padmin,
    member,
    outsider,
    projectId,
    memberRole,
    clock,
    memberId: await userId(t.deps.db, 'member'),
    padminId: await userId(t.deps.db, 'padmin'),
    post: (url, body, token = padmin) => t.post(url, { projectId, ...body }, token, 'en'),
    get: (url, query, token = padmin) => t.get(`${url}?${new URLSearchParams({ projectId, ...query })}`, token, 'en'),
    async pdf(name, token = padmin) {
      return (await putFile(t, token, projectId, name, testFile('pdf/first-floor-plan.pdf').bytes))._id;
    },
    async add(fileId, over = {}, token = padmin) {
      const r = await k.post('/annotations/add', { projectFileId: fileId, name: 'Crack in slab', remark: 'Check on site', viewpoint: camera, ...over }, token);
      return { body: r.body, status: r.status };
    },
    async setMode(mode) {
      const r = await t.post('/protected/project/update-permission-mode', { projectId, permissionMode: mode }, padmin);
      if (!r.body.success) throw new Error(r.body.msg);
    },
    async restrictRoles(fileId, actions) {
      const permissions = ['access', 'add', 'delete', 'associate_task'].map((a) => ({ roleId: memberRole, actionType: a, value: actions.includes(a) ? 1 : 0 }));
      const r = await k.post('/annotations/save/filePermission', { projectFileId: fileId, filePermissionsType: 'restrict_role_write', permissions });
      if (!r.body.success) throw new Error(r.body.msg);
    },
  };
  return k;
}

export async function importBcf(k: Kit, fileId: string, name: string, bytes: Buffer, token = k.padmin) {
  const body = multipart({ projectFileId: fileId }, { field: 'file', name, bytes });
  const res = await k.t.app.inject({
    method: 'POST',
    url: `/annotations/bcf/import?projectId=${k.projectId}`,
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': 'en' },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

export async function exportBcf(k: Kit, fileId: string, version: string) {
  const res = await k.t.app.inject({
    method: 'POST',
    url: '/annotations/bcf/export',
    payload: { projectId: k.projectId, projectFileId: fileId, version },
    headers: { authorization: `Bearer ${k.padmin}` },
  });
  if (res.statusCode !== 200) throw new Error(`export failed: ${res.body}`);
  return { bytes: res.rawPayload, disposition: String(res.headers['content-disposition']), files: await unzipAll(res.rawPayload) };
}

export function rezip(files: Map<string, Buffer>, keep: (name: string) => boolean): Promise<Buffer> {
  const z = new ZipFile();
  for (const [name, b] of files) if (keep(name)) z.addBuffer(b, name);
  z.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    z.outputStream.on('data', (c: Buffer) => chunks.push(c));
    z.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
