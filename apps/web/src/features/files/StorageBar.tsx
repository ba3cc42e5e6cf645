import { Progress, Tooltip, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@trestle/shared';
import { filesKey, storageUsage } from './api';

/** Storage used by the project and by the enterprise against its allowance (get-storage-usage). */
export function StorageBar({ projectId }: { projectId: string }) {
  const { t } = useTranslation('files');
  const q = useQuery({ queryKey: filesKey(projectId, 'storage'), queryFn: () => storageUsage(projectId), enabled: !!projectId });
  if (q.isLoading) return <Typography.Text type="secondary">{t('storage.loading')}</Typography.Text>;
  if (q.error || !q.data) return <Typography.Text type="secondary">{t('storage.unavailable')}</Typography.Text>;
  const { projectUsed, enterpriseUsed, storageSize } = q.data;
  const percent = storageSize > 0 ? Math.min(100, Math.round((enterpriseUsed / storageSize) * 1000) / 10) : 0;
  return (
    <Tooltip title={t('storage.tooltip', { project: formatFileSize(projectUsed), used: formatFileSize(enterpriseUsed), total: formatFileSize(storageSize) })}>
      <div style={{ minWidth: 240 }} data-testid="storage-bar">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('storage.text', { project: formatFileSize(projectUsed), used: formatFileSize(enterpriseUsed), total: formatFileSize(storageSize) })}
        </Typography.Text>
        <Progress percent={percent} size="small" showInfo={false} status={percent >= 90 ? 'exception' : 'normal'} style={{ margin: 0 }} />
      </div>
    </Tooltip>
  );
}
