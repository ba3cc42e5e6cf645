import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echarts } from './echarts';

export interface Bar {
  label: string;
  count: number;
}

/** A horizontal bar chart of counts, largest on top (operations per person or per module). */
export function OplogChart(props: { title: string; bars: Bar[]; description: string; testId: string }) {
  const bars = [...props.bars].slice(0, 15).reverse();
  const option = {
    aria: { enabled: true, label: { description: props.description } },
    // Drawn at once: a screenshot or a reader never sees bars half grown.
    animation: false,
    title: { text: props.title, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: bars.map((b) => b.label), axisLabel: { width: 120, overflow: 'truncate' } },
    series: [{ type: 'bar', data: bars.map((b) => b.count), itemStyle: { color: '#1f4e79' }, barMaxWidth: 24 }],
  };
  return (
    <div data-testid={props.testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: Math.max(180, 60 + bars.length * 28) }} opts={{ renderer: 'canvas' }} />
    </div>
  );
}
