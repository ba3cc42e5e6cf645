import { useState } from 'react';
import { App, Button, Empty, List, Popconfirm, Result, Spin, Typography } from 'antd';
import { DisconnectOutlined, LinkOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/client';
import { changeIssues, meetingIssues, meetingIssuesKey, meetingPickIssuesKey, projectIssues, type MeetingSummary } from './api';
import { StatusTag } from '../issues/labels';
import { PickManyModal } from './PickManyModal';

/** The issues of the meeting with their status; attach from the project's issues, detach. */
export function MeetingIssues(p: { projectId: string; meeting: MeetingSummary; onChanged(): Promise<void> }) {
  const { t } = useTranslation('meetings');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [picking, setPicking] = useState(false);
  const key = meetingIssuesKey(p.projectId, p.meeting.id);
  const q = useQuery({ queryKey: key, queryFn: () => meetingIssues(p.projectId, p.meeting.id), retry: false });
  const changed = async () => {
    await qc.invalidateQueries({ queryKey: key });
    await p.onChanged();
  };
  const detach = async (issueId: string) => {
    try {
      message.success((await changeIssues(p.projectId, p.meeting.id, [issueId], true)) || t('issueDetached'));
      await changed();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const list = q.data ?? [];

  const body = (() => {
    if (q.isLoading)
      return (
        <div className="page-loading">
          <Spin />
        </div>
      );
    if (q.isError)
      return (
        <Result
          status="error"
          title={t('issuesFailed')}
          subTitle={errorText(q.error)}
          extra={
            <Button size="small" onClick={() => void q.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      );
    if (!list.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noIssues')} />;
    return (
      <List
        size="small"
        bordered
        dataSource={list}
        renderItem={(i) => (
          <List.Item
            data-testid="meeting-issue"
            data-code={i.code}
            actions={
              p.meeting.can.edit
                ? [
                    <Popconfirm
                      key="rm"
                      title={t('detachConfirm', { code: i.code })}
                      okText={t('detach')}
                      cancelText={t('cancel')}
                      onConfirm={() => detach(i.id)}
                    >
                      <Button
                        type="text"
                        size="small"
                        icon={<DisconnectOutlined />}
                        aria-label={t('detach')}
                        title={t('detach')}
                        data-testid="meeting-issue-detach"
                      />
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <>
                  <Link to={`/issue/detail?${new URLSearchParams({ projectId: p.projectId, issueId: i.id }).toString()}`}>{i.code}</Link>{' '}
                  <StatusTag status={i.status} />
                </>
              }
              description={
                <Typography.Text type="secondary" ellipsis={{ tooltip: i.description }}>
                  {i.description || '—'}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    );
  })();

  return (
    <section data-testid="meeting-issues">
      <div className="page-toolbar">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('issues')} ({q.data ? list.length : p.meeting.issueCount})
        </Typography.Title>
        {p.meeting.can.edit && (
          <Button size="small" icon={<LinkOutlined />} onClick={() => setPicking(true)} data-testid="meeting-attach-issues">
            {t('attachIssues')}
          </Button>
        )}
      </div>
      {body}
      <IssuePicker
        projectId={p.projectId}
        meetingId={p.meeting.id}
        attached={new Set(list.map((i) => i.id))}
        open={picking}
        onClose={() => setPicking(false)}
        onAttached={changed}
      />
    </section>
  );
}

/** The project's issues (searched by the server on code and description), the attached ones left out. */
function IssuePicker(p: { projectId: string; meetingId: string; attached: Set<string>; open: boolean; onClose(): void; onAttached(): Promise<void> }) {
  const { t } = useTranslation('meetings');
  const search = async (text: string) =>
    (await projectIssues(p.projectId, text))
      .filter((i) => !p.attached.has(i.id))
      .map((i) => ({
        value: i.id,
        label: `${i.code}${i.description ? ` · ${i.description.slice(0, 60)}` : ''}${i.meeting ? ` (${i.meeting.code})` : ''}`,
      }));
  return (
    <PickManyModal
      open={p.open}
      title={t('attachIssues')}
      okText={t('attach')}
      placeholder={t('pickIssues')}
      empty={t('noIssuesToAttach')}
      hint={<Typography.Paragraph type="secondary">{t('attachHint')}</Typography.Paragraph>}
      okTestId="meeting-issues-ok"
      selectTestId="meeting-pick-issues"
      queryKey={(text) => meetingPickIssuesKey(p.projectId, text)}
      search={search}
      save={(ids) => changeIssues(p.projectId, p.meetingId, ids)}
      savedText={t('issuesAttached')}
      onSaved={p.onAttached}
      onClose={p.onClose}
    />
  );
}
