import type { FastifyInstance } from 'fastify';
import { createFoldersBody, fileListBody, filePathBody, fileTreeBody } from '@trestle/shared';
import type { Deps } from '../../http/context';
import { paged } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import * as svc from './service';
import { uploadRoutes } from './upload/routes';
import { opsRoutes } from './ops-routes';
import { downloadRoutes } from './download/routes';
import { createdFolders, fileList, filePathAnswer, fileTreeAnswer } from '@trestle/shared/file-responses';

export function fileRoutes(app: FastifyInstance, deps: Deps) {
  uploadRoutes(app, deps);
  opsRoutes(app, deps);
  downloadRoutes(app, deps);
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/get-project-file-list',
    access: { kind: 'project', need: ['dms', 'enter'] },
    summary: "One page of a folder (or a search) with labels, users and the caller's file permissions",
    input: fileListBody,
    output: fileList,
    handler: async (ctx, input) => {
      const r = await svc.listFiles(ctx.deps, ctx.project, input);
      return paged(r.projectFileList, r.total, { projectFileList: r.projectFileList, marks: r.marks, users: r.users, filePermissions: r.filePermissions });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/create-many-folder',
    access: { kind: 'project', need: ['dms', 'enter'] },
    summary: 'Create several folders under one parent',
    input: createFoldersBody,
    output: createdFolders,
    handler: (ctx, input) => svc.createFolders(ctx.deps, ctx.project, ctx.actor, input.parentId, input.folderArr),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/get-file-path',
    access: { kind: 'project', need: ['dms', 'enter'] },
    summary: 'Folders from the root to a folder',
    input: filePathBody,
    output: filePathAnswer,
    handler: (ctx, input) => svc.filePath(ctx.deps, ctx.project, input.parentId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/get-file-tree',
    access: { kind: 'project', need: ['dms', 'enter'] },
    summary: 'Folders and files under a folder, as a tree',
    input: fileTreeBody,
    output: fileTreeAnswer,
    handler: (ctx, input) => svc.fileTree(ctx.deps, ctx.project, input.fileId, false),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/get-file-catalog-tree',
    access: { kind: 'project', need: ['dms', 'enter'] },
    summary: 'Folders under a folder, as a tree',
    input: fileTreeBody,
    output: fileTreeAnswer,
    handler: (ctx, input) => svc.fileTree(ctx.deps, ctx.project, input.fileId, true),
  });
}
