import { existsSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipAll } from '../annotations/bcf-import';
import { issueCc } from './tables';
import { CJK_FONT_PATH, writePdf } from './export-pdf';
import { columnName } from '../../lib/xlsx';
import { kit, type Kit } from './seeded-kit';
import { untargetedRoutes } from '../../test/oplog';

// The issue export: an .xlsx workbook (unzipped and its sheet parsed here) and a PDF table (text
// read back with pdfjs), headers and words in the caller's language, the list's filters applied.

let k: Kit;
let meetingId: string;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  k = await kit();
  meetingId = (await k.post('/protected/meeting/add', { code: 'EXP-M1' })).body.data.id;
  const a = await k.issue({
    code: 'EX-001',
    createdAt: new Date('2026-03-01T08:00:00Z'),
    description: 'Duct clashes with beam B12\nsee level 3',
    status: 'underway',
    importance: 'urgent',
    leaderId: k.memberId,
    meetingId,
    axisCode: 'C/4',
    axisHeight: '+3.600',
    specialty: 'MEP',
    dueDate: '2026-06-30',
  });
  await k.t.deps.db.insert(issueCc).values({ issueId: a, userId: k.padminId });
  await k.issue({ code: 'EX-002', createdAt: new Date('2026-03-02T08:00:00Z'), description: '楼板开洞位置不明', status: 'closed', importance: 'normal' });
  await k.issue({
    code: 'EX-003',
    createdAt: new Date('2026-03-03T08:00:00Z'),
    description: 'Door swing conflicts',
    status: 'pending',
    importance: 'very_urgent',
    createdBy: k.memberId,
  });
});
afterAll(() => k.t.close());

const exportUrl = (q: Record<string, string | string[]>) => {
  const p = new URLSearchParams({ projectId: k.projectId });
  for (const [key, v] of Object.entries(q)) for (const x of [v].flat()) p.append(key, x);
  return `/protected/issue/export?${p}`;
};
const download = async (q: Record<string, string | string[]>, token = k.member, lang = 'en') => {
  const res = await k.t.app.inject({ method: 'GET', url: exportUrl(q), headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });
  return res;
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ['row', 'c', 'col', 'xf', 'font', 'Override', 'Relationship'].includes(name),
});

/** fast-xml-parser's tree of a workbook part: the tests walk it by element name and check it with expect. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed XML tree whose shape is the document's; typing each OOXML part read here would add nothing the expect()s do not check
type Xml = Record<string, any>;
async function workbook(bytes: Buffer) {
  const files = await unzipAll(bytes);
  const xml = (name: string): Xml => parser.parse(files.get(name)!.toString('utf8'));
  const sheet = xml('xl/worksheets/sheet1.xml').worksheet;
  const text = (c: Xml) => (c['@_t'] === 'inlineStr' ? String(c.is.t['#text'] ?? c.is.t) : c.v !== undefined ? Number(c.v) : null);
  const rows: (string | number | null)[][] = sheet.sheetData.row.map((r: Xml) => r.c.map(text));
  return { files, xml, sheet, rows };
}

/**
 * The text of each page, read back from the PDF without a PDF library (pdfjs needs a newer Node
 * than ours): content streams are inflated, the hex strings of their TJ operators decoded —
 * through the embedded font's ToUnicode map (pdfkit's subset: code = index in the map), or as
 * single bytes for the standard Helvetica.
 */
function pdfText(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  const streams: string[] = [];
  for (const m of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const body = bytes.subarray(start, end);
    let text: string;
    try {
      text = (m[1].includes('/FlateDecode') ? inflateSync(body) : body).toString('latin1');
    } catch {
      continue;
    }
    streams.push(text);
  }
  const cmap = streams.find((s) => s.includes('beginbfrange'));
  const toUnicode = new Map<number, string>();
  if (cmap) {
    for (const r of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
      const first = parseInt(r[1], 16);
      [...r[3].matchAll(/<([0-9a-f ]+)>/gi)].forEach((e, i) => {
        toUnicode.set(first + i, String.fromCharCode(...e[1].split(' ').map((h) => parseInt(h, 16))));
      });
    }
  }
  const decode = (hex: string) => {
    if (!cmap)
      return hex
        .match(/../g)!
        .map((h) => String.fromCharCode(parseInt(h, 16)))
        .join('');
    return hex
      .match(/..../g)!
      .map((h) => toUnicode.get(parseInt(h, 16)) ?? '?')
      .join('');
  };
  return streams
    .filter((s) => / TJ/.test(s))
    .map((s) => [...s.matchAll(/\[([^\]]*)\] TJ/g)].map((tj) => [...tj[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => decode(h[1])).join('')).join(' '));
}

describe('xlsx', () => {
  it('writes a workbook with every filtered issue, a bold frozen header and column widths', async () => {
    const res = await download({ format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toContain(`Harbour View Residences - Issues - ${today()}.xlsx`);
    const { files, xml, sheet, rows } = await workbook(res.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(xml('[Content_Types].xml').Types.Override.map((o: Xml) => o['@_PartName'])).toEqual([
      '/xl/workbook.xml',
      '/xl/worksheets/sheet1.xml',
      '/xl/styles.xml',
    ]);
    expect(xml('xl/workbook.xml').workbook.sheets.sheet['@_name']).toBe('Issues');
    expect(rows[0]).toEqual([
      'Code',
      'Description',
      'Status',
      'Importance',
      'Leader',
      'Cc',
      'Raised by',
      'Created',
      'Due date',
      'Meeting',
      'Drawing / model',
      'Axis code',
      'Axis height',
      'Specialty',
      'Replies',
      'Task',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['EX-003', 'EX-002', 'EX-001']);
    const ex1 = rows[3];
    expect(ex1.slice(0, 7)).toEqual(['EX-001', 'Duct clashes with beam B12\nsee level 3', 'In progress', 'Urgent', 'Mia Member', 'Paul Admin', 'Paul Admin']);
    expect(ex1[7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(ex1.slice(8)).toEqual(['2026-06-30', 'EXP-M1', null, 'C/4', '+3.600', 'MEP', 0, null]);
    // Header style: bold font with a fill; the header row is frozen.
    const styles = xml('xl/styles.xml').styleSheet;
    const headerXf = styles.cellXfs.xf[Number(sheet.sheetData.row[0].c[0]['@_s'])];
    expect(styles.fonts.font[Number(headerXf['@_fontId'])]).toHaveProperty('b');
    expect(sheet.sheetViews.sheetView.pane).toMatchObject({ '@_ySplit': '1', '@_state': 'frozen', '@_topLeftCell': 'A2' });
    const widths = sheet.cols.col.map((c: Xml) => Number(c['@_width']));
    expect(widths).toHaveLength(16);
    expect(widths[1]).toBeGreaterThan(widths[0]); // the description column is wider than the code
    expect(sheet.dimension['@_ref']).toBe(`A1:${columnName(15)}4`);
  });

  it('speaks the language asked for (lang, else Accept-Language)', async () => {
    const zh = await workbook((await download({ format: 'xlsx', lang: 'zh' })).rawPayload);
    expect(zh.rows[0].slice(0, 4)).toEqual(['编号', '描述', '状态', '重要程度']);
    expect(zh.rows.find((r) => r[0] === 'EX-002')!.slice(1, 4)).toEqual(['楼板开洞位置不明', '已关闭', '一般']);
    const ja = await workbook((await download({ format: 'xlsx' }, k.member, 'ja')).rawPayload);
    expect(ja.rows.find((r) => r[0] === 'EX-003')!.slice(2, 4)).toEqual(['未対応', '最緊急']);
  });

  it('applies the list filters', async () => {
    const byStatus = await workbook((await download({ format: 'xlsx', status: ['pending', 'underway'] })).rawPayload);
    expect(byStatus.rows.slice(1).map((r) => r[0])).toEqual(['EX-003', 'EX-001']);
    const byMeeting = await workbook((await download({ format: 'xlsx', meetingId })).rawPayload);
    expect(byMeeting.rows.slice(1).map((r) => r[0])).toEqual(['EX-001']);
    const none = await workbook((await download({ format: 'xlsx', search: 'no such thing' })).rawPayload);
    expect(none.rows).toHaveLength(1);
  });
});

describe('pdf', () => {
  it('writes an A4 landscape table with the title, filters and the codes', async () => {
    const res = await download({ format: 'pdf', importance: 'urgent' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(`.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdfText(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Harbour View Residences');
    expect(pages[0]).toContain('Importance: Urgent');
    expect(pages[0]).toContain('EX-001');
    expect(pages[0]).not.toContain('EX-003');
    expect(pages[0]).toContain('Page 1 of 1');
  });

  it.skipIf(!existsSync(CJK_FONT_PATH))('draws Chinese text through the Noto CJK font', async () => {
    const res = await download({ format: 'pdf', lang: 'zh' });
    const text = pdfText(res.rawPayload).join(' ').replace(/\s+/g, '');
    expect(text).toContain('楼板开洞位置不明');
    expect(text).toContain('重要程度');
    expect(res.rawPayload.toString('latin1')).toContain('NotoSansCJK');
  });

  it('repeats the header on every page and numbers the pages for many rows', async () => {
    const rows = Array.from({ length: 130 }, (_, i) => [
      `R-${String(i).padStart(3, '0')}`,
      'A one-line description',
      'Pending',
      'Normal',
      '',
      '',
      'Paul Admin',
      '2026-05-01 08:00',
      '',
      '',
      '',
      '',
      '',
      '',
      '0',
      '',
    ]);
    const headers = [
      'Code',
      'Description',
      'Status',
      'Importance',
      'Leader',
      'Cc',
      'Raised by',
      'Created',
      'Due date',
      'Meeting',
      'Drawing / model',
      'Axis code',
      'Axis height',
      'Specialty',
      'Replies',
      'Task',
    ];
    const out = await writePdf(
      { title: 'Many', subtitle: ['x'], headers, rows, weights: headers.map(() => 1), pageLabel: (n, t) => `Page ${n} of ${t}` },
      { compress: false },
    );
    expect(out.pages).toBeGreaterThanOrEqual(3);
    // Uncompressed: the page objects can be counted in the file itself.
    expect(out.bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(out.pages);
    const pages = pdfText(out.bytes);
    expect(pages).toHaveLength(out.pages);
    pages.forEach((p, i) => {
      expect(p).toContain('Code');
      expect(p).toContain(`Page ${i + 1} of ${out.pages}`);
    });
    const all = pages.join(' ');
    for (const r of rows) expect(all).toContain(r[0]);
    // Every row on exactly one page.
    expect(pages.map((p) => (p.match(/R-\d{3}/g) ?? []).length).reduce((a, b) => a + b, 0)).toBe(130);
  });

  it('falls back to Helvetica when the CJK font is missing', async () => {
    const out = await writePdf(
      { title: 'T', subtitle: [], headers: ['Code'], rows: [['A-1']], weights: [1], pageLabel: () => 'p' },
      { fontPath: '/nonexistent.ttc' },
    );
    expect(out.font).toBe('Helvetica');
    expect(pdfText(out.bytes)[0]).toContain('A-1');
  });
});

describe('refusals', () => {
  it('needs issue:export; an outsider is refused', async () => {
    await k.grant('issue', { export: false });
    try {
      const r = await download({ format: 'xlsx' });
      expect(r.statusCode).toBe(403);
      expect(JSON.parse(r.body).msg).toBe('You do not have permission to operate');
    } finally {
      await k.grant('issue', { export: true });
    }
    expect((await download({ format: 'pdf' }, k.outsider)).statusCode).toBe(403);
    expect((await k.t.app.inject({ method: 'GET', url: exportUrl({ format: 'pdf' }) })).statusCode).toBe(401);
  });

  it('refuses a bad format, status or date with a clear message', async () => {
    const bad = await download({ format: 'docx' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).msg).toContain('Export as xlsx or pdf');
    expect((await download({ format: 'xlsx', status: 'open' })).statusCode).toBe(400);
    expect((await download({ format: 'xlsx', dateFrom: '2026-02-31x' })).statusCode).toBe(400);
    expect((await download({ format: 'xlsx', lang: 'fr' })).statusCode).toBe(400);
    const noProject = await k.t.app.inject({ method: 'GET', url: '/protected/issue/export?format=xlsx', headers: { authorization: `Bearer ${k.member}` } });
    expect(noProject.statusCode).toBe(400);
  });
});

describe('operation log', () => {
  it('names a target in every row these writes left', async () => {
    expect(await untargetedRoutes(k.t.deps.db)).toEqual([]);
  });
});
