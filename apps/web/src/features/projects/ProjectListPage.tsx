import { useState } from 'react';
import { Button, Card, DatePicker, Empty, Form, Input, Pagination, Select, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Dayjs } from 'dayjs';
import { PROJECT_STATUS } from '@trestle/shared';
import { PageState } from '../../shell/PageState';
import { useCurrentUser } from '../../shell/useCurrentUser';
import { useEnterpriseAbility } from '../enterprise/useEnterpriseAbility';
import { listProjects, projectsKeys, type ProjectListBody } from './api';
import { STATUS_COLORS, type Project } from './types';
import { listProjectTypesForFilter, projectTypeKeys } from '../project-types/api';
import { formatValue } from '../project-types/CustomFieldItems';

interface Filters {
  name?: string;
  region?: string;
  projectStatus?: ProjectListBody['projectStatus'];
  groupId?: string;
  typeId?: string;
  fieldKey?: string;
  fieldValue?: string;
  range?: [Dayjs, Dayjs] | null;
}

export function ProjectListPage() {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  // Creating projects and groups are enterprise grants (project_add, groups): offered to those who hold them.
  const may = useEnterpriseAbility();
  const me = useCurrentUser();
  const noEnterprise = me.data && !me.data.current;
  const [filters, setFilters] = useState<Filters>({});
  const [form] = Form.useForm<Filters>();
  const types = useQuery({ queryKey: projectTypeKeys.list(), queryFn: listProjectTypesForFilter, enabled: !!me.data?.current });
  const chosenTypeId = Form.useWatch('typeId', form);
  const chosenType = types.data?.find((x) => x.id === chosenTypeId);
  const shownType = types.data?.find((x) => x.id === filters.typeId);
  const [page, setPage] = useState(1);
  const body: ProjectListBody = {
    pageNum: page,
    pageSize: 10,
    name: filters.name || undefined,
    region: filters.region || undefined,
    projectStatus: filters.projectStatus || undefined,
    groupId: filters.groupId || undefined,
    typeId: filters.typeId || undefined,
    fieldKey: (filters.typeId && filters.fieldKey) || undefined,
    fieldValue: (filters.typeId && filters.fieldKey && filters.fieldValue) || undefined,
    startTime: filters.range?.[0]?.format('YYYY-MM-DD'),
    endTime: filters.range?.[1]?.format('YYYY-MM-DD'),
  };
  const q = useQuery({
    queryKey: projectsKeys.list(body),
    queryFn: () => listProjects(body),
  });
  const groups = q.data?.groups ?? [];

  return (
    <Card>
      <div className="page-toolbar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('listTitle')}
        </Typography.Title>
        <Space data-testid="project-actions" data-grants={may.loaded ? 'loaded' : 'loading'}>
          <Button onClick={() => navigate('/enterpriseHome')} data-testid="project-groups">
            {t('grouphome:title')}
          </Button>
          <Button onClick={() => navigate('/query_project')}>{t('queryTitle')}</Button>
          {may.can('enterprise', 'groups') && (
            <Button onClick={() => navigate('/create_project_group')} data-testid="create-group">
              {t('createGroup')}
            </Button>
          )}
          {may.can('enterprise', 'project_add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/create_project')} data-testid="create-project">
              {t('createProject')}
            </Button>
          )}
        </Space>
      </div>
      <Form
        form={form}
        layout="inline"
        onValuesChange={(changed: Filters) => {
          // Another type has other fields.
          if ('typeId' in changed) form.setFieldsValue({ fieldKey: undefined, fieldValue: undefined });
        }}
        onFinish={(v: Filters) => {
          setFilters(v);
          setPage(1);
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="name">
          <Input placeholder={t('filterName')} allowClear data-testid="filter-name" />
        </Form.Item>
        <Form.Item name="region">
          <Input placeholder={t('fields.area')} allowClear />
        </Form.Item>
        <Form.Item name="projectStatus">
          <Select
            placeholder={t('fields.status')}
            allowClear
            style={{ width: 150 }}
            options={PROJECT_STATUS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="groupId">
          <Select
            placeholder={t('fields.group')}
            allowClear
            style={{ width: 170 }}
            options={groups.map((g) => ({ value: g.id, label: `${g.name} (${g.projectCount ?? 0})` }))}
          />
        </Form.Item>
        <Form.Item name="typeId">
          <Select
            placeholder={t('projecttypes:filterType')}
            allowClear
            style={{ width: 170 }}
            loading={types.isLoading}
            options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
            data-testid="filter-type"
          />
        </Form.Item>
        {chosenType && chosenType.fields.length > 0 && (
          <>
            <Form.Item name="fieldKey">
              <Select
                placeholder={t('projecttypes:filterField')}
                allowClear
                style={{ width: 160 }}
                options={chosenType.fields.map((f) => ({ value: f.key, label: f.label }))}
                data-testid="filter-field"
              />
            </Form.Item>
            <FieldValueFilter fields={chosenType.fields} />
          </>
        )}
        <Form.Item name="range">
          <DatePicker.RangePicker placeholder={[t('createdFrom'), t('createdTo')]} />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="filter-submit">
          {t('common:search')}
        </Button>
      </Form>
      {noEnterprise && q.data?.list.length === 0 ? (
        <Empty description={t('noEnterprise')}>
          <Button type="primary" onClick={() => navigate('/query_project')}>
            {t('queryTitle')}
          </Button>
        </Empty>
      ) : (
        <PageState loading={q.isLoading} error={q.error} empty={q.data?.list.length === 0} onRetry={() => q.refetch()}>
          <Table<Project>
            rowKey="id"
            dataSource={q.data?.list}
            pagination={false}
            data-testid="project-table"
            onRow={(p) => ({ onClick: () => void navigate(`/project_index/${p.id}`), style: { cursor: 'pointer' } })}
            columns={[
              { title: t('fields.name'), render: (_, p) => <Link to={`/project_index/${p.id}`}>{p.name}</Link> },
              { title: t('fields.nameEn'), dataIndex: 'nameEn' },
              {
                title: t('fields.group'),
                render: (_, p) =>
                  p.groupId && (
                    <Link to={`/enterpriseHome?id=${p.groupId}`} onClick={(e) => e.stopPropagation()} data-testid="project-group-link">
                      {p.groupName}
                    </Link>
                  ),
              },
              { title: t('fields.type'), dataIndex: 'type' },
              ...(shownType?.fields ?? []).map((f) => ({
                title: f.label,
                key: `cf-${f.key}`,
                render: (_: unknown, p: Project) => formatValue(p.customFields[f.key]),
              })),
              { title: t('fields.area'), dataIndex: 'area' },
              { title: t('fields.status'), render: (_, p) => <Tag color={STATUS_COLORS[p.status]}>{t(`status.${p.status}`)}</Tag> },
              { title: t('dates'), render: (_, p) => `${p.startDate} ~ ${p.endDate}` },
              { title: t('members'), dataIndex: 'memberCount', width: 90 },
            ]}
          />
          <Pagination
            style={{ marginTop: 16, textAlign: 'right' }}
            current={page}
            pageSize={10}
            total={q.data?.total ?? 0}
            onChange={setPage}
            showSizeChanger={false}
          />
        </PageState>
      )}
    </Card>
  );
}

/** The value of the chosen field: its options when it is a drop-down, else what is typed. */
function FieldValueFilter({ fields }: { fields: { key: string; type: string; options: string[] }[] }) {
  const { t } = useTranslation('projecttypes');
  const key = Form.useWatch<string | undefined>('fieldKey');
  const field = fields.find((f) => f.key === key);
  if (!field) return null;
  return (
    <Form.Item name="fieldValue">
      {field.options.length ? (
        <Select
          placeholder={t('filterValue')}
          allowClear
          style={{ width: 160 }}
          options={field.options.map((o) => ({ value: o, label: o }))}
          data-testid="filter-value"
        />
      ) : (
        <Input placeholder={t('filterValue')} allowClear style={{ width: 160 }} data-testid="filter-value" />
      )}
    </Form.Item>
  );
}
