import type { TaskLog } from '@trestle/shared/task-schemas';

// One readable line per history entry (spec 3 §3 Task history origins): who, what, and the new
// value. The context is the new value as text, a date (YYYY-MM-DD), a level number, or JSON:
// { userId, name } for people, { from, to } for lane moves, { name, value } for extend data,
// { annotationId, name } for an annotation linked at creation.

type Kind = 'text' | 'date' | 'level' | 'person' | 'move' | 'none' | 'extend';

const KINDS: Record<string, Kind> = {
  CREATE_TASK: 'text',
  UPDATE_TASK_TITLE: 'text',
  UPDATE_TASK_REMARK: 'text',
  TASK_TODO: 'none',
  TASK_FINISH: 'none',
  REMOVE_ALL_TASK_PRINCIPAL: 'none',
  UPDATE_TASK_START_DATE: 'date',
  UPDATE_TASK_DEADLINE_DATE: 'date',
  UPDATE_TASK_REAL_START_DATE: 'date',
  UPDATE_TASK_REAL_DEADLINE_DATE: 'date',
  UPDATE_TASK_LEVEL: 'level',
  CREATE_TASK_SUB_ITEM: 'text',
  DELETE_TASK_SUB_ITEM: 'text',
  UPDATE_SUB_ITEM_NAME: 'text',
  UPDATE_SUB_ITEM_FINISH: 'text',
  UPDATE_SUB_ITEM_TODO: 'text',
  ADD_TASK_PRINCIPAL: 'person',
  ADD_TASK_ACTOR: 'person',
  DELETE_TASK_PRINCIPAL: 'person',
  DELETE_TASK_ACTOR: 'person',
  MOVE_TASK_LANE: 'move',
  COMMENT: 'text',
  COMMENT_REPLY: 'text',
  ADD_TASK_ANNOTATION: 'text',
  REMOVE_TASK_ANNOTATION: 'text',
  ADD_TASK_ATTACHMENT: 'text',
  DELETE_TASK_ATTACHMENT: 'text',
  UPDATE_TASK_EXTEND: 'extend',
  DELETE_TASK_EXTEND: 'extend',
  // 3D model elements: JSON { fileId, name, count }; the line names the model.
  ADD_TASK_MODEL_ELEMENTS: 'text',
  REMOVE_TASK_MODEL_ELEMENTS: 'text',
};

const MAX_VALUE = 120;
const clip = (s: string) => (s.length > MAX_VALUE ? `${s.slice(0, MAX_VALUE - 1)}…` : s);

function json(context: string | null): Record<string, unknown> | null {
  if (!context || !context.startsWith('{')) return null;
  try {
    const v: unknown = JSON.parse(context);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** A day as YYYY-MM-DD, whether the context holds a day or a full timestamp. */
function day(context: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(context)) return context;
  const d = new Date(context);
  if (Number.isNaN(d.getTime())) return context;
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export interface LogLine {
  /** Key in the taskdetail namespace. */
  key: string;
  values: Record<string, string>;
}

/** The translation key and values of a history entry; `level` words a priority number. */
export function logLine(log: Pick<TaskLog, 'origin' | 'context' | 'fromUserName'>, level: (n: number) => string): LogLine {
  const who = log.fromUserName || '—';
  const kind = KINDS[log.origin];
  if (!kind) return { key: 'log.unknown', values: { who, origin: log.origin } };
  const key = `log.${log.origin}`;
  const c = log.context;
  const obj = json(c);
  switch (kind) {
    case 'none':
      return { key, values: { who } };
    case 'date':
      return c ? { key, values: { who, value: day(c) } } : { key: `${key}_clear`, values: { who } };
    case 'level': {
      const n = Number(c);
      return { key, values: { who, value: Number.isInteger(n) && n >= 1 && n <= 3 ? level(n) : str(c) } };
    }
    case 'person':
      return { key, values: { who, value: obj ? str(obj.name) || str(obj.userId) : str(c) } };
    case 'move':
      return obj ? { key, values: { who, from: str(obj.from), to: str(obj.to) } } : { key: `${key}_to`, values: { who, to: str(c) } };
    case 'extend':
      return { key, values: { who, name: str(obj?.name), value: clip(str(obj?.value)) } };
    case 'text':
    default: {
      const value = obj ? str(obj.name) : (c ?? '');
      if (!value && log.origin === 'UPDATE_TASK_REMARK') return { key: `${key}_clear`, values: { who } };
      return { key, values: { who, value: clip(value) || '—' } };
    }
  }
}
