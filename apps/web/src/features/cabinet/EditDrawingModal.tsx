import { useEffect, useState } from 'react';
import { Alert, Checkbox, DatePicker, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import type { Drawing } from './api';

/** Edits a drawing entry: its display date and, when a newer version exists, moving on to it. */
export function EditDrawingModal(props: { drawing: Drawing | null; onCancel(): void; onSave(v: { displayDate: string; toLatest: boolean }): Promise<void> }) {
  const { t } = useTranslation('cabinet');
  const d = props.drawing;
  const [date, setDate] = useState<Dayjs | null>(null);
  const [toLatest, setToLatest] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setDate(d ? dayjs(d.displayDate) : null);
    setToLatest(false);
  }, [d]);
  const save = async () => {
    if (!date) return;
    setBusy(true);
    try {
      await props.onSave({ displayDate: date.format('YYYY-MM-DD'), toLatest });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={!!d}
      title={t('editTitle', { name: d?.name ?? '' })}
      onCancel={props.onCancel}
      onOk={() => void save()}
      okButtonProps={{ disabled: !date, loading: busy }}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="drawing-edit-form">
        <Form.Item label={t('displayDate')}>
          <DatePicker value={date} onChange={setDate} allowClear={false} data-testid="drawing-date-input" />
        </Form.Item>
        {d?.status === 'outdated' && (
          <Form.Item>
            <Checkbox checked={toLatest} onChange={(e) => setToLatest(e.target.checked)} data-testid="drawing-latest">
              {t('toLatest', { version: d.currentVersion })}
            </Checkbox>
            <div style={{ marginTop: 4, color: 'rgba(0,0,0,0.45)' }}>{t('toLatestHint', { version: d.version })}</div>
          </Form.Item>
        )}
        {d?.status === 'deleted' && <Alert type="warning" showIcon title={t('deletedHint')} />}
      </Form>
    </Modal>
  );
}
