import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentNotices, markNoticesSeen, noticeKeys } from './api';
import { NoticeList } from './NoticeList';

/**
 * After sign-in, the current notices the user has not seen yet, once: closing the dialog tells
 * the server they were seen (remembered per user), so a reload or another browser does not show
 * them again. The help menu's "Notices" rereads them.
 */
export function NoticeGate() {
  const { t } = useTranslation('notices');
  const qc = useQueryClient();
  const [closed, setClosed] = useState(false);
  const q = useQuery({ queryKey: noticeKeys.current(), queryFn: currentNotices, staleTime: 5 * 60_000 });
  const unseen = (q.data?.list ?? []).filter((n) => !n.seen);
  if (closed || unseen.length === 0) return null;
  const close = () => {
    setClosed(true);
    void markNoticesSeen(unseen.map((n) => n.id)).finally(() => void qc.invalidateQueries({ queryKey: noticeKeys.all() }));
  };
  return (
    <Modal
      open
      title={t('dialogTitle')}
      onCancel={close}
      footer={
        <Button type="primary" onClick={close} data-testid="notice-gate-ok">
          {t('gotIt')}
        </Button>
      }
      data-testid="notice-gate"
    >
      <NoticeList notices={unseen} />
    </Modal>
  );
}
