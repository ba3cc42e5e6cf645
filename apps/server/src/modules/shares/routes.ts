import type { FastifyInstance } from 'fastify';
import {
  createShareBody,
  shareCodeBody,
  shareFileBody,
  shareIdsBody,
  shareLinkBody,
  shareListBody,
  shareListFilesBody,
  updateShareBody,
} from '@trestle/shared/share-schemas';
import { shareGrant, shareInfo, shareLink, shareLinkPage, sharedDownloadUrl, sharedFilePage, sharedView, sharesEnded } from '@trestle/shared/share-responses';
import type { Deps } from '../../http/context';
import { paged } from '../../http/envelope';
import { defineRoute, type Access } from '../../http/route';
import * as svc from './service';
import * as visitor from './visitor';

// Share links: the creator's calls (spec 2 §7 Sharing) and the visitor's (ours).

const enter: Access<'project'> = { kind: 'project', need: ['dms', 'enter'] };
const open = { kind: 'public' } as const;

export function shareRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/create-newshare-link',
    access: enter,
    summary: 'Shares files or folders through a link (validity in days, identities, optional code, downloads allowed)',
    input: createShareBody,
    output: shareLink,
    handler: (ctx, input) => svc.createLink(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/get-share-list',
    access: enter,
    summary: "Share links of the project: the caller's, or all for permission holders; filter by state and name",
    input: shareListBody,
    output: shareLinkPage,
    handler: async (ctx, input) => {
      const r = await svc.listLinks(ctx.deps, ctx.project, input);
      return paged(r.list, r.total, { list: r.list });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/update-share-info',
    access: enter,
    summary: "Changes a link's validity (counted from now), identities, code or downloads",
    input: updateShareBody,
    output: shareLink,
    handler: (ctx, input) => svc.updateLink(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/delete-share-list',
    access: enter,
    summary: 'Deletes links for good',
    input: shareIdsBody,
    output: sharesEnded,
    handler: (ctx, input) => svc.endLinks(ctx.deps, ctx.project, input.linkIds, 'delete'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/batch-cancell-share-link',
    log: { action: 'delete' },
    access: enter,
    summary: 'Cancels links: they stop working and stay listed',
    input: shareIdsBody,
    output: sharesEnded,
    handler: (ctx, input) => svc.endLinks(ctx.deps, ctx.project, input.linkIds, 'cancel'),
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/public/share/get-share-info',
    access: open,
    summary: 'Visitor: what a link shares, who shared it, until when, whether it asks for a code',
    input: shareLinkBody,
    output: shareInfo,
    handler: (ctx, input) => visitor.shareInfo(ctx.deps, input.linkId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/public/share/check-code',
    access: open,
    summary: 'Visitor: checks the extraction code (throttled per link and address) and answers the grant for the share header',
    input: shareCodeBody,
    output: shareGrant,
    handler: (ctx, input) => visitor.checkCode(ctx, input.linkId, input.code),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/public/share/get-file-list',
    access: open,
    summary: "Visitor (share header): the link's items, or a folder inside them",
    input: shareListFilesBody,
    output: sharedFilePage,
    handler: async (ctx, input) => {
      const r = await visitor.listShared(await visitor.visit(ctx, input.linkId), ctx.deps, input);
      return paged(r.list, r.total, { list: r.list, path: r.path, allowDownload: r.allowDownload });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/public/share/view-file',
    access: open,
    summary: 'Visitor (share header): how to open a shared file, with a preview URL for images and PDF',
    input: shareFileBody,
    output: sharedView,
    handler: async (ctx, input) => visitor.viewShared(await visitor.visit(ctx, input.linkId), ctx.deps, input.fileId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/public/share/download-url',
    access: open,
    summary: 'Visitor (share header): a one-use, one-minute download URL of a shared file, when the link allows downloads',
    input: shareFileBody,
    output: sharedDownloadUrl,
    handler: async (ctx, input) => visitor.downloadShared(await visitor.visit(ctx, input.linkId), ctx.deps, input.fileId),
  });
}
