import { useState } from 'react';
import { Select, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { filesKey, listFiles } from '../api';
import { FileIcon } from '../fileKinds';
import { useDebounced } from '../../../shell/useDebounced';
import { isFolder } from '../types';

export interface PickedFile {
  value: string;
  label: string;
}

/** Files of the whole project found by name (get-project-file-list with where.name), several at once. */
export function FileSearchSelect(props: { projectId: string; exclude: string[]; value: PickedFile[]; onChange(v: PickedFile[]): void }) {
  const { t } = useTranslation('files');
  const [typed, setTyped] = useState('');
  const term = useDebounced(typed.trim());
  const found = useQuery({
    queryKey: filesKey(props.projectId, 'pick', term),
    queryFn: () => listFiles({ projectId: props.projectId, parentId: null, pageNum: 1, sort: 'name', sortValue: 'asc', where: { name: term } }),
    enabled: term !== '',
    staleTime: 10_000,
  });
  const skip = new Set(props.exclude);
  const files = (found.data?.projectFileList ?? []).filter((f) => !isFolder(f) && !skip.has(f._id));
  const waiting = typed.trim() !== term || found.isFetching;
  let empty: string;
  if (!typed.trim()) empty = t('related.typeToSearch');
  else if (found.error) empty = errorText(found.error);
  else empty = t('related.noneFound');
  return (
    <Select<PickedFile[]>
      mode="multiple"
      labelInValue
      value={props.value}
      onChange={(v) => props.onChange(v)}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed, autoClearSearchValue: false }}
      placeholder={t('related.search')}
      notFoundContent={waiting && typed.trim() ? <Spin size="small" /> : empty}
      options={files.map((f) => ({
        value: f._id,
        label: f.name,
        title: f.name,
      }))}
      optionRender={(o) => (
        <Space size={8}>
          <FileIcon type={String(files.find((f) => f._id === o.value)?.type ?? '')} />
          {o.label}
        </Space>
      )}
      style={{ width: '100%' }}
      maxTagCount="responsive"
      data-testid="related-search"
    />
  );
}
