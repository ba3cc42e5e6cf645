import type { FastifyInstance } from 'fastify';
import {
  addMeetingBody,
  meetingDocumentsBody,
  meetingIssuesBody,
  meetingListBody,
  meetingRefBody,
  meetingSummaryBody,
  updateMeetingBody,
  deletedRef,
  meetingIssuesSaved,
  meetingList,
  meetingSummary,
} from '@trestle/shared/issue-schemas';
import type { Deps } from '../../http/context';
import { defineRoute, type Access } from '../../http/route';
import * as meetings from './meetings';

// Meetings of a project (docs/issues.md). Routes need the project; the service checks the
// meeting:* grants and the creator rules (issues/access.ts).

const project: Access<'project'> = { kind: 'project' };

export function meetingRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/list',
    access: project,
    summary: 'Meetings of a project, newest first, with issue count and documents (search: code, description)',
    input: meetingListBody,
    output: meetingList,
    handler: (ctx, input) => meetings.listMeetings(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/get',
    access: project,
    summary: 'One meeting',
    input: meetingRefBody,
    output: meetingSummary,
    handler: (ctx, input) => meetings.getMeeting(ctx.deps, ctx.project, input.meetingId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/add',
    access: project,
    summary: 'Creates a meeting (meeting:add; code unique in the project)',
    input: addMeetingBody,
    output: meetingSummary,
    handler: (ctx, input) => meetings.addMeeting(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/update',
    access: project,
    summary: 'Edits a meeting (meeting:edit or its creator)',
    input: updateMeetingBody,
    output: meetingSummary,
    handler: (ctx, input) => meetings.updateMeeting(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/delete',
    access: project,
    summary: 'Deletes a meeting (meeting:delete); its issues stay, without a meeting',
    input: meetingRefBody,
    output: deletedRef,
    handler: (ctx, input) => meetings.deleteMeeting(ctx.deps, ctx.project, input.meetingId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/summary',
    access: project,
    summary: 'Writes the meeting summary (minutes, ≤ 5000; meeting:report or its creator)',
    input: meetingSummaryBody,
    output: meetingSummary,
    handler: (ctx, input) => meetings.saveSummary(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/documents',
    log: false,
    access: project,
    summary: "Adds project files to the meeting's documents, or removes them (remove: true)",
    input: meetingDocumentsBody,
    output: meetingSummary,
    handler: (ctx, input) => meetings.setDocuments(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/meeting/issues',
    log: false,
    access: project,
    summary: 'Attaches issues of the project to the meeting, or detaches them (remove: true)',
    input: meetingIssuesBody,
    output: meetingIssuesSaved,
    handler: (ctx, input) => meetings.setIssues(ctx.deps, ctx.project, input),
  });
}
