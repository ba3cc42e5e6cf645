import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import { createTestApp, type ResponseBody, type TestApp } from '../../test/harness';
import { demoProjects, userId } from '../../test/factories';
import { putFile, testFile } from '../../test/files';
import { createUser } from '../accounts/service';
import { addEnterpriseMember } from '../enterprise/service';
import { writeAcl } from '../permissions/service';
import { projectMembers, projects } from '../projects/tables';
import { builtInRoleId } from '../roles/service';
import { rolePermissions, roles } from '../roles/tables';

// Test set-up shared by the share-link tests (owner.test.ts, visitor.test.ts, packs.test.ts).

export const pdf = testFile('pdf/first-floor-plan.pdf');
export const dxf = testFile('dxf/demo.dxf');

export interface ShareKit {
  t: TestApp;
  projectId: string;
  otherProject: string;
  padmin: string;
  member: string;
  memberRole: string;
  /** Moves the test clock (deps.now). */
  advance(ms: number): void;
  /** A project call (projectId filled in) as padmin unless told. */
  post(url: string, body: object, token?: string | null): Promise<{ status: number; body: ResponseBody }>;
  mkdir(name: string, parentId?: string, token?: string): Promise<string>;
  upload(name: string, parentId?: string, bytes?: Buffer, token?: string): Promise<string>;
  /** create-newshare-link with guest access, 7 days and code AB12 unless overridden; the envelope. */
  share(fileIds: string[], over?: object, token?: string): Promise<ResponseBody>;
  /** A visitor call from its own client address unless one is given. */
  visit(url: string, body: object, o?: { grant?: string; ip?: string; token?: string }): Promise<{ status: number; body: ResponseBody }>;
  grantFor(linkId: string, code?: string, token?: string): Promise<string>;
  /** Makes a node restricted with these grants (node_acls rows through writeAcl). */
  restrict(nodeId: string, grants: { roleId: string; action: string }[]): Promise<void>;
}

export async function shareKit(env: Record<string, string> = {}): Promise<ShareKit> {
  let clock = Date.now();
  const t = await createTestApp({ now: () => new Date(clock), env });
  const demo = await demoProjects(t.deps.db);
  const projectId = demo.harbour.id;
  const padmin = await t.login('padmin');
  const member = await t.login('member');
  const memberRole = await builtInRoleId(t.deps.db, { enterpriseId: demo.harbour.enterpriseId, projectId }, 'project_member');
  const padminId = await userId(t.deps.db, 'padmin');
  let ips = 0;
  const post = (url: string, body: object, token: string | null = padmin) => t.post(url, { projectId, ...body }, token, 'en');
  const kit: ShareKit = {
    t,
    projectId,
    otherProject: demo.riverside.id,
    padmin,
    member,
    memberRole,
    advance: (ms) => {
      clock += ms;
    },
    post,
    mkdir: async (name, parentId, token = padmin) =>
      (await post('/protected/file/create-many-folder', { parentId, folderArr: [name] }, token)).body.data.folderInfoArr[0].id,
    upload: async (name, parentId, bytes = pdf.bytes, token = padmin) => (await putFile(t, token, projectId, name, bytes, parentId))._id,
    share: async (fileIds, over = {}, token = padmin) =>
      (await post('/protected/file/create-newshare-link', { fileIds, validDays: 7, identities: ['guest'], code: 'ab12', ...over }, token)).body,
    async visit(url, body, o = {}) {
      const headers: Record<string, string> = { 'accept-language': 'en' };
      if (o.grant) headers.share = o.grant;
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      const res = await t.app.inject({ method: 'POST', url, payload: body, remoteAddress: o.ip ?? `10.0.${Math.floor(++ips / 250)}.${ips % 250}`, headers });
      return { status: res.statusCode, body: res.json() };
    },
    async grantFor(linkId, code = 'AB12', token) {
      const r = await kit.visit('/public/share/check-code', { linkId, code }, { token });
      if (!r.body.success) throw new Error(`check-code: ${r.body.msg}`);
      return r.body.data.shareToken;
    },
    restrict: (nodeId, grants) =>
      t.deps.db.transaction((tx) =>
        writeAcl(tx, { module: 'dms', targetId: nodeId, projectId, mode: 'restricted', userId: padminId, at: new Date(clock), grants }),
      ),
  };
  return kit;
}

/** A project member whose own role grants exactly these dms actions (plus entering the project). */
export async function buildMember(t: TestApp, projectId: string, dmsActions: string[]) {
  const db = t.deps.db;
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  const loginName = `sharer-${randomUUID().slice(0, 8)}`;
  const user = await createUser(db, { loginName, name: 'Sha Rer', password: 'Sharer#2026', email: `${loginName}@demo.example` });
  await addEnterpriseMember(
    db,
    project.enterpriseId,
    user.id,
    await builtInRoleId(db, { enterpriseId: project.enterpriseId, projectId: null }, 'enterprise_staff'),
  );
  const roleId = randomUUID();
  await db.insert(roles).values({ id: roleId, enterpriseId: project.enterpriseId, projectId, name: `Role ${loginName}` });
  await db.insert(rolePermissions).values([{ roleId, module: 'project', action: 'enter' }, ...dmsActions.map((action) => ({ roleId, module: 'dms', action }))]);
  await db.insert(projectMembers).values({ projectId, userId: user.id, roleId, isAdmin: false });
  return { userId: user.id, roleId, token: await t.login(loginName, 'Sharer#2026') };
}

export const names = (list: { name: string }[]) => list.map((f) => f.name);
export const linkIdsOf = (list: { linkId: string }[]) => list.map((l) => l.linkId);

export function zipNames(buf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out: string[] = [];
      zip.on('entry', (e) => {
        out.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}
