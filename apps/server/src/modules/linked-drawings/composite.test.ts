import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createWorker } from '../../jobs/queue';
import { fileJobs } from '../files/storage/housekeeping';
import { blobs } from '../files/tables';
import { md5Of, putFile, testFile } from '../../test/files';
import { dataUrl, kit, png, type Kit } from '../annotations/testkit';
import { compositeLinks } from './tables';
import { loggedRows, untargetedRoutes } from '../../test/oplog';

// The composite-link calls (docs/models.md "Composite links"): a model element tied to a
// drawing, with real converted sample models and real PDF / DXF drawings.

const base = '/public/model/forge/link-composite';
let k: Kit;
let model: { _id: string; versionId: string };
let elements: number[];
let pdf: string;
let dxf: string;

const flat = (nodes: { dataId: number; children: unknown[] }[]): number[] => nodes.flatMap((n) => [n.dataId, ...flat(n.children as typeof nodes)]);
const drain = () => createWorker(k.t.deps.db, fileJobs(k.t.deps)).drain();
const get = (body: object, token?: string | null) => k.post(`${base}/get`, { modelId: model.versionId, ...body }, token);
const link = (body: object, token?: string | null) => k.post(`${base}/link`, { modelId: model.versionId, ...body }, token);
const pic = (body: object, token?: string | null) => k.post(`${base}/set-drawing-pic`, { modelId: model.versionId, ...body }, token);
const restrict = (fileId: string, actions: string[]) =>
  k.post('/protected/role-mysql/save-file-roles', { fileId, moduleType: 'dms', permissionType: 'restricted', roles: [{ roleId: k.memberRole, actions }] });

async function newModel(name: string) {
  const f = await putFile(k.t, k.member, k.projectId, name, testFile('ifc/SmallModelIfc2x3.ifczip').bytes);
  await drain();
  return f;
}

beforeAll(async () => {
  k = await kit();
  model = await newModel('house.ifczip');
  const tree = (await k.post('/protected/model/get-3d-files-tree', { modelId: model.versionId }, k.member)).body.data.tree;
  elements = flat(tree).slice(5);
  pdf = await k.pdf('level-1-plan.pdf', k.member);
  dxf = (await putFile(k.t, k.member, k.projectId, 'level-1-plan.dxf', testFile('dxf/demo.dxf').bytes))._id;
}, 60_000);
afterAll(() => k.t.close());

describe('link, get, set-drawing-pic', () => {
  it('links an element to a drawing page, lists it, stores its picture, replaces and removes it', async () => {
    const dbid = elements[0];
    const made = (await link({ dbid, drawingFileId: pdf, page: 2, region: { x: 0.1, y: 0.2, width: 0.5, height: 0.3 } }, k.member)).body;
    expect(made.success).toBe(true);
    expect(made.data.link).toMatchObject({
      dbid,
      page: 2,
      region: { x: 0.1, width: 0.5 },
      drawing: { fileId: pdf, name: 'level-1-plan.pdf', fileType: 'pdf', exists: true, state: 'ok' },
      pic: null,
      createUser: { id: k.memberId },
    });
    expect(made.data.link.elementType).toMatch(/^Ifc/i);
    expect(made.data.link.guid).toMatch(/^[0-9A-Za-z_$]{22}$/);

    const all = (await get({}, k.member)).body.data;
    expect(all).toMatchObject({ modelId: model.versionId, fileId: model._id, canEdit: true });
    expect(all.list.map((l: { dbid: number }) => l.dbid)).toEqual([dbid]);
    expect((await get({ dbid: elements[1] }, k.member)).body.data.list).toEqual([]);
    // Element ids may arrive as digit strings.
    expect((await get({ dbid: String(dbid) }, k.member)).body.data.list).toHaveLength(1);

    const image = png(200, 3);
    const withPic = (await pic({ dbid, pic: dataUrl(image) }, k.member)).body.data;
    expect(withPic.pic).toMatch(/^\/public\/model\/forge\/link-composite\/pic\//);
    const served = await k.t.app.inject({ method: 'GET', url: withPic.pic });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image)).toBe(true);
    const [row] = await k.t.deps.db.select().from(compositeLinks).where(eq(compositeLinks.dbid, dbid));

    // Same place again keeps the picture; another drawing drops it (the blob becomes collectible).
    expect(
      (await link({ dbid, drawingFileId: pdf, page: 2, region: { x: 0.1, y: 0.2, width: 0.5, height: 0.3 } }, k.member)).body.data.link.pic.split('?')[0],
    ).toBe(withPic.pic.split('?')[0]);
    const moved = (await link({ dbid, drawingFileId: dxf }, k.member)).body.data.link;
    expect(moved).toMatchObject({ drawing: { fileId: dxf, fileType: 'dxf', exists: true }, page: null, region: null, pic: null });
    expect((await k.t.app.inject({ method: 'GET', url: withPic.pic })).statusCode).toBe(404);
    const [b] = await k.t.deps.db.select().from(blobs).where(eq(blobs.sha256, row.picSha256!));
    expect(b.orphanedAt).not.toBeNull();

    expect((await link({ dbid, drawingFileId: null }, k.member)).body.data).toEqual({ dbid, link: null });
    expect((await get({}, k.member)).body.data.list).toEqual([]);
  });
});

describe('who may link', () => {
  it('refuses anonymous callers, outsiders, members without update on the model and hidden drawings', async () => {
    const m = await newModel('guarded-house.ifczip');
    const dbid = elements[0];
    const on = (body: object) => ({ modelId: m.versionId, dbid, ...body });
    expect((await k.post(`${base}/get`, on({}), null)).status).toBe(401);
    expect((await k.post(`${base}/link`, on({ drawingFileId: pdf }), k.outsider)).body.errorCode).toBe(401);
    expect((await k.post(`${base}/link`, on({ drawingFileId: pdf }), k.padmin)).body.success).toBe(true);

    // Query only on the model file: the member reads, cannot write.
    await restrict(m._id, ['enter', 'query']);
    const read = (await k.post(`${base}/get`, on({}), k.member)).body.data;
    expect(read.canEdit).toBe(false);
    expect(read.list).toHaveLength(1);
    expect((await k.post(`${base}/link`, on({ drawingFileId: dxf }), k.member)).body.errorCode).toBe(4030);
    expect((await k.post(`${base}/set-drawing-pic`, on({ pic: dataUrl(png()) }), k.member)).body.errorCode).toBe(4030);
    // No query on the model file: nothing of it.
    await restrict(m._id, ['enter']);
    expect((await k.post(`${base}/get`, on({}), k.member)).body.errorCode).toBe(4030);

    // A drawing the member may not open: not linkable (as if hidden), and listed without its name or picture.
    const secret = await k.pdf('secret-plan.pdf');
    await restrict(secret, ['enter']);
    expect((await link({ dbid, drawingFileId: secret }, k.member)).body.errorCode).toBe(401);
    expect((await link({ dbid, drawingFileId: secret }, k.padmin)).body.success).toBe(true);
    expect((await pic({ dbid, pic: dataUrl(png()) }, k.padmin)).body.data.pic).toBeTruthy();
    const seen = (await get({ dbid }, k.member)).body.data.list[0];
    expect(seen).toMatchObject({ drawing: { fileId: secret, name: null, exists: false, state: 'hidden' }, pic: null });
    expect((await link({ dbid, drawingFileId: null }, k.padmin)).body.success).toBe(true);
  });

  it('answers bad input with 400 (never 500)', async () => {
    const dbid = elements[2];
    const bad = async (body: object, msg?: string) => {
      const r = await link({ dbid, drawingFileId: pdf, ...body }, k.member);
      expect(r.status).toBe(400);
      if (msg) expect(r.body.msg).toContain(msg);
    };
    await bad({ dbid: 'wall' }, 'whole numbers');
    await bad({ dbid: -1 });
    await bad({ dbid: 999_999_999 }, 'no element with this id');
    await bad({ drawingFileId: undefined }, 'drawingFileId');
    await bad({ page: 0 }, 'page');
    await bad({ page: 1.5 });
    await bad({ region: { x: 0.8, y: 0, width: 0.5, height: 0.5 } }, 'inside the drawing');
    await bad({ region: { x: 0, y: 0, width: 0, height: 0.5 } });
    await bad({ drawingFileId: dxf, page: 2 }, 'Only a PDF');
    await bad({ drawingFileId: model._id }, 'PDF, DXF or image');
    expect((await k.t.post(`${base}/link`, { modelId: model.versionId, dbid, drawingFileId: pdf }, k.member, 'en')).body.msg).toContain('projectId');
    expect((await link({ dbid, drawingFileId: 'no-such-file' }, k.member)).body.errorCode).toBe(401);
    const notModel = await putFile(k.t, k.member, k.projectId, 'not-a-model.pdf', testFile('pdf/basement.pdf').bytes);
    expect((await k.post(`${base}/get`, { modelId: notModel.versionId }, k.member)).body.msg).toContain('not a model');
    const none = await pic({ dbid, pic: dataUrl(png()) }, k.member);
    expect(none).toMatchObject({ status: 404 });
    expect(none.body.msg).toContain('not linked');
    await link({ dbid, drawingFileId: pdf }, k.member);
    expect((await pic({ dbid, pic: 'data:image/png;base64,aGVsbG8=' }, k.member)).body.msg).toContain('PNG or JPEG');
    expect((await pic({ dbid, pic: 'https://example.invalid/x.png' }, k.member)).status).toBe(400);
    expect((await pic({ dbid }, k.member)).body.msg).toContain('pic');
    expect((await k.t.app.inject({ method: 'GET', url: `${base}/pic/forged` })).statusCode).toBe(410);
    const ticket = (await pic({ dbid, pic: dataUrl(png()) }, k.member)).body.data.pic.split('?')[1];
    expect((await k.t.app.inject({ method: 'GET', url: `${base}/pic/forged?${ticket}` })).statusCode).toBe(404);
    await link({ dbid, drawingFileId: null }, k.member);
  });
});

describe('deleted drawings and models', () => {
  it('shows a recycled drawing as deleted, refuses linking to it, and drops links when drawings, models or versions go', async () => {
    const m = await newModel('lifecycle-house.ifczip');
    const plan = await k.pdf('doomed-plan.pdf', k.member);
    const on = (dbid: number, body: object) => ({ modelId: m.versionId, dbid, ...body });
    const [a, b, c] = elements;
    await k.post(`${base}/link`, on(a, { drawingFileId: plan }), k.member);
    const pictured = (await k.post(`${base}/set-drawing-pic`, on(a, { pic: dataUrl(png(90, 9)) }), k.member)).body.data;
    await k.post(`${base}/link`, on(b, { drawingFileId: pdf }), k.member);

    expect((await k.post('/protected/update-project-file-state', { fileIds: [plan], is_recycle: 1 })).body.success).toBe(true);
    const listed = (await k.post(`${base}/get`, on(a, {}), k.member)).body.data.list[0];
    expect(listed).toMatchObject({ drawing: { fileId: plan, name: 'doomed-plan.pdf', exists: false, state: 'deleted' }, pic: null });
    expect((await k.post(`${base}/link`, on(c, { drawingFileId: plan }), k.member)).body.msg).toContain('recycle bin');
    expect((await k.post(`${base}/set-drawing-pic`, on(a, { pic: dataUrl(png()) }), k.member)).body.msg).toContain('recycle bin');

    // Purged: the link goes, its picture becomes collectible.
    const [row] = await k.t.deps.db.select().from(compositeLinks).where(eq(compositeLinks.drawingFileId, plan));
    expect((await k.post('/protected/file/purge', { confirm: true, fileIds: [plan] })).body.success).toBe(true);
    expect((await k.post(`${base}/get`, on(a, {}), k.member)).body.data.list).toEqual([]);
    expect((await k.t.deps.db.select().from(blobs).where(eq(blobs.sha256, row.picSha256!)))[0].orphanedAt).not.toBeNull();
    expect((await k.t.app.inject({ method: 'GET', url: pictured.pic })).statusCode).toBe(404);

    // A deleted model version takes its links along; so does the purged model file.
    const bytes = testFile('ifc/SmallModelIfc2x3.ifczip').bytes;
    expect(
      (await k.post('/protected/update-version-fast', { md5: md5Of(bytes), fileName: 'lifecycle-house.ifczip', needUpdataProjectFileId: m._id }, k.member)).body
        .success,
    ).toBe(true);
    expect((await k.post('/protected/project/delete-project-version', { confirm: true, _id: m.versionId })).body.success).toBe(true);
    expect(await k.t.deps.db.select().from(compositeLinks).where(eq(compositeLinks.modelId, m.versionId))).toEqual([]);
    const m2 = await newModel('purged-house.ifczip');
    await k.post(`${base}/link`, { modelId: m2.versionId, dbid: a, drawingFileId: pdf }, k.member);
    expect((await k.post('/protected/update-project-file-state', { fileIds: [m2._id], is_recycle: 1 })).body.success).toBe(true);
    await k.post('/protected/file/purge', { confirm: true, fileIds: [m2._id] });
    expect(await k.t.deps.db.select().from(compositeLinks).where(eq(compositeLinks.modelFileId, m2._id))).toEqual([]);
  });
});

describe('share visitors', () => {
  it('read the links of a shared model, see only drawings inside the link, and never write', async () => {
    const m = await newModel('shared-house.ifczip');
    const inside = await k.pdf('shared-plan.pdf', k.member);
    const [a, b] = elements;
    await k.post(`${base}/link`, { modelId: m.versionId, dbid: a, drawingFileId: inside }, k.member);
    await k.post(`${base}/set-drawing-pic`, { modelId: m.versionId, dbid: a, pic: dataUrl(png(40, 1)) }, k.member);
    await k.post(`${base}/link`, { modelId: m.versionId, dbid: b, drawingFileId: pdf }, k.member);
    const share = (await k.post('/protected/file/create-newshare-link', { fileIds: [m._id, inside], validDays: 7, identities: ['guest'], code: 'cd34' })).body
      .data;
    const grant = (await k.t.app.inject({ method: 'POST', url: '/public/share/check-code', payload: { linkId: share.linkId, code: 'CD34' } })).json().data
      .shareToken;
    const visit = (path: string, body: object, token?: string) =>
      k.t.app
        .inject({
          method: 'POST',
          url: `${base}/${path}`,
          payload: { linkId: share.linkId, modelId: m.versionId, ...body },
          headers: { 'accept-language': 'en', ...(token ? { share: token } : {}) },
        })
        .then((r) => r.json());

    expect((await visit('get', {})).errorCode).toBe(9102);
    const seen = (await visit('get', {}, grant)).data;
    expect(seen.canEdit).toBe(false);
    const byDbid = new Map(seen.list.map((l: { dbid: number }) => [l.dbid, l]));
    expect(byDbid.get(a)).toMatchObject({
      drawing: { fileId: inside, name: 'shared-plan.pdf', exists: true, state: 'ok' },
      pic: expect.stringContaining('/pic/'),
    });
    // The other drawing is not in the link: the visitor learns nothing of it.
    expect(byDbid.get(b)).toMatchObject({ drawing: { fileId: pdf, name: null, exists: false, state: 'hidden' }, pic: null });

    const refusedLink = await visit('link', { dbid: a, drawingFileId: null }, grant);
    expect(refusedLink).toMatchObject({ success: false, errorCode: 4030 });
    expect(refusedLink.msg).toContain('read-only');
    expect((await visit('set-drawing-pic', { dbid: a, pic: null }, grant)).errorCode).toBe(4030);
    expect((await visit('get', { modelId: model.versionId }, grant)).success).toBe(false);
    expect((await k.post(`${base}/get`, { modelId: m.versionId, dbid: a }, k.member)).body.data.list).toHaveLength(1);
  });
});

describe('operation log', () => {
  it('names the model element whose link changed, with the drawing before and after', async () => {
    const dbid = elements[elements.length - 1];
    expect((await link({ dbid, drawingFileId: null })).body.success).toBe(true);
    expect((await link({ dbid, drawingFileId: pdf })).body.success).toBe(true);
    const [row] = (await loggedRows(k.t.deps.db, '/public/model/forge/link-composite/link')).slice(-1);
    expect(row.targets).toEqual([
      { targetId: `${model._id}#${dbid}`, targetName: `house.ifczip #${dbid}`, before: { drawingFileId: null }, after: { drawingFileId: pdf } },
    ]);
  });

  it('names a target in every row the link writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
