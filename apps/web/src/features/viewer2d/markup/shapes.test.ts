import { describe, expect, it } from 'vitest';
import { cloudPath, fromSvg, toSvg, type Shape } from './shapes';

const shapes: Shape[] = [
  {
    type: 'rect',
    page: 2,
    points: [
      { x: 10, y: 20 },
      { x: 110.5, y: 70.25 },
    ],
    color: '#e53935',
    width: 2,
  },
  { type: 'text', page: 1, points: [{ x: 5, y: 6 }], color: '#1677ff', width: 1, text: 'Check <beam> & "column" 柱', size: 12 },
  {
    type: 'pen',
    page: 1,
    points: [
      { x: 0, y: 0 },
      { x: 1, y: 2 },
      { x: 3, y: 5 },
    ],
    color: '#000000',
    width: 0.5,
  },
  {
    type: 'arrow',
    page: 3,
    points: [
      { x: -4, y: 9 },
      { x: 40, y: -9 },
    ],
    color: '#fa8c16',
    width: 3,
  },
];

describe('markup svg', () => {
  it('reads back exactly the shapes it wrote, in document coordinates', () => {
    const svg = toSvg(shapes, 'pdf');
    expect(svg).toContain('data-format="trestle-markup/1"');
    expect(fromSvg(svg)).toEqual(shapes);
  });
  it('keeps DXF coordinates (y up) in data-points while drawing y down', () => {
    const dxf: Shape[] = [
      {
        type: 'line',
        page: 1,
        points: [
          { x: 1000, y: 2000 },
          { x: 1500, y: 2500 },
        ],
        color: '#e53935',
        width: 10,
      },
    ];
    const svg = toSvg(dxf, 'dxf');
    expect(svg).toContain('y1="-2000"');
    expect(fromSvg(svg)).toEqual(dxf);
  });
  it('ignores what it does not know and cleans colours', () => {
    const svg =
      '<svg><g data-shape="script" data-points="1,1 2,2"></g><g data-shape="line" data-page="1" data-points="1,1 x,2 3,3" data-color="red;x" data-width="-1"></g></svg>';
    expect(fromSvg(svg)).toEqual([
      {
        type: 'line',
        page: 1,
        points: [
          { x: 1, y: 1 },
          { x: 3, y: 3 },
        ],
        color: '#e53935',
        width: 1,
      },
    ]);
  });
  it('draws a closed cloud of arcs around the box', () => {
    const d = cloudPath({ x: 0, y: 0 }, { x: 100, y: 50 }, 25);
    expect(d.startsWith('M0,0')).toBe(true);
    expect(d.endsWith('Z')).toBe(true);
    expect((d.match(/A/g) ?? []).length).toBe(4 + 2 + 4 + 2);
  });
});

describe('markup svg round trip', () => {
  it('writes the same SVG again after reading it back', () => {
    const odd: Shape[] = [
      {
        type: 'ellipse',
        page: 1,
        points: [
          { x: 1.23456, y: 7.89012 },
          { x: 100.0004, y: 2.5 },
        ],
        color: '#52c41a',
        width: 1.00049,
      },
    ];
    const once = toSvg(odd, 'image');
    expect(toSvg(fromSvg(once), 'image')).toBe(once);
  });
});
