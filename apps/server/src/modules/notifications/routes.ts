import type { FastifyInstance } from 'fastify';
import {
  noticeCount,
  noticeDetail,
  noticeList,
  noticesMarked,
  NOTICE_PAGE_SIZE,
  noticeByNotifyIdBody,
  noticeDetailParams,
  noticeListParams,
  noticeReadBody,
  noticeUserListParams,
} from '@trestle/shared/notify-schemas';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { unreadCount } from './service';
import { listNotices, markAllRead, markRead, noticeById, noticeByNotifyId } from './reading';

// Both readings of spec 1 §7.3 (docs/notifications.md). Every call acts on the caller's own
// notices; the routes only translate the wire shapes to reading.ts.

export function notificationRoutes(app: FastifyInstance, deps: Deps) {
  // Reading B: base path /account/user/notify.
  defineRoute(app, deps, {
    method: 'GET',
    url: '/account/user/notify/count',
    access: { kind: 'user' },
    summary: 'Unread notices of the caller (header bell)',
    output: noticeCount,
    handler: async (ctx) => ({ count: await unreadCount(ctx.deps.db, ctx.actor.userId) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/account/user/notify/list/:page',
    access: { kind: 'user' },
    summary: "A page of the caller's notices (10 per page; query type=all|task|issue|19650, unread=1)",
    input: noticeListParams,
    output: noticeList,
    handler: (ctx, q) => listNotices(ctx.deps.db, ctx.actor.userId, { page: q.page, size: NOTICE_PAGE_SIZE, type: q.type, unread: q.unread }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/account/user/notify/read',
    log: false,
    access: { kind: 'user' },
    summary: 'Mark one notice ({ userNotifyId }) or every notice about a target ({ targetId }) read',
    input: noticeReadBody,
    output: noticesMarked,
    handler: (ctx, b) => ctx.deps.db.transaction((tx) => markRead(tx, ctx.actor.userId, ctx.deps.now(), b)),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/account/user/notify/readAll',
    log: false,
    access: { kind: 'user' },
    summary: 'Mark every notice of the caller read',
    output: noticesMarked,
    handler: (ctx) => ctx.deps.db.transaction((tx) => markAllRead(tx, ctx.actor.userId, ctx.deps.now())),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/account/user/notify/detail/:id',
    access: { kind: 'user' },
    summary: 'One notice of the caller by userNotifyId (does not mark it read)',
    input: noticeDetailParams,
    output: noticeDetail,
    handler: (ctx, p) => noticeById(ctx.deps.db, ctx.actor.userId, p.id),
  });

  // Reading A (the helper's): paths are ours, the spec shows none.
  defineRoute(app, deps, {
    method: 'GET',
    url: '/account/user/notify/user/:userId',
    access: { kind: 'user' },
    summary: "Reading A: a page of the caller's notices (query pageNum, pageSize; userId must be the caller)",
    input: noticeUserListParams,
    output: noticeList,
    handler: (ctx, q) => {
      if (q.userId !== ctx.actor.userId) throw Errors.forbiddenKey('notify.otherUser');
      return listNotices(ctx.deps.db, ctx.actor.userId, { page: q.pageNum, size: q.pageSize, type: q.type, unread: q.unread });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/account/user/notify/markAllRead',
    log: false,
    access: { kind: 'user' },
    summary: 'Reading A: mark every notice of the caller read (no payload)',
    output: noticesMarked,
    handler: (ctx) => ctx.deps.db.transaction((tx) => markAllRead(tx, ctx.actor.userId, ctx.deps.now())),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/account/user/notify/markRead',
    log: false,
    access: { kind: 'user' },
    summary: 'Reading A: mark one notice read ({ userNotifyId, targetId, isReadNumber })',
    input: noticeReadBody,
    output: noticesMarked,
    handler: (ctx, b) => ctx.deps.db.transaction((tx) => markRead(tx, ctx.actor.userId, ctx.deps.now(), b)),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/account/user/notify/getDetail',
    access: { kind: 'user' },
    summary: "Reading A: the caller's copy of a notice by notifyId",
    input: noticeByNotifyIdBody,
    output: noticeDetail,
    handler: (ctx, b) => noticeByNotifyId(ctx.deps.db, ctx.actor.userId, b.notifyId),
  });
}
