import { Button, Descriptions, Space, Spin } from 'antd';
import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNoticeDetail } from './hooks';
import { approvalLink, noticeLink } from './links';
import { NoticeAvatar, NoticeTitle } from './NoticeTitle';
import { toNoticeView, type NoticeView } from './view';

/** One notice in full, with the way to what it is about (spec 1 §2.4). */
export function NoticeDetail({ from, onBack, onLeave }: { from: NoticeView; onBack: () => void; onLeave: () => void }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const q = useNoticeDetail(from.id);
  // The list's row stands in until the detail arrives, and if it cannot be loaded.
  const loaded = q.data ? toNoticeView(q.data, q.data.users ?? []) : null;
  const v: NoticeView = loaded
    ? { ...loaded, senderName: loaded.senderName || from.senderName, avatarName: loaded.senderName ? loaded.avatarName : from.avatarName }
    : from;
  const approvalTarget = v.targetType === '19650' && v.targetId ? v.targetId : null;
  const link = noticeLink(v.targetType, v.target, v.projectName);

  const openApproval = () => {
    if (!approvalTarget) return;
    window.open(`${window.location.pathname}#${approvalLink(approvalTarget)}`, '_blank', 'noopener');
  };

  return (
    <div data-testid="notice-detail">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} style={{ paddingInline: 0 }} data-testid="notice-back">
        {t('back')}
      </Button>
      <Space align="start" size={12} style={{ margin: '12px 0 16px' }}>
        <NoticeAvatar v={v} />
        <NoticeTitle v={v} />
      </Space>
      {q.isFetching && !q.data && <Spin size="small" style={{ marginInlineStart: 8 }} />}
      <Descriptions column={1} size="small" bordered>
        {v.subject && <Descriptions.Item label={t('subject')}>{v.subject}</Descriptions.Item>}
        {v.projectName && <Descriptions.Item label={t('project')}>{v.projectName}</Descriptions.Item>}
        <Descriptions.Item label={t('type')}>{t(`filter.${['task', 'issue', '19650'].includes(v.targetType) ? v.targetType : 'all'}`)}</Descriptions.Item>
        <Descriptions.Item label={t('time')}>{dayjs(v.createAt).format('YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
      </Descriptions>
      <Space style={{ marginTop: 16 }}>
        {link && (
          <Button
            type="primary"
            onClick={() => {
              onLeave();
              void navigate(link);
            }}
            data-testid="notice-open-task"
          >
            {v.target.taskId ? t('openTask') : t('openIssue')}
          </Button>
        )}
        {approvalTarget && (
          <Button type="primary" icon={<ExportOutlined />} onClick={openApproval} data-testid="notice-open-approval">
            {t('openApproval')}
          </Button>
        )}
      </Space>
    </div>
  );
}
