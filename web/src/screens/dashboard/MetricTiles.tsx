import { useQuery } from '@tanstack/react-query';
import type { Metrics } from '@workbench/core';
import { AlertTriangleIcon, CalendarIcon, ChartIcon, InboxIcon, MetricTile, TaskIcon, CheckCircleIcon } from '@workbench/ui-kit';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { metricsQueryOptions } from '../../queries/metrics.queries.ts';
import { formatNumber } from '../../format.ts';
import * as styles from './MetricTiles.css.ts';

/** The six tiles, in the spec's order, each read from GET /api/metrics. */
const TILES: { label: string; icon: React.ReactNode; value: (m: Metrics) => string; hint: string }[] = [
  {
    label: 'New Submissions Request',
    icon: <InboxIcon />,
    value: (m) => formatNumber(m.newSubmissions),
    hint: 'Received and not yet picked up',
  },
  { label: 'Pending Submissions', icon: <CalendarIcon />, value: (m) => formatNumber(m.pendingSubmissions), hint: 'Waiting for review' },
  {
    label: 'High-Risk Submissions',
    icon: <AlertTriangleIcon />,
    value: (m) => formatNumber(m.highRiskSubmissions),
    hint: 'Poor rating, open',
  },
  {
    label: 'Approval Rate',
    icon: <CheckCircleIcon />,
    value: (m) => `${formatNumber(m.approvalRate, { decimals: 1 })}%`,
    hint: 'Of decided submissions',
  },
  {
    label: 'Average Cycle',
    icon: <ChartIcon />,
    value: (m) => `${formatNumber(m.averageCycle, { decimals: 1 })} days`,
    hint: 'From creation to decision',
  },
  { label: 'Pending Actions', icon: <TaskIcon />, value: (m) => formatNumber(m.pendingActions), hint: 'Open tasks' },
];

export function MetricTiles() {
  const query = useQuery(metricsQueryOptions());
  useErrorToast(query, 'Failed to load dashboard metrics');
  return (
    <section aria-label="Metrics" className={styles.grid}>
      {TILES.map((tile) => (
        <MetricTile
          key={tile.label}
          label={tile.label}
          value={query.data ? tile.value(query.data) : '–'}
          icon={tile.icon}
          hint={tile.hint}
        />
      ))}
    </section>
  );
}
