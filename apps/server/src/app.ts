import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import { langFromAcceptLanguage } from '@trestle/shared';
import type { Deps } from './http/context';
import { AppError, ErrorCode } from './http/errors';
import { replyError } from './http/reply';
import { defineRoute, RAW, routeRegistry } from './http/route';
import { openApiDocument } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { callerError, clientErrorHandler, frameworkErrors, registerEdge } from './http/edge';
import { loggerOptions } from './http/logging';
import { shellRoutes } from './modules/shell/routes';
import { accountRoutes } from './modules/accounts/routes';
import { moduleRoutes } from './modules';
import { NoticeHub } from './realtime/hub';
import { noticeSocketRoutes } from './realtime/socket';

/** onRoute hook: a route that does not say who may call it stops the server starting. */
export function assertDeclaredAccess(route: RouteOptions) {
  const access = route.config?.access;
  if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
}

/** Builds the server from its modules; no side effects (listening, seeding) happen here. */
export async function buildApp(deps: Deps, opts: { logger?: boolean | object } = {}): Promise<FastifyInstance> {
  // The request log never holds a token, ticket or key (http/logging.ts).
  const logger = opts.logger ? loggerOptions(opts.logger === true ? {} : opts.logger) : false;
  const app = Fastify({ logger, trustProxy: deps.config.trustProxy, bodyLimit: 10 * 1024 * 1024, frameworkErrors, clientErrorHandler });

  app.addHook('onRoute', assertDeclaredAccess);
  await registerSecurityHeaders(app, deps.config);
  registerEdge(app);

  // The spec's clients send POST with an empty body and a JSON content type.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body ?? '').trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError(400, ErrorCode.badInput, 'err.fieldInvalid', { field: 'body' }), undefined);
    }
  });
  // Form posts (the spec's file and folder download; the session comes in the bearer header).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body ?? ''))));
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });

  app.setErrorHandler((err, req, reply) => {
    const lang = langFromAcceptLanguage(req.headers['accept-language']);
    if (err instanceof AppError) return replyError(reply, lang, err);
    const refused = callerError(err as Parameters<typeof callerError>[0]);
    if (refused) return replyError(reply, lang, refused);
    req.log.error({ err, reqId: req.id }, 'unexpected error');
    return replyError(reply, lang, new AppError(500, ErrorCode.internal, 'err.unknown'));
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = langFromAcceptLanguage(req.headers['accept-language']);
    const url = req.url.split('?')[0];
    const isApi = /^\/(protected|public|account|api|static\/config)(\/|$)/.test(url);
    // Browser paths like /login or /project_list belong to the hash router.
    if (!isApi && req.method === 'GET' && deps.config.webDist) return reply.redirect(`/#${req.url}`);
    return replyError(reply, lang, new AppError(404, ErrorCode.notFound, 'err.routeNotFound', { path: url }));
  });

  // The notification hub LISTENs once the app is ready (not while building: no side effects
  // here) and lets go of its connection and sockets when the app closes.
  const hub = new NoticeHub(deps, app.log);
  app.decorate('noticeHub', hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.stop());
  await noticeSocketRoutes(app, deps, hub);

  shellRoutes(app, deps);
  accountRoutes(app, deps);
  moduleRoutes(app, deps);

  defineRoute(app, deps, {
    method: 'GET',
    url: '/api/docs',
    access: { kind: 'public' },
    summary: 'OpenAPI document of every call',
    handler: async (ctx) => {
      ctx.reply.send(openApiDocument(routeRegistry));
      return RAW;
    },
  });

  const webDist = deps.config.webDist;
  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: path.resolve(webDist), serve: false });
    defineRoute(app, deps, {
      method: 'GET',
      url: '/',
      access: { kind: 'public' },
      summary: 'The web app',
      handler: async (ctx) => {
        ctx.reply.header('cache-control', 'no-cache').sendFile('index.html');
        return RAW;
      },
    });
    defineRoute(app, deps, {
      method: 'GET',
      url: '/assets/*',
      access: { kind: 'public' },
      summary: 'Built web assets',
      handler: async (ctx) => {
        const rel = (ctx.req.params as { '*': string })['*'];
        ctx.reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(path.join('assets', rel));
        return RAW;
      },
    });
    for (const file of ['favicon.svg']) {
      defineRoute(app, deps, {
        method: 'GET',
        url: `/${file}`,
        access: { kind: 'public' },
        summary: 'Static file of the web app',
        handler: async (ctx) => {
          ctx.reply.sendFile(file);
          return RAW;
        },
      });
    }
  }
  return app;
}
