import { describe, expect, it } from 'vitest';
import type { IssueHistoryEntry } from '@trestle/shared/issue-schemas';
import { historyLine } from './historyLine';

const entry = (action: IssueHistoryEntry['action'], detail: Record<string, unknown> = {}): IssueHistoryEntry => ({
  id: '1',
  action,
  detail,
  user: { id: 'u', name: 'Ann' },
  createdAt: '2026-01-01T00:00:00Z',
});
const word = (key: string, fallback: string) =>
  (({ 'status.pending': 'Pending', 'status.underway': 'In progress', 'field.leader': 'Leader', 'field.description': 'Description' }) as Record<string, string>)[
    key
  ] ?? fallback;

describe('historyLine', () => {
  it('words a status change with and without a note', () => {
    expect(historyLine(entry('status', { from: 'pending', to: 'underway' }), word)).toEqual({
      key: 'log.status',
      values: { who: 'Ann', from: 'Pending', to: 'In progress' },
    });
    expect(historyLine(entry('status', { from: 'pending', to: 'underway', note: 'on it' }), word).values.note).toBe('on it');
  });
  it('names the changed fields once, whether sent as leader or leaderId', () => {
    expect(historyLine(entry('update', { fields: ['leaderId', 'leader', 'description', 'axisCode'] }), word)).toEqual({
      key: 'log.update',
      values: { who: 'Ann', fields: 'Leader, Description, axisCode' },
    });
    expect(historyLine(entry('update', {}), word).key).toBe('log.updateNone');
  });
  it('tells a meeting set from one cleared', () => {
    expect(historyLine(entry('meeting', { meetingId: 'm' }), word).key).toBe('log.meeting');
    expect(historyLine(entry('meeting', { meetingId: null }), word).key).toBe('log.meetingCleared');
  });
});
