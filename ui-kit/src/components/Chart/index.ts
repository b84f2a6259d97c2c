export { Chart, type ChartProps, type ChartSeries, type ChartTone } from './Chart.tsx';
