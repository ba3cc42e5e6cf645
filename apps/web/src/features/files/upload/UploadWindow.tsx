import { useState } from 'react';
import { Alert, App, Button, Progress, Tooltip, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, DownOutlined, ReloadOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@trestle/shared';
import { FileIcon } from '../fileKinds';
import type { UploadItem } from './queue';
import { abortAllUploads, uploadQueue, useUploadSnapshot } from './store';

/** The floating upload window (bottom right): per-file progress and speed, done/total, collapse, close. */
export function UploadWindow() {
  const { t } = useTranslation('files');
  const { modal } = App.useApp();
  const snap = useUploadSnapshot();
  const [collapsed, setCollapsed] = useState(false);
  if (snap.total === 0) return null;

  const close = () =>
    modal.confirm({
      title: t('upload.closeTitle'),
      content: snap.active > 0 ? t('upload.closeActive', { count: snap.active }) : t('upload.closeDone'),
      okButtonProps: { danger: snap.active > 0 },
      onOk: abortAllUploads,
    });

  const statusText = (i: UploadItem) => {
    if (i.status === 'hashing') return t('upload.status.hashing', { percent: i.percent });
    if (i.status === 'uploading') return `${i.percent}%${i.speed ? ` · ${formatFileSize(i.speed)}/s` : ''}`;
    if (i.status === 'waiting' && !snap.online) return t('upload.status.paused');
    if (i.status === 'error') return t('upload.status.error', { error: i.error === 'network' ? t('upload.network') : i.error });
    return t(`upload.status.${i.status}`);
  };

  return (
    <div className="upload-window" data-testid="upload-window">
      <div className="upload-window-head">
        <Typography.Text strong data-testid="upload-count">
          {snap.active > 0 ? t('upload.uploading', { done: snap.done, total: snap.total }) : t('upload.finished', { done: snap.done, total: snap.total })}
        </Typography.Text>
        <span>
          <Button
            type="text"
            size="small"
            icon={collapsed ? <UpOutlined /> : <DownOutlined />}
            aria-label={t(collapsed ? 'upload.expand' : 'upload.collapse')}
            onClick={() => setCollapsed(!collapsed)}
            data-testid="upload-collapse"
          />
          <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('upload.close')} onClick={close} data-testid="upload-close" />
        </span>
      </div>
      {!collapsed && (
        <>
          {!snap.online && <Alert type="warning" showIcon banner title={t('upload.offline')} data-testid="upload-offline" />}
          <div className="upload-window-list">
            {snap.items.map((i) => (
              <div key={i.uuid} className="upload-item" data-testid="upload-item" data-status={i.status}>
                <FileIcon type={i.fileType} />
                <div className="upload-item-body">
                  <div className="upload-item-line">
                    <Typography.Text ellipsis style={{ maxWidth: 210 }} title={i.name}>
                      {i.name}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatFileSize(i.size)}
                    </Typography.Text>
                  </div>
                  {(i.status === 'hashing' || i.status === 'uploading') && (
                    <Progress percent={i.percent} size="small" showInfo={false} status="active" style={{ margin: 0 }} />
                  )}
                  <Typography.Text type={i.status === 'error' ? 'danger' : i.status === 'paused' ? 'warning' : 'secondary'} style={{ fontSize: 12 }}>
                    {statusText(i)}
                  </Typography.Text>
                </div>
                <div className="upload-item-end">
                  {i.status === 'success' && <CheckCircleFilled style={{ color: '#52c41a' }} />}
                  {i.status === 'error' && (
                    <Tooltip title={t('upload.retry')}>
                      <Button type="text" size="small" icon={<ReloadOutlined />} aria-label={t('upload.retry')} onClick={() => uploadQueue().retry(i.uuid)} />
                    </Tooltip>
                  )}
                  {i.status === 'error' && <CloseCircleFilled style={{ color: '#ff4d4f' }} />}
                </div>
              </div>
            ))}
          </div>
          {snap.done > 0 && (
            <div className="upload-window-foot">
              <Button type="link" size="small" onClick={() => uploadQueue().clearFinished()}>
                {t('upload.clearFinished')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
