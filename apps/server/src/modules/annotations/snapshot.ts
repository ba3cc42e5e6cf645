import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { ANNOTATION_SNAPSHOT_MAX } from '@trestle/shared/annotation-schemas';
import type { Deps } from '../../http/context';
import { AppError, ErrorCode, Errors } from '../../http/errors';
import type { BlobInfo } from '../../storage/blobstore';
import { storeBlob, pictureTickets, redeemTicket, scopeGrant, type TicketDeps } from '../files';
import type { ProjectScope } from '../roles';
import { annotations } from './tables';

// Snapshot images: PNG or JPEG up to 3 MB, checked by their first bytes (a declared type is
// not trusted), stored as blobs and served at /public/annotations/snapshot/<key>?ticket=<picture ticket>.

export type SnapshotMime = 'image/png' | 'image/jpeg';
export interface Snapshot {
  blob: BlobInfo;
  mime: SnapshotMime;
  key: string;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type the bytes really are, or null. */
export function sniffImage(bytes: Buffer): SnapshotMime | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** data:image/png;base64,… → bytes; the declared type must match the bytes. */
export function decodeDataUrl(url: string): { bytes: Buffer; mime: SnapshotMime } {
  const m = /^data:image\/(png|jpe?g);base64,([\s\S]*)$/.exec(url);
  if (!m) throw Errors.badInput('annotation.snapshotFormat');
  const bytes = Buffer.from(m[2].replace(/\s+/g, ''), 'base64');
  if (bytes.length > ANNOTATION_SNAPSHOT_MAX) throw Errors.badInput('annotation.snapshotTooLarge');
  const mime = sniffImage(bytes);
  if (!mime || mime !== (m[1] === 'png' ? 'image/png' : 'image/jpeg')) throw Errors.badInput('annotation.snapshotFormat');
  return { bytes, mime };
}

export const snapshotKey = () => randomBytes(32).toString('base64url');
/**
 * Snapshot URLs of one answer for the caller: the key names the image, a picture ticket
 * (files/tickets.ts, one per file, an hour) lets an <img> load it while the caller may still
 * open the annotation's file in a live session.
 */
export function snapshotUrls(deps: TicketDeps, scope: ProjectScope) {
  const ticketOf = pictureTickets(deps, scopeGrant(scope), 'snapshot');
  return async (fileId: string, key: string | null) => (key ? `/public/annotations/snapshot/${key}?ticket=${await ticketOf(fileId)}` : null);
}

/** Puts checked image bytes into the blob store; the caller registers the blob in its transaction. */
export async function storeSnapshot(deps: Deps, bytes: Buffer, mime: SnapshotMime): Promise<Snapshot> {
  const blob = await storeBlob(deps, Readable.from([bytes]), { maxBytes: ANNOTATION_SNAPSHOT_MAX });
  return { blob, mime, key: snapshotKey() };
}

export async function readBlob(deps: Deps, sha256: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await deps.blobs.get(sha256)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The image behind a snapshot key, for a live picture ticket of the annotation's file. */
export async function snapshotImage(deps: Deps, key: string, ticket: string | undefined) {
  const { ticket: t } = await redeemTicket(deps, ticket ?? '', ['snapshot']);
  const [a] = await deps.db
    .select({ sha: annotations.snapshotSha256, mime: annotations.snapshotMime, size: annotations.snapshotSize, fileId: annotations.fileId })
    .from(annotations)
    .where(eq(annotations.snapshotKey, key));
  if (!a?.sha || a.fileId !== t.nodeId) throw new AppError(404, ErrorCode.notFound, 'annotation.snapshotGone');
  return { mime: a.mime ?? 'image/png', bytes: await readBlob(deps, a.sha) };
}
