import { useState } from 'react';
import { App, Empty, Modal, Radio, Select, Spin, Typography } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { LINK_EXISTS_CODE } from '@trestle/shared/task-schemas';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../api/client';
import { fileAnnotations, linkAnnotation, projectFiles, taskPickKeys } from './api';

/**
 * The annotation picker (spec 3 §2): a project file, then one of its annotations. OK stays
 * disabled until an annotation is chosen; closing resets both choices. An existing link answers
 * errorCode 800, shown as "already exists" (spec 3 §8).
 */
export function AnnotationPicker(p: { projectId: string; taskId: string; open: boolean; onClose(): void; onLinked(): Promise<void> }) {
  const { t } = useTranslation('taskdetail');
  const { message } = App.useApp();
  const [fileId, setFileId] = useState<string | null>(null);
  const [annotationId, setAnnotationId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const files = useQuery({ queryKey: taskPickKeys.files(p.projectId), queryFn: () => projectFiles(p.projectId), enabled: p.open });
  const notes = useQuery({
    queryKey: taskPickKeys.annotations(p.projectId, fileId, p.taskId),
    queryFn: () => fileAnnotations(p.projectId, fileId!, p.taskId),
    enabled: p.open && !!fileId,
  });

  const save = async () => {
    if (!annotationId) return;
    setSaving(true);
    try {
      const r = await linkAnnotation(p.projectId, p.taskId, annotationId);
      message.success(r.msg || t('saveSuccess'));
      await p.onLinked();
      p.onClose();
    } catch (e) {
      if (e instanceof ApiError && e.errorCode === LINK_EXISTS_CODE) message.warning(t('linkExists'));
      else message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const list = (() => {
    if (!fileId) return <Typography.Text type="secondary">{t('pickFileFirst')}</Typography.Text>;
    if (notes.isLoading)
      return (
        <div className="task-picker-state">
          <Spin />
        </div>
      );
    if (notes.isError) return <Typography.Text type="danger">{errorText(notes.error)}</Typography.Text>;
    if (!notes.data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noFileAnnotations')} />;
    return (
      <Radio.Group value={annotationId} onChange={(e) => setAnnotationId(e.target.value as string)} className="task-pick-annotations">
        {notes.data.map((a) => (
          <Radio key={a.id} value={a.id} disabled={a.linked} className="task-pick-annotation" data-testid="pick-annotation" data-name={a.name}>
            <span className="task-annotation-thumb">{a.img ? <img src={a.img} alt={a.name} /> : <PictureOutlined />}</span>
            <span>{a.name}</span>
            {a.linked && <Typography.Text type="secondary"> · {t('alreadyLinked')}</Typography.Text>}
          </Radio>
        ))}
      </Radio.Group>
    );
  })();

  return (
    <Modal
      open={p.open}
      title={t('pickAnnotation')}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !annotationId, loading: saving, 'data-testid': 'pick-annotation-ok' }}
      onOk={() => void save()}
      onCancel={p.onClose}
      afterClose={() => {
        setFileId(null);
        setAnnotationId(null);
      }}
      destroyOnHidden
      width={560}
    >
      <div className="task-pick" data-testid="annotation-picker">
        <Select
          showSearch
          optionFilterProp="label"
          value={fileId}
          placeholder={t('pickFile')}
          loading={files.isLoading}
          status={files.isError ? 'error' : undefined}
          notFoundContent={files.isError ? errorText(files.error) : t('noAnnotatedFiles')}
          onChange={(v) => {
            setFileId(v);
            setAnnotationId(null);
          }}
          options={(files.data ?? []).map((f) => ({ value: f.projectFileId, label: f.fileName }))}
          style={{ width: '100%' }}
          data-testid="pick-file"
        />
        <div className="task-pick-list">{list}</div>
      </div>
    </Modal>
  );
}
