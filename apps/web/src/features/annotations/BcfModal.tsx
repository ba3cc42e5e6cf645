import { useState } from 'react';
import { Alert, App, Button, Checkbox, Divider, List, Modal, Radio, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { importBcf, type BcfImportResult, type BcfVersion } from './api';
import { exportBcf } from './bcf';

/**
 * BCF for one file (the documents' row menu): export its annotations — or the whole project's —
 * as BCF 3.0 or 2.1, and import a .bcf / .bcfzip from another tool as annotations of this file.
 */
export function BcfModal(p: { projectId: string; file: { _id: string; name: string } | null; onClose(): void; onImported?(): void }) {
  const { t } = useTranslation('bcf');
  const { message } = App.useApp();
  const [version, setVersion] = useState<BcfVersion>('3.0');
  const [wholeProject, setWholeProject] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<BcfImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const f = p.file;

  const doExport = async () => {
    if (!f) return;
    setExporting(true);
    try {
      const r = await exportBcf(p.projectId, wholeProject ? null : f._id, version);
      message.success(t('exported', { count: r.topics, name: r.name }));
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setExporting(false);
    }
  };
  const doImport = async (file: File) => {
    if (!f) return;
    setImporting(true);
    setResult(null);
    setFailure(null);
    try {
      setResult(await importBcf(p.projectId, f._id, file));
      p.onImported?.();
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setImporting(false);
    }
  };
  const close = () => {
    setResult(null);
    setFailure(null);
    p.onClose();
  };

  return (
    <Modal
      open={!!f}
      title={t('title', { name: f?.name ?? '' })}
      onCancel={close}
      footer={<Button onClick={close}>{t('close')}</Button>}
      destroyOnHidden
      data-testid="bcf-modal"
    >
      <div data-testid="bcf-dialog">
        <Typography.Title level={5}>{t('export')}</Typography.Title>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Radio.Group value={version} onChange={(e) => setVersion(e.target.value as BcfVersion)} data-testid="bcf-version">
            <Radio value="3.0">BCF 3.0</Radio>
            <Radio value="2.1">BCF 2.1</Radio>
          </Radio.Group>
          <Checkbox checked={wholeProject} onChange={(e) => setWholeProject(e.target.checked)} data-testid="bcf-whole-project">
            {t('wholeProject')}
          </Checkbox>
          <Button type="primary" icon={<DownloadOutlined />} loading={exporting} onClick={() => void doExport()} data-testid="bcf-export">
            {t('exportButton')}
          </Button>
        </Space>
        <Divider />
        <Typography.Title level={5}>{t('import')}</Typography.Title>
        <Upload.Dragger
          accept=".bcf,.bcfzip"
          multiple={false}
          showUploadList={false}
          disabled={importing}
          beforeUpload={(file) => {
            void doImport(file);
            return false;
          }}
          data-testid="bcf-import"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{importing ? t('importing') : t('importHint')}</p>
          <p className="ant-upload-hint">{t('importNote')}</p>
        </Upload.Dragger>
        {failure && <Alert type="error" showIcon style={{ marginTop: 12 }} title={failure} data-testid="bcf-import-error" />}
        {result && (
          <div style={{ marginTop: 12 }} data-testid="bcf-import-result">
            <Alert type={result.imported ? 'success' : 'info'} showIcon title={t('imported', { imported: result.imported, skipped: result.skipped })} />
            {result.errors.length > 0 && (
              <List
                size="small"
                style={{ marginTop: 8 }}
                dataSource={result.errors}
                renderItem={(e) => <List.Item>{`${e.title || e.guid || '—'}: ${e.reason}`}</List.Item>}
              />
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}
