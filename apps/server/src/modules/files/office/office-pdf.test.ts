import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildOutsider, demoProjects } from '../../../test/factories';
import { md5Of, putFile, uploadDms } from '../../../test/files';
import { docx, xlsx, zipOf } from '../../../test/office-docs';
import { createWorker } from '../../../jobs/queue';
import { jobs } from '../../../jobs/tables';
import { builtInRoleId } from '../../roles/service';
import { collectOrphans } from '../storage/content';
import { fileJobs } from '../storage/housekeeping';
import { findLibreOffice } from './libreoffice';
import { blobs, officePdfs } from '../tables';

// Office documents as PDF (POST /account/file-conver with target 'pdf'). The conversions run the
// real LibreOffice when it is installed; without it those tests are skipped, and say why.

// As the test apps see it: LibreOffice on PATH (they are given no LIBREOFFICE_PATH).
const soffice = findLibreOffice();
if (!soffice)
  console.warn(
    'office-pdf.test.ts: LibreOffice (soffice) is not installed: the conversion tests are skipped. Install it (README, optional LibreOffice) to run them.',
  );
const withLibreOffice = soffice ? describe : describe.skip;
// A conversion runs LibreOffice, several times slower on a loaded 2-core machine: the tests and
// the server's own limit leave it room.
const HEAVY_MS = 300_000;

let t: TestApp;
let member: string;
let padmin: string;
let projectId: string;
const clock = { now: Date.now() };

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock.now), env: { OFFICE_CONVERT_TIMEOUT_SECONDS: String(HEAVY_MS / 1000) } });
  member = await t.login('member');
  padmin = await t.login('padmin');
  projectId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

const asPdf = (fileId: string, token = member, extra: object = {}) => t.post('/account/file-conver', { projectId, fileId, target: 'pdf', ...extra }, token);
const drain = () => createWorker(t.deps.db, fileJobs(t.deps)).drain();
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

async function fetchTicket(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

describe('check-open-way', () => {
  it('answers office, and whether office files can be shown as PDF on this server', async () => {
    for (const type of ['docx', 'XLS', 'pptx', 'odt']) {
      const r = await t.get(`/account/file-conver/check-open-way/${type}`, member);
      expect(r.body.data).toEqual({ fileType: type.toLowerCase(), openWay: 'office', pdfConversion: !!soffice });
    }
    expect((await t.get('/account/file-conver/check-open-way/pdf', member)).body.data).toEqual({ fileType: 'pdf', openWay: 'pdf', pdfConversion: false });
    expect((await t.get('/account/file-conver/check-open-way/txt', member)).body.data.pdfConversion).toBe(false);
  });
  it('needs a session and a sensible type', async () => {
    expect((await t.get('/account/file-conver/check-open-way/docx', null)).body.errorCode).toBe(40100);
    expect((await t.get(`/account/file-conver/check-open-way/${'x'.repeat(30)}`, member)).status).toBe(400);
  });
});

describe('file-conver target pdf: inputs and access', () => {
  it('says unsupported for what is not an office document, and refuses folders and bad input', async () => {
    const txt = await putFile(t, member, projectId, 'notes.txt', Buffer.from('hello'));
    expect((await asPdf(txt._id)).body.data).toMatchObject({ status: 'unsupported', target: 'pdf', url: null });
    const folder = (await t.post('/protected/file/create-many-folder', { projectId, folderArr: ['Office docs'] }, member)).body.data.folderInfoArr[0].id;
    expect((await asPdf(folder)).status).toBe(400);
    const bad = await t.post('/account/file-conver', { projectId, fileId: txt._id, target: 'html' }, member);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('preview or pdf');
    expect((await asPdf('nope')).status).toBe(404);
  });
  it('refuses outsiders, and members without the right to open the file', async () => {
    const out = await buildOutsider(t);
    const doc = await putFile(t, padmin, projectId, 'fee proposal.docx', docx(['Fees']));
    expect((await asPdf(doc._id, out.token)).body.errorCode).toBe(401);
    const folder = (await t.post('/protected/file/create-many-folder', { projectId, folderArr: ['Commercial'] }, padmin)).body.data.folderInfoArr[0].id;
    const hidden = await putFile(t, padmin, projectId, 'tender.docx', docx(['Tender']), folder);
    const p = (await demoProjects(t.deps.db)).harbour;
    const memberRole = await builtInRoleId(t.deps.db, { enterpriseId: p.enterpriseId, projectId }, 'project_member');
    await t.post(
      '/protected/role-mysql/save-file-roles',
      { projectId, fileId: folder, moduleType: 'dms', permissionType: 'restricted', roles: [{ roleId: memberRole, actions: [] }] },
      padmin,
    );
    expect((await asPdf(hidden._id)).body.errorCode).toBe(401);
    expect((await asPdf(hidden._id, padmin)).body.success).toBe(true);
  });
});

describe('file-conver target pdf without LibreOffice', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ env: { LIBREOFFICE_PATH: '/nonexistent/soffice' } });
  });
  afterAll(() => bare.close());
  it('answers unavailable, starts no job, and check-open-way says no PDF conversion', async () => {
    const token = await bare.login('member');
    const pid = (await demoProjects(bare.deps.db)).harbour.id;
    const f = await putFile(bare, token, pid, 'minutes.docx', docx(['Minutes']));
    const before = (await bare.deps.db.select().from(jobs)).length;
    const r = await bare.post('/account/file-conver', { projectId: pid, fileId: f._id, target: 'pdf' }, token);
    expect(r.body.data).toMatchObject({ status: 'unavailable', openWay: 'office', url: null, name: 'minutes.pdf' });
    expect((await bare.deps.db.select().from(jobs)).length).toBe(before);
    expect((await bare.get('/account/file-conver/check-open-way/docx', token)).body.data).toMatchObject({ openWay: 'office', pdfConversion: false });
  });
});

withLibreOffice(soffice ? `with LibreOffice (${soffice})` : 'with LibreOffice: SKIPPED, soffice is not installed', { timeout: HEAVY_MS }, () => {
  it('converts a Word document in a job, then serves its pages as an inline PDF', async () => {
    const f = await putFile(t, member, projectId, 'Site instruction 14.docx', docx(['Site instruction 14', 'Second page: 基础'], { pageBreaks: true }));
    const first = (await asPdf(f._id)).body.data;
    expect(first).toMatchObject({ status: 'converting', openWay: 'office', target: 'pdf', url: null });
    // Asking again while it waits starts nothing new.
    expect((await asPdf(f._id)).body.data.status).toBe('converting');
    await drain();
    const done = (await asPdf(f._id)).body.data;
    expect(done).toMatchObject({ status: 'complete', name: 'Site instruction 14.pdf' });
    const pdf = await fetchTicket(done.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('inline; filename="Site instruction 14.pdf"');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf.body)).toBe(2);
    expect(done.size).toBe(pdf.body.length);
  });

  it('converts a spreadsheet', async () => {
    const f = await putFile(
      t,
      member,
      projectId,
      'Door schedule.xlsx',
      xlsx('Doors', [
        ['Mark', 'Width', 'Fire rating'],
        ['D-001', 1200, 'EI30'],
        ['D-002', 900, ''],
      ]),
    );
    await asPdf(f._id);
    await drain();
    const done = (await asPdf(f._id)).body.data;
    expect(done.status).toBe('complete');
    const pdf = await fetchTicket(done.url);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf.body)).toBe(1);
  });

  it('reports a document LibreOffice cannot read, and converts again on retry', async () => {
    // A zip signature with nothing after it (plain text would be imported as text).
    const f = await putFile(t, member, projectId, 'broken.docx', Buffer.from('PK\x03\x04 truncated', 'latin1'));
    await asPdf(f._id);
    await drain();
    expect((await asPdf(f._id)).body.data).toMatchObject({ status: 'error', error: 'unreadable', url: null });
    expect((await asPdf(f._id, member, { retry: true })).body.data.status).toBe('converting');
  });

  it('fetches nothing a document links to (no network for the converter)', async () => {
    const hits: string[] = [];
    const server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('x');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const f = await putFile(t, member, projectId, 'linked.docx', linkedImageDocx(`http://127.0.0.1:${port}/logo.png`));
      await asPdf(f._id);
      await drain();
      expect((await asPdf(f._id)).body.data.status).toBe('complete');
      expect(hits).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('keeps the PDF through blob collection while its file lives; a cover converts again; purging the file removes both', async () => {
    const f = await putFile(t, member, projectId, 'Method statement.docx', docx(['Method statement']));
    await asPdf(f._id);
    await drain();
    const [row] = await t.deps.db.select().from(officePdfs).where(eq(officePdfs.versionId, f.versionId));
    const sha = row.pdfSha256!;
    // A day and more later the PDF is still there: its conversion names it.
    clock.now += 3 * 86400_000;
    await collectOrphans(t.deps);
    expect(await t.deps.blobs.size(sha)).toBeGreaterThan(0);
    expect((await fetchTicket((await asPdf(f._id)).body.data.url)).status).toBe(200);

    // New content under the same version: the old PDF no longer answers for it.
    const cover = docx(['Method statement, revision B', 'Appendix'], { pageBreaks: true });
    await uploadDms(
      t,
      member,
      { projectId, fileName: 'Method statement.docx', md5: md5Of(cover), projectFileId: f._id, uploadType: 'cover' },
      { name: 'Method statement.docx', bytes: cover },
    );
    expect((await asPdf(f._id)).body.data.status).toBe('converting');
    await drain();
    const again = (await asPdf(f._id)).body.data;
    expect(pageCount((await fetchTicket(again.url)).body)).toBe(2);
    const [newRow] = await t.deps.db.select().from(officePdfs).where(eq(officePdfs.versionId, f.versionId));

    expect((await t.post('/protected/update-project-file-state', { projectId, fileIds: [f._id], is_recycle: 1 }, padmin)).body.success).toBe(true);
    expect((await t.post('/protected/file/purge', { confirm: true, projectId, fileIds: [f._id] }, padmin)).body.success).toBe(true);
    expect(await t.deps.db.select().from(officePdfs).where(eq(officePdfs.versionId, f.versionId))).toEqual([]);
    expect((await fetchTicket(again.url)).status).toBe(404);
    clock.now += 2 * 86400_000;
    await collectOrphans(t.deps);
    for (const s of [sha, newRow.pdfSha256!]) {
      expect(await t.deps.blobs.size(s)).toBeNull();
      expect(await t.deps.db.select().from(blobs).where(eq(blobs.sha256, s))).toEqual([]);
    }
  });
});

/** A Word document whose only picture is linked (not embedded) from an address. */
function linkedImageDocx(href: string) {
  const X = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const drawing =
    '<w:drawing><wp:inline><wp:extent cx="914400" cy="914400"/><wp:docPr id="1" name="Picture 1"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="0" name="logo.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="rIdImg"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing>';
  return zipOf({
    '[Content_Types].xml': `${X}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    '_rels/.rels': `${X}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/_rels/document.xml.rels': `${X}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdImg" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="${href}" TargetMode="External"/></Relationships>`,
    'word/document.xml': `${X}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body><w:p><w:r><w:t>Linked logo</w:t></w:r></w:p><w:p><w:r>${drawing}</w:r></w:p></w:body></w:document>`,
  });
}
