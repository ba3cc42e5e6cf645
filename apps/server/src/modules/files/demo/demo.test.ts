import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../../test/harness';
import { demoProjects } from '../../../test/factories';
import { seedDemoDocuments } from './demo';
import { createWorker } from '../../../jobs/queue';
import { fileJobs } from '../storage/housekeeping';
import { pumpHouseIfc, sitePhotoPng, sitePlanPdf } from './content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDocuments(t.deps);
});
afterAll(() => t.close());

describe('demo documents', () => {
  it('gives each demo project folders with files a member can open', async () => {
    const member = await t.login('member');
    const projectId = (await demoProjects(t.deps.db)).harbour.id;
    const root = (await t.post('/protected/get-project-file-list', { projectId }, member)).body.data;
    expect(root.projectFileList.map((f: { name: string }) => f.name).sort()).toEqual(['01 Architecture', '02 Structure', '03 MEP', '04 Site']);
    const pdf = (await t.post('/protected/get-project-file-list', { projectId, where: { name: 'Site plan' } }, member)).body.data.projectFileList[0];
    const u = (await t.post('/protected/file/get-download-url', { projectId, fileId: pdf._id }, member)).body.data;
    const bytes = (await t.app.inject({ method: 'GET', url: u.url })).rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
  it('queues the demo model for conversion, and it converts', async () => {
    const member = await t.login('member');
    const projectId = (await demoProjects(t.deps.db)).harbour.id;
    const ifc = (await t.post('/protected/get-project-file-list', { projectId, where: { name: 'Pump house' } }, member)).body.data.projectFileList[0];
    expect(ifc).toMatchObject({ type: 'ifc', status: 'converting' });
    await createWorker(t.deps.db, fileJobs(t.deps)).drain();
    const info = (await t.post('/protected/model/get-3d-jarvis-data', { projectId, modelId: ifc.modelId }, member)).body.data;
    expect(info).toMatchObject({ status: 'complete', schema: 'IFC4' });
  });
  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = sitePlanPdf('Harbour View Residences').toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((o, i) => expect(pdf.slice(o).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });
  it('writes a PNG with a valid header and pixel data, and an IFC4 storey with four walls', () => {
    const png = sitePhotoPng();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(480);
    const idatAt = png.indexOf('IDAT');
    const len = png.readUInt32BE(idatAt - 4);
    expect(inflateSync(png.subarray(idatAt + 4, idatAt + 4 + len)).length).toBe((480 * 3 + 1) * 300);
    const ifc = pumpHouseIfc("O'Brien Tower").toString();
    expect(ifc).toContain("FILE_SCHEMA(('IFC4'))");
    expect(ifc.match(/=IFCWALL\(/g)).toHaveLength(4);
    // Every #reference points at a defined entity.
    const defined = new Set([...ifc.matchAll(/^(#\d+)=/gm)].map((m) => m[1]));
    for (const ref of ifc.matchAll(/[(,](#\d+)/g)) expect(defined.has(ref[1])).toBe(true);
  });
});
