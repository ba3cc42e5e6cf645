import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NoticeFilter } from './api';
import { useNoticeList } from './hooks';
import { NoticeItem } from './NoticeItem';
import { toNoticeViews, type NoticeView } from './view';

/** The notices of one filter, the next page loading when the end of the list comes into view. */
export function NoticeList({ filter, onOpen }: { filter: NoticeFilter; onOpen: (v: NoticeView) => void }) {
  const { t } = useTranslation('notifications');
  const q = useNoticeList(filter, true);
  const end = useRef<HTMLDivElement>(null);
  const [now, setNow] = useState(() => new Date());

  // 'just now' becomes '1 minute ago' while the drawer stays open.
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(id);
  }, []);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q;
  useEffect(() => {
    const el = end.current;
    if (!el || !hasNextPage) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A notice pushed on top shifts the pages by one; the same notice is shown once.
  const items = useMemo(() => {
    const seen = new Set<string>();
    const out: NoticeView[] = [];
    for (const p of q.data?.pages ?? []) {
      for (const v of toNoticeViews(p?.list, p?.users)) {
        if (seen.has(v.id)) continue;
        seen.add(v.id);
        out.push(v);
      }
    }
    return out;
  }, [q.data]);

  if (q.isPending) return <Spin className="notice-state" data-testid="notice-loading" />;
  // A failed load is not announced (spec 1 §8): the last list stays; with none, a quiet retry.
  if (!q.data) {
    return (
      <div className="notice-state" data-testid="notice-unavailable">
        <Typography.Text type="secondary">{t('unavailable')}</Typography.Text>{' '}
        <Button type="link" onClick={() => q.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!items.length) return <Empty className="notice-state" description={t('empty')} data-testid="notice-empty" />;
  return (
    <div data-testid="notice-list">
      {items.map((v) => (
        <NoticeItem key={v.id} v={v} now={now} onOpen={onOpen} />
      ))}
      <div ref={end} className="notice-end">
        {isFetchingNextPage ? (
          <Spin size="small" data-testid="notice-more" />
        ) : !hasNextPage && items.length > 10 ? (
          <Typography.Text type="secondary">{t('noMore')}</Typography.Text>
        ) : null}
      </div>
    </div>
  );
}
