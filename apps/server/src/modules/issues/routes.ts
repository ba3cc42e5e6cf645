import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addIssueBody,
  changeIssueStatusBody,
  generateIssueTaskBody,
  issueByTaskBody,
  issueListBody,
  issueRefBody,
  myIssuesBody,
  problemUsersBody,
  updateIssueBody,
  deletedRef,
  issueDetail,
  issueList,
  issueOfTask,
  problemUsersData,
} from '@trestle/shared/issue-schemas';
import type { Deps } from '../../http/context';
import { besideData, withMsg } from '../../http/envelope';
import { defineRoute, RAW, type Access } from '../../http/route';
import * as svc from './issues';
import { changeStatus } from './workflow';
import { postReply, sendReplyImage } from './replies';
import { generateTask, issueByTask } from './generate';

// Issues (TQ): docs/issues.md; the wire contract is packages/shared/src/issue-schemas.ts.
// Routes are thin: the services check the issue rights and the workflow.

const project: Access<'project'> = { kind: 'project' };
const replyImageParams = z.object({
  projectId: z.string().trim().min(1, { message: 'v.required' }).max(64),
  imageId: z.string().trim().min(1, { message: 'v.required' }).max(64),
});

export function issueRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    // The spec's call: its envelope carries allUsers beside data (spec 3 §2).
    method: 'POST',
    url: '/protected/problem/get-problem-users',
    access: project,
    summary: 'Project members who may see issues (allUsers: id, name, loginName)',
    input: problemUsersBody,
    output: problemUsersData,
    handler: async (ctx) => {
      const r = await svc.problemUsers(ctx.deps.db, ctx.project);
      return besideData(r, { allUsers: r.allUsers });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/issue/list',
    access: project,
    summary: 'Issues of a project (filters, paged, newest first)',
    input: issueListBody,
    output: issueList,
    handler: (ctx, input) => svc.listIssues(ctx.deps.db, ctx.project, input),
  });
  defineRoute(app, deps, {
    // Access 'user': the projects are every one where the caller may see issues, checked per project.
    method: 'POST',
    url: '/protected/issue/mine',
    log: false,
    access: { kind: 'user' },
    summary: "Issues the caller leads, approves, raised or is cc'd on, across projects (projectName on each)",
    input: myIssuesBody,
    output: issueList,
    handler: (ctx, input) => svc.myIssues(ctx.deps, ctx.actor, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/issue/get',
    access: project,
    summary: 'An issue with replies, history, the statuses the caller may move it to and their rights',
    input: issueRefBody,
    output: issueDetail,
    handler: (ctx, input) => svc.issueDetail(ctx.deps.db, ctx.project, input.issueId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/issue/add',
    access: project,
    summary: 'Raises an issue (issue:add); code unique in the project',
    input: addIssueBody,
    output: issueDetail,
    handler: async (ctx, input) => withMsg(await svc.addIssue(ctx.deps.db, ctx.project, input, ctx.deps.now()), 'issue.added'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/issue/update',
    access: project,
    summary: "Edits an issue's fields (history lists the changed fields)",
    input: updateIssueBody,
    output: issueDetail,
    handler: async (ctx, input) => withMsg(await svc.updateIssue(ctx.deps.db, ctx.project, input, ctx.deps.now()), 'issue.saved'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/issue/delete',
    access: project,
    summary: 'Deletes an issue with its replies and history',
    input: issueRefBody,
    output: deletedRef,
    handler: async (ctx, input) => withMsg(await svc.deleteIssue(ctx.deps.db, ctx.project, input.issueId, ctx.deps.now()), 'issue.deleted'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/issue/change-status',
    access: project,
    summary: 'Moves an issue through the workflow (docs/issues.md), with an optional note',
    input: changeIssueStatusBody,
    output: issueDetail,
    handler: async (ctx, input) => withMsg(await changeStatus(ctx.deps.db, ctx.project, input, ctx.lang, ctx.deps.now()), 'issue.statusChanged'),
  });
  defineRoute(app, deps, {
    // Access 'user': with images the project is known only from the multipart fields; the
    // service makes the project check of the 'project' routes once it has read them.
    method: 'POST',
    url: '/protected/issue/reply',
    access: { kind: 'user' },
    summary: 'Replies to an issue: multipart (projectId, issueId, content, then up to 4 `image` parts, JPG/PNG ≤ 5 MB) or JSON',
    output: issueDetail,
    handler: async (ctx) => withMsg(await postReply(ctx), 'issue.replied'),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/protected/issue/reply-image/:imageId',
    access: project,
    summary: 'An image of an issue reply (?projectId), inline',
    input: replyImageParams,
    handler: async (ctx, input) => {
      await sendReplyImage(ctx.deps, ctx.project, ctx.req, ctx.reply, input.imageId);
      return RAW;
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/issue/generate-task',
    access: project,
    summary: "Creates the issue's task in a board lane (leader → principal, cc and approver → actors)",
    input: generateIssueTaskBody,
    output: issueDetail,
    handler: async (ctx, input) => withMsg(await generateTask(ctx.deps, ctx.project, input, ctx.deps.now()), 'issue.taskCreated'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/issue/by-task',
    log: false,
    access: project,
    summary: 'The issue a task was generated from, or null',
    input: issueByTaskBody,
    output: issueOfTask,
    handler: (ctx, input) => issueByTask(ctx.deps.db, ctx.project, input.taskId),
  });
}
