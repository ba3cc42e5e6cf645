import { useState } from 'react';
import { App, Button, Card, Col, Input, Row, Segmented, Space, Tabs, Typography } from 'antd';
import { DownloadOutlined, PlusOutlined, TagsOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/client';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { PageState } from '../../shell/PageState';
import { INITIAL_FILTER, saveBlob, staffKeys, type StaffFilter, type StateFilter } from './api';
import { ImportDialog } from './ImportDialog';
import { OrgDialog, type OrgAction } from './OrgDialog';
import { OrgTree } from './OrgTree';
import { StaffDialog, type StaffAction } from './StaffDialog';
import { StaffTable, type StaffRowAction } from './StaffTable';
import { useStaffApi } from './useStaffApi';
import { useOrgsAndRoles, useRefreshStaff } from './useStaffScreens';
import { StaffGate } from './StaffGate';
import { useStateChange } from './useStateChange';
import { EnterpriseRolesPanel } from '../roles/EnterpriseRolesPanel';
import { SetRoleModal } from '../roles/SetRoleModal';
import { roleKeys } from '../roles/api';
import { useRoleApi } from '../roles/useRoleApi';

const ENTERPRISE: { kind: 'enterprise' } = { kind: 'enterprise' };

/** /stuffManagement — the enterprise's departments and staff (spec 3 §2, §3, §4). */
export function StaffManagementPage() {
  return (
    <StaffGate>
      <StaffAndRoles />
    </StaffGate>
  );
}

/** The page's two tabs: the staff with their departments, and the enterprise's roles (?tab=roles). */
function StaffAndRoles() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const refreshLists = useRefreshStaff();
  const tab = params.get('tab') === 'roles' ? 'roles' : 'staff';
  return (
    <>
      <Breadcrumbs items={[{ title: t('title') }]} />
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === 'roles' ? { tab: 'roles' } : {}, { replace: true })}
        items={[
          { key: 'staff', label: <span data-testid="tab-staff">{t('tab.staff')}</span>, children: <StaffManagement /> },
          {
            key: 'roles',
            label: <span data-testid="tab-roles">{t('tab.roles')}</span>,
            children: (
              <Card>
                <EnterpriseRolesPanel onChanged={refreshLists} />
              </Card>
            ),
          },
        ]}
      />
    </>
  );
}

function StaffManagement() {
  const { t } = useTranslation('staff');
  const { message } = App.useApp();
  const api = useStaffApi();
  const [filter, setFilter] = useState<StaffFilter>(INITIAL_FILTER);
  const [search, setSearch] = useState('');
  const rows = useQuery({ queryKey: staffKeys.list(filter), queryFn: () => api.list(filter), placeholderData: keepPreviousData });
  const { orgs, roles } = useOrgsAndRoles(true);
  const [orgAction, setOrgAction] = useState<OrgAction | null>(null);
  const [staffAction, setStaffAction] = useState<StaffAction | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [settingRole, setSettingRole] = useState(false);
  const roleApi = useRoleApi();
  const enterpriseRoles = useQuery({ queryKey: roleKeys.enterprise(), queryFn: roleApi.enterpriseRoles, enabled: settingRole });
  const refreshLists = useRefreshStaff();
  /** Each action reloads staff, departments and roles from page 1, size 10 (spec 3 §4). */
  const refresh = () => {
    setFilter((f) => ({ ...f, pageNum: 1, pageSize: 10 }));
    setSelected([]);
    refreshLists();
  };
  const changeState = useStateChange(refresh);

  const onRow = (a: StaffRowAction) => (a.kind === 'state' ? changeState(a.row) : setStaffAction({ status: a.status, row: a.row }));
  const exportSheet = async () => {
    setExporting(true);
    try {
      const file = await api.exportSheet(filter);
      saveBlob(file.blob, file.name);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setExporting(false);
    }
  };
  const filtered = !!(filter.name.trim() || filter.orgId || filter.isInvalid !== 'all');
  const stateOptions: { value: string; label: string }[] = [
    { value: 'all', label: t('state.all') },
    { value: '0', label: t('state.inUse') },
    { value: '1', label: t('state.invalid') },
  ];
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={7} lg={6}>
          <Card styles={{ body: { padding: 12 } }}>
            <PageState loading={false} error={orgs.error} onRetry={() => orgs.refetch()}>
              <OrgTree
                tree={orgs.data ?? []}
                loading={orgs.isLoading}
                selected={filter.orgId}
                onSelect={(orgId) => setFilter({ ...filter, orgId, pageNum: 1 })}
                onAction={setOrgAction}
              />
            </PageState>
          </Card>
        </Col>
        <Col xs={24} md={17} lg={18}>
          <Card styles={{ body: { paddingTop: 16 } }}>
            <div className="page-toolbar">
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="staff-title">
                {t('title')}
              </Typography.Title>
              <Space wrap>
                {selected.length > 0 && (
                  <Button icon={<TagsOutlined />} onClick={() => setSettingRole(true)} data-testid="staff-set-role">
                    {t('roles:setRole', { count: selected.length })}
                  </Button>
                )}
                <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="staff-import">
                  {t('import.open')}
                </Button>
                <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportSheet()} data-testid="staff-export">
                  {t('export')}
                </Button>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setStaffAction({ status: 0, row: null })} data-testid="staff-add">
                  {t('dialog.add')}
                </Button>
              </Space>
            </div>
            <Space wrap style={{ marginBottom: 16 }}>
              <Input.Search
                allowClear
                placeholder={t('searchName')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                onSearch={(name) => setFilter({ ...filter, name, pageNum: 1 })}
                style={{ width: 240 }}
                data-testid="staff-search"
              />
              <Segmented
                options={stateOptions}
                value={String(filter.isInvalid)}
                onChange={(v) => setFilter({ ...filter, isInvalid: (v === 'all' ? 'all' : Number(v)) as StateFilter, pageNum: 1 })}
                data-testid="staff-state-filter"
              />
            </Space>
            <PageState loading={rows.isLoading} error={rows.error} onRetry={() => rows.refetch()}>
              <StaffTable
                page={rows.data}
                loading={rows.isFetching}
                filtered={filtered}
                pageNum={filter.pageNum}
                pageSize={filter.pageSize}
                onPage={(pageNum, pageSize) => setFilter({ ...filter, pageNum, pageSize })}
                onAction={onRow}
                selected={selected}
                onSelect={setSelected}
              />
            </PageState>
          </Card>
        </Col>
      </Row>
      <OrgDialog
        action={orgAction}
        tree={orgs.data ?? []}
        onClose={(saved) => {
          setOrgAction(null);
          if (saved) refresh();
        }}
      />
      <StaffDialog
        action={staffAction}
        tree={orgs.data ?? []}
        roles={roles.data ?? []}
        defaultOrg={filter.orgId}
        onClose={(saved) => {
          setStaffAction(null);
          if (saved) refresh();
        }}
      />
      <SetRoleModal
        scope={ENTERPRISE}
        roles={enterpriseRoles.data ?? []}
        userIds={selected}
        open={settingRole}
        onClose={(saved) => {
          setSettingRole(false);
          if (saved) refresh();
        }}
      />
      <ImportDialog
        open={importing}
        onClose={(imported) => {
          setImporting(false);
          if (imported) refresh();
        }}
      />
    </>
  );
}
