import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, pdf, shareKit, type ShareKit } from '../../shares/share-testkit';

// Download and viewer tickets (tickets.ts): short-lived, and every use checks again what
// minting checked — the session, the file, the holder's right, the share link.

let k: ShareKit;
beforeAll(async () => {
  k = await shareKit();
});
afterAll(() => k.t.close());

const get = (url: string, headers: Record<string, string> = {}) => k.t.app.inject({ method: 'GET', url, headers });
const urlOf = async (fileId: string, token: string, inline = false) => {
  const r = await k.post('/protected/file/get-download-url', { fileId, inline }, token);
  if (!r.body.success) throw new Error(r.body.msg);
  return r.body.data.url as string;
};

describe('tickets minted before a change', () => {
  it('download once, and a viewer may come back (Range requests) until its five minutes are over', async () => {
    const reader = await buildMember(k.t, k.projectId, ['enter', 'query', 'download']);
    const f = await k.upload('happy.pdf');
    const download = await urlOf(f, reader.token);
    const got = await get(download);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(pdf.bytes)).toBe(true);
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="happy.pdf"/);
    expect((await get(download)).statusCode).toBe(410);
    const view = await urlOf(f, reader.token, true);
    expect((await get(view)).headers['content-disposition']).toMatch(/^inline/);
    const part = await get(view, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(pdf.bytes.subarray(0, 10))).toBe(true);
    k.advance(5 * 60_000 - 1000);
    expect((await get(view, { range: 'bytes=10-19' })).statusCode).toBe(206);
    k.advance(2000);
    const late = await get(view);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ success: false, msg: 'This download link has expired; please download again from the file list' });
  });

  it('a download ticket is taken once even by parallel requests', async () => {
    const f = await k.upload('parallel.pdf');
    const url = await urlOf(f, k.member);
    const codes = (await Promise.all(Array.from({ length: 8 }, () => get(url)))).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 410, 410, 410, 410, 410, 410, 410]);
  });

  it('are refused after the holder left the project', async () => {
    const leaver = await buildMember(k.t, k.projectId, ['enter', 'query', 'download']);
    const f = await k.upload('leaver.pdf');
    const download = await urlOf(f, leaver.token);
    const view = await urlOf(f, leaver.token, true);
    expect((await k.post('/protected/project/remove-member', { userId: leaver.userId })).body.success).toBe(true);
    for (const url of [download, view]) expect((await get(url)).statusCode).toBe(403);
  });

  it('are refused after the holder lost the right to download (a view ticket needs only the right to open)', async () => {
    const m = await buildMember(k.t, k.projectId, ['enter', 'query', 'download']);
    const f = await k.upload('rights.pdf');
    const download = await urlOf(f, m.token);
    const view = await urlOf(f, m.token, true);
    await k.restrict(
      f,
      ['enter', 'query'].map((action) => ({ roleId: m.roleId, action })),
    );
    expect((await get(download)).statusCode).toBe(403);
    expect((await get(view)).statusCode).toBe(200);
  });

  it('are refused after the session that made them signed out', async () => {
    const m = await buildMember(k.t, k.projectId, ['enter', 'query', 'download']);
    const f = await k.upload('signout.pdf');
    const download = await urlOf(f, m.token);
    const view = await urlOf(f, m.token, true);
    expect((await k.t.post('/protected/user/logout', {}, m.token)).body.success).toBe(true);
    for (const url of [download, view]) expect((await get(url)).statusCode).toBe(410);
  });

  it('are refused after the file went to the recycle bin', async () => {
    const f = await k.upload('recycled.pdf');
    const download = await urlOf(f, k.member);
    const view = await urlOf(f, k.member, true);
    expect((await k.post('/protected/update-project-file-state', { fileIds: [f], is_recycle: 1 })).body.success).toBe(true);
    for (const url of [download, view]) expect((await get(url)).statusCode).toBe(404);
  });

  it('of a share visitor are refused after the link was cancelled', async () => {
    const f = await k.upload('shared.pdf');
    const link = (await k.share([f], { allowDownload: true })).data.linkId;
    const grant = await k.grantFor(link);
    const download = (await k.visit('/public/share/download-url', { linkId: link, fileId: f }, { grant })).body.data.url;
    const view = (await k.visit('/public/share/view-file', { linkId: link, fileId: f }, { grant })).body.data.url;
    const spare = (await k.visit('/public/share/view-file', { linkId: link, fileId: f }, { grant })).body.data.url;
    expect((await get(spare)).statusCode).toBe(200);
    await k.post('/protected/file/batch-cancell-share-link', { linkIds: [link] });
    for (const url of [download, view, spare]) {
      const r = await get(url);
      expect(r.statusCode).toBe(410);
      expect(r.json()).toMatchObject({ success: false, errorCode: 9101 });
    }
  });

  it('of a share visitor are refused once the link has expired', async () => {
    const f = await k.upload('expiring.pdf');
    const link = (await k.share([f], { validDays: 1 })).data.linkId;
    const grant = await k.grantFor(link);
    const view = (await k.visit('/public/share/view-file', { linkId: link, fileId: f }, { grant })).body.data.url;
    k.advance(24 * 3600_000 + 1000);
    expect((await get(view)).statusCode).toBe(410);
  });
});

describe('the session token', () => {
  it('authenticates only in the bearer header: not as ?token= nor as a form field', async () => {
    const token = k.member;
    expect((await k.t.post('/protected/user/get-current-user', {}, token)).body.success).toBe(true);
    const query = await k.t.app.inject({ method: 'POST', url: `/protected/user/get-current-user?token=${encodeURIComponent(token)}`, payload: {} });
    expect(query.statusCode).toBe(401);
    const count = await k.t.app.inject({ method: 'GET', url: `/account/user/notify/count?token=${encodeURIComponent(token)}` });
    expect(count.statusCode).toBe(401);
    const form = await k.t.app.inject({
      method: 'POST',
      url: '/protected/user/get-current-user',
      payload: new URLSearchParams({ token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(401);
  });
});
