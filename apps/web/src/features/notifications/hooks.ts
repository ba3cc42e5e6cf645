import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { userKeys } from '../../api/user';
import { approvalKeys } from '../approvals/api';
import {
  listNotices,
  noticeCount,
  noticeDetail,
  notifyKeys,
  readAllNotices,
  readNotice,
  type Notice,
  type NoticeFilter,
  type NoticePage,
  type NoticeUser,
} from './api';

/** The unread count; the 60 s poll stays as the fallback of the live socket. */
export function useNoticeCount() {
  return useQuery({ queryKey: notifyKeys.count, queryFn: noticeCount, refetchInterval: 60_000 });
}

/** Pages of 10, the next loaded on demand; a failed load keeps the last list (spec 1 §8). */
export function useNoticeList(filter: NoticeFilter, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notifyKeys.list(filter),
    queryFn: ({ pageParam }) => listNotices(pageParam, filter),
    initialPageParam: 1,
    getNextPageParam: (last: NoticePage, all) => (last?.hasNextPage ? all.length + 1 : undefined),
    enabled,
    retry: false,
  });
}

export function useNoticeDetail(id: string | null) {
  return useQuery({ queryKey: notifyKeys.detail(id), queryFn: () => noticeDetail(id!), enabled: !!id, retry: false });
}

/** After a read: the list and the badge come again from the server (spec 1 §4). */
function refresh(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: notifyKeys.lists });
  void qc.invalidateQueries({ queryKey: notifyKeys.count });
}

export function useReadNotice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: readNotice, onSuccess: () => refresh(qc) });
}

export function useReadAll() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: readAllNotices, onSuccess: () => refresh(qc) });
}

/** Sets the badge everywhere it is read from (the bell, the current user's unreadCount). */
export function setCount(qc: QueryClient, count: number) {
  qc.setQueryData(notifyKeys.count, { count });
  qc.setQueryData(userKeys.current(), (old: unknown) => (old && typeof old === 'object' && 'unreadCount' in old ? { ...old, unreadCount: count } : old));
}

/**
 * A notice pushed by the server goes on top of the loaded lists it belongs to at once; the lists
 * are then reloaded in the background so paging and read state stay the server's. An approval
 * notice also reloads the approval screens (features/approvals keys start with 'approvals').
 */
export function pushNotice(qc: QueryClient, notice: Notice, users: NoticeUser[] = []) {
  for (const filter of ['all', notice.targetType] as NoticeFilter[]) {
    qc.setQueryData<InfiniteData<NoticePage>>(notifyKeys.list(filter), (old) => {
      if (!old?.pages.length) return old;
      const [first, ...rest] = old.pages;
      if (first.list.some((n) => n.userNotifyId === notice.userNotifyId)) return old;
      const known = new Set(first.users.map((u) => u.id));
      return {
        ...old,
        pages: [
          { ...first, list: [notice, ...first.list], users: [...first.users, ...users.filter((u) => !known.has(u.id))], total: first.total + 1 },
          ...rest,
        ],
      };
    });
  }
  void qc.invalidateQueries({ queryKey: notifyKeys.lists });
  // An approval notice means an approval changed: open approval screens read it again.
  if (notice.targetType === '19650') void qc.invalidateQueries({ queryKey: approvalKeys.all });
}
