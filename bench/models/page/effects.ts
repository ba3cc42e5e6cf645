// The display-settings half of bench/models.bench.ts: the 3D viewer's own engine (engine.ts,
// with its edges and ambient occlusion) loads one model's fragments with the settings given,
// and the page times the load, the edge building and single frames. The bench calls
// window.effectsBench(...) once per fresh page.
import * as OBC from '@thatopen/components';
import { ModelViewer } from '../../../apps/web/src/features/viewer3d/engine';
import type { EffectsResult } from '../frame';

const BACKGROUND = [0xee, 0xf1, 0xf5];
const nextFrame = () => new Promise((r) => requestAnimationFrame(r));

async function effectsBench(url: string, edges: boolean, ao: boolean): Promise<EffectsResult> {
  const viewer = new ModelViewer(document.getElementById('viewer')!);
  // Frames are drawn here only (That Open's animation-frame loop stops), so each figure is the
  // cost of one thing: no frame of the loop runs inside a measurement or competes with the
  // edges worker for the CPU that SwiftShader draws with.
  viewer.components.enabled = false;
  const renderer = viewer.world.renderer!;
  const gl = renderer.three.getContext();
  const px = new Uint8Array(4);
  /** One frame through the viewer's renderer, the GPU work included (readPixels waits for it). */
  const frame = () => {
    const t = performance.now();
    renderer.update();
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
    return performance.now() - t;
  };
  // A forced update within 100 ms of the last would do nothing (see index.html's page).
  viewer.components.get(OBC.FragmentsManager).core.settings.maxUpdateRate = 0;
  viewer.setEffects(ao);
  const t0 = performance.now();
  const bytes = await (await fetch(url)).arrayBuffer();
  await viewer.load(bytes, 'bench');
  // The first complete frame: tiles can arrive after a forced update resolves, so frames and
  // updates follow each other until a frame adds no triangle (as part 2 does). These are plain
  // frames, as the viewer draws while the view has just moved (framing the model).
  const scene = viewer.world.scene.three;
  const camera = viewer.world.camera.three;
  let triangles = -1;
  for (let i = 0; i < 50; i++) {
    await viewer.home();
    viewer.world.camera.controls.update(0); // the loop would move the camera to the new framing
    renderer.three.render(scene, camera);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
    const now = renderer.three.info.render.triangles;
    if (now === triangles && !viewer.model!.isBusy) break;
    triangles = now;
  }
  const load = performance.now() - t0;
  // The first still frame: with occlusion on, its shaders are compiled and it is drawn. (The
  // renderer has not seen this view yet: its first frame of it counts as a moving one.)
  frame();
  renderer.invalidate();
  const firstStill = frame();
  const built = await viewer.setEdges(edges);
  // Moving frames: the camera turns a little before each, so the renderer draws the plain frame
  // (with edges when on) as it does while the user navigates.
  const controls = viewer.world.camera.controls;
  const moving: number[] = [];
  for (let i = 0; i < 5; i++) {
    await controls.rotate(0.002, 0, false);
    controls.update(0);
    moving.push(frame());
  }
  await controls.rotate(-0.01, 0, false);
  controls.update(0);
  frame();
  // Still frames: what the first frame at rest costs (with effects on: the occlusion on top).
  const still: number[] = [];
  for (let i = 0; i < 3; i++) {
    renderer.invalidate();
    still.push(frame());
  }
  await nextFrame();
  const canvas = renderer.three.domElement;
  const w = canvas.width;
  const h = canvas.height;
  const all = new Uint8Array(w * h * 4);
  gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, all);
  let drawn = 0;
  for (let i = 0; i < all.length; i += 4)
    if (Math.abs(all[i] - BACKGROUND[0]) + Math.abs(all[i + 1] - BACKGROUND[1]) + Math.abs(all[i + 2] - BACKGROUND[2]) > 12) drawn++;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    load,
    firstStill,
    edgesMs: built?.ms ?? 0,
    segments: built?.segments ?? 0,
    triangles: built?.triangles ?? 0,
    moving: median(moving),
    still: median(still),
    coverage: drawn / (w * h),
  };
}

(window as unknown as { effectsBench: typeof effectsBench }).effectsBench = effectsBench;
