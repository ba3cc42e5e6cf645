import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Actor, Deps } from '../../../http/context';
import { Errors } from '../../../http/errors';
import { enqueue } from '../../../jobs/queue';
import type { ProjectScope } from '../../roles';
import { readBlob } from '../storage/content';
import { issueTicket, memberGrant, openWayOf, pdfName, versionFor } from '../download/download';
import { convertToPdf, findLibreOffice, OfficeError } from './libreoffice';
import { MAX_SOURCE_BYTES } from './preview';
import { itemsOf } from '../tree';
import { dmsAccess } from '../access';
import { blobs, fileVersions, officePdfs } from '../tables';

// POST /account/file-conver with target 'pdf': an office document version as PDF, made once by
// LibreOffice in the job queue (never in the request); the office page polls the same call and
// then shows the PDF through a short-lived ticket URL (tickets.ts). Without LibreOffice the answer says
// 'unavailable' and the page offers the download instead.

export const OFFICE_PDF_JOB = 'files.officePdf';
export const OFFICE_TYPES = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp']);

export const pdfConversionAvailable = (deps: Deps) => !!findLibreOffice(deps.config.office.libreofficePath);

export async function requestPdf(deps: Deps, scope: ProjectScope, actor: Actor, fileId: string, versionId: string | null | undefined, retry: boolean) {
  const [node] = await itemsOf(deps.db, scope.projectId, [fileId], { recycled: false });
  await dmsAccess(deps, scope).need(node, 'query');
  if (node.kind !== 'file') throw Errors.badInput('file.notAFile');
  const v = await versionFor(deps, node, versionId);
  const type = (v.fileType ?? '').toLowerCase();
  const base = { fileId: node.id, versionId: v.id, fileType: type, openWay: openWayOf(type), target: 'pdf' as const, name: pdfName(v.name) };
  if (!OFFICE_TYPES.has(type)) return { ...base, status: 'unsupported', url: null };
  const [row] = await deps.db.select().from(officePdfs).where(eq(officePdfs.versionId, v.id));
  const current = row && row.sourceSha256 === v.sha256;
  // A PDF made earlier stays viewable even if LibreOffice has gone since.
  if (current && row.status === 'complete' && row.pdfSha256) {
    const ticket = await issueTicket(deps, memberGrant(actor, scope.projectId), {
      purpose: 'pdf',
      nodeId: node.id,
      versionId: v.id,
      inline: true,
      need: 'query',
      mode: 'view',
    });
    return { ...base, status: 'complete', url: ticket.url, expiresAt: ticket.expiresAt, size: row.pdfSize };
  }
  if (!pdfConversionAvailable(deps)) return { ...base, status: 'unavailable', url: null };
  if (current && row.status === 'converting') return { ...base, status: 'converting', url: null };
  if (current && row.status === 'error' && !retry) return { ...base, status: 'error', error: row.error, url: null };
  if (v.size > MAX_SOURCE_BYTES) return { ...base, status: 'error', error: 'tooLarge', url: null };
  await deps.db.transaction(async (tx) => {
    const jobId = await enqueue(tx, OFFICE_PDF_JOB, { versionId: v.id }, { maxAttempts: 2 });
    const now = deps.now();
    const fresh = { sourceSha256: v.sha256, status: 'converting', error: null, jobId, pdfSha256: null, pdfSize: null, updatedAt: now };
    await tx
      .insert(officePdfs)
      .values({ versionId: v.id, ...fresh, createdAt: now })
      .onConflictDoUpdate({ target: officePdfs.versionId, set: fresh });
  });
  return { ...base, status: 'converting', url: null };
}

/**
 * The job. A document LibreOffice cannot convert ends as 'error' (retry is the user's); an
 * unexpected failure is retried by the queue and, on the last attempt, also ends as 'error'
 * ('crashed') so no document stays 'converting' for ever.
 */
export async function runOfficePdfJob(deps: Deps, payload: { versionId?: unknown }, job?: { id: string; attempts: number; maxAttempts: number }) {
  const versionId = String(payload.versionId ?? '');
  const [row] = await deps.db.select().from(officePdfs).where(eq(officePdfs.versionId, versionId));
  // Gone (purged) or taken over by a newer request: nothing to do.
  if (!row || row.status !== 'converting' || (job && row.jobId !== job.id)) return { skipped: true };
  const mine = and(eq(officePdfs.versionId, versionId), eq(officePdfs.jobId, row.jobId ?? ''));
  const fail = async (error: string) => {
    await deps.db.update(officePdfs).set({ status: 'error', error, updatedAt: deps.now() }).where(mine);
    return { error };
  };
  try {
    const [v] = await deps.db.select().from(fileVersions).where(eq(fileVersions.id, versionId));
    if (!v || v.sha256 !== row.sourceSha256) return { skipped: true };
    const program = findLibreOffice(deps.config.office.libreofficePath);
    if (!program) return await fail('unavailable');
    let pdf: Buffer;
    try {
      pdf = await convertToPdf(program, await readBlob(deps, v.sha256), (v.fileType ?? '').toLowerCase(), deps.config.office.timeoutMs);
    } catch (e) {
      if (e instanceof OfficeError && e.reason !== 'failed') return await fail(e.reason);
      throw e;
    }
    // Bytes first (complete, verified), then the rows that name them. The blobs row starts out
    // orphaned: it is kept only while this conversion names it (collectOrphans).
    const put = await deps.blobs.put(Readable.from(pdf));
    await deps.db.transaction(async (tx) => {
      await tx.insert(blobs).values({ sha256: put.sha256, md5: put.md5, size: put.size, orphanedAt: deps.now() }).onConflictDoNothing();
      await tx.update(officePdfs).set({ status: 'complete', error: null, pdfSha256: put.sha256, pdfSize: put.size, updatedAt: deps.now() }).where(mine);
    });
    return { pdf: put.size };
  } catch (e) {
    if (!job || job.attempts >= job.maxAttempts) await fail('crashed');
    throw e;
  }
}
