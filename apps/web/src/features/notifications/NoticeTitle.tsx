import { Avatar, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NoticeView } from './view';

/** Sender avatar and the line "<sender> <title> <content>" of a notice (spec 1 §4). */
export function NoticeAvatar({ v }: { v: NoticeView }) {
  return (
    <Avatar style={{ background: v.userNameColor, flex: 'none' }} data-testid="notice-avatar">
      {v.avatarName}
    </Avatar>
  );
}

export function NoticeTitle({ v }: { v: NoticeView }) {
  const { t } = useTranslation('notifications');
  // The task's title is shown on its own line; content repeating it adds nothing.
  const content = v.levelKey ? t(v.levelKey) : v.content && v.content !== v.subject ? v.content : null;
  return (
    <span data-testid="notice-title">
      <Typography.Text strong>{v.senderName || t('system')}</Typography.Text>{' '}
      {v.titleKey && <span data-testid="notice-action">{t(`title.${v.titleKey}`)}</span>}
      {content && (
        <>
          {' '}
          <Typography.Text className="notice-content" data-testid="notice-content">
            {content}
          </Typography.Text>
        </>
      )}
    </span>
  );
}
