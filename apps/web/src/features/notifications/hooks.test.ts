import { describe, expect, it, vi } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Notice, NoticePage } from './api';
import { notifyKeys } from './api';
import { pushNotice, setCount } from './hooks';

// The cache rules only; no call leaves the test (the client needs a browser).
vi.mock('../../api/client', () => ({ get: vi.fn(), post: vi.fn(), send: vi.fn() }));

const notice = (id: string, targetType = 'task'): Notice => ({
  userNotifyId: id,
  notifyId: id,
  userId: 'me',
  targetId: 'projectId=p1&taskId=t1',
  targetType,
  actionType: 'add',
  content: null,
  sender: 'u1',
  createAt: '2026-11-23T08:00:00Z',
  isReadNumber: 1,
  target: { projectId: 'p1', appType: null, boardId: null, taskId: 't1', issueId: null, approvalId: null },
  subject: null,
  projectName: null,
});
const loaded = (ids: string[]): InfiniteData<NoticePage> => ({
  pages: [{ list: ids.map((i) => notice(i)), users: [], hasNextPage: false, total: ids.length }],
  pageParams: [1],
});
const ids = (qc: QueryClient, f: 'all' | 'task' | 'issue') =>
  qc.getQueryData<InfiniteData<NoticePage>>(notifyKeys.list(f))?.pages[0].list.map((n) => n.userNotifyId);

describe('a notice pushed over the socket', () => {
  it('goes on top of the loaded lists it belongs to, once, with its sender', () => {
    const qc = new QueryClient();
    qc.setQueryData(notifyKeys.list('all'), loaded(['a', 'b']));
    qc.setQueryData(notifyKeys.list('task'), loaded(['a']));
    qc.setQueryData(notifyKeys.list('issue'), loaded(['i']));
    pushNotice(qc, notice('c'), [{ id: 'u1', name: 'Paula', loginName: 'padmin' }]);
    pushNotice(qc, notice('c'));
    expect(ids(qc, 'all')).toEqual(['c', 'a', 'b']);
    expect(ids(qc, 'task')).toEqual(['c', 'a']);
    expect(ids(qc, 'issue')).toEqual(['i']);
    expect(qc.getQueryData<InfiniteData<NoticePage>>(notifyKeys.list('all'))?.pages[0].users).toEqual([{ id: 'u1', name: 'Paula', loginName: 'padmin' }]);
  });
  it('leaves a list that was never loaded alone', () => {
    const qc = new QueryClient();
    pushNotice(qc, notice('c'));
    expect(qc.getQueryData(notifyKeys.list('all'))).toBeUndefined();
  });
  it('makes an approval notice reload the approval screens, and only it', () => {
    const qc = new QueryClient();
    qc.setQueryData(['approvals', 'one', 'p1', 'a1'], { status: 'in_process' });
    pushNotice(qc, notice('t'));
    expect(qc.getQueryState(['approvals', 'one', 'p1', 'a1'])?.isInvalidated).toBe(false);
    pushNotice(qc, notice('a', '19650'));
    expect(qc.getQueryState(['approvals', 'one', 'p1', 'a1'])?.isInvalidated).toBe(true);
  });
  it("sets the badge count and the current user's unreadCount", () => {
    const qc = new QueryClient();
    qc.setQueryData(['current-user'], { user: {}, unreadCount: 1 });
    setCount(qc, 4);
    expect(qc.getQueryData(notifyKeys.count)).toEqual({ count: 4 });
    expect(qc.getQueryData(['current-user'])).toEqual({ user: {}, unreadCount: 4 });
  });
});
