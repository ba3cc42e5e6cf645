import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { runJob } from './edges.worker';

const box = () => {
  const flat = new THREE.BoxGeometry(1, 1, 1).toNonIndexed();
  const positions = Float32Array.from(flat.getAttribute('position').array);
  return { positions, indices: Uint32Array.from({ length: positions.length / 3 }, (_, i) => i) };
};
const at = (x: number, y: number, z: number) => Float64Array.from(new THREE.Matrix4().makeTranslation(x, y, z).elements);

describe('edges worker job', () => {
  it('places each mesh, keeps every element in its own range, and reuses a representation sent before', () => {
    const rep = 1_000_001;
    const first = runJob({
      id: 1,
      items: 3,
      meshes: [
        { item: 0, rep, transform: at(10, 0, 0), ...box() },
        { item: 2, rep, transform: at(0, 5, 0) },
      ],
    });
    expect(first.id).toBe(1);
    // 12 edges of 2 vertices per box; the element in the middle has no mesh.
    expect(Array.from(first.counts)).toEqual([24, 0, 24]);
    expect(first.starts[0]).toBe(0);
    expect(first.starts[2]).toBe(24);
    expect(first.positions.length).toBe(48 * 3);
    const xs = (from: number, n: number) => Array.from({ length: n }, (_, i) => first.positions[(from + i) * 3]);
    const ys = (from: number, n: number) => Array.from({ length: n }, (_, i) => first.positions[(from + i) * 3 + 1]);
    // Element 0 around x = 10, element 2 around y = 5 (each box is 1 wide, centred).
    expect(Math.min(...xs(0, 24))).toBeCloseTo(9.5);
    expect(Math.max(...xs(0, 24))).toBeCloseTo(10.5);
    expect(Math.min(...ys(24, 24))).toBeCloseTo(4.5);
    expect(Math.max(...ys(24, 24))).toBeCloseTo(5.5);
    // A later job places the same representation again without sending its triangles.
    const later = runJob({ id: 2, items: 1, meshes: [{ item: 0, rep, transform: at(0, 0, -3) }] });
    expect(later.counts[0]).toBe(24);
  });

  it('an unknown representation without triangles gives no lines', () => {
    const r = runJob({ id: 3, items: 1, meshes: [{ item: 0, rep: 42, transform: at(0, 0, 0) }] });
    expect(r.positions.length).toBe(0);
    expect(r.counts[0]).toBe(0);
  });
});
