import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskCard } from '@trestle/shared/task-schemas';
import { Assignees } from '../features/mytasks/Assignees';
import { FinishCheckbox } from '../features/mytasks/FinishCheckbox';
import { LevelTag } from '../features/mytasks/LevelTag';
import { isOverdue } from '../features/mytasks/links';

/** One task of the header drawer (spec 1 §2.5): checkbox, title, lane, level, deadline, avatars. */
export function TaskDrawerItem(props: { task: TaskCard; busy: boolean; onToggle: (finished: boolean) => void; onOpen: () => void }) {
  const { t } = useTranslation('mytasks');
  const { task } = props;
  return (
    <div className="task-drawer-item" data-testid="drawer-task">
      <FinishCheckbox
        finished={task.finished}
        busy={props.busy}
        onChange={props.onToggle}
        label={t(task.finished ? 'markTodo' : 'markFinished')}
        testId="drawer-task-finish"
      />
      <div className="task-drawer-body" role="link" tabIndex={0} onClick={props.onOpen} onKeyDown={(e) => e.key === 'Enter' && props.onOpen()}>
        <div className={task.finished ? 'task-drawer-title mytasks-done' : 'task-drawer-title'} data-testid="drawer-task-title" title={task.title}>
          {task.title}
        </div>
        <div className="task-drawer-meta">
          <span data-testid="drawer-task-lane">{task.lane}</span>
          <LevelTag level={task.levelId} />
          {task.deadline && (
            <Typography.Text style={{ fontSize: 12 }} type={isOverdue(task) ? 'danger' : 'secondary'}>
              {t('due', { date: task.deadline })}
            </Typography.Text>
          )}
        </div>
      </div>
      <Assignees task={task} />
    </div>
  );
}
