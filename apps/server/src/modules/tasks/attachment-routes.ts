import type { FastifyInstance } from 'fastify';
import {
  annotationPickQuery,
  annotationTaskBody,
  annotationTaskLink,
  attachmentIdParams,
  attachmentListQuery,
  attachmentUploadQuery,
  projectFileChoices,
  projectFileListQuery,
  taskAttachment,
  taskAttachments,
  taskDeletedRef,
} from '@trestle/shared/task-schemas';
import { annotationPickList } from '@trestle/shared/annotation-responses';
import type { Deps } from '../../http/context';
import { defineRoute, RAW, type Access } from '../../http/route';
import * as files from './attachments';
import * as links from './links';

// Task attachments and annotation links (docs/tasks.md). Routes need the project; the services
// check the right to edit the task (access.ts) and, for links, the annotation file's
// associate_task flag.

const project: Access<'project'> = { kind: 'project' };

export function taskAttachmentRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/task/attachment',
    log: { action: 'upload' },
    access: project,
    summary: 'Attaches a file to a task (?projectId&taskId[&md5]; multipart part `file`, ≤ 100 MB)',
    input: attachmentUploadQuery,
    output: taskAttachment,
    handler: (ctx, input) => files.uploadAttachment(ctx.deps, ctx.project, ctx.req, input),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/task/attachment/list',
    access: project,
    summary: 'The attachments of a task, oldest first',
    input: attachmentListQuery,
    output: taskAttachments,
    handler: (ctx, input) => files.listAttachments(ctx.deps, ctx.project, input.taskId),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/task/attachment/:id',
    access: project,
    summary: 'Downloads a task attachment (attachment disposition, Range supported)',
    input: attachmentIdParams,
    handler: async (ctx, input) => {
      await files.sendAttachment(ctx.deps, ctx.project, ctx.req, ctx.reply, input.id);
      return RAW;
    },
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/task/attachment/:id',
    access: project,
    summary: 'Deletes a task attachment',
    input: attachmentIdParams,
    output: taskDeletedRef,
    handler: (ctx, input) => files.deleteAttachment(ctx.deps, ctx.project, input.id),
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/task/block/getProjectFileList',
    access: project,
    summary: 'Files of the project with annotations the caller may see (data.value, data.userList)',
    input: projectFileListQuery,
    output: projectFileChoices,
    handler: (ctx, input) => links.projectFileList(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/task/block/getAnnotationList',
    access: project,
    summary: 'The annotations of a file, each with `linked` for the task',
    input: annotationPickQuery,
    output: annotationPickList,
    handler: (ctx, input) => links.annotationPickList(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/task/block/addAnnotationTask',
    access: project,
    summary: 'Links an annotation with a task (errorCode 800 if linked already)',
    input: annotationTaskBody,
    output: annotationTaskLink,
    handler: (ctx, input) => links.addAnnotationTask(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/task/block/removeAnnotationTask',
    access: project,
    summary: 'Removes the link between an annotation and a task',
    input: annotationTaskBody,
    output: annotationTaskLink,
    handler: (ctx, input) => links.removeAnnotationTask(ctx.deps, ctx.project, input),
  });
}
