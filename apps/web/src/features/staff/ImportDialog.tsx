import { useState } from 'react';
import { App, Alert, Button, Modal, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { importErrors, type ImportRowError } from './api';
import { useStaffApi } from './useStaffApi';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const COLUMNS = ['name', 'loginName', 'email', 'phone', 'post', 'departments'] as const;

/**
 * Imports staff from an .xlsx sheet: the columns are described, the file uploaded, and a refused
 * sheet's bad rows listed row by row (nothing is imported then).
 */
export function ImportDialog(props: { open: boolean; onClose(imported: boolean): void }) {
  const { t } = useTranslation('staff');
  const { message } = App.useApp();
  const api = useStaffApi();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ImportRowError[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const upload = async (file: File) => {
    setBusy(true);
    setErrors(null);
    setRefusal(null);
    try {
      const r = await api.importSheet(file);
      message.success(t('import.done', { count: r.imported }));
      props.onClose(true);
    } catch (e) {
      setErrors(importErrors(e));
      setRefusal(errorText(e));
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setErrors(null);
    setRefusal(null);
    props.onClose(false);
  };

  return (
    <Modal open={props.open} title={t('import.title')} onCancel={close} footer={null} width={680} destroyOnHidden>
      <Typography.Paragraph>{t('import.intro')}</Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="column"
        data-testid="staff-import-template"
        columns={[
          { title: t('import.column'), dataIndex: 'title', key: 'title' },
          { title: t('import.meaning'), dataIndex: 'hint', key: 'hint' },
        ]}
        dataSource={COLUMNS.map((c) => ({ column: c, title: t(`field.${c}`), hint: t(`import.hint.${c}`) }))}
        style={{ marginBottom: 16 }}
      />
      <Upload
        accept={XLSX}
        showUploadList={false}
        beforeUpload={(f) => {
          void upload(f);
          return false;
        }}
      >
        <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="staff-import-file">
          {t('import.choose')}
        </Button>
      </Upload>
      {refusal && (
        <div style={{ marginTop: 16 }} data-testid="staff-import-report">
          <Alert type="error" showIcon title={refusal} style={{ marginBottom: 8 }} />
          {errors && (
            <Table<ImportRowError>
              size="small"
              rowKey={(e) => `${e.row}-${e.column ?? ''}-${e.msg}`}
              pagination={errors.length > 10 ? { pageSize: 10 } : false}
              dataSource={errors}
              data-testid="staff-import-errors"
              columns={[
                { title: t('import.row'), dataIndex: 'row', key: 'row', width: 70 },
                {
                  title: t('import.column'),
                  dataIndex: 'column',
                  key: 'column',
                  width: 140,
                  render: (c: string | null) => (c ? t(`field.${c}`, { defaultValue: c }) : '—'),
                },
                { title: t('import.problem'), dataIndex: 'msg', key: 'msg' },
              ]}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
