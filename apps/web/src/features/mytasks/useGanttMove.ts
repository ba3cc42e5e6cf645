import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoardDetail, TaskCard } from '@trestle/shared/task-schemas';
import { errorText } from '../../api/client';
import { myTasksKeys, setTaskDate } from './api';
import { changeSteps, type Span } from './gantt';
import { boardKeys } from '../tasks/api';

/** Replaces one task's dates in the cached board (the bar stays where it was dropped). */
function patchBoard(board: BoardDetail, taskId: string, span: Span): BoardDetail {
  return {
    ...board,
    swimlanes: board.swimlanes.map((l) => ({ ...l, myTaskList: l.myTaskList.map((t) => (t.taskId === taskId ? { ...t, ...span } : t)) })),
  };
}

/**
 * A dropped bar: shown at once in its new place, then saved one date at a time. When the
 * server refuses a step, the steps already saved are put back, the bar returns and the
 * server's msg is shown.
 */
export function useGanttMove(projectId: string, boardId: string) {
  const { t } = useTranslation('mytasks');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const key = boardKeys.detail(projectId, boardId);
  return useMutation({
    mutationFn: async ({ task, before, after }: { task: TaskCard; before: Span; after: Span }) => {
      const done: { which: 'startDate' | 'deadline'; value: string }[] = [];
      try {
        for (const step of changeSteps(before, after)) {
          await setTaskDate(task, step.which, step.value);
          done.push(step);
        }
      } catch (e) {
        for (const step of done.reverse()) await setTaskDate(task, step.which, before[step.which]).catch(() => undefined);
        throw e;
      }
    },
    onMutate: async ({ task, after }) => {
      await qc.cancelQueries({ queryKey: key });
      const old = qc.getQueryData<BoardDetail>(key);
      if (old) qc.setQueryData<BoardDetail>(key, patchBoard(old, task.taskId, after));
      return { old };
    },
    // Braces: message.success returns a thenable that would hold the mutation pending until the
    // message closes (and the bar disabled with it).
    onSuccess: () => {
      message.success(t('gantt.saved'));
    },
    onError: (e, _v, ctx) => {
      if (ctx?.old) qc.setQueryData(key, ctx.old);
      message.error(errorText(e));
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: key });
      void qc.invalidateQueries({ queryKey: myTasksKeys.all });
    },
  });
}
