import { useState } from 'react';
import { Input, InputNumber, Modal, Select, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DRAWING_TYPES } from '@trestle/shared/linked-drawing-schemas';
import { errorText } from '../../api/client';
import { listFiles, PAGE_SIZE } from '../files/api';
import { FileIcon } from '../files/fileKinds';
import { formatTime } from '../files/FileTable';
import type { FileItem } from '../files/types';
import { linkedDrawingKeys } from './api';

export interface PickedDrawing {
  file: FileItem;
  page: number | null;
}

/**
 * Chooses a drawing of the project: the documents' search (whole project, one file type at a
 * time, files the caller may see), PDF first. A PDF may name the page the element is on.
 */
export function DrawingPickerModal(p: { projectId: string; open: boolean; busy: boolean; onPick(d: PickedDrawing): void; onClose(): void }) {
  const { t } = useTranslation('composite');
  const [type, setType] = useState<string>('pdf');
  const [name, setName] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [chosen, setChosen] = useState<FileItem | null>(null);
  const [page, setPage] = useState<number | null>(null);
  const files = useQuery({
    queryKey: linkedDrawingKeys.drawings(p.projectId, type, name, pageNum),
    queryFn: () =>
      listFiles({ projectId: p.projectId, parentId: null, pageNum, sort: 'name', sortValue: 'asc', where: { fileType: type, ...(name ? { name } : {}) } }),
    enabled: p.open,
  });
  const rows = (files.data?.projectFileList ?? []).filter((f) => f.type !== 'folder');
  const reset = (fn: () => void) => {
    fn();
    setPageNum(1);
    setChosen(null);
  };
  return (
    <Modal
      open={p.open}
      title={t('picker.title')}
      okText={t('picker.ok')}
      cancelText={t('picker.cancel')}
      okButtonProps={{ disabled: !chosen, loading: p.busy, 'data-testid': 'drawing-picker-ok' }}
      onOk={() => chosen && p.onPick({ file: chosen, page: chosen.type === 'pdf' ? page : null })}
      onCancel={p.onClose}
      width={640}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          value={type}
          style={{ width: 120 }}
          aria-label={t('picker.type')}
          data-testid="drawing-picker-type"
          options={DRAWING_TYPES.map((d) => ({ value: d, label: d.toUpperCase() }))}
          onChange={(v) => reset(() => setType(v))}
        />
        <Input.Search
          allowClear
          placeholder={t('picker.search')}
          style={{ width: 240 }}
          onSearch={(v) => reset(() => setName(v.trim()))}
          data-testid="drawing-picker-search"
        />
      </Space>
      {files.isError ? (
        <Typography.Text type="danger">{errorText(files.error)}</Typography.Text>
      ) : (
        <Table<FileItem>
          size="small"
          rowKey="_id"
          loading={files.isLoading}
          dataSource={rows}
          data-testid="drawing-picker-list"
          locale={{ emptyText: t('picker.empty', { type: type.toUpperCase() }) }}
          rowSelection={{ type: 'radio', selectedRowKeys: chosen ? [chosen._id] : [], onChange: (_, sel) => setChosen(sel[0] ?? null) }}
          onRow={(f) => ({ onClick: () => setChosen(f), style: { cursor: 'pointer' } })}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: files.data?.total ?? 0,
            onChange: setPageNum,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          columns={[
            {
              title: t('picker.name'),
              dataIndex: 'name',
              render: (_, f) => (
                <Space>
                  <FileIcon type={f.type ?? ''} />
                  <span>{f.name}</span>
                </Space>
              ),
            },
            { title: t('picker.updated'), key: 'updated', width: 170, render: (_, f) => formatTime(f.lastModifiedDate) },
          ]}
        />
      )}
      {chosen?.type === 'pdf' && (
        <div style={{ marginTop: 12 }} data-testid="drawing-picker-page">
          <Space>
            <Typography.Text>{t('picker.page')}</Typography.Text>
            <InputNumber min={1} max={100000} precision={0} value={page} onChange={(v) => setPage(v ?? null)} placeholder={t('picker.pageAny')} />
          </Space>
        </div>
      )}
    </Modal>
  );
}
