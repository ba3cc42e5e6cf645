import { useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { IssueDetail } from '@trestle/shared/issue-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { issueApi } from '../api';
import { IssueFormModal } from '../list/IssueFormModal';
import { ImportanceTag, StatusTag } from '../labels';
import { WorkflowButtons } from './WorkflowButtons';

/** Code, status and importance; the workflow buttons, Edit and Delete (each only when allowed). */
export function IssueHeader(p: { projectId: string; issue: IssueDetail; onChanged(): Promise<void>; onDeleted(): void }) {
  const { t } = useTranslation('issuedetail');
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState(false);
  const issue = p.issue;

  const confirmDelete = () =>
    modal.confirm({
      title: t('deleteTitle'),
      content: t('deleteConfirm', { code: issue.code }),
      okText: t('delete'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true, 'data-testid': 'issue-delete-ok' },
      onOk: async () => {
        try {
          const r = await issueApi.remove(p.projectId, issue.id);
          message.success(r.msg || t('deleted'));
          p.onDeleted();
        } catch (e) {
          message.error(errorText(e));
          throw e;
        }
      },
    });

  return (
    <div className="issue-head">
      <div className="issue-head-title">
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="issue-code">
          {issue.code}
        </Typography.Title>
        <StatusTag status={issue.status} />
        <ImportanceTag importance={issue.importance} />
      </div>
      <Space wrap>
        <WorkflowButtons projectId={p.projectId} issue={issue} onChanged={p.onChanged} />
        {issue.can.edit && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="issue-edit">
            {t('edit')}
          </Button>
        )}
        {issue.can.delete && (
          <Button danger icon={<DeleteOutlined />} onClick={confirmDelete} data-testid="issue-delete">
            {t('delete')}
          </Button>
        )}
      </Space>
      {/* The list's full form (every field), not a reduced one. */}
      <IssueFormModal
        projectId={p.projectId}
        issue={issue}
        open={editing}
        onClose={(saved) => {
          setEditing(false);
          if (saved) void p.onChanged();
        }}
      />
    </div>
  );
}
