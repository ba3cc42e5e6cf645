import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TaskCard } from '@trestle/shared/task-schemas';
import { TaskCardView, type CardActions } from './TaskCardView';
import { cardDndId } from './dndIds';

/** A card the board can drag (pointer or keyboard); a click (no drag) opens the task. */
export function SortableTaskCard(props: {
  card: TaskCard;
  laneId: string;
  actions: CardActions;
  canDelete: boolean;
  highlighted: boolean;
  dragDisabled: boolean;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: cardDndId(props.card.taskId),
    data: { type: 'task', laneId: props.laneId },
    disabled: props.dragDisabled,
  });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, marginBottom: 8 }}
      {...attributes}
      {...listeners}
      onClick={() => props.actions.onOpen(props.card)}
      onKeyUp={(e) => {
        if (e.key === 'Enter') props.actions.onOpen(props.card);
      }}
    >
      <TaskCardView card={props.card} actions={props.actions} canDelete={props.canDelete} highlighted={props.highlighted} dragging={isDragging} />
    </div>
  );
}
