import { Button, List, Result, Spin, Typography } from 'antd';
import { DownloadOutlined, LeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import dayjs from 'dayjs';
import { formatFileSize } from '@trestle/shared';
import { errorText } from '../../api/client';
import { FileIcon } from '../files/fileKinds';
import { PreviewModal } from '../files/PreviewModal';
import { isFolder, type FileItem } from '../files/types';
import { CodeStep, DeadLink } from './ShareSteps';
import { useShareVisit } from './useShareVisit';

/** /share_mobile/:linkId — the mobile document view of a share link: one column, tap to open. */
export function ShareMobilePage() {
  const { linkId = '' } = useParams();
  const { t } = useTranslation('share');
  const v = useShareVisit(linkId);
  const info = v.info.data;
  if (v.info.isLoading)
    return (
      <div className="page-loading">
        <Spin size="large" />
      </div>
    );
  if (v.deadCode && v.deadCode !== 9102) return <DeadLink code={v.deadCode} linkId={linkId} message={errorText(v.info.error ?? v.files.error)} />;
  if (v.info.error || !info) return <Result status="error" title={errorText(v.info.error)} />;
  if (!v.grant) return <CodeStep info={info} onEnter={v.enter} />;
  const data = v.files.data;
  const path = data?.path ?? [];
  return (
    <div style={{ padding: 12 }} data-testid="share-mobile">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {path.length ? path[path.length - 1].name : info.name}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('sharedBy', { name: info.creatorName, project: info.projectName })}
        {' · '}
        {info.expiresAt ? t('expiresAt', { time: dayjs(info.expiresAt).format('YYYY-MM-DD HH:mm') }) : t('permanent')}
      </Typography.Paragraph>
      {path.length > 0 && (
        <Button type="link" icon={<LeftOutlined />} style={{ paddingInline: 0 }} onClick={() => v.open(path.length > 1 ? path[path.length - 2]._id : null)}>
          {t('back')}
        </Button>
      )}
      <List<FileItem>
        loading={v.files.isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: v.files.error ? errorText(v.files.error) : t('emptyFolder') }}
        pagination={(data?.total ?? 0) > 25 ? { current: v.pageNum, pageSize: 25, total: data?.total, onChange: v.setPageNum, simple: true } : false}
        renderItem={(f) => (
          <List.Item
            onClick={() => void v.openItem(f)}
            actions={
              data?.allowDownload && !isFolder(f)
                ? [
                    <Button
                      key="dl"
                      type="text"
                      icon={<DownloadOutlined />}
                      aria-label={t('download')}
                      onClick={(e) => {
                        e.stopPropagation();
                        void v.download(f);
                      }}
                    />,
                  ]
                : []
            }
          >
            <List.Item.Meta avatar={<FileIcon type={f.type ?? ''} />} title={f.name} description={isFolder(f) ? t('folder') : formatFileSize(f.size)} />
          </List.Item>
        )}
      />
      <PreviewModal target={v.preview} onClose={v.closePreview} />
    </div>
  );
}
