import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os'; import path from 'node:path';
import { buildPage, serve, firstFrame } from './models/browser';
import { loadSamples, convertOnce } from './models/conversion';
const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-models-'));
const models = path.join(dir, 'models'); const site = path.join(dir, 'site');
await import('node:fs/promises').then((f) => f.mkdir(models));
let t = Date.now(); await buildPage(site); console.log('build', Date.now() - t);
const [s] = await loadSamples('/work/shared/testdata/ifc', 'duplex');
const c = await convertOnce(s);
await writeFile(path.join(models, s.name + '.frag'), c.fragments);
await writeFile(path.join(models, s.name), s.ifc);
const srv = await serve(site, models);
for (const k of ['fragments', 'ifc', 'fragments', 'ifc'] as const) { const r = await firstFrame(srv.url, k, k === 'ifc' ? s.name : s.name + '.frag'); console.log(k, JSON.stringify(r)); }
await srv.close();
