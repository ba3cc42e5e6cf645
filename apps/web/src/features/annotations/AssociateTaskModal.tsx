import { useEffect, useState } from 'react';
import { App, Button, Empty, Input, Modal, Radio, Result, Select, Spin, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TASK_CREATE_TITLE_MAX } from '@trestle/shared/task-schemas';
import { ApiError, errorText } from '../../api/client';
import { boardChoicesQuery, boardKeys, getBoard } from '../tasks/api';
import { createLinkedTask, linkTask, type Annotation } from './api';
import { LINK_EXISTS } from './taskLinks';

/**
 * The associate-task modal (spec 3 §2): boards on the left, the chosen board's sections with
 * their tasks on the right; pick a task and confirm, or create one in a section, linked at once.
 */
export function AssociateTaskModal(p: { projectId: string; annotation: Annotation | null; onClose(): void; onLinked(): void }) {
  const { t } = useTranslation('annotations');
  const { message } = App.useApp();
  const open = !!p.annotation;
  const [boardId, setBoardId] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [title, setTitle] = useState('');
  const [laneId, setLaneId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const boards = useQuery({
    ...boardChoicesQuery(p.projectId),
    enabled: open,
    retry: false,
    gcTime: 0,
  });
  // Read fresh on every opening: the tasks (and which are linked) change between two uses.
  const board = useQuery({
    queryKey: boardKeys.forAnnotation(p.projectId, boardId, p.annotation?.id, p.annotation?.taskBordSwimVos.length),
    queryFn: () => getBoard(p.projectId, boardId!),
    enabled: open && !!boardId,
    retry: false,
    gcTime: 0,
  });

  // A fresh start each time it opens; the first board is chosen for the user.
  useEffect(() => {
    if (!open) return;
    setTaskId(null);
    setCreating(false);
    setTitle('');
  }, [open, p.annotation?.id]);
  useEffect(() => {
    if (open && !boardId && boards.data?.length) setBoardId(boards.data[0].boardId);
  }, [open, boardId, boards.data]);
  useEffect(() => setLaneId(board.data?.swimlanes[0]?.swimlanesId ?? null), [board.data]);

  const linkedIds = new Set((p.annotation?.taskBordSwimVos ?? []).map((l) => l.taskId));
  const done = (msg: string) => {
    message.success(msg || t('associate.done'));
    p.onLinked();
  };

  const confirm = async () => {
    if (!p.annotation) return;
    if (!taskId) {
      message.warning(t('associate.chooseTask'));
      return;
    }
    setBusy(true);
    try {
      done(await linkTask(p.projectId, p.annotation.id, taskId));
    } catch (e) {
      if (e instanceof ApiError && e.errorCode === LINK_EXISTS) message.warning(t('associate.exists'));
      else message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const create = async () => {
    if (!p.annotation || !laneId) return;
    if (!title.trim()) {
      message.warning(t('associate.titleRequired'));
      return;
    }
    setBusy(true);
    try {
      await createLinkedTask(p.projectId, laneId, title.trim(), p.annotation.id);
      done(t('associate.done'));
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const left = (() => {
    if (boards.isLoading)
      return (
        <div className="annotation-state">
          <Spin />
        </div>
      );
    if (boards.isError)
      return (
        <Result
          status="error"
          title={t('associate.boardsFailed')}
          subTitle={errorText(boards.error)}
          extra={
            <Button size="small" onClick={() => void boards.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      );
    if (!boards.data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('associate.noBoards')} data-testid="associate-no-boards" />;
    return boards.data.map((b) => (
      <div
        key={b.boardId}
        className={`associate-board${b.boardId === boardId ? ' active' : ''}`}
        role="button"
        tabIndex={0}
        onClick={() => {
          setBoardId(b.boardId);
          setTaskId(null);
          setCreating(false);
        }}
        onKeyDown={(e) => e.key === 'Enter' && setBoardId(b.boardId)}
        data-testid="associate-board"
        data-name={b.name}
      >
        <Typography.Text ellipsis={{ tooltip: b.name }}>{b.name}</Typography.Text>
        <Typography.Text type="secondary" className="associate-count">
          {b.taskCount}
        </Typography.Text>
      </div>
    ));
  })();

  const right = (() => {
    if (!boardId) return null;
    if (board.isLoading)
      return (
        <div className="annotation-state">
          <Spin />
        </div>
      );
    if (board.isError)
      return (
        <Result
          status="error"
          title={t('associate.boardFailed')}
          subTitle={errorText(board.error)}
          extra={
            <Button size="small" onClick={() => void board.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      );
    const lanes = board.data?.swimlanes ?? [];
    if (!lanes.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('associate.noLanes')} />;
    return (
      <Radio.Group value={taskId} onChange={(e) => setTaskId(e.target.value as string)} className="associate-lanes">
        {lanes.map((l) => (
          <div key={l.swimlanesId} className="associate-lane" data-testid="associate-lane" data-name={l.title}>
            <Typography.Text strong>{l.title}</Typography.Text>
            {!l.myTaskList.length && (
              <Typography.Text type="secondary" className="associate-empty">
                {t('associate.noTasks')}
              </Typography.Text>
            )}
            {l.myTaskList.map((task) => (
              <div key={task.taskId} data-testid="associate-task" data-title={task.title}>
                <Radio value={task.taskId} disabled={linkedIds.has(task.taskId)}>
                  {task.title}
                  {task.finished && (
                    <Tag color="green" className="associate-tag">
                      {t('associate.finished')}
                    </Tag>
                  )}
                  {linkedIds.has(task.taskId) && <Tag className="associate-tag">{t('associate.linkedAlready')}</Tag>}
                </Radio>
              </div>
            ))}
          </div>
        ))}
      </Radio.Group>
    );
  })();

  const canCreate = !!board.data?.canAdd && !!board.data.swimlanes.length;
  return (
    <Modal
      open={open}
      title={t('associate.title', { name: p.annotation?.name ?? '' })}
      onCancel={p.onClose}
      width={760}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={p.onClose}>
          {t('associate.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={busy && !creating} onClick={() => void confirm()} data-testid="associate-ok">
          {t('associate.confirm')}
        </Button>,
      ]}
      data-testid="associate-modal"
    >
      <div className="associate-body">
        <div className="associate-boards" data-testid="associate-boards">
          {left}
        </div>
        <div className="associate-right">
          {canCreate && !creating && (
            <Button icon={<PlusOutlined />} size="small" onClick={() => setCreating(true)} data-testid="associate-create">
              {t('associate.create')}
            </Button>
          )}
          {creating && (
            <div className="associate-create" data-testid="associate-create-form">
              <Select
                size="small"
                value={laneId}
                onChange={setLaneId}
                options={(board.data?.swimlanes ?? []).map((l) => ({ value: l.swimlanesId, label: l.title }))}
                aria-label={t('associate.section')}
                className="associate-lane-select"
              />
              <Input
                size="small"
                autoFocus
                value={title}
                maxLength={TASK_CREATE_TITLE_MAX}
                onChange={(e) => setTitle(e.target.value)}
                onPressEnter={() => void create()}
                placeholder={t('associate.taskTitle')}
                data-testid="associate-create-title"
              />
              <Button size="small" type="primary" loading={busy} onClick={() => void create()} data-testid="associate-create-ok">
                {t('associate.createOk')}
              </Button>
              <Button size="small" onClick={() => setCreating(false)}>
                {t('associate.cancel')}
              </Button>
            </div>
          )}
          <div className="associate-tasks">{right}</div>
        </div>
      </div>
    </Modal>
  );
}
