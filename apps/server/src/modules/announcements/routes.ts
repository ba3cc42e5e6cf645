import type { FastifyInstance } from 'fastify';
import { addNoticeBody, deleteNoticeBody, markNoticesSeenBody, noticePageBody, updateNoticeBody } from '@trestle/shared/notice-schemas';
import { noData } from '@trestle/shared/common-responses';
import { currentNotices as currentNoticesOut, markedSeen, noticePage, noticeRow } from '@trestle/shared/notice-responses';
import type { Deps } from '../../http/context';
import { defineRoute } from '../../http/route';
import { addNotice, currentNotices, deleteNotice, listNotices, markSeen, updateNotice } from './service';

// Notices (docs/notices.md): the spec's four calls at its paths (endpoints.tsv area notice, no
// base path shown) and the reader's two. Access is 'user'; who manages which audience is
// access.ts's rule (platform: system managers; an enterprise: its managers).
export function announcementRoutes(app: FastifyInstance, deps: Deps) {
  const user = { kind: 'user' } as const;
  defineRoute(app, deps, {
    method: 'POST',
    url: '/getNoticePage',
    access: user,
    summary: "Notices of one audience (platform, or an enterprise's), for their managers; page size 10",
    input: noticePageBody,
    output: noticePage,
    handler: (ctx, input) => listNotices(ctx.deps, ctx.actor, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/addNotice',
    access: user,
    summary: 'Adds a notice (draft or published) with its validity window',
    input: addNoticeBody,
    output: noticeRow,
    handler: (ctx, input) => addNotice(ctx.deps, ctx.actor, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/updateNotice',
    access: user,
    summary: 'Edits a notice',
    input: updateNoticeBody,
    output: noticeRow,
    handler: (ctx, input) => updateNotice(ctx.deps, ctx.actor, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/deleteNotice',
    access: user,
    summary: 'Deletes a notice',
    input: deleteNoticeBody,
    output: noData,
    handler: (ctx, input) => deleteNotice(ctx.deps, ctx.actor, input.id),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/notice/get-current',
    access: user,
    summary: "The caller's current notices, each with whether they have seen it",
    output: currentNoticesOut,
    handler: (ctx) => currentNotices(ctx.deps, ctx.actor),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/notice/mark-seen',
    access: user,
    summary: 'Remembers that the caller has seen these notices',
    input: markNoticesSeenBody,
    output: markedSeen,
    // The reader's own state, like the bell's read marks: not an operation on shared data.
    log: false,
    handler: (ctx, input) => markSeen(ctx.deps, ctx.actor, input.ids),
  });
}
