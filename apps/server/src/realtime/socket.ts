import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { langFromAcceptLanguage, translate, type Lang, type MessageKey } from '@trestle/shared';
import type { Actor, Deps } from '../http/context';
import { authenticate, tokenOf } from '../http/auth';
import { AppError, ErrorCode } from '../http/errors';
import { replyError } from '../http/reply';
import { routeRegistry, type Access } from '../http/route';
import { resolveSession } from '../modules/accounts';
import { unreadCount } from '../modules/notifications';
import type { NoticeSocketMessage } from '@trestle/shared/notify-schemas';
import { CLOSE_SESSION_ENDED, type NoticeHub } from './hub';

export const NOTICE_SOCKET_URL = '/account/user/notify/ws';
/** Close code when no valid token arrived in the first message. */
export const CLOSE_UNAUTHENTICATED = 4401;
const AUTH_WAIT_MS = 10_000;

/**
 * The notification socket (docs/notifications.md). A browser WebSocket cannot set headers, and
 * a token in the address would land in access logs, so the session token comes as the first
 * message { "type": "auth", "token": "…" } within 10 seconds. A client that can send headers
 * (not a browser) may authenticate the upgrade with the bearer header instead.
 */
export async function noticeSocketRoutes(app: FastifyInstance, deps: Deps, hub: NoticeHub) {
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  const access: Access = { kind: 'user' };
  if (!routeRegistry.some((r) => r.method === 'GET' && r.url === NOTICE_SOCKET_URL)) {
    routeRegistry.push({
      method: 'GET',
      url: NOTICE_SOCKET_URL,
      access,
      summary: 'WebSocket: new notices and unread counts of the caller, pushed (token in the first message, or the bearer header)',
      log: 'read',
    });
  }
  const actors = new WeakMap<FastifyRequest, Actor>();
  const langOf = (req: FastifyRequest): Lang => langFromAcceptLanguage(req.headers['accept-language']);

  app.route({
    method: 'GET',
    url: NOTICE_SOCKET_URL,
    config: { access },
    preValidation: async (req: FastifyRequest, reply: FastifyReply) => {
      // An upgrade without a bearer header authenticates with its first message.
      if (req.ws && !tokenOf(req)) return;
      try {
        const actor = await authenticate(deps, req, true);
        if (actor) actors.set(req, actor);
      } catch (err) {
        if (err instanceof AppError) return replyError(reply, langOf(req), err);
        throw err;
      }
    },
    // A plain GET (no upgrade) with a valid session.
    handler: async (req: FastifyRequest, reply: FastifyReply) => replyError(reply, langOf(req), new AppError(426, ErrorCode.badInput, 'notify.socketOnly')),
    wsHandler: (socket, req) => {
      const lang = langOf(req);
      const send = (m: NoticeSocketMessage) => {
        if (socket.readyState === 1) socket.send(JSON.stringify(m));
      };
      let remove: (() => void) | null = null;
      socket.on('close', () => remove?.());
      const attach = async (actor: Actor) => {
        if (socket.readyState !== 1) return;
        remove = hub.add(socket, actor.userId, actor.sessionId, (listener) => socket.on('pong', listener));
        send({ type: 'ready', count: await unreadCount(deps.db, actor.userId) });
      };
      const refuse = (code: number, errorCode: number, key: MessageKey) => {
        send({ type: 'error', errorCode, msg: translate(key, lang) });
        socket.close(code, 'unauthenticated');
      };
      let actor = actors.get(req) ?? null;
      if (actor) void attach(actor).catch(() => socket.close(1011));
      else {
        const timer = setTimeout(() => refuse(CLOSE_UNAUTHENTICATED, ErrorCode.unauthenticated, 'err.notLoggedIn'), AUTH_WAIT_MS);
        socket.once('close', () => clearTimeout(timer));
        socket.once('message', (data: unknown) => {
          clearTimeout(timer);
          void (async () => {
            const token = authToken(String(data));
            const result = token ? await resolveSession(deps, token) : { kind: 'unknown' as const };
            if (result.kind !== 'ok') {
              return refuse(
                result.kind === 'unknown' ? CLOSE_UNAUTHENTICATED : CLOSE_SESSION_ENDED,
                result.kind === 'unknown' ? ErrorCode.unauthenticated : result.kind === 'idle' ? ErrorCode.sessionIdle : ErrorCode.sessionRevoked,
                result.kind === 'idle' ? 'auth.sessionExpired' : 'err.notLoggedIn',
              );
            }
            actor = result.actor;
            await attach(actor);
          })().catch(() => socket.close(1011));
        });
      }
      // After authentication the only message a client sends is a ping (some proxies drop
      // sockets that carry no data for a minute).
      socket.on('message', (data: unknown) => {
        if (!actor) return;
        if (messageType(String(data)) === 'ping') send({ type: 'pong' });
      });
    },
  });
}

function messageType(text: string): unknown {
  try {
    return (JSON.parse(text) as { type?: unknown })?.type;
  } catch {
    return null;
  }
}

function authToken(text: string): string | null {
  try {
    const v = JSON.parse(text) as { type?: unknown; token?: unknown };
    return v.type === 'auth' && typeof v.token === 'string' && v.token ? v.token.slice(0, 200) : null;
  } catch {
    return null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's notification hub (realtime/hub.ts). */
    noticeHub: NoticeHub;
  }
}
