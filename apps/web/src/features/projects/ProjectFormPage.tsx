import { useRef, useState } from 'react';
import { App, Button, Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { PROJECT_BUSINESS_STATUS, PROJECT_STATUS, translate } from '@trestle/shared';
import { errorText } from '../../api/client';
import { projectKeys, useProject } from '../../api/project';
import { useLang } from '../../app/lang';
import { PageState } from '../../shell/PageState';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { useFormInit } from '../../shell/useFormInit';
import { listProjects, projectsKeys, saveProject, type ProjectFields } from './api';
import { listProjectTypes, projectTypeKeys } from '../project-types/api';
import { CustomFieldItems, fieldValueIn, fieldValueOut } from '../project-types/CustomFieldItems';

const TEXT_FIELDS = ['acreage', 'size', 'contractNo', 'clientName', 'stage', 'zipCode', 'contactWay', 'businessHours'] as const;

/** Create (/create_project) or edit (/edit_project/:projectId) a project with every field of spec 3 §3. */
export function ProjectFormPage() {
  const { t } = useTranslation('projects');
  const { lang } = useLang();
  const { projectId } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  // Enter in a field and a click can both submit; one request at a time.
  const inFlight = useRef(false);
  const editing = !!projectId;
  const info = useProject(projectId ?? '', { enabled: editing });
  const groups = useQuery({ queryKey: projectsKeys.groups(), queryFn: () => listProjects({ pageNum: 1, pageSize: 1 }) });
  const types = useQuery({ queryKey: projectTypeKeys.list(), queryFn: listProjectTypes });
  const typeId = Form.useWatch<string | undefined>('typeId', form);
  const defs = types.data?.find((x) => x.id === typeId)?.fields ?? [];

  // Filled once the types are there too: a date field's value becomes a date picker's value.
  useFormInit(form, types.data ? info.data?.projectInfo : undefined, (p) => {
    const own = types.data?.find((x) => x.id === p.typeId)?.fields ?? [];
    const customFields = Object.fromEntries(own.map((d) => [d.key, fieldValueIn(d, p.customFields[d.key])]));
    return { ...p, customFields, startDate: dayjs(p.startDate), endDate: dayjs(p.endDate) };
  });

  const submit = async (
    v: Omit<ProjectFields, 'startDate' | 'endDate' | 'customFields'> & { startDate: Dayjs; endDate: Dayjs; customFields?: Record<string, unknown> },
  ) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      // A cleared select gives undefined, which an update reads as "unchanged": send null to clear.
      // The chosen type's fields only: values of a type chosen before are not sent.
      const customFields = Object.fromEntries(defs.map((d) => [d.key, fieldValueOut(d, v.customFields?.[d.key]) as string | number | string[] | null]));
      const body = {
        ...v,
        customFields,
        projectId,
        groupId: v.groupId ?? null,
        startDate: v.startDate.format('YYYY-MM-DD'),
        endDate: v.endDate.format('YYYY-MM-DD'),
      };
      const saved = await saveProject(body);
      message.success(t(editing ? 'common:updated' : 'common:added'));
      await qc.invalidateQueries({ queryKey: projectsKeys.all });
      await qc.invalidateQueries({ queryKey: projectKeys.detail(saved.id) });
      void navigate(`/project_index/${saved.id}`);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const required = (label: string) => [{ required: true, whitespace: true, message: t('required', { field: label }) }];
  return (
    <>
      <Breadcrumbs items={[{ title: t('listTitle'), to: '/project_list' }, { title: editing ? t('editProject') : t('createProject') }]} />
      <Card>
        <Typography.Title level={4}>{editing ? t('editProject') : t('createProject')}</Typography.Title>
        <PageState loading={editing && info.isLoading} error={info.error ?? types.error} onRetry={() => void (info.refetch(), types.refetch())}>
          <Form form={form} layout="vertical" onFinish={submit} initialValues={{ status: 'preparing', businessStatus: 'open' }} data-testid="project-form">
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="name" label={t('fields.name')} rules={required(t('fields.name'))}>
                  <Input maxLength={100} data-testid="project-name" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="nameEn" label={t('fields.nameEn')}>
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="area" label={t('fields.area')} rules={required(t('fields.area'))}>
                  <Input maxLength={100} data-testid="project-area" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="address" label={t('fields.address')} rules={required(t('fields.address'))}>
                  <Input maxLength={200} data-testid="project-address" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="typeId" label={t('fields.type')} rules={[{ required: true, message: translate('projectType.required', lang) }]}>
                  <Select
                    loading={types.isLoading}
                    options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
                    notFoundContent={t('projecttypes:empty')}
                    data-testid="project-type"
                  />
                </Form.Item>
              </Col>
              <CustomFieldItems defs={defs} />
              <Col xs={24} md={12}>
                <Form.Item name="groupId" label={t('fields.group')}>
                  <Select allowClear loading={groups.isLoading} options={(groups.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name }))} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="startDate"
                  label={t('fields.startDate')}
                  rules={[{ required: true, message: t('required', { field: t('fields.startDate') }) }]}
                >
                  <DatePicker style={{ width: '100%' }} data-testid="project-start" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="endDate"
                  label={t('fields.endDate')}
                  dependencies={['startDate']}
                  rules={[
                    { required: true, message: t('required', { field: t('fields.endDate') }) },
                    ({ getFieldValue }) => ({
                      validator: async (_, v?: Dayjs) => {
                        const start = getFieldValue('startDate') as Dayjs | undefined;
                        if (v && start && v.isBefore(start, 'day')) throw new Error(translate('v.date.endBeforeStart', lang));
                      },
                    }),
                  ]}
                >
                  <DatePicker style={{ width: '100%' }} data-testid="project-end" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="status" label={t('fields.status')}>
                  <Select options={PROJECT_STATUS.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="businessStatus" label={t('fields.businessStatus')}>
                  <Select options={PROJECT_BUSINESS_STATUS.map((s) => ({ value: s, label: t(`businessStatus.${s}`) }))} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="longitude" label={t('fields.longitude')}>
                  <InputNumber min={-180} max={180} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="latitude" label={t('fields.latitude')}>
                  <InputNumber min={-90} max={90} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              {TEXT_FIELDS.map((f) => (
                <Col xs={24} md={f === 'acreage' || f === 'size' ? 6 : 12} key={f}>
                  <Form.Item name={f} label={t(`fields.${f}`)}>
                    <Input maxLength={200} />
                  </Form.Item>
                </Col>
              ))}
              <Col span={24}>
                <Form.Item name="serviceContent" label={t('fields.serviceContent')}>
                  <Input.TextArea rows={2} maxLength={1000} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="overview" label={t('fields.overview')}>
                  <Input.TextArea rows={3} maxLength={2000} />
                </Form.Item>
              </Col>
            </Row>
            <Space>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="project-submit">
                {t('common:save')}
              </Button>
              <Button onClick={() => navigate(-1)}>{t('common:cancel')}</Button>
            </Space>
          </Form>
        </PageState>
      </Card>
    </>
  );
}
