import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOutsider } from '../../test/factories';
import { buildMember, linkIdsOf, shareKit, type ShareKit } from './share-testkit';

// Share links as their creators manage them: create, list, update, cancel, delete.

let k: ShareKit;
let outsider: string;
const DAY = 24 * 3600_000;
beforeAll(async () => {
  k = await shareKit();
  outsider = (await buildOutsider(k.t)).token;
});
afterAll(() => k.t.close());

const list = async (body: object, token?: string) => (await k.post('/protected/file/get-share-list', body, token)).body;

describe('creating a link', () => {
  it('stores every setting and answers the link as listed', async () => {
    const plan = await k.upload('shared-plan.pdf');
    const folder = await k.mkdir('Handover set');
    const made = (await k.share([plan, folder], { validDays: 1, identities: ['guest', 'user', 'guest'], code: 'xy34', allowDownload: false })).data;
    expect(made).toMatchObject({
      name: 'shared-plan.pdf +1',
      validDays: 1,
      identities: ['guest', 'user'],
      code: 'XY34',
      hasCode: true,
      allowDownload: false,
      state: 'active',
      visits: 0,
      downloads: 0,
      createUserName: expect.any(String),
    });
    expect(made.items).toHaveLength(2);
    expect(made.items).toEqual(
      expect.arrayContaining([
        { fileId: folder, name: 'Handover set', type: 'folder', deleted: false },
        { fileId: plan, name: 'shared-plan.pdf', type: 'pdf', deleted: false },
      ]),
    );
    expect(made.linkId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(made.url).toBe(`/#/share_page/${made.linkId}`);
    expect(Date.parse(made.expiresAt) - Date.parse(made.createTime)).toBe(DAY);
    const forever = (await k.share([plan], { validDays: 0, code: '' })).data;
    expect(forever).toMatchObject({ expiresAt: null, code: null, hasCode: false, allowDownload: true });
  });
  it('refuses bad settings and unknown, recycled or foreign items without a 500', async () => {
    const f = await k.upload('guarded-share.pdf');
    const bad = async (over: object) =>
      (await k.post('/protected/file/create-newshare-link', { fileIds: [f], validDays: 7, identities: ['guest'], ...over })).body;
    expect((await bad({ identities: [] })).msg).toContain('Please choose at least one identity');
    expect((await bad({ identities: ['robots'] })).errorCode).toBe(400);
    expect((await bad({ code: 'a-1' })).msg).toContain('The extraction code must be 4 letters or digits');
    expect((await bad({ code: 'abcde' })).errorCode).toBe(400);
    for (const validDays of [-1, 1.5, 'soon', 4000]) expect((await bad({ validDays })).msg).toContain('Please choose a validity period');
    expect((await bad({ fileIds: [] })).errorCode).toBe(400);
    expect((await bad({ fileIds: ['nope'] })).errorCode).toBe(404);
    const foreign = (await k.post('/protected/file/create-many-folder', { projectId: k.otherProject, folderArr: ['Elsewhere'] })).body.data.folderInfoArr[0].id;
    expect((await bad({ fileIds: [foreign] })).errorCode).toBe(404);
    const gone = await k.upload('gone.pdf');
    await k.post('/protected/update-project-file-state', { fileIds: [gone], is_recycle: 1 });
    expect((await bad({ fileIds: [f, gone] })).errorCode).toBe(404);
  });
  it('needs the share right on every item: member without it, outsider, anonymous', async () => {
    const f = await k.upload('kept.pdf');
    const reader = await buildMember(k.t, k.projectId, ['enter', 'query', 'download']);
    expect((await k.share([f], {}, reader.token)).errorCode).toBe(4030);
    const locked = await k.mkdir('No sharing');
    const inside = await k.upload('inside.pdf', locked);
    await k.restrict(
      locked,
      ['enter', 'query', 'download'].map((action) => ({ roleId: k.memberRole, action })),
    );
    expect((await k.share([inside], {}, k.member)).errorCode).toBe(4030);
    expect((await k.share([f, inside], {}, k.member)).errorCode).toBe(4030);
    expect((await k.share([f], {}, outsider)).errorCode).toBe(401);
    const anon = await k.post('/protected/file/create-newshare-link', { fileIds: [f], validDays: 1, identities: ['guest'] }, null);
    expect(anon.status).toBe(401);
  });
});

describe('listing links', () => {
  let mine: string[];
  let theirs: string;
  beforeAll(async () => {
    const f = await k.upload('listed.pdf');
    mine = [];
    for (let i = 0; i < 3; i++) {
      mine.push((await k.share([f], { validDays: 1 }, k.member)).data.linkId);
      k.advance(1000);
    }
    theirs = (await k.share([f])).data.linkId;
  });
  it("shows a member their own links and a permission holder everyone's", async () => {
    const own = await list({ pageSize: 100 }, k.member);
    expect(linkIdsOf(own.data.list)).toEqual(expect.arrayContaining(mine));
    expect(linkIdsOf(own.data.list)).not.toContain(theirs);
    expect(linkIdsOf((await list({ pageSize: 100 })).data.list)).toEqual(expect.arrayContaining([...mine, theirs]));
  });
  it('pages newest first and filters by name and state', async () => {
    const p1 = await list({ name: 'listed', pageSize: 2, pageNum: 1 }, k.member);
    const p2 = await list({ name: 'listed', pageSize: 2, pageNum: 2 }, k.member);
    expect(p1.pageTotal).toBe(3);
    expect(p1.data.list).toHaveLength(2);
    expect(linkIdsOf([...p1.data.list, ...p2.data.list])).toEqual([...mine].reverse());
    expect((await list({ name: 'no such name %' }, k.member)).data.list).toEqual([]);
    await k.post('/protected/file/batch-cancell-share-link', { linkIds: [mine[0]] }, k.member);
    k.advance(1.5 * 24 * 3600_000);
    const state = async (s: string) => linkIdsOf((await list({ state: s, name: 'listed', pageSize: 100 }, k.member)).data.list);
    expect(await state('cancelled')).toEqual([mine[0]]);
    expect((await state('expired')).sort()).toEqual([mine[1], mine[2]].sort());
    expect(await state('active')).toEqual([]);
    expect((await list({ state: 'dead' })).errorCode).toBe(400);
    expect((await list({ pageSize: 0 })).errorCode).toBe(400);
    expect((await list({}, outsider)).errorCode).toBe(401);
  });
});

describe('changing links', () => {
  it('updates validity from now, identities, code and downloads', async () => {
    const f = await k.upload('updated.pdf');
    const link = (await k.share([f], { validDays: 1 })).data;
    k.advance(3600_000);
    const upd = async (over: object, token?: string) => (await k.post('/protected/file/update-share-info', { linkId: link.linkId, ...over }, token)).body;
    const week = (await upd({ validDays: 7 })).data;
    expect(Date.parse(week.expiresAt) - Date.parse(week.updateTime)).toBe(7 * DAY);
    expect(Date.parse(week.updateTime) - Date.parse(link.createTime)).toBe(3600_000);
    expect((await upd({ identities: ['user'], code: 'zz99', allowDownload: false })).data).toMatchObject({
      identities: ['user'],
      code: 'ZZ99',
      allowDownload: false,
      validDays: 7,
      expiresAt: week.expiresAt,
    });
    expect((await upd({ code: '' })).data).toMatchObject({ code: null, hasCode: false });
    expect((await upd({ validDays: 0 })).data.expiresAt).toBeNull();
    expect((await upd({ validDays: -3 })).msg).toContain('Please choose a validity period');
    expect((await upd({ code: '12' })).msg).toContain('The extraction code must be 4 letters or digits');
    expect((await upd({ identities: [] })).msg).toContain('Please choose at least one identity');
    expect((await k.post('/protected/file/update-share-info', { linkId: 'unknown', validDays: 1 })).body.errorCode).toBe(404);
    expect((await upd({ validDays: 1 }, k.member)).errorCode).toBe(4030);
    expect((await upd({ validDays: 1 }, outsider)).errorCode).toBe(401);
  });
  it('cancels and deletes: the creator or a permission holder, nobody else', async () => {
    const f = await k.upload('ended.pdf');
    const a = (await k.share([f], {}, k.member)).data.linkId;
    const b = (await k.share([f], {}, k.member)).data.linkId;
    const admins = (await k.share([f])).data.linkId;
    const cancel = (linkIds: string[], token?: string) => k.post('/protected/file/batch-cancell-share-link', { linkIds }, token).then((r) => r.body);
    const remove = (linkIds: string[], token?: string) => k.post('/protected/file/delete-share-list', { linkIds }, token).then((r) => r.body);
    expect((await cancel([a, admins], k.member)).errorCode).toBe(4030);
    expect((await remove([admins], k.member)).errorCode).toBe(4030);
    expect((await cancel([a], outsider)).errorCode).toBe(401);
    expect((await cancel([a], k.member)).data.count).toBe(1);
    expect((await list({ state: 'cancelled', pageSize: 100 }, k.member)).data.list.find((l: { linkId: string }) => l.linkId === a)).toMatchObject({
      state: 'cancelled',
    });
    // A permission holder ends a member's link.
    expect((await remove([a, b])).data.count).toBe(2);
    expect(linkIdsOf((await list({ pageSize: 100 }, k.member)).data.list)).not.toEqual(expect.arrayContaining([a]));
    expect((await remove([a])).errorCode).toBe(404);
    expect((await cancel([])).errorCode).toBe(400);
    expect((await remove(['unknown', admins])).errorCode).toBe(404);
    expect((await k.post('/protected/file/delete-share-list', { linkIds: [admins] }, null)).status).toBe(401);
  });
});
