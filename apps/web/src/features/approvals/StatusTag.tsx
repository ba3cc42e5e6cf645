import { Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import type { ApprovalDecision, ApprovalStatus } from '@trestle/shared/approval-schemas';
import { useTranslation } from 'react-i18next';

const STATUS: Record<ApprovalStatus, { color: string; icon: React.ReactNode }> = {
  in_process: { color: 'processing', icon: <ClockCircleOutlined /> },
  resubmitted: { color: 'purple', icon: <RedoOutlined /> },
  rejected: { color: 'error', icon: <CloseCircleOutlined /> },
  revoked: { color: 'default', icon: <StopOutlined /> },
  completed: { color: 'success', icon: <CheckCircleOutlined /> },
};

/** An approval's state (spec 3 §4: in process, rejected, revoked, resubmitted, completed). */
export function StatusTag({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation('approvals');
  const s = STATUS[status] ?? STATUS.in_process;
  return (
    <Tag color={s.color} icon={s.icon} data-testid="approval-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

const DECISION: Record<ApprovalDecision, string> = { pending: 'default', approved: 'success', rejected: 'error' };

/** One approver's decision in the current round. */
export function DecisionTag({ decision }: { decision: ApprovalDecision }) {
  const { t } = useTranslation('approvals');
  return (
    <Tag color={DECISION[decision]} data-testid="approver-decision" data-decision={decision}>
      {t(`decision.${decision}`)}
    </Tag>
  );
}
