import { Button, Card, Dropdown, Progress, Typography } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BoardSummary } from '@trestle/shared/task-schemas';

/** A board on the project's board list: name, task counts and progress, with rename and delete when the caller may. */
export function BoardTile(props: { board: BoardSummary; onOpen(): void; onRename?: () => void; onDelete?: () => void }) {
  const { t } = useTranslation('tasks');
  const b = props.board;
  const percent = b.taskCount ? Math.round((b.finishedCount / b.taskCount) * 100) : 0;
  const { onRename, onDelete } = props;
  const items = [
    ...(onRename
      ? [
          {
            key: 'rename',
            label: t('board.rename'),
            onClick: ({ domEvent }: { domEvent: { stopPropagation(): void } }) => {
              domEvent.stopPropagation();
              onRename();
            },
          },
        ]
      : []),
    ...(onDelete
      ? [
          {
            key: 'delete',
            danger: true,
            label: t('board.delete'),
            onClick: ({ domEvent }: { domEvent: { stopPropagation(): void } }) => {
              domEvent.stopPropagation();
              onDelete();
            },
          },
        ]
      : []),
  ];
  return (
    <Card
      hoverable
      onClick={props.onOpen}
      data-testid="board-tile"
      data-board-id={b.boardId}
      title={<span data-testid="board-tile-name">{b.name}</span>}
      extra={
        items.length > 0 && (
          <Dropdown trigger={['click']} menu={{ items }}>
            <Button
              type="text"
              icon={<EllipsisOutlined />}
              onClick={(e) => e.stopPropagation()}
              aria-label={t('board.actions')}
              data-testid="board-tile-menu"
            />
          </Dropdown>
        )
      }
    >
      <Typography.Text type="secondary" data-testid="board-tile-counts">
        {t('board.counts', { finished: b.finishedCount, total: b.taskCount })}
      </Typography.Text>
      <Progress percent={percent} size="small" />
    </Card>
  );
}
