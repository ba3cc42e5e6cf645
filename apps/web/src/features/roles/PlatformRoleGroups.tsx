import { useState } from 'react';
import { Input, Select, Space, Table, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { platformRoleRow } from '@trestle/shared/role-responses';
import { PageState } from '../../shell/PageState';
import { platformRoleGroups, platformRoles, roleKeys, type PlatformRoleQuery } from './api';
import { useRoleName } from './useRoleName';

type Row = z.infer<typeof platformRoleRow>;

/**
 * One enterprise's role groups for the system manager (read-only: the platform calls only read):
 * the enterprise's roles and each project's, filtered by group and name, paged.
 */
export function PlatformRoleGroups({ enterpriseId }: { enterpriseId: string }) {
  const { t } = useTranslation('roles');
  const roleName = useRoleName();
  const [query, setQuery] = useState<PlatformRoleQuery>({ enterpriseId, groupId: null, name: null, pageNum: 1, pageSize: 10 });
  const [search, setSearch] = useState('');
  const groups = useQuery({ queryKey: roleKeys.platformGroups(enterpriseId), queryFn: () => platformRoleGroups(enterpriseId) });
  const list = useQuery({ queryKey: roleKeys.platformList(query), queryFn: () => platformRoles(query), placeholderData: keepPreviousData });
  const filtered = !!(query.groupId || query.name);
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          value={query.groupId ?? ''}
          onChange={(g) => setQuery({ ...query, groupId: g || null, pageNum: 1 })}
          loading={groups.isLoading}
          style={{ width: 280 }}
          options={[
            { value: '', label: t('platform.allGroups') },
            ...(groups.data ?? []).map((g) => ({
              value: g.groupId,
              label: `${g.projectId ? g.groupName : t('platform.enterpriseGroup')} · ${t('platform.roles', { count: g.roles.length })}`,
            })),
          ]}
          data-testid="platform-role-group"
        />
        <Input.Search
          allowClear
          placeholder={t('platform.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(name) => setQuery({ ...query, name: name.trim() || null, pageNum: 1 })}
          style={{ width: 240 }}
          data-testid="platform-role-search"
        />
      </Space>
      <PageState loading={list.isLoading} error={list.error ?? groups.error} onRetry={() => void list.refetch()}>
        <Table<Row>
          rowKey="id"
          size="middle"
          data-testid="platform-roles-table"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: filtered ? t('platform.empty') : t('empty') }}
          columns={[
            {
              title: t('platform.role'),
              key: 'name',
              render: (_, r) => (
                <Space>
                  <span data-testid="platform-role-name">{roleName(r)}</span>
                  {r.builtIn && <Tag>{t('builtInTag')}</Tag>}
                </Space>
              ),
            },
            { title: t('platform.group'), key: 'group', render: (_, r) => (r.projectId ? r.groupName : t('platform.enterpriseGroup')) },
            { title: t('level'), dataIndex: 'defaultLevel', key: 'level', width: 90 },
            { title: t('holders'), dataIndex: 'holders', key: 'holders', width: 100 },
            { title: t('remark'), dataIndex: 'remark', key: 'remark', render: (v: string | null) => v ?? '' },
          ]}
          pagination={{
            current: query.pageNum,
            pageSize: query.pageSize,
            total: list.data?.total ?? 0,
            showTotal: (total) => t('platform.total', { count: total }),
            onChange: (pageNum, pageSize) => setQuery({ ...query, pageNum, pageSize }),
          }}
        />
      </PageState>
    </>
  );
}
