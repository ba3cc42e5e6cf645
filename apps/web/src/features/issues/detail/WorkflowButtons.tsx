import { useState } from 'react';
import { App, Button, Input, Modal, Typography } from 'antd';
import { ISSUE_REPLY_MAX, type IssueDetail, type IssueStatus } from '@trestle/shared/issue-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { changeStatus } from './api';
import { moveKey } from './tags';

/**
 * One button per status the caller may move the issue to now (IssueDetail.nextStatuses, the
 * server's reading of the workflow table); each asks for an optional note (≤ 140) first. A
 * refusal shows the server's message.
 */
export function WorkflowButtons(p: { projectId: string; issue: IssueDetail; onChanged(): Promise<void> }) {
  const { t } = useTranslation('issuedetail');
  const { message } = App.useApp();
  const [to, setTo] = useState<IssueStatus | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const from = p.issue.status;

  const submit = async () => {
    if (!to) return;
    setBusy(true);
    try {
      const r = await changeStatus(p.projectId, p.issue.id, to, note.trim() || null);
      message.success(r.msg || t('statusChanged'));
      setTo(null);
      await p.onChanged();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  // Moves back (reject, withdraw) are not the primary action.
  const primary = (s: IssueStatus) =>
    (from === 'pending' && s === 'underway') || (from === 'underway' && s === 'finish') || (from === 'finish' && s === 'closed');

  return (
    <>
      {p.issue.nextStatuses.map((s) => (
        <Button
          key={s}
          type={primary(s) ? 'primary' : 'default'}
          onClick={() => {
            setNote('');
            setTo(s);
          }}
          data-testid="issue-move"
          data-to={s}
        >
          {t(moveKey(from, s))}
        </Button>
      ))}
      <Modal
        open={!!to}
        title={to ? t(moveKey(from, to)) : ''}
        okText={t('confirm')}
        cancelText={t('cancel')}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={() => setTo(null)}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'issue-move-ok' }}
      >
        {to && <Typography.Paragraph type="secondary">{t('moveFromTo', { from: t(`status.${from}`), to: t(`status.${to}`) })}</Typography.Paragraph>}
        <Input.TextArea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={ISSUE_REPLY_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t('notePlaceholder')}
          data-testid="issue-move-note"
        />
      </Modal>
    </>
  );
}
