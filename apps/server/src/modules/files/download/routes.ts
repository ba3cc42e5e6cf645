import type { FastifyInstance } from 'fastify';
import {
  convertBody,
  downloadFormBody,
  downloadUrlBody,
  fileIdBody,
  historyBody,
  historyDeleteBody,
  openWayParams,
  packBody,
  packIdBody,
  projectOnlyBody,
} from '@trestle/shared';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../http/context';
import { paged } from '../../../http/envelope';
import { Errors } from '../../../http/errors';
import { defineRoute, projectScopeFor, RAW, type ScopedCtx } from '../../../http/route';
import { sharePacker, type SharePackInput } from '../registries';
import * as dl from './download';
import { requestConversion } from '../office/convert';
import { OFFICE_TYPES, pdfConversionAvailable, requestPdf } from '../office/office-pdf';
import { requestPack, startPack, pollPack } from './packs';
import { presentNode } from '../service';
import { dmsAccess } from '../access';
import { itemsOf } from '../tree';
import { fileNodes } from '../tables';
import {
  deletedCount,
  downloadHistory,
  downloadUrl,
  fileConversion,
  openWayAnswer,
  packRequest,
  packTask,
  storageUsage,
  viewFile,
} from '@trestle/shared/file-responses';

const ENTER = ['dms', 'enter'] as const;
// Node-level checks (access.ts) decide download and preview rights; routes only need entry.
const EXPORT = ENTER;

export function downloadRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/get-download-url',
    access: { kind: 'project', need: EXPORT },
    summary:
      "A ticket URL for a file version or a folder's zip (download: one use in a minute; inline, only for images and PDF: five minutes), checked again on every use, with Range support",
    input: downloadUrlBody,
    output: downloadUrl,
    handler: (ctx, input) => dl.downloadUrl(ctx.deps, ctx.project, ctx.actor, input.fileId, input.versionId, !!input.inline),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/protected/file/ticket/:id',
    access: { kind: 'public' },
    summary: 'The bytes behind a ticket URL (the ticket in the path is checked again: session, file, rights, share link)',
    handler: async (ctx) => {
      await dl.sendTicket(ctx.deps, ctx.req, ctx.reply, (ctx.req.params as { id: string }).id);
      return RAW;
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/download',
    access: { kind: 'user' },
    summary: 'Form post with the bearer header (fileId[, versionId, folder]): a file, or a folder as a streamed zip',
    input: downloadFormBody,
    handler: async (ctx, input) => {
      const [node] = await ctx.deps.db.select().from(fileNodes).where(eq(fileNodes.id, input.fileId));
      if (!node || node.recycledAt) throw Errors.notFound();
      const scope = await projectScopeFor(ctx, node.projectId, EXPORT);
      await dl.formDownload(ctx.deps, ctx.req, ctx.reply, ctx.actor, scope, node, input.versionId);
      return RAW;
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/project/view-file',
    access: { kind: 'project', need: ENTER },
    summary: 'How to open a file, with a preview URL for images and PDF',
    input: fileIdBody,
    output: viewFile,
    handler: async (ctx, input) => {
      const [node] = await itemsOf(ctx.deps.db, ctx.project.projectId, [input.fileId], { recycled: false });
      await dmsAccess(ctx.deps, ctx.project).need(node, 'query');
      if (node.kind !== 'file') throw Errors.badInput('file.notAFile');
      const openWay = dl.openWayOf(node.fileType ?? '');
      const preview = dl.canView(node.fileType) ? await dl.downloadUrl(ctx.deps, ctx.project, ctx.actor, node.id, null, true) : null;
      return { file: presentNode(node), openWay, url: preview?.url ?? null };
    },
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/account/file-conver/check-open-way/:fileType',
    access: { kind: 'user' },
    summary: 'How the app opens a file type (image, pdf, model, drawing, office or download) and whether office files can be shown as PDF here',
    input: openWayParams,
    output: openWayAnswer,
    handler: async (ctx, input) => {
      const fileType = input.fileType.toLowerCase().replace(/^\./, '');
      return { fileType, openWay: dl.openWayOf(fileType), pdfConversion: OFFICE_TYPES.has(fileType) && pdfConversionAvailable(ctx.deps) };
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/account/file-conver',
    log: false,
    access: { kind: 'project', need: ENTER },
    summary: 'Converts an office or text document for preview, or with target pdf an office document to PDF (poll until complete, error or unavailable)',
    input: convertBody,
    output: fileConversion,
    handler: (ctx, input) =>
      input.target === 'pdf'
        ? requestPdf(ctx.deps, ctx.project, ctx.actor, input.fileId, input.versionId, !!input.retry)
        : requestConversion(ctx.deps, ctx.project, input.fileId, input.versionId, !!input.retry),
  });
  // Packed downloads: a signed-in caller's, or a share visitor's (isShare, shareId and the
  // share header; confined to the link: shares/packs.ts).
  const packer = async (ctx: ScopedCtx, input: SharePackInput, ids?: string[]) =>
    input.isShare
      ? sharePacker()(ctx, input, ids)
      : { scope: await projectScopeFor(ctx, input.projectId, ENTER), who: { userId: ctx.actor.userId, sessionId: ctx.actor.sessionId } };
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/pack-zip-service',
    log: false,
    access: { kind: 'public' },
    summary: 'Sizes a selection for a zip: id, size, count; or 9000 / 9001 / 9002 (signed in, or a share visitor with isShare and shareId)',
    input: packBody,
    output: packRequest,
    handler: async (ctx, input) => {
      const ids = typeof input.array === 'string' ? parseIds(input.array) : input.array;
      const p = await packer(ctx, input, ids);
      return requestPack(ctx.deps, p.scope, p.who, ids);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/get-pack-zip-task',
    access: { kind: 'public' },
    summary: 'Starts packing a requested zip',
    input: packIdBody,
    output: packTask,
    handler: async (ctx, input) => {
      const p = await packer(ctx, input);
      return startPack(ctx.deps, p.scope, p.who, input.id);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/loop-download-zip',
    log: false,
    access: { kind: 'public' },
    summary: 'State of a zip; with a download URL once done',
    input: packIdBody,
    output: packTask,
    handler: async (ctx, input) => {
      const p = await packer(ctx, input);
      return pollPack(ctx.deps, p.scope, p.who, input.id);
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/get-download-history',
    access: { kind: 'user' },
    summary: "The caller's downloads, newest first",
    input: historyBody,
    output: downloadHistory,
    handler: async (ctx, input) => {
      if (input.projectId) await projectScopeFor(ctx, input.projectId, ENTER);
      const r = await dl.history(ctx.deps, ctx.actor, input);
      return paged(r.list, r.total, { list: r.list });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/delete-download-history',
    access: { kind: 'user' },
    summary: "Deletes entries of the caller's download history",
    input: historyDeleteBody,
    output: deletedCount,
    handler: (ctx, input) => dl.deleteHistory(ctx.deps, ctx.actor, input.ids),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/get-storage-usage',
    access: { kind: 'project', need: ENTER },
    summary: 'Bytes used by the project and the enterprise, and the enterprise storage size',
    input: projectOnlyBody,
    output: storageUsage,
    handler: (ctx) => dl.storageUsage(ctx.deps, ctx.project),
  });
}

/** The spec sends the zip request array as a JSON string. */
function parseIds(text: string): string[] {
  try {
    const v = JSON.parse(text);
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v;
  } catch {
    /* fall through */
  }
  throw Errors.badInput('err.fieldInvalid', { field: 'array' });
}
