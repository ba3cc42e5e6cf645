import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putFile, testFile } from '../../test/files';
import { createWorker } from '../../jobs/queue';
import { fileJobs } from '../files/storage/housekeeping';
import { exportBcf, importBcf, kit, rezip, type Kit } from './testkit';

// Element ids of a converted IFC travel through BCF as IFC GUIDs (model_elements), and back.

let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(() => k.t.close());

// Converting an IFC in the test is CPU-heavy: seconds alone, over 30 s on a loaded 2-core machine
// (a CI run timed out here once). The limit is a wait bound, not a sleep.
describe('BCF and IFC elements', { timeout: 300_000 }, () => {
  it('writes selection and hidden elements as IfcGuid components and maps them back on import', async () => {
    const duplex = testFile('ifc/duplex.ifc');
    const model = await putFile(k.t, k.padmin, k.projectId, 'duplex.ifc', duplex.bytes);
    await createWorker(k.t.deps.db, fileJobs(k.t.deps)).drain();
    const layers = (await k.post('/protected/model/get-mode-tree-layer', { modelId: model.versionId })).body.data as { name: string; dataIds: number[] }[];
    const wall = layers.find((l) => /^ifcwall/i.test(l.name))!.dataIds[0];
    const door = layers.find((l) => /^ifcdoor$/i.test(l.name))!.dataIds[0];
    const props = (await k.post('/protected/model/get-3d-jarvis-data-property', { modelId: model.versionId, propertyIds: [wall, door] })).body.data as {
      dataId: number;
      guid: string;
    }[];
    const guid = (id: number) => props.find((p) => p.dataId === id)!.guid;

    const viewpoint = { viewPorts: { position: [5, 5, 5], target: [0, 0, 0], up: [0, 0, 1], selectionNodes: [wall, 999999], hiddenNodes: [door] } };
    expect((await k.add(model._id, { name: 'Wall to door', viewpoint })).body.success).toBe(true);
    const out = await exportBcf(k, model._id, '2.1');
    const visinfo = [...out.files].find(([n]) => n.endsWith('viewpoint.bcfv'))![1].toString();
    expect(visinfo).toContain(`<Selection><Component IfcGuid="${guid(wall)}"/>`);
    expect(visinfo).toContain('<AuthoringToolId>999999</AuthoringToolId>');
    expect(visinfo).toContain(`<Visibility DefaultVisibility="true"><Exceptions><Component IfcGuid="${guid(door)}"/>`);

    // Another file of the same content: the GUIDs find the same elements there.
    const copy = await putFile(k.t, k.padmin, k.projectId, 'duplex-copy.ifc', duplex.bytes);
    const bare = await rezip(out.files, (n) => !n.endsWith('trestle-annotation.json'));
    expect((await importBcf(k, copy._id, 'duplex.bcfzip', bare)).body.data.imported).toBe(1);
    const [a] = (await k.post('/annotations/getList', { projectFileId: copy._id })).body.data.value;
    expect(a.viewpoint.viewPorts).toMatchObject({ selectionNodes: [wall, 999999], hiddenNodes: [door] });
  });
});
