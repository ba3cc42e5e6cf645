import type { FastifyInstance } from 'fastify';
import {
  addApprovalBody,
  approvalListBody,
  approvalPeopleBody,
  approvalRefBody,
  approveBody,
  rejectBody,
  resubmitBody,
  revokeBody,
  approvalDetail,
  approvalList,
  approvalPeople,
} from '@trestle/shared/approval-schemas';
import type { Deps } from '../../http/context';
import { defineRoute, projectScopeFor, type Access } from '../../http/route';
import * as svc from './service';
import * as flow from './workflow';

// Document approvals (docs/approvals.md); the wire contract is
// packages/shared/src/approval-schemas.ts. Routes are thin: the services check who may see an
// approval and the workflow (access.ts).

const project: Access<'project'> = { kind: 'project' };

export function approvalRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    // Access 'user': without projectId the list spans every project of the session enterprise
    // the caller may see; with one, that project is checked as on the 'project' routes.
    method: 'POST',
    url: '/protected/approval/list',
    access: { kind: 'user' },
    summary: "The caller's approvals (tab todo | initiated | cc | all; status, search; optional projectId), newest activity first",
    input: approvalListBody,
    output: approvalList,
    handler: async (ctx, input) => svc.listApprovals(ctx.deps, ctx.actor, input.projectId ? await projectScopeFor(ctx, input.projectId) : null, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/approval/get',
    access: project,
    summary: "An approval with its approvers' decisions, documents per round, history and what the caller may do (can)",
    input: approvalRefBody,
    output: approvalDetail,
    handler: (ctx, input) => svc.approvalDetail(ctx.deps, ctx.project, input.approvalId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/approval/people',
    log: false,
    access: project,
    summary: 'Project members an approval may name as approvers or cc',
    input: approvalPeopleBody,
    output: approvalPeople,
    handler: (ctx) => svc.approvalPeople(ctx.deps.db, ctx.project),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/approval/add',
    access: project,
    summary: 'Submits an approval: title, approvers, cc, project documents (pinned at their current version), remarks',
    input: addApprovalBody,
    output: approvalDetail,
    handler: (ctx, input) => svc.addApproval(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/approval/approve',
    access: project,
    summary: 'Approves as a pending approver (optional comment); the last approval completes it',
    input: approveBody,
    output: approvalDetail,
    handler: (ctx, input) => flow.approve(ctx.deps, ctx.project, input, ctx.lang),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/approval/reject',
    access: project,
    summary: 'Rejects as a pending approver, with the reason',
    input: rejectBody,
    output: approvalDetail,
    handler: (ctx, input) => flow.reject(ctx.deps, ctx.project, input, ctx.lang),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/approval/resubmit',
    access: project,
    summary: 'Resubmits a rejected approval (initiator): new round, documents pinned again, decisions reset',
    input: resubmitBody,
    output: approvalDetail,
    handler: (ctx, input) => flow.resubmit(ctx.deps, ctx.project, input, ctx.lang),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/approval/revoke',
    access: project,
    summary: 'Revokes (voids) an unfinished approval: its initiator or a project admin',
    input: revokeBody,
    output: approvalDetail,
    handler: (ctx, input) => flow.revoke(ctx.deps, ctx.project, input, ctx.lang),
  });
}
