// The element edges worker (edges.ts): turns a batch of meshes into line segments off the page's
// thread. A representation placed many times (a window type, a column) is done once: its edges
// stay cached here in its own coordinates and only its placements come again.
import { creaseEdges } from './edgeGeometry';

export const CREASE_ANGLE = 30;

export interface EdgeJobMesh {
  /** Which element of the batch (its index in the request) the mesh belongs to. */
  item: number;
  /** Representation key; positions and indices come only the first time a key is sent. */
  rep: number;
  positions?: Float32Array | Float64Array;
  indices?: Uint8Array | Uint16Array | Uint32Array;
  /** The placement (column-major 4×4). */
  transform: Float64Array;
}

export interface EdgeJob {
  id: number;
  items: number;
  meshes: EdgeJobMesh[];
}

export interface EdgeReply {
  id: number;
  /** Segment end points of the whole batch, element after element. */
  positions: Float32Array;
  /** Per element of the request: first vertex and vertex count in `positions`. */
  starts: Uint32Array;
  counts: Uint32Array;
}

const cache = new Map<number, Float32Array>();

function place(local: Float32Array, e: Float64Array, out: Float32Array, at: number) {
  for (let i = 0; i < local.length; i += 3) {
    const x = local[i];
    const y = local[i + 1];
    const z = local[i + 2];
    out[at + i] = e[0] * x + e[4] * y + e[8] * z + e[12];
    out[at + i + 1] = e[1] * x + e[5] * y + e[9] * z + e[13];
    out[at + i + 2] = e[2] * x + e[6] * y + e[10] * z + e[14];
  }
}

export function runJob(job: EdgeJob): EdgeReply {
  const locals: (Float32Array | undefined)[] = [];
  let floats = 0;
  for (const m of job.meshes) {
    let local = cache.get(m.rep);
    if (!local && m.positions && m.indices) {
      local = creaseEdges(m.positions, m.indices, CREASE_ANGLE);
      cache.set(m.rep, local);
    }
    locals.push(local);
    floats += local?.length ?? 0;
  }
  const positions = new Float32Array(floats);
  const starts = new Uint32Array(job.items);
  const counts = new Uint32Array(job.items);
  let at = 0;
  job.meshes.forEach((m, i) => {
    const local = locals[i];
    if (!local?.length) return;
    if (!counts[m.item]) starts[m.item] = at / 3;
    place(local, m.transform, positions, at);
    at += local.length;
    counts[m.item] += local.length / 3;
  });
  return { id: job.id, positions, starts, counts };
}

// In a worker (not when a test imports runJob): answer each job.
if (typeof document === 'undefined' && typeof self !== 'undefined' && 'onmessage' in self) {
  self.onmessage = (e: MessageEvent<EdgeJob>) => {
    const reply = runJob(e.data);
    self.postMessage(reply, { transfer: [reply.positions.buffer, reply.starts.buffer, reply.counts.buffer] });
  };
}
