import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { DndContext, DragOverlay, type Announcements } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { canDeleteTask } from '@trestle/shared/task-rules';
import { isFiltering, matchesFilter, type CardFilter, type LaneState } from './boardOrder';
import { LaneColumn, type LaneActions } from './LaneColumn';
import { TaskCardView, type CardActions } from './TaskCardView';
import { isLaneDndId, laneDndId, plainId } from './dndIds';
import { boardCollision, useBoardDrag, type DragCallbacks } from './useBoardDrag';

/** The swimlanes side by side, with drag and drop of lanes and cards. */
export function BoardCanvas(props: {
  lanes: LaneState[];
  setLanes: Dispatch<SetStateAction<LaneState[]>>;
  filter: CardFilter;
  userId: string | undefined;
  abilities: { canEdit: boolean; canAdd: boolean; canDelete: boolean };
  highlightTask: string | null;
  cardActions: CardActions;
  laneActions: LaneActions;
  drag: DragCallbacks;
  /** The add-lane column at the end. */
  tail?: ReactNode;
}) {
  const { t } = useTranslation('tasks');
  const { sensors, activeId, handlers } = useBoardDrag(props.lanes, props.setLanes, props.drag);
  // While filtering, an index among the shown cards is not the index in the lane: no card drags.
  const filtering = isFiltering(props.filter);
  const name = (id: unknown) => {
    const raw = plainId(id);
    if (isLaneDndId(id)) return props.lanes.find((l) => l.id === raw)?.title ?? '';
    return props.lanes.flatMap((l) => l.cards).find((c) => c.taskId === raw)?.title ?? '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { name: name(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('dnd.over', { name: name(active.id), target: name(over.id) }) : undefined),
    onDragEnd: ({ active }) => t('dnd.dropped', { name: name(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: name(active.id) }),
  };
  const activeCard = activeId && !isLaneDndId(activeId) ? props.lanes.flatMap((l) => l.cards).find((c) => c.taskId === plainId(activeId)) : undefined;
  const activeLane = activeId && isLaneDndId(activeId) ? props.lanes.find((l) => l.id === plainId(activeId)) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollision}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      {...handlers}
    >
      <div style={{ display: 'flex', gap: 12, overflowX: 'auto', alignItems: 'flex-start', paddingBottom: 12, minHeight: 360 }} data-testid="board-lanes">
        <SortableContext items={props.lanes.map((l) => laneDndId(l.id))} strategy={horizontalListSortingStrategy}>
          {props.lanes.map((lane) => (
            <LaneColumn
              key={lane.id}
              lane={lane}
              shown={filtering ? lane.cards.filter((c) => matchesFilter(c, props.filter, props.userId)) : lane.cards}
              total={lane.cards.length}
              canEdit={props.abilities.canEdit}
              canAdd={props.abilities.canAdd}
              canDeleteCard={(c) => canDeleteTask({ userId: props.userId, delete: props.abilities.canDelete }, c)}
              dragDisabled={filtering || !props.abilities.canEdit}
              highlightTask={props.highlightTask}
              cardActions={props.cardActions}
              laneActions={props.laneActions}
            />
          ))}
        </SortableContext>
        {props.tail}
      </div>
      <DragOverlay>
        {activeCard && <TaskCardView card={activeCard} actions={props.cardActions} canDelete={false} highlighted={false} />}
        {activeLane && <div style={{ width: 280, background: '#e6f4ff', borderRadius: 8, padding: 12, fontWeight: 600 }}>{activeLane.title}</div>}
      </DragOverlay>
    </DndContext>
  );
}
