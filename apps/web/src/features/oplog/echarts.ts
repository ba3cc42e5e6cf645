import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only the parts of ECharts the log statistics draw; reached from the lazily loaded chart alone.
echarts.use([BarChart, GridComponent, TooltipComponent, TitleComponent, AriaComponent, CanvasRenderer]);

export { echarts };
