import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IssueImportance, IssueStatus } from '@trestle/shared/issue-schemas';

// Status and importance words (i18n namespace `issues`: status.*, importance.*) and colours,
// shared by the list screens and the detail page.

export const STATUS_COLORS: Record<IssueStatus, string> = { pending: 'default', underway: 'processing', finish: 'success', closed: 'purple' };
export const IMPORTANCE_COLORS: Record<IssueImportance, string> = { normal: 'default', important: 'blue', urgent: 'orange', very_urgent: 'red' };

export const statusKey = (s: IssueStatus) => `issues:status.${s}`;
export const importanceKey = (i: IssueImportance) => `issues:importance.${i}`;

export function StatusTag({ status }: { status: IssueStatus }) {
  const { t } = useTranslation('issues');
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="issue-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

export function ImportanceTag({ importance }: { importance: IssueImportance }) {
  const { t } = useTranslation('issues');
  return (
    <Tag color={IMPORTANCE_COLORS[importance]} data-testid="issue-importance" data-importance={importance}>
      {t(`importance.${importance}`)}
    </Tag>
  );
}

/** A meeting's label in its own colour. */
export function MeetingLabel({ meeting }: { meeting: { code: string; labelColor: string } }) {
  return (
    <Tag color={meeting.labelColor} data-testid="issue-meeting">
      {meeting.code}
    </Tag>
  );
}
