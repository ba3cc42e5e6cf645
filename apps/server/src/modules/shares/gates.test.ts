import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOutsider } from '../../test/factories';
import { buildMember, shareKit, type ShareKit } from './share-testkit';

// What stops a visitor: dead links (9101, 9103), the users-only identity (9104) and the
// wrong-code limits per link and per address (429, even for the right code).

let k: ShareKit;
const WINDOW_MIN = 15;
beforeAll(async () => {
  k = await shareKit({ SHARE_CODE_MAX_FAILURES_LINK: '3', SHARE_CODE_MAX_FAILURES_IP: '5', LOGIN_WINDOW_MINUTES: String(WINDOW_MIN) });
});
afterAll(() => k.t.close());

const info = (linkId: string) => k.visit('/public/share/get-share-info', { linkId }).then((r) => r.body);
const check = (linkId: string, code: string, o: { ip?: string; token?: string } = {}) => k.visit('/public/share/check-code', { linkId, code }, o);

describe('links that no longer work', () => {
  it('an expired link answers 9101, for its card, its code and a grant taken before', async () => {
    const f = await k.upload('short-lived.pdf');
    const { linkId: l, expiresAt } = (await k.share([f], { validDays: 1 })).data;
    k.advance(23 * 3600_000);
    const passed = (await check(l, 'AB12')).body.data;
    // The grant ends with the link, not a day later.
    expect(passed.expiresAt).toBe(expiresAt);
    const grant = passed.shareToken;
    k.advance(2 * 3600_000);
    expect(await info(l)).toMatchObject({ errorCode: 9101, msg: 'The link is invalid or has expired' });
    expect((await check(l, 'AB12')).body.errorCode).toBe(9101);
    expect((await k.visit('/public/share/get-file-list', { linkId: l }, { grant })).body.errorCode).toBe(9101);
  });
  it('a cancelled link answers 9101 even with a grant', async () => {
    const f = await k.upload('cancelled.pdf');
    const l = (await k.share([f])).data.linkId;
    const grant = await k.grantFor(l);
    await k.post('/protected/file/batch-cancell-share-link', { linkIds: [l] });
    expect((await k.visit('/public/share/get-file-list', { linkId: l }, { grant })).body.errorCode).toBe(9101);
    expect((await k.visit('/public/share/download-url', { linkId: l, fileId: f }, { grant })).body.errorCode).toBe(9101);
  });
  it('a link whose items are all recycled answers 9103; one left keeps it alive', async () => {
    const a = await k.upload('first.pdf');
    const b = await k.upload('second.pdf');
    const l = (await k.share([a, b])).data.linkId;
    await k.post('/protected/update-project-file-state', { fileIds: [a], is_recycle: 1 });
    expect((await info(l)).data.itemCount).toBe(1);
    const listed = (await k.post('/protected/file/get-share-list', { name: 'first.pdf' })).body.data.list.find((x: { linkId: string }) => x.linkId === l);
    expect(listed.items.find((i: { fileId: string }) => i.fileId === a).deleted).toBe(true);
    await k.post('/protected/update-project-file-state', { fileIds: [b], is_recycle: 1 });
    expect(await info(l)).toMatchObject({ errorCode: 9103, msg: 'The shared file has been deleted' });
    expect((await check(l, 'AB12')).body.errorCode).toBe(9103);
  });
});

describe('a link for platform users', () => {
  let l: string;
  beforeAll(async () => {
    const f = await k.upload('members-only.pdf');
    l = (await k.share([f], { identities: ['user'] })).data.linkId;
  });
  it('asks anonymous visitors, strangers and members without document entry to sign in (9104)', async () => {
    const loginRequired = { errorCode: 9104, msg: 'This link is for platform users with rights in the project; please sign in' };
    expect((await check(l, 'AB12')).body).toMatchObject(loginRequired);
    expect((await check(l, 'AB12', { token: (await buildOutsider(k.t)).token })).body).toMatchObject(loginRequired);
    expect((await check(l, 'AB12', { token: (await buildMember(k.t, k.projectId, [])).token })).body).toMatchObject(loginRequired);
    expect((await info(l)).data.identities).toEqual(['user']);
  });
  it('lets a member in, and only while they send their own token', async () => {
    const ok = await check(l, 'AB12', { token: k.member });
    expect(ok.body.success).toBe(true);
    const grant = ok.body.data.shareToken;
    expect((await k.visit('/public/share/get-file-list', { linkId: l }, { grant, token: k.member })).body.success).toBe(true);
    expect((await k.visit('/public/share/get-file-list', { linkId: l }, { grant })).body.errorCode).toBe(9104);
    expect((await k.visit('/public/share/get-file-list', { linkId: l }, { grant, token: 'not-a-token' })).body.errorCode).toBe(9104);
  });
});

describe('wrong codes', () => {
  it('a link locks after its limit, even for the right code, until the window passes', async () => {
    const f = await k.upload('guessed.pdf');
    const l = (await k.share([f])).data.linkId;
    // An empty code is no guess.
    for (let i = 0; i < 4; i++) expect((await check(l, '')).body.errorCode).toBe(9102);
    for (let i = 0; i < 3; i++) expect((await check(l, `zz0${i}`)).body.errorCode).toBe(9102);
    const limited = await check(l, 'AB12');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, errorCode: 429 });
    k.advance((WINDOW_MIN + 1) * 60_000);
    expect((await check(l, 'AB12')).body.success).toBe(true);
  });
  it('one address guessing across links locks itself only', async () => {
    const f = await k.upload('guessed-again.pdf');
    const links: string[] = [];
    for (let i = 0; i < 3; i++) links.push((await k.share([f])).data.linkId);
    for (let i = 0; i < 5; i++) expect((await check(links[i % 3], 'QQ00', { ip: '10.9.9.9' })).body.errorCode).toBe(9102);
    expect((await check(links[0], 'AB12', { ip: '10.9.9.9' })).status).toBe(429);
    expect((await check(links[2], 'AB12', { ip: '10.9.9.8' })).body.success).toBe(true);
  });
  it('the right code gives its attempt back: visitors behind one address who know it are not limited', async () => {
    const l = (await k.share([await k.upload('popular.pdf')])).data.linkId;
    for (let i = 0; i < 8; i++) expect((await check(l, 'ab12', { ip: '10.9.8.1' })).body.success).toBe(true);
    for (let i = 0; i < 3; i++) expect((await check(l, `zz1${i}`, { ip: '10.9.8.1' })).body.errorCode).toBe(9102);
    expect((await check(l, 'AB12', { ip: '10.9.8.1' })).status).toBe(429);
  });
  it('refuses malformed calls without a 500', async () => {
    expect((await k.visit('/public/share/check-code', { code: 'AB12' })).status).toBe(400);
    expect((await k.visit('/public/share/check-code', { linkId: 'x'.repeat(65), code: 'AB12' })).status).toBe(400);
    expect((await check('no-such-link', 'AB12')).body.errorCode).toBe(9101);
    expect((await k.visit('/public/share/check-code', { linkId: ['a'], code: 1 })).status).toBe(400);
  });
});
