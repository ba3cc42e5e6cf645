import * as echarts from 'echarts/core';
import { GaugeChart, LineChart } from 'echarts/charts';
import { AriaComponent, DataZoomComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only the parts of ECharts the IoT page draws; this file is reached from the lazily loaded
// IoT page alone, so none of it lands in the main bundle.
echarts.use([LineChart, GaugeChart, GridComponent, TooltipComponent, LegendComponent, TitleComponent, DataZoomComponent, AriaComponent, CanvasRenderer]);

export { echarts };
