import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { defineRoute } from '../../http/route';
import { unreadCount } from './service';

export function notificationRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'GET', url: '/account/user/notify/count', access: { kind: 'user' }, summary: 'Unread notices of the caller (header bell)',
    handler: async (ctx) => ({ count: await unreadCount(ctx.deps.db, ctx.actor.userId) }),
  });
}
