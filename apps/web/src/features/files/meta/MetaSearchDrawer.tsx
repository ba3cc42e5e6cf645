import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Button, Drawer, Empty, Form, Select, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { FileIcon } from '../fileKinds';
import { metaKey, metaParams, searchMeta } from './api';
import { MetaFieldInput } from './MetaFieldInput';
import type { MetaParam, MetaSearchItem, MetaSearchQuery } from './types';
import { displayValue, isRanged, toConditions, type ConditionRow } from './values';

const PAGE = 20;

interface SearchForm {
  templateId?: string;
  conditions?: ConditionRow[];
}

/** Finds files by their metadata (get-file-meta): a template, conditions on its fields, results with their folder. */
export function MetaSearchDrawer(props: { open: boolean; projectId: string; rootTitle: string; onClose(): void; onOpenFile(fileId: string): void }) {
  const { t } = useTranslation('files');
  const [form] = Form.useForm<SearchForm>();
  const templateId = Form.useWatch('templateId', form);
  const params = useQuery({ queryKey: metaKey(props.projectId, 'params'), queryFn: () => metaParams(props.projectId), enabled: props.open });
  const all = params.data?.params ?? [];
  const fields = templateId ? all.filter((p) => p.templateId === templateId) : all;
  const byId = new Map(all.map((p) => [p.fieldId, p]));
  const [query, setQuery] = useState<MetaSearchQuery | null>(null);
  const results = useQuery({
    queryKey: metaKey(props.projectId, 'search', query),
    queryFn: () => searchMeta(props.projectId, query!),
    enabled: props.open && !!query,
    placeholderData: keepPreviousData,
  });

  // Conditions on fields of another template would be refused; a new template starts over.
  const dropForeign = useEffectEvent((id: string) => {
    const rows = form.getFieldValue('conditions') as ConditionRow[] | undefined;
    if (rows?.some((r) => r.fieldId && byId.get(r.fieldId)?.templateId !== id)) form.setFieldValue('conditions', []);
  });
  useEffect(() => {
    if (templateId) dropForeign(templateId);
  }, [templateId]);

  const search = (v: SearchForm, pageNum = 1) =>
    setQuery({ templateId: v.templateId ?? null, conditions: toConditions(v.conditions ?? [], (id) => byId.get(id)?.type), pageNum, pageSize: PAGE });

  const folderOf = (path: string) => (path === '/' ? props.rootTitle : `${props.rootTitle}${path.split('/').join(' / ')}`);
  const fieldLabel = (p: MetaParam) => (templateId ? p.name : `${p.templateName} / ${p.name}`);

  const valueTags = (r: MetaSearchItem) =>
    all
      .filter((p) => p.templateId === r.templateId && r.values[p.fieldId] !== undefined && r.values[p.fieldId] !== null)
      .map((p) => (
        <Tag key={p.fieldId} style={{ marginInlineEnd: 0 }}>
          <Typography.Text type="secondary" style={{ fontSize: 'inherit' }}>
            {p.name}:
          </Typography.Text>{' '}
          {displayValue(r.values[p.fieldId])}
        </Tag>
      ));

  return (
    <Drawer open={props.open} title={t('metaSearch.title')} size={860} onClose={props.onClose} destroyOnHidden>
      {params.error && (
        <Alert
          type="error"
          showIcon
          title={t('meta.templatesFailed')}
          description={errorText(params.error)}
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={() => params.refetch()}>
              {t('common:retry')}
            </Button>
          }
        />
      )}
      {params.data && !params.data.templates.length ? (
        <Empty description={t('metaSearch.noTemplates')} data-testid="meta-search-no-templates" />
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => search(v)} data-testid="meta-search-form" disabled={params.isLoading}>
          <Form.Item name="templateId" label={t('meta.template')}>
            <Select
              allowClear
              placeholder={t('metaSearch.anyTemplate')}
              loading={params.isLoading}
              options={(params.data?.templates ?? []).map((x) => ({ value: x._id, label: x.name }))}
              data-testid="meta-search-template"
            />
          </Form.Item>
          <Form.List name="conditions">
            {(rows, { add, remove }) => (
              <>
                {rows.length > 0 && (
                  <div className="ant-form-item-label" style={{ paddingBottom: 8 }}>
                    <label>{t('metaSearch.conditions')}</label>
                  </div>
                )}
                {rows.map((row) => (
                  <div key={row.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }} data-testid="meta-condition">
                    <Form.Item
                      name={[row.name, 'fieldId']}
                      style={{ width: 260, marginBottom: 12 }}
                      rules={[{ required: true, message: t('metaSearch.chooseField') }]}
                    >
                      <Select
                        placeholder={t('metaSearch.field')}
                        showSearch={{ optionFilterProp: 'label' }}
                        options={fields.map((p) => ({ value: p.fieldId, label: fieldLabel(p) }))}
                        onChange={(fieldId: string) => form.setFieldValue(['conditions', row.name], { fieldId })}
                        data-testid="meta-condition-field"
                      />
                    </Form.Item>
                    <Form.Item noStyle shouldUpdate>
                      {({ getFieldValue }) => {
                        const p = byId.get(getFieldValue(['conditions', row.name, 'fieldId']));
                        if (!p) return <div style={{ flex: 1 }} />;
                        if (isRanged(p.type)) {
                          return (
                            <div style={{ flex: 1, display: 'flex', alignItems: 'center', gap: 6, marginBottom: 12 }}>
                              <Form.Item name={[row.name, 'from']} noStyle>
                                <MetaFieldInput field={p} projectId={props.projectId} placeholder={t('metaSearch.from')} testId="meta-condition-from" />
                              </Form.Item>
                              <span style={{ color: '#999' }}>–</span>
                              <Form.Item name={[row.name, 'to']} noStyle>
                                <MetaFieldInput field={p} projectId={props.projectId} placeholder={t('metaSearch.to')} testId="meta-condition-to" />
                              </Form.Item>
                            </div>
                          );
                        }
                        return (
                          <Form.Item name={[row.name, 'value']} style={{ flex: 1, marginBottom: 12 }}>
                            <MetaFieldInput
                              field={p}
                              projectId={props.projectId}
                              placeholder={p.type === 'text' ? t('metaSearch.contains') : t('metaSearch.anyValue')}
                              testId="meta-condition-value"
                            />
                          </Form.Item>
                        );
                      }}
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      onClick={() => remove(row.name)}
                      aria-label={t('metaSearch.removeCondition')}
                      title={t('metaSearch.removeCondition')}
                    />
                  </div>
                ))}
                <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 12 }}>
                  {t('metaSearch.hint')}
                </Typography.Paragraph>
                <Space wrap style={{ marginBottom: 16 }}>
                  <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={!fields.length} data-testid="meta-condition-add">
                    {t('metaSearch.addCondition')}
                  </Button>
                  <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={results.isFetching} data-testid="meta-search-submit">
                    {t('common:search')}
                  </Button>
                  <Button
                    onClick={() => {
                      form.resetFields();
                      setQuery(null);
                    }}
                  >
                    {t('common:reset')}
                  </Button>
                </Space>
              </>
            )}
          </Form.List>
        </Form>
      )}
      {results.error && <Alert type="error" showIcon title={errorText(results.error)} style={{ marginBottom: 16 }} data-testid="meta-search-error" />}
      {query && !results.error && (
        <Table<MetaSearchItem>
          rowKey="_id"
          size="small"
          loading={results.isFetching}
          dataSource={results.data?.list ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('metaSearch.noResults')} /> }}
          data-testid="meta-search-results"
          pagination={{
            current: query.pageNum,
            pageSize: PAGE,
            total: results.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (n) => t('total', { count: n }),
            onChange: (pageNum) => setQuery({ ...query, pageNum }),
          }}
          columns={[
            {
              title: t('col.name'),
              key: 'name',
              width: 220,
              render: (_, r) => (
                <Space size={8} align="start">
                  <FileIcon type={r.type ?? ''} />
                  <Typography.Link onClick={() => props.onOpenFile(r._id)} data-testid="meta-result-name">
                    {r.name}
                  </Typography.Link>
                </Space>
              ),
            },
            { title: t('infoPath'), dataIndex: 'path', width: 190, render: (p: string) => <Typography.Text type="secondary">{folderOf(p)}</Typography.Text> },
            { title: t('meta.template'), dataIndex: 'templateName', width: 130 },
            { title: t('meta.values'), key: 'values', render: (_, r) => <div className="meta-values-cell">{valueTags(r)}</div> },
          ]}
        />
      )}
    </Drawer>
  );
}
