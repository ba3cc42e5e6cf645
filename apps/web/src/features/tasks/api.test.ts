import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { boardChoicesQuery, boardKeys, boardsQuery } from './api';

// The cache rules only; no call leaves the test (the client needs a browser).
vi.mock('../../api/client', () => ({ del: vi.fn(), get: vi.fn(), post: vi.fn(), postEnvelope: vi.fn(), put: vi.fn(), send: vi.fn() }));
// The project's boards are one cache entry read by five screens: the board list page, the move
// and 3D-progress dialogs want the page with its rights, the board pickers the bare list.

const page = {
  list: [
    {
      boardId: 'b1',
      id: 'b1',
      name: 'Site works',
      label: null,
      appType: 'tapd',
      taskCount: 2,
      finishedCount: 1,
      createdBy: 'u1',
      createdAt: '2026-11-01T08:00:00.000Z',
      updatedAt: '2026-11-02T08:00:00.000Z',
    },
  ],
  total: 1,
  canAdd: true,
  canEdit: false,
  canDelete: false,
};

describe('the project boards in the query cache', () => {
  it('gives a board picker the list when the board list page cached the page first', () => {
    const qc = new QueryClient();
    qc.setQueryData(boardsQuery('p1').queryKey, page);
    const picker = new QueryObserver(qc, { ...boardChoicesQuery('p1'), enabled: false });
    expect(picker.getCurrentResult().data).toEqual(page.list);
  });

  it('keeps the rights for the board list page when a picker read the boards first', async () => {
    const qc = new QueryClient();
    await qc.prefetchQuery({ ...boardChoicesQuery('p1'), queryFn: () => page });
    const list = new QueryObserver(qc, { ...boardsQuery('p1'), enabled: false });
    expect(list.getCurrentResult().data).toEqual(page);
  });

  it('names the entry by the project, under the key the board screens invalidate', () => {
    expect(boardsQuery('p1').queryKey).toEqual(boardKeys.list('p1'));
    expect(boardChoicesQuery('p1').queryKey).toEqual(boardKeys.list('p1'));
  });
});
