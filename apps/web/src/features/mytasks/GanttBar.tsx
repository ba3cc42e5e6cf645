import { useRef, useState, type PointerEvent } from 'react';
import { Tooltip } from 'antd';
import type { TaskCard } from '@trestle/shared/task-schemas';
import { dayNum, dragged, type DragMode, type Span } from './gantt';

const LEVEL_COLOR: Record<number, string> = { 1: '#1677ff', 2: '#fa8c16', 3: '#f5222d' };

/**
 * One task's bar. Dragging the body moves both dates, dragging an end handle moves that date;
 * the bar follows the pointer in whole days and reports the result on release.
 */
export function GanttBar(props: { task: TaskCard & Span; from: number; dayWidth: number; disabled: boolean; onDrop: (after: Span, mode: DragMode) => void }) {
  const { task, from, dayWidth } = props;
  const drag = useRef<{ mode: DragMode; x: number; days: number } | null>(null);
  const [delta, setDelta] = useState<{ mode: DragMode; days: number } | null>(null);
  const span = delta ? dragged(task, delta.mode, delta.days) : task;
  const left = (dayNum(span.startDate) - from) * dayWidth;
  const width = (dayNum(span.deadline) - dayNum(span.startDate) + 1) * dayWidth;

  const down = (mode: DragMode) => (e: PointerEvent<HTMLDivElement>) => {
    if (props.disabled || e.button !== 0) return;
    e.stopPropagation();
    e.preventDefault();
    (e.currentTarget.closest('.gantt-bar') as HTMLElement).setPointerCapture(e.pointerId);
    drag.current = { mode, x: e.clientX, days: 0 };
    setDelta({ mode, days: 0 });
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const days = Math.round((e.clientX - drag.current.x) / dayWidth);
    if (days === drag.current.days) return;
    drag.current.days = days;
    setDelta({ mode: drag.current.mode, days });
  };
  const up = () => {
    const d = drag.current;
    drag.current = null;
    setDelta(null);
    if (!d || d.days === 0) return;
    props.onDrop(dragged(task, d.mode, d.days), d.mode);
  };
  return (
    // The tooltip lets the pointer through: it hangs over the row above, whose bar stays draggable.
    <Tooltip title={`${task.title}: ${span.startDate} → ${span.deadline}`} styles={{ root: { pointerEvents: 'none' } }}>
      <div
        className={`gantt-bar${task.finished ? ' gantt-bar-done' : ''}${props.disabled ? ' gantt-bar-busy' : ''}`}
        style={{ left, width, background: LEVEL_COLOR[task.levelId] ?? LEVEL_COLOR[1] }}
        data-testid="gantt-bar"
        data-task-id={task.taskId}
        data-start={span.startDate}
        data-deadline={span.deadline}
        onPointerDown={down('move')}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => {
          drag.current = null;
          setDelta(null);
        }}
      >
        <div className="gantt-handle gantt-handle-start" data-testid="gantt-bar-start" onPointerDown={down('start')} />
        <span className="gantt-bar-label">{task.title}</span>
        <div className="gantt-handle gantt-handle-end" data-testid="gantt-bar-end" onPointerDown={down('end')} />
      </div>
    </Tooltip>
  );
}
