import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects } from '../../test/factories';
import { putFile, testFile } from '../../test/files';
import { loggedRows } from '../../test/oplog';
import { createWorker } from '../../jobs/queue';
import { fileJobs } from '../files/storage/housekeeping';
import { collectOrphans } from '../files/storage/content';
import { blobs } from '../files/tables';
import { modelConversions } from './tables';

// Model conversion (IFC → fragments + tree + properties) and the model calls, with the real
// sample models of ../shared/testdata/ifc.

let t: TestApp;
let padmin: string;
let member: string;
let outsider: string;
let projectId: string;
let clock = Date.now();
const duplex = testFile('ifc/duplex.ifc');
const zipped = testFile('ifc/SmallModelIfc2x3.ifczip');

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  padmin = await t.login('padmin');
  member = await t.login('member');
  outsider = (await buildOutsider(t)).token;
  projectId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

const post = (url: string, body: object, token: string | null = member) => t.post(url, { projectId, ...body }, token, 'en');
const drain = () => createWorker(t.deps.db, fileJobs(t.deps)).drain();
const listed = async (name: string) =>
  (await post('/protected/get-project-file-list', { where: { name } })).body.data.projectFileList.find((f: { name: string }) => f.name === name);

// IFC conversions in the job queue: seconds alone, far longer on a loaded 2-core machine; the
// limit is a wait bound, not a sleep.
describe('conversion', { timeout: 300_000 }, () => {
  it('converts an uploaded IFC in the job queue: converting → complete, with tree, layers, properties and storeys', async () => {
    const f = await putFile(t, member, projectId, 'duplex.ifc', duplex.bytes);
    expect(await listed('duplex.ifc')).toMatchObject({ modelId: f.versionId, status: 'converting', forgeStatus: 'converting' });
    const early = await post('/protected/model/get-3d-files-tree', { modelId: f.versionId });
    expect(early.body).toMatchObject({ success: false, errorCode: 9201 });
    expect(early.body.msg).toContain('still converting');
    await drain();
    expect(await listed('duplex.ifc')).toMatchObject({ status: 'complete' });

    const info = (await post('/protected/model/get-3d-jarvis-data', { modelId: f.versionId })).body.data;
    expect(info).toMatchObject({
      modelId: f.versionId,
      fileId: f._id,
      status: 'complete',
      schema: 'IFC2X3',
      lengthUnit: 'm',
      measureRate: 1,
      name: 'duplex.ifc',
    });
    expect(info.partCount).toBeGreaterThan(200);

    const tree = (await post('/protected/model/get-3d-files-tree', { modelId: f.versionId })).body.data;
    expect(tree.tree).toHaveLength(1);
    expect(tree.tree[0].type.toLowerCase()).toBe('ifcproject');
    const flat: { dataId: number; type: string; name: string; children: unknown[] }[] = [];
    const walk = (n: (typeof flat)[number]) => {
      flat.push(n);
      (n.children as (typeof flat)[number][]).forEach(walk);
    };
    walk(tree.tree[0]);
    expect(flat.length).toBe(info.partCount);
    expect(tree.tree[0].partCount).toBe(info.partCount - 1);
    const wall = flat.find((n) => /wall/i.test(n.type))!;
    expect(wall).toBeTruthy();

    const props = (await post('/protected/model/get-3d-jarvis-data-property', { modelId: f.versionId, propertyIds: [wall.dataId] })).body.data;
    expect(props).toHaveLength(1);
    expect(props[0]).toMatchObject({ dataId: wall.dataId, type: wall.type });
    expect(props[0].guid).toMatch(/^[0-9A-Za-z_$]{22}$/);
    expect(props[0].propertySets.length).toBeGreaterThan(0);
    expect(props[0].propertySets[0]).toMatchObject({ name: expect.any(String), props: expect.any(Array) });

    const layers = (await post('/protected/model/get-mode-tree-layer', { modelId: f.versionId })).body.data;
    expect(layers.find((l: { name: string }) => l.name === wall.type).dataIds).toContain(wall.dataId);
    const views = (await post('/protected/model/forge/get-viewables', { modelId: f.versionId })).body.data;
    expect(views.length).toBeGreaterThanOrEqual(2);
    expect(views.map((v: { elevation: number }) => v.elevation)).toEqual([...views.map((v: { elevation: number }) => v.elevation)].sort((a, b) => a - b));

    // The fragments: an address, then the bytes (a fragments file is a fraction of the IFC).
    const path = (await post('/api/protected/model/forge/get-forge-3d-data', { modelId: f.versionId })).body.data.forgeDataPath as string;
    expect(path).toMatch(/^\/public\/model\/forge\/get-forge-3d-data\?path=/);
    const bytes = await t.app.inject({ method: 'GET', url: path });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.length).toBe(info.svfSize);
    expect(bytes.rawPayload.length).toBeLessThan(duplex.bytes.length / 3);
    // The address opens the fragments only, never the IFC itself through the download route.
    const ticket = new URL(path, 'http://x').searchParams.get('path')!;
    expect((await t.app.inject({ method: 'GET', url: `/protected/file/ticket/${ticket}` })).statusCode).toBe(410);
    // Checked again on every use: a path minted in a session that signed out opens nothing.
    const session = await t.login('member');
    const late = (await post('/api/protected/model/forge/get-forge-3d-data', { modelId: f.versionId }, session)).body.data.forgeDataPath as string;
    expect((await t.app.inject({ method: 'GET', url: late })).statusCode).toBe(200);
    await t.post('/protected/user/logout', {}, session);
    expect((await t.app.inject({ method: 'GET', url: late })).statusCode).toBe(410);
  });

  it('converts an .ifczip (millimetre model) and reuses one conversion for the same content', async () => {
    const a = await putFile(t, member, projectId, 'small.ifczip', zipped.bytes);
    await drain();
    const b = await putFile(t, padmin, projectId, 'small-copy.ifczip', zipped.bytes);
    expect(await listed('small-copy.ifczip')).toMatchObject({ status: 'complete' });
    const info = (await post('/protected/model/get-3d-jarvis-data', { modelId: b.versionId })).body.data;
    expect(info).toMatchObject({ status: 'complete', lengthUnit: 'mm', schema: 'IFC2X3' });
    expect(a.versionId).not.toBe(b.versionId);
  });

  it('a broken IFC ends as convert error; retry queues it again; non-failed models cannot be retried', async () => {
    const broken = Buffer.concat([duplex.bytes.subarray(0, 200_000), Buffer.from('\nGARBAGE(((;\n')]);
    const f = await putFile(t, member, projectId, 'broken.ifc', broken);
    await drain();
    expect(await listed('broken.ifc')).toMatchObject({ status: 'error' });
    const info = (await post('/protected/model/get-3d-jarvis-data', { modelId: f.versionId })).body.data;
    expect(info.status).toBe('error');
    expect((await post('/protected/model/get-3d-files-tree', { modelId: f.versionId })).body.errorCode).toBe(9202);
    const retried = (await post('/protected/model/retry-model-convert-task', { fileId: f._id })).body;
    expect(retried.data).toMatchObject({ status: 'converting', fileId: f._id });
    // The log names the file retried, with its status before and after.
    const [row] = await loggedRows(t.deps.db, '/protected/model/retry-model-convert-task');
    expect(row.targets).toEqual([{ targetId: f._id, targetName: 'broken.ifc', before: { status: 'error' }, after: { status: 'converting' } }]);
    expect(await listed('broken.ifc')).toMatchObject({ status: 'converting' });
    await drain();
    expect(await listed('broken.ifc')).toMatchObject({ status: 'error' });
    await putFile(t, member, projectId, 'not-a-model.ifc', Buffer.from('hello, I am text'));
    await drain();
    expect(await listed('not-a-model.ifc')).toMatchObject({ status: 'error' });
    const good = await putFile(t, member, projectId, 'retry-good.ifczip', zipped.bytes);
    const refused = (await post('/protected/model/retry-model-convert-task', { modelId: good.versionId })).body;
    expect(refused).toMatchObject({ success: false, errorCode: 400 });
    expect(refused.msg).toContain('Only a model whose conversion failed');
  });

  it('a conversion interrupted by a restart runs again from the queue', async () => {
    const f = await putFile(t, member, projectId, 'restart.ifc', testFile('ifc/IfcOpenHouse_IFC4.ifc').bytes);
    // A worker that died mid-job leaves it running; past the stale limit another worker takes it.
    await t.deps.db.execute(
      sql.raw(
        `update jobs set state = 'running', locked_by = 'dead-worker', locked_at = now() - interval '1 hour' where kind = 'models.convert' and state = 'queued'`,
      ),
    );
    await createWorker(t.deps.db, fileJobs(t.deps), { staleMs: 60_000 }).drain();
    expect((await post('/protected/model/get-3d-jarvis-data', { modelId: f.versionId })).body.data.status).toBe('complete');
  });
});

describe('who may use the model calls', () => {
  it('refuses strangers, files the caller cannot open, non-models and bad input', async () => {
    const f = await putFile(t, member, projectId, 'guarded.ifczip', zipped.bytes);
    await drain();
    expect((await post('/protected/model/get-3d-files-tree', { modelId: f.versionId }, outsider)).body.errorCode).toBe(401);
    expect((await post('/protected/model/get-3d-files-tree', { modelId: f.versionId }, null)).status).toBe(401);
    expect((await post('/protected/model/get-3d-files-tree', { modelId: 'no-such-version' })).body.errorCode).toBe(401);
    const pdf = await putFile(t, member, projectId, 'plan-for-model.pdf', testFile('pdf/basement.pdf').bytes);
    expect((await post('/protected/model/get-3d-jarvis-data', { modelId: pdf.versionId })).body.msg).toContain('not a model');
    expect((await post('/protected/model/get-3d-jarvis-data-property', { modelId: f.versionId, propertyIds: ['x'] })).body).toMatchObject({
      success: false,
      errorCode: 400,
    });
    expect((await post('/protected/model/get-3d-jarvis-data-property', { modelId: f.versionId, propertyIds: [] })).status).toBe(400);
    expect((await post('/protected/model/retry-model-convert-task', {})).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/public/model/forge/get-forge-3d-data?path=forged' })).statusCode).toBe(410);
    // A recycled file's model is gone for everyone.
    expect((await post('/protected/update-project-file-state', { fileIds: [f._id], is_recycle: 1 }, padmin)).body).toMatchObject({ success: true });
    expect((await post('/protected/model/get-3d-files-tree', { modelId: f.versionId })).body.errorCode).toBe(401);
  });

  it('share visitors reach the models inside their link through the public calls only', async () => {
    const f = await putFile(t, padmin, projectId, 'shared-house.ifczip', zipped.bytes);
    const other = await putFile(t, padmin, projectId, 'unshared-house.ifczip', zipped.bytes);
    await drain();
    const link = (await post('/protected/file/create-newshare-link', { fileIds: [f._id], validDays: 7, identities: ['guest'], code: 'ab12' }, padmin)).body
      .data;
    const grant = (await t.app.inject({ method: 'POST', url: '/public/share/check-code', payload: { linkId: link.linkId, code: 'AB12' } })).json().data
      .shareToken;
    const visit = (url: string, body: object, share?: string) =>
      t.app
        .inject({ method: 'POST', url, payload: { linkId: link.linkId, ...body }, headers: { 'accept-language': 'en', ...(share ? { share } : {}) } })
        .then((r) => r.json());
    expect((await visit('/public/model/get-3d-files-tree', { modelId: f.versionId })).errorCode).toBe(9102);
    expect((await visit('/public/model/get-3d-files-tree', { modelId: f.versionId }, grant)).data.tree).toHaveLength(1);
    expect((await visit('/public/get-3d-jarvis-data', { modelId: f.versionId }, grant)).data.status).toBe('complete');
    const path = (await visit('/api/public/model/forge/get-forge-3d-data', { modelId: f.versionId }, grant)).data.forgeDataPath;
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect((await visit('/public/model/get-3d-files-tree', { modelId: other.versionId }, grant)).success).toBe(false);
    expect((await visit('/public/model/get-3d-jarvis-data-property', { modelId: f.versionId, propertyIds: [1] }, grant)).success).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/public/model/get-3d-files-tree', payload: { modelId: f.versionId } })).json().msg).toContain('linkId');
    // The visitor's data path dies with the link.
    await post('/protected/file/batch-cancell-share-link', { linkIds: [link.linkId] }, padmin);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(410);
  });
});

describe('storage', () => {
  it('fragments stay while their conversion lives and are collected with it', async () => {
    const [row] = await t.deps.db.select().from(modelConversions).where(eq(modelConversions.status, 'complete')).limit(1);
    const frag = row.fragmentsSha256!;
    clock += 2 * 24 * 3600_000;
    await collectOrphans(t.deps);
    expect(await t.deps.blobs.size(frag)).toBeGreaterThan(0);
    // The source content goes (no version holds it): its conversion cascades, then the fragments go.
    await t.deps.db
      .update(blobs)
      .set({ orphanedAt: new Date(clock - 3 * 24 * 3600_000) })
      .where(eq(blobs.sha256, row.sourceSha256));
    await t.deps.db.execute(sql.raw(`delete from file_versions where sha256 = '${row.sourceSha256}'`));
    await collectOrphans(t.deps);
    expect((await t.deps.db.select().from(modelConversions).where(eq(modelConversions.sourceSha256, row.sourceSha256))).length).toBe(0);
    await collectOrphans(t.deps);
    expect(await t.deps.blobs.size(frag)).toBeNull();
  });
});
