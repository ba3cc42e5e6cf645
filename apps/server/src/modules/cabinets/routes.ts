import type { FastifyInstance } from 'fastify';
import {
  addDrawingsBody,
  cabinetContentBody,
  cabinetDeleteBody,
  cabinetTreeBody,
  createCabinetBody,
  drawingIdsBody,
  drawingUrlBody,
  moveDrawingsBody,
  renameCabinetBody,
  updateDrawingBody,
} from '@trestle/shared/cabinet-schemas';
import {
  cabinetContent,
  cabinetCreated,
  cabinetDeleted,
  cabinetRenamed,
  cabinetTree,
  drawingUpdated,
  drawingUrl,
  drawingsAdded,
  drawingsMoved,
  drawingsRemoved,
} from '@trestle/shared/cabinet-responses';
import type { Deps } from '../../http/context';
import { paged } from '../../http/envelope';
import { defineRoute, type Access } from '../../http/route';
import * as drawings from './drawings';
import * as svc from './service';

// Drawing cabinets. Routes need the project; each call checks the cabinet action at the
// cabinet it touches (access.ts).

const project: Access<'project'> = { kind: 'project' };

export function cabinetRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/cabinet/get-cabinet-tree',
    access: project,
    summary: 'The cabinets the caller may open, as a tree, with their flags',
    input: cabinetTreeBody,
    output: cabinetTree,
    handler: (ctx) => svc.cabinetTree(ctx.deps, ctx.project),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/cabinet/create',
    access: project,
    summary: 'Creates a cabinet (top level, or inside one: addchild)',
    input: createCabinetBody,
    output: cabinetCreated,
    handler: (ctx, input) => svc.createCabinet(ctx.deps, ctx.project, input.parentId, input.name),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/cabinet/rename',
    access: project,
    summary: 'Renames a cabinet',
    input: renameCabinetBody,
    output: cabinetRenamed,
    handler: (ctx, input) => svc.renameCabinet(ctx.deps, ctx.project, input.cabinetId, input.name),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/cabinet/delete',
    access: project,
    summary: 'Deletes a cabinet with its sub-cabinets and entries (documents stay); confirm: true',
    input: cabinetDeleteBody,
    output: cabinetDeleted,
    handler: (ctx, input) => svc.deleteCabinet(ctx.deps, ctx.project, input.cabinetId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/cabinet/cabinet-content/get',
    access: project,
    summary: 'The drawings of a cabinet, paged (default: display date, newest first)',
    input: cabinetContentBody,
    output: cabinetContent,
    handler: async (ctx, input) => {
      const r = await svc.cabinetContent(ctx.deps, ctx.project, input);
      return paged(r.list, r.total, { list: r.list, cabinet: r.cabinet, cabinetPermissions: r.cabinetPermissions });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/cabinet/add-drawings',
    access: project,
    summary: 'Adds document files to a cabinet (pinned at their current version)',
    input: addDrawingsBody,
    output: drawingsAdded,
    handler: (ctx, input) => svc.addDrawings(ctx.deps, ctx.project, input.cabinetId, input.fileIds, input.displayDate),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/cabinet/remove-drawings',
    access: project,
    summary: 'Takes drawings out of their cabinets (documents stay)',
    input: drawingIdsBody,
    output: drawingsRemoved,
    handler: (ctx, input) => drawings.removeDrawings(ctx.deps, ctx.project, input.dataIds),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/cabinet/move-drawings',
    access: project,
    summary: 'Moves drawings to another cabinet',
    input: moveDrawingsBody,
    output: drawingsMoved,
    handler: (ctx, input) => drawings.moveDrawings(ctx.deps, ctx.project, input.dataIds, input.targetCabinetId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/cabinet/update-drawing',
    access: project,
    summary: "Changes a drawing's display date, or moves it on to the file's current version",
    input: updateDrawingBody,
    output: drawingUpdated,
    handler: (ctx, input) => drawings.updateDrawing(ctx.deps, ctx.project, input.dataId, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/cabinet/download-url',
    access: project,
    summary:
      "A ticket URL of a drawing's pinned version (download: one use in a minute; inline, a preview of an image or PDF: five minutes), checked again on every use",
    input: drawingUrlBody,
    output: drawingUrl,
    handler: (ctx, input) => drawings.drawingUrl(ctx.deps, ctx.project, ctx.actor.sessionId, input.dataId, !!input.inline),
  });
}
