import type { z } from 'zod';
import type { addNoticeBody, updateNoticeBody } from '@trestle/shared/notice-schemas';
import { contracts } from '@trestle/shared/contracts';
import { callRoute, callRouteEnvelope } from '../../api/callRoute';

export type { CurrentNotice, NoticeRow } from '@trestle/shared/notice-responses';
export type AddNoticeInput = z.input<typeof addNoticeBody>;
export type UpdateNoticeInput = z.input<typeof updateNoticeBody>;

// Notices (docs/notices.md): managers' list and edits, the reader's current notices.

/** Spec 3 §9: notices are listed 10 to a page. */
export const NOTICE_PAGE_SIZE = 10;

export const noticeKeys = {
  all: () => ['notices'] as const,
  page: (audience: string, page: number) => ['notices', 'page', audience, page] as const,
  current: () => ['notices', 'current'] as const,
};

export function noticePage(audience: 'platform' | 'enterprise', pageNum: number) {
  return callRouteEnvelope(contracts.getNoticePage, { audience, pageNum, pageSize: NOTICE_PAGE_SIZE });
}

export function addNotice(input: AddNoticeInput) {
  return callRoute(contracts.addNotice, input);
}

export function updateNotice(input: UpdateNoticeInput) {
  return callRoute(contracts.updateNotice, input);
}

export function deleteNotice(id: string) {
  return callRoute(contracts.deleteNotice, { id });
}

export function currentNotices() {
  return callRoute(contracts.getCurrentNotices, {});
}

export function markNoticesSeen(ids: string[]) {
  return callRoute(contracts.markNoticesSeen, { ids });
}
