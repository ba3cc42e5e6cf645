import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { writeXlsx } from './xlsx';
import { readFirstSheet, XlsxReadError } from './xlsx-read';

// The reader takes what Excel and LibreOffice write (shared strings, rich text, numbers, gaps)
// and what our own writer writes (inline strings).

function zip(parts: Record<string, string>): Promise<Buffer> {
  const z = new ZipFile();
  for (const [name, text] of Object.entries(parts)) z.addBuffer(Buffer.from(text), name);
  z.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    z.outputStream.on('data', (c: Buffer) => chunks.push(c));
    z.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

describe('readFirstSheet', () => {
  it('reads back what writeXlsx wrote', async () => {
    const bytes = await writeXlsx({
      name: 'Staff',
      headers: ['Name', 'Post'],
      rows: [
        ['Zoë <Z> & Co', 'Surveyor'],
        ['李雷', null],
        ['N', 42],
      ],
    });
    expect(await readFirstSheet(bytes, 10)).toEqual([
      ['Name', 'Post'],
      ['Zoë <Z> & Co', 'Surveyor'],
      ['李雷', ''],
      ['N', '42'],
    ]);
  });

  it('reads shared strings, rich text runs, skipped columns and the sheet the workbook names first', async () => {
    const bytes = await zip({
      'xl/workbook.xml': `<workbook xmlns="${NS}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="People" sheetId="1" r:id="rId7"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels':
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="x" Target="worksheets/people.xml"/></Relationships>',
      'xl/sharedStrings.xml': `<sst xmlns="${NS}"><si><t>name</t></si><si><r><t>Ada </t></r><r><rPr><b/></rPr><t>Lovelace</t></r></si><si><t xml:space="preserve"> post </t></si></sst>`,
      'xl/worksheets/people.xml': `<worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>2</v></c></row><row r="2"/><row r="3"><c r="A3" t="s"><v>1</v></c><c r="C3" t="str"><v>Analyst</v></c></row></sheetData></worksheet>`,
    });
    expect(await readFirstSheet(bytes, 10)).toEqual([
      ['name', '', 'post'],
      ['Ada Lovelace', '', 'Analyst'],
    ]);
  });

  it('refuses what is not a workbook and a sheet over the row limit', async () => {
    await expect(readFirstSheet(Buffer.from('not a zip'), 10)).rejects.toBeInstanceOf(XlsxReadError);
    const big = await writeXlsx({ name: 'S', headers: ['a'], rows: Array.from({ length: 20 }, (_, i) => [`r${i}`]) });
    await expect(readFirstSheet(big, 5)).rejects.toMatchObject({ reason: 'tooLarge' });
  });
});
