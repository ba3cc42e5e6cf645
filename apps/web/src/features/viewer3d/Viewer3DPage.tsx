import { useEffect, useState } from 'react';
import { App, Button, Result, Space, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/client';
import { downloadFile } from '../files/download';
import { modelInfo, modelKeys, retryConversion, type ModelPlace } from './api';
import { ModelScene } from './ModelScene';
import type { AnnotationHost } from '../annotations/hooks';
import { ViewerAnnotations } from '../annotations/ViewerAnnotations';
import './viewer3d.css';

const STATUS_COLOR = { converting: 'processing', complete: 'success', error: 'error' } as const;

/**
 * The 3D viewer (spec 2 §2, §4): a model opens only when converted; while converting the page
 * waits and checks again, a failed conversion offers retry or download.
 */
export function Viewer3DPage(p: {
  place: ModelPlace | null;
  projectName?: string | null;
  annotationId?: string | null;
  /** No comments and views (the phone viewer on PC/tablet or shared). */ noComments?: boolean;
}) {
  const { t } = useTranslation('viewer3d');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const place = p.place;
  const [host, setHost] = useState<AnnotationHost | null>(null);
  const info = useQuery({
    queryKey: modelKeys.info(place?.modelId, place?.linkId),
    queryFn: () => modelInfo(place!),
    enabled: !!place,
    retry: false,
    refetchInterval: (q) => (q.state.data?.status === 'converting' ? 3000 : false),
  });
  useEffect(() => {
    if (info.data) document.title = info.data.name;
  }, [info.data]);
  if (!place) return <Result status="info" title={t('missing')} />;
  if (info.isLoading)
    return (
      <div className="page-loading">
        <Spin size="large" />
      </div>
    );
  if (info.isError) return <Result status="error" title={errorText(info.error)} />;
  const m = info.data!;
  const member = !place.linkId && !!place.projectId;
  const back = member
    ? `/project-files?projectId=${encodeURIComponent(place.projectId!)}${p.projectName ? `&projectName=${encodeURIComponent(p.projectName)}` : ''}&currentFolder=${encodeURIComponent(m.file?.parentId ?? '')}`
    : place.linkId
      ? `/share_page/${place.linkId}`
      : null;
  const retry = async () => {
    try {
      await retryConversion(place.projectId!, m.fileId);
      message.success(t('error.retried'));
      await qc.invalidateQueries({ queryKey: modelKeys.infoAll(place.modelId) });
    } catch (e) {
      message.error(errorText(e));
    }
  };
  return (
    <div className="viewer3d-page" data-testid="viewer3d">
      <div className="viewer3d-header">
        <Space>
          {back && (
            <Link to={back}>
              <Button type="text" icon={<ArrowLeftOutlined />}>
                {t('back')}
              </Button>
            </Link>
          )}
          <Typography.Text strong data-testid="model-name">
            {m.name}
          </Typography.Text>
          <Typography.Text type="secondary">{t('version', { v: m.version })}</Typography.Text>
          <Tag color={STATUS_COLOR[m.status]} data-testid="model-status">
            {t(`status.${m.status}`)}
          </Tag>
          {m.schema && <Tag>{m.schema}</Tag>}
          {/* 3D progress: the model coloured by its linked tasks (members, converted models). */}
          {member && m.status === 'complete' && (
            <Link to={`/viewer3dProgress?projectId=${encodeURIComponent(place.projectId!)}&projectFileId=${encodeURIComponent(m.fileId)}`}>
              <Button icon={<ScheduleOutlined />} title={t('progress3d:openHint')} data-testid="open-progress">
                {t('progress3d:open')}
              </Button>
            </Link>
          )}
        </Space>
      </div>
      {m.status === 'converting' && (
        <Result icon={<Spin size="large" />} title={t('converting.title')} subTitle={t('converting.body')} data-testid="model-converting" />
      )}
      {m.status === 'error' && (
        <Result
          status="error"
          title={t('error.title')}
          subTitle={t('error.body')}
          data-testid="model-error"
          extra={
            member
              ? [
                  <Button key="retry" type="primary" onClick={() => void retry()} data-testid="model-retry">
                    {t('error.retry')}
                  </Button>,
                  <Button key="download" onClick={() => void downloadFile(place.projectId!, m.fileId, m.modelId).catch((e) => message.error(errorText(e)))}>
                    {t('error.download')}
                  </Button>,
                ]
              : undefined
          }
        />
      )}
      {m.status === 'complete' && (
        <ViewerAnnotations
          target={p.noComments ? null : { projectId: m.projectId, projectFileId: m.fileId, versionId: m.modelId }}
          host={host}
          annotationId={p.annotationId ?? null}
          visitor={!!place.linkId}
        >
          {(button) => <ModelScene place={place} info={m} onHost={setHost} tools={button} />}
        </ViewerAnnotations>
      )}
    </div>
  );
}
