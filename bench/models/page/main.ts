// The browser half of bench/models.bench.ts: time to the first frame of one model, either from
// its fragments (as the 3D viewer loads them) or from the raw IFC read by web-ifc in the page.
// Both draw with the same three.js renderer, canvas and camera framing (the viewer's home view),
// so the difference is the format and its reader. The bench calls window.bench(...) once per fresh page.
import * as THREE from 'three';
import { FragmentsModels } from '@thatopen/fragments';
import workerUrl from '@thatopen/fragments/worker?url';
import * as WEBIFC from 'web-ifc';
import type { FrameResult } from '../frame';

const WIDTH = 1280;
const HEIGHT = 800;
const BACKGROUND = new THREE.Color('#eef1f5');

type Stage = ReturnType<typeof stage>;

function stage() {
  const renderer = new THREE.WebGLRenderer({ antialias: false, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(WIDTH, HEIGHT);
  document.body.appendChild(renderer.domElement);
  const scene = new THREE.Scene();
  scene.background = BACKGROUND;
  scene.add(new THREE.AmbientLight(0xffffff, 1.5));
  const sun = new THREE.DirectionalLight(0xffffff, 1.5);
  sun.position.set(5, 10, 3);
  scene.add(sun);
  const camera = new THREE.PerspectiveCamera(60, WIDTH / HEIGHT, 0.1, 10000);
  return { renderer, scene, camera };
}

/** The viewer's home view (engine.ts home()): isometric, the bounding sphere in view. */
function frame(camera: THREE.PerspectiveCamera, box: THREE.Box3) {
  const sphere = box.getBoundingSphere(new THREE.Sphere());
  const c = sphere.center;
  const r = Math.max(sphere.radius, 1);
  camera.position.set(c.x + r * 1.4, c.y + r * 1.1, c.z + r * 1.4);
  camera.near = r / 100;
  camera.far = r * 100;
  camera.lookAt(c);
  camera.updateProjectionMatrix();
  camera.updateMatrixWorld(); // fragments cull with it; three refreshes it only when it renders
}

/** Draws and waits for the GPU (readPixels cannot return before the frame is finished). */
function drawFrame(s: Stage) {
  s.renderer.render(s.scene, s.camera);
  const gl = s.renderer.getContext();
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  return { at: performance.now(), triangles: s.renderer.info.render.triangles };
}

function coverage(renderer: THREE.WebGLRenderer) {
  const gl = renderer.getContext();
  const px = new Uint8Array(WIDTH * HEIGHT * 4);
  gl.readPixels(0, 0, WIDTH, HEIGHT, gl.RGBA, gl.UNSIGNED_BYTE, px);
  const bg = BACKGROUND.clone().convertLinearToSRGB();
  const [r, g, b] = [bg.r, bg.g, bg.b].map((v) => Math.round(v * 255));
  let n = 0;
  for (let i = 0; i < px.length; i += 4) if (Math.abs(px[i] - r) + Math.abs(px[i + 1] - g) + Math.abs(px[i + 2] - b) > 6) n++;
  return n / (WIDTH * HEIGHT);
}

type Mark = (k: keyof FrameResult['phases'] | null) => void;

/** Fragments as the viewer loads them; resolves with the time of the first complete frame. */
async function fromFragments(url: string, s: Stage, mark: Mark) {
  const bytes = await (await fetch(url)).arrayBuffer();
  mark('fetch');
  const fragments = new FragmentsModels(workerUrl);
  // update() returns at once within maxUpdateRate (100 ms) of the previous update, which would
  // end the loop below early; without the throttle each forced update asks the worker.
  fragments.settings.maxUpdateRate = 0;
  mark('setup');
  const model = await fragments.load(bytes, { modelId: 'bench', camera: s.camera });
  s.scene.add(model.object);
  frame(s.camera, model.box);
  await fragments.update(true); // as the viewer does after framing (engine.ts home())
  mark('load');
  // The worker streams the framed view's tiles, and a forced update can resolve before the last
  // of them are in the scene. Frames follow updates until one adds nothing; the time is that of
  // the first frame that already showed everything (the viewer draws every animation frame).
  let shown = drawFrame(s);
  for (let i = 0; i < 50; i++) {
    await fragments.update(true);
    const next = drawFrame(s);
    if (next.triangles === shown.triangles && !model.isBusy) break;
    shown = next;
  }
  return shown.at;
}

/** The raw IFC read by web-ifc in the page, meshes built with three; resolves after one frame. */
async function fromIfc(url: string, s: Stage, mark: Mark) {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  mark('fetch');
  const api = new WEBIFC.IfcAPI();
  api.SetWasmPath('/wasm/', true);
  await api.Init(undefined, true);
  mark('setup');
  const id = api.OpenModel(bytes);
  const materials = new Map<string, THREE.MeshLambertMaterial>();
  const group = new THREE.Group();
  // One three mesh per placed geometry, the transform web-ifc gives; one material per colour.
  api.StreamAllMeshes(id, (mesh) => {
    mark(null); // a heap sample: the interval sampler cannot run inside this synchronous call
    for (let i = 0; i < mesh.geometries.size(); i++) {
      const placed = mesh.geometries.get(i);
      const g = api.GetGeometry(id, placed.geometryExpressID);
      const verts = api.GetVertexArray(g.GetVertexData(), g.GetVertexDataSize());
      const index = api.GetIndexArray(g.GetIndexData(), g.GetIndexDataSize());
      g.delete();
      const interleaved = new THREE.InterleavedBuffer(new Float32Array(verts), 6);
      const geometry = new THREE.BufferGeometry();
      geometry.setAttribute('position', new THREE.InterleavedBufferAttribute(interleaved, 3, 0));
      geometry.setAttribute('normal', new THREE.InterleavedBufferAttribute(interleaved, 3, 3));
      geometry.setIndex(new THREE.BufferAttribute(new Uint32Array(index), 1));
      const { x, y, z, w } = placed.color;
      const key = `${x},${y},${z},${w}`;
      let material = materials.get(key);
      if (!material) {
        material = new THREE.MeshLambertMaterial({ color: new THREE.Color(x, y, z), transparent: w < 1, opacity: w, side: THREE.DoubleSide });
        materials.set(key, material);
      }
      const m = new THREE.Mesh(geometry, material);
      m.matrixAutoUpdate = false;
      m.matrix.fromArray(placed.flatTransformation);
      group.add(m);
    }
  });
  api.CloseModel(id);
  s.scene.add(group);
  group.updateMatrixWorld(true);
  frame(s.camera, new THREE.Box3().setFromObject(group));
  mark('load');
  return drawFrame(s).at;
}

const heap = () => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;

async function bench(kind: 'fragments' | 'ifc', url: string): Promise<FrameResult> {
  const s = stage();
  let jsHeapPeak = heap();
  const sampler = setInterval(() => (jsHeapPeak = Math.max(jsHeapPeak, heap())), 10);
  const t0 = performance.now();
  let last = t0;
  const phases = { fetch: 0, setup: 0, load: 0, frame: 0 };
  const mark: Mark = (k) => {
    jsHeapPeak = Math.max(jsHeapPeak, heap());
    if (!k) return;
    const now = performance.now();
    phases[k] = now - last;
    last = now;
  };
  const done = await (kind === 'fragments' ? fromFragments : fromIfc)(url, s, mark);
  phases.frame = done - last;
  const ms = done - t0;
  mark(null);
  clearInterval(sampler);
  return {
    ms,
    phases,
    coverage: coverage(s.renderer),
    triangles: s.renderer.info.render.triangles,
    drawCalls: s.renderer.info.render.calls,
    jsHeapPeak,
  };
}

(window as unknown as { bench: typeof bench }).bench = bench;
