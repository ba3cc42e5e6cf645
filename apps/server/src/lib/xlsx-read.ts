import yauzl from 'yauzl';
import { XMLParser } from 'fast-xml-parser';

// Reads the first worksheet of an .xlsx workbook as rows of text (docs/staff.md "Export and
// import"): shared strings, inline strings (rich text runs joined), formula results and numbers.
// Only the parts needed are inflated, each within a byte limit counted while reading, so a
// zip bomb or an oversized sheet stops early.

export class XlsxReadError extends Error {
  constructor(readonly reason: 'unreadable' | 'tooLarge') {
    super(reason);
  }
}

const PART_LIMIT = 20 * 1024 * 1024;

function readParts(bytes: Buffer, wanted: (name: string) => boolean): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(new XlsxReadError('unreadable'));
      const out = new Map<string, string>();
      const fail = (e: XlsxReadError) => {
        zip.close();
        reject(e);
      };
      zip.on('error', () => reject(new XlsxReadError('unreadable')));
      zip.on('entry', (e: yauzl.Entry) => {
        const name = e.fileName.replace(/\\/g, '/');
        if (name.endsWith('/') || !wanted(name)) return zip.readEntry();
        if (e.uncompressedSize > PART_LIMIT) return fail(new XlsxReadError('tooLarge'));
        zip.openReadStream(e, (err2, s) => {
          if (err2 || !s) return fail(new XlsxReadError('unreadable'));
          const chunks: Buffer[] = [];
          let size = 0;
          s.on('data', (c: Buffer) => {
            size += c.length;
            if (size > PART_LIMIT) {
              s.destroy();
              fail(new XlsxReadError('tooLarge'));
              return;
            }
            chunks.push(c);
          });
          s.on('error', () => fail(new XlsxReadError('unreadable')));
          s.on('end', () => {
            out.set(name, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  trimValues: false,
  isArray: (name) => ['row', 'c', 'si', 'r', 'sheet', 'Relationship'].includes(name),
});

type XNode = Record<string, unknown>;

const parse = (text: string): XNode => parser.parse(text.replace(/^\uFEFF/, '')) as XNode;
const obj = (v: unknown): XNode => (v && typeof v === 'object' && !Array.isArray(v) ? (v as XNode) : {});
const list = (v: unknown): XNode[] => (Array.isArray(v) ? v.map(obj) : v ? [obj(v)] : []);

/** The text of a <t>, an <si>/<is> (plain or rich runs) or a <v>. */
function textOf(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.map(textOf).join('');
  const o = v as XNode;
  if ('#text' in o) return textOf(o['#text']);
  let s = '';
  if ('t' in o) s += textOf(o.t);
  if ('r' in o)
    s += list(o.r)
      .map((run) => textOf(run.t))
      .join('');
  return s;
}

/** "BC12" → 54 (zero-based column). */
function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/i.exec(ref)?.[0].toUpperCase() ?? '';
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Where the workbook keeps its first sheet (xl/worksheets/sheet1.xml when it does not say). */
function firstSheetPath(parts: Map<string, string>): string {
  try {
    const wb = parse(parts.get('xl/workbook.xml') ?? '');
    const sheet = list(obj(obj(wb.workbook).sheets).sheet)[0];
    const rid = sheet?.['@_id'] as string | undefined;
    const rels = parse(parts.get('xl/_rels/workbook.xml.rels') ?? '');
    const rel = list(obj(rels.Relationships).Relationship).find((r) => r['@_Id'] === rid);
    const target = rel?.['@_Target'] as string | undefined;
    if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  } catch {
    // fall through to the usual name
  }
  return 'xl/worksheets/sheet1.xml';
}

/** The first worksheet's rows (empty rows dropped), each cell as trimmed text, up to maxRows + 1 rows. */
export async function readFirstSheet(bytes: Buffer, maxRows: number): Promise<string[][]> {
  const parts = await readParts(
    bytes,
    (n) => n === 'xl/workbook.xml' || n === 'xl/_rels/workbook.xml.rels' || n === 'xl/sharedStrings.xml' || n.startsWith('xl/worksheets/'),
  );
  const sheetXml = parts.get(firstSheetPath(parts));
  if (!sheetXml) throw new XlsxReadError('unreadable');
  let shared: string[];
  let sheet: XNode;
  try {
    shared = list(obj(parse(parts.get('xl/sharedStrings.xml') ?? '').sst).si).map(textOf);
    sheet = parse(sheetXml);
  } catch {
    throw new XlsxReadError('unreadable');
  }
  const rows: string[][] = [];
  for (const row of list(obj(obj(sheet.worksheet).sheetData).row)) {
    const cells: string[] = [];
    let next = 0;
    for (const c of list(row.c)) {
      const ref = c['@_r'];
      const col = typeof ref === 'string' ? columnIndex(ref) : next;
      next = col + 1;
      const type = c['@_t'];
      let value: string;
      if (type === 's') value = shared[Number(textOf(c.v))] ?? '';
      else if (type === 'inlineStr') value = textOf(c.is);
      else value = textOf(c.v);
      cells[col] = value.trim();
    }
    const filled = Array.from(cells, (v) => v ?? '');
    if (filled.some((v) => v !== '')) rows.push(filled);
    if (rows.length > maxRows + 1) throw new XlsxReadError('tooLarge');
  }
  return rows;
}
