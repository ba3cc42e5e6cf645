import type { FastifyInstance } from 'fastify';
import {
  ossCheckBody,
  ossMarkBody,
  checkFileNameBody,
  checkFileSizeBody,
  coverFastBody,
  resumableCreateBody,
  resumablePutQuery,
  updateVersionFastBody,
  uploadFastBody,
  uploadFormFields,
  uploadIdBody,
} from '@trestle/shared';
import { noData } from '@trestle/shared/common-responses';
import {
  fastReply,
  fileSizeCheck,
  nameCheckList,
  ossCheck,
  ossPolicy,
  ossReceived,
  resumableChunk,
  resumableSession,
  resumableStatus,
  uploadedFile,
} from '@trestle/shared/upload-responses';
import type { Deps } from '../../../http/context';
import { Errors } from '../../../http/errors';
import { defineRoute, projectScopeFor } from '../../../http/route';
import { zodMessage } from '../../../http/validation';
import { liveFile, storeBlob } from '../storage/content';
import { presentNode } from '../service';
import * as up from './upload';
import * as res from './resumable';
import * as oss from '../storage/oss';
import { reusableContent } from './reuse';

// Whether the caller may upload, update or cover here is decided per folder and file by
// planUpload (access.ts); routes need only entry to the documents.
const IMPORT = ['dms', 'enter'] as const;

export function uploadRoutes(app: FastifyInstance, deps: Deps) {
  // Chunks of the resumable protocol arrive raw; the handler streams req.raw itself.
  app.addContentTypeParser('application/octet-stream', (_req, _payload, done) => done(null, undefined));

  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/check-file-size',
    access: { kind: 'project', need: IMPORT },
    summary: 'Checks a selection against the upload limits and the storage left',
    input: checkFileSizeBody,
    output: fileSizeCheck,
    handler: (ctx, input) => up.checkFileSize(ctx.deps, ctx.project, input.files),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/check-file-name',
    access: { kind: 'project', need: IMPORT },
    summary: 'Which chosen names already exist in the folder',
    input: checkFileNameBody,
    output: nameCheckList,
    handler: (ctx, input) => up.checkFileNames(ctx.deps, ctx.project, input.parentId, input.fileArr),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/upload-fast',
    access: { kind: 'project', need: IMPORT },
    summary: 'New file from held content the caller may already download (needUpload false), else needUpload true',
    input: uploadFastBody,
    output: fastReply,
    handler: async (ctx, input) => {
      const plan = await up.planUpload(ctx.deps, ctx.project, { mode: 'upload', fileName: input.fileName, parentId: input.parentId, size: input.size });
      return up.fastUpload(ctx.deps, ctx.project, ctx.actor, input.md5, plan);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/update-version-fast',
    access: { kind: 'project', need: IMPORT },
    summary: 'New version from held content the caller may already download, else needUpload true',
    input: updateVersionFastBody,
    output: fastReply,
    handler: async (ctx, input) => {
      const plan = await up.planUpload(ctx.deps, ctx.project, {
        mode: 'update',
        fileName: input.fileName,
        projectFileId: input.needUpdataProjectFileId,
        versionDesc: input.versionDesc,
        size: input.size,
      });
      return up.fastUpload(ctx.deps, ctx.project, ctx.actor, input.md5, plan);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/file-cover-fast',
    log: { action: 'upload' },
    access: { kind: 'project', need: IMPORT },
    summary: 'Cover the current version with held content the caller may already download, else needUpload true',
    input: coverFastBody,
    output: fastReply,
    handler: async (ctx, input) => {
      const target = await liveFile(ctx.deps.db, ctx.project.projectId, input.needUpdataProjectFileId);
      const plan = await up.planUpload(ctx.deps, ctx.project, { mode: 'cover', fileName: target.name, projectFileId: target.id, size: input.size });
      return up.fastUpload(ctx.deps, ctx.project, ctx.actor, input.md5, plan);
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/upload-dms',
    access: { kind: 'user' },
    summary: 'Multipart upload (fields first, then fileblob), streamed to storage with its md5 checked',
    output: uploadedFile,
    handler: async (ctx) => {
      if (!ctx.req.isMultipart()) throw Errors.badInput('upload.noFile');
      const fields: Record<string, string> = {};
      const limit = ctx.deps.config.limits.uploadMaxBytes;
      for await (const part of ctx.req.parts({ limits: { fileSize: limit + 1, files: 1, fields: 30 } })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value ?? '');
          continue;
        }
        if (part.fieldname !== 'fileblob' && part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        const parsed = uploadFormFields.safeParse({ ...fields, fileName: fields.fileName || part.filename });
        if (!parsed.success) throw Errors.badInput(zodMessage(parsed.error, ctx.lang));
        const f = parsed.data;
        // The project is known only now, from the fields: the same check as access 'project'.
        const scope = await projectScopeFor(ctx, f.projectId, IMPORT);
        const plan = await up.planUpload(ctx.deps, scope, {
          mode: f.uploadType,
          fileName: f.fileName,
          parentId: f.parentId,
          projectFileId: f.projectFileId || null,
          versionDesc: f.versionDesc,
        });
        const blob = await storeBlob(ctx.deps, part.file, { expectMd5: f.md5, maxBytes: limit });
        await up.noteStored(ctx.deps, blob);
        const node = await up.landContent(ctx.deps, scope, ctx.actor, plan, blob);
        return { file: presentNode(node) };
      }
      throw Errors.badInput('upload.noFile');
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/resumable/create',
    access: { kind: 'project', need: IMPORT },
    summary: 'Opens (or finds) a resumable upload and answers the offset to go on from',
    input: resumableCreateBody,
    output: resumableSession,
    handler: (ctx, input) => res.createSession(ctx.deps, ctx.project, ctx.actor, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/resumable/status',
    log: false,
    access: { kind: 'user' },
    summary: 'How many bytes of a resumable upload the server holds',
    input: uploadIdBody,
    output: resumableStatus,
    handler: async (ctx, input) => res.sessionStatus(ctx.deps, await res.sessionOf(ctx.deps, ctx.actor, input.uploadId)),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/resumable/cancel',
    access: { kind: 'user' },
    summary: 'Gives up a resumable upload and its bytes',
    input: uploadIdBody,
    output: noData,
    handler: async (ctx, input) => {
      await res.cancelSession(ctx.deps, await res.sessionOf(ctx.deps, ctx.actor, input.uploadId));
      return null;
    },
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/protected/file/resumable/:uploadId',
    access: { kind: 'user' },
    summary: 'Appends a chunk (application/octet-stream) at ?offset=; the last one lands the file',
    input: resumablePutQuery,
    output: resumableChunk,
    handler: async (ctx, input) => {
      const s = await res.sessionOf(ctx.deps, ctx.actor, input.uploadId);
      const scope = await projectScopeFor(ctx, s.projectId, IMPORT);
      return res.putChunk(ctx.deps, scope, ctx.actor, s, input.offset, ctx.req.raw);
    },
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/annotations/oss/policy',
    access: { kind: 'user' },
    summary: 'A one-hour, one-file direct upload policy (host, policy, expire, maxSize)',
    output: ossPolicy,
    handler: (ctx) => oss.issuePolicy(ctx.deps, ctx.actor),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/oss-check',
    log: false,
    access: { kind: 'project', need: IMPORT },
    summary: 'Variant flow, server check: is this md5 held in a file the caller may already download',
    input: ossCheckBody,
    output: ossCheck,
    handler: async (ctx, input) => ({ needUpload: !(await reusableContent(ctx.deps, ctx.project, ctx.actor, input.md5)) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: oss.OSS_UPLOAD_URL,
    log: { action: 'upload' },
    access: { kind: 'public' },
    summary: 'Variant flow, form upload: fields policy[, md5] then file; the policy is the credential',
    output: ossReceived,
    handler: async (ctx) => {
      if (!ctx.req.isMultipart()) throw Errors.badInput('upload.noFile');
      const fields: Record<string, string> = {};
      for await (const part of ctx.req.parts({ limits: { fileSize: ctx.deps.config.limits.uploadMaxBytes + 1, files: 1, fields: 10 } })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value ?? '');
          continue;
        }
        if (!fields.policy) {
          part.file.resume();
          throw Errors.badInput('upload.policyExpired');
        }
        return oss.receiveWithPolicy(ctx.deps, fields.policy, part.file, fields.md5);
      }
      throw Errors.badInput('upload.noFile');
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/oss-mark-uploaded',
    log: { action: 'upload' },
    access: { kind: 'project', need: IMPORT },
    summary: 'Variant flow, mark uploaded: the received file lands as a file, version or cover',
    input: ossMarkBody,
    output: uploadedFile,
    handler: async (ctx, input) => {
      const plan = await up.planUpload(ctx.deps, ctx.project, {
        mode: input.uploadType,
        fileName: input.fileName,
        parentId: input.parentId,
        projectFileId: input.projectFileId,
        versionDesc: input.versionDesc,
      });
      return oss.markUploaded(ctx.deps, ctx.project, ctx.actor, input.key, plan);
    },
  });
}
