import { Avatar, Button, Card, Dropdown, Space, Tag, Tooltip, Typography } from 'antd';
import { CalendarOutlined, CheckSquareOutlined, EllipsisOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TaskCard } from '@trestle/shared/task-schemas';
import { levelColor, levelKey } from '../levels';

/** Unfinished and its deadline day is behind us. */
export function isOverdue(card: TaskCard, today = dayjs().format('YYYY-MM-DD')): boolean {
  return !card.finished && !!card.deadline && card.deadline.slice(0, 10) < today;
}

export interface CardActions {
  onOpen(card: TaskCard): void;
  onMove(card: TaskCard): void;
  onDelete(card: TaskCard): void;
}

/**
 * A task card: title, priority tag, deadline (red when overdue and unfinished), sub-task
 * progress, up to two principals then +N, and a menu (open, move, delete).
 */
export function TaskCardView(props: { card: TaskCard; actions: CardActions; canDelete: boolean; highlighted: boolean; dragging?: boolean }) {
  const { t } = useTranslation('tasks');
  const c = props.card;
  const principals = c.relatingUsers.filter((u) => u.type === 'PRINCIPAL');
  const subsDone = c.itemLists.filter((s) => s.finished).length;
  const overdue = isOverdue(c);
  const menu = [
    { key: 'open', label: t('card.open'), onClick: () => props.actions.onOpen(c) },
    { key: 'move', label: t('card.move'), onClick: () => props.actions.onMove(c) },
    ...(props.canDelete ? [{ key: 'delete', danger: true, label: t('card.delete'), onClick: () => props.actions.onDelete(c) }] : []),
  ];
  return (
    <Card
      size="small"
      className={`task-card${c.finished ? ' task-card-finished' : ''}`}
      style={{
        opacity: props.dragging ? 0.4 : c.finished ? 0.7 : 1,
        outline: props.highlighted ? '2px solid #1677ff' : undefined,
        cursor: 'grab',
      }}
      styles={{ body: { padding: 10 } }}
      data-testid="task-card"
      data-task-id={c.taskId}
      data-finished={c.finished ? 'true' : 'false'}
    >
      <div style={{ display: 'flex', gap: 4, alignItems: 'flex-start' }}>
        <Typography.Text
          delete={c.finished}
          type={c.finished ? 'secondary' : undefined}
          style={{ flex: 1, wordBreak: 'break-word' }}
          data-testid="task-card-title"
        >
          {c.title}
        </Typography.Text>
        <Dropdown trigger={['click']} menu={{ items: menu, onClick: ({ domEvent }) => domEvent.stopPropagation() }}>
          <Button
            size="small"
            type="text"
            icon={<EllipsisOutlined />}
            aria-label={t('card.actions')}
            data-testid="task-card-menu"
            onClick={(e) => e.stopPropagation()}
            onPointerDown={(e) => e.stopPropagation()}
            onKeyDown={(e) => e.stopPropagation()}
          />
        </Dropdown>
      </div>
      <Space size={6} wrap style={{ marginTop: 6 }}>
        <Tag color={levelColor(c.levelId)} style={{ marginInlineEnd: 0 }} data-testid="task-card-level">
          {t(levelKey(c.levelId))}
        </Tag>
        {c.deadline && (
          <Typography.Text
            type={overdue ? 'danger' : 'secondary'}
            style={{ fontSize: 12 }}
            data-testid="task-card-deadline"
            data-overdue={overdue ? 'true' : 'false'}
          >
            <CalendarOutlined /> {c.deadline.slice(0, 10)}
          </Typography.Text>
        )}
        {c.itemLists.length > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="task-card-subs">
            <CheckSquareOutlined /> {subsDone}/{c.itemLists.length}
          </Typography.Text>
        )}
        {principals.length > 0 && (
          <span style={{ display: 'inline-flex', gap: 2 }} data-testid="task-card-principals">
            {principals.slice(0, 2).map((u) => (
              <Tooltip key={u.id} title={u.userName}>
                <Avatar size={22} style={{ backgroundColor: u.color || '#1f4e79', fontSize: 10 }}>
                  {u.abbreviation || u.userName.slice(0, 1)}
                </Avatar>
              </Tooltip>
            ))}
            {principals.length > 2 && (
              <Tooltip
                title={principals
                  .slice(2)
                  .map((u) => u.userName)
                  .join(', ')}
              >
                <Avatar size={22} style={{ backgroundColor: '#d9d9d9', color: '#595959', fontSize: 10 }} data-testid="task-card-more">
                  +{principals.length - 2}
                </Avatar>
              </Tooltip>
            )}
          </span>
        )}
      </Space>
    </Card>
  );
}
