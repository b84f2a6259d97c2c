import * as v from 'valibot';
import type { Metrics } from './entities.ts';
import type { MetricsData } from './ports.ts';

/** 'New Submissions Request' counts submissions created in the last this many days. */
export const METRICS_WINDOW_DAYS = 7;

const DAY_MS = 86_400_000;

/** The `since` to pass to `SubmissionRepository.metricsData`: METRICS_WINDOW_DAYS before `now`. */
export const metricsWindowStart = (now: Date): string => new Date(now.getTime() - METRICS_WINDOW_DAYS * DAY_MS).toISOString();

/**
 * The dashboard metrics from the repository's raw counts.
 * - newSubmissions: submissions created in the last METRICS_WINDOW_DAYS (7) days.
 * - pendingSubmissions: submissions whose status is pending.
 * - highRiskSubmissions: open submissions (not approved or rejected) whose rating label is poor.
 * - approvalRate: approved as a whole percentage of decided (approved + rejected); 0 when none is decided.
 * - averageCycle: mean days from creation to decision over decided submissions, to one decimal; 0 when
 *   none is decided.
 * - pendingActions: open tasks (status not Completed) across submissions.
 */
export function computeMetrics(data: MetricsData): Metrics {
  const decided = data.approved + data.rejected;
  return {
    newSubmissions: data.createdSince,
    pendingSubmissions: data.pending,
    highRiskSubmissions: data.highRiskOpen,
    approvalRate: decided === 0 ? 0 : Math.round((100 * data.approved) / decided),
    averageCycle: decided === 0 ? 0 : Math.round((10 * data.decidedCycleDays) / decided) / 10,
    pendingActions: data.openTasks,
  };
}

/** GET /api/metrics: the dashboard figures as the API answers them. */
export const MetricsSchema = v.object({
  newSubmissions: v.number(),
  pendingSubmissions: v.number(),
  highRiskSubmissions: v.number(),
  approvalRate: v.pipe(v.number(), v.description('Percentage 0-100 of decided submissions that were approved')),
  averageCycle: v.pipe(v.number(), v.description('Mean days from creation to decision')),
  pendingActions: v.pipe(v.number(), v.description('Open tasks')),
});
