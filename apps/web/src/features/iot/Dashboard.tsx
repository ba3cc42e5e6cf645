import { useState } from 'react';
import { Card, Col, DatePicker, Empty, Row, Segmented, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { AIR_KEYS } from '@trestle/shared/iot-schemas';
import { PageState } from '../../shell/PageState';
import { iotData, iotKeys, type DataQuery, type IotDevice } from './api';
import { AirQualityChart, AIR_LIMITS, airLabel } from './AirQualityChart';
import { ClimateChart } from './ClimateChart';

type Preset = 'latest' | '24h' | '7d' | '30d' | '90d' | 'custom';
const PRESET_HOURS: Partial<Record<Preset, number>> = { '24h': 24, '7d': 168, '30d': 720, '90d': 2160 };
const TIME = 'YYYY-MM-DD HH:mm';

/** The charts: device picker, time range and interval; temperature, humidity and air quality. */
export function Dashboard(props: { projectId: string; devices: IotDevice[] }) {
  const { t } = useTranslation('iot');
  const [deviceId, setDeviceId] = useState<string>('');
  const [preset, setPreset] = useState<Preset>('latest');
  const [custom, setCustom] = useState<[Dayjs, Dayjs] | null>(null);
  const [interval, setInterval] = useState<'hour' | 'day'>('hour');

  const query: DataQuery = { deviceId: deviceId || null, interval, utcOffset: dayjs().utcOffset() };
  const hours = PRESET_HOURS[preset];
  if (hours) {
    // Whole hours, so the query (and its cache key) stays put between renders.
    const end = dayjs().startOf('hour').add(1, 'hour');
    Object.assign(query, { from: end.subtract(hours, 'hour').toISOString(), to: end.toISOString() });
  } else if (preset === 'custom' && custom) {
    // Spec 2 §5: a custom range runs from 00:00:00 of its first day to 23:59:59 of its last.
    Object.assign(query, { from: custom[0].startOf('day').toISOString(), to: custom[1].endOf('day').toISOString() });
  }
  const data = useQuery({ queryKey: iotKeys.data(props.projectId, query), queryFn: () => iotData(props.projectId, query), placeholderData: (prev) => prev });
  const d = data.data;
  const hasClimate = !!d && (d.tempDataYs.length > 0 || d.humidityDataYs.length > 0);
  const hasAir = !!d && AIR_KEYS.some((k) => d.air[k] !== null);
  const last = (ys: number[]) => (ys.length ? ys[ys.length - 1] : null);
  const presets: { value: Preset; label: string }[] = (['latest', '24h', '7d', '30d', '90d', 'custom'] as const).map((p) => ({
    value: p,
    label: t(`range.${p}`),
  }));

  return (
    <>
      <Space wrap size={12} style={{ marginBottom: 16 }} data-testid="iot-filters">
        <Select
          style={{ minWidth: 220 }}
          value={deviceId}
          onChange={setDeviceId}
          data-testid="iot-device-picker"
          options={[{ value: '', label: t('allDevices') }, ...props.devices.map((x) => ({ value: x.id, label: `${x.name} (${x.code})` }))]}
        />
        <Select style={{ minWidth: 150 }} value={preset} onChange={setPreset} options={presets} data-testid="iot-range" />
        {preset === 'custom' && (
          <DatePicker.RangePicker
            value={custom}
            onChange={(v) => setCustom(v && v[0] && v[1] ? [v[0], v[1]] : null)}
            disabledDate={(x) => x.isAfter(dayjs().endOf('day'))}
            data-testid="iot-range-custom"
          />
        )}
        <Segmented
          value={interval}
          onChange={(v) => setInterval(v as 'hour' | 'day')}
          options={[
            { value: 'hour', label: t('interval.hour') },
            { value: 'day', label: t('interval.day') },
          ]}
          data-testid="iot-interval"
        />
        {d && (
          <Typography.Text type="secondary" data-testid="iot-window">
            {t('window', { from: dayjs(d.from).format(TIME), to: dayjs(d.to).format(TIME) })}
            {d.temperatureOffset !== 0 && ` · ${t('offsetApplied', { offset: d.temperatureOffset })}`}
          </Typography.Text>
        )}
      </Space>
      <PageState loading={data.isLoading} error={data.error} onRetry={() => data.refetch()}>
        {d && !hasClimate && !hasAir ? (
          <Empty description={props.devices.length ? t('noReadings') : t('noDevicesYet')} style={{ margin: '48px auto' }} data-testid="iot-empty" />
        ) : d ? (
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <Card size="small" title={t('temperature')}>
                {d.tempDataYs.length ? (
                  <ClimateChart
                    testId="iot-temp-chart"
                    name={t('temperatureUnit')}
                    unit="°C"
                    color="#d4380d"
                    xs={d.tempDataXs}
                    ys={d.tempDataYs}
                    interval={d.interval}
                    description={t('chartDescription', { name: t('temperatureUnit'), points: d.tempDataYs.length, last: last(d.tempDataYs) })}
                  />
                ) : (
                  <Empty description={t('noSeries')} />
                )}
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card size="small" title={t('humidity')}>
                {d.humidityDataYs.length ? (
                  <ClimateChart
                    testId="iot-humidity-chart"
                    name={t('humidityUnit')}
                    unit="%"
                    color="#1677ff"
                    xs={d.humidityDataXs}
                    ys={d.humidityDataYs}
                    interval={d.interval}
                    description={t('chartDescription', { name: t('humidityUnit'), points: d.humidityDataYs.length, last: last(d.humidityDataYs) })}
                  />
                ) : (
                  <Empty description={t('noSeries')} />
                )}
              </Card>
            </Col>
            <Col xs={24}>
              <Card
                size="small"
                title={t('airQuality')}
                extra={d.airAt && <Typography.Text type="secondary">{t('airAt', { at: dayjs(d.airAt).format(TIME) })}</Typography.Text>}
              >
                {hasAir ? (
                  <AirQualityChart
                    air={d.air}
                    noData={t('noValue')}
                    description={`${t('airQuality')}: ${AIR_KEYS.map((k) => `${airLabel(k)} ${d.air[k] ?? t('noValue')} ${AIR_LIMITS[k].unit}`).join(', ')}`}
                  />
                ) : (
                  <Empty description={t('noAir')} />
                )}
              </Card>
            </Col>
          </Row>
        ) : null}
      </PageState>
    </>
  );
}
