import { Button, Space, Tag } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Mark } from './types';

/** The tag bar: labels (marks) of the project; choosing some filters the list by them. */
export function MarkBar(props: { marks: Mark[]; selected: string[]; onChange(ids: string[]): void; onManage?: () => void }) {
  const { t } = useTranslation('files');
  if (!props.marks.length && !props.onManage) return null;
  const toggle = (id: string, on: boolean) => props.onChange(on ? [...props.selected, id] : props.selected.filter((s) => s !== id));
  return (
    <Space wrap size={[4, 8]} style={{ marginBottom: 12 }} data-testid="mark-bar">
      <span style={{ color: '#888', marginRight: 4 }}>{t('labelsTitle')}</span>
      <Tag.CheckableTag checked={props.selected.length === 0} onChange={() => props.onChange([])}>
        {t('allLabels')}
      </Tag.CheckableTag>
      {props.marks.map((m) => (
        <Tag.CheckableTag key={m._id} checked={props.selected.includes(m._id)} onChange={(on) => toggle(m._id, on)} data-testid="mark-tag">
          <span style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: m.color || '#bbb', marginRight: 6 }} />
          {m.name}
        </Tag.CheckableTag>
      ))}
      {props.onManage && (
        <Button size="small" type="link" icon={<SettingOutlined />} onClick={props.onManage} data-testid="manage-marks">
          {t('manageLabels')}
        </Button>
      )}
    </Space>
  );
}
