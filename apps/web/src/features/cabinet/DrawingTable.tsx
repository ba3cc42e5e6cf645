import { useState } from 'react';
import { App, Button, Checkbox, DatePicker, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { formatFileSize } from '@trestle/shared';
import { errorText } from '../../api/client';
import { downloadUrl } from '../files/api';
import { goTo } from '../files/download';
import { FileIcon, previewKind } from '../files/fileKinds';
import { PreviewModal, type PreviewTarget } from '../files/PreviewModal';
import { cabinetContent, drawingUrl, moveDrawings, removeDrawings, updateDrawing, type CabinetNode, type Drawing, type DrawingSort } from './api';
import { CabinetPicker } from './CabinetPicker';

const STATUS_COLORS = { current: 'green', outdated: 'orange', deleted: 'red' } as const;

/** The drawings of one cabinet: sorted by display date (newest first) unless chosen otherwise. */
export function DrawingTable(props: { projectId: string; cabinet: CabinetNode; onChanged(): void }) {
  const { t } = useTranslation('cabinet');
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [pageNum, setPageNum] = useState(1);
  const [sort, setSort] = useState<{ field: DrawingSort; order: 'asc' | 'desc' }>({ field: 'displayDate', order: 'desc' });
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<Drawing[]>([]);
  const [moving, setMoving] = useState<Drawing[] | null>(null);
  const [editing, setEditing] = useState<Drawing | null>(null);
  const [editDate, setEditDate] = useState<Dayjs | null>(null);
  const [toLatest, setToLatest] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const q = useQuery({
    queryKey: ['cabinet-content', props.projectId, props.cabinet.id, pageNum, sort, name],
    queryFn: () => cabinetContent(props.projectId, { cabinetId: props.cabinet.id, pageNum, sort: sort.field, sortValue: sort.order, name }),
  });
  const can = q.data?.cabinetPermissions ?? props.cabinet.permissions;
  const changed = () => {
    setSelected([]);
    void qc.invalidateQueries({ queryKey: ['cabinet-content', props.projectId] });
    props.onChanged();
  };
  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      message.success(done);
      changed();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const remove = (list: Drawing[]) =>
    modal.confirm({ title: t('removeConfirm', { count: list.length }), content: t('removeHint'), onOk: () => run(() => removeDrawings(props.projectId, list.map((d) => d.dataId)), t('removed')) });
  const download = async (d: Drawing) => {
    try {
      goTo((await drawingUrl(props.projectId, d.dataId)).url);
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const open = async (d: Drawing) => {
    const kind = previewKind({ type: d.type ?? '' });
    if (!kind) return void (can.download && download(d));
    try {
      setPreview({ kind, url: (await downloadUrl(props.projectId, d.fileId, { inline: true })).url, name: d.name });
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const order = (f: DrawingSort): SortOrder => (sort.field === f ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);
  return (
    <>
      <div className="page-toolbar" style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="cabinet-current">{props.cabinet.name}</Typography.Title>
        <Space wrap>
          <Input.Search allowClear placeholder={t('searchName')} onSearch={(v) => { setName(v); setPageNum(1); }} style={{ width: 200 }} />
          {can.move && <Button disabled={!selected.length} onClick={() => setMoving(selected)} data-testid="drawings-move">{t('move')}</Button>}
          {can.remove && <Button danger disabled={!selected.length} onClick={() => remove(selected)} data-testid="drawings-remove">{t('remove')}</Button>}
        </Space>
      </div>
      <Table<Drawing>
        rowKey="dataId"
        size="middle"
        loading={q.isFetching}
        dataSource={q.data?.list ?? []}
        data-testid="drawing-table"
        scroll={{ x: 1120 }}
        locale={{ emptyText: q.error ? `${t('getListError')}: ${errorText(q.error)}` : t('empty') }}
        rowSelection={can.move || can.remove ? { selectedRowKeys: selected.map((d) => d.dataId), onChange: (_, rows) => setSelected(rows) } : undefined}
        pagination={{ current: pageNum, pageSize: 10, total: q.data?.total ?? 0, onChange: setPageNum, showSizeChanger: false, showTotal: (n) => t('total', { count: n }) }}
        onChange={(_, __, s) => {
          const one = Array.isArray(s) ? s[0] : s;
          const field = one?.columnKey as DrawingSort | undefined;
          setSort(one?.order && field ? { field, order: one.order === 'ascend' ? 'asc' : 'desc' } : { field: 'displayDate', order: 'desc' });
        }}
        columns={[
          { title: t('col.name'), key: 'name', width: 260, ellipsis: true, sorter: true, sortOrder: order('name'), render: (_, d) => <Space><FileIcon type={d.type ?? ''} /><Typography.Link onClick={() => void open(d)} data-testid="drawing-name">{d.name}</Typography.Link></Space> },
          { title: t('col.size'), key: 'size', width: 100, sorter: true, sortOrder: order('size'), render: (_, d) => formatFileSize(d.files.size) },
          { title: t('col.version'), key: 'version', width: 150, render: (_, d) => <Space size={4}><Tag>{`V${d.version}`}</Tag><Tag color={STATUS_COLORS[d.status]} data-testid="drawing-status">{t(`status.${d.status}`)}</Tag></Space> },
          { title: t('col.displayDate'), key: 'displayDate', width: 130, sorter: true, sortOrder: order('displayDate'), render: (_, d) => <span data-testid="drawing-date">{d.displayDate}</span> },
          { title: t('col.addedBy'), key: 'addedBy', width: 120, ellipsis: true, render: (_, d) => d.addedByName },
          { title: t('col.created'), key: 'createTime', width: 165, sorter: true, sortOrder: order('createTime'), render: (_, d) => dayjs(d.createTime).format('YYYY-MM-DD HH:mm:ss') },
          {
            title: '',
            key: 'actions',
            width: 190,
            fixed: 'right' as const,
            render: (_, d) => (
              <Space size={8}>
                {can.download && d.status !== 'deleted' && <Typography.Link onClick={() => void download(d)}>{t('download')}</Typography.Link>}
                {can.edit && <Typography.Link onClick={() => { setEditing(d); setEditDate(dayjs(d.displayDate)); setToLatest(false); }} data-testid="drawing-edit">{t('edit')}</Typography.Link>}
                {can.remove && <Typography.Link type="danger" onClick={() => remove([d])}>{t('remove')}</Typography.Link>}
              </Space>
            ),
          },
        ]}
      />
      <CabinetPicker
        open={!!moving}
        projectId={props.projectId}
        title={t('moveTitle', { count: moving?.length ?? 0 })}
        excludeId={props.cabinet.id}
        onCancel={() => setMoving(null)}
        onPick={async (target) => {
          await run(() => moveDrawings(props.projectId, moving!.map((d) => d.dataId), target), t('moved'));
          setMoving(null);
        }}
      />
      <Modal
        open={!!editing}
        title={t('editTitle', { name: editing?.name ?? '' })}
        onCancel={() => setEditing(null)}
        onOk={async () => {
          await run(() => updateDrawing(props.projectId, editing!.dataId, { displayDate: editDate?.format('YYYY-MM-DD'), toLatest }), t('saved'));
          setEditing(null);
        }}
        destroyOnHidden
      >
        <Space orientation="vertical">
          <Space>
            <Typography.Text>{t('displayDate')}</Typography.Text>
            <DatePicker value={editDate} onChange={setEditDate} allowClear={false} data-testid="drawing-date-input" />
          </Space>
          {editing?.status === 'outdated' && (
            <Checkbox checked={toLatest} onChange={(e) => setToLatest(e.target.checked)} data-testid="drawing-latest">{t('toLatest', { version: editing.currentVersion })}</Checkbox>
          )}
        </Space>
      </Modal>
      <PreviewModal target={preview} onClose={() => setPreview(null)} />
    </>
  );
}
