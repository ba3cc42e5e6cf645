import { useState } from 'react';
import { Button, Card, Descriptions, Result, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { PageState } from '../../shell/PageState';
import { useRoleName } from '../roles/useRoleName';
import { staffKeys } from './api';
import { StaffDialog, type StaffAction } from './StaffDialog';
import { StaffStateTag } from './StaffTable';
import { useStaffApi } from './useStaffApi';
import { useOrgsAndRoles, useRefreshStaff } from './useStaffScreens';
import { StaffGate } from './StaffGate';
import { useStateChange } from './useStateChange';

/** /stuffManagementDetail?userId=… — one staff member with the edit and state actions. */
export function StaffDetailPage() {
  return (
    <StaffGate>
      <StaffDetail />
    </StaffGate>
  );
}

function StaffDetail() {
  const { t } = useTranslation('staff');
  const roleName = useRoleName();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const api = useStaffApi();
  const member = useQuery({ queryKey: staffKeys.member(userId), queryFn: () => api.member(userId), enabled: !!userId });
  const { orgs, roles } = useOrgsAndRoles(!!userId);
  const [action, setAction] = useState<StaffAction | null>(null);
  const refresh = useRefreshStaff();
  const changeState = useStateChange(refresh);
  const back = (
    <Link to="/stuffManagement" aria-label={t('back')} data-testid="staff-detail-back">
      <ArrowLeftOutlined /> {t('title')}
    </Link>
  );
  if (!userId) return <Result status="warning" title={t('detail.noUser')} extra={back} />;
  const s = member.data;
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <>
      <Breadcrumbs items={[{ title: t('title'), to: '/stuffManagement' }, { title: s?.name ?? t('detail.title') }]} />
      <PageState loading={member.isLoading} error={member.error} onRetry={() => member.refetch()}>
        {s === null ? (
          <Result status="404" title={t('detail.notFound')} extra={back} />
        ) : (
          s && (
            <Card
              title={
                <Space>
                  <span data-testid="staff-detail-name">{s.name}</span>
                  <StaffStateTag row={s} />
                </Space>
              }
              extra={
                <Space>
                  <Button onClick={() => setAction({ status: 1, row: s })} data-testid="staff-detail-edit">
                    {t('action.edit')}
                  </Button>
                  <Button danger={!s.isInvalid} disabled={s.isSystem} onClick={() => changeState(s)} data-testid="staff-detail-state">
                    {s.isInvalid ? t('action.startUse') : t('action.invalid')}
                  </Button>
                </Space>
              }
            >
              <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
                <Descriptions.Item label={t('field.loginName')}>{s.loginName}</Descriptions.Item>
                <Descriptions.Item label={t('field.email')}>{s.email ?? none}</Descriptions.Item>
                <Descriptions.Item label={t('field.phone')}>{s.phone ?? none}</Descriptions.Item>
                <Descriptions.Item label={t('field.post')}>
                  <span data-testid="staff-detail-post">{s.post ?? none}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('field.departments')}>
                  <span data-testid="staff-detail-depts">{s.departments.length ? s.departments.map((d) => d.name).join(', ') : none}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('field.role')}>{s.role ? roleName(s.role) : none}</Descriptions.Item>
                <Descriptions.Item label={t('field.joined')}>{s.createTime.slice(0, 10)}</Descriptions.Item>
                <Descriptions.Item label={t('field.account')}>{s.isSystem ? t('detail.system') : t('detail.ordinary')}</Descriptions.Item>
              </Descriptions>
              <div style={{ marginTop: 16 }}>{back}</div>
            </Card>
          )
        )}
      </PageState>
      <StaffDialog
        action={action}
        tree={orgs.data ?? []}
        roles={roles.data ?? []}
        defaultOrg={null}
        onClose={(saved) => {
          setAction(null);
          if (saved) refresh();
        }}
      />
    </>
  );
}
