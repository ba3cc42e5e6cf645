import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { useDebounced } from '../../shell/useDebounced';
import { searchProjectFiles } from '../files/api';
import { FileIcon } from '../files/fileKinds';
import { approvalKeys } from './api';

export interface PickedFile {
  value: string;
  label: string;
}
/** Several project files for an approval; the chosen ones keep their names while searching on. */
export function DocumentPicker(p: { projectId: string; value?: PickedFile[]; onChange?(v: PickedFile[]): void }) {
  const { t } = useTranslation('approvals');
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const q = useQuery({
    queryKey: approvalKeys.pickFiles(p.projectId, search),
    queryFn: () => searchProjectFiles(p.projectId, search),
    enabled: !!p.projectId,
    retry: false,
  });
  const options = (q.data ?? []).map((f) => ({ value: f._id, label: f.name, type: f.type }));
  return (
    <Select
      mode="multiple"
      labelInValue
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      value={p.value ?? []}
      onChange={(v: PickedFile[]) => {
        p.onChange?.(v.map(({ value, label }) => ({ value, label: String(label) })));
        setText('');
      }}
      options={options}
      optionRender={(o) => (
        <span>
          <FileIcon type={String(o.data.type ?? '')} /> {o.label}
        </span>
      )}
      loading={q.isFetching}
      disabled={!p.projectId}
      status={q.isError ? 'error' : undefined}
      notFoundContent={q.isError ? errorText(q.error) : t('form.noFiles')}
      placeholder={t('form.pickFiles')}
      data-testid="approval-form-documents"
    />
  );
}
