import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TASK_STATUS_FINISHED, type TaskCard, type TaskSearchResult } from '@trestle/shared/task-schemas';
import { errorText } from '../../api/client';
import { myTasksKeys, setFinished } from './api';
import { boardKeys } from '../tasks/api';

/**
 * The finished checkbox of every task list: ticks at once, sends the toggle, then reloads every
 * task list (my tasks, the drawer, boards, reports) since a finished task may leave a filtered
 * list (To do holds unfinished tasks only). A refusal shows the server's msg; the reload puts
 * the box back.
 */
export function useToggleFinished() {
  const { t } = useTranslation('mytasks');
  const { message } = App.useApp();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ task, finished }: { task: TaskCard; finished: boolean }) => setFinished(task, finished),
    onMutate: async ({ task, finished }) => {
      await qc.cancelQueries({ queryKey: myTasksKeys.all });
      qc.setQueriesData<TaskSearchResult>(
        { queryKey: myTasksKeys.all },
        (old) =>
          old && { ...old, tasks: old.tasks.map((x) => (x.taskId === task.taskId ? { ...x, finished, taskStatus: finished ? TASK_STATUS_FINISHED : 0 } : x)) },
      );
    },
    onSuccess: (_d, v) => {
      message.success(t(v.finished ? 'finishedOk' : 'reopenedOk'));
    },
    onError: (e) => {
      message.error(errorText(e));
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: myTasksKeys.all });
      void qc.invalidateQueries({ queryKey: boardKeys.details });
      void qc.invalidateQueries({ queryKey: myTasksKeys.reports });
    },
  });
}
