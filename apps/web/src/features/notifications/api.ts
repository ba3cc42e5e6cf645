import { callRoute } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { NoticeItem, NoticeList, NoticeListType, NoticeTarget, NoticeUser } from '@trestle/shared/notify-schemas';

// Reading B of spec 1 §7.3: base path /account/user/notify (docs/notifications.md).

// The wire types are the server's (packages/shared/src/notify-schemas.ts).
export { NOTICE_LIST_TYPES as NOTICE_FILTERS } from '@trestle/shared/notify-schemas';
export type NoticeFilter = NoticeListType;
export type Notice = NoticeItem;
export type NoticePage = NoticeList;
export type { NoticeTarget, NoticeUser };

export const notifyKeys = {
  count: ['notify-count'] as const,
  /** Every loaded list, whatever its filter. */
  lists: ['notify-list'] as const,
  list: (filter: NoticeFilter) => ['notify-list', filter] as const,
  detail: (id: string | null) => ['notify-detail', id] as const,
};

// The list and count are background loads: a failure is silently ignored (spec 1 §8).
export const listNotices = (page: number, type: NoticeFilter) => callRoute(contracts.notifyList, { page, type }, { silent: true });
export const noticeCount = () => callRoute(contracts.count, {}, { silent: true });
export const noticeDetail = (id: string) => callRoute(contracts.detail, { id }, { silent: true });
export const readNotice = (userNotifyId: string) => callRoute(contracts.read, { userNotifyId });
export const readAllNotices = () => callRoute(contracts.readAll, {});

/** The live socket's address on this host; the token goes in the first message, not the URL. */
export function socketUrl(loc: Pick<Location, 'protocol' | 'host'>): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/account/user/notify/ws`;
}
