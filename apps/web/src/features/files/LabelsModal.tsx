import { useEffect, useEffectEvent, useState } from 'react';
import { App, Checkbox, Empty, Modal, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { setLabels } from './api';
import type { FileItem, Mark } from './types';

/** Sets the labels of the chosen items (updata-right-lable replaces them). */
export function LabelsModal(props: { items: FileItem[] | null; marks: Mark[]; projectId: string; onClose(): void; onDone(): void; onManage?: () => void }) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const key = props.items?.map((i) => i._id).join(',');
  // Start from the labels all chosen items share.
  const start = useEffectEvent(() => {
    const items = props.items ?? [];
    setChosen(items.length ? items[0].marking.filter((m) => items.every((i) => i.marking.includes(m))) : []);
  });
  // Only another choice of items starts over (not a re-render with an equal list).
  useEffect(() => start(), [key]);
  const submit = async () => {
    if (!props.items) return;
    setBusy(true);
    try {
      await setLabels(
        props.projectId,
        props.items.map((i) => i._id),
        chosen,
      );
      message.success(t('common:saved'));
      props.onDone();
      props.onClose();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={!!props.items} title={t('setLabels')} onCancel={props.onClose} onOk={submit} confirmLoading={busy} destroyOnHidden>
      {props.marks.length === 0 ? (
        <Empty description={t('noLabels')}>{props.onManage && <a onClick={props.onManage}>{t('manageLabels')}</a>}</Empty>
      ) : (
        <Checkbox.Group value={chosen} onChange={(v) => setChosen(v)} style={{ width: '100%' }}>
          <Space orientation="vertical">
            {props.marks.map((m) => (
              <Checkbox key={m._id} value={m._id}>
                <Tag color={m.color || 'default'}>{m.name}</Tag>
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      )}
    </Modal>
  );
}
