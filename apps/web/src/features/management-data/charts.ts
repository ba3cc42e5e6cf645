import { formatFileSize } from '@trestle/shared';
import type { ManagementData } from './api';

// ECharts options of the management figures, built from the server's answer alone (no ECharts
// import here: the options are plain data, tested without a canvas).

/** Translates a key of the management namespace (or `ns:key`). */
type T = (key: string) => string;

/** Projects by status: a ring, each status under its translated name. */
export function statusOption(d: ManagementData, t: T) {
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'item' },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        // Long status names break onto a second line rather than being cut off.
        label: { formatter: '{b}: {c}', width: 110, overflow: 'break' },
        data: d.projectsByStatus.map((s) => ({ name: t(`projects:status.${s.status}`), value: s.count })),
      },
    ],
  };
}

/** Staff: all, active in the last 7 and 30 days. */
export function staffOption(d: ManagementData, t: T) {
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 16, bottom: 32 },
    xAxis: { type: 'category', data: [t('staffTotal'), t('active7'), t('active30')] },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', barMaxWidth: 48, data: [d.staff.total, d.staff.active7, d.staff.active30], label: { show: true, position: 'top' } }],
  };
}

/** The largest projects shown by the storage chart; the rest are left out. */
export const STORAGE_TOP = 15;

/** Storage by project, largest on top, sizes in B / KB / MB / GB. */
export function storageOption(d: ManagementData) {
  const rows = d.storageByProject.slice(0, STORAGE_TOP).reverse();
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => formatFileSize(v) },
    grid: { left: 8, right: 24, top: 8, bottom: 24, containLabel: true },
    xAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatFileSize(v) } },
    yAxis: { type: 'category', data: rows.map((r) => r.name), axisLabel: { width: 140, overflow: 'truncate' } },
    series: [{ type: 'bar', barMaxWidth: 24, data: rows.map((r) => r.bytes) }],
  };
}

/** Uploads (document versions) and issues per week, 12 weeks, the week's Monday as the label. */
export function weeklyOption(d: ManagementData, t: T) {
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 40, right: 16, top: 16, bottom: 48 },
    xAxis: { type: 'category', data: d.uploadsPerWeek.map((w) => w.week.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'line', name: t('uploads'), data: d.uploadsPerWeek.map((w) => w.count) },
      { type: 'line', name: t('issues'), data: d.issuesPerWeek.map((w) => w.count) },
    ],
  };
}

/** Whether the enterprise has anything to draw (a new enterprise has no projects nor weeks of work). */
export function hasFigures(d: ManagementData): boolean {
  return d.projectsByStatus.length > 0 || d.staff.total > 0 || d.uploadsPerWeek.some((w) => w.count > 0) || d.issuesPerWeek.some((w) => w.count > 0);
}
