import { useEffect, useEffectEvent, useState } from 'react';
import { App, Button, Input, Space, Table, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, SwapOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../api/client';
import { goTo } from '../files/download';
import { previewKind } from '../files/fileKinds';
import { PreviewModal, type PreviewTarget } from '../files/PreviewModal';
import { cabinetContent, cabinetKeys, drawingUrl, moveDrawings, removeDrawings, updateDrawing, type CabinetFlags, type Drawing, type DrawingSort } from './api';
import { CabinetPicker } from './CabinetPicker';
import type { DrawingAction } from './abilities';
import { drawingColumns } from './drawingColumns';
import { downloadInFrames } from './downloads';
import { EditDrawingModal } from './EditDrawingModal';

const NONE: CabinetFlags = {
  allow: false,
  edit: false,
  rename: false,
  delete: false,
  remove: false,
  move: false,
  addchild: false,
  adddrawing: false,
  download: false,
  permission: false,
};

/** The drawings of one cabinet: by display date, newest first, unless the user sorts otherwise. */
export function DrawingTable(props: { projectId: string; cabinet: { id: string; name: string; permissions?: CabinetFlags }; onChanged(): void }) {
  const { t } = useTranslation('cabinet');
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [pageNum, setPageNum] = useState(1);
  const [sort, setSort] = useState<{ field: DrawingSort; order: 'asc' | 'desc' }>({ field: 'displayDate', order: 'desc' });
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<Drawing[]>([]);
  const [moving, setMoving] = useState<Drawing[] | null>(null);
  const [editing, setEditing] = useState<Drawing | null>(null);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const q = useQuery({
    queryKey: cabinetKeys.content(props.projectId, props.cabinet.id, pageNum, sort, name),
    queryFn: () => cabinetContent(props.projectId, { cabinetId: props.cabinet.id, pageNum, sort: sort.field, sortValue: sort.order, name }),
    retry: false,
  });
  // The server's flags for this cabinet win over the tree's (they may have changed since).
  const can = q.data?.cabinetPermissions ?? props.cabinet.permissions ?? NONE;
  const denied = q.error instanceof ApiError && q.error.errorCode === 401;
  // Said once per new error (not again on a language change).
  const reportError = useEffectEvent((e: unknown) => {
    // Body 401: the client is already on its way to /401 (spec 2 §6); say why.
    if (denied) message.error(t('noPermission'));
    else message.error(`${t('getListError')}: ${errorText(e)}`);
  });
  useEffect(() => {
    if (q.error) reportError(q.error);
  }, [q.error]);

  const changed = () => {
    setSelected([]);
    void qc.invalidateQueries({ queryKey: cabinetKeys.contentAll(props.projectId) });
    props.onChanged();
  };
  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      message.success(done);
      changed();
      return true;
    } catch (e) {
      message.error(errorText(e));
      return false;
    }
  };
  const remove = (list: Drawing[]) =>
    modal.confirm({
      title: t('removeConfirm', { count: list.length }),
      content: t('removeHint'),
      okButtonProps: { danger: true },
      onOk: () =>
        run(
          () =>
            removeDrawings(
              props.projectId,
              list.map((d) => d.dataId),
            ),
          t('removed'),
        ),
    });
  const download = async (list: Drawing[]) => {
    const live = list.filter((d) => d.status !== 'deleted');
    if (live.length < list.length) message.warning(t('skippedDeleted', { count: list.length - live.length }));
    try {
      const urls = await Promise.all(live.map(async (d) => (await drawingUrl(props.projectId, d.dataId)).url));
      if (urls.length === 1) goTo(urls[0]);
      else downloadInFrames(urls);
    } catch (e) {
      message.error(errorText(e));
    }
  };
  /** Images and PDFs open in the preview (the pinned version); other types download. */
  const open = async (d: Drawing) => {
    if (d.status === 'deleted') return void message.info(t('deletedHint'));
    const kind = previewKind({ type: d.type ?? '' });
    if (!kind) return void (can.download ? download([d]) : message.info(t('noPreview')));
    try {
      setPreview({ kind, url: (await drawingUrl(props.projectId, d.dataId, true)).url, name: d.name });
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const onAction = (a: DrawingAction, d: Drawing) => {
    if (a === 'download') void download([d]);
    else if (a === 'edit') setEditing(d);
    else if (a === 'move') setMoving([d]);
    else remove([d]);
  };

  return (
    <>
      <div className="page-toolbar" style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }} ellipsis data-testid="cabinet-current">
          {props.cabinet.name || q.data?.cabinet.name}
        </Typography.Title>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('searchName')}
            onSearch={(v) => {
              setName(v.trim());
              setPageNum(1);
            }}
            style={{ width: 200 }}
            data-testid="drawing-search"
          />
          {can.download && (
            <Button icon={<DownloadOutlined />} disabled={!selected.length} onClick={() => void download(selected)} data-testid="drawings-download">
              {t('download')}
            </Button>
          )}
          {can.move && can.download && (
            <Button icon={<SwapOutlined />} disabled={!selected.length} onClick={() => setMoving(selected)} data-testid="drawings-move">
              {t('move')}
            </Button>
          )}
          {can.remove && (
            <Button icon={<DeleteOutlined />} danger disabled={!selected.length} onClick={() => remove(selected)} data-testid="drawings-remove">
              {t('remove')}
            </Button>
          )}
        </Space>
      </div>
      <Table<Drawing>
        rowKey="dataId"
        size="middle"
        loading={q.isLoading}
        dataSource={q.data?.list ?? []}
        data-testid="drawing-table"
        data-fetching={q.isFetching ? 'yes' : 'no'}
        scroll={{ x: 860 }}
        locale={{ emptyText: q.error ? (denied ? t('noPermission') : `${t('getListError')}: ${errorText(q.error)}`) : name ? t('noMatch') : t('empty') }}
        rowSelection={
          can.download || can.move || can.remove ? { selectedRowKeys: selected.map((d) => d.dataId), onChange: (_, rows) => setSelected(rows) } : undefined
        }
        pagination={{
          current: pageNum,
          pageSize: 10,
          total: q.data?.total ?? 0,
          onChange: (p) => {
            setPageNum(p);
            setSelected([]);
          },
          showSizeChanger: false,
          showTotal: (n) => t('total', { count: n }),
          hideOnSinglePage: false,
        }}
        onChange={(_, __, s, extra) => {
          if (extra.action !== 'sort') return;
          const one = Array.isArray(s) ? s[0] : s;
          const field = one?.columnKey as DrawingSort | undefined;
          setSort(one?.order && field ? { field, order: one.order === 'ascend' ? 'asc' : 'desc' } : { field: 'displayDate', order: 'desc' });
          setPageNum(1);
        }}
        columns={drawingColumns({ t, can, sort, onOpen: (d) => void open(d), onAction })}
      />
      <CabinetPicker
        open={!!moving}
        projectId={props.projectId}
        title={t('moveTitle', { count: moving?.length ?? 0 })}
        excludeId={props.cabinet.id}
        onCancel={() => setMoving(null)}
        onPick={async (target) => {
          if (
            await run(
              () =>
                moveDrawings(
                  props.projectId,
                  moving!.map((d) => d.dataId),
                  target,
                ),
              t('moved'),
            )
          )
            setMoving(null);
        }}
      />
      <EditDrawingModal
        drawing={editing}
        onCancel={() => setEditing(null)}
        onSave={async (v) => {
          if (await run(() => updateDrawing(props.projectId, editing!.dataId, { displayDate: v.displayDate, toLatest: v.toLatest || undefined }), t('saved')))
            setEditing(null);
        }}
      />
      <PreviewModal target={preview} onClose={() => setPreview(null)} />
    </>
  );
}
