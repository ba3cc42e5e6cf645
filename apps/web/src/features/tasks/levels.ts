import type { TaskLevel } from '@trestle/shared/task-schemas';
import { TASK_LEVELS } from '@trestle/shared/task-schemas';

// Task priorities (spec 3 §3: 1 ordinary, 2 emergency, 3 super urgent): the label key in the
// `tasks` namespace and the tag colour, the same on the board, the drawer and the detail.

export const LEVELS: readonly TaskLevel[] = TASK_LEVELS;

export const LEVEL_COLORS: Record<TaskLevel, string> = { 1: 'blue', 2: 'orange', 3: 'red' };

/** The `tasks` namespace key of a level's label. */
export function levelKey(level: number): string {
  return `level.${LEVELS.includes(level as TaskLevel) ? level : 1}`;
}

export function levelColor(level: number): string {
  return LEVEL_COLORS[level as TaskLevel] ?? LEVEL_COLORS[1];
}
