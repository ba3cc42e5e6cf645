import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BoardDetail, TaskCard } from '@trestle/shared/task-schemas';
import { GanttBar } from './GanttBar';
import { chartRange, DAY_WIDTH, dayNum, periods, type DragMode, type Scale, type Span } from './gantt';
import { taskLink, today } from './links';

const LEFT = 240;
export const hasDates = (t: TaskCard): t is TaskCard & Span => !!t.startDate && !!t.deadline;

/** The board's dated tasks grouped by lane, on a day grid with today's line. */
export function GanttChart(props: {
  board: BoardDetail;
  projectName: string;
  scale: Scale;
  busyTaskId: string | null;
  onDrop: (task: TaskCard & Span, after: Span, mode: DragMode) => void;
}) {
  const { t } = useTranslation('mytasks');
  const { board, scale } = props;
  const dw = DAY_WIDTH[scale];
  const now = today();
  const lanes = board.swimlanes.map((l) => ({ lane: l, tasks: l.myTaskList.filter(hasDates) }));
  const { from, days } = chartRange(
    lanes.flatMap((l) => l.tasks),
    now,
    scale,
  );
  const width = days * dw;
  // Day lines (week scale) or Monday lines (month scale), on the left edge like the header's.
  const step = scale === 'week' ? dw : dw * 7;
  const mondayOffset = scale === 'week' ? 0 : ((7 - ((((from + 3) % 7) + 7) % 7)) % 7) * dw;
  const grid = { width, backgroundImage: `repeating-linear-gradient(to right, #f0f0f0 0 1px, transparent 1px ${step}px)`, backgroundPositionX: mondayOffset };
  // Open on the earliest bar (at most three weeks back) or a week before today, whichever is earlier.
  const scroller = useRef<HTMLDivElement>(null);
  const todayX = (dayNum(now) - from) * dw;
  const firstX = Math.min(...lanes.flatMap((l) => l.tasks.map((task) => (dayNum(task.startDate) - from) * dw)), todayX);
  const startX = Math.max(0, todayX - 21 * dw, Math.min(todayX - 7 * dw, firstX - dw));
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = startX;
  }, [startX]);
  const link = (task: TaskCard) => taskLink({ ...task, projectName: task.projectName || props.projectName });
  return (
    <div className="gantt" data-testid="gantt" data-scale={scale} ref={scroller}>
      <div className="gantt-inner" style={{ width: LEFT + width }}>
        <div className="gantt-row gantt-head">
          <div className="gantt-left">{t('gantt.task')}</div>
          <div className="gantt-time" style={{ width }}>
            {periods(from, days, scale).map((p) => (
              <div key={p.start} className="gantt-period" style={{ left: (p.start - from) * dw, width: p.length * dw }}>
                {p.label}
              </div>
            ))}
          </div>
        </div>
        {lanes.map(({ lane, tasks }) => (
          <Fragment key={lane.swimlanesId}>
            <div className="gantt-row gantt-lane" data-testid="gantt-lane">
              <div className="gantt-left">
                {lane.title} <span className="gantt-count">{tasks.length}</span>
              </div>
              <div className="gantt-time" style={grid} />
            </div>
            {tasks.map((task) => (
              <div className="gantt-row" key={task.taskId}>
                <div className="gantt-left gantt-task-title">
                  <Link to={link(task)} title={task.title}>
                    {task.title}
                  </Link>
                </div>
                <div className="gantt-time" style={grid}>
                  <GanttBar
                    task={task}
                    from={from}
                    dayWidth={dw}
                    disabled={props.busyTaskId === task.taskId}
                    onDrop={(after, mode) => props.onDrop(task, after, mode)}
                  />
                </div>
              </div>
            ))}
          </Fragment>
        ))}
        <div className="gantt-today" style={{ left: LEFT + todayX + dw / 2 }} data-testid="gantt-today" title={t('gantt.today')} />
      </div>
    </div>
  );
}

/** Tasks the chart cannot place: without a start or a deadline. */
export function UndatedTasks({ board, projectName }: { board: BoardDetail; projectName: string }) {
  const { t } = useTranslation('mytasks');
  const rows = board.swimlanes.flatMap((l) => l.myTaskList.filter((task) => !hasDates(task)).map((task) => ({ task, lane: l.title })));
  if (!rows.length) return null;
  return (
    <div className="gantt-undated" data-testid="gantt-undated">
      <div className="gantt-undated-title">{t('gantt.noDates', { count: rows.length })}</div>
      {rows.map(({ task, lane }) => (
        <div key={task.taskId} className="gantt-undated-row" data-testid="gantt-undated-task">
          <Link to={taskLink({ ...task, projectName: task.projectName || projectName })}>{task.title}</Link>
          <span className="gantt-count">{lane}</span>
          <span className="gantt-count">
            {task.startDate
              ? t('gantt.startOnly', { date: task.startDate })
              : task.deadline
                ? t('gantt.deadlineOnly', { date: task.deadline })
                : t('gantt.neither')}
          </span>
        </div>
      ))}
    </div>
  );
}
