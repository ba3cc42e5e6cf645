import { Button, Descriptions, Drawer, List, Result, Space, Spin, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { approvalKeys, getApproval, type ApprovalDetail } from './api';
import { ApprovalActions } from './ApprovalActions';
import { ApprovalDocuments } from './ApprovalDocuments';
import { ApprovalHistory } from './ApprovalHistory';
import { DecisionTag, StatusTag } from './StatusTag';

/** The approvers, in their order, with their decision and comment in the current round. */
function Approvers({ a }: { a: ApprovalDetail }) {
  return (
    <List
      size="small"
      dataSource={a.approvers}
      data-testid="approval-approvers"
      renderItem={(p) => (
        <List.Item data-testid="approval-approver" data-name={p.name}>
          <Space direction="vertical" size={0} style={{ width: '100%' }}>
            <Space>
              <Typography.Text>{p.name}</Typography.Text>
              <DecisionTag decision={p.decision} />
            </Space>
            {p.comment && (
              <Typography.Text type="secondary" className="approval-comment">
                {p.comment}
              </Typography.Text>
            )}
          </Space>
        </List.Item>
      )}
    />
  );
}

/**
 * One approval: its facts, approvers' decisions, documents at their reviewed version, history,
 * and the buttons of what the caller may do (the server's `can`).
 */
export function ApprovalDrawer(p: { target: { projectId: string; approvalId: string }; onClose(): void }) {
  const { t } = useTranslation('approvals');
  const qc = useQueryClient();
  const key = approvalKeys.one(p.target.projectId, p.target.approvalId);
  const q = useQuery({ queryKey: key, queryFn: () => getApproval(p.target.projectId, p.target.approvalId), retry: false });
  const a = q.data;
  const done = (next: ApprovalDetail) => {
    qc.setQueryData(key, next);
    void qc.invalidateQueries({ queryKey: approvalKeys.lists });
  };
  return (
    <Drawer
      open
      onClose={p.onClose}
      size="large"
      destroyOnHidden
      title={
        a ? (
          <Space wrap>
            <span data-testid="approval-title">{a.title}</span>
            <StatusTag status={a.status} />
          </Space>
        ) : (
          t('detail.title')
        )
      }
      extra={a && <Space wrap>{<ApprovalActions approval={a} onDone={done} />}</Space>}
    >
      <div data-testid="approval-drawer" data-status={a?.status}>
        {q.isLoading && (
          <div className="page-loading">
            <Spin />
          </div>
        )}
        {q.isError && (
          <Result
            status="warning"
            title={t('detail.loadFailed')}
            subTitle={errorText(q.error)}
            extra={<Button onClick={() => void q.refetch()}>{t('detail.retry')}</Button>}
          />
        )}
        {a && (
          <Space direction="vertical" size={24} style={{ width: '100%' }}>
            <Descriptions
              size="small"
              column={2}
              items={[
                { key: 'project', label: t('detail.project'), children: a.projectName },
                { key: 'initiator', label: t('detail.initiator'), children: a.initiator.name },
                { key: 'created', label: t('detail.created'), children: dayjs(a.createdAt).format('YYYY-MM-DD HH:mm') },
                { key: 'round', label: t('detail.round'), children: a.round },
                { key: 'cc', label: t('detail.cc'), span: 2, children: a.cc.length ? a.cc.map((c) => c.name).join(', ') : t('detail.nobody') },
                {
                  key: 'remarks',
                  label: t('detail.remarks'),
                  span: 2,
                  children: (
                    <span className="approval-comment" data-testid="approval-remarks">
                      {a.remarks || t('detail.none')}
                    </span>
                  ),
                },
              ]}
            />
            <section>
              <Typography.Title level={5}>{t('detail.approvers')}</Typography.Title>
              <Approvers a={a} />
            </section>
            <ApprovalDocuments projectId={a.projectId} projectName={a.projectName} round={a.round} documents={a.documents} />
            <ApprovalHistory history={a.history} />
          </Space>
        )}
      </div>
    </Drawer>
  );
}
