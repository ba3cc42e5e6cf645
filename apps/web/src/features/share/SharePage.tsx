import { useState } from 'react';
import { Breadcrumb, Button, Card, Result, Space, Spin, Table, Typography } from 'antd';
import { DownloadOutlined, FileZipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import dayjs from 'dayjs';
import { formatFileSize } from '@trestle/shared';
import { errorText } from '../../api/client';
import { FileIcon } from '../files/fileKinds';
import { PreviewModal } from '../files/PreviewModal';
import { isFolder, type FileItem } from '../files/types';
import { usePackDownload } from '../files/usePackDownload';
import { CodeStep, DeadLink } from './ShareSteps';
import { isMobileVisitor, useShareVisit } from './useShareVisit';

/** /share_page/:linkId — what a share link's visitor sees (spec 2 §2, §6). */
export function SharePage() {
  const { linkId = '' } = useParams();
  // Phones go to the mobile view before anything shows: a code typed here while the page was
  // being replaced would be lost to the mobile page, which had already asked for one.
  if (isMobileVisitor()) return <Navigate to={`/share_mobile/${linkId}`} replace />;
  return <ShareView key={linkId} linkId={linkId} />;
}

function ShareView({ linkId }: { linkId: string }) {
  const { t } = useTranslation('share');
  const v = useShareVisit(linkId);
  const [selected, setSelected] = useState<FileItem[]>([]);
  const info = v.info.data;
  const auth = v.grant ? { linkId, grant: v.grant } : undefined;
  const pack = usePackDownload(info?.projectId ?? '', undefined, auth);

  if (v.info.isLoading)
    return (
      <div className="page-loading">
        <Spin size="large" />
      </div>
    );
  if (v.deadCode && v.deadCode !== 9102) return <DeadLink code={v.deadCode} linkId={linkId} message={errorText(v.info.error ?? v.files.error)} />;
  if (v.info.error) return <Result status="error" title={errorText(v.info.error)} />;
  if (!info) return null;
  if (!v.grant) return <CodeStep info={info} onEnter={v.enter} />;

  const data = v.files.data;
  const allowDownload = data?.allowDownload ?? info.allowDownload;
  return (
    <Card style={{ maxWidth: 1100, margin: '24px auto' }} data-testid="share-page">
      <Space orientation="vertical" size={4} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="share-name">
          {info.name}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('sharedBy', { name: info.creatorName, project: info.projectName })}
          {' · '}
          {info.expiresAt ? t('expiresAt', { time: dayjs(info.expiresAt).format('YYYY-MM-DD HH:mm') }) : t('permanent')}
        </Typography.Text>
      </Space>
      <div className="page-toolbar" style={{ marginBottom: 12 }}>
        <Breadcrumb
          items={[
            { title: <Typography.Link onClick={() => v.open(null)}>{t('sharedFiles')}</Typography.Link> },
            ...(data?.path ?? []).map((p, i, all) => ({
              title: i === all.length - 1 ? p.name : <Typography.Link onClick={() => v.open(p._id)}>{p.name}</Typography.Link>,
            })),
          ]}
        />
        {allowDownload && (
          <Button
            icon={<FileZipOutlined />}
            disabled={!selected.length}
            loading={pack.busy}
            onClick={() => void pack.start(selected.map((s) => s._id))}
            data-testid="share-zip"
          >
            {t('downloadZip', { count: selected.length })}
          </Button>
        )}
      </div>
      <Table<FileItem>
        rowKey="_id"
        size="middle"
        loading={v.files.isFetching}
        dataSource={data?.list ?? []}
        data-testid="share-files"
        locale={{ emptyText: v.files.error ? errorText(v.files.error) : t('emptyFolder') }}
        rowSelection={allowDownload ? { selectedRowKeys: selected.map((s) => s._id), onChange: (_, rows) => setSelected(rows) } : undefined}
        pagination={{ current: v.pageNum, pageSize: 25, total: data?.total ?? 0, onChange: v.setPageNum, hideOnSinglePage: true }}
        columns={[
          {
            title: t('col.name'),
            key: 'name',
            render: (_, f) => (
              <Space>
                <FileIcon type={f.type ?? ''} />
                <Typography.Link
                  onClick={() => {
                    if (isFolder(f)) setSelected([]);
                    void v.openItem(f);
                  }}
                  data-testid="share-file-name"
                >
                  {f.name}
                </Typography.Link>
              </Space>
            ),
          },
          { title: t('col.size'), key: 'size', width: 110, render: (_, f) => (isFolder(f) ? '-' : formatFileSize(f.size)) },
          { title: t('col.updated'), key: 'updated', width: 170, render: (_, f) => dayjs(f.lastModifiedDate).format('YYYY-MM-DD HH:mm:ss') },
          {
            title: '',
            key: 'actions',
            width: 60,
            render: (_, f) =>
              allowDownload && !isFolder(f) ? (
                <Button type="text" icon={<DownloadOutlined />} aria-label={t('download')} onClick={() => void v.download(f)} data-testid="share-download" />
              ) : null,
          },
        ]}
      />
      <PreviewModal target={v.preview} onClose={v.closePreview} />
      {pack.modal}
    </Card>
  );
}
