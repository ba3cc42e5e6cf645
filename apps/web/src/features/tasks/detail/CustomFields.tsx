import { useState } from 'react';
import { App, Button, Input, Popconfirm, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TaskDetail, TaskExtend } from '@trestle/shared/task-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { deleteExtend, saveExtend } from './api';
import { InlineText } from './InlineText';

const NAME_MAX = 50;
const VALUE_MAX = 2000;

/**
 * Extend data (/task/extend): named fields a team adds to a task (e.g. "Drawing no.", "Grid").
 * A value is edited in place and saved on blur or Enter; a field is added with a name and value,
 * and deleted after confirmation. The history shows each change.
 */
export function CustomFields(p: { projectId: string; task: TaskDetail; readOnly: boolean; onChanged(): Promise<void> }) {
  const { t } = useTranslation('taskdetail');
  const { message } = App.useApp();
  const [adding, setAdding] = useState<{ name: string; value: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const list = p.task.extend;

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await p.onChanged();
      return true;
    } catch (e) {
      message.error(errorText(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    if (!adding) return;
    const name = adding.name.trim();
    if (!name) return void message.warning(t('fieldNameRequired'));
    if (list.some((f) => f.name === name)) return void message.warning(t('fieldExists', { name }));
    if (await run(() => saveExtend(p.projectId, p.task.taskId, name, adding.value))) setAdding(null);
  };
  const save = (f: TaskExtend, value: string) => run(() => saveExtend(p.projectId, p.task.taskId, f.name, value));
  const remove = (f: TaskExtend) => run(() => deleteExtend(p.projectId, p.task.taskId, f.name));

  return (
    <section className="task-section" data-testid="task-fields-extend">
      <div className="task-section-head">
        <Typography.Text strong>{t('customFields')}</Typography.Text>
        <span className="task-muted">{list.length}</span>
        {!p.readOnly && !adding && (
          <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => setAdding({ name: '', value: '' })} data-testid="task-extend-add">
            {t('addField')}
          </Button>
        )}
      </div>
      {!list.length && !adding && <span className="task-muted">{t('noCustomFields')}</span>}
      {list.map((f) => (
        <div key={f.id} className="task-extend" data-testid="task-extend" data-name={f.name}>
          <Typography.Text type="secondary" className="task-extend-name">
            {f.name}
          </Typography.Text>
          <InlineText
            value={f.value}
            maxLength={VALUE_MAX}
            placeholder={t('fieldValue')}
            readOnly={p.readOnly}
            testId="task-extend-value"
            onSave={(v) => save(f, v)}
          />
          {!p.readOnly && (
            <Popconfirm
              title={t('deleteFieldConfirm', { name: f.name })}
              okText={t('delete')}
              cancelText={t('cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(f)}
            >
              <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('delete')} title={t('delete')} data-testid="task-extend-delete" />
            </Popconfirm>
          )}
        </div>
      ))}
      {adding && (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            style={{ width: '35%' }}
            maxLength={NAME_MAX}
            placeholder={t('fieldName')}
            value={adding.name}
            onChange={(e) => setAdding({ ...adding, name: e.target.value })}
            data-testid="task-extend-name"
            autoFocus
          />
          <Input
            maxLength={VALUE_MAX}
            placeholder={t('fieldValue')}
            value={adding.value}
            onChange={(e) => setAdding({ ...adding, value: e.target.value })}
            onPressEnter={() => void add()}
            data-testid="task-extend-new-value"
          />
          <Button type="primary" loading={busy} onClick={() => void add()} data-testid="task-extend-save">
            {t('save')}
          </Button>
          <Button onClick={() => setAdding(null)}>{t('cancel')}</Button>
        </Space.Compact>
      )}
    </section>
  );
}
