import { useState } from 'react';
import { App, Button, Popconfirm, Typography } from 'antd';
import { LinkOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import type { LinkedAnnotation, TaskDetail } from '@trestle/shared/task-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { unlinkAnnotation } from './api';
import { AnnotationPicker } from './AnnotationPicker';
import { openAnnotation } from './viewerLink';

/** The annotations linked with the task: each opens its viewer; removable; "add" opens the picker. */
export function AnnotationLinks(p: { projectId: string; task: TaskDetail; readOnly: boolean; onChanged(): Promise<void> }) {
  const { t } = useTranslation('taskdetail');
  const { message } = App.useApp();
  const [picking, setPicking] = useState(false);
  const links = p.task.annotationsListVoList;

  const open = (a: LinkedAnnotation) => void openAnnotation(p.projectId, a, p.task.projectName).catch((e) => message.error(errorText(e)));
  const remove = async (a: LinkedAnnotation) => {
    try {
      const r = await unlinkAnnotation(p.projectId, p.task.taskId, a.id);
      message.success(r.msg || t('unlinked'));
      await p.onChanged();
    } catch (e) {
      message.error(errorText(e));
    }
  };

  return (
    <section className="task-section" data-testid="task-annotations">
      <div className="task-section-head">
        <Typography.Text strong>{t('annotations')}</Typography.Text>
        <span className="task-muted">{links.length}</span>
        {!p.readOnly && (
          <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid="task-annotation-add">
            {t('add')}
          </Button>
        )}
      </div>
      {!links.length && <span className="task-muted">{t('noAnnotations')}</span>}
      <div className="task-annotation-list">
        {links.map((a) => (
          <div key={a.id} className="task-annotation" data-testid="task-annotation" data-id={a.id}>
            <button type="button" className="task-annotation-open" onClick={() => open(a)} title={t('openInViewer')} data-testid="task-annotation-open">
              <span className="task-annotation-thumb">{a.img ? <img src={a.img} alt={a.name} /> : <PictureOutlined />}</span>
              <span className="task-annotation-text">
                <Typography.Text ellipsis={{ tooltip: a.name }}>{a.name}</Typography.Text>
                <Typography.Text type="secondary" ellipsis={{ tooltip: a.fileName }} className="task-annotation-file">
                  <LinkOutlined /> {a.fileName}
                </Typography.Text>
              </span>
            </button>
            {!p.readOnly && (
              <Popconfirm
                title={t('unlinkConfirm', { name: a.name })}
                okText={t('remove')}
                cancelText={t('cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(a)}
              >
                <Button type="text" size="small" danger data-testid="task-annotation-remove">
                  {t('remove')}
                </Button>
              </Popconfirm>
            )}
          </div>
        ))}
      </div>
      <AnnotationPicker projectId={p.projectId} taskId={p.task.taskId} open={picking} onClose={() => setPicking(false)} onLinked={p.onChanged} />
    </section>
  );
}
