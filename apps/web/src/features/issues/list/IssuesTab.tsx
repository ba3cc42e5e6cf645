import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client';
import { useLang } from '../../../app/lang';
import { PageState } from '../../../shell/PageState';
import { EMPTY_FILTER, exportIssues, isFiltered, issueApi, issueKeys, rowAbilities, type IssueAbilities, type IssueFilter, type IssueRow } from '../api';
import { IssueFilters } from './IssueFilters';
import { IssueFormModal } from './IssueFormModal';
import { IssueTable } from './IssueTable';
import { issueDetailPath } from './links';

/** The "Issues" tab: filters, export, the paged table, new/edit/delete. */
export function IssuesTab(props: { projectId: string; projectName: string; can: IssueAbilities }) {
  const { t } = useTranslation('issues');
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { projectId } = props;
  const [filter, setFilter] = useState<IssueFilter>(EMPTY_FILTER);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<{ issue: IssueRow | null } | null>(null);
  const [exporting, setExporting] = useState<'xlsx' | 'pdf' | null>(null);
  const rows = useQuery({
    queryKey: issueKeys.list(projectId, filter, paging),
    queryFn: () => issueApi.list(projectId, filter, paging.pageNum, paging.pageSize),
    placeholderData: keepPreviousData,
  });
  const users = useQuery({ queryKey: issueKeys.users(projectId), queryFn: () => issueApi.users(projectId) });
  const refresh = () => void qc.invalidateQueries({ queryKey: issueKeys.all(projectId) });

  const remove = (r: IssueRow) =>
    modal.confirm({
      title: t('deleteConfirm', { code: r.code }),
      content: t('deleteHint'),
      okText: t('delete'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true, 'data-testid': 'issue-delete-ok' },
      onOk: async () => {
        try {
          const env = await issueApi.remove(projectId, r.id);
          message.success(env.msg || t('deleted'));
          refresh();
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });
  const download = async (format: 'xlsx' | 'pdf') => {
    setExporting(format);
    try {
      await exportIssues(projectId, format, filter, lang);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <div className="issue-toolbar">
        <IssueFilters
          value={filter}
          users={users.data ?? []}
          onChange={(f) => {
            setFilter(f);
            setPaging({ ...paging, pageNum: 1 });
          }}
        />
        <Space className="issue-toolbar-actions">
          {props.can.export && (
            <>
              <Button icon={<FileExcelOutlined />} loading={exporting === 'xlsx'} onClick={() => void download('xlsx')} data-testid="issue-export-xlsx">
                {t('exportExcel')}
              </Button>
              <Button icon={<FilePdfOutlined />} loading={exporting === 'pdf'} onClick={() => void download('pdf')} data-testid="issue-export-pdf">
                {t('exportPdf')}
              </Button>
            </>
          )}
          {props.can.add && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ issue: null })} data-testid="issue-add">
              {t('newIssue')}
            </Button>
          )}
        </Space>
      </div>
      <PageState loading={rows.isLoading} error={rows.error} onRetry={() => void rows.refetch()}>
        <IssueTable
          page={rows.data}
          loading={rows.isFetching}
          filtered={isFiltered(filter)}
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          onPage={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
          onOpen={(r) => navigate(issueDetailPath({ projectId, issueId: r.id, projectName: props.projectName }))}
          actions={(r) => rowAbilities(props.can, r)}
          onEdit={(r) => setEditing({ issue: r })}
          onDelete={remove}
        />
      </PageState>
      <IssueFormModal
        projectId={projectId}
        open={!!editing}
        issue={editing?.issue ?? null}
        onClose={(saved) => {
          setEditing(null);
          if (saved) refresh();
        }}
      />
    </>
  );
}
