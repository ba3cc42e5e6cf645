import { Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { boardChoicesQuery } from '../tasks/api';
import { ProjectSelect } from './ProjectSelect';

/** Project and board of the gantt and statistics pages, kept in the address (projectId, boardId). */
export function BoardPicker() {
  const { t } = useTranslation('mytasks');
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const boardId = params.get('boardId') ?? '';
  const boards = useQuery({ ...boardChoicesQuery(projectId), enabled: !!projectId });
  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  return (
    <Space wrap>
      <ProjectSelect value={projectId} onChange={(id) => set({ projectId: id, boardId: '' })} />
      <Select
        data-testid="board-select"
        style={{ width: 220 }}
        disabled={!projectId}
        loading={boards.isLoading}
        status={boards.isError ? 'error' : undefined}
        placeholder={t('pickBoard')}
        value={boardId || undefined}
        onChange={(id: string) => set({ boardId: id })}
        options={(boards.data ?? []).map((b) => ({ value: b.boardId ?? b.id, label: b.name }))}
        notFoundContent={boards.isError ? t('loadFailed') : t('noBoards')}
        aria-label={t('board')}
      />
    </Space>
  );
}
