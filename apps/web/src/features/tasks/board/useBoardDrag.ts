import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { moveCard, moveLane, positionOf, type LaneState } from './boardOrder';
import { isCardDndId, isLaneDndId, plainId } from './dndIds';

/**
 * Lanes sort among lanes; a card finds the lane under it first, then the nearest card of that
 * lane (or the empty lane itself), so a card never lands on a lane's neighbour by accident.
 */
export const boardCollision: CollisionDetection = (args) => {
  if (isLaneDndId(args.active.id)) {
    return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => isLaneDndId(c.id)) });
  }
  const within = pointerWithin(args);
  const hits = within.length ? within : rectIntersection(args);
  const lane = hits.find((h) => isLaneDndId(h.id));
  if (!lane) return [];
  const laneId = plainId(lane.id);
  const cards = args.droppableContainers.filter((c) => isCardDndId(c.id) && c.data.current?.laneId === laneId);
  return cards.length ? closestCenter({ ...args, droppableContainers: cards }) : [lane];
};

export interface DragCallbacks {
  /** A card was dropped somewhere new: persist it, or roll back to `before`. */
  onCardMoved(taskId: string, laneId: string, index: number, before: LaneState[]): void;
  onLanesSorted(next: LaneState[], before: LaneState[]): void;
}

/**
 * The board's drag and drop (multi-container sortable): a card follows the pointer into other
 * lanes while dragging (optimistic), and the drop reports its final lane and index once.
 */
export function useBoardDrag(lanes: LaneState[], setLanes: Dispatch<SetStateAction<LaneState[]>>, cb: DragCallbacks) {
  const before = useRef<LaneState[] | null>(null);
  const current = useRef(lanes);
  current.current = lanes;
  const [activeId, setActiveId] = useState<string | null>(null);

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click still opens the card.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Space picks up and drops; Enter stays free to open the focused card.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } }),
  );

  const onDragStart = (e: DragStartEvent) => {
    before.current = current.current;
    setActiveId(String(e.active.id));
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !isCardDndId(active.id) || over.id === active.id) return;
    const taskId = plainId(active.id);
    setLanes((prev) => {
      const from = positionOf(prev, taskId);
      if (!from) return prev;
      if (isLaneDndId(over.id)) {
        const laneId = plainId(over.id);
        const lane = prev.find((l) => l.id === laneId);
        return lane && laneId !== from.laneId ? moveCard(prev, taskId, laneId, lane.cards.length) : prev;
      }
      const to = positionOf(prev, plainId(over.id));
      if (!to || to.laneId === from.laneId) return prev;
      // Below the middle of the card under it: after that card.
      const dragged = active.rect.current.translated;
      const below = dragged ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2 : false;
      return moveCard(prev, taskId, to.laneId, to.index + (below ? 1 : 0));
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const start = before.current;
    before.current = null;
    setActiveId(null);
    if (!start) return;
    const now = current.current;
    if (isLaneDndId(active.id)) {
      if (!over || over.id === active.id) return;
      const next = moveLane(
        now,
        now.findIndex((l) => l.id === plainId(active.id)),
        now.findIndex((l) => l.id === plainId(over.id)),
      );
      if (next === now) return;
      setLanes(next);
      cb.onLanesSorted(next, start);
      return;
    }
    const taskId = plainId(active.id);
    let next = now;
    if (over && isCardDndId(over.id) && over.id !== active.id) {
      const at = positionOf(now, plainId(over.id));
      const from = positionOf(now, taskId);
      if (at && from && at.laneId === from.laneId) next = moveCard(now, taskId, at.laneId, at.index);
    }
    const was = positionOf(start, taskId);
    const is = positionOf(next, taskId);
    if (!is || !was) return setLanes(start);
    setLanes(next);
    if (is.laneId !== was.laneId || is.index !== was.index) cb.onCardMoved(taskId, is.laneId, is.index, start);
  };

  const onDragCancel = () => {
    if (before.current) setLanes(before.current);
    before.current = null;
    setActiveId(null);
  };

  return { sensors, activeId, handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel } };
}
