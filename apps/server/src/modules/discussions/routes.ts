import type { FastifyInstance } from 'fastify';
import {
  addDiscussionBody,
  discussionListBody,
  discussionManageBody,
  discussionRefBody,
  discussionStateBody,
  deletedRef,
  discussionList,
  discussionSummary,
} from '@trestle/shared/issue-schemas';
import type { Deps } from '../../http/context';
import { defineRoute, type Access } from '../../http/route';
import * as discuss from './discussions';

// Discussion topics (docs/issues.md). Routes need the project, except the cross-project
// management list; the service checks the issue:* grants and the creator rules.

const project: Access<'project'> = { kind: 'project' };

export function discussionRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/discuss/list',
    access: project,
    summary: 'Discussion topics of a project: open ones (includeClosed: all), pinned first, then latest post',
    input: discussionListBody,
    output: discussionList,
    handler: (ctx, input) => discuss.listDiscussions(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/discuss/manage',
    log: false,
    access: { kind: 'user' },
    summary: 'Topics of every project where the caller manages issues (optional projectId), with projectName',
    input: discussionManageBody,
    output: discussionList,
    handler: (ctx, input) => discuss.manageDiscussions(ctx.deps, ctx.actor, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/discuss/add',
    access: project,
    summary: 'Starts a discussion topic (issue:add), optionally about an issue or a meeting',
    input: addDiscussionBody,
    output: discussionSummary,
    handler: (ctx, input) => discuss.addDiscussion(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/discuss/get',
    access: project,
    summary: 'One discussion topic (its posts: GET /comment/comments?business=discussion)',
    input: discussionRefBody,
    output: discussionSummary,
    handler: (ctx, input) => discuss.getDiscussion(ctx.deps, ctx.project, input.discussionId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/discuss/state',
    log: { action: 'update' },
    access: project,
    summary: 'Closes or reopens (closed), pins or unpins (pinned) a topic: its creator or an issue manager',
    input: discussionStateBody,
    output: discussionSummary,
    handler: (ctx, input) => discuss.setDiscussionState(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/discuss/delete',
    access: project,
    summary: 'Deletes a topic with its posts: its creator or an issue manager',
    input: discussionRefBody,
    output: deletedRef,
    handler: (ctx, input) => discuss.deleteDiscussion(ctx.deps, ctx.project, input.discussionId),
  });
}
