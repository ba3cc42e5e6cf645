import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects } from '../../test/factories';
import { putFile, testFile } from '../../test/files';
import { builtInRoleId } from '../roles/service';
import { runPackJob } from '../files/packs';

// Share links: creating and managing them, and what a visitor can and cannot reach.

let t: TestApp;
let padmin: string;
let member: string;
let outsider: string;
let projectId: string;
let otherProject: string;
let memberRole: string;
let clock = Date.now();
const pdf = testFile('pdf/first-floor-plan.pdf');
const dxf = testFile('dxf/demo.dxf');

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock), env: { SHARE_CODE_MAX_FAILURES_LINK: '3', SHARE_CODE_MAX_FAILURES_IP: '5' } });
  padmin = await t.login('padmin');
  member = await t.login('member');
  outsider = (await buildOutsider(t)).token;
  const demo = await demoProjects(t.deps.db);
  projectId = demo.harbour.id;
  otherProject = demo.riverside.id;
  memberRole = (await builtInRoleId(t.deps.db, { enterpriseId: demo.harbour.enterpriseId, projectId }, 'project_member'))!;
});
afterAll(() => t.close());

const post = (url: string, body: object, token: string | null = padmin) => t.post(url, { projectId, ...body }, token, 'en');
const mkdir = async (name: string, parentId?: string) => (await post('/protected/file/create-many-folder', { parentId, folderArr: [name] })).body.data.folderInfoArr[0].id as string;
const share = async (fileIds: string[], over: object = {}, token = padmin) => (await post('/protected/file/create-newshare-link', { fileIds, validDays: 7, identities: ['guest'], code: 'ab12', ...over }, token)).body;
let ipCount = 0;
/** A visitor call with its own client address (so the per-address limit only counts where meant). */
async function visit(url: string, body: object, grant?: string, ip = `10.0.0.${++ipCount % 250}`, token?: string) {
  const res = await t.app.inject({ method: 'POST', url, payload: body, remoteAddress: ip, headers: { 'accept-language': 'en', ...(grant ? { share: grant } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return { status: res.statusCode, body: res.json() };
}
const grantFor = async (linkId: string, code = 'AB12') => (await visit('/public/share/check-code', { linkId, code })).body.data.shareToken as string;

describe('managing links', () => {
  it('creates a link with every setting and lists, filters, updates, cancels and deletes', async () => {
    const f = await putFile(t, padmin, projectId, 'shared-plan.pdf', pdf.bytes);
    const made = await share([f._id], { validDays: 1, identities: ['guest', 'user'], code: 'xy34', allowDownload: false });
    expect(made.data).toMatchObject({ name: 'shared-plan.pdf', validDays: 1, identities: ['guest', 'user'], code: 'XY34', hasCode: true, allowDownload: false, state: 'active', visits: 0 });
    expect(made.data.url).toBe(`/#/share_page/${made.data.linkId}`);
    expect(made.data.linkId).toHaveLength(22);
    expect(new Date(made.data.expiresAt).getTime() - clock).toBe(24 * 3600_000);
    const page = (await post('/protected/file/get-share-list', { state: 'active', name: 'shared-plan' })).body;
    expect(page.data.list.map((l: { linkId: string }) => l.linkId)).toContain(made.data.linkId);
    expect(page.pageTotal).toBeGreaterThan(0);
    const upd = (await post('/protected/file/update-share-info', { linkId: made.data.linkId, validDays: 0, code: '', allowDownload: true })).body.data;
    expect(upd).toMatchObject({ expiresAt: null, code: null, hasCode: false, allowDownload: true });
    expect((await post('/protected/file/batch-cancell-share-link', { linkIds: [made.data.linkId] })).body.data.count).toBe(1);
    expect((await post('/protected/file/get-share-list', { state: 'cancelled' })).body.data.list.map((l: { linkId: string }) => l.linkId)).toContain(made.data.linkId);
    expect((await post('/protected/file/delete-share-list', { linkIds: [made.data.linkId] })).body.data.count).toBe(1);
    expect((await post('/protected/file/get-share-list', {})).body.data.list.map((l: { linkId: string }) => l.linkId)).not.toContain(made.data.linkId);
  });
  it('refuses bad settings, strangers, and members on links that are not theirs', async () => {
    const f = await putFile(t, padmin, projectId, 'guarded-share.pdf', pdf.bytes);
    expect((await post('/protected/file/create-newshare-link', { fileIds: [f._id], validDays: 7, identities: [] })).body.msg).toContain('Please choose at least one identity');
    expect((await post('/protected/file/create-newshare-link', { fileIds: [f._id], validDays: 7, identities: ['guest'], code: 'a-1' })).body.msg).toContain('The extraction code must be 4 letters or digits');
    expect((await post('/protected/file/create-newshare-link', { fileIds: [f._id], validDays: -1, identities: ['guest'] })).body.msg).toContain('Please choose a validity period');
    expect((await post('/protected/file/create-newshare-link', { fileIds: [f._id], identities: ['robots'], validDays: 1 })).status).toBe(400);
    expect((await post('/protected/file/create-newshare-link', { fileIds: ['nope'], validDays: 1, identities: ['guest'] })).body.errorCode).toBe(404);
    expect((await share([f._id], {}, outsider)).errorCode).toBe(401);
    expect((await t.post('/protected/file/create-newshare-link', { projectId, fileIds: [f._id], validDays: 1, identities: ['guest'] })).status).toBe(401);
    const link = (await share([f._id])).data.linkId;
    expect((await post('/protected/file/batch-cancell-share-link', { linkIds: [link] }, member)).body.errorCode).toBe(4030);
    expect((await post('/protected/file/update-share-info', { linkId: link, validDays: 1 }, member)).body.errorCode).toBe(4030);
    expect((await post('/protected/file/delete-share-list', { linkIds: ['unknown'] })).body.errorCode).toBe(404);
    expect((await post('/protected/file/get-share-list', {}, member)).body.data.list.every((l: { createUser: string }) => l.createUser !== undefined)).toBe(true);
  });
  it('needs the share right on every item', async () => {
    const locked = await mkdir('No sharing');
    const f = await putFile(t, padmin, projectId, 'kept.pdf', pdf.bytes, locked);
    await post('/protected/role-mysql/save-file-roles', { fileId: locked, permissionType: 'restricted', roles: [{ roleId: memberRole, actions: ['enter', 'query', 'download'] }] });
    expect((await share([f._id], {}, member)).errorCode).toBe(4030);
  });
});

describe('a visitor', () => {
  let folder: string;
  let sub: string;
  let plan: string;
  let drawing: string;
  let sibling: string;
  let link: string;
  beforeAll(async () => {
    const top = await mkdir('Outside');
    folder = await mkdir('Handover', top);
    sub = await mkdir('Drawings', folder);
    plan = (await putFile(t, padmin, projectId, 'plan.pdf', pdf.bytes, folder))._id;
    drawing = (await putFile(t, padmin, projectId, 'site.dxf', dxf.bytes, sub))._id;
    sibling = (await putFile(t, padmin, projectId, 'private.pdf', pdf.bytes, top))._id;
    link = (await share([folder])).data.linkId;
  });
  it('reads what is shared, fails a wrong code, then browses, previews and downloads', async () => {
    const info = (await visit('/public/share/get-share-info', { linkId: link })).body.data;
    expect(info).toMatchObject({ name: 'Handover', needCode: true, identities: ['guest'], allowDownload: true, itemCount: 1, creatorName: expect.any(String), projectName: expect.any(String) });
    const wrong = await visit('/public/share/check-code', { linkId: link, code: 'zz99' });
    expect(wrong.body).toMatchObject({ success: false, errorCode: 9102, msg: 'The extraction code is incorrect' });
    const grant = await grantFor(link, 'ab12');
    expect((await visit('/public/share/get-file-list', { linkId: link })).body.errorCode).toBe(9102);
    const roots = (await visit('/public/share/get-file-list', { linkId: link }, grant)).body.data;
    expect(roots.list.map((f: { name: string }) => f.name)).toEqual(['Handover']);
    const inside = (await visit('/public/share/get-file-list', { linkId: link, parentId: sub }, grant)).body.data;
    expect(inside.list.map((f: { name: string }) => f.name)).toEqual(['site.dxf']);
    expect(inside.path.map((p: { name: string }) => p.name)).toEqual(['Handover', 'Drawings']);
    const view = (await visit('/public/share/view-file', { linkId: link, fileId: plan }, grant)).body.data;
    expect(view.openWay).toBe('pdf');
    const bytes = await t.app.inject({ method: 'GET', url: view.url });
    expect(bytes.rawPayload.equals(pdf.bytes)).toBe(true);
    const drawn = (await visit('/public/share/view-file', { linkId: link, fileId: drawing }, grant)).body.data;
    expect(drawn.openWay).toBe('drawing');
    expect((await t.app.inject({ method: 'GET', url: drawn.url })).rawPayload.equals(dxf.bytes)).toBe(true);
    const dl = (await visit('/public/share/download-url', { linkId: link, fileId: drawing }, grant)).body.data;
    expect((await t.app.inject({ method: 'GET', url: dl.url })).rawPayload.equals(dxf.bytes)).toBe(true);
    const listed = (await post('/protected/file/get-share-list', { name: 'Handover' })).body.data.list[0];
    expect(listed).toMatchObject({ visits: 1, downloads: 1 });
  });
  it('cannot step outside the link, nor use another link\'s grant', async () => {
    const grant = await grantFor(link);
    for (const id of [sibling, 'unknown-id']) {
      expect((await visit('/public/share/view-file', { linkId: link, fileId: id }, grant)).body.msg).toBe('This item is not part of the shared link');
    }
    const parent = (await post('/protected/get-project-file-by-id', { fileId: folder })).body.data.parentId;
    expect((await visit('/public/share/get-file-list', { linkId: link, parentId: parent }, grant)).body.errorCode).toBe(4030);
    const other = (await share([sibling])).data.linkId;
    expect((await visit('/public/share/get-file-list', { linkId: other }, grant)).body.errorCode).toBe(9102);
    const foreign = (await putFile(t, padmin, otherProject, 'foreign.pdf', pdf.bytes))._id;
    expect((await visit('/public/share/download-url', { linkId: link, fileId: foreign }, grant)).body.errorCode).toBe(4030);
  });
  it('packs a zip of shared files only', async () => {
    const grant = await grantFor(link);
    const req = (await visit('/protected/file/pack-zip-service', { projectId, array: [sub, plan], isShare: true, shareId: link }, grant)).body;
    expect(req.data.count).toBe(2);
    expect((await visit('/protected/file/pack-zip-service', { projectId, array: [sibling], isShare: true, shareId: link }, grant)).body.errorCode).toBe(4030);
    expect((await visit('/protected/file/pack-zip-service', { projectId, array: [plan], isShare: true, shareId: link })).body.errorCode).toBe(9102);
    expect((await visit('/protected/file/get-pack-zip-task', { projectId, id: req.data.id, isShare: true, shareId: link }, grant)).body.data.state).toBe('queued');
    // Another caller cannot reach the pack: not the creator without the share, not another link.
    expect((await post('/protected/file/loop-download-zip', { id: req.data.id })).body.errorCode).toBe(404);
    await runPackJob(t.deps, { packId: req.data.id });
    const done = (await visit('/protected/file/loop-download-zip', { projectId, id: req.data.id, isShare: true, shareId: link }, grant)).body.data;
    expect(done.state).toBe('done');
    const zip = (await t.app.inject({ method: 'GET', url: done.url })).rawPayload;
    expect((await zipNames(zip)).sort()).toEqual(['Drawings/site.dxf', 'plan.pdf']);
  });
  it('is refused downloads when the link allows none, but may still preview', async () => {
    const ro = (await share([folder], { allowDownload: false, code: '' })).data.linkId;
    const grant = (await visit('/public/share/check-code', { linkId: ro, code: '' })).body.data.shareToken;
    expect((await visit('/public/share/download-url', { linkId: ro, fileId: plan }, grant)).body.msg).toBe('This link does not allow downloads');
    expect((await visit('/protected/file/pack-zip-service', { projectId, array: [plan], isShare: true, shareId: ro }, grant)).body.errorCode).toBe(4030);
    expect((await visit('/public/share/view-file', { linkId: ro, fileId: plan }, grant)).body.success).toBe(true);
  });
  it('does not see a folder its creator cannot enter', async () => {
    const mine = await mkdir('Member share');
    const secret = await mkdir('Closed', mine);
    await putFile(t, padmin, projectId, 'inside-closed.pdf', pdf.bytes, secret);
    await putFile(t, padmin, projectId, 'open.pdf', pdf.bytes, mine);
    await post('/protected/role-mysql/save-file-roles', { fileId: secret, permissionType: 'restricted', roles: [] });
    const l = (await share([mine], { code: '' }, member)).data.linkId;
    const grant = (await visit('/public/share/check-code', { linkId: l, code: '' })).body.data.shareToken;
    expect((await visit('/public/share/get-file-list', { linkId: l, parentId: mine }, grant)).body.data.list.map((f: { name: string }) => f.name)).toEqual(['open.pdf']);
    expect((await visit('/public/share/get-file-list', { linkId: l, parentId: secret }, grant)).body.errorCode).toBe(4030);
  });
});

describe('links that no longer work', () => {
  it('expired, cancelled, deleted file, users-only', async () => {
    const f = await putFile(t, padmin, projectId, 'short-lived.pdf', pdf.bytes);
    const l = (await share([f._id], { validDays: 1 })).data.linkId;
    clock += 25 * 3600_000;
    expect((await visit('/public/share/get-share-info', { linkId: l })).body).toMatchObject({ errorCode: 9101, msg: 'The link is invalid or has expired' });
    const l2 = (await share([f._id])).data.linkId;
    const grant = await grantFor(l2);
    await post('/protected/file/batch-cancell-share-link', { linkIds: [l2] });
    expect((await visit('/public/share/get-file-list', { linkId: l2 }, grant)).body.errorCode).toBe(9101);
    const l3 = (await share([f._id])).data.linkId;
    await post('/protected/update-project-file-state', { fileIds: [f._id], is_recycle: 1 });
    expect((await visit('/public/share/get-share-info', { linkId: l3 })).body).toMatchObject({ errorCode: 9103, msg: 'The shared file has been deleted' });
    const g = await putFile(t, padmin, projectId, 'members-only.pdf', pdf.bytes);
    const l4 = (await share([g._id], { identities: ['user'] })).data.linkId;
    expect((await visit('/public/share/check-code', { linkId: l4, code: 'AB12' })).body).toMatchObject({ errorCode: 9104, msg: 'This link is for platform users with rights in the project; please sign in' });
    expect((await visit('/public/share/check-code', { linkId: l4, code: 'AB12' }, undefined, '10.1.1.1', outsider)).body.errorCode).toBe(9104);
    expect((await visit('/public/share/check-code', { linkId: l4, code: 'AB12' }, undefined, '10.1.1.1', member)).body.success).toBe(true);
    expect((await visit('/public/share/get-share-info', {})).status).toBe(400);
  });
  it('throttles wrong codes per link and per address, even for the right code afterwards', async () => {
    const f = await putFile(t, padmin, projectId, 'guessed.pdf', pdf.bytes);
    const l = (await share([f._id])).data.linkId;
    for (let i = 0; i < 3; i++) expect((await visit('/public/share/check-code', { linkId: l, code: `zz0${i}` })).body.errorCode).toBe(9102);
    const limited = await visit('/public/share/check-code', { linkId: l, code: 'AB12' });
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe(429);
    // One address guessing across links hits its own limit.
    const links = await Promise.all([1, 2, 3].map(async () => (await share([f._id])).data.linkId));
    for (let i = 0; i < 5; i++) await visit('/public/share/check-code', { linkId: links[i % 3], code: 'QQ00' }, undefined, '10.9.9.9');
    expect((await visit('/public/share/check-code', { linkId: links[0], code: 'AB12' }, undefined, '10.9.9.9')).status).toBe(429);
    expect((await visit('/public/share/check-code', { linkId: links[0], code: 'AB12' }, undefined, '10.9.9.8')).body.success).toBe(true);
  });
});

function zipNames(buf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on('entry', (e) => {
        names.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    });
  });
}
