/** The pure rules the use cases apply, gathered in one place. */
export {
  productForCoverages,
  nextStatuses,
  canTransition,
  assertTransition,
  statusLabel,
  isOpenStatus,
} from '../../submissions/rules.ts';
export { computeMetrics, METRICS_WINDOW_DAYS, metricsWindowStart } from '../../submissions/metrics.ts';
export { rateSubmission } from '../../submissions/rating.ts';
export { findSimilarClients } from '../../clients/rules.ts';
