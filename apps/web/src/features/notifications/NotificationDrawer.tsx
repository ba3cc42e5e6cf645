import { useState } from 'react';
import { Button, Drawer, Segmented, Space } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NOTICE_FILTERS, type NoticeFilter } from './api';
import { useReadAll, useReadNotice } from './hooks';
import { NoticeDetail } from './NoticeDetail';
import { NoticeList } from './NoticeList';
import type { NoticeView } from './view';
import './notifications.css';

/** The notification drawer of spec 1 §2.4: width 500, a type filter, read all, list and detail. */
export function NotificationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const [filter, setFilter] = useState<NoticeFilter>('all');
  const [opened, setOpened] = useState<NoticeView | null>(null);
  const read = useReadNotice();
  const readAll = useReadAll();

  const openNotice = (v: NoticeView) => {
    // Opening an unread notice reads it; the list and the badge then reload (spec 1 §4).
    if (v.unread) read.mutate(v.id);
    setOpened(v);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={500}
      title={t('drawerTitle')}
      destroyOnHidden
      afterOpenChange={(o) => !o && setOpened(null)}
      extra={
        !opened && (
          <Button icon={<CheckOutlined />} loading={readAll.isPending} onClick={() => readAll.mutate()} data-testid="notice-read-all">
            {t('readAll')}
          </Button>
        )
      }
      data-testid="notice-drawer"
    >
      {opened ? (
        <NoticeDetail from={opened} onBack={() => setOpened(null)} onLeave={onClose} />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Segmented<NoticeFilter>
            block
            value={filter}
            onChange={setFilter}
            options={NOTICE_FILTERS.map((f) => ({ value: f, label: <span data-testid={`notice-filter-${f}`}>{t(`filter.${f}`)}</span> }))}
          />
          <NoticeList filter={filter} onOpen={openNotice} />
        </Space>
      )}
    </Drawer>
  );
}
