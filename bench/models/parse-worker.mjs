// The baseline for the conversion figures: web-ifc alone reading one IFC, in a worker thread
// like the conversion (so both pay the same thread start and wasm set-up). It opens the model,
// reads every line (the attributes the importer and the property pass read) and streams every
// mesh with its vertices and indices (the geometry the importer tessellates). Nothing is kept.
// With setupOnly it stops after web-ifc's set-up: the fixed cost every conversion pays.
// Plain JavaScript, as ifc-worker.mjs: it runs in a worker_threads Worker, outside tsx.
import { parentPort, workerData } from 'node:worker_threads';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as WEBIFC from 'web-ifc';

const require = createRequire(import.meta.url);

async function read(bytes) {
  const api = new WEBIFC.IfcAPI();
  api.SetWasmPath(path.dirname(require.resolve('web-ifc')) + '/', true);
  await api.Init();
  api.SetLogLevel(WEBIFC.LogLevel.LOG_LEVEL_OFF); // the importer's own reads report the file's faults
  if (!bytes) return { lines: 0, meshes: 0, vertices: 0 };
  const id = api.OpenModel(bytes);
  const all = api.GetAllLines(id);
  let lines = 0;
  for (let i = 0; i < all.size(); i++) {
    try {
      api.GetLine(id, all.get(i), false);
      lines++;
    } catch {
      // web-ifc has no reader for a few classes of some schemas (IFC4X3_RC2); skipped.
    }
  }
  let meshes = 0;
  let vertices = 0;
  api.StreamAllMeshes(id, (mesh) => {
    meshes++;
    for (let i = 0; i < mesh.geometries.size(); i++) {
      const g = api.GetGeometry(id, mesh.geometries.get(i).geometryExpressID);
      vertices += api.GetVertexArray(g.GetVertexData(), g.GetVertexDataSize()).length / 6;
      api.GetIndexArray(g.GetIndexData(), g.GetIndexDataSize());
      g.delete();
    }
  });
  api.CloseModel(id);
  return { lines, meshes, vertices };
}

parentPort.postMessage(await read(workerData.setupOnly ? null : new Uint8Array(workerData.bytes)));
