import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { App, Button, Result, Space, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined, FileTextOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../api/client';
import { getToken } from '../../api/session';
import { LanguageMenu } from '../../shell/LanguageMenu';
import { downloadFile } from '../files/download';
import { DocPreviewModal } from '../files/docpreview/DocPreviewModal';
import { FileIcon } from '../files/fileKinds';
import { extOf } from '../viewer2d/kinds';
import { Viewer2d } from '../viewer2d/Viewer2d';
import { useCanDownload } from './useCanDownload';
import { useOfficePdf, type OfficeState } from './useOfficePdf';

/** Office types the server can also show as text or tables (the fallback without LibreOffice). */
const TEXT_PREVIEW_TYPES = new Set(['docx', 'xlsx', 'pptx']);

interface OfficeQuery {
  projectId: string;
  fileId: string;
  versionId: string;
  name: string;
  projectName: string;
}

/**
 * /officeEditor?projectId&fileId (or projectFileId)&name&projectName — an office document shown
 * as the PDF LibreOffice made of it on the server, in the 2D viewer's PDF view. View only: there
 * is no editing (docs/office.md). Members only; without a session, the login page first.
 */
export function OfficeEditorPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const get = (k: string) => params.get(k) ?? '';
  const q: OfficeQuery = {
    projectId: get('projectId'),
    fileId: get('fileId') || get('projectFileId'),
    versionId: get('versionId'),
    name: get('name'),
    projectName: get('projectName'),
  };
  if (!getToken()) return <Navigate to={`/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <OfficeView key={JSON.stringify(q)} q={q} />;
}

function OfficeView({ q }: { q: OfficeQuery }) {
  const { t } = useTranslation('office');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [drawn, setDrawn] = useState(false);
  const [viewError, setViewError] = useState<unknown>(null);
  const [textPreview, setTextPreview] = useState(false);
  const missing = !q.projectId || !q.fileId;
  const state = useOfficePdf(q, attempt);
  const canDownload = useCanDownload(q.projectId, q.fileId);

  const to401 = useEffectEvent(() => void navigate('/401', { replace: true }));
  useEffect(() => {
    const failure = state.status === 'error' ? state.failure : null;
    if (failure instanceof ApiError && failure.errorCode === 401) to401();
  }, [state]);

  const retry = () => {
    setDrawn(false);
    setViewError(null);
    setAttempt((a) => a + 1);
  };
  const download = () => void downloadFile(q.projectId, q.fileId, q.versionId || undefined).catch((e) => message.error(errorText(e)));
  const type = extOf(q.name);
  const back = `/project-files?${new URLSearchParams({ projectId: q.projectId, ...(q.projectName ? { projectName: q.projectName } : {}), projectFileId: q.fileId }).toString()}`;
  const downloadButton = (primary = false) =>
    canDownload && (
      <Button key="download" type={primary ? 'primary' : 'default'} icon={<DownloadOutlined />} onClick={download} data-testid="office-download">
        {t('download')}
      </Button>
    );

  const body = (() => {
    if (missing) return <Result status="warning" title={t('missing')} />;
    if (viewError) return <Failure title={t('error.draw')} detail={errorText(viewError)} onRetry={retry} download={downloadButton()} />;
    if (state.status === 'asking' || state.status === 'fetching') return <Waiting text={state.status === 'asking' ? t('opening') : t('loadingPdf')} />;
    if (state.status === 'converting') return <Waiting text={t('converting')} hint={t('convertingHint')} testId="office-converting" />;
    if (state.status === 'unavailable') {
      return (
        <Result
          status="info"
          title={<span data-testid="office-unavailable">{t('unavailable')}</span>}
          subTitle={t('unavailableHint')}
          extra={[
            downloadButton(true),
            TEXT_PREVIEW_TYPES.has(type) && (
              <Button key="text" icon={<FileTextOutlined />} onClick={() => setTextPreview(true)} data-testid="office-text-preview">
                {t('textPreview')}
              </Button>
            ),
          ]}
        />
      );
    }
    if (state.status === 'unsupported') return <Result status="info" title={t('unsupported')} extra={downloadButton(true)} />;
    if (state.status === 'error') return <ConversionError state={state} onRetry={retry} download={downloadButton()} />;
    return <Viewer2d kind="pdf" data={state.bytes} mime="application/pdf" readOnly onReady={() => setDrawn(true)} onError={setViewError} />;
  })();

  return (
    <div className="viewer2d-page-shell" data-testid="office-page">
      <header className="viewer2d-header">
        <Link to={back} className="viewer2d-back" data-testid="office-back">
          <ArrowLeftOutlined /> {t('backToFiles')}
        </Link>
        <div className="viewer2d-title">
          <FileIcon type={type} />
          <Typography.Text strong ellipsis title={q.name} className="viewer2d-name" data-testid="office-name">
            {q.name || t('untitled')}
          </Typography.Text>
          {state.status === 'ready' && (
            <Tag color="blue" data-testid="office-as-pdf">
              {t('asPdf')}
            </Tag>
          )}
          {q.projectName && (
            <Typography.Text className="viewer2d-project" ellipsis>
              {q.projectName}
            </Typography.Text>
          )}
        </div>
        {!missing && canDownload && (
          <Button type="text" className="shell-header-btn" icon={<DownloadOutlined />} onClick={download} data-testid="office-download-original">
            {t('downloadOriginal')}
          </Button>
        )}
        <LanguageMenu />
      </header>
      <main className="viewer2d-main">
        {body}
        {state.status === 'ready' && !drawn && !viewError && (
          <div className="viewer2d-loading">
            <Spin size="large" />
          </div>
        )}
      </main>
      <DocPreviewModal
        target={textPreview ? { projectId: q.projectId, fileId: q.fileId, name: q.name, canDownload } : null}
        onClose={() => setTextPreview(false)}
      />
    </div>
  );
}

function Waiting(p: { text: string; hint?: string; testId?: string }) {
  return (
    <div className="viewer2d-loading" data-testid={p.testId}>
      <Spin size="large" />
      <Typography.Text type="secondary">{p.text}</Typography.Text>
      {p.hint && <Typography.Text type="secondary">{p.hint}</Typography.Text>}
    </div>
  );
}

function Failure(p: { title: string; detail?: string; onRetry?: () => void; download: ReactNode }) {
  const { t } = useTranslation('office');
  return (
    <Result
      status="error"
      title={<span data-testid="office-error">{p.title}</span>}
      subTitle={p.detail}
      extra={
        <Space>
          {p.onRetry && (
            <Button type="primary" icon={<ReloadOutlined />} onClick={p.onRetry} data-testid="office-retry">
              {t('retry')}
            </Button>
          )}
          {p.download}
        </Space>
      }
    />
  );
}

const REASONS = new Set(['unreadable', 'timeout', 'tooLarge', 'crashed', 'fetch']);

function ConversionError(p: { state: Extract<OfficeState, { status: 'error' }>; onRetry(): void; download: ReactNode }) {
  const { t } = useTranslation('office');
  const { reason, failure } = p.state;
  const title = REASONS.has(reason) ? t(`error.${reason}`) : reason === 'request' ? t('error.request') : t('error.other', { reason });
  // A file too large stays too large: trying again cannot help.
  return (
    <Failure title={title} detail={failure ? errorText(failure) : undefined} onRetry={reason === 'tooLarge' ? undefined : p.onRetry} download={p.download} />
  );
}
