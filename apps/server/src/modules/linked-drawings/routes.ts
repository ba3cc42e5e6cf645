import type { FastifyInstance } from 'fastify';
import { compositeGetBody, compositeLinkBody, compositePicBody, compositePicParams } from '@trestle/shared/linked-drawing-schemas';
import { compositeLinks, compositeLinkSet, compositeLinkView } from '@trestle/shared/linked-drawing-responses';
import type { Deps } from '../../http/context';
import { defineRoute, RAW, type Access } from '../../http/route';
import { callerOf } from './access';
import * as svc from './service';

// Composite links (spec 2 §7: /public/model/forge/link-composite/*). The spec has only the
// /public paths: members call them with their session and projectId, share visitors with
// linkId and the share header (access.ts decides which, and visitors only read).

const open: Access<'public'> = { kind: 'public' };
const base = '/public/model/forge/link-composite';

export function compositeRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: `${base}/get`,
    access: open,
    summary: "The drawing links of a model (or of one element: dbid), with each drawing's name, state and picture",
    input: compositeGetBody,
    output: compositeLinks,
    handler: async (ctx, input) => svc.getLinks(await callerOf(ctx, input), input.dbid),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${base}/link`,
    log: { action: 'update' },
    access: open,
    summary: 'Links a model element (dbid) to a drawing file (optional page / region); drawingFileId null removes the link',
    input: compositeLinkBody,
    output: compositeLinkSet,
    handler: async (ctx, input) => svc.setLink(await callerOf(ctx, input), input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${base}/set-drawing-pic`,
    access: open,
    summary: "Stores the picture of an element's link (PNG/JPEG data URL ≤ 3 MB); pic null removes it",
    input: compositePicBody,
    output: compositeLinkView,
    handler: async (ctx, input) => svc.setPicture(await callerOf(ctx, input), input),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: `${base}/pic/:key`,
    access: open,
    summary: "A link's picture (?ticket=: the picture ticket from the links' answer, checked on every load)",
    input: compositePicParams,
    handler: async (ctx, input) => {
      const img = await svc.picture(ctx.deps, input.key, input.ticket);
      ctx.reply.header('content-type', img.mime).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').send(img.bytes);
      return RAW;
    },
  });
}
