import { useState } from 'react';
import { Card, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bytesToGB } from '@trestle/shared';
import { enterpriseKeys, listEnterprises, type EnterpriseRow as Row } from './api';
import { PageState } from '../../shell/PageState';

/** /platform_management — every enterprise, for system managers. */
export function PlatformManagementPage() {
  const { t } = useTranslation('enterprise');
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: enterpriseKeys.list(page), queryFn: () => listEnterprises(page) });
  return (
    <Card>
      <Typography.Title level={4}>{t('platform')}</Typography.Title>
      <PageState loading={q.isLoading} error={q.error} empty={q.data?.list.length === 0} onRetry={() => q.refetch()}>
        <Table<Row>
          rowKey="id"
          dataSource={q.data?.list}
          pagination={{ current: page, pageSize: 10, total: q.data?.total ?? 0, onChange: setPage }}
          columns={[
            { title: t('nameCn'), dataIndex: 'co_name_cn' },
            { title: t('nameEn'), dataIndex: 'co_name_en' },
            { title: t('domain'), dataIndex: 'co_domain' },
            { title: t('members'), dataIndex: 'memberCount' },
            { title: t('projects'), dataIndex: 'projectCount' },
            { title: t('quota'), render: (_, r) => `${bytesToGB(r.storageSize)} GB` },
            { title: t('created'), render: (_, r) => r.createTime.slice(0, 10) },
          ]}
        />
      </PageState>
    </Card>
  );
}
