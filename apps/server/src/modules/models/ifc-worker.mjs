// Converts one IFC (or .ifczip) in a worker thread: fragments for the browser viewer, plus the
// spatial tree, element properties, storeys and length unit the server answers calls from.
// Plain JavaScript on purpose: it runs in a worker_threads Worker, outside tsx and vitest.
import { parentPort, workerData } from 'node:worker_threads';
import path from 'node:path';
import { createRequire } from 'node:module';
import yauzl from 'yauzl';
import * as WEBIFC from 'web-ifc';
import { IfcImporter } from '@thatopen/fragments';

const require = createRequire(import.meta.url);
const wasmDir = path.dirname(require.resolve('web-ifc')) + '/';

/** The first .ifc entry of a zip archive. */
function unzipIfc(bytes) {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (err, zip) => {
      if (err) return reject(new ConvertError('badZip'));
      zip.on('entry', (entry) => {
        if (!/\.ifc$/i.test(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(new ConvertError('badZip'));
          const chunks = [];
          stream.on('data', (c) => chunks.push(c));
          stream.on('end', () => {
            zip.close();
            resolve(new Uint8Array(Buffer.concat(chunks)));
          });
          stream.on('error', () => reject(new ConvertError('badZip')));
        });
      });
      zip.on('end', () => reject(new ConvertError('noIfcInZip')));
      zip.on('error', () => reject(new ConvertError('badZip')));
      zip.readEntry();
    });
  });
}

class ConvertError extends Error {}

const val = (v) => (v && typeof v === 'object' && 'value' in v ? v.value : (v ?? null));
const text = (v) => {
  const x = val(v);
  return x === null || x === undefined ? null : String(x);
};

function looksLikeIfc(bytes) {
  const head = Buffer.from(bytes.subarray(0, 64)).toString('latin1');
  return head.startsWith('ISO-10303-21');
}

/** Name → value pairs of a property set or quantity set (values as stored, units left out). */
function propsOf(api, id, defId) {
  const def = api.GetLine(id, defId, false);
  if (!def) return null;
  const kind = api.GetNameFromTypeCode(def.type);
  const out = [];
  const refs = def.HasProperties ?? def.Quantities ?? [];
  for (const ref of refs) {
    const p = api.GetLine(id, val(ref), false);
    if (!p) continue;
    const v = p.NominalValue ?? p.LengthValue ?? p.AreaValue ?? p.VolumeValue ?? p.CountValue ?? p.WeightValue ?? p.TimeValue ?? null;
    out.push({ name: text(p.Name) ?? '', value: v === null ? null : val(v) });
  }
  if (!/PROPERTYSET|ELEMENTQUANTITY/i.test(kind)) return null;
  return { name: text(def.Name) ?? kind, kind: /QUANTITY/i.test(kind) ? 'qto' : 'pset', props: out };
}

/** Length unit of the project: 'm', 'mm', 'ft', ... (the viewer's measure rate depends on it). */
function lengthUnit(api, id) {
  for (const ua of api.GetLineIDsWithType(id, WEBIFC.IFCUNITASSIGNMENT)) {
    const assignment = api.GetLine(id, ua, false);
    for (const ref of assignment.Units ?? []) {
      const u = api.GetLine(id, val(ref), false);
      if (!u || val(u.UnitType) !== 'LENGTHUNIT') continue;
      if (u.type === WEBIFC.IFCSIUNIT) return val(u.Prefix) === 'MILLI' ? 'mm' : val(u.Prefix) === 'CENTI' ? 'cm' : 'm';
      const name = (text(u.Name) ?? '').toLowerCase();
      if (name.includes('foot') || name.includes('feet')) return 'ft';
      if (name.includes('inch')) return 'in';
      return name || 'm';
    }
  }
  return 'm';
}

async function convert(input, fileType) {
  let bytes = input;
  if (fileType === 'ifczip') bytes = await unzipIfc(bytes);
  if (!looksLikeIfc(bytes)) throw new ConvertError('notIfc');

  const api = new WEBIFC.IfcAPI();
  api.SetWasmPath(wasmDir, true);
  await api.Init();
  const id = api.OpenModel(bytes);
  if (id < 0) throw new ConvertError('unreadable');
  const schema = api.GetModelSchema(id);
  let tree;
  try {
    tree = await api.properties.getSpatialStructure(id, false);
  } catch {
    throw new ConvertError('unreadable');
  }
  // A truncated or damaged file parses partly; without its project at the root it is unusable.
  if (!tree || !Number.isInteger(tree.expressID) || !/^ifcproject$/i.test(String(tree.type))) throw new ConvertError('unreadable');

  // Every node of the spatial tree becomes an element row; psets come from one pass over the
  // definition relations rather than one search per element.
  const elements = new Map();
  const walk = (n) => {
    if (!Number.isInteger(n.expressID) || elements.has(n.expressID)) return;
    const line = api.GetLine(id, n.expressID, false) ?? {};
    elements.set(n.expressID, {
      expressId: n.expressID,
      ifcClass: api.GetNameFromTypeCode(line.type ?? 0) || n.type,
      guid: text(line.GlobalId),
      name: text(line.Name),
      attrs: {
        Description: text(line.Description),
        ObjectType: text(line.ObjectType),
        Tag: text(line.Tag),
        LongName: text(line.LongName),
        PredefinedType: text(line.PredefinedType),
        Elevation: val(line.Elevation) ?? null,
      },
      psets: [],
      children: (n.children ?? []).map((c) => c.expressID).filter(Number.isInteger),
    });
    for (const c of n.children ?? []) walk(c);
  };
  walk(tree);
  const addSets = (relType, relatedKey, defKey) => {
    for (const relId of api.GetLineIDsWithType(id, relType)) {
      const rel = api.GetLine(id, relId, false);
      const targets = (rel[relatedKey] ?? []).map(val).filter((x) => elements.has(x));
      if (!targets.length) continue;
      const defs = relType === WEBIFC.IFCRELDEFINESBYTYPE ? (api.GetLine(id, val(rel[defKey]), false)?.HasPropertySets ?? []).map(val) : [val(rel[defKey])];
      for (const d of defs) {
        const set = d ? propsOf(api, id, d) : null;
        if (set) for (const t of targets) elements.get(t).psets.push(set);
      }
    }
  };
  addSets(WEBIFC.IFCRELDEFINESBYPROPERTIES, 'RelatedObjects', 'RelatingPropertyDefinition');
  addSets(WEBIFC.IFCRELDEFINESBYTYPE, 'RelatedObjects', 'RelatingType');
  const unit = lengthUnit(api, id);
  api.CloseModel(id);

  const importer = new IfcImporter();
  importer.wasm = { absolute: true, path: wasmDir };
  const fragments = await importer.process({ bytes, raw: false });
  return { schema, unit, fragments, rootId: tree.expressID, elements: [...elements.values()] };
}

try {
  const result = await convert(new Uint8Array(workerData.bytes), workerData.fileType);
  parentPort.postMessage({ ok: true, ...result }, [result.fragments.buffer]);
} catch (e) {
  const reason = e instanceof ConvertError ? e.message : 'unreadable';
  parentPort.postMessage({ ok: false, reason, detail: String(e && e.message ? e.message : e).slice(0, 500) });
}
