import type { BoardDetail, TaskCard } from '@trestle/shared/task-schemas';

// The board as the drag and drop edits it: lanes in order, each with its cards in order. Pure
// functions, so the optimistic move and its rollback are plain values (boardOrder.test.ts).

export interface LaneState {
  id: string;
  title: string;
  cards: TaskCard[];
}

export function lanesOf(board: BoardDetail): LaneState[] {
  return [...board.swimlanes]
    .sort((a, b) => a.sort - b.sort)
    .map((l) => ({ id: l.swimlanesId, title: l.title, cards: [...l.myTaskList].sort((a, b) => a.sort - b.sort) }));
}

export function laneOfCard(lanes: LaneState[], cardId: string): LaneState | undefined {
  return lanes.find((l) => l.cards.some((c) => c.taskId === cardId));
}

/** Where a card sits: its lane and its index there (undefined when it is not on the board). */
export function positionOf(lanes: LaneState[], cardId: string): { laneId: string; index: number } | undefined {
  const lane = laneOfCard(lanes, cardId);
  return lane && { laneId: lane.id, index: lane.cards.findIndex((c) => c.taskId === cardId) };
}

/** The card taken out of its lane and put at `index` of `toLaneId` (clamped to the lane's end). */
export function moveCard(lanes: LaneState[], cardId: string, toLaneId: string, index: number): LaneState[] {
  const from = laneOfCard(lanes, cardId);
  const card = from?.cards.find((c) => c.taskId === cardId);
  if (!from || !card || !lanes.some((l) => l.id === toLaneId)) return lanes;
  const without = lanes.map((l) => (l.id === from.id ? { ...l, cards: l.cards.filter((c) => c.taskId !== cardId) } : l));
  return without.map((l) => {
    if (l.id !== toLaneId) return l;
    const at = Math.max(0, Math.min(index, l.cards.length));
    const moved = { ...card, swimlanesId: toLaneId, lane: l.title };
    return { ...l, cards: [...l.cards.slice(0, at), moved, ...l.cards.slice(at)] };
  });
}

/** The lane at `from` moved to `to` (indexes in the lane order). */
export function moveLane(lanes: LaneState[], from: number, to: number): LaneState[] {
  if (from === to || from < 0 || to < 0 || from >= lanes.length || to >= lanes.length) return lanes;
  const next = [...lanes];
  const [lane] = next.splice(from, 1);
  next.splice(to, 0, lane);
  return next;
}

export interface CardFilter {
  search: string;
  level: number | null;
  onlyMine: boolean;
}

export const NO_FILTER: CardFilter = { search: '', level: null, onlyMine: false };

export function isFiltering(f: CardFilter): boolean {
  return f.search.trim() !== '' || f.level !== null || f.onlyMine;
}

/** "Mine": the caller is a principal or participant of the task, or created it. */
export function matchesFilter(card: TaskCard, f: CardFilter, userId: string | undefined): boolean {
  const q = f.search.trim().toLowerCase();
  if (q && !card.title.toLowerCase().includes(q)) return false;
  if (f.level !== null && card.levelId !== f.level) return false;
  if (f.onlyMine && !(userId && (card.createdBy === userId || card.relatingUsers.some((u) => u.userId === userId)))) return false;
  return true;
}
