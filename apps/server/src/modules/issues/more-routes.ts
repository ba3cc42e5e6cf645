import type { FastifyInstance } from 'fastify';
import {
  addDiscussionBody,
  addMeetingBody,
  discussionListBody,
  discussionManageBody,
  discussionRefBody,
  discussionStateBody,
  issueExportQuery,
  meetingDocumentsBody,
  meetingIssuesBody,
  meetingListBody,
  meetingRefBody,
  meetingSummaryBody,
  updateMeetingBody,
} from '@trestle/shared/issue-schemas';
import type { Deps } from '../../http/context';
import { defineRoute, RAW, type Access } from '../../http/route';
import { disposition } from '../files/download';
import * as meetings from './meetings';
import * as discuss from './discussions';
import { exportIssues } from './export';

// Meetings, discussion topics and the issue list export (docs/issues.md). Routes need the
// project (except the cross-project discussion management list); the services check the
// meeting:* / issue:* grants and the creator rules (access.ts).

const project: Access = { kind: 'project' };

export function issueMoreRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/list',
    access: project,
    summary: 'Meetings of a project, newest first, with issue count and documents (search: code, description)',
    input: meetingListBody,
    handler: (ctx, input) => meetings.listMeetings(ctx.deps, ctx.project!, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/get',
    access: project,
    summary: 'One meeting',
    input: meetingRefBody,
    handler: (ctx, input) => meetings.getMeeting(ctx.deps, ctx.project!, input.meetingId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/add',
    access: project,
    summary: 'Creates a meeting (meeting:add; code unique in the project)',
    input: addMeetingBody,
    handler: (ctx, input) => meetings.addMeeting(ctx.deps, ctx.project!, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/update',
    access: project,
    summary: 'Edits a meeting (meeting:edit or its creator)',
    input: updateMeetingBody,
    handler: (ctx, input) => meetings.updateMeeting(ctx.deps, ctx.project!, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/delete',
    access: project,
    summary: 'Deletes a meeting (meeting:delete); its issues stay, without a meeting',
    input: meetingRefBody,
    handler: (ctx, input) => meetings.deleteMeeting(ctx.deps, ctx.project!, input.meetingId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/summary',
    access: project,
    summary: 'Writes the meeting summary (minutes, ≤ 5000; meeting:report or its creator)',
    input: meetingSummaryBody,
    handler: (ctx, input) => meetings.saveSummary(ctx.deps, ctx.project!, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/documents',
    access: project,
    summary: "Adds project files to the meeting's documents, or removes them (remove: true)",
    input: meetingDocumentsBody,
    handler: (ctx, input) => meetings.setDocuments(ctx.deps, ctx.project!, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/issues',
    access: project,
    summary: 'Attaches issues of the project to the meeting, or detaches them (remove: true)',
    input: meetingIssuesBody,
    handler: (ctx, input) => meetings.setIssues(ctx.deps, ctx.project!, input),
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/discuss/list',
    access: project,
    summary: 'Discussion topics of a project: open ones (includeClosed: all), pinned first, then latest post',
    input: discussionListBody,
    handler: (ctx, input) => discuss.listDiscussions(ctx.deps, ctx.project!, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/discuss/manage',
    access: { kind: 'user' },
    summary: 'Topics of every project where the caller manages issues (optional projectId), with projectName',
    input: discussionManageBody,
    handler: (ctx, input) => discuss.manageDiscussions(ctx.deps, ctx.actor, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/discuss/add',
    access: project,
    summary: 'Starts a discussion topic (issue:add), optionally about an issue or a meeting',
    input: addDiscussionBody,
    handler: (ctx, input) => discuss.addDiscussion(ctx.deps, ctx.project!, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/discuss/get',
    access: project,
    summary: 'One discussion topic (its posts: GET /comment/comments?business=discussion)',
    input: discussionRefBody,
    handler: (ctx, input) => discuss.getDiscussion(ctx.deps, ctx.project!, input.discussionId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/discuss/state',
    access: project,
    summary: 'Closes or reopens (closed), pins or unpins (pinned) a topic: its creator or an issue manager',
    input: discussionStateBody,
    handler: (ctx, input) => discuss.setDiscussionState(ctx.deps, ctx.project!, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/discuss/delete',
    access: project,
    summary: 'Deletes a topic with its posts: its creator or an issue manager',
    input: discussionRefBody,
    handler: (ctx, input) => discuss.deleteDiscussion(ctx.deps, ctx.project!, input.discussionId),
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/protected/issue/export',
    access: project,
    summary: 'Every issue the list filters select as .xlsx or .pdf (issue:export; ?format&lang&filters)',
    input: issueExportQuery,
    handler: async (ctx, input) => {
      const file = await exportIssues(ctx.deps, ctx.project!, input, input.lang ?? ctx.lang);
      ctx.reply
        .header('content-type', file.mime)
        .header('content-disposition', disposition('attachment', file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('x-issue-count', String(file.count))
        .send(file.bytes);
      return RAW;
    },
  });
}
