// Models: for each sample IFC, the server's conversion to fragments next to web-ifc merely
// reading the file, and the browser's time to the first frame from the fragments next to
// reading the raw IFC with web-ifc in the same browser. Each figure sits next to its baseline
// from the same run, so they read as ratios. Prints figures only; nothing passes or fails.
//
// Part 3 loads each model in the viewer's own engine with its display settings (element edges,
// ambient occlusion) off and on, next to each other.
//
// Env: BENCH_RUNS (5) timed conversions per sample, BENCH_MEM_RUNS (3) fresh processes per
// sample for peak memory, BENCH_BROWSER_RUNS (3) fresh browsers per sample and path (and per
// display setting), BENCH_ONLY ("convert,browser,effects"), BENCH_MODEL (part of a sample's
// name), TESTDATA_DIR, CHROMIUM_PATH (/usr/bin/chromium).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPage, effectsRun, firstFrame, serve, type BrowserRun } from './models/browser';
import type { EffectsResult } from './models/frame';
import { convertOnce, loadSamples, parseOnce, peakRss } from './models/conversion';
import { kb, mb, median, msf, ratio, table } from './models/report';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MEM_RUNS = Number(process.env.BENCH_MEM_RUNS ?? 3);
const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 3);
const ONLY = new Set((process.env.BENCH_ONLY ?? 'convert,browser,effects').split(',').map((s) => s.trim()));
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ifcDir = path.join(process.env.TESTDATA_DIR ?? path.resolve(repo, '../shared/testdata'), 'ifc');

const progress = (line: string) => process.stdout.write(`  ${line}`.padEnd(78).slice(0, 78) + '\r');
const samples = await loadSamples(ifcDir, process.env.BENCH_MODEL);
if (!samples.length) throw new Error(`no sample IFC in ${ifcDir}`);
const work = await mkdtemp(path.join(os.tmpdir(), 'trestle-bench-models-'));
const modelsDir = path.join(work, 'models');
await mkdir(modelsDir);
console.log(`Trestle models bench: ${samples.length} samples from ${ifcDir}; Node ${process.version}, ${os.cpus().length} cores`);

// ---------------------------------------------------------------------------------------------
// 1. Conversion. Rounds take turns (set-up, then each sample read and converted) so a change
// in the machine's load spreads over all figures alike.

const fragments = new Map<string, Uint8Array>();
if (ONLY.has('convert')) {
  const setup: number[] = [];
  const read = new Map<string, number[]>();
  const conv = new Map<string, number[]>();
  const facts = new Map<string, { lines: number; meshes: number; elements: number }>();
  for (let run = 0; run < RUNS; run++) {
    progress(`conversion round ${run + 1}/${RUNS}`);
    setup.push((await parseOnce(null)).ms);
    for (const s of samples) {
      const p = await parseOnce(s);
      const c = await convertOnce(s);
      read.set(s.name, [...(read.get(s.name) ?? []), p.ms]);
      conv.set(s.name, [...(conv.get(s.name) ?? []), c.ms]);
      fragments.set(s.name, c.fragments);
      facts.set(s.name, { lines: p.lines, meshes: p.meshes, elements: c.elements });
    }
  }
  const memory = new Map<string, { read: number; conv: number }>();
  for (const s of samples) {
    progress(`peak memory of ${s.name}`);
    const r: number[] = [];
    const c: number[] = [];
    for (let i = 0; i < MEM_RUNS; i++) {
      r.push(await peakRss('parse', path.join(ifcDir, s.name)));
      c.push(await peakRss('convert', path.join(ifcDir, s.name)));
    }
    memory.set(s.name, { read: median(r), conv: median(c) });
  }
  progress('');
  console.log(`\n1. Conversion (median of ${RUNS} runs; peak memory: median of ${MEM_RUNS} fresh processes)`);
  console.log(`   set-up alone (worker thread + web-ifc import + wasm init): ${msf(median(setup))} ms\n`);
  table(
    ['sample', 'in KB', 'fragments KB', 'out/in', 'lines', 'meshes', 'web-ifc read ms', 'conversion ms', 'conv/read', 'read peak MB', 'conv peak MB'],
    samples.map((s) => {
      const f = facts.get(s.name)!;
      const r = median(read.get(s.name)!);
      const c = median(conv.get(s.name)!);
      const m = memory.get(s.name)!;
      return [
        s.name,
        kb(s.bytes.length),
        kb(fragments.get(s.name)!.byteLength),
        ratio(fragments.get(s.name)!.byteLength, s.bytes.length),
        f.lines,
        f.meshes,
        msf(r),
        msf(c),
        ratio(c, r),
        mb(m.read),
        mb(m.conv),
      ];
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// 2. Browser: time to the first frame, fragments against the raw IFC, fresh browser each time.

// The browser parts share the page build, its server and the fragments files.
let site: { url: string; close: () => Promise<unknown> } | null = null;
if (ONLY.has('browser') || ONLY.has('effects')) {
  for (const s of samples) {
    if (!fragments.has(s.name)) fragments.set(s.name, (await convertOnce(s)).fragments);
    await writeFile(path.join(modelsDir, `${s.name}.frag`), fragments.get(s.name)!);
    await writeFile(path.join(modelsDir, `${s.name}.ifc`), s.ifc); // .ifczip: the IFC inside
  }
  const dir = path.join(work, 'site');
  await buildPage(dir);
  site = await serve(dir, modelsDir);
}

if (ONLY.has('browser')) {
  const server = site!;
  const runs = new Map<string, { frag: BrowserRun[]; ifc: BrowserRun[] }>();
  for (let run = 0; run < BROWSER_RUNS; run++) {
    for (const s of samples) {
      progress(`browser round ${run + 1}/${BROWSER_RUNS}: ${s.name}`);
      const r = runs.get(s.name) ?? { frag: [], ifc: [] };
      r.ifc.push(await firstFrame(server.url, 'ifc', `${s.name}.ifc`));
      r.frag.push(await firstFrame(server.url, 'fragments', `${s.name}.frag`));
      runs.set(s.name, r);
    }
  }
  const med = (xs: BrowserRun[], f: (r: BrowserRun) => number) => median(xs.map(f));
  progress('');
  console.log(`\n2. Browser: time to first frame (median of ${BROWSER_RUNS} fresh browsers; Chromium, WebGL on SwiftShader)\n`);
  table(
    ['sample', 'raw IFC ms', 'fragments ms', 'raw/fragments', 'renderer peak MB ifc/frag', 'JS heap peak MB ifc/frag', 'pixels drawn ifc/frag'],
    samples.map((s) => {
      const { ifc, frag } = runs.get(s.name)!;
      const a = med(ifc, (r) => r.ms);
      const b = med(frag, (r) => r.ms);
      const pct = (xs: BrowserRun[]) => `${(med(xs, (r) => r.coverage) * 100).toFixed(1)}%`;
      return [
        s.name,
        msf(a),
        msf(b),
        ratio(a, b),
        `${mb(med(ifc, (r) => r.rendererPeak))} / ${mb(med(frag, (r) => r.rendererPeak))}`,
        `${mb(med(ifc, (r) => r.jsHeapPeak))} / ${mb(med(frag, (r) => r.jsHeapPeak))}`,
        `${pct(ifc)} / ${pct(frag)}`,
      ];
    }),
  );
  console.log('\n   where the time goes (median ms: fetch / set-up / load / first frame)\n');
  const phases = (xs: BrowserRun[]) => (['fetch', 'setup', 'load', 'frame'] as const).map((k) => msf(med(xs, (r) => r.phases[k]))).join(' / ');
  table(
    ['sample', 'raw IFC', 'fragments'],
    samples.map((s) => [s.name, phases(runs.get(s.name)!.ifc), phases(runs.get(s.name)!.frag)]),
  );
}

// ---------------------------------------------------------------------------------------------
// 3. Display settings: the viewer's engine with element edges and ambient occlusion off / on.

if (ONLY.has('effects')) {
  const modes = [
    { name: 'off', edges: false, ao: false },
    { name: 'edges', edges: true, ao: false },
    { name: 'occlusion', edges: false, ao: true },
    { name: 'both', edges: true, ao: true },
  ];
  const runs = new Map<string, EffectsResult[]>();
  for (let run = 0; run < BROWSER_RUNS; run++) {
    for (const s of samples) {
      for (const m of modes) {
        progress(`display settings round ${run + 1}/${BROWSER_RUNS}: ${s.name} ${m.name}`);
        const key = `${s.name}|${m.name}`;
        runs.set(key, [...(runs.get(key) ?? []), await effectsRun(site!.url, `${s.name}.frag`, m.edges, m.ao)]);
      }
    }
  }
  progress('');
  console.log(`\n3. Display settings in the viewer's engine (median of ${BROWSER_RUNS} fresh browsers; 1280×800, WebGL on SwiftShader)\n`);
  const med = (xs: EffectsResult[], f: (r: EffectsResult) => number) => median(xs.map(f));
  table(
    [
      'sample',
      'settings',
      'load to first frame ms',
      'first still frame ms',
      'edges built ms',
      'edge segments',
      'moving frame ms',
      'still frame ms',
      'pixels drawn',
    ],
    samples.flatMap((s) =>
      modes.map((m) => {
        const xs = runs.get(`${s.name}|${m.name}`)!;
        return [
          s.name,
          m.name,
          msf(med(xs, (r) => r.load)),
          msf(med(xs, (r) => r.firstStill)),
          m.edges ? msf(med(xs, (r) => r.edgesMs)) : '-',
          m.edges ? med(xs, (r) => r.segments) : '-',
          msf(med(xs, (r) => r.moving)),
          msf(med(xs, (r) => r.still)),
          `${(med(xs, (r) => r.coverage) * 100).toFixed(1)}%`,
        ];
      }),
    ),
  );
}

await site?.close();
await rm(work, { recursive: true, force: true });
