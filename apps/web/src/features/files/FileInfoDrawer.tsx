import { Descriptions, Drawer, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@trestle/shared';
import { PageState } from '../../shell/PageState';
import { fileInfo, filesKey } from './api';
import { RelatedFiles } from './contacts/RelatedFiles';
import { MetaSection } from './meta/MetaSection';
import { formatTime } from './FileTable';
import { isFolder, type FileItem, type Mark } from './types';

/** Details of a file or folder (get-project-file-Info); for a file also its metadata and related files. */
export function FileInfoDrawer(props: {
  item: FileItem | null;
  projectId: string;
  rootTitle: string;
  marks: Mark[];
  onClose(): void;
  /** Opens a related file: its folder, the file marked. */
  onOpenFile(fileId: string): void;
  onManageTemplates?: () => void;
}) {
  const { t } = useTranslation('files');
  const id = props.item?._id ?? '';
  const q = useQuery({ queryKey: filesKey(props.projectId, 'info', id), queryFn: () => fileInfo(props.projectId, id), enabled: !!id });
  const f = q.data?.file;
  const marks = new Map(props.marks.map((m) => [m._id, m]));
  // Labels come with the list; the info reply may leave them out.
  const marking = (f?.marking?.length ? f.marking : props.item?.marking) ?? [];
  return (
    <Drawer open={!!props.item} title={t('info')} size={560} onClose={props.onClose} destroyOnHidden>
      <PageState loading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
        {f && (
          <Descriptions column={1} size="small" bordered styles={{ label: { width: 150 } }} data-testid="file-info">
            <Descriptions.Item label={t('col.name')}>{f.name}</Descriptions.Item>
            <Descriptions.Item label={t('infoType')}>{isFolder(f) ? t('folder') : f.type}</Descriptions.Item>
            {!isFolder(f) && <Descriptions.Item label={t('col.size')}>{formatFileSize(f.size ?? 0)}</Descriptions.Item>}
            <Descriptions.Item label={t('infoPath')}>
              {[props.rootTitle || t('allFiles'), ...(q.data?.path ?? []).map((p) => p.name)].join(' / ')}
            </Descriptions.Item>
            {!isFolder(f) && (
              <Descriptions.Item label={t('version.version')}>
                {`V${f.version}`} ({t('versionCount', { count: q.data?.versions ?? 1 })})
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('infoCreator')}>{q.data?.createUserName ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('col.createTime')}>{formatTime(f.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t('col.updater')}>{q.data?.modifyUserName ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('col.updateTime')}>{formatTime(f.lastModifiedDate)}</Descriptions.Item>
            <Descriptions.Item label={t('labels')}>
              {marking.length
                ? marking
                    .map((m) => marks.get(m))
                    .filter(Boolean)
                    .map((m) => (
                      <Tag key={m!._id} color={m!.color || 'default'}>
                        {m!.name}
                      </Tag>
                    ))
                : '-'}
            </Descriptions.Item>
            {f.md5 && (
              <Descriptions.Item label="MD5">
                <code>{f.md5}</code>
              </Descriptions.Item>
            )}
          </Descriptions>
        )}
        {f && !isFolder(f) && (
          <>
            <MetaSection projectId={props.projectId} fileId={f._id} onManageTemplates={props.onManageTemplates} />
            <RelatedFiles projectId={props.projectId} fileId={f._id} rootTitle={props.rootTitle || t('allFiles')} onOpenFile={props.onOpenFile} />
          </>
        )}
      </PageState>
    </Drawer>
  );
}
