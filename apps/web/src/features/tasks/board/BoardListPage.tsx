import { useState } from 'react';
import { App, Button, Col, Row, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { BoardSummary } from '@trestle/shared/task-schemas';
import { errorText } from '../../../api/client';
import { Breadcrumbs } from '../../../shell/Breadcrumbs';
import { PageState } from '../../../shell/PageState';
import { boardKeys, boardsQuery, deleteBoard } from '../api';
import { BoardFormModal } from './BoardFormModal';
import { BoardTile } from './BoardTile';
import { boardPath } from './boardLinks';
import { useProjectName } from './useProjectName';

/** /worktask/work/index?projectId&projectName — the task boards of a project (spec 3 §2). */
export function BoardListPage() {
  const { t } = useTranslation('tasks');
  const { message, modal } = App.useApp();
  const [params] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const projectName = useProjectName(projectId, params.get('projectName'));
  const navigate = useNavigate();
  const qc = useQueryClient();
  const boards = useQuery({ ...boardsQuery(projectId), enabled: !!projectId });
  const [form, setForm] = useState<{ board: BoardSummary | null } | null>(null);

  const refresh = () => qc.invalidateQueries({ queryKey: boardKeys.list(projectId) });
  const confirmDelete = (b: BoardSummary) =>
    modal.confirm({
      title: t('board.deleteTitle'),
      content: t('board.deleteConfirm', { name: b.name, count: b.taskCount }),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      onOk: async () => {
        try {
          await deleteBoard(projectId, b.boardId);
          message.success(t('board.deleted'));
          await refresh();
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });

  const list = boards.data?.list ?? [];
  return (
    <>
      <Breadcrumbs
        items={[{ title: t('projects:listTitle'), to: '/project_list' }, { title: projectName, to: `/project_index/${projectId}` }, { title: t('title') }]}
      />
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="boards-title">
          {t('boards')}
        </Typography.Title>
        {boards.data?.canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ board: null })} data-testid="board-create">
            {t('board.create')}
          </Button>
        )}
      </Space>
      <PageState
        loading={boards.isLoading}
        error={boards.error}
        empty={!projectId || list.length === 0}
        emptyText={t('board.empty')}
        onRetry={() => boards.refetch()}
      >
        <Row gutter={[16, 16]} data-testid="board-list">
          {list.map((b) => (
            <Col key={b.boardId} xs={24} sm={12} lg={8} xl={6}>
              <BoardTile
                board={b}
                onOpen={() => navigate(boardPath({ projectId, projectName, boardId: b.boardId }))}
                onRename={boards.data?.canEdit ? () => setForm({ board: b }) : undefined}
                onDelete={boards.data?.canDelete ? () => confirmDelete(b) : undefined}
              />
            </Col>
          ))}
        </Row>
      </PageState>
      <BoardFormModal
        projectId={projectId}
        board={form?.board ?? null}
        open={!!form}
        onClose={() => setForm(null)}
        onSaved={() => {
          setForm(null);
          void refresh();
        }}
      />
    </>
  );
}
