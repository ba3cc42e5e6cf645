import { useState } from 'react';
import { Button, Empty, Result, Spin, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { errorText } from '../../api/client';
import { getToken } from '../../api/session';
import { getAnnotation } from '../annotations/api';
import { fileById } from '../files/api';
import { isViewerModel } from '../files/fileKinds';
import { Viewer3DPage } from '../viewer3d/Viewer3DPage';
import { Viewer as Viewer2dFile } from '../viewer2d/ViewerPage';
import { viewKindOf } from '../viewer2d/kinds';
import { getMeeting, meetingIssues, meetingIssuesKey, meetingKey, meetingViewerModelKey, type IssueSummary } from './api';
import { StatusTag } from '../issues/labels';
import { MeetingLabel } from './MeetingLabel';
import './meetings.css';

/**
 * /viewer_meeting?projectId&meetingId — a meeting reviewed on its drawings and models: the
 * meeting's issues on the left; choosing one that references a file opens that file beside the
 * list in the viewer /viewer would use (3D for models, 2D for PDFs, drawings and images), on
 * the issue's annotation when it has one (the viewer restores its view and opens its comments).
 */
export function MeetingViewerPage() {
  const { t } = useTranslation('meetings');
  const [params] = useSearchParams();
  const location = useLocation();
  const projectId = params.get('projectId') ?? '';
  const meetingId = params.get('meetingId') ?? '';
  const projectName = params.get('projectName');
  const [chosen, setChosen] = useState<IssueSummary | null>(null);
  const meeting = useQuery({
    queryKey: meetingKey(projectId, meetingId),
    queryFn: () => getMeeting(projectId, meetingId),
    enabled: !!projectId && !!meetingId,
    retry: false,
  });
  const issues = useQuery({
    queryKey: meetingIssuesKey(projectId, meetingId),
    queryFn: () => meetingIssues(projectId, meetingId),
    enabled: !!projectId && !!meetingId,
    retry: false,
  });
  if (!getToken()) return <Navigate to={`/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (!projectId || !meetingId) return <Result status="warning" title={t('viewer.missing')} />;
  if (meeting.isError)
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={errorText(meeting.error)}
        extra={<Button onClick={() => void meeting.refetch()}>{t('retry')}</Button>}
      />
    );

  const back = `/issue/meetings?${new URLSearchParams({ projectId, ...(projectName ? { projectName } : {}) }).toString()}`;
  const list = issues.data ?? [];
  const side = (() => {
    if (issues.isLoading)
      return (
        <div className="page-loading">
          <Spin />
        </div>
      );
    if (issues.isError)
      return (
        <Result
          status="error"
          title={t('issuesFailed')}
          subTitle={errorText(issues.error)}
          extra={
            <Button size="small" onClick={() => void issues.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      );
    if (!list.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noIssues')} />;
    return list.map((i) => (
      <button
        key={i.id}
        type="button"
        className={`meeting-viewer-issue${chosen?.id === i.id ? ' active' : ''}`}
        style={{ borderLeftColor: i.meeting?.labelColor ?? meeting.data?.labelColor }}
        onClick={() => setChosen(i)}
        data-testid="viewer-issue"
        data-code={i.code}
      >
        <div className="meeting-viewer-issue-head">
          <Typography.Text strong>{i.code}</Typography.Text>
          <StatusTag status={i.status} />
        </div>
        {i.description && (
          <Typography.Text type="secondary" ellipsis className="meeting-viewer-issue-text">
            {i.description}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" className="meeting-viewer-issue-ref">
          {i.file ? i.file.name + (i.annotation ? ` · ${i.annotation.name}` : '') : t('viewer.noFile')}
        </Typography.Text>
      </button>
    ));
  })();

  return (
    <div className="meeting-viewer" data-testid="meeting-viewer">
      <aside className="meeting-viewer-side">
        <div className="meeting-viewer-title">
          <Link to={back} aria-label={t('back')}>
            <ArrowLeftOutlined />
          </Link>
          {meeting.data ? <MeetingLabel code={meeting.data.code} color={meeting.data.labelColor} /> : <Spin size="small" />}
          <Typography.Text type="secondary" ellipsis>
            {meeting.data?.meetingDate ?? ''}
          </Typography.Text>
        </div>
        <Typography.Text type="secondary" className="meeting-viewer-count">
          {t('viewer.issues', { n: list.length })}
        </Typography.Text>
        <div className="meeting-viewer-list">{side}</div>
      </aside>
      <main className="meeting-viewer-main">
        {chosen ? (
          <IssueView key={chosen.id} projectId={projectId} projectName={projectName} issue={chosen} />
        ) : (
          <Result status="info" title={t('viewer.choose')} data-testid="viewer-choose" />
        )}
      </main>
    </div>
  );
}

/** The issue's file in its viewer; models need their current (or the annotation's) version. */
function IssueView(p: { projectId: string; projectName: string | null; issue: IssueSummary }) {
  const { t } = useTranslation('meetings');
  const f = p.issue.file;
  const model = !!f && isViewerModel({ type: f.fileType ?? '' });
  const version = useQuery({
    queryKey: meetingViewerModelKey(p.projectId, f?.id, p.issue.annotation?.id),
    queryFn: async () => {
      if (p.issue.annotation) {
        const a = await getAnnotation({ projectId: p.projectId, projectFileId: f!.id }, p.issue.annotation.id);
        if (a.versionId) return a.versionId;
      }
      return (await fileById(p.projectId, f!.id)).versionId ?? null; // the model's current version
    },
    enabled: model,
    retry: false,
  });
  if (!f)
    return <Result status="info" title={t('viewer.noFileTitle', { code: p.issue.code })} subTitle={t('viewer.noFileHint')} data-testid="viewer-no-file" />;
  if (model) {
    if (version.isLoading)
      return (
        <div className="page-loading">
          <Spin size="large" />
        </div>
      );
    if (version.isError) return <Result status="error" title={errorText(version.error)} />;
    if (!version.data) return <Result status="info" title={t('viewer.notConverted')} />;
    return <Viewer3DPage place={{ modelId: version.data, projectId: p.projectId }} projectName={p.projectName} annotationId={p.issue.annotation?.id ?? null} />;
  }
  if (!viewKindOf(f.fileType ?? '')) return <Result status="info" title={t('viewer.notViewable', { name: f.name })} />;
  const q = {
    type: (f.fileType ?? '').toLowerCase() === 'pdf' ? 'pdf' : '2d',
    projectId: p.projectId,
    fileId: f.id,
    versionId: '',
    name: f.name,
    projectName: p.projectName ?? '',
    annotationId: p.issue.annotation?.id ?? '',
    linkId: '',
    page: '',
  };
  return <Viewer2dFile key={JSON.stringify(q)} q={q} embedded />;
}
