import { useState } from 'react';
import { Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { useDebounced } from '../../../shell/useDebounced';
import { searchProjectFiles } from '../../files/api';
import { listAnnotations } from '../../annotations/api';
import { issueKeys } from '../api';

export interface Reference {
  fileId: string | null;
  annotationId: string | null;
}
/**
 * The drawing/model reference of an issue: a project file, then optionally one of its
 * annotations (like the task's annotation picker). `known` names the current choice while
 * the searches have not loaded it.
 */
export function ReferencePicker(p: {
  projectId: string;
  value?: Reference;
  onChange?(v: Reference): void;
  known?: { file: { id: string; name: string } | null; annotation: { id: string; name: string } | null };
}) {
  const { t } = useTranslation('issues');
  const v = p.value ?? { fileId: null, annotationId: null };
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const files = useQuery({ queryKey: issueKeys.pickFiles(p.projectId, search), queryFn: () => searchProjectFiles(p.projectId, search) });
  const notes = useQuery({
    queryKey: issueKeys.pickAnnotations(p.projectId, v.fileId),
    queryFn: () => listAnnotations({ projectId: p.projectId, projectFileId: v.fileId! }, { silent: true }),
    enabled: !!v.fileId,
  });
  const fileOptions = (files.data ?? []).map((f) => ({ value: f._id, label: f.name }));
  if (v.fileId && p.known?.file?.id === v.fileId && !fileOptions.some((o) => o.value === v.fileId))
    fileOptions.unshift({ value: v.fileId, label: p.known.file.name });
  const noteOptions = (notes.data ?? []).map((a) => ({ value: a.id, label: a.name }));
  if (v.annotationId && p.known?.annotation?.id === v.annotationId && !noteOptions.some((o) => o.value === v.annotationId))
    noteOptions.unshift({ value: v.annotationId, label: p.known.annotation.name });
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        allowClear
        showSearch={{ filterOption: false, onSearch: setText }}
        value={v.fileId}
        placeholder={t('form.pickFile')}
        loading={files.isFetching}
        status={files.isError ? 'error' : undefined}
        notFoundContent={files.isError ? errorText(files.error) : t('form.noFiles')}
        onChange={(fileId) => {
          p.onChange?.({ fileId: fileId ?? null, annotationId: null });
          setText('');
        }}
        options={fileOptions}
        style={{ width: '60%' }}
        data-testid="issue-form-file"
      />
      <Select
        allowClear
        value={v.annotationId}
        disabled={!v.fileId}
        placeholder={t('form.pickAnnotation')}
        loading={notes.isFetching}
        notFoundContent={notes.isError ? errorText(notes.error) : t('form.noAnnotations')}
        onChange={(annotationId) => p.onChange?.({ ...v, annotationId: annotationId ?? null })}
        options={noteOptions}
        style={{ width: '40%' }}
        data-testid="issue-form-annotation"
      />
    </Space.Compact>
  );
}
