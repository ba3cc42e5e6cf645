import { ZipFile } from 'yazl';

// A minimal SpreadsheetML (Office Open XML) workbook written by hand (docs/issues.md "Export",
// docs/staff.md "Export and import"):
// one worksheet with inline strings (no shared-string table to keep in step), a styles part with
// a bold, shaded header, column widths from the content and a frozen header row. Numbers are
// written as numbers so Excel can sum them.

export type Cell = string | number | null;

export interface Sheet {
  name: string;
  headers: string[];
  rows: Cell[][];
}

const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// eslint-disable-next-line no-control-regex -- these are the control characters XML 1.0 forbids; matching them is the point
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text safe inside XML: escaped, and without the control characters XML 1.0 forbids. */
export function xmlText(s: string): string {
  return s.replace(XML_FORBIDDEN, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnName(i: number): string {
  let n = i + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** Display width in character units: CJK and other wide characters take two. */
function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return w;
}

/** Each column as wide as its longest line (header included), between 8 and 60 characters. */
export function columnWidths(sheet: Sheet): number[] {
  return sheet.headers.map((h, c) => {
    let max = displayWidth(h);
    for (const row of sheet.rows) {
      const v = row[c];
      if (v === null || v === undefined) continue;
      for (const line of String(v).split('\n')) max = Math.max(max, displayWidth(line));
    }
    return Math.min(60, Math.max(8, max + 2));
  });
}

// Style indexes into cellXfs below.
const STYLE_HEADER = 1;
const STYLE_BODY = 2;

function cellXml(ref: string, v: Cell, style: number): string {
  if (v === null || v === undefined || v === '') return `<c r="${ref}" s="${style}"/>`;
  if (typeof v === 'number' && Number.isFinite(v)) return `<c r="${ref}" s="${style}"><v>${v}</v></c>`;
  return `<c r="${ref}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${xmlText(String(v))}</t></is></c>`;
}

export function sheetXml(sheet: Sheet): string {
  const widths = columnWidths(sheet);
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  const row = (cells: Cell[], r: number, style: number) => `<row r="${r}">${cells.map((v, c) => cellXml(`${columnName(c)}${r}`, v, style)).join('')}</row>`;
  const body = [row(sheet.headers, 1, STYLE_HEADER), ...sheet.rows.map((cells, i) => row(cells, i + 2, STYLE_BODY))].join('');
  const last = `${columnName(Math.max(0, sheet.headers.length - 1))}${sheet.rows.length + 1}`;
  return (
    XML_HEAD +
    `<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    `<dimension ref="A1:${last}"/>` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    `<cols>${cols}</cols>` +
    `<sheetData>${body}</sheetData>` +
    '</worksheet>'
  );
}

const STYLES =
  XML_HEAD +
  `<styleSheet xmlns="${NS_MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
  '<fill><patternFill patternType="solid"><fgColor rgb="FFD9E1F2"/><bgColor indexed="64"/></patternFill></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

/** The workbook's parts by path. */
export function workbookParts(sheet: Sheet): Map<string, string> {
  const parts = new Map<string, string>();
  parts.set(
    '[Content_Types].xml',
    XML_HEAD +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
  );
  parts.set(
    '_rels/.rels',
    XML_HEAD + `<Relationships xmlns="${NS_PKG_REL}"><Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  parts.set(
    'xl/workbook.xml',
    XML_HEAD +
      `<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><sheets><sheet name="${xmlText(sheetName(sheet.name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  parts.set(
    'xl/_rels/workbook.xml.rels',
    XML_HEAD +
      `<Relationships xmlns="${NS_PKG_REL}">` +
      `<Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/>` +
      '</Relationships>',
  );
  parts.set('xl/worksheets/sheet1.xml', sheetXml(sheet));
  parts.set('xl/styles.xml', STYLES);
  return parts;
}

/** The .xlsx file of one sheet. */
export function writeXlsx(sheet: Sheet, mtime = new Date()): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [path, xml] of workbookParts(sheet)) zip.addBuffer(Buffer.from(xml, 'utf8'), path, { mtime });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
