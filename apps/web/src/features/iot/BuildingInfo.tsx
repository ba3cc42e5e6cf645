import { Avatar, Card, Col, Descriptions, Empty, Row, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { ProjectDetail } from '@trestle/shared/project-responses';
import type { IotDevice } from './api';

/** The fields of get-project-info this page shows. */
export type Building = Pick<
  ProjectDetail,
  'name' | 'address' | 'type' | 'stage' | 'clientName' | 'acreage' | 'size' | 'overview' | 'image' | 'contactWay' | 'businessHours' | 'startDate' | 'endDate'
>;

/**
 * The building's information page of the IoT dashboards (spec 2 §2 "logo demo information
 * pages"): its logo or picture, the project's facts and what the sensors in it are doing.
 */
export function BuildingInfo(p: { building: Building | undefined; devices: IotDevice[] }) {
  const { t } = useTranslation('iot');
  const b = p.building;
  if (!b) return <Empty description={t('building.none')} />;
  const latest = p.devices
    .map((d) => d.lastReadingAt)
    .filter((x): x is string => !!x)
    .sort()
    .pop();
  const working = p.devices.filter((d) => d.status === 1).length;
  const faults = p.devices.filter((d) => d.status === 2).length;
  const initials = b.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
  const rows: [string, string | null][] = [
    ['address', b.address],
    ['type', b.type],
    ['stage', b.stage],
    ['client', b.clientName],
    ['acreage', b.acreage],
    ['size', b.size],
    ['period', `${b.startDate} – ${b.endDate}`],
    ['contact', b.contactWay],
    ['hours', b.businessHours],
  ];
  return (
    <Row gutter={[16, 16]} data-testid="iot-building">
      <Col xs={24} lg={16}>
        <Card>
          <Space align="start" size={20}>
            {b.image ? (
              <Avatar shape="square" size={96} src={b.image} alt={b.name} />
            ) : (
              <Avatar shape="square" size={96} style={{ background: '#1f4e79', fontSize: 36 }} data-testid="iot-building-logo">
                {initials}
              </Avatar>
            )}
            <div>
              <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="iot-building-name">
                {b.name}
              </Typography.Title>
              <Typography.Paragraph type={b.overview ? undefined : 'secondary'}>{b.overview || t('building.noOverview')}</Typography.Paragraph>
            </div>
          </Space>
          <Descriptions
            column={{ xs: 1, md: 2 }}
            size="small"
            style={{ marginTop: 16 }}
            items={rows.map(([k, v]) => ({ key: k, label: t(`building.${k}`), children: v || '—' }))}
          />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('building.sensors')}>
          <Row gutter={[12, 12]}>
            <Col span={12}>
              <Statistic title={t('building.devices')} value={p.devices.length} />
            </Col>
            <Col span={12}>
              <Statistic title={t('building.working')} value={working} />
            </Col>
            <Col span={12}>
              <Statistic title={t('building.faults')} value={faults} styles={faults ? { content: { color: '#cf1322' } } : undefined} />
            </Col>
            <Col span={12}>
              <Statistic title={t('building.openRepairs')} value={p.devices.reduce((n, d) => n + d.openRepairs, 0)} />
            </Col>
          </Row>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }} data-testid="iot-building-latest">
            {latest ? t('building.latest', { time: dayjs(latest).format('YYYY-MM-DD HH:mm') }) : t('building.noReadings')}
          </Typography.Paragraph>
        </Card>
      </Col>
    </Row>
  );
}
