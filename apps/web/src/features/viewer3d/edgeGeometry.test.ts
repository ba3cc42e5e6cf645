import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { creaseEdges } from './edgeGeometry';

/** Triangles as fragments store them: every face with its own three vertices (nothing shared). */
function unshared(geometry: THREE.BufferGeometry) {
  const flat = geometry.index ? geometry.toNonIndexed() : geometry;
  const positions = flat.getAttribute('position').array as Float32Array;
  return { positions, indices: Uint32Array.from({ length: positions.length / 3 }, (_, i) => i) };
}

/** Segments as sorted strings of rounded end points, to compare sets of edges. */
function segments(edges: Float32Array) {
  const round = (v: number) => (Math.abs(v) < 5e-4 ? 0 : v).toFixed(3); // no '-0.000'
  const out: string[] = [];
  for (let i = 0; i < edges.length; i += 6) {
    const a = Array.from(edges.slice(i, i + 3), round).join(',');
    const b = Array.from(edges.slice(i + 3, i + 6), round).join(',');
    out.push([a, b].sort().join(' | '));
  }
  return out.sort();
}

/** Two unit squares sharing the edge x = 0, the second turned up by `degrees` about it. */
function hinge(degrees: number) {
  const r = (degrees * Math.PI) / 180;
  const p = [
    [0, 0, 0],
    [0, 1, 0],
    [-1, 0, 0],
    [-1, 1, 0], // flat square, x from -1 to 0
    [Math.cos(r), 0, Math.sin(r)],
    [Math.cos(r), 1, Math.sin(r)], // second square, turned up
  ];
  const tris = [
    [2, 0, 1],
    [2, 1, 3],
    [0, 4, 5],
    [0, 5, 1],
  ];
  const positions = new Float32Array(tris.flat().flatMap((i) => p[i]));
  return { positions, indices: Uint32Array.from({ length: 12 }, (_, i) => i) };
}

describe('creaseEdges', () => {
  it('a box: its 12 edges, not the diagonals of its faces, with vertices repeated per face', () => {
    const { positions, indices } = unshared(new THREE.BoxGeometry(2, 1, 3));
    const edges = creaseEdges(positions, indices, 30);
    expect(edges.length / 6).toBe(12);
    for (const s of segments(edges)) {
      const [a, b] = s.split(' | ').map((p) => p.split(',').map(Number));
      // Each edge runs along one axis: two of its three coordinates agree.
      expect(a.filter((v, i) => v === b[i]).length).toBe(2);
    }
  });

  it('finds what THREE.EdgesGeometry finds (a cylinder: rims and none of its smooth sides)', () => {
    const geometry = new THREE.CylinderGeometry(1, 1, 2, 24);
    const { positions, indices } = unshared(geometry);
    const ours = segments(creaseEdges(positions, indices, 30));
    const three = segments(new THREE.EdgesGeometry(geometry, 30).getAttribute('position').array as Float32Array);
    expect(ours).toEqual(three);
    expect(ours.length).toBe(48); // 24 segments round the top rim and 24 round the bottom one
  });

  it('keeps a fold sharper than the threshold and drops a gentler one', () => {
    const flat = hinge(0);
    const gentle = hinge(20);
    const sharp = hinge(45);
    // A flat pair of squares: only the outline (6 border edges); the shared edge and diagonals go.
    expect(creaseEdges(flat.positions, flat.indices, 30).length / 6).toBe(6);
    expect(creaseEdges(gentle.positions, gentle.indices, 30).length / 6).toBe(6);
    const folded = segments(creaseEdges(sharp.positions, sharp.indices, 30));
    expect(folded.length).toBe(7);
    expect(folded).toContain('0.000,0.000,0.000 | 0.000,1.000,0.000');
  });

  it('welds vertices a rounding error apart, and skips faces without area', () => {
    const { positions } = hinge(0);
    const jittered = positions.map((v) => v + (Math.random() - 0.5) * 2e-5);
    const withSliver = new Float32Array([...jittered, 5, 5, 5, 5, 5, 5, 6, 6, 6]);
    const moreIndices = Uint32Array.from({ length: 15 }, (_, i) => i);
    expect(creaseEdges(withSliver, moreIndices, 30).length / 6).toBe(6);
  });

  it('an empty mesh has no edges', () => {
    expect(creaseEdges(new Float32Array(0), new Uint32Array(0)).length).toBe(0);
  });
});
