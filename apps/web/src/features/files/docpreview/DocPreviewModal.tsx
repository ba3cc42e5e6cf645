import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Modal, Space, Spin, Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { downloadFile } from '../download';
import { convertFile, type Conversion, type DocPreview } from './api';

export interface DocTarget {
  projectId: string;
  fileId: string;
  name: string;
  /** Without the download permission the preview offers no download. */
  canDownload?: boolean;
}

const POLL_MS = 1500;

/** Office and text documents: asks the server to convert, polls while it works, shows the result. */
export function DocPreviewModal(props: { target: DocTarget | null; onClose(): void }) {
  const { t } = useTranslation('docpreview');
  const [conv, setConv] = useState<Conversion | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const target = props.target;

  useEffect(() => {
    if (!target) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setConv(null);
    setFailure(null);
    const ask = async (retry: boolean) => {
      try {
        const c = await convertFile(target.projectId, target.fileId, retry);
        if (!alive) return;
        setConv(c);
        if (c.status === 'converting') timer = setTimeout(() => void ask(false), POLL_MS);
      } catch (e) {
        if (alive) setFailure(errorText(e));
      }
    };
    void ask(attempt > 0);
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
    };
  }, [target, attempt]);

  const download = () => target && void downloadFile(target.projectId, target.fileId).catch((e) => setFailure(errorText(e)));
  const retry = () => setAttempt((n) => n + 1);
  const dl = target?.canDownload !== false;

  let body;
  if (failure) body = <Alert type="error" title={failure} action={<Button onClick={retry}>{t('retry')}</Button>} />;
  else if (!conv || conv.status === 'converting')
    body = (
      <div className="page-loading" data-testid="doc-converting">
        <Spin /> {t('converting')}
      </div>
    );
  else if (conv.status === 'unsupported')
    body = <Alert type="info" title={t('unsupported')} action={dl && <Button onClick={download}>{t('download')}</Button>} />;
  else if (conv.status === 'error')
    body = (
      <Alert
        type="error"
        title={conv.error === 'tooLarge' ? t('tooLarge') : t('failed', { reason: conv.error ?? '' })}
        action={
          <Space>
            {conv.error !== 'tooLarge' && <Button onClick={retry}>{t('retry')}</Button>}
            {dl && <Button onClick={download}>{t('download')}</Button>}
          </Space>
        }
      />
    );
  else if (conv.preview) body = <PreviewBody preview={conv.preview} />;

  return (
    <Modal
      open={!!target}
      title={target?.name ?? t('title')}
      onCancel={props.onClose}
      footer={
        dl ? (
          <Button onClick={download} data-testid="doc-download">
            {t('download')}
          </Button>
        ) : null
      }
      width="90vw"
      style={{ top: 24 }}
      destroyOnHidden
    >
      <div data-testid="doc-preview">{body}</div>
    </Modal>
  );
}

function PreviewBody({ preview }: { preview: DocPreview }) {
  const { t } = useTranslation('docpreview');
  const notes = (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }}>
      <Alert type="info" showIcon title={t('textOnly')} />
      {preview.truncated && <Alert type="warning" showIcon title={t('truncated')} />}
    </Space>
  );
  if (preview.kind === 'text') {
    return (
      <>
        {notes}
        {preview.text.trim() ? (
          <pre
            data-testid="doc-text"
            style={{ maxHeight: '65vh', overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', margin: 0 }}
          >
            {preview.text}
          </pre>
        ) : (
          <Empty description={t('empty')} />
        )}
      </>
    );
  }
  return (
    <>
      {notes}
      <Tabs items={preview.sheets.map((s, i) => ({ key: String(i), label: s.name || t('sheet', { n: i + 1 }), children: <Sheet rows={s.rows} /> }))} />
    </>
  );
}

/** Column letters as spreadsheets name them: A … Z, AA … */
function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function Sheet({ rows }: { rows: string[][] }) {
  const { t } = useTranslation('docpreview');
  const width = rows.reduce((m, r) => Math.max(m, r.length), 0);
  if (!width) return <Empty description={t('emptySheet')} />;
  const columns = [
    { title: '', dataIndex: '__row', key: '__row', width: 56, fixed: 'left' as const },
    ...Array.from({ length: width }, (_, c) => ({ title: columnName(c), dataIndex: String(c), key: String(c), ellipsis: true })),
  ];
  const data = rows.map((r, i) => ({ key: i, __row: i + 1, ...Object.fromEntries(r.map((v, c) => [String(c), v])) }));
  return (
    <Table
      data-testid="doc-table"
      size="small"
      bordered
      columns={columns}
      dataSource={data}
      pagination={{ pageSize: 100, showSizeChanger: false }}
      scroll={{ x: 'max-content', y: '55vh' }}
    />
  );
}
