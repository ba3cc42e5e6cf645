import * as THREE from 'three';
import type { FragmentsModel } from '@thatopen/fragments';
import { runJob, type EdgeJob, type EdgeJobMesh, type EdgeReply } from './edges.worker';

// Element edges over the shaded model (isShowWireframe, "show edges" in Revit or Navisworks).
// The fragments format stores triangles only, and its materials are That Open's own (setting
// `wireframe` on them made the model vanish), so the edges are built here: each element's
// geometry is asked from the fragments worker in batches, the edges worker (edges.worker.ts)
// keeps the creases sharper than 30° and the open borders (not the diagonals of flat faces),
// and each batch becomes one LineSegments with every element's range remembered, so hidden and
// isolated elements drop out. Section planes clip the lines like everything else (the
// renderer's clipping planes). The page's thread only moves buffers and fills index lists.

/** Elements asked from the fragments worker at once (one reply holds all their meshes). */
const ITEMS_PER_REQUEST = 300;

/** Runs edge jobs in a worker; where no worker can start, on this thread (one job per turn). */
class EdgeWorker {
  private readonly worker: Worker | null;
  private readonly waiting = new Map<number, { resolve(r: EdgeReply): void; reject(e: unknown): void }>();
  private next = 1;

  constructor() {
    let worker: Worker | null;
    try {
      worker = new Worker(new URL('./edges.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (e: MessageEvent<EdgeReply>) => {
        this.waiting.get(e.data.id)?.resolve(e.data);
        this.waiting.delete(e.data.id);
      };
      worker.onerror = (e) => {
        for (const w of this.waiting.values()) w.reject(new Error(e.message || 'edges worker failed'));
        this.waiting.clear();
      };
    } catch {
      worker = null;
    }
    this.worker = worker;
  }

  run(job: Omit<EdgeJob, 'id'>, transfer: Transferable[]): Promise<EdgeReply> {
    const id = this.next++;
    if (!this.worker) return new Promise((r) => setTimeout(() => r(runJob({ ...job, id })), 0));
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker!.postMessage({ ...job, id }, transfer);
    });
  }

  dispose() {
    this.worker?.terminate();
    for (const w of this.waiting.values()) w.reject(new Error('edges worker stopped'));
    this.waiting.clear();
  }
}

/**
 * Line material drawn a little in front of the faces it outlines, so the faces do not hide half
 * of it: the clip-space depth moves by a constant. In perspective that is a bias proportional
 * to the distance (c·d/2 with That Open's near plane at 1 m: 7 mm at 35 m); in orthographic
 * views 2 cm (scaled by the depth range, projectionMatrix[2][2] = -2 / (far - near)). Less left
 * window and door outlines dashed (z-fighting); much more shows lines from behind thin layers.
 */
function edgeMaterial() {
  const m = new THREE.LineBasicMaterial({ color: '#20242a', transparent: true, opacity: 0.7 });
  m.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader.replace(
      '#include <logdepthbuf_vertex>',
      `gl_Position.z -= projectionMatrix[3][3] > 0.5 ? -projectionMatrix[2][2] * 0.02 : 0.0004;
#include <logdepthbuf_vertex>`,
    );
  };
  return m;
}

interface Batch {
  lines: THREE.LineSegments;
  /** Per element: its id, first vertex and vertex count in the batch's positions. */
  ids: number[];
  starts: number[];
  counts: number[];
  /** The shown elements' vertices when some are hidden: one buffer per batch, rewritten in place. */
  index?: THREE.BufferAttribute;
}

export interface EdgeStats {
  elements: number;
  triangles: number;
  segments: number;
  ms: number;
}

export class EdgeLayer {
  readonly group = new THREE.Group();
  private readonly material = edgeMaterial();
  private readonly batches: Batch[] = [];
  private visible: Set<number> | null = null;
  private disposed = false;
  private done = false;
  private stopWorker: (() => void) | null = null;

  constructor(
    private readonly model: FragmentsModel,
    private readonly onChange: () => void,
  ) {
    this.group.name = 'element-edges';
    this.group.matrixAutoUpdate = false;
    this.group.matrix.copy(model.object.matrixWorld);
  }

  /** Builds the edges batch by batch; every batch shows as soon as it is done. */
  async build(): Promise<EdgeStats> {
    const t0 = performance.now();
    const stats = { elements: 0, triangles: 0, segments: 0, ms: 0 };
    const ids = await this.model.getItemsIdsWithGeometry();
    const worker = new EdgeWorker();
    this.stopWorker = () => worker.dispose();
    // Representations whose triangles the worker already has (it keeps their edges).
    const sent = new Set<number>();
    let anonymous = 0;
    try {
      for (let i = 0; i < ids.length && !this.disposed; i += ITEMS_PER_REQUEST) {
        const request = ids.slice(i, i + ITEMS_PER_REQUEST);
        const geometry = await this.model.getItemsGeometry(request);
        if (this.disposed) break;
        const meshes: EdgeJobMesh[] = [];
        const transfer = new Set<ArrayBuffer>();
        geometry.forEach((item, k) => {
          for (const mesh of item ?? []) {
            if (!mesh.positions || !mesh.indices) continue;
            stats.triangles += mesh.indices.length / 3;
            const rep = mesh.representationId ?? -++anonymous;
            const job: EdgeJobMesh = { item: k, rep, transform: Float64Array.from(mesh.transform.elements) };
            if (!sent.has(rep)) {
              sent.add(rep);
              job.positions = mesh.positions;
              job.indices = mesh.indices;
              transfer.add(mesh.positions.buffer as ArrayBuffer);
              transfer.add(mesh.indices.buffer as ArrayBuffer);
            }
            meshes.push(job);
          }
        });
        const reply = await worker.run({ items: request.length, meshes }, [...transfer]);
        if (this.disposed) break;
        const batch: Omit<Batch, 'lines'> = { ids: [], starts: [], counts: [] };
        request.forEach((id, k) => {
          if (!reply.counts[k]) return;
          batch.ids.push(id);
          batch.starts.push(reply.starts[k]);
          batch.counts.push(reply.counts[k]);
        });
        stats.elements += batch.ids.length;
        stats.segments += reply.positions.length / 6;
        if (reply.positions.length) this.addBatch(reply.positions, batch);
      }
    } catch (e) {
      if (!this.disposed) throw e; // disposing stops the worker mid-job: not a failure
    } finally {
      worker.dispose();
      this.stopWorker = null;
    }
    stats.ms = performance.now() - t0;
    this.done = !this.disposed;
    return stats;
  }

  /** Whether every batch is built, and how many line segments there are / are shown. */
  state() {
    let segments = 0;
    let shown = 0;
    for (const b of this.batches) {
      const all = b.lines.geometry.getAttribute('position').count / 2;
      segments += all;
      if (b.lines.visible && this.group.visible) shown += b.lines.geometry.index ? b.lines.geometry.drawRange.count / 2 : all;
    }
    return { complete: this.done, segments, shown };
  }

  private addBatch(positions: Float32Array, batch: Omit<Batch, 'lines'>) {
    const geometry = new THREE.BufferGeometry();
    geometry.setAttribute('position', new THREE.BufferAttribute(positions, 3));
    geometry.computeBoundingSphere();
    const lines = new THREE.LineSegments(geometry, this.material);
    lines.matrixAutoUpdate = false;
    const full: Batch = { ...batch, lines };
    this.batches.push(full);
    this.group.add(lines);
    this.applyVisible(full);
    this.group.updateMatrixWorld(true);
    this.onChange();
  }

  /** Only the edges of these elements show (null: all of them). */
  setVisible(ids: Iterable<number> | null) {
    this.visible = ids === null ? null : new Set(ids);
    for (const b of this.batches) this.applyVisible(b);
    this.onChange();
  }

  private applyVisible(b: Batch) {
    const g = b.lines.geometry;
    const shown = this.visible;
    if (!shown || b.ids.every((id) => shown.has(id))) {
      g.setIndex(null);
      g.setDrawRange(0, Infinity);
      b.lines.visible = true;
      return;
    }
    b.index ??= new THREE.BufferAttribute(new Uint32Array(g.getAttribute('position').count), 1);
    const index = b.index.array as Uint32Array;
    let n = 0;
    for (let i = 0; i < b.ids.length; i++) {
      if (!shown.has(b.ids[i])) continue;
      for (let v = b.starts[i], end = v + b.counts[i]; v < end; v++) index[n++] = v;
    }
    b.lines.visible = n > 0;
    b.index.clearUpdateRanges();
    b.index.addUpdateRange(0, n);
    b.index.needsUpdate = true;
    g.setIndex(b.index);
    g.setDrawRange(0, n);
  }

  dispose() {
    this.disposed = true;
    for (const b of this.batches) {
      if (b.index) b.lines.geometry.setIndex(b.index); // so its buffer goes with the geometry
      b.lines.geometry.dispose();
    }
    this.batches.length = 0;
    this.group.removeFromParent();
    this.group.clear();
    this.material.dispose();
    this.stopWorker?.();
  }
}
