import type { ReportPrincipal, ReportSimple, ReportTrend } from '@trestle/shared/task-schemas';

// ECharts options of the statistics page, built from the report calls. Colours: finished
// green, open blue, overdue red, the same on every chart.

type T = (key: string) => string;
export const COLORS = { finished: '#52c41a', open: '#1677ff', overdue: '#f5222d', created: '#722ed1' };

/** Finished, open in time and overdue (overdue tasks are a part of the unfinished ones). */
export function totalsOption(r: ReportSimple, t: T) {
  const data = [
    { name: t('stats.finished'), value: r.finished, itemStyle: { color: COLORS.finished } },
    { name: t('stats.openInTime'), value: Math.max(0, r.unfinished - r.overdue), itemStyle: { color: COLORS.open } },
    { name: t('stats.overdue'), value: r.overdue, itemStyle: { color: COLORS.overdue } },
  ].filter((d) => d.value > 0); // no "0" labels pointing at nothing
  return {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [{ type: 'pie', radius: ['40%', '68%'], center: ['50%', '45%'], label: { formatter: '{b}: {c}' }, data }],
  };
}

function stacked(categories: string[], finished: number[], open: number[], t: T, horizontal = false) {
  const cat = { type: 'category', data: categories, axisLabel: { hideOverlap: true, width: 100, overflow: 'truncate' } };
  const val = { type: 'value', minInterval: 1 };
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: horizontal ? 110 : 40, right: 16, top: 32, bottom: 28 },
    xAxis: horizontal ? val : cat,
    yAxis: horizontal ? cat : val,
    series: [
      { name: t('stats.finished'), type: 'bar', stack: 'n', data: finished, itemStyle: { color: COLORS.finished } },
      { name: t('stats.unfinished'), type: 'bar', stack: 'n', data: open, itemStyle: { color: COLORS.open } },
    ],
  };
}

export const byLaneOption = (r: ReportSimple, t: T) =>
  stacked(
    r.byLane.map((l) => l.title),
    r.byLane.map((l) => l.finished),
    r.byLane.map((l) => l.total - l.finished),
    t,
  );

export const byLevelOption = (r: ReportSimple, t: T) =>
  stacked(
    r.byLevel.map((l) => t(`level.${l.levelId}`)),
    r.byLevel.map((l) => l.finished),
    r.byLevel.map((l) => l.total - l.finished),
    t,
  );

/** Per principal: finished, open in time, overdue; tasks with nobody assigned have userId null. */
export function principalOption(r: ReportPrincipal, t: T) {
  const rows = r.rows;
  const names = rows.map((p) => (p.userId ? p.userName : t('stats.unassigned')));
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 110, right: 16, top: 32, bottom: 28 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: names, inverse: true, axisLabel: { width: 100, overflow: 'truncate' } },
    series: [
      { name: t('stats.finished'), type: 'bar', stack: 'n', data: rows.map((p) => p.finished), itemStyle: { color: COLORS.finished } },
      {
        name: t('stats.openInTime'),
        type: 'bar',
        stack: 'n',
        data: rows.map((p) => Math.max(0, p.total - p.finished - p.overdue)),
        itemStyle: { color: COLORS.open },
      },
      { name: t('stats.overdue'), type: 'bar', stack: 'n', data: rows.map((p) => p.overdue), itemStyle: { color: COLORS.overdue } },
    ],
  };
}

/** The last 30 days: tasks created and finished each day, and how many were open at its end. */
export function trendOption(r: ReportTrend, t: T) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: r.days.map((d) => d.date.slice(5)), axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: t('stats.created'), type: 'line', data: r.days.map((d) => d.created), itemStyle: { color: COLORS.created } },
      { name: t('stats.finishedDay'), type: 'line', data: r.days.map((d) => d.finished), itemStyle: { color: COLORS.finished } },
      { name: t('stats.open'), type: 'line', data: r.days.map((d) => d.open), itemStyle: { color: COLORS.open }, areaStyle: { opacity: 0.08 } },
    ],
  };
}
