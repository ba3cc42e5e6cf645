import { useEffect, useState } from 'react';
import { App, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TaskCard } from '@trestle/shared/task-schemas';
import { errorText } from '../../../api/client';
import { Breadcrumbs } from '../../../shell/Breadcrumbs';
import { PageState } from '../../../shell/PageState';
import { useCurrentUser } from '../../../shell/useCurrentUser';
import { boardKeys, deleteTask, getBoard, moveTaskByUser, sortLanes } from '../api';
import { TaskDetailModal } from '../detail/TaskDetailModal';
import { AddLaneColumn } from './AddLaneColumn';
import { BoardCanvas } from './BoardCanvas';
import { BoardFilterBar } from './BoardFilterBar';
import { CreateTaskModal } from './CreateTaskModal';
import { MoveTaskModal } from '../MoveTaskModal';
import { boardListPath } from './boardLinks';
import { lanesOf, NO_FILTER, type CardFilter, type LaneState } from './boardOrder';
import { useLaneActions } from './useLaneActions';
import { useProjectName } from './useProjectName';

/**
 * /worktask/work/taskBoard?projectName&projectId&appType=tapd&boardId[&openTask] — one board
 * (spec 3 §2): lanes and cards with drag and drop, the create and move dialogs, a filter bar.
 */
export function BoardPage() {
  const { t } = useTranslation('tasks');
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const boardId = params.get('boardId') ?? '';
  const openTask = params.get('openTask');
  const projectName = useProjectName(projectId, params.get('projectName'));
  const me = useCurrentUser().data?.user._id;
  const qc = useQueryClient();
  const board = useQuery({ queryKey: boardKeys.detail(projectId, boardId), queryFn: () => getBoard(projectId, boardId), enabled: !!projectId && !!boardId });
  const [lanes, setLanes] = useState<LaneState[]>([]);
  const [filter, setFilter] = useState<CardFilter>(NO_FILTER);
  const [creating, setCreating] = useState<{ laneId: string | null } | null>(null);
  const [moving, setMoving] = useState<TaskCard | null>(null);

  // The server's board replaces the local one whenever it is (re)loaded.
  useEffect(() => {
    if (board.data) setLanes(lanesOf(board.data));
  }, [board.data]);

  // A deep-linked task (openTask) is brought into view once its card is on the page.
  useEffect(() => {
    if (!openTask || !board.data) return;
    document.querySelector(`[data-task-id="${CSS.escape(openTask)}"]`)?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [openTask, board.data]);

  // Every board of the project: a move from the dialog changes another board and the counts too.
  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: boardKeys.projectDetails(projectId) }), qc.invalidateQueries({ queryKey: boardKeys.list(projectId) })]);
  // The open task lives in the address (openTask), the deep link notifications and annotations use.
  const openCard = (c: TaskCard) =>
    setParams(
      (p) => {
        p.set('openTask', c.taskId);
        return p;
      },
      { replace: true },
    );
  const closeTask = () =>
    setParams(
      (p) => {
        p.delete('openTask');
        return p;
      },
      { replace: true },
    );
  const laneActions = useLaneActions(projectId, boardId, refresh, (laneId) => setCreating({ laneId }));

  const cardActions = {
    onOpen: openCard,
    onMove: (c: TaskCard) => setMoving(c),
    onDelete: (c: TaskCard) =>
      modal.confirm({
        title: t('task.deleteTitle'),
        content: t('task.deleteConfirm', { title: c.title }),
        okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
        onOk: async () => {
          try {
            await deleteTask(projectId, c.taskId);
            message.success(t('task.deleted'));
            await refresh();
          } catch (e) {
            message.error(errorText(e));
          }
        },
      }),
  };

  const drag = {
    onCardMoved: async (taskId: string, laneId: string, index: number, before: LaneState[]) => {
      try {
        await moveTaskByUser({ projectId, id: taskId, swimlanesId: laneId, index });
        message.success(t('move.success'));
      } catch (e) {
        setLanes(before);
        message.error(errorText(e));
      }
      await refresh();
    },
    onLanesSorted: async (next: LaneState[], before: LaneState[]) => {
      try {
        await sortLanes(
          projectId,
          boardId,
          next.map((l) => l.id),
        );
      } catch (e) {
        setLanes(before);
        message.error(errorText(e));
      }
      await refresh();
    },
  };

  const b = board.data;
  return (
    <>
      <Breadcrumbs
        items={[
          { title: t('projects:listTitle'), to: '/project_list' },
          { title: projectName, to: `/project_index/${projectId}` },
          { title: t('title'), to: boardListPath(projectId, projectName) },
          { title: b?.name ?? '' },
        ]}
      />
      <PageState loading={board.isLoading} error={board.error} empty={!projectId || !boardId} emptyText={t('board.missing')} onRetry={() => board.refetch()}>
        {b && (
          <>
            <Space style={{ width: '100%', justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="board-title">
                {b.name}
              </Typography.Title>
              <Space size={16} align="baseline">
                <Typography.Text type="secondary" data-testid="board-counts">
                  {t('board.counts', { finished: b.finishedCount, total: b.taskCount })}
                </Typography.Text>
                <Link to={`/work/gantt?projectId=${projectId}&boardId=${boardId}`} data-testid="board-gantt">
                  {t('mytasks:nav.gantt')}
                </Link>
                <Link to={`/work/statistical?projectId=${projectId}&boardId=${boardId}`} data-testid="board-stats">
                  {t('mytasks:nav.statistics')}
                </Link>
              </Space>
            </Space>
            <BoardFilterBar filter={filter} onChange={setFilter} />
            <BoardCanvas
              lanes={lanes}
              setLanes={setLanes}
              filter={filter}
              userId={me}
              abilities={{ canEdit: b.canEdit, canAdd: b.canAdd, canDelete: b.canDelete }}
              highlightTask={openTask}
              cardActions={cardActions}
              laneActions={laneActions}
              drag={drag}
              tail={b.canAdd && <AddLaneColumn onAdd={laneActions.add} />}
            />
          </>
        )}
      </PageState>
      <CreateTaskModal
        projectId={projectId}
        lanes={lanes.map((l) => ({ id: l.id, title: l.title }))}
        laneId={creating?.laneId ?? null}
        open={!!creating}
        onClose={() => setCreating(null)}
        onCreated={() => {
          setCreating(null);
          void refresh();
        }}
      />
      <TaskDetailModal projectId={projectId} taskId={openTask} onClose={closeTask} onChanged={() => void refresh()} />
      <MoveTaskModal
        projectId={projectId}
        task={moving}
        onClose={() => setMoving(null)}
        onMoved={() => {
          setMoving(null);
          void refresh();
        }}
      />
    </>
  );
}
