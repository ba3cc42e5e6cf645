import type { ReactNode } from 'react';
import { Card, Col, Empty, Row, Typography } from 'antd';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../shell/PageState';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { StaffGate } from '../staff/StaffGate';
import type { EnterpriseAbility } from '../enterprise/useEnterpriseAbility';
import { echarts } from './echarts';
import { managementData, managementKeys } from './api';
import { hasFigures, staffOption, statusOption, storageOption, weeklyOption } from './charts';

/** get-management-data's grant: enterprise managers and holders of enterprise:statistics. */
export const mayReadFigures = (may: EnterpriseAbility) => may.can('enterprise', 'statistics');

/** /management_data — the enterprise at a glance (spec 3 §2; issue 19 item 8), drawn with ECharts. */
export function ManagementDataPage() {
  return (
    <StaffGate allow={mayReadFigures}>
      <ManagementData />
    </StaffGate>
  );
}

function ManagementData() {
  const { t } = useTranslation('management');
  const q = useQuery({ queryKey: managementKeys.figures(), queryFn: managementData });
  const d = q.data;
  const tr = (key: string) => t(key);
  return (
    <>
      <Breadcrumbs items={[{ title: t('enterprise:title'), to: '/enterpriseManagement' }, { title: t('title') }]} />
      <PageState loading={q.isLoading} error={q.error} empty={!!d && !hasFigures(d)} emptyText={t('empty')} onRetry={() => q.refetch()}>
        {d && (
          <Row gutter={[16, 16]} data-testid="management-data">
            <Col xs={24} lg={12}>
              <ChartCard title={t('projectsByStatus')} testId="chart-status" empty={d.projectsByStatus.length === 0} emptyText={t('noProjects')}>
                <ReactEChartsCore echarts={echarts} option={statusOption(d, tr)} notMerge style={{ height: 300 }} opts={{ renderer: 'canvas' }} />
              </ChartCard>
            </Col>
            <Col xs={24} lg={12}>
              <ChartCard
                title={t('staff')}
                testId="chart-staff"
                empty={false}
                extra={<Typography.Text data-testid="staff-total">{t('people', { count: d.staff.total })}</Typography.Text>}
              >
                <ReactEChartsCore echarts={echarts} option={staffOption(d, tr)} notMerge style={{ height: 300 }} opts={{ renderer: 'canvas' }} />
              </ChartCard>
            </Col>
            <Col xs={24} lg={12}>
              <ChartCard title={t('storage')} testId="chart-storage" empty={d.storageByProject.length === 0} emptyText={t('noProjects')}>
                <ReactEChartsCore echarts={echarts} option={storageOption(d)} notMerge style={{ height: 300 }} opts={{ renderer: 'canvas' }} />
              </ChartCard>
            </Col>
            <Col xs={24} lg={12}>
              <ChartCard title={t('weekly')} testId="chart-weekly" empty={d.uploadsPerWeek.length === 0}>
                <ReactEChartsCore echarts={echarts} option={weeklyOption(d, tr)} notMerge style={{ height: 300 }} opts={{ renderer: 'canvas' }} />
              </ChartCard>
            </Col>
          </Row>
        )}
      </PageState>
    </>
  );
}

function ChartCard(props: { title: string; testId: string; empty: boolean; emptyText?: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={props.title} extra={props.extra} data-testid={props.testId}>
      {props.empty ? <Empty description={props.emptyText} style={{ height: 268, paddingTop: 64 }} /> : props.children}
    </Card>
  );
}
