import { Button, Space, Typography } from 'antd';
import {
  ContainerOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  DragOutlined,
  FolderAddOutlined,
  RollbackOutlined,
  ShareAltOutlined,
  TagsOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Abilities } from './abilities';

export type BulkAction = 'download' | 'move' | 'copy' | 'labels' | 'share' | 'cabinet' | 'delete' | 'restore' | 'purge';

/** Upload and new folder, then what can be done with the selection (only what the caller may). */
export function FileToolbar(props: {
  recycle: boolean;
  can: Abilities;
  /** What every selected item allows; a bulk action some of them refuse is disabled. */
  selectionCan: Abilities;
  selected: number;
  uploading: boolean;
  packing: boolean;
  onUpload(): void;
  onNewFolder(): void;
  onBulk(a: BulkAction): void;
  onClear(): void;
}) {
  const { t } = useTranslation('files');
  const n = props.selected;
  const none = n === 0;
  const bulk = (k: keyof Abilities) => ({
    disabled: none || !props.selectionCan[k],
    title: !none && !props.selectionCan[k] ? t('notForSelection') : undefined,
  });
  return (
    <div className="page-toolbar" style={{ marginBottom: 12 }}>
      <Space wrap>
        {!props.recycle && props.can.upload && (
          <Button type="primary" icon={<UploadOutlined />} onClick={props.onUpload} loading={props.uploading} data-testid="upload-open">
            {t('upload.button')}
          </Button>
        )}
        {!props.recycle && props.can.addFolder && (
          <Button icon={<FolderAddOutlined />} onClick={props.onNewFolder} data-testid="new-folder">
            {t('newFolder')}
          </Button>
        )}
        {!props.recycle && props.can.download && (
          <Button
            icon={<DownloadOutlined />}
            {...bulk('download')}
            loading={props.packing}
            onClick={() => props.onBulk('download')}
            data-testid="bulk-download"
          >
            {t('download')}
          </Button>
        )}
        {!props.recycle && props.can.share && (
          <Button icon={<ShareAltOutlined />} {...bulk('share')} onClick={() => props.onBulk('share')} data-testid="bulk-share">
            {t('share.button')}
          </Button>
        )}
        {!props.recycle && props.can.cabinet && (
          <Button icon={<ContainerOutlined />} {...bulk('cabinet')} onClick={() => props.onBulk('cabinet')} data-testid="bulk-cabinet">
            {t('addToCabinet')}
          </Button>
        )}
        {!props.recycle && props.can.move && (
          <Button icon={<DragOutlined />} {...bulk('move')} onClick={() => props.onBulk('move')} data-testid="bulk-move">
            {t('move')}
          </Button>
        )}
        {!props.recycle && props.can.copy && (
          <Button icon={<CopyOutlined />} {...bulk('copy')} onClick={() => props.onBulk('copy')} data-testid="bulk-copy">
            {t('copy')}
          </Button>
        )}
        {!props.recycle && props.can.labels && (
          <Button icon={<TagsOutlined />} {...bulk('labels')} onClick={() => props.onBulk('labels')} data-testid="bulk-labels">
            {t('labels')}
          </Button>
        )}
        {!props.recycle && props.can.remove && (
          <Button danger icon={<DeleteOutlined />} {...bulk('remove')} onClick={() => props.onBulk('delete')} data-testid="bulk-delete">
            {t('delete')}
          </Button>
        )}
        {props.recycle && props.can.remove && (
          <Button icon={<RollbackOutlined />} {...bulk('remove')} onClick={() => props.onBulk('restore')} data-testid="bulk-restore">
            {t('restore')}
          </Button>
        )}
        {props.recycle && props.can.remove && (
          <Button danger icon={<DeleteOutlined />} {...bulk('remove')} onClick={() => props.onBulk('purge')} data-testid="bulk-purge">
            {t('purge')}
          </Button>
        )}
      </Space>
      {n > 0 && (
        <Typography.Text type="secondary" data-testid="selected-count">
          {t('selected', { count: n })} <Typography.Link onClick={props.onClear}>{t('clearSelection')}</Typography.Link>
        </Typography.Text>
      )}
    </div>
  );
}
