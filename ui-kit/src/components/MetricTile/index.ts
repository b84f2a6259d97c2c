export { MetricTile, type MetricTileProps } from './MetricTile.tsx';
