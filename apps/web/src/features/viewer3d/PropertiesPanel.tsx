import { Collapse, Descriptions, Empty, Spin, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { modelKeys, modelProps, type ElementProps, type ModelPlace } from './api';

type Row = { key: string; set: string; name: string; value: string };
const show = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(Math.round(v * 1e6) / 1e6) : String(v));

/** The picked element's attributes and property sets (grouped by set, or one flat table). */
export function PropertiesPanel(p: { place: ModelPlace; dataId: number | null; grouped: boolean }) {
  const { t } = useTranslation('viewer3d');
  const q = useQuery({ queryKey: modelKeys.props(p.place.modelId, p.dataId), queryFn: () => modelProps(p.place, [p.dataId!]), enabled: p.dataId !== null });
  if (p.dataId === null) return <Empty description={t('props.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  if (q.isLoading)
    return (
      <Spin tip={t('props.loading')}>
        <div style={{ height: 80 }} />
      </Spin>
    );
  if (q.isError) return <Typography.Text type="danger">{errorText(q.error)}</Typography.Text>;
  const el: ElementProps | undefined = q.data?.[0];
  if (!el) return <Empty description={t('props.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const attrs = Object.entries(el.attributes).filter(([, v]) => v !== null && v !== '');
  const head = (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="props-attributes"
      items={[
        { key: 'name', label: t('props.name'), children: el.name ?? '' },
        { key: 'type', label: t('props.type'), children: el.type },
        {
          key: 'guid',
          label: t('props.guid'),
          children: (
            <Typography.Text copyable style={{ fontSize: 12 }}>
              {el.guid ?? ''}
            </Typography.Text>
          ),
        },
        ...attrs.map(([k, v]) => ({ key: k, label: k, children: show(v) })),
      ]}
    />
  );
  const columns = [
    { title: t('props.property'), dataIndex: 'name', width: '50%' },
    { title: t('props.value'), dataIndex: 'value' },
  ];
  let body;
  if (!el.propertySets.length) body = <Typography.Text type="secondary">{t('props.noSets')}</Typography.Text>;
  else if (p.grouped) {
    body = (
      <Collapse
        size="small"
        defaultActiveKey={el.propertySets.map((_, i) => String(i))}
        data-testid="props-sets"
        items={el.propertySets.map((s, i) => ({
          key: String(i),
          label: s.name,
          children: (
            <Table
              size="small"
              pagination={false}
              columns={columns}
              dataSource={s.props.map((pr, j) => ({ key: `${i}-${j}`, set: s.name, name: pr.name, value: show(pr.value) }))}
            />
          ),
        }))}
      />
    );
  } else {
    const rows: Row[] = el.propertySets.flatMap((s, i) =>
      s.props.map((pr, j) => ({ key: `${i}-${j}`, set: s.name, name: `${s.name} · ${pr.name}`, value: show(pr.value) })),
    );
    body = <Table size="small" pagination={false} columns={columns} dataSource={rows} data-testid="props-sets" />;
  }
  return (
    <div className="viewer-props">
      {head}
      <div style={{ marginTop: 12 }}>{body}</div>
    </div>
  );
}
