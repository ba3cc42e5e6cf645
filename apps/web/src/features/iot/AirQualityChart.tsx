import ReactEChartsCore from 'echarts-for-react/esm/core';
import { AIR_KEYS, type AirKey } from '@trestle/shared/iot-schemas';
import { echarts } from './echarts';

/**
 * Indoor limits the gauges turn red above (China's indoor air quality standard GB/T 18883-2022
 * where it has one; H2S from common workplace guidance). Each gauge runs to twice its limit.
 */
export const AIR_LIMITS: Record<AirKey, { limit: number; unit: string; digits: number }> = {
  PM2_5: { limit: 50, unit: 'µg/m³', digits: 0 },
  CO2: { limit: 1000, unit: 'ppm', digits: 0 },
  H2S: { limit: 0.01, unit: 'mg/m³', digits: 4 },
  HCHO: { limit: 0.08, unit: 'mg/m³', digits: 3 },
  NH3: { limit: 0.2, unit: 'mg/m³', digits: 3 },
  TVOC: { limit: 0.6, unit: 'mg/m³', digits: 2 },
};

export const airLabel = (k: AirKey) => (k === 'PM2_5' ? 'PM2.5' : k);

/** Six gauges, one per air-quality value (spec 2 §3), green up to the limit and red above. */
export function AirQualityChart(props: { air: Record<AirKey, number | null>; description: string; noData: string }) {
  const series = AIR_KEYS.map((k, i) => {
    const { limit, unit, digits } = AIR_LIMITS[k];
    const v = props.air[k];
    return {
      type: 'gauge',
      name: airLabel(k),
      center: [`${16.7 + (i % 3) * 33.3}%`, i < 3 ? '30%' : '78%'],
      radius: '36%',
      min: 0,
      max: limit * 2,
      startAngle: 210,
      endAngle: -30,
      splitNumber: 4,
      axisLine: {
        lineStyle: {
          width: 10,
          color: [
            [0.375, '#52c41a'],
            [0.5, '#faad14'],
            [1, '#f5222d'],
          ],
        },
      },
      axisTick: { show: false },
      splitLine: { length: 8, lineStyle: { width: 1, color: '#999' } },
      axisLabel: { show: false },
      pointer: { width: 4, length: '60%', itemStyle: { color: '#1f4e79' } },
      title: { offsetCenter: [0, '78%'], fontSize: 13 },
      detail: { offsetCenter: [0, '40%'], fontSize: 14, formatter: () => (v === null ? props.noData : `${v.toFixed(digits)} ${unit}`) },
      data: [{ value: v === null ? 0 : Math.min(v, limit * 2), name: airLabel(k) }],
    };
  });
  const option = { aria: { enabled: true, label: { description: props.description } }, series };
  return (
    <div data-testid="iot-air-chart">
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 380 }} opts={{ renderer: 'canvas' }} />
    </div>
  );
}
