import { useEffect, useState } from 'react';
import { Button, Card, Input, Select, Space, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { APPROVAL_LIST_TABS, APPROVAL_STATUSES } from '@trestle/shared/approval-schemas';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageState } from '../../shell/PageState';
import { ProjectSelect } from '../mytasks/ProjectSelect';
import { approvalKeys, listApprovals, type ApprovalListTab, type ApprovalStatus } from './api';
import { ApprovalDrawer } from './ApprovalDrawer';
import { ApprovalTable } from './ApprovalTable';
import { NewApprovalModal } from './NewApprovalModal';
import { approvalFromQuery } from './target';
import './approvals.css';

/**
 * /document-approval and /document-approval-aa (spec 1 §2.1: opened in a new tab with a target
 * id). The caller's approvals: of the project in ?projectId (from the project's tile) or of all
 * their projects; tabs, status filter, search; a new approval; ?targetId (a notice's
 * projectId=..&approvalId=..) or ?approvalId opens that approval at once.
 */
export function ApprovalPage() {
  const { t } = useTranslation('approvals');
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const fixedProject = params.get('projectId') && !params.get('targetId') && !params.get('approvalId') ? params.get('projectId')! : '';
  const [projectId, setProjectId] = useState(fixedProject);
  const [tab, setTab] = useState<ApprovalListTab>('all');
  const [status, setStatus] = useState<ApprovalStatus[]>([]);
  const [search, setSearch] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<{ projectId: string; approvalId: string } | null>(null);
  const fromAddress = approvalFromQuery(params);
  // A new address (another notice's link in this tab) names the approval to show.
  const address = params.toString();
  useEffect(() => setOpened(null), [address]);
  const target = opened ?? (fromAddress?.projectId ? { projectId: fromAddress.projectId, approvalId: fromAddress.approvalId } : null);
  const query = { projectId, tab, status, search, pageNum };
  const q = useQuery({ queryKey: approvalKeys.list(query), queryFn: () => listApprovals(query), placeholderData: keepPreviousData, retry: false });

  const close = () => {
    setOpened(null);
    if (fromAddress) {
      const next = new URLSearchParams(params);
      for (const k of ['targetId', 'approvalId']) next.delete(k);
      setParams(next, { replace: true });
    }
  };
  const reset = (f: () => void) => {
    f();
    setPageNum(1);
  };
  const rows = q.data?.list ?? [];
  const filtered = !!search || status.length > 0;

  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <div className="page-toolbar">
        <Space size={12} align="center">
          {fixedProject && (
            <Link to={`/project_index/${fixedProject}`} aria-label={t('back')} title={t('back')}>
              <ArrowLeftOutlined />
            </Link>
          )}
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="approvals-title">
            {t('title')}
          </Typography.Title>
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="approval-new">
          {t('new')}
        </Button>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(k) => reset(() => setTab(k as ApprovalListTab))}
        items={APPROVAL_LIST_TABS.map((k) => ({ key: k, label: <span data-testid={`approval-tab-${k}`}>{t(`tabs.${k}`)}</span> }))}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <ProjectSelect allowAll value={projectId} onChange={(id) => reset(() => setProjectId(id))} />
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 220 }}
          placeholder={t('statusFilter')}
          value={status}
          onChange={(v: ApprovalStatus[]) => reset(() => setStatus(v))}
          options={APPROVAL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          data-testid="approval-status-filter"
        />
        <Input.Search
          allowClear
          placeholder={t('searchPlaceholder')}
          onSearch={(v) => reset(() => setSearch(v.trim()))}
          style={{ width: 260 }}
          data-testid="approval-search"
        />
      </Space>
      <PageState
        loading={q.isLoading}
        error={q.isError ? q.error : null}
        empty={!rows.length}
        emptyText={filtered ? t('noMatch') : t(`empty.${tab}`)}
        onRetry={() => void q.refetch()}
      >
        <ApprovalTable
          rows={rows}
          total={q.data?.total ?? 0}
          pageNum={pageNum}
          loading={q.isPlaceholderData}
          showProject={!projectId}
          onPage={setPageNum}
          onOpen={(a) => setOpened({ projectId: a.projectId, approvalId: a.id })}
        />
      </PageState>
      <NewApprovalModal
        open={creating}
        projectId={projectId}
        lockProject={!!fixedProject && projectId === fixedProject}
        onClose={(made) => {
          setCreating(false);
          if (!made) return;
          void qc.invalidateQueries({ queryKey: approvalKeys.lists });
          setOpened({ projectId: made.projectId, approvalId: made.id });
        }}
      />
      {/* Mounted per approval, so each opening reads it afresh. */}
      {target && <ApprovalDrawer key={`${target.projectId}/${target.approvalId}/${address}`} target={target} onClose={close} />}
    </Card>
  );
}
