import { useRef, useState } from 'react';
import { Badge, Button, Dropdown, Input, Typography } from 'antd';
import { EllipsisOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { LANE_TITLE_MAX } from '@trestle/shared/task-schemas';
import type { LaneState } from './boardOrder';
import type { CardActions } from './TaskCardView';
import { SortableTaskCard } from './SortableTaskCard';
import { cardDndId, laneDndId } from './dndIds';

export interface LaneActions {
  onRename(laneId: string, title: string): Promise<boolean>;
  onDelete(lane: LaneState): void;
  onAddTask(laneId: string): void;
}

/**
 * A swimlane column: its header drags the lane (pointer or keyboard), a double click or the
 * menu renames it inline (Enter or blur saves, Escape cancels); its cards sort within and
 * between lanes.
 */
export function LaneColumn(props: {
  lane: LaneState;
  /** The cards the filter lets through, in lane order. */
  shown: LaneState['cards'];
  total: number;
  canEdit: boolean;
  canAdd: boolean;
  /** Deleting a task: task:delete, or its creator (the server decides; this hides the item). */
  canDeleteCard(card: LaneState['cards'][number]): boolean;
  dragDisabled: boolean;
  highlightTask: string | null;
  cardActions: CardActions;
  laneActions: LaneActions;
}) {
  const { t } = useTranslation('tasks');
  const { lane } = props;
  const [editing, setEditing] = useState<string | null>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: laneDndId(lane.id),
    data: { type: 'lane' },
    disabled: !props.canEdit,
  });

  // Enter saves, and the blur that follows must not rename twice.
  const saving = useRef(false);
  const save = async () => {
    if (editing === null || saving.current) return;
    const title = editing.trim();
    if (title === lane.title) return setEditing(null);
    saving.current = true;
    const ok = await props.laneActions.onRename(lane.id, title);
    saving.current = false;
    if (ok) setEditing(null);
  };

  return (
    <div
      ref={setNodeRef}
      className="task-lane"
      data-testid="lane"
      data-lane-id={lane.id}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        width: 280,
        flex: '0 0 280px',
        background: '#f4f5f7',
        borderRadius: 8,
        padding: 8,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, marginBottom: 8, minHeight: 32 }}>
        {props.canEdit && (
          <span
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t('lane.drag', { title: lane.title })}
            data-testid="lane-handle"
            style={{ cursor: 'grab', padding: '4px 2px', color: '#888' }}
          >
            <HolderOutlined />
          </span>
        )}
        {editing !== null ? (
          <Input
            size="small"
            autoFocus
            value={editing}
            maxLength={LANE_TITLE_MAX}
            onChange={(e) => setEditing(e.target.value)}
            onPressEnter={() => void save()}
            onBlur={() => void save()}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setEditing(null);
            }}
            data-testid="lane-title-input"
          />
        ) : (
          <Typography.Text strong style={{ flex: 1 }} ellipsis onDoubleClick={() => props.canEdit && setEditing(lane.title)} data-testid="lane-title">
            {lane.title}
          </Typography.Text>
        )}
        <Badge count={props.total} showZero color="#bfbfbf" data-testid="lane-count" />
        {props.canEdit && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'rename', label: t('lane.rename'), onClick: () => setEditing(lane.title) },
                { key: 'delete', danger: true, label: t('lane.delete'), onClick: () => props.laneActions.onDelete(lane) },
              ],
            }}
          >
            <Button size="small" type="text" icon={<EllipsisOutlined />} aria-label={t('lane.actions')} data-testid="lane-menu" />
          </Dropdown>
        )}
      </div>
      <div style={{ overflowY: 'auto', flex: 1, minHeight: 40 }} data-testid="lane-cards">
        <SortableContext items={props.shown.map((c) => cardDndId(c.taskId))} strategy={verticalListSortingStrategy}>
          {props.shown.map((c) => (
            <SortableTaskCard
              key={c.taskId}
              card={c}
              laneId={lane.id}
              actions={props.cardActions}
              canDelete={props.canDeleteCard(c)}
              highlighted={props.highlightTask === c.taskId}
              dragDisabled={props.dragDisabled}
            />
          ))}
        </SortableContext>
        {props.shown.length === 0 && (
          <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', padding: 12 }}>
            {props.total === 0 ? t('lane.empty') : t('lane.noMatch')}
          </Typography.Text>
        )}
      </div>
      {props.canAdd && (
        <Button
          type="text"
          icon={<PlusOutlined />}
          block
          onClick={() => props.laneActions.onAddTask(lane.id)}
          data-testid="lane-add-task"
          style={{ marginTop: 4 }}
        >
          {t('task.add')}
        </Button>
      )}
    </div>
  );
}
