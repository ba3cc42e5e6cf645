import { useEffect, useState } from 'react';
import { Button, Drawer, Empty, Spin, Tooltip, Result } from 'antd';
import { CarryOutOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorText } from '../api/client';
import { myTasksKeys, searchMyTasks, type MyTasksQuery } from '../features/mytasks/api';
import { taskLink } from '../features/mytasks/links';
import { TargetTabs, TaskControls } from '../features/mytasks/TaskControls';
import { useToggleFinished } from '../features/mytasks/useToggleFinished';
import { TaskDrawerItem } from './TaskDrawerItem';
import '../features/mytasks/mytasks.css';

/** The header's task button and drawer (spec 1 §2.5): my tasks of every project, at hand. */
export function TaskDrawer() {
  const { t } = useTranslation('mytasks');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  // Any navigation (a task opened, the /work link, the browser's back) closes the drawer.
  useEffect(() => setOpen(false), [pathname, search]);
  const [q, setQ] = useState<MyTasksQuery>({ target: 'UP_COMING', orderBy: 'DEFAULT', order: 'DESC', status: 'all' });
  // Loaded only while the drawer is open: the header is on every page.
  const tasks = useQuery({ queryKey: myTasksKeys.drawer(q), queryFn: () => searchMyTasks(q), enabled: open });
  const toggle = useToggleFinished();
  const list = tasks.data?.tasks ?? [];
  return (
    <>
      <Tooltip title={t('drawer.title')}>
        <Button
          type="text"
          icon={<CarryOutOutlined />}
          className="shell-header-btn"
          aria-label={t('drawer.title')}
          onClick={() => setOpen(true)}
          data-testid="task-drawer-open"
        />
      </Tooltip>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('drawer.title')}
        size={440}
        extra={
          <Link to="/work" onClick={() => setOpen(false)} data-testid="drawer-all-tasks">
            {t('drawer.all')}
          </Link>
        }
        data-testid="task-drawer"
        destroyOnHidden
      >
        <TargetTabs value={q.target} onChange={(target) => setQ({ ...q, target })} />
        <TaskControls q={q} onChange={(p) => setQ({ ...q, ...p })} testPrefix="drawer" />
        <div style={{ marginTop: 8 }} data-testid="drawer-list">
          {tasks.isLoading ? (
            <div className="page-loading">
              <Spin />
            </div>
          ) : tasks.isError ? (
            <Result
              status="error"
              title={t('loadFailed')}
              subTitle={errorText(tasks.error)}
              extra={<Button onClick={() => tasks.refetch()}>{t('retry')}</Button>}
            />
          ) : list.length === 0 ? (
            <Empty description={t('noData')} data-testid="drawer-empty" />
          ) : (
            list.map((task) => (
              <TaskDrawerItem
                key={task.taskId}
                task={task}
                busy={toggle.isPending && toggle.variables?.task.taskId === task.taskId}
                onToggle={(finished) => toggle.mutate({ task, finished })}
                onOpen={() => navigate(taskLink(task))}
              />
            ))
          )}
        </div>
      </Drawer>
    </>
  );
}
