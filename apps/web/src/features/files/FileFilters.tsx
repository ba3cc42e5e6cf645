import { AutoComplete, Button, DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FILE_TYPE_OPTIONS } from './fileKinds';
import { TIME_PRESETS } from './timeFilter';
import type { FileFilters as Filters } from './useFileList';
import type { FileUser } from './types';

/** Name, file type, updater and update time (presets or a custom range). */
export function FileFilters(props: { users: FileUser[]; value: Filters; onChange(f: Filters): void }) {
  const { t } = useTranslation('files');
  const [form] = Form.useForm<Filters>();
  const time = Form.useWatch('time', form);
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={props.value}
      onFinish={(v) => props.onChange({ ...v, range: v.time === 'custom' ? v.range : null })}
      style={{ rowGap: 8, marginBottom: 12 }}
      data-testid="file-filters"
    >
      <Form.Item name="name">
        <Input placeholder={t('filter.name')} allowClear style={{ width: 170 }} data-testid="filter-name" />
      </Form.Item>
      <Form.Item name="fileType">
        <AutoComplete
          placeholder={t('filter.type')}
          allowClear
          style={{ width: 120 }}
          options={FILE_TYPE_OPTIONS.map((v) => ({ value: v }))}
          filterOption={(input, o) => String(o?.value ?? '').startsWith(input.toLowerCase())}
        />
      </Form.Item>
      <Form.Item name="updateUser">
        <Select
          placeholder={t('filter.updater')}
          allowClear
          style={{ width: 140 }}
          showSearch={{ optionFilterProp: 'label' }}
          options={props.users.map((u) => ({ value: u.id, label: u.name }))}
        />
      </Form.Item>
      <Form.Item name="time">
        <Select
          placeholder={t('filter.time')}
          allowClear
          style={{ width: 140 }}
          options={[...TIME_PRESETS.map((p) => ({ value: p, label: t(`filter.preset.${p}`) })), { value: 'custom', label: t('filter.preset.custom') }]}
          data-testid="filter-time"
        />
      </Form.Item>
      {time === 'custom' && (
        <Form.Item name="range" rules={[{ required: true, message: t('filter.rangeRequired') }]}>
          <DatePicker.RangePicker />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" data-testid="filter-submit">
        {t('common:search')}
      </Button>
      <Button
        onClick={() => {
          form.resetFields();
          form.setFieldsValue({ name: undefined, fileType: undefined, updateUser: undefined, time: undefined, range: null });
          props.onChange({});
        }}
        style={{ marginLeft: 8 }}
      >
        {t('common:reset')}
      </Button>
    </Form>
  );
}
