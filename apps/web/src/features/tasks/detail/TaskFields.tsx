import { useState } from 'react';
import { Button, DatePicker, Select, Tag, Typography } from 'antd';
import { CheckCircleFilled, CheckCircleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { TaskDetail } from '@trestle/shared/task-schemas';
import { useTranslation } from 'react-i18next';
import { LEVELS, levelColor, levelKey } from '../levels';
import { checkDate, type DateField } from './dates';
import type { useTaskChange } from './useTaskChange';

type Change = ReturnType<typeof useTaskChange>['change'];

/** The finish toggle, the priority and the plan and actual dates of a task. */
export function TaskFields(p: { task: TaskDetail; readOnly: boolean; change: Change }) {
  const { t } = useTranslation('taskdetail');
  const task = p.task;
  const [refused, setRefused] = useState<DateField | null>(null);
  const finished = task.taskStatus === 3 || task.finished;

  const pick = (field: DateField, value: string | null) => {
    const c = checkDate(task, field, value);
    if (!c.send) return setRefused(c.reason === 'order' ? field : null);
    setRefused(null);
    void p.change(c.action, c.body);
  };

  const date = (field: DateField) => (
    <DatePicker
      value={task[field] ? dayjs(task[field]) : null}
      onChange={(d) => pick(field, d ? d.format('YYYY-MM-DD') : null)}
      format="YYYY-MM-DD"
      disabled={p.readOnly}
      placeholder={t(`date.${field}`)}
      status={refused === field ? 'error' : undefined}
      allowClear
      size="small"
      data-testid={`task-${field}`}
    />
  );

  const dateError = (
    <Typography.Text type="danger" className="task-date-error" data-testid="task-date-error">
      {t('endBeforeStart')}
    </Typography.Text>
  );
  return (
    <div className="task-fields">
      <div className="task-field">
        <span className="task-field-label">{t('status')}</span>
        <Button
          size="small"
          color={finished ? 'green' : 'default'}
          variant={finished ? 'solid' : 'outlined'}
          icon={finished ? <CheckCircleFilled /> : <CheckCircleOutlined />}
          disabled={p.readOnly}
          onClick={() => void p.change(finished ? 'TASK_TODO' : 'TASK_FINISH')}
          data-testid="task-finish-toggle"
          data-finished={finished ? '1' : '0'}
        >
          {finished ? t('finished') : t('markFinished')}
        </Button>
      </div>
      <div className="task-field">
        <span className="task-field-label">{t('priority')}</span>
        <Select
          size="small"
          value={task.levelId}
          disabled={p.readOnly}
          style={{ width: 140 }}
          onChange={(v) => {
            if (v !== task.levelId) void p.change('UPDATE_TASK_LEVEL', { levelId: v });
          }}
          options={LEVELS.map((l) => ({
            value: l,
            label: (
              <Tag color={levelColor(l)} bordered={false}>
                {t(levelKey(l), { ns: 'tasks' })}
              </Tag>
            ),
          }))}
          data-testid="task-level"
        />
      </div>
      <div className="task-field">
        <span className="task-field-label">{t('planDates')}</span>
        {date('startDate')}
        <span className="task-date-sep">→</span>
        {date('deadline')}
      </div>
      {(refused === 'startDate' || refused === 'deadline') && dateError}
      <div className="task-field">
        <span className="task-field-label">{t('actualDates')}</span>
        {date('realStartDate')}
        <span className="task-date-sep">→</span>
        {date('realDeadline')}
      </div>
      {(refused === 'realStartDate' || refused === 'realDeadline') && dateError}
    </div>
  );
}
