import ReactEChartsCore from 'echarts-for-react/esm/core';
import dayjs from 'dayjs';
import { echarts } from './echarts';

/** One line chart of bucket averages (temperature or humidity) over time. */
export function ClimateChart(props: {
  testId: string;
  name: string;
  unit: string;
  color: string;
  xs: string[];
  ys: number[];
  interval: 'hour' | 'day';
  description: string;
}) {
  const fmt = props.interval === 'day' ? 'YYYY-MM-DD' : 'MM-DD HH:mm';
  const option = {
    aria: { enabled: true, label: { description: props.description } },
    color: [props.color],
    grid: { left: 48, right: 24, top: 40, bottom: 56 },
    legend: { data: [props.name], top: 4 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: number) => `${v} ${props.unit}`,
    },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true, formatter: (v: number) => dayjs(v).format(props.interval === 'day' ? 'MM-DD' : 'MM-DD HH:mm') } },
    yAxis: { type: 'value', scale: true, name: props.unit, axisLabel: { formatter: (v: number) => `${v}` } },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8, labelFormatter: (v: number) => dayjs(v).format(fmt) }],
    series: [
      {
        name: props.name,
        type: 'line',
        showSymbol: props.xs.length < 60,
        // Daily points are few; a smoothed curve between them would invent peaks.
        smooth: props.interval === 'hour',
        areaStyle: { opacity: 0.08 },
        data: props.xs.map((x, i) => [x, props.ys[i]]),
      },
    ],
  };
  return (
    <div data-testid={props.testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300 }} opts={{ renderer: 'canvas' }} />
    </div>
  );
}
