import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, App, Form, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { IssueDetail } from '@trestle/shared/issue-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { getBoard, listBoards } from '../../tasks/api';
import { issueApi, issueKeys } from '../api';
import { generateTask } from './api';

/**
 * Generates the issue's task (docs/issues.md "Generating a task"): a board, then one of its
 * lanes, and an approver (required when the issue has none; never the leader). The server's
 * refusals (task already created, no description, …) are shown as they come.
 */
export function GenerateTaskModal(p: { projectId: string; issue: IssueDetail; open: boolean; onClose(): void; onCreated(): Promise<void> }) {
  const { t } = useTranslation('issuedetail');
  const { message } = App.useApp();
  const [boardId, setBoardId] = useState<string | null>(null);
  const [laneId, setLaneId] = useState<string | null>(null);
  const [approverId, setApproverId] = useState<string | null>(p.issue.approver?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const boards = useQuery({ queryKey: issueKeys.taskBoards(p.projectId), queryFn: async () => (await listBoards(p.projectId)).list, enabled: p.open });
  const board = useQuery({
    queryKey: issueKeys.taskBoard(p.projectId, boardId),
    queryFn: () => getBoard(p.projectId, boardId!),
    enabled: p.open && !!boardId,
  });
  const users = useQuery({ queryKey: issueKeys.users(p.projectId), queryFn: () => issueApi.users(p.projectId), enabled: p.open });

  // Each opening starts from the issue's approver as it is then (a refetch does not undo a pick).
  const start = useEffectEvent(() => {
    setError(null);
    setApproverId(p.issue.approver?.id ?? null);
  });
  useEffect(() => {
    if (p.open) start();
  }, [p.open]);
  // The first board and its first lane are chosen until the user picks others.
  useEffect(() => {
    if (p.open && !boardId && boards.data?.length) setBoardId(boards.data[0].boardId);
  }, [p.open, boards.data, boardId]);
  useEffect(() => {
    setLaneId(board.data?.swimlanes[0]?.swimlanesId ?? null);
  }, [board.data]);

  const submit = async () => {
    if (!boardId) return setError(t('task.chooseBoard'));
    if (!laneId) return setError(t('task.chooseLane'));
    if (!approverId) return setError(t('task.chooseApprover'));
    if (p.issue.leader && approverId === p.issue.leader.id) return setError(t('task.approverIsLeader'));
    setError(null);
    setBusy(true);
    try {
      // Only a changed approver is sent: the issue's own needs no override.
      const r = await generateTask(p.projectId, p.issue.id, boardId, laneId, approverId === p.issue.approver?.id ? null : approverId);
      message.success(r.msg || t('task.created'));
      p.onClose();
      await p.onCreated();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={p.open}
      title={t('task.generateTitle', { code: p.issue.code })}
      okText={t('task.generate')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={p.onClose}
      okButtonProps={{ 'data-testid': 'issue-task-ok' }}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="issue-task-form">
        <Form.Item label={t('task.board')} required>
          <Select
            value={boardId ?? undefined}
            onChange={(v: string) => {
              setBoardId(v);
              setLaneId(null);
              setError(null);
            }}
            loading={boards.isLoading}
            placeholder={t('task.chooseBoard')}
            notFoundContent={boards.isError ? errorText(boards.error) : t('task.noBoards')}
            options={(boards.data ?? []).map((b) => ({ value: b.boardId, label: b.name }))}
            data-testid="issue-task-board"
          />
        </Form.Item>
        <Form.Item label={t('task.lane')} required>
          <Select
            value={laneId ?? undefined}
            onChange={(v: string) => {
              setLaneId(v);
              setError(null);
            }}
            loading={board.isLoading}
            disabled={!boardId}
            placeholder={t('task.chooseLane')}
            options={(board.data?.swimlanes ?? []).map((l) => ({ value: l.swimlanesId, label: l.title }))}
            data-testid="issue-task-lane"
          />
        </Form.Item>
        <Form.Item label={t('field.approver')} required extra={p.issue.approver ? undefined : t('task.approverHint')}>
          <Select
            value={approverId ?? undefined}
            onChange={(v: string) => {
              setApproverId(v);
              setError(null);
            }}
            showSearch
            optionFilterProp="label"
            loading={users.isLoading}
            placeholder={t('task.chooseApprover')}
            options={(users.data ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.loginName})`, disabled: u.id === p.issue.leader?.id }))}
            data-testid="issue-task-approver"
          />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} data-testid="issue-task-error" />}
      </Form>
    </Modal>
  );
}
