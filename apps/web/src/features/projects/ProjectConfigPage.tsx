import { App, Alert, Button, Card, Descriptions, Radio, Tabs, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../api/client';
import { projectKeys, useProject } from '../../api/project';
import { PageState } from '../../shell/PageState';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { HomeAppsTab } from '../app-store/HomeAppsTab';
import { MembersTab } from './MembersTab';
import { RolesTab } from './RolesTab';
import { DeleteProjectSection } from './DeleteProjectSection';
import { configAbilities } from './grants';
import { updatePermissionMode, type PermissionMode } from './api';

/** /projectConfigration/:projectId — basic data, members, roles, permission mode, join code. */
export function ProjectConfigPage() {
  const { t } = useTranslation('projects');
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const info = useProject(projectId);
  const p = info.data?.projectInfo;
  const can = configAbilities(p);
  const setMode = async (permissionMode: PermissionMode) => {
    try {
      await updatePermissionMode(projectId, permissionMode);
      message.success(t('common:saved'));
      await qc.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
    } catch (e) {
      message.error(errorText(e));
    }
  };
  return (
    <PageState loading={info.isLoading} error={info.error} onRetry={() => info.refetch()}>
      {p && (
        <>
          <Breadcrumbs
            items={[{ title: t('listTitle'), to: '/project_list' }, { title: p.name, to: `/project_index/${p.id}` }, { title: t('configuration') }]}
          />
          <Card>
            <Typography.Title level={4}>{t('configuration')}</Typography.Title>
            <Tabs
              tabBarExtraContent={
                can.permission && (
                  <Button onClick={() => navigate(`/permissionMatrix/${p.id}`)} data-testid="open-permission-matrix">
                    {t('power:title')}
                  </Button>
                )
              }
              items={[
                {
                  key: 'basic',
                  label: t('basic'),
                  children: (
                    <>
                      <Descriptions column={2} size="small">
                        <Descriptions.Item label={t('fields.name')}>{p.name}</Descriptions.Item>
                        <Descriptions.Item label={t('fields.type')}>{p.type}</Descriptions.Item>
                        <Descriptions.Item label={t('dates')}>{`${p.startDate} ~ ${p.endDate}`}</Descriptions.Item>
                        {p.joinCode && (
                          <Descriptions.Item label={t('joinCode')}>
                            <Typography.Text copyable data-testid="join-code">
                              {p.joinCode}
                            </Typography.Text>
                          </Descriptions.Item>
                        )}
                      </Descriptions>
                      {can.edit && <Button onClick={() => navigate(`/edit_project/${p.id}`)}>{t('common:edit')}</Button>}
                      {p.canDelete && <DeleteProjectSection project={p} />}
                    </>
                  ),
                },
                // Choosing the home's apps is the project administrator's (docs/app-store.md).
                ...(p.isAdmin
                  ? [
                      {
                        key: 'homeApps',
                        label: <span data-testid="config-tab-home-apps">{t('appstore:homeTab')}</span>,
                        children: <HomeAppsTab projectId={p.id} />,
                      },
                    ]
                  : []),
                { key: 'members', label: t('members'), children: <MembersTab projectId={p.id} can={can.members} orgsEditable={can.permission} /> },
                { key: 'roles', label: t('roles'), children: <RolesTab projectId={p.id} editable={can.permission} /> },
                {
                  key: 'mode',
                  label: t('permissionMode'),
                  children: (
                    <>
                      {p.permissionMode === 'default' && <Alert type="warning" showIcon title={t('modeNotice')} style={{ marginBottom: 16 }} />}
                      <Radio.Group value={p.permissionMode} onChange={(e) => setMode(e.target.value)} disabled={!can.permission}>
                        <Radio value="public">{t('modePublic')}</Radio>
                        <Radio value="default">{t('modeDefault')}</Radio>
                      </Radio.Group>
                      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                        {t('modeDocuments')}
                      </Typography.Paragraph>
                    </>
                  ),
                },
              ]}
            />
          </Card>
        </>
      )}
    </PageState>
  );
}
