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

interface Filters {
  name?: string;
  region?: string;
  projectStatus?: ProjectListBody['projectStatus'];
  groupId?: string;
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
  const [page, setPage] = useState(1);
  const body: ProjectListBody = {
    pageNum: page,
    pageSize: 10,
    name: filters.name || undefined,
    region: filters.region || undefined,
    projectStatus: filters.projectStatus || undefined,
    groupId: filters.groupId || undefined,
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
        layout="inline"
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
