import { useState } from 'react';
import { App, Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { PageState } from '../../shell/PageState';
import { useEnterpriseAbility } from '../enterprise/useEnterpriseAbility';
import { deleteProjectType, listProjectTypes, projectTypeKeys, type ProjectType } from './api';
import { ProjectTypeDialog } from './ProjectTypeDialog';

/** /projectTypes — the enterprise's project types (categories) and their custom fields. */
export function ProjectTypesPage() {
  const { t } = useTranslation('projecttypes');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const may = useEnterpriseAbility();
  const editable = may.can('enterprise', 'project_category');
  const types = useQuery({ queryKey: projectTypeKeys.list(), queryFn: listProjectTypes });
  const [dialog, setDialog] = useState<{ editing: ProjectType | null } | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: projectTypeKeys.list() });
  const remove = async (typeId: string) => {
    try {
      message.success(await deleteProjectType(typeId));
      await refresh();
    } catch (e) {
      message.error(errorText(e));
    }
  };
  return (
    <>
      <div className="page-toolbar">
        <Breadcrumbs items={[{ title: t('enterprise:title'), to: '/enterpriseManagement' }, { title: t('title') }]} />
        {editable && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })} data-testid="type-new">
            {t('newType')}
          </Button>
        )}
      </div>
      <Card>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        <PageState loading={types.isLoading} error={types.error} empty={types.data?.length === 0} emptyText={t('empty')} onRetry={() => types.refetch()}>
          <Table<ProjectType>
            rowKey="id"
            dataSource={types.data}
            pagination={false}
            data-testid="type-table"
            columns={[
              { title: t('name'), dataIndex: 'name', width: 200 },
              {
                title: t('fields'),
                render: (_, r) => (
                  <Space size={[4, 4]} wrap>
                    {r.fields.map((f) => (
                      <Tag key={f.key} color={f.required ? 'blue' : undefined}>
                        {f.label} · {t(`type.${f.type}`)}
                        {f.required ? ' *' : ''}
                      </Tag>
                    ))}
                  </Space>
                ),
              },
              { title: t('projects'), dataIndex: 'projectCount', width: 100 },
              ...(editable
                ? [
                    {
                      title: '',
                      width: 170,
                      render: (_: unknown, r: ProjectType) => (
                        <Space>
                          <Button size="small" onClick={() => setDialog({ editing: r })} data-testid={`type-edit-${r.name}`}>
                            {t('common:edit')}
                          </Button>
                          <Popconfirm title={t('deleteConfirm', { name: r.name })} onConfirm={() => remove(r.id)}>
                            <Button size="small" danger>
                              {t('common:delete')}
                            </Button>
                          </Popconfirm>
                        </Space>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </PageState>
      </Card>
      <ProjectTypeDialog
        open={!!dialog}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        onSaved={(saved) => {
          setDialog(null);
          message.success(saved.droppedValues ? t('savedDropped', { count: saved.droppedValues }) : t('common:saved'));
          void refresh();
        }}
      />
    </>
  );
}
