import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import { multipart, putFile, uploadDms, md5Of } from '../../test/files';
import { untargetedRoutes } from '../../test/oplog';
import { projectMembers, projects } from './tables';

// The enterprise home (issue 21 part 7): a project group's page (/#/enterpriseHome?id=…) with its
// logo (upload, image, removal) and its figures over the group's projects each caller's project
// list shows; the enterprise's own document area (/#/enterprise_files_index).

let t: TestApp;
let manager: string;
let member: string;
let groupId: string;
let harbourId: string;

// A 1x1 PNG, built by hand so the test does not depend on an image library.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

async function upload(token: string, fields: Record<string, string | undefined>, bytes: Buffer | null) {
  const m = multipart(fields, bytes ? { field: 'file', name: 'logo.png', bytes } : undefined);
  const res = await t.app.inject({
    method: 'POST',
    url: '/protected/project/upload-project-group-logo',
    payload: m.payload,
    headers: { 'content-type': m.contentType, authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

const image = (path: string, token?: string) => t.app.inject({ method: 'GET', url: path, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('emanager');
  member = await t.login('member');
  const made = await t.post('/protected/project/create-project-group', { name: 'North works', region: 'Kiel', address: 'Hafen 2' }, manager);
  groupId = made.body.data.id;
  const { harbour, riverside } = await demoProjects(t.deps.db);
  harbourId = harbour.id;
  for (const p of [harbour, riverside]) await t.deps.db.update(projects).set({ groupId }).where(eq(projects.id, p.id));
});
afterAll(() => t.close());

describe('group logo', () => {
  it('is uploaded by a holder of enterprise:groups, shown to staff, and removed', async () => {
    const r = await upload(manager, { groupId }, PNG);
    expect(r.status).toBe(200);
    expect(r.body.data.logo).toMatch(new RegExp(`^/protected/project/get-project-group-logo/${groupId}\\?v=\\d+$`));
    const group = await t.post('/protected/project/get-project-group', { groupId }, member);
    expect(group.body.data.logo).toBe(r.body.data.logo);
    const img = await image(r.body.data.logo, member);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const list = await t.post('/protected/get-all-projects-map-v1', { pageNum: 1, pageSize: 10 }, member);
    expect(list.body.data.groups.find((g: { id: string }) => g.id === groupId).logo).toBe(r.body.data.logo);

    const removed = await t.post('/protected/project/delete-project-group-logo', { groupId }, manager);
    expect(removed.body.data).toEqual({ logo: null });
    expect((await image(r.body.data.logo, member)).statusCode).toBe(404);
  });

  it('refuses staff without the grant, outsiders, no token, and bad input', async () => {
    expect((await upload(member, { groupId }, PNG)).status).toBe(403);
    expect((await t.post('/protected/project/delete-project-group-logo', { groupId }, member)).status).toBe(403);
    const out = await buildOutsider(t);
    // Another enterprise's group is not found, neither to upload to nor to look at.
    expect((await upload(out.token, { groupId }, PNG)).status).toBe(403);
    await upload(manager, { groupId }, PNG);
    const logo = (await t.post('/protected/project/get-project-group', { groupId }, manager)).body.data.logo as string;
    expect((await image(logo, out.token)).statusCode).toBe(404);
    expect((await image(logo)).statusCode).toBe(401);

    const notImage = await upload(manager, { groupId }, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(notImage.status).toBe(400);
    expect(notImage.body.success).toBe(false);
    const big = await upload(manager, { groupId }, Buffer.concat([PNG, Buffer.alloc(530 * 1024)]));
    expect(big.status).toBe(400);
    expect(big.body.msg).toMatch(/521/);
    expect((await upload(manager, {}, PNG)).status).toBe(400);
    expect((await upload(manager, { groupId: 'no-such-group' }, PNG)).status).toBe(404);
    expect((await upload(manager, { groupId }, null)).status).toBe(400);
    expect((await t.post('/protected/project/upload-project-group-logo', {}, manager)).status).toBe(400);
    expect((await t.post('/protected/project/delete-project-group-logo', { groupId: 7 }, manager)).status).toBe(400);
  });
});

describe('group figures', () => {
  const URL = '/protected/project/get-project-group-figures';

  it('counts every project of the group for the manager', async () => {
    const padmin = await t.login('padmin');
    await putFile(t, padmin, harbourId, 'group-figures.txt', Buffer.from('twenty-one bytes here'));
    const r = await t.post(URL, { groupId }, manager);
    expect(r.body.success).toBe(true);
    const d = r.body.data;
    expect(d.projectCount).toBe(2);
    expect(d.projectsByStatus.reduce((s: number, x: { count: number }) => s + x.count, 0)).toBe(2);
    const members = await t.deps.db
      .selectDistinct({ u: projectMembers.userId })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .where(eq(projects.groupId, groupId));
    expect(d.memberCount).toBe(members.length);
    expect(d.storageBytes).toBeGreaterThanOrEqual('twenty-one bytes here'.length);
    expect(d.issueCount).toBeGreaterThanOrEqual(d.openIssues);
  });

  it("counts only the projects a member's list shows", async () => {
    const memberId = await userId(t.deps.db, 'member');
    const mine = await t.deps.db
      .select({ id: projects.id })
      .from(projects)
      .innerJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, memberId)))
      .where(eq(projects.groupId, groupId));
    const r = await t.post(URL, { groupId }, member);
    expect(r.body.data.projectCount).toBe(mine.length);
    // Taken out of every project, the member sees an empty group.
    await t.deps.db.delete(projectMembers).where(eq(projectMembers.userId, memberId));
    expect((await t.post(URL, { groupId }, member)).body.data).toEqual({
      projectCount: 0,
      projectsByStatus: [],
      memberCount: 0,
      storageBytes: 0,
      openIssues: 0,
      issueCount: 0,
    });
  });

  it('refuses outsiders, no token and bad input', async () => {
    const out = await buildOutsider(t);
    expect((await t.post(URL, { groupId }, out.token)).status).toBe(404);
    expect((await t.post(URL, { groupId })).status).toBe(401);
    const bad = await t.post(URL, { groupId: ['x'] }, manager);
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect((await t.post(URL, {}, manager)).status).toBe(400);
  });
});

describe('enterprise files', () => {
  const OPEN = '/protected/enterprise/get-enterprise-files';
  let spaceId: string;

  it('is made on first use; staff join it as readers, managers manage it with their enterprise role', async () => {
    const first = await t.post(OPEN, {}, member);
    expect(first.body.success).toBe(true);
    expect(first.body.data.isAdmin).toBe(false);
    spaceId = first.body.data.projectId;
    expect((await t.post(OPEN, {}, manager)).body.data).toEqual({ projectId: spaceId, isAdmin: true });
    expect((await t.post(OPEN, {}, member)).body.data.projectId).toBe(spaceId);
    // The manager files a template; the member finds and downloads it but may not upload.
    const bytes = Buffer.from('Site induction template v3');
    const file = await putFile(t, manager, spaceId, 'Induction template.txt', bytes);
    const list = await t.post('/protected/get-project-file-list', { projectId: spaceId }, member);
    expect(list.body.data.projectFileList.map((f: { name: string }) => f.name)).toEqual(['Induction template.txt']);
    const ticket = await t.post('/protected/file/get-download-url', { projectId: spaceId, fileId: file._id }, member);
    expect(ticket.body.success).toBe(true);
    const refused = await uploadDms(
      t,
      member,
      { projectId: spaceId, fileName: 'mine.txt', md5: md5Of(Buffer.from('x')) },
      { name: 'mine.txt', bytes: Buffer.from('x') },
    );
    expect(refused.status).toBe(403);
  });

  it('is no project: not listed, counted, found by a code or deleted', async () => {
    const listed = await t.post('/protected/get-all-projects-map-v1', { pageNum: 1, pageSize: 50 }, manager);
    expect(listed.body.data.list.map((p: { id: string }) => p.id)).not.toContain(spaceId);
    const [row] = await t.deps.db.select().from(projects).where(eq(projects.id, spaceId));
    expect(row.kind).toBe('enterprise_files');
    const real = await t.deps.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.enterpriseId, row.enterpriseId), eq(projects.kind, 'project')));
    const enterprisesPage = await t.post('/protected/enterprise/list', { pageNum: 1, pageSize: 50 }, await t.login('sysadmin'));
    expect(enterprisesPage.body.data.list.find((e: { id: string }) => e.id === row.enterpriseId).usage.projects).toBe(real.length);
    expect((await t.post('/public/project/query-project', { code: row.joinCode })).status).toBe(404);
    expect((await t.post('/protected/project/join-project', { code: row.joinCode }, (await buildOutsider(t)).token)).status).toBe(404);
    const del = await t.post('/protected/project/delete-project', { projectId: spaceId, projectName: row.name }, manager);
    expect(del.status).toBe(400);
    expect(del.body.msg).toMatch(/cannot be deleted/);
    const info = await t.post('/protected/get-project-info', { projectId: spaceId }, member);
    expect(info.body.data.projectInfo.kind).toBe('enterprise_files');
  });

  it('is one per enterprise, also when its first users arrive together, and closed to other enterprises', async () => {
    const out = await buildOutsider(t);
    const [a, b] = await Promise.all([t.post(OPEN, {}, out.token), t.post(OPEN, {}, out.token)]);
    expect(a.body.data.projectId).toBe(b.body.data.projectId);
    expect(a.body.data.projectId).not.toBe(spaceId);
    const spaces = await t.deps.db
      .select()
      .from(projects)
      .where(and(eq(projects.enterpriseId, out.enterpriseId), eq(projects.kind, 'enterprise_files')));
    expect(spaces).toHaveLength(1);
    expect((await t.post('/protected/get-project-file-list', { projectId: spaceId }, out.token)).body.success).toBe(false);
  });

  it('refuses no token and bad input', async () => {
    expect((await t.post(OPEN, {})).status).toBe(401);
    const bad = await t.post(OPEN, { enterpriseId: 42 }, member);
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
