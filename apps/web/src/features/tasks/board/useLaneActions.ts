import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { addLane, deleteLane, renameLane } from '../api';
import type { LaneState } from './boardOrder';

/** Add, rename and delete (confirmed, telling how many tasks go with it) a lane; `done` refetches. */
export function useLaneActions(projectId: string, boardId: string, done: () => Promise<unknown>, onAddTask: (laneId: string) => void) {
  const { t } = useTranslation('tasks');
  const { message, modal } = App.useApp();
  const attempt = async (call: () => Promise<unknown>, ok: string) => {
    try {
      await call();
      message.success(t(ok));
      await done();
      return true;
    } catch (e) {
      message.error(errorText(e));
      return false;
    }
  };
  return {
    add: (title: string) => attempt(() => addLane(projectId, boardId, title), 'lane.added'),
    onRename: (laneId: string, title: string) => {
      if (!title) {
        message.error(t('lane.titleRequired'));
        return Promise.resolve(false);
      }
      return attempt(() => renameLane(projectId, laneId, title), 'lane.renamed');
    },
    onDelete: (lane: LaneState) =>
      modal.confirm({
        title: t('lane.deleteTitle', { title: lane.title }),
        content: lane.cards.length ? t('lane.deleteConfirm', { count: lane.cards.length }) : t('lane.deleteEmpty'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
        onOk: () => attempt(() => deleteLane(projectId, lane.id), 'lane.deleted'),
      }),
    onAddTask,
  };
}
