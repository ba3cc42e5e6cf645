import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMembers } from '../projects/tables';
import { buildMember, dxf, names, pdf, shareKit, type ShareKit } from './share-testkit';

// What a share link's visitor reaches: the link's items and what lies below them as the
// creator may see them now, and nothing else.

let k: ShareKit;
beforeAll(async () => {
  k = await shareKit();
});
afterAll(() => k.t.close());

const HOUR = 3600_000;

describe('a visitor of a folder link', () => {
  let top: string;
  let folder: string;
  let sub: string;
  let plan: string;
  let drawing: string;
  let sibling: string;
  let link: string;
  beforeAll(async () => {
    top = await k.mkdir('Outside');
    folder = await k.mkdir('Handover', top);
    sub = await k.mkdir('Drawings', folder);
    plan = await k.upload('plan.pdf', folder);
    drawing = await k.upload('site.dxf', sub, dxf.bytes);
    for (const n of ['a.pdf', 'b.pdf', 'c.pdf']) await k.upload(n, sub);
    sibling = await k.upload('private.pdf', top);
    link = (await k.share([folder])).data.linkId;
  });

  it("reads the link's card without a code", async () => {
    const info = (await k.visit('/public/share/get-share-info', { linkId: link })).body.data;
    expect(info).toMatchObject({
      linkId: link,
      name: 'Handover',
      needCode: true,
      identities: ['guest'],
      allowDownload: true,
      itemCount: 1,
      creatorName: expect.any(String),
      projectName: expect.any(String),
      enterpriseName: expect.any(String),
    });
    expect((await k.visit('/public/share/get-share-info', { linkId: 'no-such-link' })).body).toMatchObject({ success: false, errorCode: 9101 });
    expect((await k.visit('/public/share/get-share-info', {})).status).toBe(400);
  });

  it('fails a wrong code, passes the right one in any case, and counts the visit', async () => {
    const wrong = await k.visit('/public/share/check-code', { linkId: link, code: 'zz99' });
    expect(wrong.body).toMatchObject({ success: false, errorCode: 9102, msg: 'The extraction code is incorrect' });
    expect((await k.visit('/public/share/check-code', { linkId: link, code: '' })).body).toMatchObject({
      errorCode: 9102,
      msg: 'Please enter the extraction code',
    });
    expect((await k.visit('/public/share/check-code', { linkId: link, code: 'x'.repeat(21) })).status).toBe(400);
    const ok = (await k.visit('/public/share/check-code', { linkId: link, code: ' ab12 ' })).body.data;
    expect(ok.shareToken).toEqual(expect.any(String));
    // The grant lasts a day here (the link lasts a week).
    expect(Date.parse(ok.expiresAt) - k.t.deps.now().getTime()).toBe(24 * HOUR);
    const listed = (await k.post('/protected/file/get-share-list', { name: 'Handover' })).body.data.list[0];
    expect(listed.visits).toBe(1);
  });

  it('browses with the grant: items, folders with their path, pages', async () => {
    const grant = await k.grantFor(link);
    expect((await k.visit('/public/share/get-file-list', { linkId: link })).body.errorCode).toBe(9102);
    expect((await k.visit('/public/share/get-file-list', { linkId: link }, { grant: 'forged' })).body.errorCode).toBe(9102);
    const roots = (await k.visit('/public/share/get-file-list', { linkId: link }, { grant })).body;
    expect(names(roots.data.list)).toEqual(['Handover']);
    expect(roots.data).toMatchObject({ path: [], allowDownload: true });
    const inside = (await k.visit('/public/share/get-file-list', { linkId: link, parentId: folder }, { grant })).body.data;
    expect(names(inside.list)).toEqual(['Drawings', 'plan.pdf']);
    expect(inside.list[1]).toMatchObject({ _id: plan, fileId: plan, type: 'pdf', parentId: folder, size: pdf.bytes.length });
    const page = (await k.visit('/public/share/get-file-list', { linkId: link, parentId: sub, pageNum: 2, pageSize: 3 }, { grant })).body;
    expect(page.pageTotal).toBe(4);
    expect(names(page.data.list)).toEqual(['site.dxf']);
    expect(page.data.path.map((p: { _id: string; name: string }) => p.name)).toEqual(['Handover', 'Drawings']);
    expect((await k.visit('/public/share/get-file-list', { linkId: link, pageSize: 0 }, { grant })).status).toBe(400);
    expect((await k.visit('/public/share/get-file-list', { linkId: link, parentId: plan }, { grant })).status).toBe(400);
  });

  it('previews and downloads, counting downloads', async () => {
    const grant = await k.grantFor(link);
    const view = (await k.visit('/public/share/view-file', { linkId: link, fileId: plan }, { grant })).body.data;
    expect(view).toMatchObject({ openWay: 'pdf', file: { _id: plan, name: 'plan.pdf' } });
    expect((await k.t.app.inject({ method: 'GET', url: view.url })).rawPayload.equals(pdf.bytes)).toBe(true);
    // A DXF opens in the 2D viewer, which fetches its bytes (still as an attachment).
    const drawn = (await k.visit('/public/share/view-file', { linkId: link, fileId: drawing }, { grant })).body.data;
    expect(drawn.openWay).toBe('drawing');
    expect((await k.t.app.inject({ method: 'GET', url: drawn.url })).rawPayload.equals(dxf.bytes)).toBe(true);
    expect((await k.visit('/public/share/view-file', { linkId: link, fileId: sub }, { grant })).status).toBe(400);
    expect((await k.visit('/public/share/view-file', { linkId: link }, { grant })).status).toBe(400);
    const before = (await k.post('/protected/file/get-share-list', { name: 'Handover' })).body.data.list[0].downloads;
    const dl = (await k.visit('/public/share/download-url', { linkId: link, fileId: drawing }, { grant })).body.data;
    expect((await k.t.app.inject({ method: 'GET', url: dl.url })).rawPayload.equals(dxf.bytes)).toBe(true);
    expect((await k.post('/protected/file/get-share-list', { name: 'Handover' })).body.data.list[0].downloads).toBe(before + 1);
    // A visitor's download is not the creator's.
    expect((await k.post('/protected/file/get-download-history', { pageSize: 100 })).body.data.list.map((h: { fileId: string }) => h.fileId)).not.toContain(
      drawing,
    );
  });

  it('cannot step outside the link: sibling, parent, another project, unknown or recycled ids', async () => {
    const grant = await k.grantFor(link);
    const refused = { errorCode: 4030, msg: 'This item is not part of the shared link' };
    expect((await k.visit('/public/share/view-file', { linkId: link, fileId: sibling }, { grant })).body).toMatchObject(refused);
    expect((await k.visit('/public/share/get-file-list', { linkId: link, parentId: top }, { grant })).body).toMatchObject(refused);
    expect((await k.visit('/public/share/download-url', { linkId: link, fileId: sibling }, { grant })).body).toMatchObject(refused);
    expect((await k.visit('/public/share/download-url', { linkId: link, fileId: 'unknown-id' }, { grant })).body).toMatchObject(refused);
    const foreign = (await k.post('/protected/file/create-many-folder', { projectId: k.otherProject, folderArr: ['Foreign'] })).body.data.folderInfoArr[0].id;
    expect((await k.visit('/public/share/get-file-list', { linkId: link, parentId: foreign }, { grant })).body).toMatchObject(refused);
    const binned = await k.upload('binned.pdf', sub);
    await k.post('/protected/update-project-file-state', { fileIds: [binned], is_recycle: 1 });
    expect((await k.visit('/public/share/view-file', { linkId: link, fileId: binned }, { grant })).body).toMatchObject(refused);
  });

  it("refuses another link's grant and a grant past its day", async () => {
    const other = (await k.share([sibling], { validDays: 0 })).data.linkId;
    const otherGrant = await k.grantFor(other);
    expect((await k.visit('/public/share/get-file-list', { linkId: link }, { grant: otherGrant })).body.errorCode).toBe(9102);
    expect((await k.visit('/public/share/view-file', { linkId: link, fileId: plan }, { grant: otherGrant })).body.errorCode).toBe(9102);
    k.advance(25 * HOUR);
    expect((await k.visit('/public/share/get-file-list', { linkId: other }, { grant: otherGrant })).body.errorCode).toBe(9102);
  });

  it('is refused downloads when the link allows none, but may still preview', async () => {
    const ro = (await k.share([folder], { allowDownload: false, code: '' })).data.linkId;
    const grant = await k.grantFor(ro, '');
    expect((await k.visit('/public/share/download-url', { linkId: ro, fileId: plan }, { grant })).body).toMatchObject({
      errorCode: 4030,
      msg: 'This link does not allow downloads',
    });
    expect((await k.visit('/public/share/get-file-list', { linkId: ro }, { grant })).body.data.allowDownload).toBe(false);
    expect((await k.visit('/public/share/view-file', { linkId: ro, fileId: plan }, { grant })).body.success).toBe(true);
  });
});

describe("the creator's current view bounds the link", () => {
  it('hides a folder the creator cannot enter, in lists and by id', async () => {
    const mine = await k.mkdir('Member share');
    const closed = await k.mkdir('Closed', mine);
    await k.upload('inside-closed.pdf', closed);
    await k.upload('open.pdf', mine);
    await k.restrict(closed, []);
    const l = (await k.share([mine], { code: '' }, k.member)).data.linkId;
    const grant = await k.grantFor(l, '');
    expect(names((await k.visit('/public/share/get-file-list', { linkId: l, parentId: mine }, { grant })).body.data.list)).toEqual(['open.pdf']);
    expect((await k.visit('/public/share/get-file-list', { linkId: l, parentId: closed }, { grant })).body.errorCode).toBe(4030);
  });
  it('offers no download of a file the creator may not download', async () => {
    const f = await k.mkdir('View only');
    const file = await k.upload('look-only.pdf', f);
    await k.restrict(
      f,
      ['enter', 'query', 'share'].map((action) => ({ roleId: k.memberRole, action })),
    );
    const l = (await k.share([f], { code: '' }, k.member)).data.linkId;
    const grant = await k.grantFor(l, '');
    expect((await k.visit('/public/share/view-file', { linkId: l, fileId: file }, { grant })).body.success).toBe(true);
    expect((await k.visit('/public/share/download-url', { linkId: l, fileId: file }, { grant })).body.errorCode).toBe(4030);
  });
  it('leaves out items the creator may no longer share, and dies with the last one', async () => {
    const kept = await k.mkdir('Still shared');
    const lost = await k.mkdir('No longer shared');
    const l = (await k.share([kept, lost], { code: '' }, k.member)).data.linkId;
    await k.restrict(
      lost,
      ['enter', 'query', 'download'].map((action) => ({ roleId: k.memberRole, action })),
    );
    expect((await k.visit('/public/share/get-share-info', { linkId: l })).body.data.itemCount).toBe(1);
    const grant = await k.grantFor(l, '');
    expect(names((await k.visit('/public/share/get-file-list', { linkId: l }, { grant })).body.data.list)).toEqual(['Still shared']);
    expect((await k.visit('/public/share/get-file-list', { linkId: l, parentId: lost }, { grant })).body.errorCode).toBe(4030);
    await k.restrict(kept, []);
    expect((await k.visit('/public/share/get-file-list', { linkId: l }, { grant })).body.errorCode).toBe(9101);
  });
  it('dies when its creator leaves the project', async () => {
    const sharer = await buildMember(k.t, k.projectId, ['enter', 'query', 'download', 'share']);
    const f = await k.upload('leaving.pdf');
    const l = (await k.share([f], { code: '' }, sharer.token)).data.linkId;
    expect((await k.visit('/public/share/get-share-info', { linkId: l })).body.success).toBe(true);
    // No call removes a member yet; the row goes as a removal would take it.
    await k.t.deps.db.delete(projectMembers).where(eq(projectMembers.userId, sharer.userId));
    expect((await k.visit('/public/share/get-share-info', { linkId: l })).body.errorCode).toBe(9101);
  });
});
