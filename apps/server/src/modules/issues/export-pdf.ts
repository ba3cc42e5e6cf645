import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

// The issue list as a PDF table (docs/issues.md "Export"): A4 landscape, a title block on the
// first page (project, date, filter summary), the column header repeated on every page, rows as
// tall as their wrapped text (capped), and "page n of m" at the foot of every page. Chinese and
// Japanese text need the system's Noto Sans CJK (one font covers en/zh/ja); without it the
// standard Helvetica is used and CJK characters cannot be drawn.

export const CJK_FONT_PATH = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
export const CJK_FONT_FAMILY = 'NotoSansCJKsc-Regular';

export interface PdfTable {
  title: string;
  /** Lines under the title: date, count, filter summary. */
  subtitle: string[];
  headers: string[];
  rows: string[][];
  /** Relative column widths (one per header). */
  weights: number[];
  /** The footer text of page n of total. */
  pageLabel: (n: number, total: number) => string;
}

export interface PdfOptions {
  /** false writes uncompressed content streams (tests read the text). */
  compress?: boolean;
  fontPath?: string;
}

const MARGIN = 30;
const FONT_SIZE = 7;
const PAD = 2;
/** A very long description is cut here (with an ellipsis) so one row never outgrows a page. */
const MAX_ROW_HEIGHT = 120;
const HEADER_FILL = '#d9e1f2';
const RULE = '#b0b7c3';

export async function writePdf(table: PdfTable, opts: PdfOptions = {}): Promise<{ bytes: Buffer; pages: number; font: string }> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    compress: opts.compress ?? true,
    info: { Title: table.title, Creator: 'Trestle' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const fontPath = opts.fontPath ?? CJK_FONT_PATH;
  let font = 'Helvetica';
  if (existsSync(fontPath)) {
    doc.registerFont('body', fontPath, CJK_FONT_FAMILY);
    font = 'body';
  }
  doc.font(font);

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 14; // room for the footer
  const sum = table.weights.reduce((a, b) => a + b, 0);
  const widths = table.weights.map((w) => (w / sum) * width);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));

  const cellHeight = (text: string, i: number) => (text ? doc.heightOfString(text, { width: widths[i] - 2 * PAD }) : doc.currentLineHeight());
  const rowHeight = (cells: string[]) => Math.min(MAX_ROW_HEIGHT, Math.max(...cells.map((c, i) => cellHeight(c, i)))) + 2 * PAD;

  const drawRow = (cells: string[], y: number, h: number, header: boolean) => {
    if (header) doc.rect(left, y, width, h).fill(HEADER_FILL);
    doc.fillColor('#000000');
    cells.forEach((c, i) => {
      if (!c) return;
      doc.text(c, xs[i] + PAD, y + PAD, { width: widths[i] - 2 * PAD, height: h - 2 * PAD, ellipsis: true, lineBreak: true });
    });
    doc
      .moveTo(left, y + h)
      .lineTo(left + width, y + h)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  };

  // Title block.
  doc.fontSize(14).text(table.title, left, MARGIN, { width });
  doc.fontSize(8);
  for (const line of table.subtitle) doc.text(line, { width });
  doc.fontSize(FONT_SIZE);

  const headerH = rowHeight(table.headers);
  let y = doc.y + 6;
  drawRow(table.headers, y, headerH, true);
  y += headerH;
  for (const cells of table.rows) {
    const h = rowHeight(cells);
    if (y + h > bottom()) {
      doc.addPage();
      y = MARGIN;
      drawRow(table.headers, y, headerH, true);
      y += headerH;
    }
    drawRow(cells, y, h, false);
    y += h;
  }

  // Footers, once the page count is known. The bottom margin is lifted while writing so the
  // text below it does not start a new page.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(7)
      .fillColor('#555555')
      .text(table.pageLabel(i + 1, range.count), left, doc.page.height - MARGIN, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return { bytes: await done, pages: range.count, font: font === 'body' ? CJK_FONT_FAMILY : 'Helvetica' };
}
