import { App, Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, LockOutlined, PushpinOutlined, UnlockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { deleteTopic, manageKey, setTopicState, topicKey, topicsKey, type DiscussionSummary } from './api';

/**
 * Close/reopen, pin/unpin and delete of a topic. Shown to everyone who sees the topic: the
 * server decides (creator or manager) and its refusal is shown as it words it.
 */
export function TopicActions(p: { topic: DiscussionSummary; size?: 'small' | 'middle'; onDeleted?(): void }) {
  const { t } = useTranslation('discuss');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const d = p.topic;
  const refresh = async () => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: topicsKey(d.projectId) }),
      qc.invalidateQueries({ queryKey: topicKey(d.projectId, d.id) }),
      qc.invalidateQueries({ queryKey: manageKey }),
    ]);
  };
  const run = async (call: () => Promise<string>, done: string) => {
    try {
      message.success((await call()) || done);
      await refresh();
      return true;
    } catch (e) {
      message.error(errorText(e));
      return false;
    }
  };
  const size = p.size ?? 'middle';
  return (
    <Space size={4} wrap onClick={(e) => e.stopPropagation()}>
      <Button
        size={size}
        icon={d.closed ? <UnlockOutlined /> : <LockOutlined />}
        onClick={() => void run(() => setTopicState(d.projectId, d.id, { closed: !d.closed }), d.closed ? t('reopened') : t('closedDone'))}
        data-testid="topic-close"
      >
        {d.closed ? t('reopen') : t('close')}
      </Button>
      <Button
        size={size}
        icon={<PushpinOutlined rotate={d.pinned ? 0 : -45} />}
        onClick={() => void run(() => setTopicState(d.projectId, d.id, { pinned: !d.pinned }), d.pinned ? t('unpinned') : t('pinned'))}
        data-testid="topic-pin"
      >
        {d.pinned ? t('unpin') : t('pin')}
      </Button>
      <Popconfirm
        title={t('deleteConfirm', { title: d.title })}
        description={t('deleteHint')}
        okText={t('delete')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'topic-delete-ok' }}
        onConfirm={async () => {
          if (await run(() => deleteTopic(d.projectId, d.id), t('deleted'))) p.onDeleted?.();
        }}
      >
        <Button size={size} danger icon={<DeleteOutlined />} data-testid="topic-delete">
          {t('delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
