import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ISSUE_IMAGE_EXTENSIONS, ISSUE_IMAGE_MAX_BYTES, ISSUE_REPLY_IMAGES_MAX, issueReplyFields, type IssueDetail } from '@trestle/shared/issue-schemas';
import type { Db } from '../../db/client';
import type { Deps } from '../../http/context';
import { AppError, Errors } from '../../http/errors';
import { projectScopeFor, type ScopedCtx } from '../../http/route';
import { zodMessage } from '../../http/validation';
import { BlobError, type BlobInfo } from '../../storage/blobstore';
import { assertRoomFor, registerBlob, noteStored, sendBlob } from '../files';
import type { ProjectScope } from '../roles';
import { loadIssue, type Issue } from './access';
import { issueDetail } from './issues';
import { describeOperation } from '../../db/operation';
import { recordIssueEvent } from './notices';
import { issueReplies, issueReplyImages, issues } from './tables';

// Replies to an issue (≤ 140 characters) with up to 4 JPG/PNG images of ≤ 5 MB each
// (docs/issues.md). Multipart: the text fields (projectId, issueId, content) come first, then
// the `image` parts, so rights and text are checked before any bytes are stored. Each image
// streams into the blob store, its type read from its first bytes (a renamed PDF is refused)
// and its size bounded on the way; the store shows a blob only once complete. Blobs are noted
// as orphaned first, so the bytes of a refused or dead request are collected by housekeeping;
// the reply, its images and the history row then go in one transaction.

interface StoredImage {
  name: string;
  mime: string;
  blob: BlobInfo;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type its first bytes show, or null. */
export function sniffImage(head: Buffer): 'image/png' | 'image/jpeg' | null {
  if (head.length >= PNG.length && head.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (head.length >= JPEG.length && head.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

/** A pass-through that fails with issue.imageType unless the stream starts like a PNG or JPEG. */
function sniffing(onType: (mime: string) => void) {
  let head = Buffer.alloc(0);
  let decided = false;
  const decide = (): Error | null => {
    decided = true;
    const mime = sniffImage(head);
    if (!mime) return Errors.badInput('issue.imageType');
    onType(mime);
    return null;
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (decided) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < PNG.length) return done();
      const err = decide();
      if (err) return done(err);
      done(null, head);
    },
    flush(done) {
      if (decided) return done();
      const err = decide();
      if (err) return done(err);
      this.push(head);
      done();
    },
  });
}

/** Streams one image into the blob store; wrong type or too large become the issue messages. */
async function storeImage(deps: Deps, file: Readable, name: string): Promise<StoredImage> {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if (!(ISSUE_IMAGE_EXTENSIONS as readonly string[]).includes(ext) || name.length > 200 || /[\\/\0]/.test(name)) {
    file.resume();
    throw Errors.badInput('issue.imageType');
  }
  let mime = '';
  try {
    const sniff = sniffing((m) => (mime = m));
    // Bytes flow while the store prepares; an early refusal stays on the stream (the store's
    // pipeline reads it from there) instead of escaping as an unhandled error.
    sniff.on('error', () => {});
    const blob = await deps.blobs.put(file.pipe(sniff), { maxBytes: ISSUE_IMAGE_MAX_BYTES });
    return { name, mime, blob };
  } catch (e) {
    file.resume();
    throw mapUploadError(e);
  }
}

function mapUploadError(e: unknown): unknown {
  if (e instanceof AppError) return e;
  if (e instanceof BlobError && e.reason === 'tooLarge') return Errors.badInput('issue.imageTooLarge');
  const code = (e as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return Errors.badInput('issue.imageTooLarge');
  if (code === 'FST_FILES_LIMIT') return Errors.badInput('issue.tooManyImages', { max: ISSUE_REPLY_IMAGES_MAX });
  return e;
}

/** The issue a reply goes to: the caller sees it (issue:enter) and it is not closed. */
async function replyTarget(deps: Deps, scope: ProjectScope, issueId: string): Promise<Issue> {
  const issue = await loadIssue(deps.db, scope, issueId);
  if (issue.status === 'closed') throw Errors.badInput('issue.closedNoReply');
  return issue;
}

/** POST /protected/issue/reply: multipart with images, or JSON without. */
export async function postReply(ctx: ScopedCtx): Promise<IssueDetail> {
  const { deps, req } = ctx;
  const parse = (raw: unknown) => {
    const p = issueReplyFields.safeParse(raw);
    if (!p.success) throw Errors.badInput(zodMessage(p.error, ctx.lang));
    return p.data;
  };
  if (!req.isMultipart()) {
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
    const fields = parse(body);
    const scope = await projectScopeFor(ctx, fields.projectId);
    const issue = await replyTarget(deps, scope, fields.issueId);
    return saveReply(deps.db, scope, issue, fields.content, [], deps.now());
  }
  const raw: Record<string, string> = {};
  const images: StoredImage[] = [];
  let target: { scope: ProjectScope; issue: Issue; content: string } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: ISSUE_IMAGE_MAX_BYTES + 1, files: ISSUE_REPLY_IMAGES_MAX, fields: 10, fieldSize: 4096 } })) {
      if (part.type === 'field') {
        raw[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== 'image') {
        part.file.resume();
        continue;
      }
      // Rights and text first: nobody streams megabytes only to be refused.
      if (!target) {
        const fields = parse(raw);
        const scope = await projectScopeFor(ctx, fields.projectId);
        target = { scope, issue: await replyTarget(deps, scope, fields.issueId), content: fields.content };
      }
      const image = await storeImage(deps, part.file, (part.filename ?? '').trim());
      await noteStored(deps, image.blob);
      images.push(image);
    }
  } catch (e) {
    throw mapUploadError(e);
  }
  if (!target) {
    const fields = parse(raw);
    const scope = await projectScopeFor(ctx, fields.projectId);
    target = { scope, issue: await replyTarget(deps, scope, fields.issueId), content: fields.content };
  }
  return saveReply(deps.db, target.scope, target.issue, target.content, images, deps.now());
}

/** Writes the reply, its images (blobs already stored) and the history row in one transaction. */
export async function saveReply(db: Db, scope: ProjectScope, issue: Issue, content: string, images: StoredImage[], now: Date): Promise<IssueDetail> {
  const replyId = randomUUID();
  await db.transaction(async (tx) => {
    // Closed meanwhile? The reply is refused as it would have been a moment earlier.
    const [fresh] = await tx.select({ status: issues.status }).from(issues).where(eq(issues.id, issue.id)).for('update');
    if (!fresh) throw Errors.badInput('issue.unknown');
    if (fresh.status === 'closed') throw Errors.badInput('issue.closedNoReply');
    // Images count against the enterprise's storage, like documents.
    if (images.length)
      await assertRoomFor(
        tx,
        scope.enterpriseId,
        images.reduce((n, img) => n + img.blob.size, 0),
      );
    await tx.insert(issueReplies).values({ id: replyId, issueId: issue.id, content, createdBy: scope.actorId, createdAt: now });
    // The issue replied to; the text as a comment (cut by describeOperation), images by count.
    describeOperation({ targetId: issue.id, targetName: issue.code, after: { comment: content, ...(images.length ? { images: images.length } : {}) } });
    for (const [i, img] of images.entries()) {
      await registerBlob(tx, img.blob);
      await tx
        .insert(issueReplyImages)
        .values({ id: randomUUID(), replyId, name: img.name, size: img.blob.size, mime: img.mime, sha256: img.blob.sha256, sort: i });
    }
    await recordIssueEvent(tx, issue, scope.actorId, { action: 'reply', detail: { replyId, images: images.length }, notice: 'issue_reply', content }, now);
  });
  return issueDetail(db, scope, issue.id);
}

/** GET /protected/issue/reply-image/:imageId?projectId: the image, inline (issue:enter). */
export async function sendReplyImage(deps: Deps, scope: ProjectScope, req: FastifyRequest, reply: FastifyReply, imageId: string) {
  const [row] = await deps.db
    .select({ img: issueReplyImages, issueId: issueReplies.issueId })
    .from(issueReplyImages)
    .innerJoin(issueReplies, eq(issueReplies.id, issueReplyImages.replyId))
    .innerJoin(issues, eq(issues.id, issueReplies.issueId))
    .where(and(eq(issueReplyImages.id, imageId), eq(issues.projectId, scope.projectId)));
  if (!row) throw Errors.badInput('issue.imageUnknown');
  // loadIssue checks issue:enter (another project's image was already not found).
  await loadIssue(deps.db, scope, row.issueId);
  const type = row.img.mime === 'image/png' ? 'png' : 'jpg';
  await sendBlob(deps, req, reply, { sha256: row.img.sha256, size: row.img.size, name: row.img.name, type, inline: true });
}
