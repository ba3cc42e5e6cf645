import yauzl from 'yauzl';

// Converting office and text documents into something the app can show by itself: plain text,
// or tables for spreadsheets. No HTML is produced, so nothing from a file can run in the app.

export type Preview = { kind: 'text'; text: string; truncated: boolean } | { kind: 'table'; sheets: { name: string; rows: string[][] }[]; truncated: boolean };

export const MAX_SOURCE_BYTES = 50 * 1024 * 1024;
const MAX_TEXT = 1_000_000;
const MAX_ROWS = 2000;
const MAX_COLS = 60;

const TEXT_TYPES = new Set(['txt', 'md', 'log', 'json', 'xml', 'ini', 'yaml', 'yml']);
const TABLE_TYPES = new Set(['csv', 'tsv']);
export const CONVERTIBLE = new Set([...TEXT_TYPES, ...TABLE_TYPES, 'docx', 'xlsx', 'pptx']);

export class PreviewError extends Error {}

export async function toPreview(bytes: Buffer, type: string): Promise<Preview> {
  const t = type.toLowerCase();
  if (TEXT_TYPES.has(t)) return text(decode(bytes));
  if (TABLE_TYPES.has(t)) return table([{ name: '', rows: parseDelimited(decode(bytes), t === 'tsv' ? '\t' : sniffDelimiter(decode(bytes))) }]);
  if (t === 'docx') return text(paragraphs(await zipText(bytes, 'word/document.xml'), 'w'));
  if (t === 'pptx') return text(await slides(bytes));
  if (t === 'xlsx') return table(await workbook(bytes));
  throw new PreviewError(`no converter for .${t}`);
}

function decode(bytes: Buffer): string {
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

function text(s: string): Preview {
  return { kind: 'text', text: s.slice(0, MAX_TEXT), truncated: s.length > MAX_TEXT };
}

function table(sheets: { name: string; rows: string[][] }[]): Preview {
  let truncated = false;
  const capped = sheets.map((s) => {
    if (s.rows.length > MAX_ROWS || s.rows.some((r) => r.length > MAX_COLS)) truncated = true;
    return { name: s.name, rows: s.rows.slice(0, MAX_ROWS).map((r) => r.slice(0, MAX_COLS)) };
  });
  return { kind: 'table', sheets: capped, truncated };
}

function sniffDelimiter(s: string): string {
  const first = s.split(/\r?\n/, 1)[0] ?? '';
  return [',', ';', '\t'].sort((a, b) => first.split(b).length - first.split(a).length)[0];
}

/** RFC 4180 fields: quotes, doubled quotes, delimiters and newlines inside quotes. */
export function parseDelimited(s: string, sep: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === sep) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (rows.length > MAX_ROWS) return rows;
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function unxml(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? m),
  );
}

/** Text of <ns:t> runs, one line per <ns:p> paragraph (Word and PowerPoint XML). */
function paragraphs(xml: string, ns: string): string {
  const out: string[] = [];
  for (const p of xml.split(new RegExp(`</${ns}:p>`))) {
    const withTabs = p
      .replace(new RegExp(`<${ns}:tab\\b[^>]*/>`, 'g'), `<${ns}:t>\t</${ns}:t>`)
      .replace(new RegExp(`<${ns}:br\\b[^>]*/>`, 'g'), `<${ns}:t>\n</${ns}:t>`);
    const runs = [...withTabs.matchAll(new RegExp(`<${ns}:t(?:\\s[^>]*)?>([^<]*)</${ns}:t>`, 'g'))].map((m) => unxml(m[1]));
    if (runs.length || out.length) out.push(runs.join(''));
  }
  return out.join('\n').replace(/\n+$/, '');
}

async function slides(bytes: Buffer): Promise<string> {
  const files = await unzip(bytes, (n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
  const ordered = [...files.entries()].sort((a, b) => Number(/(\d+)\.xml$/.exec(a[0])![1]) - Number(/(\d+)\.xml$/.exec(b[0])![1]));
  return ordered.map(([, xml], i) => `— ${i + 1} —\n${paragraphs(xml, 'a')}`).join('\n\n');
}

async function workbook(bytes: Buffer): Promise<{ name: string; rows: string[][] }[]> {
  const files = await unzip(
    bytes,
    (n) => n === 'xl/workbook.xml' || n === 'xl/sharedStrings.xml' || n === 'xl/_rels/workbook.xml.rels' || /^xl\/worksheets\/sheet\d+\.xml$/.test(n),
  );
  const shared = [...(files.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    [...m[1].matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)].map((t) => unxml(t[1])).join(''),
  );
  const rels = new Map(
    [...(files.get('xl/_rels/workbook.xml.rels') ?? '').matchAll(/<Relationship\b[^>]*\bId="([^"]+)"[^>]*\bTarget="([^"]+)"/g)].map((m) => [
      m[1],
      m[2].replace(/^\/?(xl\/)?/, 'xl/'),
    ]),
  );
  const sheets = [...(files.get('xl/workbook.xml') ?? '').matchAll(/<sheet\b[^>]*\bname="([^"]*)"[^>]*\br:id="([^"]+)"/g)].map((m) => ({
    name: unxml(m[1]),
    path: rels.get(m[2]) ?? '',
  }));
  return sheets.map((s) => ({ name: s.name, rows: sheetRows(files.get(s.path) ?? '', shared) }));
}

function sheetRows(xml: string, shared: string[]): string[][] {
  const rows: string[][] = [];
  for (const r of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const at = /\br="(\d+)"/.exec(r[1])?.[1];
    const index = at ? Number(at) - 1 : rows.length;
    if (index >= MAX_ROWS + 1) break;
    const cells: string[] = [];
    for (const c of (r[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = /\br="([A-Z]+)\d+"/.exec(c[1])?.[1];
      const type = /\bt="(\w+)"/.exec(c[1])?.[1];
      const v = /<v>([^<]*)<\/v>/.exec(c[2] ?? '')?.[1];
      const inline = [...(c[2] ?? '').matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)].map((m) => m[1]).join('');
      const value = type === 's' ? (shared[Number(v)] ?? '') : type === 'inlineStr' ? unxml(inline) : unxml(v ?? '');
      const col = ref ? [...ref].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1 : cells.length;
      while (cells.length < col) cells.push('');
      cells[col] = value;
    }
    while (rows.length < index) rows.push([]);
    rows[index] = cells;
  }
  return rows;
}

async function zipText(bytes: Buffer, name: string): Promise<string> {
  const files = await unzip(bytes, (n) => n === name);
  const xml = files.get(name);
  if (xml === undefined) throw new PreviewError(`not a valid document: ${name} is missing`);
  return xml;
}

/** The wanted entries of a zip, as UTF-8 text (each at most 20 MB uncompressed). */
function unzip(bytes: Buffer, want: (name: string) => boolean): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(new PreviewError('not a valid document (zip container)'));
      const out = new Map<string, string>();
      zip.on('error', () => reject(new PreviewError('not a valid document (zip container)')));
      zip.on('entry', (e: yauzl.Entry) => {
        if (!want(e.fileName)) return zip.readEntry();
        if (e.uncompressedSize > 20 * 1024 * 1024) return reject(new PreviewError('document part too large to preview'));
        zip.openReadStream(e, (err2, s) => {
          if (err2 || !s) return reject(new PreviewError('not a valid document'));
          const chunks: Buffer[] = [];
          s.on('data', (c: Buffer) => chunks.push(c));
          s.on('error', () => reject(new PreviewError('not a valid document')));
          s.on('end', () => {
            out.set(e.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}
