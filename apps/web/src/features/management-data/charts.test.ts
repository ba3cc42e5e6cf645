import { describe, expect, it } from 'vitest';
import type { ManagementData } from './api';
import { hasFigures, staffOption, statusOption, STORAGE_TOP, storageOption, weeklyOption } from './charts';

const weeks = (counts: number[]) => counts.map((count, i) => ({ week: `2026-09-${String(i + 1).padStart(2, '0')}`, count }));
const data: ManagementData = {
  projectsByStatus: [
    { status: 'inProgress', count: 3 },
    { status: 'completed', count: 1 },
  ],
  staff: { total: 9, active7: 2, active30: 5 },
  storageByProject: Array.from({ length: 20 }, (_, i) => ({ projectId: `p${i}`, name: `Project ${i}`, bytes: (20 - i) * 1024 })),
  uploadsPerWeek: weeks([0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 4]),
  issuesPerWeek: weeks([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]),
};
const t = (k: string) => `[${k}]`;

describe('management figure charts', () => {
  it('names each status through the projects translations', () => {
    expect(statusOption(data, t).series[0].data).toEqual([
      { name: '[projects:status.inProgress]', value: 3 },
      { name: '[projects:status.completed]', value: 1 },
    ]);
  });

  it('draws the staff total, then 7 and 30 days', () => {
    const o = staffOption(data, t);
    expect(o.xAxis.data).toEqual(['[staffTotal]', '[active7]', '[active30]']);
    expect(o.series[0].data).toEqual([9, 2, 5]);
  });

  it('keeps the largest projects, largest at the top of the bars', () => {
    const o = storageOption(data);
    expect(o.yAxis.data).toHaveLength(STORAGE_TOP);
    expect(o.yAxis.data.at(-1)).toBe('Project 0');
    expect(o.series[0].data.at(-1)).toBe(20 * 1024);
    expect(o.xAxis.axisLabel.formatter(2048)).toBe('2.00 KB');
  });

  it('puts uploads and issues on the same twelve weeks', () => {
    const o = weeklyOption(data, t);
    expect(o.xAxis.data).toHaveLength(12);
    expect(o.xAxis.data[0]).toBe('09-01');
    expect(o.series.map((s) => s.data.at(-1))).toEqual([4, 2]);
  });

  it('has nothing to draw for an empty enterprise', () => {
    const none = {
      projectsByStatus: [],
      staff: { total: 0, active7: 0, active30: 0 },
      storageByProject: [],
      uploadsPerWeek: weeks(Array(12).fill(0)),
      issuesPerWeek: weeks(Array(12).fill(0)),
    };
    expect(hasFigures(none)).toBe(false);
    expect(hasFigures(data)).toBe(true);
  });
});
