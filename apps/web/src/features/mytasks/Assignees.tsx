import { Avatar, Tooltip } from 'antd';
import type { TaskCard } from '@trestle/shared/task-schemas';
import { principalsOf } from './links';

/** Up to `max` principal avatars (abbreviation in its colour), then '+N' naming the rest. */
export function Assignees({ task, max = 2 }: { task: Pick<TaskCard, 'relatingUsers'>; max?: number }) {
  const people = principalsOf(task);
  const shown = people.slice(0, max);
  const rest = people.slice(max);
  return (
    <span className="mytasks-assignees" data-testid="task-assignees">
      {shown.map((u) => (
        <Tooltip key={u.userId} title={u.userName}>
          <Avatar size={22} style={{ background: u.color || '#1677ff', fontSize: 11 }} data-testid="task-avatar">
            {u.abbreviation || Array.from(u.userName)[0]}
          </Avatar>
        </Tooltip>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.map((u) => u.userName).join(', ')}>
          <Avatar size={22} style={{ background: '#bfbfbf', fontSize: 11 }} data-testid="task-more">{`+${rest.length}`}</Avatar>
        </Tooltip>
      )}
    </span>
  );
}
