import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPackJob } from '../files/download/packs';
import { dxf, shareKit, zipNames, type ShareKit } from './share-testkit';

// Zips from a share: the three pack calls with isShare, shareId and the share header.

let k: ShareKit;
let top: string;
let folder: string;
let sub: string;
let closed: string;
let plan: string;
let sibling: string;
let link: string;
let grant: string;
beforeAll(async () => {
  k = await shareKit();
  top = await k.mkdir('Outside');
  folder = await k.mkdir('Handover', top);
  sub = await k.mkdir('Drawings', folder);
  closed = await k.mkdir('Closed', folder);
  plan = await k.upload('plan.pdf', folder);
  await k.upload('site.dxf', sub, dxf.bytes);
  await k.upload('secret.pdf', closed);
  sibling = await k.upload('private.pdf', top);
  // The member creates the link; they cannot enter Closed.
  await k.restrict(closed, []);
  link = (await k.share([folder], {}, k.member)).data.linkId;
  grant = await k.grantFor(link);
});
afterAll(() => k.t.close());

const asVisitor = (url: string, body: object, g: string | undefined = grant) =>
  k.visit(url, { projectId: k.projectId, isShare: true, shareId: link, ...body }, { grant: g });
const downloads = async () =>
  (await k.post('/protected/file/get-share-list', { name: 'Handover' })).body.data.list.find((l: { linkId: string }) => l.linkId === link).downloads;

describe('a zip from a share', () => {
  it("holds the link's files as the creator sees them, counted once as a download of the link", async () => {
    const req = (await asVisitor('/protected/file/pack-zip-service', { array: [folder] })).body.data;
    expect(req.count).toBe(2);
    const before = await downloads();
    expect((await asVisitor('/protected/file/get-pack-zip-task', { id: req.id })).body.data.state).toBe('queued');
    expect((await asVisitor('/protected/file/get-pack-zip-task', { id: req.id })).body.data.state).toBe('queued');
    expect(await downloads()).toBe(before + 1);
    await runPackJob(k.t.deps, { packId: req.id });
    const done = (await asVisitor('/protected/file/loop-download-zip', { id: req.id })).body.data;
    expect(done.state).toBe('done');
    const zip = (await k.t.app.inject({ method: 'GET', url: done.url })).rawPayload;
    expect((await zipNames(zip)).sort()).toEqual(['Handover/Drawings/site.dxf', 'Handover/plan.pdf']);
    // Not the creator's download, and the creator's own calls do not reach it.
    expect(
      (await k.post('/protected/file/get-download-history', { pageSize: 100 }, k.member)).body.data.list.map((h: { packId: string }) => h.packId),
    ).not.toContain(req.id);
    expect((await k.post('/protected/file/loop-download-zip', { id: req.id }, k.member)).body.errorCode).toBe(404);
  });
  it('takes a selection inside the link (a JSON string as the spec sends it too)', async () => {
    const req = (await asVisitor('/protected/file/pack-zip-service', { array: JSON.stringify([sub, plan]) })).body.data;
    expect(req.count).toBe(2);
    await asVisitor('/protected/file/get-pack-zip-task', { id: req.id });
    await runPackJob(k.t.deps, { packId: req.id });
    const done = (await asVisitor('/protected/file/loop-download-zip', { id: req.id })).body.data;
    expect((await zipNames((await k.t.app.inject({ method: 'GET', url: done.url })).rawPayload)).sort()).toEqual(['Drawings/site.dxf', 'plan.pdf']);
  });
  it('refuses items outside the link or hidden from its creator', async () => {
    for (const ids of [[sibling], [plan, sibling], [top], [closed], ['unknown']]) {
      expect((await asVisitor('/protected/file/pack-zip-service', { array: ids })).body.errorCode).toBe(4030);
    }
  });
  it('needs a grant of this link, its project and a link id', async () => {
    const other = (await k.share([sibling], { code: '' })).data.linkId;
    const otherGrant = await k.grantFor(other, '');
    expect((await asVisitor('/protected/file/pack-zip-service', { array: [plan] }, '')).body.errorCode).toBe(9102);
    expect((await asVisitor('/protected/file/pack-zip-service', { array: [plan] }, otherGrant)).body.errorCode).toBe(9102);
    expect((await asVisitor('/protected/file/pack-zip-service', { array: [plan], projectId: k.otherProject })).body.errorCode).toBe(4030);
    expect((await asVisitor('/protected/file/pack-zip-service', { array: [plan], shareId: null })).status).toBe(400);
    expect((await asVisitor('/protected/file/pack-zip-service', { array: '[not json' })).status).toBe(400);
    // A pack of one link is unknown to another link's visitor.
    const req = (await asVisitor('/protected/file/pack-zip-service', { array: [plan] })).body.data;
    const viaOther = await k.visit(
      '/protected/file/get-pack-zip-task',
      { projectId: k.projectId, isShare: true, shareId: other, id: req.id },
      { grant: otherGrant },
    );
    expect(viaOther.body.errorCode).toBe(404);
    // Without isShare the calls are a signed-in user's.
    expect((await k.visit('/protected/file/pack-zip-service', { projectId: k.projectId, array: [plan] }, { grant })).status).toBe(401);
  });
  it('is refused when the link allows no downloads', async () => {
    const ro = (await k.share([folder], { allowDownload: false, code: '' }, k.member)).data.linkId;
    const g = await k.grantFor(ro, '');
    const res = await k.visit('/protected/file/pack-zip-service', { projectId: k.projectId, array: [plan], isShare: true, shareId: ro }, { grant: g });
    expect(res.body).toMatchObject({ errorCode: 4030, msg: 'This link does not allow downloads' });
  });
});
