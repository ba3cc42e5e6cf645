import { useState } from 'react';
import { App, Button, Card, Form, Input, Popconfirm, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../api/client';
import { deleteProjectGroup, getProjectGroup, projectsKeys, saveProjectGroup, type GroupFields } from './api';
import { PageState } from '../../shell/PageState';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { useFormInit } from '../../shell/useFormInit';

/** Create (/create_project_group) or edit (/edit_project_group/:id) a project group. */
export function ProjectGroupFormPage() {
  const { t } = useTranslation('projects');
  const { projectId: groupId } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const editing = !!groupId;
  const q = useQuery({
    queryKey: projectsKeys.group(groupId),
    queryFn: () => getProjectGroup(groupId ?? ''),
    enabled: editing,
  });
  useFormInit(form, q.data);

  const run = async (fn: () => Promise<unknown>, ok: string) => {
    setBusy(true);
    try {
      await fn();
      message.success(t(ok));
      await qc.invalidateQueries({ queryKey: projectsKeys.all });
      void navigate('/project_list');
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const submit = (v: GroupFields) => run(() => saveProjectGroup({ ...v, groupId }), editing ? 'common:updated' : 'common:added');
  const required = (label: string) => [{ required: true, whitespace: true, message: t('required', { field: label }) }];

  return (
    <>
      <Breadcrumbs items={[{ title: t('listTitle'), to: '/project_list' }, { title: editing ? t('editGroup') : t('createGroup') }]} />
      <Card style={{ maxWidth: 720 }}>
        <Typography.Title level={4}>{editing ? t('editGroup') : t('createGroup')}</Typography.Title>
        <PageState loading={editing && q.isLoading} error={q.error} onRetry={() => q.refetch()}>
          <Form form={form} layout="vertical" onFinish={submit}>
            <Form.Item name="name" label={t('fields.name')} rules={required(t('fields.name'))}>
              <Input maxLength={100} data-testid="group-name" />
            </Form.Item>
            <Form.Item name="nameEn" label={t('fields.nameEn')}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="region" label={t('fields.region')} rules={required(t('fields.region'))}>
              <Input maxLength={100} data-testid="group-region" />
            </Form.Item>
            <Form.Item name="address" label={t('fields.address')} rules={required(t('fields.address'))}>
              <Input maxLength={200} data-testid="group-address" />
            </Form.Item>
            <Form.Item name="introduction" label={t('fields.introduction')}>
              <Input.TextArea rows={3} maxLength={2000} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="group-submit">
                {t('common:save')}
              </Button>
              {editing && (
                <Popconfirm title={t('deleteGroupConfirm')} onConfirm={() => run(() => deleteProjectGroup(groupId ?? ''), 'common:deleted')}>
                  <Button danger loading={busy}>
                    {t('common:delete')}
                  </Button>
                </Popconfirm>
              )}
              <Button onClick={() => navigate(-1)}>{t('common:cancel')}</Button>
            </Space>
          </Form>
        </PageState>
      </Card>
    </>
  );
}
