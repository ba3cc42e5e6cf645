import { useEffect, useState } from 'react';
import { App, Button, Checkbox, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CUSTOM_FIELD_TYPES, checkFieldDefs, isDropdown, type CustomFieldType } from '@trestle/shared/custom-fields';
import { translate } from '@trestle/shared';
import { errorText } from '../../api/client';
import { useLang } from '../../app/lang';
import { saveProjectType, type FieldInput, type ProjectType } from './api';

interface Props {
  /** The type to edit; null: a new one. */
  editing: ProjectType | null;
  open: boolean;
  onClose: () => void;
  onSaved: (saved: ProjectType & { droppedValues: number }) => void;
}

interface Values {
  name: string;
  fields: FieldInput[];
}

/** Create or edit a project type: its name and its custom fields in order. */
export function ProjectTypeDialog({ editing, open, onClose, onSaved }: Props) {
  const { t } = useTranslation('projecttypes');
  const { lang } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(editing ? { name: editing.name, fields: editing.fields.map(({ sort: _sort, ...f }) => f) } : { name: '', fields: [] });
  }, [open, editing, form]);

  const submit = async (v: Values) => {
    const fields = (v.fields ?? []).map((f) => ({ ...f, options: isDropdown(f.type) ? (f.options ?? []) : [], required: !!f.required }));
    // The server's rule, checked here first (a drop-down needs at least one option).
    const problem = checkFieldDefs(fields);
    if (problem) return message.error(translate(problem.message, lang, problem.params));
    setBusy(true);
    try {
      const saved = await saveProjectType({ name: v.name, fields, typeId: editing?.id });
      onSaved(saved);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? t('editType') : t('newType')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy, 'data-testid': 'type-save' }}
      width={920}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="type-form">
        <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: translate('projectType.nameRequired', lang) }]}>
          <Input maxLength={50} data-testid="type-name" />
        </Form.Item>
        <Typography.Text strong>{t('fields')}</Typography.Text>
        <Form.List name="fields">
          {(items, { add, remove, move }) => (
            <>
              {items.length === 0 && <Typography.Paragraph type="secondary">{t('noFields')}</Typography.Paragraph>}
              {items.map((item, i) => (
                <FieldRow
                  key={item.key}
                  index={i}
                  name={item.name}
                  last={i === items.length - 1}
                  onRemove={() => remove(item.name)}
                  onMove={(to) => move(i, to)}
                />
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ label: '', type: 'text', options: [], required: false })} data-testid="type-add-field">
                {t('addField')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

function FieldRow(props: { index: number; name: number; last: boolean; onRemove: () => void; onMove: (to: number) => void }) {
  const { t } = useTranslation('projecttypes');
  const { lang } = useLang();
  const type = Form.useWatch<CustomFieldType | undefined>(['fields', props.name, 'type']);
  const i = props.index;
  return (
    <Space align="start" wrap style={{ display: 'flex', marginBottom: 4 }} data-testid={`type-field-${i}`}>
      <Form.Item name={[props.name, 'label']} rules={[{ required: true, whitespace: true, message: translate('cf.labelRequired', lang) }]}>
        <Input placeholder={t('fieldLabel')} maxLength={50} style={{ width: 170 }} data-testid={`field-label-${i}`} />
      </Form.Item>
      <Form.Item name={[props.name, 'type']}>
        <Select style={{ width: 170 }} options={CUSTOM_FIELD_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} data-testid={`field-type-${i}`} />
      </Form.Item>
      {type && isDropdown(type) && (
        <Form.Item name={[props.name, 'options']}>
          <Select mode="tags" placeholder={t('options')} style={{ width: 240 }} open={false} tokenSeparators={[',', ';']} data-testid={`field-options-${i}`} />
        </Form.Item>
      )}
      <Form.Item name={[props.name, 'required']} valuePropName="checked">
        <Checkbox data-testid={`field-required-${i}`}>{t('required')}</Checkbox>
      </Form.Item>
      <Button icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => props.onMove(i - 1)} aria-label={t('moveUp')} />
      <Button icon={<ArrowDownOutlined />} disabled={props.last} onClick={() => props.onMove(i + 1)} aria-label={t('moveDown')} />
      <Button icon={<DeleteOutlined />} danger onClick={props.onRemove} aria-label={t('removeField')} />
    </Space>
  );
}
