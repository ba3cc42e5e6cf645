import { Button, Dropdown, Space, Tag, Tooltip, Typography, type MenuProps, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { MoreOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import { formatFileSize } from '@trestle/shared';
import { FileIcon } from '../files/fileKinds';
import { drawingActions, type DrawingAction } from './abilities';
import type { CabinetFlags, Drawing, DrawingSort } from './api';

const STATUS_COLORS = { current: 'green', outdated: 'orange', deleted: 'red' } as const;

/** A drawing's row menu (abilities.ts decides which items). */
export function drawingMenu(t: TFunction, can: CabinetFlags, d: Drawing): NonNullable<MenuProps['items']> {
  return drawingActions(can, d).flatMap((a): NonNullable<MenuProps['items']> =>
    a === 'remove' ? [{ type: 'divider' }, { key: a, label: t(a), danger: true }] : [{ key: a, label: t(a) }],
  );
}

/** The content table's columns (spec 2 §3 cabinet list items), sized to fit beside the tree. */
export function drawingColumns(o: {
  t: TFunction;
  can: CabinetFlags;
  sort: { field: DrawingSort; order: 'asc' | 'desc' };
  onOpen(d: Drawing): void;
  onAction(a: DrawingAction, d: Drawing): void;
}): TableColumnsType<Drawing> {
  const { t } = o;
  const order = (f: DrawingSort): SortOrder => (o.sort.field === f ? (o.sort.order === 'asc' ? 'ascend' : 'descend') : null);
  return [
    {
      title: t('col.name'),
      key: 'name',
      sorter: true,
      sortOrder: order('name'),
      render: (_, d) => (
        <div className="file-name-cell">
          <FileIcon type={d.type ?? ''} />
          <Typography.Link ellipsis title={d.name} onClick={() => o.onOpen(d)} className="file-name" data-testid="drawing-name">
            {d.name}
          </Typography.Link>
        </div>
      ),
    },
    { title: t('col.size'), key: 'size', width: 96, sorter: true, sortOrder: order('size'), render: (_, d) => formatFileSize(d.files.size) },
    {
      title: t('col.version'),
      key: 'version',
      width: 170,
      render: (_, d) => (
        <Space size={4}>
          <Tag style={{ marginInlineEnd: 0 }}>{`V${d.version}`}</Tag>
          <Tooltip title={d.status === 'outdated' ? t('outdatedHint', { version: d.currentVersion }) : undefined}>
            <Tag color={STATUS_COLORS[d.status]} style={{ marginInlineEnd: 0 }} data-testid="drawing-status" data-status={d.status}>
              {t(`status.${d.status}`)}
            </Tag>
          </Tooltip>
        </Space>
      ),
    },
    {
      title: t('col.displayDate'),
      key: 'displayDate',
      width: 124,
      sorter: true,
      sortOrder: order('displayDate'),
      render: (_, d) => <span data-testid="drawing-date">{d.displayDate}</span>,
    },
    { title: t('col.addedBy'), key: 'addedBy', width: 112, ellipsis: true, render: (_, d) => d.addedByName },
    {
      title: t('col.created'),
      key: 'createTime',
      width: 146,
      sorter: true,
      sortOrder: order('createTime'),
      render: (_, d) => dayjs(d.createTime).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: '',
      key: 'actions',
      width: 48,
      render: (_, d) => {
        const items = drawingMenu(t, o.can, d);
        return items.length ? (
          <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => o.onAction(key as DrawingAction, d) }}>
            <Button type="text" icon={<MoreOutlined />} aria-label={t('more')} data-testid="drawing-actions" />
          </Dropdown>
        ) : null;
      },
    },
  ];
}
