import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { collectOrphans } from '../files/storage/content';
import { blobs } from '../files/tables';
import { camera, dataUrl, kit, png, type Kit } from './testkit';
import { annotations, comments } from './tables';

// The annotation calls: add, the two list paths, getOne, update, delete, the snapshot URL,
// and bad input that must be refused with a clear 400 (never a 500).

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

describe('annotations of a file', () => {
  it('adds one with viewpoint, markup and snapshot; lists it newest first on both paths; reads it whole', async () => {
    const file = await k.pdf('slab.pdf');
    const first = await k.add(file, { name: 'First', type: 'auto' });
    expect(first.body.success).toBe(true);
    k.clock.now += 1000;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle cx="5" cy="5" r="3"/></svg>';
    const second = (
      await k.add(file, { name: 'Second', svg, snapshot: dataUrl(png()), viewpoint: { ...camera, view2d: { page: 2, zoom: 1.5, x: 10, y: 20 } } })
    ).body.data;
    expect(second).toMatchObject({
      name: 'Second',
      remark: 'Check on site',
      type: 'other',
      status: 'Open',
      stateStr: 'Open',
      version: 1,
      fileName: 'slab.pdf',
      fileType: 'pdf',
      projectFileId: file,
      svg,
      taskBordSwimVos: [],
      canDelete: true,
    });
    expect(second.annotationId).toBe(second.id);
    expect(second.createUser).toEqual({ id: k.padminId, name: 'Paul Admin' });
    expect(second.projectFileVersion).toEqual({ id: second.versionId, version: 1 });
    expect(second.img).toMatch(/^\/public\/annotations\/snapshot\/[A-Za-z0-9_-]{43}\?ticket=[A-Za-z0-9_-]{32}$/);
    expect(second.formatTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    for (const path of ['/annotations/getList', '/hanglung/getList']) {
      const list = (await k.post(path, { projectFileId: file, fileId: file, pageSize: 10000, pageIndex: 1 })).body.data;
      expect(list.total).toBe(2);
      expect(list.value.map((a: { name: string }) => a.name)).toEqual(['Second', 'First']);
      expect(list.value[0]).toMatchObject({ svg: null, hasSvg: true, viewpoint: { view2d: { page: 2 } } });
    }
    const paged = (await k.post('/annotations/getList', { projectFileId: file, pageSize: 1, pageIndex: 2 })).body.data;
    expect(paged).toMatchObject({ total: 2, value: [{ name: 'First' }] });

    const one = (await k.get('/annotations/getOne', { id: second.id, projectFileId: file })).body.data;
    expect(one).toMatchObject({
      id: second.id,
      svg,
      viewpoint: { viewPorts: { position: [10, -20, 15], selectionNodes: [12, 13] }, clipplaneList: camera.clipplaneList },
    });
    expect((await k.get('/annotations/getOne', { id: second.id, projectFileId: 'another' })).body.errorCode).toBe(404);
  });

  it('serves the snapshot by its key as an image with nosniff, and nothing for a wrong key', async () => {
    const file = await k.pdf('snap.pdf');
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
    const a = (await k.add(file, { snapshot: dataUrl(bytes, 'image/jpeg') })).body.data;
    const res = await k.t.app.inject({ method: 'GET', url: a.img });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    const wrong = await k.t.app.inject({ method: 'GET', url: a.img.replace(/\/snapshot\/[^?]+/, '/snapshot/AAAA') });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.headers['content-type']).toContain('application/json');
    // The key alone is no longer enough: the picture ticket of the answer goes with it, for an hour.
    expect((await k.t.app.inject({ method: 'GET', url: a.img.split('?')[0] })).statusCode).toBe(410);
    k.clock.now += 3600_000 + 1000;
    expect((await k.t.app.inject({ method: 'GET', url: a.img })).statusCode).toBe(410);
    const again = (await k.get('/annotations/getOne', { id: a.id })).body.data.img;
    expect((await k.t.app.inject({ method: 'GET', url: again })).statusCode).toBe(200);
  });

  it('refuses a snapshot to a holder who may no longer open the file, or whose session ended', async () => {
    const file = await k.pdf('private-snap.pdf');
    const a = (await k.add(file, { snapshot: dataUrl(png(120, 7)) })).body.data;
    expect((await k.t.app.inject({ method: 'GET', url: a.img })).statusCode).toBe(200);
    expect((await k.post('/protected/update-project-file-state', { fileIds: [file], is_recycle: 1 })).body.success).toBe(true);
    expect((await k.t.app.inject({ method: 'GET', url: a.img })).statusCode).toBe(404);
  });

  it('changes name, remark and status, and refuses a blank name', async () => {
    const file = await k.pdf('update.pdf');
    const a = (await k.add(file)).body.data;
    const u = (await k.post('/annotations/update', { id: a.id, name: 'Renamed', remark: '', status: 'Closed' })).body.data;
    expect(u).toMatchObject({ name: 'Renamed', remark: null, status: 'Closed', stateStr: 'Closed' });
    const blank = await k.post('/annotations/update', { id: a.id, name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toContain('Please enter the annotation name');
  });

  it('refuses bad input with a clear message, never a 500', async () => {
    const file = await k.pdf('bad.pdf');
    const other = await k.pdf('other.pdf');
    const otherVersion = (await k.add(other)).body.data.versionId;
    const cases: [object, string][] = [
      [{ viewpoint: { viewPorts: { position: [1, 2], target: [0, 0, 0], up: [0, 0, 1] } } }, 'viewpoint is not valid'],
      [{ viewpoint: { viewPorts: { ...camera.viewPorts, fov: 'wide' } } }, 'viewpoint is not valid'],
      [{ viewpoint: { viewPorts: { ...camera.viewPorts, selectionNodes: [1.5] } } }, 'whole numbers'],
      [{ viewpoint: { clipplaneList: Array(7).fill({ x: 0, y: 0, z: 1, w: 0 }) } }, 'at most 6'],
      [{ viewpoint: 'front' }, 'viewpoint is not valid'],
      [{ viewpoint: { view2d: { page: 0, zoom: 1, x: 0, y: 0 } } }, 'viewpoint is not valid'],
      [{ snapshot: dataUrl(Buffer.from('<html>not an image</html>')) }, 'PNG or JPEG'],
      [{ snapshot: dataUrl(png(), 'image/jpeg') }, 'PNG or JPEG'],
      [{ snapshot: 'data:image/gif;base64,R0lGODlh' }, 'PNG or JPEG'],
      [{ snapshot: dataUrl(png(3 * 1024 * 1024)) }, 'at most 3 MB'],
      [{ svg: '<svg onload="alert(1)"></svg>' }, 'scripts'],
      [{ svg: '<svg><script>alert(1)</script></svg>' }, 'scripts'],
      [{ name: 'x'.repeat(101) }, 'At most 100'],
      [{ type: 'sketch' }, 'other, auto or naviswork'],
      [{ versionId: otherVersion }, 'does not belong'],
    ];
    for (const [over, text] of cases) {
      const r = await k.add(file, over);
      expect(r.status, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(r.body.msg).toContain(text);
    }
    const list = (await k.post('/annotations/getList', { projectFileId: file })).body.data;
    expect(list.total).toBe(0);
    const folder = (await k.post('/protected/file/create-many-folder', { folderArr: ['Not a file'] })).body.data.folderInfoArr[0].id;
    expect((await k.post('/annotations/getList', { projectFileId: folder })).status).toBe(400);
  });

  it('keeps the snapshot from garbage collection while the annotation lives; deleting lets it go', async () => {
    const file = await k.pdf('gc.pdf');
    const image = png(200, 42);
    const a = (await k.add(file, { snapshot: dataUrl(image) })).body.data;
    const [row] = await k.t.deps.db
      .select()
      .from(blobs)
      .where(eq(blobs.sha256, (await import('node:crypto')).createHash('sha256').update(image).digest('hex')));
    expect(row.orphanedAt).toBeNull();
    k.clock.now += 3 * 24 * 3600_000;
    await collectOrphans(k.t.deps);
    const fresh = (await k.get('/annotations/getOne', { id: a.id })).body.data.img;
    expect((await k.t.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);

    expect((await k.post('/annotations/delete', { id: a.id })).body.data).toEqual({ id: a.id });
    const [gone] = await k.t.deps.db.select().from(blobs).where(eq(blobs.sha256, row.sha256));
    expect(gone.orphanedAt).not.toBeNull();
    k.clock.now += 2 * 24 * 3600_000;
    await collectOrphans(k.t.deps);
    expect(await k.t.deps.db.select().from(blobs).where(eq(blobs.sha256, row.sha256))).toEqual([]);
    expect((await k.t.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(410); // its ticket's hour is over too
    expect((await k.get('/annotations/getOne', { id: a.id })).body.errorCode).toBe(404);
  });

  it('goes with its file when the file is purged from the recycle bin (comments and snapshot too)', async () => {
    const file = await k.pdf('purged.pdf');
    const a = (await k.add(file, { snapshot: dataUrl(png(300, 5)) })).body.data;
    await k.post('/comment/comments/add', { business: 'annotation', moduleId: a.id, context: 'Soon gone' });
    expect((await k.post('/protected/update-project-file-state', { fileIds: [file], is_recycle: 1 })).body.success).toBe(true);
    // A recycled file's annotations are out of reach, as the file is.
    expect((await k.get('/annotations/getOne', { id: a.id })).body.errorCode).toBe(401);
    expect((await k.post('/protected/file/purge', { confirm: true, fileIds: [file] })).body.success).toBe(true);
    expect(await k.t.deps.db.select().from(annotations).where(eq(annotations.id, a.id))).toEqual([]);
    expect(await k.t.deps.db.select().from(comments).where(eq(comments.moduleId, a.id))).toEqual([]);
    expect((await k.t.app.inject({ method: 'GET', url: a.img })).statusCode).toBe(404);
    k.clock.now += 2 * 24 * 3600_000;
    await collectOrphans(k.t.deps);
    expect((await k.t.app.inject({ method: 'GET', url: a.img })).statusCode).toBe(410);
  });
});
