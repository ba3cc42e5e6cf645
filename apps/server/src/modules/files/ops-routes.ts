import type { FastifyInstance } from 'fastify';
import {
  fileIdBody,
  purgeBody,
  filePageBody,
  labelsBody,
  markIdBody,
  moveBody,
  projectOnlyBody,
  recycleBody,
  renameBody,
  saveMarkBody,
  versionDeleteBody,
  versionListBody,
  versionsDeleteBody,
} from '@trestle/shared';
import type { Deps } from '../../http/context';
import { defineRoute } from '../../http/route';
import * as info from './info';
import * as ops from './ops';
import {
  copiedCount,
  deletedVersions,
  fileInfo,
  fileItem,
  fileMark,
  fileMarks,
  filePageAnswer,
  fileVersionList,
  itemCount,
  movedCount,
} from '@trestle/shared/file-responses';
import { noData } from '@trestle/shared/common-responses';

const ENTER = ['dms', 'enter'] as const;
// Item calls check the caller's rights on each item (access.ts); routes need only entry.

export function opsRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/get-project-file-by-id',
    access: { kind: 'project', need: ENTER },
    summary: 'One live file or folder',
    input: fileIdBody,
    output: fileItem,
    handler: (ctx, input) => info.fileById(ctx.deps, ctx.project, input.fileId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/get-project-file-Info',
    access: { kind: 'project', need: ENTER },
    summary: 'An item with its path, version count and people',
    input: fileIdBody,
    output: fileInfo,
    handler: (ctx, input) => info.fileInfo(ctx.deps, ctx.project, input.fileId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/project/get-file-page',
    access: { kind: 'project', need: ENTER },
    summary: 'The folder and page of the default-sorted list that show an item',
    input: filePageBody,
    output: filePageAnswer,
    handler: (ctx, input) => info.filePage(ctx.deps, ctx.project, input.fileId, input.pageSize),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/get-project-file-marking',
    access: { kind: 'project', need: ENTER },
    summary: 'The labels (marks) of the project',
    input: projectOnlyBody,
    output: fileMarks,
    handler: (ctx, input) => ops.marks(ctx.deps, input.projectId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/save-mark',
    access: { kind: 'project', need: ['dms', 'status'] },
    summary: 'Creates or renames a label',
    input: saveMarkBody,
    output: fileMark,
    handler: (ctx, input) => ops.saveMark(ctx.deps, input.projectId, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/delete-mark',
    access: { kind: 'project', need: ['dms', 'status'] },
    summary: 'Deletes a label (and takes it off every item)',
    input: markIdBody,
    output: noData,
    handler: (ctx, input) => ops.deleteMark(ctx.deps, input.projectId, input.id),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/updata-right-lable',
    access: { kind: 'project', need: ENTER },
    summary: 'Sets the labels of items',
    input: labelsBody,
    output: itemCount,
    handler: (ctx, input) => ops.setLabels(ctx.deps, ctx.project, input.fileIds, input.labelIds),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/rename',
    access: { kind: 'project', need: ENTER },
    summary: 'Renames a file or folder',
    input: renameBody,
    output: fileItem,
    handler: (ctx, input) => ops.rename(ctx.deps, ctx.project, ctx.actor, input.fileId, input.name),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/move',
    access: { kind: 'project', need: ENTER },
    summary: 'Moves items into a folder (null: the root)',
    input: moveBody,
    output: movedCount,
    handler: (ctx, input) => ops.move(ctx.deps, ctx.project, ctx.actor, input.fileIds, input.targetId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/copy',
    access: { kind: 'project', need: ENTER },
    summary: 'Copies items (with everything below) into a folder',
    input: moveBody,
    output: copiedCount,
    handler: (ctx, input) => ops.copy(ctx.deps, ctx.project, ctx.actor, input.fileIds, input.targetId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/update-project-file-state',
    access: { kind: 'project', need: ENTER },
    summary: 'is_recycle 1: to the recycle bin; 0: restore',
    input: recycleBody,
    output: itemCount,
    handler: (ctx, input) => ops.setRecycled(ctx.deps, ctx.project, ctx.actor, input.fileIds, input.is_recycle === 1),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/purge',
    access: { kind: 'project', need: ENTER },
    summary: 'Deletes recycle-bin items for good; confirm: true',
    input: purgeBody,
    output: itemCount,
    handler: (ctx, input) => ops.purge(ctx.deps, ctx.project, input.fileIds),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/get-project-file-version-data',
    access: { kind: 'project', need: ENTER },
    summary: 'Versions of a file, newest first',
    input: versionListBody,
    output: fileVersionList,
    handler: (ctx, input) => info.versionList(ctx.deps, ctx.project, input.projectFileId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/project/delete-project-version',
    access: { kind: 'project', need: ENTER },
    summary: 'Deletes a version (the only one left: the file goes to the recycle bin); confirm: true',
    input: versionDeleteBody,
    output: deletedVersions,
    handler: (ctx, input) => info.deleteVersions(ctx.deps, ctx.project, ctx.actor, [input._id]),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/project/delete-project-versions',
    access: { kind: 'project', need: ENTER },
    summary: 'Deletes several versions ({_idArr}; spec: path not shown); confirm: true',
    input: versionsDeleteBody,
    output: deletedVersions,
    handler: (ctx, input) => info.deleteVersions(ctx.deps, ctx.project, ctx.actor, input._idArr),
  });
}
