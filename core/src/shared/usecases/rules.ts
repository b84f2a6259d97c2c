/**
 * The pure rules the use cases apply, gathered in one place.
 * TEMPORARY: rating and similar clients are stand-ins until their modules (rating.ts, clients/rules.ts) land; this file then only re-exports them.
 */
export {
  productForCoverages,
  nextStatuses,
  canTransition,
  assertTransition,
  statusLabel,
  isOpenStatus,
} from '../../submissions/rules.ts';
export { computeMetrics, METRICS_WINDOW_DAYS, metricsWindowStart } from '../../submissions/metrics.ts';
import type { Client } from '../../clients/entities.ts';
import type {
  Property,
  RatingResult,
  SubmissionCoverage,
  Vehicle,
} from '../../submissions/entities.ts';

export function rateSubmission(input: { coverages: SubmissionCoverage[]; properties: Property[]; vehicles: Vehicle[]; now: Date }): RatingResult {
  const sprinklered = input.properties.filter((p) => p.sprinklered).length;
  const score = Math.max(0, Math.min(100, 60 + (input.properties.length ? Math.round((20 * sprinklered) / input.properties.length) : 10)));
  const label = score >= 90 ? 'excellent' : score >= 75 ? 'good' : score >= 60 ? 'fair' : 'poor';
  return { score, label, factors: [] };
}

export function findSimilarClients(name: string, clients: Client[]): { client: Client; score: number }[] {
  const needle = name.toLowerCase();
  return clients
    .filter((c) => c.name.toLowerCase().includes(needle) || needle.includes(c.name.toLowerCase()))
    .map((client) => ({ client, score: 1 }));
}
