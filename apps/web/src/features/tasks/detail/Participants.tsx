import { Avatar, Tooltip } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { RelatingType, RelatingUser, TaskDetail } from '@trestle/shared/task-schemas';
import { useTranslation } from 'react-i18next';
import { UserPicker } from './UserPicker';
import type { useTaskChange } from './useTaskChange';

type Change = ReturnType<typeof useTaskChange>['change'];

/** A person's round badge: their abbreviation on their colour (spec 3 §3 relatingUsers). */
export function UserBadge(p: { u: Pick<RelatingUser, 'userName' | 'abbreviation' | 'color'>; size?: number }) {
  return (
    <Avatar size={p.size ?? 28} style={{ backgroundColor: p.u.color || '#1677ff', flex: 'none' }}>
      {p.u.abbreviation || p.u.userName.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

/** Principals (assignees) and actors (participants): listed, added through the picker, removed. */
export function Participants(p: { projectId: string; task: TaskDetail; readOnly: boolean; change: Change }) {
  const { t } = useTranslation('taskdetail');
  const row = (type: RelatingType) => {
    const people = p.task.relatingUsers.filter((u) => u.type === type);
    const key = type === 'PRINCIPAL' ? 'principal' : 'actor';
    const remove = (u: RelatingUser) =>
      type === 'PRINCIPAL' ? p.change('DELETE_TASK_PRINCIPAL', { userId: u.userId, id: u.id }) : p.change('DELETE_TASK_ACTOR', { user: u.userId });
    return (
      <div className="task-field task-people" data-testid={`task-${key}s`}>
        <span className="task-field-label">{t(`${key}s`)}</span>
        <div className="task-people-list">
          {people.map((u) => (
            <span key={u.id} className="task-person" data-testid={`task-${key}`} data-user={u.userId}>
              <UserBadge u={u} size={24} />
              <span className="task-person-name">{u.userName}</span>
              {!p.readOnly && (
                <Tooltip title={t('remove')}>
                  <button
                    type="button"
                    className="task-person-remove"
                    onClick={() => void remove(u)}
                    aria-label={t('removePerson', { name: u.userName })}
                    data-testid={`task-${key}-remove`}
                  >
                    <CloseOutlined />
                  </button>
                </Tooltip>
              )}
            </span>
          ))}
          {!people.length && p.readOnly && <span className="task-muted">{t('nobody')}</span>}
          {!p.readOnly && (
            <UserPicker
              projectId={p.projectId}
              taken={new Set(people.map((u) => u.userId))}
              label={t(`add_${key}`)}
              testId={`task-add-${key}`}
              onPick={(u) => void (type === 'PRINCIPAL' ? p.change('ADD_TASK_PRINCIPAL', { userId: u.id }) : p.change('ADD_TASK_ACTOR', { user: u.id }))}
            />
          )}
        </div>
      </div>
    );
  };
  return (
    <>
      {row('PRINCIPAL')}
      {row('ACTOR')}
    </>
  );
}
