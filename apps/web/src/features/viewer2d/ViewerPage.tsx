import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Button, Result, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../api/client';
import { getToken } from '../../api/session';
import { LanguageMenu } from '../../shell/LanguageMenu';
import { ViewerAnnotations } from '../annotations/ViewerAnnotations';
import { FileIcon } from '../files/fileKinds';
import { drawingAnnotationHost } from './annotationHost';
import { ViewerError } from './backend';
import { extOf, mimeOf, viewKindOf } from './kinds';
import { useViewerFile, type ViewerQuery } from './useViewerFile';
import { Viewer2d, type Viewer2dApi } from './Viewer2d';

/** Spec 2 §4: a model (here, a drawing) that has not loaded in 10 seconds says so. */
const LOAD_TIMEOUT_MS = 10_000;

/**
 * /viewer?type=2d|pdf and /twoviewer?type=2d|pdf — PDF, DXF and images with markup (spec 2 §2).
 * Query: projectId, fileId, versionId?, name, projectName, annotationId; linkId for a share visitor.
 */
export function ViewerPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const get = (k: string) => params.get(k) ?? '';
  const q: ViewerQuery = {
    type: get('type'),
    projectId: get('projectId'),
    fileId: get('fileId'),
    versionId: get('versionId'),
    name: get('name'),
    projectName: get('projectName'),
    annotationId: get('annotationId'),
    linkId: get('linkId'),
    page: get('page'),
  };
  if (!q.linkId && !getToken()) return <Navigate to={`/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <Viewer key={JSON.stringify(q)} q={q} />;
}

/**
 * The 2D viewer of one file (exported for the meeting viewer, which shows it beside its issue
 * list: `embedded` leaves out the way back and the language menu, which that page has itself).
 */
export function Viewer({ q, embedded = false }: { q: ViewerQuery; embedded?: boolean }) {
  const { t } = useTranslation('viewer2d');
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const file = useViewerFile(q, attempt);
  const api = useRef<Viewer2dApi>(null);

  // The whole load (address, bytes, first drawing) has 10 seconds.
  useEffect(() => {
    if (ready || failure) return;
    const timer = setTimeout(() => setFailure(new ViewerError('timeout')), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [attempt, ready, failure]);

  const error = failure ?? (file.status === 'error' ? file.error : null);
  const to401 = useEffectEvent(() => void navigate('/401', { replace: true }));
  useEffect(() => {
    if ((error instanceof ApiError && error.errorCode === 401) || (error as { status?: number } | null)?.status === 401) to401();
  }, [error]);

  const retry = () => {
    setFailure(null);
    setReady(false);
    setAttempt((a) => a + 1);
  };

  const name = file.status === 'done' ? file.file.name : q.name;
  const kind = file.status === 'done' ? viewKindOf(file.file.fileType) : null;
  const back = q.linkId
    ? `/share_page/${q.linkId}`
    : `/project-files?${new URLSearchParams({ projectId: q.projectId, ...(q.projectName ? { projectName: q.projectName } : {}), projectFileId: q.fileId }).toString()}`;
  const notViewable = q.type && !['2d', 'pdf'].includes(q.type.toLowerCase());
  const drawable = file.status === 'done' && !!kind && kind !== 'dwg';
  // Annotations need the project (a visitor's link rarely carries it: then there are none).
  const target =
    q.projectId && q.fileId && !notViewable && (file.status !== 'done' || drawable)
      ? { projectId: q.projectId, projectFileId: q.fileId, versionId: q.versionId || undefined }
      : null;
  const host = useMemo(() => (ready && drawable ? drawingAnnotationHost(api) : null), [ready, drawable]);

  const body = (() => {
    if (notViewable) return <Result status="warning" title={t('typeNotHere', { type: q.type })} />;
    if (error) return <ErrorState error={error} linkId={q.linkId} onRetry={retry} />;
    if (file.status !== 'done') return null;
    if (kind === 'dwg') return <Result status="info" title={t('dwgTitle')} subTitle={t('dwgHint')} data-testid="viewer2d-dwg" />;
    if (!kind) return <Result status="info" title={t('unsupported')} subTitle={t('unsupportedHint')} />;
    // api: the markup API the annotation feature uses (getMarkup, setMarkup, snapshot).
    return (
      <Viewer2d
        ref={api}
        kind={kind}
        data={file.file.bytes}
        mime={mimeOf(file.file.fileType)}
        initialPage={Number(q.page) || undefined}
        onReady={() => setReady(true)}
        onError={(e) => setFailure(e)}
      />
    );
  })();

  // Not a page that can fail before the file is there: a wrong type or an unknown kind ends the wait too.
  useEffect(() => {
    if (notViewable || (file.status === 'done' && (!kind || kind === 'dwg'))) setReady(true);
  }, [notViewable, file.status, kind]);

  return (
    <ViewerAnnotations target={target} host={host} annotationId={q.annotationId || null} visitor={!!q.linkId} ghost drawing>
      {(button) => (
        <div className="viewer2d-page-shell" data-testid="viewer2d">
          <header className="viewer2d-header">
            {!embedded && (
              <Link to={back} className="viewer2d-back" data-testid="viewer2d-back">
                <ArrowLeftOutlined /> {q.linkId ? t('backToShare') : t('backToFiles')}
              </Link>
            )}
            <div className="viewer2d-title">
              <FileIcon type={file.status === 'done' ? file.file.fileType : extOf(name)} />
              <Typography.Text strong ellipsis title={name} className="viewer2d-name" data-testid="viewer2d-name">
                {name || t('untitled')}
              </Typography.Text>
              {file.status === 'done' && file.file.version && <Tag color="blue" data-testid="viewer2d-version">{`V${file.file.version}`}</Tag>}
              {q.projectName && (
                <Typography.Text className="viewer2d-project" ellipsis>
                  {q.projectName}
                </Typography.Text>
              )}
            </div>
            {button}
            {!embedded && <LanguageMenu />}
          </header>
          <main className="viewer2d-main">
            {body}
            {!ready && !error && (
              <div className="viewer2d-loading" data-testid="viewer2d-loading">
                <Spin size="large" />
                <Typography.Text type="secondary">{file.status === 'done' ? t('drawing') : t('loading')}</Typography.Text>
              </div>
            )}
          </main>
        </div>
      )}
    </ViewerAnnotations>
  );
}

function ErrorState(p: { error: unknown; linkId: string; onRetry(): void }) {
  const { t } = useTranslation('viewer2d');
  const e = p.error;
  if (e instanceof ViewerError && e.message === 'needGrant') {
    return <Result status="warning" title={t('needGrant')} extra={<Link to={`/share_page/${p.linkId}`}>{t('backToShare')}</Link>} />;
  }
  const title = e instanceof ViewerError ? t(`error.${e.key}`) : t('error.load');
  const detail = e instanceof ViewerError ? (e.message !== e.key ? e.message : undefined) : errorText(e);
  return (
    <Result
      status={e instanceof ViewerError && e.key === 'timeout' ? 'warning' : 'error'}
      title={<span data-testid="viewer2d-error">{title}</span>}
      subTitle={detail}
      extra={
        <Button type="primary" onClick={p.onRetry} data-testid="viewer2d-retry">
          {t('retry')}
        </Button>
      }
    />
  );
}
