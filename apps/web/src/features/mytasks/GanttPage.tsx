import { useState } from 'react';
import { Card, Empty, Segmented, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageState } from '../../shell/PageState';
import { boardKeys, getBoard } from '../tasks/api';
import { BoardPicker } from './BoardPicker';
import { GanttChart, hasDates, UndatedTasks } from './GanttChart';
import type { Scale } from './gantt';
import { useGanttMove } from './useGanttMove';
import { WorkNav } from './WorkNav';
import './mytasks.css';

/** /work/gantt?projectId&boardId — a board's tasks on a timeline (spec 3 §2 Work tasks). */
export function GanttPage() {
  const { t } = useTranslation('mytasks');
  const [params] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const boardId = params.get('boardId') ?? '';
  const [scale, setScale] = useState<Scale>('week');
  const board = useQuery({ queryKey: boardKeys.detail(projectId, boardId), queryFn: () => getBoard(projectId, boardId), enabled: !!projectId && !!boardId });
  const move = useGanttMove(projectId, boardId);
  const all = board.data?.swimlanes.flatMap((l) => l.myTaskList) ?? [];
  const projectName = params.get('projectName') ?? all[0]?.projectName ?? '';
  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <div className="page-toolbar">
        <Space size={12} align="center" wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="gantt-title">
            {t('gantt.title')}
          </Typography.Title>
          <WorkNav />
        </Space>
        <Space wrap>
          <BoardPicker />
          <Segmented
            value={scale}
            onChange={(v) => setScale(v)}
            options={(['week', 'month'] as const).map((s) => ({ value: s, label: <span data-testid={`gantt-scale-${s}`}>{t(`gantt.${s}`)}</span> }))}
          />
        </Space>
      </div>
      {!projectId || !boardId ? (
        <Empty description={t('pickBoardHint')} data-testid="gantt-pick" style={{ margin: '48px auto' }} />
      ) : (
        <PageState loading={board.isLoading} error={board.error} empty={all.length === 0} emptyText={t('gantt.empty')} onRetry={() => board.refetch()}>
          {board.data && (
            <>
              {all.some(hasDates) ? (
                <GanttChart
                  board={board.data}
                  projectName={projectName}
                  scale={scale}
                  busyTaskId={move.isPending ? (move.variables?.task.taskId ?? null) : null}
                  onDrop={(task, after) => move.mutate({ task, before: { startDate: task.startDate, deadline: task.deadline }, after })}
                />
              ) : (
                <Empty description={t('gantt.noneDated')} />
              )}
              <UndatedTasks board={board.data} projectName={projectName} />
            </>
          )}
        </PageState>
      )}
    </Card>
  );
}
