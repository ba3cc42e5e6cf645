import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildOutsider, demoProjects } from '../../../test/factories';
import { md5Of, putFile, testFile, uploadDms } from '../../../test/files';
import { createWorker } from '../../../jobs/queue';
import { fileJobs } from '../storage/housekeeping';
import { parseDelimited } from './preview';

let t: TestApp;
let member: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.login('member');
  projectId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

function zip(files: Record<string, string>): Promise<Buffer> {
  const z = new ZipFile();
  for (const [name, text] of Object.entries(files)) z.addBuffer(Buffer.from(text), name);
  z.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    z.outputStream.on('data', (c: Buffer) => chunks.push(c));
    z.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Requests the conversion, runs the worker, asks again. */
async function convert(name: string, bytes: Buffer) {
  const f = await putFile(t, member, projectId, name, bytes);
  const first = (await t.post('/account/file-conver', { projectId, fileId: f._id }, member)).body.data;
  await createWorker(t.deps.db, fileJobs(t.deps)).drain();
  const second = (await t.post('/account/file-conver', { projectId, fileId: f._id }, member)).body.data;
  return { first, second, file: f };
}

describe('file-conver: previews of office and text documents', () => {
  it('turns a Word document into its paragraphs', async () => {
    const docx = await zip({
      'word/document.xml':
        '<w:document><w:body><w:p><w:r><w:t>Scope</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">of works &amp; fees</w:t></w:r></w:p><w:p><w:r><w:t>第二段：基础</w:t></w:r></w:p></w:body></w:document>',
    });
    const { first, second } = await convert('contract.docx', docx);
    expect(first).toMatchObject({ status: 'converting', openWay: 'office' });
    expect(second).toMatchObject({ status: 'complete', preview: { kind: 'text', text: 'Scope\tof works & fees\n第二段：基础', truncated: false } });
  });
  it('turns a spreadsheet into its sheets, in workbook order, with shared and inline strings', async () => {
    const xlsx = await zip({
      'xl/workbook.xml': '<workbook><sheets><sheet name="Doors" sheetId="1" r:id="rId2"/><sheet name="Notes" sheetId="2" r:id="rId1"/></sheets></workbook>',
      'xl/_rels/workbook.xml.rels':
        '<Relationships><Relationship Id="rId1" Type="ws" Target="worksheets/sheet2.xml"/><Relationship Id="rId2" Type="ws" Target="worksheets/sheet1.xml"/></Relationships>',
      'xl/sharedStrings.xml': '<sst><si><t>Mark</t></si><si><t>Width</t></si><si><r><t>D-</t></r><r><t>001</t></r></si></sst>',
      'xl/worksheets/sheet1.xml':
        '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="C2"><v>1200</v></c></row></sheetData></worksheet>',
      'xl/worksheets/sheet2.xml': '<worksheet><sheetData><row r="1"/><row r="2"><c r="B2" t="inlineStr"><is><t>备注</t></is></c></row></sheetData></worksheet>',
    });
    const { second } = await convert('schedule.xlsx', xlsx);
    expect(second.preview).toEqual({
      kind: 'table',
      truncated: false,
      sheets: [
        {
          name: 'Doors',
          rows: [
            ['Mark', 'Width'],
            ['D-001', '', '1200'],
          ],
        },
        { name: 'Notes', rows: [[], ['', '备注']] },
      ],
    });
  });
  it('turns slides, text and CSV into previews', async () => {
    const pptx = await zip({
      'ppt/slides/slide10.xml': '<p:sld><a:p><a:r><a:t>Last</a:t></a:r></a:p></p:sld>',
      'ppt/slides/slide2.xml': '<p:sld><a:p><a:r><a:t>Programme</a:t></a:r></a:p><a:p><a:r><a:t>Week 6</a:t></a:r></a:p></p:sld>',
    });
    expect((await convert('kickoff.pptx', pptx)).second.preview.text).toBe('— 1 —\nProgramme\nWeek 6\n\n— 2 —\nLast');
    expect((await convert('notes.txt', Buffer.from('\uFEFF会议纪要\nline 2'))).second.preview).toEqual({
      kind: 'text',
      text: '会议纪要\nline 2',
      truncated: false,
    });
    const csv = await convert('doors.csv', Buffer.from('Mark;Note\nD-1;"says ""hi""; twice"\n'));
    expect(csv.second.preview.sheets[0].rows).toEqual([
      ['Mark', 'Note'],
      ['D-1', 'says "hi"; twice'],
    ]);
  });
  it('converts again after a cover: the preview never shows the replaced content', async () => {
    const { second, file } = await convert('site diary.txt', Buffer.from('Monday: pour slab'));
    expect(second.preview.text).toBe('Monday: pour slab');
    const cover = Buffer.from('Tuesday: strike formwork');
    await uploadDms(
      t,
      member,
      { projectId, fileName: 'site diary.txt', md5: md5Of(cover), projectFileId: file._id, uploadType: 'cover' },
      { name: 'site diary.txt', bytes: cover },
    );
    expect((await t.post('/account/file-conver', { projectId, fileId: file._id }, member)).body.data.status).toBe('converting');
    await createWorker(t.deps.db, fileJobs(t.deps)).drain();
    expect((await t.post('/account/file-conver', { projectId, fileId: file._id }, member)).body.data.preview.text).toBe('Tuesday: strike formwork');
  });
  it('needs no conversion for images and PDF, leaves models to the viewers, and reports broken documents', async () => {
    const pdf = testFile('pdf/basement.pdf');
    const p = await putFile(t, member, projectId, 'plan.pdf', pdf.bytes);
    expect((await t.post('/account/file-conver', { projectId, fileId: p._id }, member)).body.data).toMatchObject({
      status: 'complete',
      openWay: 'pdf',
      preview: null,
    });
    const ifc = testFile('ifc/IfcOpenHouse_IFC4.ifc');
    const m = await putFile(t, member, projectId, ifc.name, ifc.bytes);
    expect((await t.post('/account/file-conver', { projectId, fileId: m._id }, member)).body.data).toMatchObject({ status: 'unsupported', openWay: 'model' });
    const broken = await convert('broken.docx', Buffer.from('not a zip at all'));
    expect(broken.second).toMatchObject({ status: 'error', error: 'not a valid document (zip container)' });
    const retried = (await t.post('/account/file-conver', { projectId, fileId: broken.file._id, retry: true }, member)).body.data;
    expect(retried.status).toBe('converting');
  });
  it('refuses outsiders, folders and bad input', async () => {
    const out = await buildOutsider(t);
    const f = await putFile(t, member, projectId, 'x.txt', Buffer.from('x'));
    expect((await t.post('/account/file-conver', { projectId, fileId: f._id }, out.token)).body.errorCode).toBe(401);
    expect((await t.post('/account/file-conver', { projectId }, member)).status).toBe(400);
    expect((await t.post('/account/file-conver', { projectId, fileId: 'nope' }, member)).status).toBe(404);
  });
  it('parses quoted CSV fields with newlines', () => {
    expect(parseDelimited('a,"b\nc",d\r\ne,f', ',')).toEqual([
      ['a', 'b\nc', 'd'],
      ['e', 'f'],
    ]);
  });
});
