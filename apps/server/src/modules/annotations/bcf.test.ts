import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TESTDATA } from '../../test/files';
import type { AnnotationView } from './service';
import type { listComments } from './comments';
import { camera, dataUrl, exportBcf, importBcf, kit, png, rezip, type Kit } from './testkit';

// BCF import of the sample topics in ../shared/testdata/bcf, and export → import round trips.

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

const all = async (fileId: string, token = k.padmin) =>
  (await k.post('/annotations/getList', { projectFileId: fileId }, token)).body.data.value as AnnotationView[];
const one = async (id: string) => (await k.get('/annotations/getOne', { id })).body.data;
const threads = async (id: string) =>
  (await k.get('/comment/comments', { business: 'annotation', moduleId: id })).body.data as Awaited<ReturnType<typeof listComments>>;

describe('BCF import of the sample files', () => {
  const samples = readdirSync(path.join(TESTDATA, 'bcf')).filter((n) => n.endsWith('.bcf'));

  it('imports every sample topic with title, description, status, comments, viewpoint and snapshot', async () => {
    expect(samples.length).toBeGreaterThanOrEqual(5);
    const file = await k.pdf('samples.pdf');
    for (const name of samples) {
      const r = await importBcf(k, file, name, readFileSync(path.join(TESTDATA, 'bcf', name)));
      expect(r.body, name).toMatchObject({ success: true, data: { imported: 1, skipped: 0, errors: [] } });
    }
    const list = await all(file);
    const byName = Object.fromEntries(list.map((a) => [a.name, a]));
    expect(Object.keys(byName).sort()).toEqual([
      'Document Reference External',
      'Document Reference Internal',
      'External BIM Snippet',
      'Internal BIM Snippet',
      'Issue that needs to be fixed by a certain date',
    ]);
    expect(byName['External BIM Snippet']).toMatchObject({
      remark: 'This topic has an external BIM Snippet reference',
      status: 'Open',
      img: null,
      created: '2015-06-21T12:00:00.000Z',
    });
    expect(byName['Issue that needs to be fixed by a certain date']).toMatchObject({ status: 'Open', remark: null, viewpoint: {} });

    const internal = await one(byName['Document Reference Internal'].id);
    expect(internal.status).toBe('OPEN');
    expect(internal.viewpoint.viewPorts.position).toEqual([23.112083480037754, -25.45574897560043, 18.52519828443092]);
    expect(internal.viewpoint.viewPorts).toMatchObject({ fov: 60, aspect: 1, isPerspective: true, projection: 'perspective' });
    const snap = await k.t.app.inject({ method: 'GET', url: internal.img });
    expect(snap.headers['content-type']).toBe('image/png');
    expect(snap.rawPayload.length).toBe(102753);
    // A BCF author who is no project user is kept in the text.
    expect((await threads(internal.id)).map((c) => c.context)).toEqual(['[Architect@example.com] A comment']);
    // A comment without text (only a viewpoint link) is left out.
    expect(await threads(byName['Document Reference External'].id)).toEqual([]);
  });

  it('skips topics the file already has, and refuses what is not BCF', async () => {
    const file = await k.pdf('twice.pdf');
    const bytes = readFileSync(path.join(TESTDATA, 'bcf', 'DueDate.bcf'));
    expect((await importBcf(k, file, 'DueDate.bcf', bytes)).body.data.imported).toBe(1);
    const again = (await importBcf(k, file, 'DueDate.bcf', bytes)).body.data;
    expect(again).toMatchObject({ imported: 0, skipped: 1 });
    expect(again.errors[0]).toMatchObject({ guid: 'fffc1b9d-1f64-46ee-ad84-4fd4a0640e5f', reason: 'This topic is on the file already' });

    const notZip = await importBcf(k, file, 'x.bcf', Buffer.from('plain text'));
    expect(notZip).toMatchObject({ status: 400, body: { msg: 'The file is not a BCF archive' } });
    const emptyZip = await importBcf(k, file, 'x.bcfzip', await rezip(new Map([['readme.txt', Buffer.from('hi')]]), () => true));
    expect(emptyZip.status).toBe(400);
    const json = await k.post('/annotations/bcf/import', { projectFileId: file });
    expect(json).toMatchObject({ status: 400, body: { msg: 'Please choose a BCF file (.bcf or .bcfzip)' } });
    expect((await importBcf(k, file, 'DueDate.bcf', bytes, k.outsider)).status).toBe(403);
    await k.restrictRoles(file, ['access']);
    expect((await importBcf(k, file, 'DueDate.bcf', bytes, k.member)).body.errorCode).toBe(4030);
    expect((await k.post('/annotations/bcf/export', { projectFileId: file, version: '4.0' })).body.msg).toContain('3.0 or 2.1');
    // Without projectFileId: every file's annotations the caller may read, one topic each.
    const whole = await k.t.app.inject({
      method: 'POST',
      url: '/annotations/bcf/export',
      payload: { projectId: k.projectId },
      headers: { authorization: `Bearer ${k.padmin}` },
    });
    expect(whole.headers['content-disposition']).toContain('.bcfzip');
    expect(Number(whole.headers['x-bcf-topics'])).toBeGreaterThanOrEqual(6);
  });
});

describe('BCF round trip', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0L10 10" stroke="red"/></svg>';
  const image = png(500, 9);

  async function source(name: string) {
    const file = await k.pdf(name);
    const a = (
      await k.add(file, {
        name: 'Beam clash',
        remark: 'Level 2 grid C',
        svg,
        snapshot: dataUrl(image),
        viewpoint: { ...camera, view2d: { page: 1, zoom: 2, x: 3, y: 4 } },
      })
    ).body.data;
    await k.post('/annotations/update', { id: a.id, status: 'In Progress' });
    const ortho = {
      viewPorts: { position: [0, 0, 50], target: [0, 0, 0], up: [0, 1, 0], isPerspective: false, projection: 'orthographic', orthoScale: 25, aspect: 2 },
    };
    k.clock.now += 1000;
    await k.add(file, { name: 'Plan view', remark: null, viewpoint: ortho });
    const root = (await k.post('/comment/comments/add', { business: 'annotation', moduleId: a.id, context: 'Move the duct' })).body.data;
    k.clock.now += 1000;
    await k.post(
      '/comment/comments/reply',
      { business: 'annotation', moduleId: a.id, context: 'Moved', ancestorId: root.commentId, toUserId: k.padminId },
      k.member,
    );
    k.clock.now += 1000;
    await k.post('/comment/comments/add', { business: 'annotation', moduleId: a.id, context: 'Second thread' }, k.member);
    return file;
  }

  const shape = async (file: string) => {
    const out = [];
    for (const a of await all(file)) {
      const full = await one(a.id);
      const img = full.img ? (await k.t.app.inject({ method: 'GET', url: full.img })).rawPayload : null;
      const comments = (await threads(a.id)).map((c) => ({
        text: c.context,
        by: c.createUser?.id,
        replies: c.replies.map((r) => ({ text: r.context, by: r.createUser?.id })),
      }));
      out.push({ name: full.name, remark: full.remark, status: full.status, type: full.type, svg: full.svg, viewpoint: full.viewpoint, img, comments });
    }
    return out;
  };

  for (const version of ['3.0', '2.1']) {
    it(`exports BCF ${version} and imports it back equal`, async () => {
      const from = await source(`round-${version}.pdf`);
      const out = await exportBcf(k, from, version);
      expect(out.disposition).toContain(`round-${version}.bcfzip`);
      const names = [...out.files.keys()];
      expect(out.files.get('bcf.version')!.toString()).toContain(`VersionId="${version}"`);
      expect(names.includes('extensions.xml')).toBe(version === '3.0');
      expect(names.filter((n) => n.endsWith('/markup.bcf'))).toHaveLength(2);
      const markup = [...out.files].find(([n, b]) => n.endsWith('markup.bcf') && b.toString().includes('Beam clash'))![1].toString();
      expect(markup).toContain('TopicStatus="In Progress"');
      expect(markup).toContain('<Description>Level 2 grid C</Description>');
      expect(markup).toContain(version === '3.0' ? '<Comments><Comment' : '</Topic><Comment');

      const to = await k.pdf(`round-${version}-back.pdf`);
      expect((await importBcf(k, to, 'round.bcfzip', out.bytes)).body.data).toEqual({ imported: 2, skipped: 0, errors: [] });
      const [a, b] = [await shape(from), await shape(to)];
      expect(b).toEqual(a);
      expect(a[1].img!.equals(image)).toBe(true);
      expect(a[1].comments[0].replies).toHaveLength(1);
    });
  }

  it('maps camera and clipping planes through BCF itself, without the Trestle extension', async () => {
    const from = await source('plain.pdf');
    const out = await exportBcf(k, from, '3.0');
    const bare = await rezip(out.files, (n) => !n.endsWith('trestle-annotation.json'));
    const to = await k.pdf('plain-back.pdf');
    expect((await importBcf(k, to, 'plain.bcfzip', bare)).body.data.imported).toBe(2);
    const got = await one((await all(to)).find((a) => a.name === 'Beam clash')!.id);
    const p = got.viewpoint.viewPorts;
    expect(p.position).toEqual([10, -20, 15]);
    const d = Math.hypot(10, 20, 15);
    [-10 / d, 20 / d, -15 / d].forEach((v, i) => expect(p.target[i] - p.position[i]).toBeCloseTo(v, 9));
    expect(p).toMatchObject({ up: [0, 0, 1], fov: 45, aspect: 1.5, projection: 'perspective' });
    got.viewpoint.clipplaneList.forEach((c: (typeof camera.clipplaneList)[number], i: number) =>
      (['x', 'y', 'z', 'w'] as const).forEach((key) => expect(c[key]).toBeCloseTo(camera.clipplaneList[i][key], 9)),
    );
    // Element ids of a PDF have no IFC GUID: they travel as Trestle AuthoringToolIds.
    expect(p).toMatchObject({ selectionNodes: [12, 13], hiddenNodes: [99] });
    expect(got.svg).toBeNull();
    const plan = await one((await all(to)).find((a) => a.name === 'Plan view')!.id);
    expect(plan.viewpoint.viewPorts).toMatchObject({ projection: 'orthographic', isPerspective: false, orthoScale: 25, aspect: 2 });
  });
});
