import { describe, expect, it } from 'vitest';
import type { TaskCard } from '@trestle/shared/task-schemas';
import { matchesFilter, moveCard, moveLane, NO_FILTER, positionOf, type LaneState } from './boardOrder';

const card = (taskId: string, extra: Partial<TaskCard> = {}) =>
  ({ taskId, id: taskId, title: taskId, levelId: 1, relatingUsers: [], createdBy: 'u0', ...extra }) as TaskCard;
const board = (): LaneState[] => [
  { id: 'a', title: 'To do', cards: [card('1'), card('2'), card('3')] },
  { id: 'b', title: 'Doing', cards: [card('4')] },
  { id: 'c', title: 'Done', cards: [] },
];
const ids = (lanes: LaneState[]) => lanes.map((l) => `${l.id}:${l.cards.map((c) => c.taskId).join('')}`).join(' ');

describe('board order', () => {
  it('moves a card within its lane and to another lane at the given index', () => {
    expect(ids(moveCard(board(), '1', 'a', 2))).toBe('a:231 b:4 c:');
    expect(ids(moveCard(board(), '2', 'b', 0))).toBe('a:13 b:24 c:');
    expect(ids(moveCard(board(), '3', 'c', 0))).toBe('a:12 b:4 c:3');
  });
  it('clamps the index to the lane end and keeps the board for an unknown card or lane', () => {
    expect(ids(moveCard(board(), '1', 'b', 99))).toBe('a:23 b:41 c:');
    expect(moveCard(board(), '9', 'b', 0).map((l) => l.cards.length)).toEqual([3, 1, 0]);
    expect(ids(moveCard(board(), '1', 'x', 0))).toBe('a:123 b:4 c:');
  });
  it('records the new lane on the moved card and reports its position', () => {
    const moved = moveCard(board(), '2', 'c', 0);
    expect(moved[2].cards[0]).toMatchObject({ swimlanesId: 'c', lane: 'Done' });
    expect(positionOf(moved, '2')).toEqual({ laneId: 'c', index: 0 });
    expect(positionOf(moved, '9')).toBeUndefined();
  });
  it('reorders lanes', () => {
    expect(moveLane(board(), 0, 2).map((l) => l.id)).toEqual(['b', 'c', 'a']);
    expect(moveLane(board(), 2, 0).map((l) => l.id)).toEqual(['c', 'a', 'b']);
    expect(moveLane(board(), 0, 5).map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });
  it("filters by title, priority and the caller's part in the task", () => {
    const c = card('x', { title: 'Pour level 3 slab', levelId: 2, relatingUsers: [{ userId: 'me' } as TaskCard['relatingUsers'][number]] });
    expect(matchesFilter(c, { ...NO_FILTER, search: 'SLAB' }, 'me')).toBe(true);
    expect(matchesFilter(c, { ...NO_FILTER, search: 'roof' }, 'me')).toBe(false);
    expect(matchesFilter(c, { ...NO_FILTER, level: 3 }, 'me')).toBe(false);
    expect(matchesFilter(c, { ...NO_FILTER, level: 2, onlyMine: true }, 'me')).toBe(true);
    expect(matchesFilter(c, { ...NO_FILTER, onlyMine: true }, 'other')).toBe(false);
    expect(matchesFilter(c, { ...NO_FILTER, onlyMine: true }, 'u0')).toBe(true);
  });
});
