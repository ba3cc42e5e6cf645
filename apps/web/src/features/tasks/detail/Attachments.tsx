import { useRef, useState } from 'react';
import { App, Button, Popconfirm, Progress, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { formatDate, formatFileSize } from '@trestle/shared';
import { TASK_ATTACHMENT_MAX, type TaskAttachment, type TaskDetail } from '@trestle/shared/task-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { deleteAttachment, downloadAttachment, uploadAttachment } from './api';

interface Sending {
  key: string;
  name: string;
  fraction: number;
}

/** Attachments: upload (with progress, one file after another), list, download, delete after confirmation. */
export function Attachments(p: { projectId: string; task: TaskDetail; readOnly: boolean; onChanged(): Promise<void> }) {
  const { t } = useTranslation('taskdetail');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending[]>([]);
  const list = p.task.attachments;

  const upload = async (files: File[]) => {
    for (const file of files) {
      if (file.size > TASK_ATTACHMENT_MAX) {
        message.warning(t('tooLarge', { name: file.name, max: formatFileSize(TASK_ATTACHMENT_MAX) }));
        continue;
      }
      const key = `${file.name}-${Date.now()}-${Math.random()}`;
      setSending((s) => [...s, { key, name: file.name, fraction: 0 }]);
      try {
        await uploadAttachment(p.projectId, p.task.taskId, file, (fraction) => setSending((s) => s.map((x) => (x.key === key ? { ...x, fraction } : x))));
        message.success(t('uploaded', { name: file.name }));
        await p.onChanged();
      } catch (e) {
        message.error(`${file.name}: ${errorText(e)}`);
      } finally {
        setSending((s) => s.filter((x) => x.key !== key));
      }
    }
  };

  const remove = async (a: TaskAttachment) => {
    try {
      await deleteAttachment(p.projectId, a.id);
      message.success(t('deleted'));
      await p.onChanged();
    } catch (e) {
      message.error(errorText(e));
    }
  };

  return (
    <section className="task-section" data-testid="task-attachments">
      <div className="task-section-head">
        <Typography.Text strong>{t('attachments')}</Typography.Text>
        <span className="task-muted">{list.length}</span>
        {!p.readOnly && (
          <Button size="small" type="link" icon={<UploadOutlined />} onClick={() => input.current?.click()} data-testid="task-attachment-upload">
            {t('upload')}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          multiple
          hidden
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void upload(files);
          }}
          data-testid="task-attachment-input"
        />
      </div>
      {sending.map((s) => (
        <div key={s.key} className="task-attachment sending" data-testid="task-attachment-sending">
          <PaperClipOutlined />
          <Typography.Text ellipsis className="task-attachment-name">
            {s.name}
          </Typography.Text>
          <Progress percent={Math.round(s.fraction * 100)} size="small" className="task-attachment-progress" />
        </div>
      ))}
      {!list.length && !sending.length && <span className="task-muted">{t('noAttachments')}</span>}
      {list.map((a) => (
        <div key={a.id} className="task-attachment" data-testid="task-attachment" data-name={a.name}>
          <PaperClipOutlined />
          <Typography.Text ellipsis={{ tooltip: a.name }} className="task-attachment-name">
            {a.name}
          </Typography.Text>
          <span className="task-muted">
            {formatFileSize(a.size)} · {formatDate(new Date(a.createdAt))}
          </span>
          <Button
            type="text"
            size="small"
            icon={<DownloadOutlined />}
            aria-label={t('download')}
            title={t('download')}
            onClick={() => void downloadAttachment(p.projectId, a).catch((e) => message.error(errorText(e)))}
            data-testid="task-attachment-download"
          />
          {!p.readOnly && (
            <Popconfirm
              title={t('deleteAttachmentConfirm', { name: a.name })}
              okText={t('delete')}
              cancelText={t('cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(a)}
            >
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('delete')} data-testid="task-attachment-delete" />
            </Popconfirm>
          )}
        </div>
      ))}
    </section>
  );
}
