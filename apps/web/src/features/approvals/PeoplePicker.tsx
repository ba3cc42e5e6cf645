import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { approvalKeys, approvalPeople } from './api';

/**
 * Project members to name as approvers or cc (POST /approval/people); `exclude` leaves out
 * people who cannot be chosen here (the caller as approver, the approvers as cc). Two people of
 * one name show their login name too.
 */
export function PeoplePicker(p: { projectId: string; value?: string[]; onChange?(ids: string[]): void; exclude: string[]; testId: string }) {
  const { t } = useTranslation('approvals');
  const q = useQuery({ queryKey: approvalKeys.people(p.projectId), queryFn: () => approvalPeople(p.projectId), enabled: !!p.projectId, retry: false });
  const people = q.data ?? [];
  const twice = new Set(people.filter((u, i) => people.findIndex((o) => o.name === u.name) !== i).map((u) => u.name));
  const options = people
    .filter((u) => !p.exclude.includes(u.id))
    .map((u) => ({ value: u.id, label: twice.has(u.name) ? `${u.name} (${u.loginName})` : u.name }));
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={p.value ?? []}
      onChange={(ids: string[]) => p.onChange?.(ids)}
      options={options}
      loading={q.isLoading}
      disabled={!p.projectId}
      status={q.isError ? 'error' : undefined}
      notFoundContent={q.isError ? errorText(q.error) || t('form.peopleFailed') : undefined}
      placeholder={t('form.pickPeople')}
      data-testid={p.testId}
    />
  );
}
