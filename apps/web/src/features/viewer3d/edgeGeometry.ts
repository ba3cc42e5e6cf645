// The outline of a triangle mesh: the edges where the surface bends by more than a threshold
// angle, plus its open borders (what THREE.EdgesGeometry keeps, without the diagonals of flat
// faces). Written for the edges worker with typed arrays and numeric keys: THREE.EdgesGeometry
// builds a string key per vertex and edge, and took 1.5–2.5× as long on the sample models (5×
// before the JIT warms up). Where they differ: a non-manifold edge (three faces or more) is
// judged on its first two faces, and faces wound against their neighbours still meet.

/** Vertices closer than this (metres, per axis) are one vertex: fragments repeat them per face. */
const WELD = 1e-4;

/**
 * Welds duplicated vertices: returns each vertex's welded index and the welded positions.
 * An open-addressing hash table on the quantised coordinates (Int32 keys, linear probing).
 */
function weld(positions: ArrayLike<number>) {
  const n = positions.length / 3;
  let size = 16;
  while (size < n * 2) size <<= 1;
  const mask = size - 1;
  const keys = new Int32Array(size * 3);
  const slots = new Int32Array(size).fill(-1);
  const remap = new Uint32Array(n);
  const welded = new Float64Array(n * 3);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const x = Math.round(positions[i * 3] / WELD) | 0;
    const y = Math.round(positions[i * 3 + 1] / WELD) | 0;
    const z = Math.round(positions[i * 3 + 2] / WELD) | 0;
    let h = (Math.imul(x, 73856093) ^ Math.imul(y, 19349663) ^ Math.imul(z, 83492791)) & mask;
    for (;;) {
      const s = slots[h];
      if (s < 0) {
        slots[h] = count;
        keys[h * 3] = x;
        keys[h * 3 + 1] = y;
        keys[h * 3 + 2] = z;
        welded[count * 3] = positions[i * 3];
        welded[count * 3 + 1] = positions[i * 3 + 1];
        welded[count * 3 + 2] = positions[i * 3 + 2];
        remap[i] = count++;
        break;
      }
      if (keys[h * 3] === x && keys[h * 3 + 1] === y && keys[h * 3 + 2] === z) {
        remap[i] = s;
        break;
      }
      h = (h + 1) & mask;
    }
  }
  return { remap, welded, count };
}

/**
 * Crease and border edges of an indexed triangle mesh, as segment end points
 * [x0, y0, z0, x1, y1, z1, …] in the mesh's own coordinates.
 */
export function creaseEdges(positions: ArrayLike<number>, indices: ArrayLike<number>, thresholdDegrees = 30): Float32Array {
  const { remap, welded, count } = weld(positions);
  const triangles = Math.floor(indices.length / 3);
  const normals = new Float64Array(triangles * 3);
  const cos = Math.cos((thresholdDegrees * Math.PI) / 180);
  // Edge (lo, hi) → the first face that has it, then -1 once it has been decided.
  const firstFace = new Map<number, number>();
  const out: number[] = [];
  const emit = (a: number, b: number) => {
    out.push(welded[a * 3], welded[a * 3 + 1], welded[a * 3 + 2], welded[b * 3], welded[b * 3 + 1], welded[b * 3 + 2]);
  };
  const visit = (p: number, q: number, t: number) => {
    const lo = p < q ? p : q;
    const hi = p < q ? q : p;
    const key = lo * count + hi;
    const other = firstFace.get(key);
    if (other === undefined) {
      firstFace.set(key, t);
    } else if (other >= 0) {
      const dot = normals[t * 3] * normals[other * 3] + normals[t * 3 + 1] * normals[other * 3 + 1] + normals[t * 3 + 2] * normals[other * 3 + 2];
      if (dot <= cos) emit(lo, hi);
      firstFace.set(key, -1); // a third face on the same edge adds nothing
    }
  };
  for (let t = 0; t < triangles; t++) {
    const a = remap[indices[t * 3]];
    const b = remap[indices[t * 3 + 1]];
    const c = remap[indices[t * 3 + 2]];
    if (a === b || b === c || a === c) continue;
    const ux = welded[b * 3] - welded[a * 3];
    const uy = welded[b * 3 + 1] - welded[a * 3 + 1];
    const uz = welded[b * 3 + 2] - welded[a * 3 + 2];
    const vx = welded[c * 3] - welded[a * 3];
    const vy = welded[c * 3 + 1] - welded[a * 3 + 1];
    const vz = welded[c * 3 + 2] - welded[a * 3 + 2];
    let nx = uy * vz - uz * vy;
    let ny = uz * vx - ux * vz;
    let nz = ux * vy - uy * vx;
    const len = Math.hypot(nx, ny, nz);
    if (len === 0) continue; // no area, no direction: it bends nothing
    nx /= len;
    ny /= len;
    nz /= len;
    normals[t * 3] = nx;
    normals[t * 3 + 1] = ny;
    normals[t * 3 + 2] = nz;
    visit(a, b, t);
    visit(b, c, t);
    visit(c, a, t);
  }
  // Edges of one face only: the mesh's open borders.
  for (const [key, face] of firstFace) {
    if (face < 0) continue;
    const lo = Math.floor(key / count);
    emit(lo, key - lo * count);
  }
  return new Float32Array(out);
}
