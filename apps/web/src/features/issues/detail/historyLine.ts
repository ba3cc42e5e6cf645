import type { IssueHistoryEntry } from '@trestle/shared/issue-schemas';

// One history entry as a translation key and its values (namespace issuedetail, `log.*`). The
// words of statuses and fields are translated by the caller through `word`, so this stays a
// plain function that tests can read.

export interface Line {
  key: string;
  values: Record<string, string>;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** `word(key)` translates a nested key of the namespace (status.*, field.*). */
export function historyLine(e: IssueHistoryEntry, word: (key: string, fallback: string) => string): Line {
  const d = e.detail ?? {};
  const who = e.user?.name ?? '—';
  switch (e.action) {
    case 'create':
      return { key: 'log.create', values: { who } };
    case 'update': {
      const fields = Array.isArray(d.fields) ? (d.fields as unknown[]).map(str).filter(Boolean) : [];
      if (!fields.length) return { key: 'log.updateNone', values: { who } };
      // leaderId and leader name the same thing; say it once.
      const names = [...new Set(fields.map((f) => word(`field.${f.replace(/Ids?$/, '')}`, f)))];
      return { key: 'log.update', values: { who, fields: names.join(', ') } };
    }
    case 'status': {
      const from = word(`status.${str(d.from)}`, str(d.from));
      const to = word(`status.${str(d.to)}`, str(d.to));
      const note = str(d.note);
      return note ? { key: 'log.statusNote', values: { who, from, to, note } } : { key: 'log.status', values: { who, from, to } };
    }
    case 'reply':
      return { key: 'log.reply', values: { who } };
    case 'task':
      return { key: 'log.task', values: { who } };
    case 'meeting':
      return d.meetingId ? { key: 'log.meeting', values: { who } } : { key: 'log.meetingCleared', values: { who } };
    default:
      return { key: 'log.other', values: { who, action: String(e.action) } };
  }
}
