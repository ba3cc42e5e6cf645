import { Button, Dropdown, Table, Tag, Typography, type MenuProps, type TableColumnsType } from 'antd';
import type { SortOrder as AntSortOrder } from 'antd/es/table/interface';
import { LockOutlined, MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { formatFileSize } from '@trestle/shared';
import { InCabinetMark } from '../cabinet/InCabinetMark';
import { FileIcon, isViewerModel, opensFromList, opensInViewer } from './fileKinds';
import type { Abilities } from './abilities';
import { isFolder, type FileItem, type FileUser, type Mark, type SortField, type SortOrder } from './types';

export type RowAction =
  | 'viewer'
  | 'bcf'
  | 'download'
  | 'rename'
  | 'move'
  | 'copy'
  | 'labels'
  | 'share'
  | 'cabinet'
  | 'permissions'
  | 'versions'
  | 'info'
  | 'delete'
  | 'restore'
  | 'purge';

export const formatTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '');

const SORTABLE: SortField[] = ['name', 'size', 'updateTime', 'createTime'];

interface Props {
  items: FileItem[];
  loading: boolean;
  recycle: boolean;
  marks: Mark[];
  users: FileUser[];
  /** What the caller may do to each item (its own flags, the owner rule). */
  canFor(item: FileItem): Abilities;
  sort: { field: SortField; order: SortOrder };
  onSort(sort: { field: SortField; order: SortOrder }): void;
  selectedIds: string[];
  onSelect(items: FileItem[]): void;
  highlightId?: string | null;
  onOpen(item: FileItem): void;
  onAction(action: RowAction, item: FileItem): void;
}

/** The file list: folders first, sortable by name, size, update and create time (server-side). */
export function FileTable(p: Props) {
  const { t } = useTranslation('files');
  const markById = new Map(p.marks.map((m) => [m._id, m]));
  const userName = (id: string) => p.users.find((u) => u.id === id)?.name ?? '';
  const order = (f: SortField): AntSortOrder => (p.sort.field === f ? (p.sort.order === 'asc' ? 'ascend' : 'descend') : null);

  const menu = (f: FileItem): MenuProps['items'] => {
    const can = p.canFor(f);
    if (p.recycle) {
      return [...(can.remove ? [{ key: 'restore', label: t('restore') }] : []), ...(can.remove ? [{ key: 'purge', label: t('purge'), danger: true }] : [])];
    }
    const folder = isFolder(f);
    return [
      ...(!folder && can.preview && opensInViewer(f) ? [{ key: 'viewer', label: t('openInViewer') }] : []),
      // Annotations live on what the viewers open: drawings, images and models.
      ...(!folder && can.preview && (opensInViewer(f) || isViewerModel(f)) ? [{ key: 'bcf', label: t('bcf:menu') }] : []),
      ...(can.download ? [{ key: 'download', label: t('download') }] : []),
      ...(can.rename ? [{ key: 'rename', label: t('rename') }] : []),
      ...(can.move ? [{ key: 'move', label: t('move') }] : []),
      ...(can.copy ? [{ key: 'copy', label: t('copy') }] : []),
      ...(can.labels ? [{ key: 'labels', label: t('labels') }] : []),
      ...(can.share ? [{ key: 'share', label: t('share.button') }] : []),
      ...(can.cabinet && !folder ? [{ key: 'cabinet', label: t('addToCabinet') }] : []),
      ...(can.permission ? [{ key: 'permissions', label: t('perm.button') }] : []),
      ...(!folder ? [{ key: 'versions', label: t('versions') }] : []),
      { key: 'info', label: t('info') },
      ...(can.remove ? [{ type: 'divider' as const }, { key: 'delete', label: t('delete'), danger: true }] : []),
    ];
  };

  const columns: TableColumnsType<FileItem> = [
    {
      title: t('col.name'),
      key: 'name',
      sorter: !p.recycle,
      sortOrder: p.recycle ? null : order('name'),
      render: (_, f) => (
        <div className="file-name-cell">
          <FileIcon type={f.type ?? ''} />
          <div className="file-name-wrap">
            {!p.recycle && (isFolder(f) || (p.canFor(f).preview && opensFromList(f))) ? (
              <Typography.Link onClick={() => p.onOpen(f)} ellipsis title={f.name} className="file-name" data-testid="file-name">
                {f.name}
              </Typography.Link>
            ) : (
              <Typography.Text ellipsis title={f.name} className="file-name" data-testid="file-name">
                {f.name}
              </Typography.Text>
            )}
            {f.isInCabinet && <InCabinetMark />}
            {f.restricted && (
              <LockOutlined title={t('perm.restrictedHint')} data-testid="restricted-icon" style={{ color: 'var(--ant-color-text-tertiary, #999)' }} />
            )}
            {f.status && f.status !== 'complete' && (
              <Tag color={f.status === 'error' ? 'error' : 'processing'} data-testid="model-status" style={{ marginInlineEnd: 0 }}>
                {t(`model.${f.status}`)}
              </Tag>
            )}
            {Number(f.version) > 1 && <Tag variant="filled" color="blue" style={{ marginInlineEnd: 0 }}>{`V${f.version}`}</Tag>}
            {f.marking
              .map((id) => markById.get(id))
              .filter(Boolean)
              .map((m) => (
                <Tag key={m!._id} color={m!.color || 'default'} style={{ marginInlineEnd: 0 }}>
                  {m!.name}
                </Tag>
              ))}
          </div>
        </div>
      ),
    },
    {
      title: t('col.size'),
      key: 'size',
      width: 100,
      sorter: !p.recycle,
      sortOrder: p.recycle ? null : order('size'),
      render: (_, f) => (isFolder(f) ? '-' : formatFileSize(f.size ?? 0)),
    },
    {
      title: p.recycle ? t('col.deletedBy') : t('col.updater'),
      key: 'updater',
      width: 120,
      ellipsis: true,
      render: (_, f) => userName((p.recycle && f.recycleUser) || f.modifyUser),
    },
    {
      title: p.recycle ? t('col.deletedTime') : t('col.updateTime'),
      key: 'updateTime',
      width: 165,
      sorter: !p.recycle,
      sortOrder: p.recycle ? null : order('updateTime'),
      render: (_, f) => formatTime((p.recycle && f.recycleTime) || f.lastModifiedDate),
    },
    ...(p.recycle
      ? []
      : [
          {
            title: t('col.createTime'),
            key: 'createTime',
            width: 165,
            sorter: true,
            sortOrder: order('createTime'),
            render: (_: unknown, f: FileItem) => formatTime(f.createTime),
          },
        ]),
    {
      title: '',
      key: 'actions',
      width: 56,
      render: (_, f) => {
        const items = menu(f);
        return items?.length ? (
          <Dropdown
            trigger={['click']}
            menu={{
              items,
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                p.onAction(key as RowAction, f);
              },
            }}
          >
            <Button type="text" icon={<MoreOutlined />} aria-label={t('more')} data-testid="row-actions" onClick={(e) => e.stopPropagation()} />
          </Dropdown>
        ) : null;
      },
    },
  ];

  return (
    <Table<FileItem>
      rowKey="_id"
      size="middle"
      dataSource={p.items}
      columns={columns}
      loading={p.loading}
      pagination={false}
      data-testid="file-table"
      rowClassName={(f) => (f._id === p.highlightId ? 'file-row-highlight' : '')}
      rowSelection={{ selectedRowKeys: p.selectedIds, onChange: (_, rows) => p.onSelect(rows), columnWidth: 40 }}
      onChange={(_, __, sorter) => {
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = s?.columnKey as SortField | undefined;
        if (!s?.order || !field || !SORTABLE.includes(field)) p.onSort({ field: 'createTime', order: 'desc' });
        else p.onSort({ field, order: s.order === 'ascend' ? 'asc' : 'desc' });
      }}
      locale={{ emptyText: p.recycle ? t('recycleEmpty') : t('empty') }}
    />
  );
}
