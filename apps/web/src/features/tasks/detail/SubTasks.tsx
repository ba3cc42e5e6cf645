import { useState } from 'react';
import { Button, Checkbox, Input, Popconfirm, Progress, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { SUB_ITEM_NAME_MAX, type TaskDetail } from '@trestle/shared/task-schemas';
import { useTranslation } from 'react-i18next';
import { InlineText } from './InlineText';
import type { useTaskChange } from './useTaskChange';

type Change = ReturnType<typeof useTaskChange>['change'];

/** Sub-tasks: progress x/y, a finish checkbox, inline rename, delete after confirmation, add. */
export function SubTasks(p: { task: TaskDetail; readOnly: boolean; change: Change }) {
  const { t } = useTranslation('taskdetail');
  const items = p.task.itemLists;
  const done = items.filter((i) => i.finished).length;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const add = async () => {
    const subName = name.trim();
    if (!subName) return setError(t('subNameRequired'));
    setError(null);
    setAdding(true);
    if (await p.change('CREATE_TASK_SUB_ITEM', { subName })) setName('');
    setAdding(false);
  };

  return (
    <section className="task-section" data-testid="task-subtasks">
      <div className="task-section-head">
        <Typography.Text strong>{t('subTasks')}</Typography.Text>
        <span className="task-muted" data-testid="task-sub-progress">
          {done}/{items.length}
        </span>
        {items.length > 0 && <Progress percent={Math.round((done / items.length) * 100)} size="small" showInfo={false} className="task-sub-bar" />}
      </div>
      {items.map((i) => (
        <div key={i.subId} className={`task-sub${i.finished ? ' done' : ''}`} data-testid="task-sub" data-finished={i.finished ? '1' : '0'}>
          <Checkbox
            checked={i.finished}
            disabled={p.readOnly}
            onChange={() => void p.change(i.finished ? 'UPDATE_SUB_ITEM_TODO' : 'UPDATE_SUB_ITEM_FINISH', { subId: i.subId })}
            data-testid="task-sub-check"
          />
          <InlineText
            value={i.subName}
            maxLength={SUB_ITEM_NAME_MAX}
            required={t('subNameRequired')}
            placeholder={t('subName')}
            readOnly={p.readOnly}
            className="task-sub-name"
            testId="task-sub-name"
            onSave={(subName) => p.change('UPDATE_SUB_ITEM_NAME', { subId: i.subId, subName })}
          />
          {!p.readOnly && (
            <Popconfirm
              title={t('deleteSubConfirm', { name: i.subName })}
              okText={t('delete')}
              cancelText={t('cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'task-sub-delete-ok' }}
              onConfirm={() => p.change('DELETE_TASK_SUB_ITEM', { subId: i.subId })}
            >
              <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('delete')} data-testid="task-sub-delete" />
            </Popconfirm>
          )}
        </div>
      ))}
      {!p.readOnly && (
        <div className="task-sub-add">
          <Input
            size="small"
            value={name}
            maxLength={SUB_ITEM_NAME_MAX}
            placeholder={t('addSubPlaceholder')}
            status={error ? 'error' : undefined}
            onChange={(e) => {
              setName(e.target.value);
              if (error) setError(null);
            }}
            onPressEnter={() => void add()}
            disabled={adding}
            data-testid="task-sub-input"
          />
          <Button size="small" onClick={() => void add()} loading={adding} data-testid="task-sub-add">
            {t('add')}
          </Button>
        </div>
      )}
      {error && (
        <Typography.Text type="danger" data-testid="task-sub-error">
          {error}
        </Typography.Text>
      )}
      {!items.length && p.readOnly && <span className="task-muted">{t('noSubTasks')}</span>}
    </section>
  );
}
