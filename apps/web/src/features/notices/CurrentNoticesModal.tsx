import { Modal } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../shell/PageState';
import { currentNotices, noticeKeys } from './api';
import { NoticeList } from './NoticeList';

/** The help menu's "Notices": every current notice, seen or not, to read again. */
export function CurrentNoticesModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('notices');
  const q = useQuery({ queryKey: noticeKeys.current(), queryFn: currentNotices });
  return (
    <Modal open title={t('currentTitle')} onCancel={onClose} footer={null} data-testid="notices-reread">
      <PageState loading={q.isLoading} error={q.error} empty={q.data?.list.length === 0} emptyText={t('none')} onRetry={() => void q.refetch()}>
        <NoticeList notices={q.data?.list ?? []} />
      </PageState>
    </Modal>
  );
}
