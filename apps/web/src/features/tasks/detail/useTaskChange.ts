import { useCallback } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { TaskOption } from '@trestle/shared/task-schemas';
import { errorText } from '../../../api/client';
import { taskKey, taskOption } from './api';

/**
 * Sends one task option and, on success, reloads the dialog's task and tells the caller (the
 * board refreshes). A failure shows the server's msg; the answer says whether it went through.
 */
export function useTaskChange(projectId: string, taskId: string, onChanged?: () => void) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const refresh = useCallback(async () => {
    await qc.invalidateQueries({ queryKey: taskKey(taskId) });
    onChanged?.();
  }, [qc, taskId, onChanged]);
  const change = useCallback(
    async (action: TaskOption, body: object = {}): Promise<boolean> => {
      try {
        await taskOption(projectId, taskId, action, body);
      } catch (e) {
        message.error(errorText(e));
        return false;
      }
      await refresh();
      return true;
    },
    [projectId, taskId, message, refresh],
  );
  return { change, refresh };
}
