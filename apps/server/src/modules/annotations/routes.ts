import type { FastifyInstance } from 'fastify';
import {
  addAnnotationBody,
  addCommentBody,
  annotationIdBody,
  annotationListBody,
  annotationOneQuery,
  bcfExportBody,
  bcfImportFields,
  bcfImportQuery,
  BCF_MAX_BYTES,
  commentListQuery,
  replyCommentBody,
  snapshotParams,
  updateAnnotationBody,
} from '@trestle/shared/annotation-schemas';
import { annotation, annotationDeleted, annotationList, bcfImportReport, comment, commentThreads } from '@trestle/shared/annotation-responses';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { defineRoute, RAW, type Access, type ScopedCtx } from '../../http/route';
import { zodMessage } from '../../http/validation';
import { disposition } from '../files';
import * as svc from './service';
import * as comments from './comments';
import { snapshotImage } from './snapshot';
import { exportBcf } from './bcf-export';
import { importBcf } from './bcf-import';

// Annotations and their comments (spec 2 §7; docs/annotations.md). Routes need the project;
// each call then checks the file's annotation flags (access.ts).

const project: Access<'project'> = { kind: 'project' };

export function annotationRoutes(app: FastifyInstance, deps: Deps) {
  const list = (ctx: ScopedCtx<'project'>, input: Parameters<typeof svc.listAnnotations>[2]) => svc.listAnnotations(ctx.deps, ctx.project, input);
  defineRoute(app, deps, {
    method: 'POST',
    url: '/annotations/getList',
    access: project,
    summary: 'The annotations of a file, newest first (data.value, data.total)',
    input: annotationListBody,
    output: annotationList,
    handler: list,
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/hanglung/getList',
    access: project,
    summary: "Same as /annotations/getList (the spec's variant path)",
    input: annotationListBody,
    output: annotationList,
    handler: list,
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/annotations/getOne',
    access: project,
    summary: 'One annotation with its full viewpoint and markup (id, projectId, projectFileId)',
    input: annotationOneQuery,
    output: annotation,
    handler: (ctx, input) => svc.getAnnotation(ctx.deps, ctx.project, input.id, input.projectFileId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/annotations/add',
    access: project,
    summary: 'Creates an annotation: viewpoint, optional svg markup and snapshot (PNG/JPEG data URL ≤ 3 MB)',
    input: addAnnotationBody,
    output: annotation,
    handler: (ctx, input) => svc.addAnnotation(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/annotations/update',
    access: project,
    summary: "Changes an annotation's name, remark or status",
    input: updateAnnotationBody,
    output: annotation,
    handler: (ctx, input) => svc.updateAnnotation(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/annotations/delete',
    access: project,
    summary: 'Deletes an annotation with its comments',
    input: annotationIdBody,
    output: annotationDeleted,
    handler: (ctx, input) => svc.deleteAnnotation(ctx.deps, ctx.project, input.id),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/public/annotations/snapshot/:key',
    access: { kind: 'public' },
    summary: "An annotation's snapshot image (?ticket=: the picture ticket from the annotation's answer, checked on every load)",
    input: snapshotParams,
    handler: async (ctx, input) => {
      const img = await snapshotImage(ctx.deps, input.key, input.ticket);
      ctx.reply.header('content-type', img.mime).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').send(img.bytes);
      return RAW;
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/comment/comments/add',
    access: project,
    summary: 'Comments on an annotation or a task (business annotation | task; with ancestorId: a reply); HTML is stripped',
    input: addCommentBody,
    output: comment,
    handler: (ctx, input) => comments.addComment(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/comment/comments/reply',
    access: project,
    summary: 'Replies to a comment (ancestorId and toUserId required)',
    input: replyCommentBody,
    output: comment,
    handler: (ctx, input) => comments.addComment(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/comment/comments',
    access: project,
    summary: 'The comment threads of an annotation or a task, oldest first, each with its replies',
    input: commentListQuery,
    output: commentThreads,
    handler: (ctx, input) => comments.listComments(ctx.deps, ctx.project, input.moduleId, input.business),
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/annotations/bcf/export',
    access: project,
    summary: 'The annotations of a file (or of the project) as a BCF 3.0 or 2.1 archive (.bcfzip)',
    input: bcfExportBody,
    handler: async (ctx, input) => {
      const out = await exportBcf(ctx.deps, ctx.project, input);
      ctx.reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', disposition('attachment', out.name))
        .header('x-bcf-topics', String(out.count))
        .send(out.bytes);
      return RAW;
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/annotations/bcf/import',
    access: project,
    summary: "Imports a BCF 2.0/2.1/3.0 archive into a file's annotations (?projectId=; multipart: projectFileId, file ≤ 50 MB)",
    input: bcfImportQuery,
    output: bcfImportReport,
    handler: async (ctx) => {
      if (!ctx.req.isMultipart()) throw Errors.badInput('bcf.noFile');
      const fields: Record<string, string> = {};
      for await (const part of ctx.req.parts({ limits: { fileSize: BCF_MAX_BYTES, files: 1, fields: 10 } })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value ?? '');
          continue;
        }
        const parsed = bcfImportFields.safeParse(fields);
        if (!parsed.success) throw Errors.badInput(zodMessage(parsed.error, ctx.lang));
        if (parsed.data.projectId && parsed.data.projectId !== ctx.project.projectId) throw Errors.badInput('err.fieldInvalid', { field: 'projectId' });
        const bytes = await part.toBuffer().catch(() => {
          throw Errors.badInput('bcf.tooLarge');
        });
        if (part.file.truncated) throw Errors.badInput('bcf.tooLarge');
        return importBcf(ctx.deps, ctx.project, ctx.lang, parsed.data.projectFileId, bytes);
      }
      throw Errors.badInput('bcf.noFile');
    },
  });
}
