import { deflateSync } from 'node:zlib';

// Demo documents written by us (no third-party files in the repository): a site plan PDF, a
// ground floor DXF, a small IFC4 building, a photo-like PNG, a schedule and minutes.

/** A one-page PDF: a titled site plan with the building outline and labels. */
export function sitePlanPdf(title: string): Buffer {
  const draw = [
    'BT /F1 20 Tf 50 790 Td (' + title.replace(/[()\\]/g, '') + ' - Site plan) Tj ET',
    'BT /F1 10 Tf 50 772 Td (Scale 1:500  -  Drawing A-001  -  Rev B) Tj ET',
    '1 w 50 100 495 650 re S', // plot boundary
    '2 w 150 300 260 220 re S', // building footprint
    '0.5 w 150 300 m 410 520 l S 150 520 m 410 300 l S',
    'BT /F1 12 Tf 230 405 Td (Building A) Tj ET',
    '1 w 60 200 m 140 200 l S BT /F1 9 Tf 62 206 Td (Access road) Tj ET',
    'BT /F1 9 Tf 430 700 Td (N) Tj ET 434 680 m 434 696 l S',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(draw)} >>\nstream\n${draw}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A DXF (R12) ground floor: outer walls, rooms and their names. */
export function groundFloorDxf(): Buffer {
  const lines: string[] = ['0', 'SECTION', '2', 'ENTITIES'];
  const line = (x1: number, y1: number, x2: number, y2: number, layer = 'WALLS') =>
    lines.push('0', 'LINE', '8', layer, '10', String(x1), '20', String(y1), '30', '0', '11', String(x2), '21', String(y2), '31', '0');
  const text = (x: number, y: number, h: number, s: string) =>
    lines.push('0', 'TEXT', '8', 'TEXT', '10', String(x), '20', String(y), '30', '0', '40', String(h), '1', s);
  const rect = (x: number, y: number, w: number, h: number, layer?: string) => {
    line(x, y, x + w, y, layer);
    line(x + w, y, x + w, y + h, layer);
    line(x + w, y + h, x, y + h, layer);
    line(x, y + h, x, y, layer);
  };
  rect(0, 0, 24000, 14000);
  rect(0, 0, 9000, 8000, 'ROOMS');
  rect(9000, 0, 7000, 8000, 'ROOMS');
  rect(16000, 0, 8000, 14000, 'ROOMS');
  rect(0, 8000, 16000, 6000, 'ROOMS');
  text(3000, 4000, 400, 'Lobby');
  text(11000, 4000, 400, 'Office');
  text(18500, 7000, 400, 'Pump room');
  text(6000, 11000, 400, 'Open plan');
  text(0, -1500, 600, 'Ground floor plan 1:100');
  lines.push('0', 'ENDSEC', '0', 'EOF');
  return Buffer.from(lines.join('\n') + '\n');
}

/** A small IFC4 building: one storey with four extruded walls. */
export function pumpHouseIfc(projectName: string): Buffer {
  const e: string[] = [];
  let n = 0;
  const add = (s: string) => {
    e.push(`#${++n}=${s};`);
    return `#${n}`;
  };
  const gid = () => {
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';
    return Array.from({ length: 22 }, (_, i) => chars[(i * 7 + n * 13 + 5) % 64]).join('');
  };
  const origin = add('IFCCARTESIANPOINT((0.,0.,0.))');
  const zDir = add('IFCDIRECTION((0.,0.,1.))');
  const xDir = add('IFCDIRECTION((1.,0.,0.))');
  const place3d = add(`IFCAXIS2PLACEMENT3D(${origin},${zDir},${xDir})`);
  const ctx = add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${place3d},$)`);
  const body = add(`IFCGEOMETRICREPRESENTATIONSUBCONTEXT('Body','Model',*,*,*,*,${ctx},$,.MODEL_VIEW.,$)`);
  const len = add('IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.)');
  const area = add('IFCSIUNIT(*,.AREAUNIT.,$,.SQUARE_METRE.)');
  const vol = add('IFCSIUNIT(*,.VOLUMEUNIT.,$,.CUBIC_METRE.)');
  const units = add(`IFCUNITASSIGNMENT((${len},${area},${vol}))`);
  const project = add(`IFCPROJECT('${gid()}',$,'${projectName.replace(/'/g, '')}',$,$,$,$,(${ctx}),${units})`);
  const sitePl = add(`IFCLOCALPLACEMENT($,${place3d})`);
  const site = add(`IFCSITE('${gid()}',$,'Site',$,$,${sitePl},$,$,.ELEMENT.,$,$,$,$,$)`);
  const bldPl = add(`IFCLOCALPLACEMENT(${sitePl},${place3d})`);
  const building = add(`IFCBUILDING('${gid()}',$,'Pump house',$,$,${bldPl},$,$,.ELEMENT.,$,$,$)`);
  const stPl = add(`IFCLOCALPLACEMENT(${bldPl},${place3d})`);
  const storey = add(`IFCBUILDINGSTOREY('${gid()}',$,'Ground floor',$,$,${stPl},$,$,.ELEMENT.,0.)`);
  add(`IFCRELAGGREGATES('${gid()}',$,$,$,${project},(${site}))`);
  add(`IFCRELAGGREGATES('${gid()}',$,$,$,${site},(${building}))`);
  add(`IFCRELAGGREGATES('${gid()}',$,$,$,${building},(${storey}))`);
  const walls: string[] = [];
  const wall = (name: string, x: number, y: number, dirX: number, dirY: number, length: number) => {
    const p = add(`IFCCARTESIANPOINT((${x.toFixed(1)},${y.toFixed(1)},0.))`);
    const d = add(`IFCDIRECTION((${dirX.toFixed(1)},${dirY.toFixed(1)},0.))`);
    const ax = add(`IFCAXIS2PLACEMENT3D(${p},${zDir},${d})`);
    const pl = add(`IFCLOCALPLACEMENT(${stPl},${ax})`);
    const c = add(`IFCCARTESIANPOINT((${(length / 2).toFixed(2)},0.1))`);
    const p2 = add(`IFCAXIS2PLACEMENT2D(${c},$)`);
    const profile = add(`IFCRECTANGLEPROFILEDEF(.AREA.,$,${p2},${length.toFixed(2)},0.2)`);
    const solid = add(`IFCEXTRUDEDAREASOLID(${profile},${place3d},${zDir},3.)`);
    const shape = add(`IFCSHAPEREPRESENTATION(${body},'Body','SweptSolid',(${solid}))`);
    const pds = add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${shape}))`);
    walls.push(add(`IFCWALL('${gid()}',$,'${name}',$,$,${pl},${pds},$,.STANDARD.)`));
  };
  wall('Wall south', 0, 0, 1, 0, 8);
  wall('Wall east', 8, 0, 0, 1, 6);
  wall('Wall north', 8, 6, -1, 0, 8);
  wall('Wall west', 0, 6, 0, -1, 6);
  add(`IFCRELCONTAINEDINSPATIALSTRUCTURE('${gid()}',$,$,$,(${walls.join(',')}),${storey})`);
  const header = [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('ViewDefinition [ReferenceView]'),'2;1');",
    `FILE_NAME('pump-house.ifc','2026-01-15T09:00:00',('Trestle demo'),('Trestle'),'Trestle','Trestle','');`,
    "FILE_SCHEMA(('IFC4'));",
    'ENDSEC;',
    'DATA;',
  ];
  return Buffer.from([...header, ...e, 'ENDSEC;', 'END-ISO-10303-21;'].join('\n') + '\n');
}

/** A 480×300 PNG: sky, ground and a building block, like a tiny site photo. */
export function sitePhotoPng(): Buffer {
  const w = 480;
  const h = 300;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      let rgb: [number, number, number];
      if (x > 160 && x < 330 && y > 90 && y < 220) rgb = (x - 160) % 34 < 6 || (y - 90) % 26 < 5 ? [90, 90, 95] : [170, 190, 210];
      else if (y < 200) rgb = [120 + (y >> 2), 170 + (y >> 3), 235];
      else rgb = [110 - ((y - 200) >> 2), 140 - ((y - 200) >> 3), 80];
      raw.set(rgb, y * (w * 3 + 1) + 1 + x * 3);
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, k) => {
    let c = k;
    for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const doorScheduleCsv = () =>
  Buffer.from(
    'Mark,Level,Room,Width (mm),Height (mm),Fire rating\nD-001,Ground,Lobby,1200,2400,EI30\nD-002,Ground,Office,900,2100,-\nD-003,Ground,Pump room,1000,2100,EI60\nD-101,Level 1,Open plan,900,2100,-\n',
  );

export const minutesTxt = (project: string) =>
  Buffer.from(
    `${project} - Kick-off meeting minutes\n\n1. Programme: foundations start in week 6.\n2. Drawings: architecture issues the ground floor plan (rev B) for review.\n3. MEP: pump room layout to be coordinated with the structure model.\n4. Next meeting: in two weeks, on site.\n`,
  );
