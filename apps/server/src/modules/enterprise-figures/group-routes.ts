import type { FastifyInstance } from 'fastify';
import { groupIdBody } from '@trestle/shared';
import { groupFigures as groupFiguresAnswer } from '@trestle/shared/project-responses';
import type { Deps } from '../../http/context';
import { defineRoute } from '../../http/route';
import { groupFigures } from './group';

/** A project group's home page figures: any of the enterprise's staff, over the projects each sees. */
export function groupFigureRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/project/get-project-group-figures',
    access: { kind: 'enterprise' },
    summary: "A project group's figures over the group's projects the caller's project list shows: count, by status, people, bytes stored, issues",
    input: groupIdBody,
    output: groupFiguresAnswer,
    handler: (ctx, input) => groupFigures(ctx.deps, ctx.actor, ctx.enterprise.enterpriseId, input.groupId),
  });
}
