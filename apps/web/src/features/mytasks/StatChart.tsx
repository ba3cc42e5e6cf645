import { Card } from 'antd';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echarts } from './echarts';

/** One chart card; `description` is the chart's text for screen readers (ECharts aria). */
export function StatChart(props: { testId: string; title: string; option: Record<string, unknown>; description: string; height?: number }) {
  const option = { aria: { enabled: true, label: { description: props.description } }, ...props.option };
  return (
    <Card size="small" title={props.title} data-testid={props.testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: props.height ?? 280 }} opts={{ renderer: 'canvas' }} />
    </Card>
  );
}
