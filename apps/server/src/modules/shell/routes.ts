import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { defineRoute, RAW } from '../../http/route';
import { webConfig } from './service';

export function shellRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/static/config/config.json',
    access: { kind: 'public' },
    summary: 'Start-up configuration of the web app (not enveloped)',
    handler: async (ctx) => {
      ctx.reply.header('cache-control', 'no-store').type('application/json').send(webConfig(ctx.deps.config));
      return RAW;
    },
  });
}
