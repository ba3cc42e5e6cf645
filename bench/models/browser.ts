// The browser half of the models bench: builds the page in page/ with vite (the bundler the web
// app uses, so `@thatopen/fragments/worker?url` resolves as in the viewer), serves it, web-ifc's
// wasm and the models from a local static server (nothing from a CDN), and times one first
// frame per fresh browser in Debian's Chromium (the e2e launch flags; WebGL via SwiftShader).
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import type { EffectsResult, FrameResult } from './frame';

const pageDir = fileURLToPath(new URL('./page/', import.meta.url));
const require = createRequire(import.meta.url);

/** Builds the page into dir (dir/wasm holds web-ifc's wasm, which the page asks for by path). */
export async function buildPage(dir: string) {
  // Two pages: index.html (fragments and raw IFC, first frame) and effects.html (the viewer's engine with its display settings).
  const input = { index: path.join(pageDir, 'index.html'), effects: path.join(pageDir, 'effects.html') };
  await build({
    root: pageDir,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true, chunkSizeWarningLimit: 10_000, rolldownOptions: { input, checks: { bundlerTimings: false } } },
    worker: { format: 'es' },
  });
  await mkdir(path.join(dir, 'wasm'), { recursive: true });
  const wasm = path.join(path.dirname(require.resolve('web-ifc')), 'web-ifc.wasm');
  await copyFile(wasm, path.join(dir, 'wasm', 'web-ifc.wasm'));
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm' };

/** A static server for the page (dir) and the models (/models/ → modelsDir). */
export async function serve(dir: string, modelsDir: string) {
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const [root, sub] = rel.startsWith('/models/') ? [modelsDir, rel.slice('/models/'.length)] : [dir, rel === '/' ? 'index.html' : rel.slice(1)];
    const file = path.join(root, sub);
    const info = file.startsWith(root) ? await stat(file).catch(() => null) : null;
    if (!info?.isFile()) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-length': info.size });
    createReadStream(file).pipe(res);
  };
  // A path that does not decode is a bad request (it used to end the bench as an unhandled rejection).
  const server = http.createServer((req, res) => {
    answer(req, res).catch(() => res.writeHead(400).end());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => new Promise((r) => server.close(r)) };
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-precise-memory-info',
    ],
  });
}

/** VmHWM (the kernel's RSS high-water mark) of a process, in bytes. */
async function vmHwm(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

export interface BrowserRun extends FrameResult {
  /** VmHWM of the page's renderer process: its peak RSS, workers and wasm memory included. */
  rendererPeak: number;
}

/**
 * One first frame in a fresh browser, so the renderer's high-water mark is this run's alone.
 * The page's renderer is the one that spent the most CPU time (the others are Chromium's spare
 * renderer and its blank start page, each well under a second).
 */
export async function firstFrame(baseUrl: string, kind: 'fragments' | 'ifc', modelPath: string): Promise<BrowserRun> {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(baseUrl);
    await page.waitForFunction('"bench" in window');
    const r = await page.evaluate(([k, u]) => (globalThis as unknown as { bench: (k: string, u: string) => Promise<FrameResult> }).bench(k, u), [
      kind,
      `/models/${modelPath}`,
    ] as const);
    if (errors.length) throw new Error(`${kind} ${modelPath}: ${errors.join('; ')}`);
    // The first frame as drawn (nothing draws after it), to look at what was timed.
    if (process.env.BENCH_SHOTS) await page.screenshot({ path: path.join(process.env.BENCH_SHOTS, `${path.basename(modelPath)}-${kind}.png`) });
    const cdp = await browser.newBrowserCDPSession();
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    const renderer = processInfo.filter((p) => p.type === 'renderer').sort((a, b) => b.cpuTime - a.cpuTime)[0];
    return { ...r, rendererPeak: renderer ? await vmHwm(renderer.id) : 0 };
  } finally {
    await browser.close();
  }
}

/** One model in the viewer's engine with the display settings given, in a fresh browser. */
export async function effectsRun(baseUrl: string, modelPath: string, edges: boolean, ao: boolean): Promise<EffectsResult> {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}/effects.html`);
    await page.waitForFunction('"effectsBench" in window');
    const r = await page.evaluate(
      ([u, e, a]) => (globalThis as unknown as { effectsBench: (u: string, e: boolean, a: boolean) => Promise<EffectsResult> }).effectsBench(u, e, a),
      [`/models/${modelPath}`, edges, ao] as const,
    );
    if (errors.length) throw new Error(`effects ${modelPath}: ${errors.join('; ')}`);
    if (process.env.BENCH_SHOTS)
      await page.screenshot({ path: path.join(process.env.BENCH_SHOTS, `${path.basename(modelPath)}-${edges ? 'edges' : 'plain'}${ao ? '-ao' : ''}.png`) });
    return r;
  } finally {
    await browser.close();
  }
}
