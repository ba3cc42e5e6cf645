import { z } from 'zod';

// What the task schemas and the task answers both build on: levels, participant kinds, log origins,
// the estimate arithmetic of the task register and the model-task link (docs/tasks.md). Requests
// live in task-schemas.ts, answers in task-responses.ts; both import this file, never each other.

export const TASK_LEVELS = [1, 2, 3] as const;
export type TaskLevel = (typeof TASK_LEVELS)[number];
export const RELATING_TYPES = ['PRINCIPAL', 'ACTOR'] as const;
export type RelatingType = (typeof RELATING_TYPES)[number];

/** Every origin a task log entry can have (spec 3 §3 Task history origins). */
export const TASK_LOG_ORIGINS = [
  'CREATE_TASK',
  'UPDATE_TASK_TITLE',
  'UPDATE_TASK_REMARK',
  'TASK_TODO',
  'TASK_FINISH',
  'UPDATE_TASK_START_DATE',
  'UPDATE_TASK_DEADLINE_DATE',
  'UPDATE_TASK_REAL_START_DATE',
  'UPDATE_TASK_REAL_DEADLINE_DATE',
  'UPDATE_TASK_LEVEL',
  'CREATE_TASK_SUB_ITEM',
  'DELETE_TASK_SUB_ITEM',
  'UPDATE_SUB_ITEM_NAME',
  'UPDATE_SUB_ITEM_FINISH',
  'UPDATE_SUB_ITEM_TODO',
  'ADD_TASK_PRINCIPAL',
  'ADD_TASK_ACTOR',
  'DELETE_TASK_PRINCIPAL',
  'DELETE_TASK_ACTOR',
  'MOVE_TASK_LANE',
  'REMOVE_ALL_TASK_PRINCIPAL',
  'COMMENT',
  'COMMENT_REPLY',
  // Ours: annotation links and attachments also show in the activity log.
  'ADD_TASK_ANNOTATION',
  'REMOVE_TASK_ANNOTATION',
  'ADD_TASK_ATTACHMENT',
  'DELETE_TASK_ATTACHMENT',
  // Ours: extend data saved or deleted (context: JSON { name, value }).
  'UPDATE_TASK_EXTEND',
  'DELETE_TASK_EXTEND',
  // Ours: 3D model elements linked with / unlinked from the task (context: JSON { fileId, name, count }).
  'ADD_TASK_MODEL_ELEMENTS',
  'REMOVE_TASK_MODEL_ELEMENTS',
] as const;
export type TaskLogOrigin = (typeof TASK_LOG_ORIGINS)[number];

/** 3w, 4d, 12h, 3d8h (a week is 5 days, a day 8 hours); parts in that order, at least one. */
export const ESTIMATE_PATTERN = /^\s*(?:(\d+(?:\.\d+)?)w)?\s*(?:(\d+(?:\.\d+)?)d)?\s*(?:(\d+(?:\.\d+)?)h)?\s*$/i;
export function estimateHours(estimate: string): number | null {
  const m = ESTIMATE_PATTERN.exec(estimate);
  if (!m || (!m[1] && !m[2] && !m[3])) return null;
  return Number(m[1] ?? 0) * 40 + Number(m[2] ?? 0) * 8 + Number(m[3] ?? 0);
}
/** End date = start + estimate in (working) days, rounded up; calendar days as the spec says. */
export function registerEndDate(startDate: string | null, estimate: string | null): string | null {
  if (!startDate || !estimate) return null;
  const h = estimateHours(estimate);
  if (h === null) return null;
  const d = new Date(`${startDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + Math.ceil(h / 8));
  return d.toISOString().slice(0, 10);
}

/** A link of a model's elements with a task, with what the progress colours need (progress/progress.ts linkRows). */
export const modelTaskLink = z.object({
  id: z.string(),
  projectFileId: z.string(),
  taskId: z.string(),
  elementIds: z.array(z.number()),
  createdBy: z.string(),
  createdAt: z.string(),
  title: z.string(),
  lane: z.string(),
  swimlanesId: z.string(),
  boardId: z.string(),
  boardName: z.string(),
  levelId: z.literal(TASK_LEVELS),
  startDate: z.string().nullable(),
  deadline: z.string().nullable(),
  realStartDate: z.string().nullable(),
  realDeadline: z.string().nullable(),
  finished: z.boolean(),
  finishedAt: z.string().nullable(),
  taskStatus: z.number(),
  canEdit: z.boolean(),
});
export type ModelTaskLink = z.infer<typeof modelTaskLink>;
