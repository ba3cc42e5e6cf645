import { useState } from 'react';
import { Badge, Button, Card, Result, Space, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined, SettingOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useProject } from '../../api/project';
import { PageState } from '../../shell/PageState';
import { deviceList, iotKeys, iotSettings, type IotDevice } from './api';
import { BuildingInfo } from './BuildingInfo';
import { Dashboard } from './Dashboard';
import { DeviceForm } from './DeviceForm';
import { DeviceTable } from './DeviceTable';
import { RepairForm } from './RepairForm';
import { RepairTable } from './RepairTable';
import { SettingsModal } from './SettingsModal';

/** /iot?projectId=…&projectName=… — the IoT dashboards of a project's building (spec 2 §2). */
export function IotPage() {
  const { t } = useTranslation('iot');
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  // The project's facts: its name when the link has none, and the building page.
  const info = useProject(projectId);
  const projectName = params.get('projectName') ?? info.data?.projectInfo.name ?? '';
  const tab = params.get('tab') ?? 'dashboard';
  const devices = useQuery({ queryKey: iotKeys.devices(projectId), queryFn: () => deviceList(projectId), enabled: !!projectId });
  const settings = useQuery({ queryKey: iotKeys.settings(projectId), queryFn: () => iotSettings(projectId), enabled: !!projectId });
  const [editing, setEditing] = useState<{ device: IotDevice | null } | null>(null);
  const [reporting, setReporting] = useState<{ deviceId: string | null } | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const refresh = () => {
    void qc.invalidateQueries({ queryKey: iotKeys.devices(projectId) });
    void qc.invalidateQueries({ queryKey: iotKeys.repairsAll(projectId) });
    void qc.invalidateQueries({ queryKey: iotKeys.dataAll(projectId) });
  };
  const setTab = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next, { replace: true });
  };

  if (!projectId) return <Result status="warning" title={t('noProject')} extra={<Link to="/project_list">{t('toProjects')}</Link>} />;
  const list = devices.data?.list ?? [];
  const can = devices.data?.permissions ?? { edit: false, ingest: false, repair: false };
  const openRepairs = list.reduce((n, d) => n + d.openRepairs, 0);
  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <div className="page-toolbar">
        <Space size={12} align="center">
          <Link to={`/project_index/${projectId}`} aria-label={t('back')}>
            <ArrowLeftOutlined />
          </Link>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="iot-title">
            {t('title')}
          </Typography.Title>
          {projectName && <Typography.Text type="secondary">{projectName}</Typography.Text>}
        </Space>
        {settings.data?.permissions.edit && (
          <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} data-testid="iot-settings">
            {t('settings.title')}
          </Button>
        )}
      </div>
      <PageState loading={devices.isLoading} error={devices.error} onRetry={() => devices.refetch()}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'dashboard', label: t('tab.dashboard'), children: <Dashboard projectId={projectId} devices={list} /> },
            {
              key: 'devices',
              label: (
                <span data-testid="iot-tab-devices">
                  {t('tab.devices')} ({list.length})
                </span>
              ),
              children: (
                <DeviceTable
                  projectId={projectId}
                  devices={list}
                  can={can}
                  loading={devices.isFetching}
                  onAdd={() => setEditing({ device: null })}
                  onEdit={(d) => setEditing({ device: d })}
                  onReport={(d) => setReporting({ deviceId: d.id })}
                  onChanged={refresh}
                />
              ),
            },
            {
              key: 'building',
              label: <span data-testid="iot-tab-building">{t('tab.building')}</span>,
              children: <BuildingInfo building={info.data?.projectInfo} devices={list} />,
            },
            {
              key: 'repairs',
              label: (
                <span data-testid="iot-tab-repairs">
                  {t('tab.repairs')} <Badge count={openRepairs} size="small" />
                </span>
              ),
              children: <RepairTable projectId={projectId} onReport={() => setReporting({ deviceId: null })} onChanged={refresh} />,
            },
          ]}
        />
      </PageState>
      <DeviceForm
        projectId={projectId}
        open={!!editing}
        device={editing?.device ?? null}
        onClose={(saved) => {
          setEditing(null);
          if (saved) refresh();
        }}
      />
      <RepairForm
        projectId={projectId}
        open={!!reporting}
        devices={list}
        deviceId={reporting?.deviceId ?? null}
        onClose={(saved) => {
          setReporting(null);
          if (saved) refresh();
        }}
      />
      <SettingsModal
        projectId={projectId}
        open={settingsOpen}
        offset={settings.data?.temperatureOffset ?? 0}
        onClose={(saved) => {
          setSettingsOpen(false);
          if (saved) {
            void qc.invalidateQueries({ queryKey: iotKeys.settings(projectId) });
            refresh();
          }
        }}
      />
    </Card>
  );
}
