import { useState } from 'react';
import { Button, Card, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { bytesToGB } from '@trestle/shared';
import { enterpriseKeys, listEnterprises, type EnterpriseRow as Row } from './api';
import { PageState } from '../../shell/PageState';
import { PlatformRoleGroups } from '../roles/PlatformRoleGroups';

/**
 * /platform_management — every enterprise, for system managers, and the role groups of the one
 * chosen (?enterpriseId=…, as the settings menu opens it; else the first of the list).
 */
export function PlatformManagementPage() {
  const { t } = useTranslation('enterprise');
  const [page, setPage] = useState(1);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = useQuery({ queryKey: enterpriseKeys.list(page), queryFn: () => listEnterprises(page) });
  const chosenId = params.get('enterpriseId') || q.data?.list[0]?.id;
  const chosen = q.data?.list.find((e) => e.id === chosenId);
  const label = (e: Row) => e.co_name_en || e.co_name_cn;
  return (
    <>
      <Card>
        <div className="page-toolbar">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('platform')}
          </Typography.Title>
          <Button onClick={() => navigate('/appStore')} data-testid="open-app-store">
            {t('appstore:websitesTitle')}
          </Button>
        </div>
        <PageState loading={q.isLoading} error={q.error} empty={q.data?.list.length === 0} onRetry={() => q.refetch()}>
          <Table<Row>
            rowKey="id"
            dataSource={q.data?.list}
            pagination={{ current: page, pageSize: 10, total: q.data?.total ?? 0, onChange: setPage }}
            rowClassName={(r) => (r.id === chosenId ? 'ant-table-row-selected' : '')}
            columns={[
              { title: t('nameCn'), dataIndex: 'co_name_cn' },
              { title: t('nameEn'), dataIndex: 'co_name_en' },
              { title: t('domain'), dataIndex: 'co_domain' },
              { title: t('members'), dataIndex: 'memberCount' },
              { title: t('projects'), dataIndex: 'projectCount' },
              { title: t('quota'), render: (_, r) => `${bytesToGB(r.storageSize)} GB` },
              { title: t('created'), render: (_, r) => r.createTime.slice(0, 10) },
              {
                title: '',
                render: (_, r) => (
                  <Button size="small" type="link" onClick={() => setParams({ enterpriseId: r.id }, { replace: true })} data-testid="platform-roles-open">
                    {t('roles:platform.title')}
                  </Button>
                ),
              },
            ]}
          />
        </PageState>
      </Card>
      {chosenId && (
        <Card
          style={{ marginTop: 16 }}
          title={<span data-testid="platform-roles-title">{`${t('roles:platform.title')}${chosen ? ` · ${label(chosen)}` : ''}`}</span>}
        >
          <PlatformRoleGroups key={chosenId} enterpriseId={chosenId} />
        </Card>
      )}
    </>
  );
}
