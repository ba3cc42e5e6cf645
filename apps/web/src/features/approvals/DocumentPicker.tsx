import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../api/client';
import { FileIcon } from '../files/fileKinds';

export interface PickedFile { value: string; label: string }
interface FileChoice { _id: string; name: string; type: string }

/**
 * Files of the project by name; with nothing typed, the most recently changed files of the
 * whole project (any filter makes the file list search every folder).
 */
async function searchFiles(projectId: string, name: string): Promise<FileChoice[]> {
  const where = name ? { name } : { updateTime: ['1970-01-01 00:00:00', '9999-12-31 23:59:59'] };
  const r = await post<{ projectFileList?: FileChoice[]; list?: FileChoice[] }>('/protected/get-project-file-list', { projectId, pageNum: 1, pageSize: 50, sort: 'updateTime', sortValue: 'desc', where });
  return (r.projectFileList ?? r.list ?? []).filter((f) => f.type !== 'folder');
}

/** Several project files for an approval; the chosen ones keep their names while searching on. */
export function DocumentPicker(p: { projectId: string; value?: PickedFile[]; onChange?(v: PickedFile[]): void }) {
  const { t } = useTranslation('approvals');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const h = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(h);
  }, [text]);
  const q = useQuery({ queryKey: ['approval-pick-files', p.projectId, search], queryFn: () => searchFiles(p.projectId, search), enabled: !!p.projectId, retry: false });
  const options = (q.data ?? []).map((f) => ({ value: f._id, label: f.name, type: f.type }));
  return (
    <Select
      mode="multiple"
      labelInValue
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      value={p.value ?? []}
      onChange={(v: PickedFile[]) => { p.onChange?.(v.map(({ value, label }) => ({ value, label: String(label) }))); setText(''); }}
      options={options}
      optionRender={(o) => <span><FileIcon type={String(o.data.type ?? '')} /> {o.label}</span>}
      loading={q.isFetching}
      disabled={!p.projectId}
      status={q.isError ? 'error' : undefined}
      notFoundContent={q.isError ? errorText(q.error) : t('form.noFiles')}
      placeholder={t('form.pickFiles')}
      data-testid="approval-form-documents"
    />
  );
}
