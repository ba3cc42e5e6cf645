import { eq } from 'drizzle-orm';
import type { Deps } from '../../../http/context';
import { enqueue } from '../../../jobs/queue';
import type { ProjectScope } from '../../roles';
import { Errors } from '../../../http/errors';
import { openWayOf, versionFor } from '../download/download';
import { CONVERTIBLE, MAX_SOURCE_BYTES, PreviewError, toPreview } from './preview';
import { itemsOf } from '../tree';
import { readBlob } from '../storage/content';
import { dmsAccess } from '../access';
import { fileConversions, fileVersions } from '../tables';

// POST /account/file-conver: a version of an office or text document is converted once, in
// the background, into a preview the app shows itself; the caller polls the same call.
// Images and PDF need no conversion; models and drawings are opened by the viewers.

export const CONVERT_JOB = 'files.convert';

export async function requestConversion(deps: Deps, scope: ProjectScope, fileId: string, versionId: string | null | undefined, retry: boolean) {
  const [node] = await itemsOf(deps.db, scope.projectId, [fileId], { recycled: false });
  await dmsAccess(deps, scope).need(node, 'query');
  if (node.kind !== 'file') throw Errors.badInput('file.notAFile');
  const v = await versionFor(deps, node, versionId);
  const type = v.fileType ?? '';
  const openWay = openWayOf(type);
  const base = { fileId: node.id, versionId: v.id, fileType: type, openWay };
  if (openWay === 'image' || openWay === 'pdf') return { ...base, status: 'complete', preview: null };
  if (!CONVERTIBLE.has(type)) return { ...base, status: 'unsupported', preview: null };
  if (v.size > MAX_SOURCE_BYTES) return { ...base, status: 'error', error: 'tooLarge', preview: null };
  const [row] = await deps.db.select().from(fileConversions).where(eq(fileConversions.versionId, v.id));
  if (row && !(row.status === 'error' && retry)) return { ...base, status: row.status, preview: row.preview, error: row.error };
  await deps.db.transaction(async (tx) => {
    const jobId = await enqueue(tx, CONVERT_JOB, { versionId: v.id }, { maxAttempts: 2 });
    const now = deps.now();
    await tx
      .insert(fileConversions)
      .values({ versionId: v.id, status: 'converting', jobId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: fileConversions.versionId, set: { status: 'converting', jobId, error: null, preview: null, updatedAt: now } });
  });
  return { ...base, status: 'converting', preview: null };
}

/** The job: converts one version; a document it cannot read ends as 'error' (no retry helps). */
export async function runConvertJob(deps: Deps, payload: { versionId?: unknown }) {
  const [v] = await deps.db
    .select()
    .from(fileVersions)
    .where(eq(fileVersions.id, String(payload.versionId ?? '')));
  if (!v) return { skipped: true };
  const done = (set: Partial<typeof fileConversions.$inferInsert>) =>
    deps.db
      .update(fileConversions)
      .set({ ...set, updatedAt: deps.now() })
      .where(eq(fileConversions.versionId, v.id));
  try {
    const preview = await toPreview(await readBlob(deps, v.sha256), v.fileType ?? '');
    await done({ status: 'complete', preview, error: null });
    return { kind: preview.kind };
  } catch (e) {
    if (!(e instanceof PreviewError)) throw e;
    await done({ status: 'error', error: e.message });
    return { error: e.message };
  }
}
