import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareKit, pdf, type ShareKit } from '../../shares/share-testkit';

// Shortcuts that hand out a file's content elsewhere check the same right as the plain download,
// at the file where it is now (docs/sharing-permissions.md "Handing out content"). The member
// role here may enter, open, copy, move, share and put into cabinets in a restricted folder, but
// not download there; in a folder of their own they hold everything.

let k: ShareKit;
let closed: string; // restricted: no download for the member role
let open: string; // restricted: the same grants plus download
let mine: string; // the member's own folder, default grants
let secret: string; // a file in `closed`
let plain: string; // a file in `open`
const base = ['enter', 'query', 'copy', 'move', 'share', 'cabinet', 'add', 'upload'];
const refusedMsg = (verb: string, name: string) => ({
  success: false,
  data: null,
  errorCode: 4030,
  msg: `You may not download "${name}", so you may not ${verb}`,
});

beforeAll(async () => {
  k = await shareKit();
  closed = await k.mkdir('No download');
  open = await k.mkdir('With download');
  mine = await k.mkdir('Mine', undefined, k.member);
  secret = await k.upload('secret.pdf', closed, Buffer.from('secret bytes of a closed folder'));
  plain = await k.upload('plain.pdf', open);
  await k.restrict(
    closed,
    base.map((action) => ({ roleId: k.memberRole, action })),
  );
  await k.restrict(
    open,
    [...base, 'download'].map((action) => ({ roleId: k.memberRole, action })),
  );
});
afterAll(() => k.t.close());

const list = async (parentId: string, token = k.member) =>
  (await k.post('/protected/get-project-file-list', { parentId }, token)).body.data.projectFileList as { _id: string; name: string }[];
const downloads = async (fileId: string, token = k.member) => (await k.post('/protected/file/get-download-url', { fileId }, token)).body;

describe('the member cannot download in the closed folder', () => {
  it('is the starting point: they see and open the file but may not download it', async () => {
    expect((await list(closed)).map((f) => f.name)).toEqual(['secret.pdf']);
    expect(await downloads(secret)).toMatchObject({ success: false, errorCode: 4030 });
  });
});

describe('copy', () => {
  it('refuses to copy a file the caller may not download, naming it, in their language', async () => {
    expect((await k.post('/protected/file/copy', { fileIds: [secret], targetId: mine }, k.member)).body).toEqual(refusedMsg('copy it', 'secret.pdf'));
    const zh = await k.t.post('/protected/file/copy', { projectId: k.projectId, fileIds: [secret], targetId: mine }, k.member, 'zh');
    expect(zh.body.msg).toBe('您没有下载“secret.pdf”的权限，因此不能复制它');
    expect(await list(mine)).toEqual([]);
  });
  it('refuses a folder copy as a whole when a file inside may not be downloaded', async () => {
    expect((await k.post('/protected/file/copy', { fileIds: [closed], targetId: mine }, k.member)).body).toEqual(refusedMsg('copy it', 'secret.pdf'));
    expect(await list(mine)).toEqual([]);
  });
  it('copies what the caller may download, and the copy downloads', async () => {
    expect((await k.post('/protected/file/copy', { fileIds: [plain], targetId: mine }, k.member)).body.data).toEqual({ copied: 1 });
    const [copy] = await list(mine);
    expect(copy.name).toBe('plain.pdf');
    const url = (await downloads(copy._id)).data.url;
    expect((await k.t.app.inject({ method: 'GET', url })).rawPayload.equals(pdf.bytes)).toBe(true);
    expect((await k.post('/protected/update-project-file-state', { fileIds: [copy._id], is_recycle: 1 }, k.padmin)).body.success).toBe(true);
  });
  it('still lets whoever may download copy the closed file', async () => {
    const r = await k.post('/protected/file/copy', { fileIds: [secret], targetId: closed }, k.padmin);
    expect(r.body.data).toEqual({ copied: 1 });
  });
});

describe('move', () => {
  it('refuses to move a file the caller may not download out to another folder', async () => {
    expect((await k.post('/protected/file/move', { fileIds: [secret], targetId: mine }, k.member)).body).toEqual(
      refusedMsg('move it to another folder', 'secret.pdf'),
    );
    expect((await list(closed)).map((f) => f.name)).toContain('secret.pdf');
    expect(await downloads(secret)).toMatchObject({ errorCode: 4030 });
  });
  it('refuses to move a folder holding such a file', async () => {
    const inner = await k.mkdir('Inner', closed);
    await k.upload('inner.pdf', inner, Buffer.from('inner closed bytes'));
    const r = await k.post('/protected/file/move', { fileIds: [inner], targetId: mine }, k.member);
    expect(r.body).toEqual(refusedMsg('move it to another folder', 'inner.pdf'));
  });
  it('moves a file the caller may download', async () => {
    const f = await k.upload('movable.pdf', open);
    expect((await k.post('/protected/file/move', { fileIds: [f], targetId: mine }, k.member)).body.data).toEqual({ moved: 1 });
    expect((await list(mine)).map((x) => x.name)).toContain('movable.pdf');
  });
});

describe('add to cabinet', () => {
  let cabinet: string;
  beforeAll(async () => {
    cabinet = (await k.post('/protected/cabinet/create', { name: 'Issued' })).body.data.id;
    const actions = ['allow', 'adddrawing', 'edit', 'download'];
    expect(
      (
        await k.post('/protected/role-mysql/save-file-roles', {
          fileId: cabinet,
          moduleType: 'cabinet',
          permissionType: 'restricted',
          roles: [{ roleId: k.memberRole, actions }],
        })
      ).body.success,
    ).toBe(true);
  });
  it('refuses a file the caller may not download, so the cabinet cannot serve it to them', async () => {
    const r = await k.post('/protected/cabinet/add-drawings', { cabinetId: cabinet, fileIds: [secret] }, k.member);
    expect(r.body).toEqual(refusedMsg('add it to a cabinet', 'secret.pdf'));
    const content = (await k.post('/protected/cabinet/cabinet-content/get', { cabinetId: cabinet }, k.member)).body.data;
    expect(content.list).toEqual([]);
    const ja = await k.t.post('/protected/cabinet/add-drawings', { projectId: k.projectId, cabinetId: cabinet, fileIds: [secret] }, k.member, 'ja');
    expect(ja.body.msg).toBe('「secret.pdf」をダウンロードする権限がないため、キャビネットに追加できません');
  });
  it('adds a file the caller may download, and one added by someone who may', async () => {
    expect((await k.post('/protected/cabinet/add-drawings', { cabinetId: cabinet, fileIds: [plain] }, k.member)).body.data).toEqual({ added: 1, skipped: 0 });
    expect((await k.post('/protected/cabinet/add-drawings', { cabinetId: cabinet, fileIds: [secret] }, k.padmin)).body.data).toEqual({ added: 1, skipped: 0 });
  });
  it('refuses to pin a newer version of such a file, which would put new content into the cabinet', async () => {
    const entry = (await k.post('/protected/cabinet/cabinet-content/get', { cabinetId: cabinet }, k.padmin)).body.data.list.find(
      (d: { fileId: string }) => d.fileId === secret,
    );
    expect(
      (await k.post('/protected/update-version-fast', { md5: pdf.md5, fileName: 'secret.pdf', needUpdataProjectFileId: secret }, k.padmin)).body.success,
    ).toBe(true);
    const r = await k.post('/protected/cabinet/update-drawing', { dataId: entry.dataId, toLatest: true }, k.member);
    expect(r.body).toEqual(refusedMsg('add it to a cabinet', 'secret.pdf'));
    expect((await k.post('/protected/cabinet/update-drawing', { dataId: entry.dataId, displayDate: '2026-02-02' }, k.member)).body.success).toBe(true);
    expect((await k.post('/protected/cabinet/update-drawing', { dataId: entry.dataId, toLatest: true }, k.padmin)).body.data.versionId).not.toBe(
      entry.versionId,
    );
  });
});

describe('share links', () => {
  it('may be created for a file the creator may not download, and then serve no download of it', async () => {
    const made = await k.share([secret], {}, k.member);
    expect(made.success).toBe(true);
    const link = made.data.linkId as string;
    const grant = await k.grantFor(link);
    const view = await k.visit('/public/share/view-file', { linkId: link, fileId: secret }, { grant });
    expect(view.body.success).toBe(true);
    expect((await k.visit('/public/share/download-url', { linkId: link, fileId: secret }, { grant })).body).toMatchObject({ success: false, errorCode: 4030 });
    // The same link serves the download once the creator may download there.
    await k.restrict(
      closed,
      [...base, 'download'].map((action) => ({ roleId: k.memberRole, action })),
    );
    const dl = await k.visit('/public/share/download-url', { linkId: link, fileId: secret }, { grant });
    expect(dl.body.success).toBe(true);
    await k.restrict(
      closed,
      base.map((action) => ({ roleId: k.memberRole, action })),
    );
  });
});
