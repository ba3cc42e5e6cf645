import { useEffect, useState } from 'react';
import { App, Button, Descriptions, Drawer, Input, Result, Space, Spin, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MEETING_SUMMARY_MAX } from '@trestle/shared/issue-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/client';
import { getMeeting, meetingKey, saveSummary, type MeetingSummary } from './api';
import { MeetingLabel } from './MeetingLabel';
import { MeetingDocuments } from './MeetingDocuments';
import { MeetingIssues } from './MeetingIssues';

/** The address of the meeting viewer (its issues beside the viewer; /viewer_meeting). */
export function meetingViewerHref(projectId: string, meetingId: string, projectName?: string | null) {
  const q = new URLSearchParams({ projectId, meetingId });
  if (projectName) q.set('projectName', projectName);
  return `/viewer_meeting?${q.toString()}`;
}

/** One meeting: its facts, the summary (minutes, ≤ 5000), its documents and its issues. */
export function MeetingDrawer(p: { projectId: string; projectName: string; meetingId: string | null; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation('meetings');
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: meetingKey(p.projectId, p.meetingId ?? ''),
    queryFn: () => getMeeting(p.projectId, p.meetingId!),
    enabled: !!p.meetingId,
    retry: false,
  });
  const changed = async () => {
    await qc.invalidateQueries({ queryKey: meetingKey(p.projectId, p.meetingId ?? '') });
    p.onChanged();
  };
  const m = q.data;
  return (
    <Drawer
      open={!!p.meetingId}
      onClose={p.onClose}
      size="large"
      destroyOnHidden
      title={
        m ? (
          <Space>
            <MeetingLabel code={m.code} color={m.labelColor} />
            <span>{t('drawerTitle')}</span>
          </Space>
        ) : (
          t('drawerTitle')
        )
      }
      extra={
        m && (
          <Link to={meetingViewerHref(p.projectId, m.id, p.projectName)}>
            <Button type="primary" icon={<EyeOutlined />} data-testid="open-meeting-viewer">
              {t('openViewer')}
            </Button>
          </Link>
        )
      }
    >
      <div data-testid="meeting-drawer">
        {q.isLoading && (
          <div className="page-loading">
            <Spin />
          </div>
        )}
        {q.isError && (
          <Result status="error" title={t('loadFailed')} subTitle={errorText(q.error)} extra={<Button onClick={() => void q.refetch()}>{t('retry')}</Button>} />
        )}
        {m && (
          <Space direction="vertical" size={24} style={{ width: '100%' }}>
            <Descriptions
              size="small"
              column={2}
              items={[
                { key: 'date', label: t('col.date'), children: m.meetingDate ?? '—' },
                { key: 'creator', label: t('col.creator'), children: m.creator.name },
                { key: 'description', label: t('col.description'), span: 2, children: m.description || '—' },
              ]}
            />
            <SummaryEditor key={m.id} projectId={p.projectId} meeting={m} onSaved={changed} />
            <MeetingDocuments projectId={p.projectId} projectName={p.projectName} meeting={m} onChanged={changed} />
            <MeetingIssues projectId={p.projectId} meeting={m} onChanged={changed} />
          </Space>
        )}
      </div>
    </Drawer>
  );
}

function SummaryEditor(p: { projectId: string; meeting: MeetingSummary; onSaved(): Promise<void> }) {
  const { t } = useTranslation('meetings');
  const { message } = App.useApp();
  const [text, setText] = useState(p.meeting.summary ?? '');
  const [saving, setSaving] = useState(false);
  useEffect(() => setText(p.meeting.summary ?? ''), [p.meeting.summary]);
  const dirty = text !== (p.meeting.summary ?? '');
  const save = async () => {
    setSaving(true);
    try {
      message.success((await saveSummary(p.projectId, p.meeting.id, text)) || t('summarySaved'));
      await p.onSaved();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section>
      <Typography.Title level={5}>{t('summary')}</Typography.Title>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 4, maxRows: 12 }}
        maxLength={MEETING_SUMMARY_MAX}
        showCount={p.meeting.can.report}
        readOnly={!p.meeting.can.report}
        placeholder={t(p.meeting.can.report ? 'summaryPlaceholder' : 'noSummary')}
        data-testid="meeting-summary"
      />
      {p.meeting.can.report && (
        <div style={{ textAlign: 'right', marginTop: 24 }}>
          <Button type="primary" disabled={!dirty} loading={saving} onClick={() => void save()} data-testid="meeting-summary-save">
            {t('saveSummary')}
          </Button>
        </div>
      )}
    </section>
  );
}
