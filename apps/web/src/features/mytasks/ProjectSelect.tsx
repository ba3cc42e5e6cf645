import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myTasksKeys, projectOptions } from './api';

/** A project of the caller; `allowAll` adds "All projects" (value ''). */
export function ProjectSelect({ value, onChange, allowAll = false }: { value: string; onChange: (id: string) => void; allowAll?: boolean }) {
  const { t } = useTranslation('mytasks');
  const q = useQuery({ queryKey: myTasksKeys.projects, queryFn: projectOptions, staleTime: 60_000 });
  const options = (q.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  return (
    <Select
      data-testid="project-select"
      showSearch
      optionFilterProp="label"
      loading={q.isLoading}
      status={q.isError ? 'error' : undefined}
      style={{ width: 240 }}
      placeholder={t('pickProject')}
      value={value || (allowAll ? '' : undefined)}
      onChange={onChange}
      options={allowAll ? [{ value: '', label: t('allProjects') }, ...options] : options}
      notFoundContent={q.isError ? t('loadFailed') : undefined}
      aria-label={t('project')}
    />
  );
}
