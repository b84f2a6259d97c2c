import type { SubmissionStatus } from '../submissions/index.ts';
import type { ClientPremium, InsightsFilter, InsightsOptions, RatingCount } from './entities.ts';

/** One month's raw figures as the store counts them; months without submissions are absent. */
export interface InsightsMonthRow {
  month: string;
  submissions: number;
  quotedPremium: number;
  boundPremium: number;
  medianDaysToQuote: number | null;
  medianDaysToDecision: number | null;
}

/** The store's counts for one filter, before the rules shape them (order, zero months, ratios). */
export interface InsightsFigures {
  received: number;
  quoted: number;
  bound: number;
  statuses: { status: SubmissionStatus | string; count: number }[];
  months: InsightsMonthRow[];
  medianDaysToQuote: number | null;
  medianDaysToDecision: number | null;
  carriers: { carrier: string; quoted: number; bound: number }[];
  ratings: { label: RatingCount['label'] | string; count: number }[];
  sla: { onTrack: number; overdue: number; met: number; missed: number };
  /** At most TOP_CLIENTS rows, by bound premium then quoted premium, largest first. */
  topClients: ClientPremium[];
}

/**
 * The book's figures, computed where the data is. Every figure follows the definitions in rules.ts
 * (quoted, bound, the SLA outcomes, time to quote and to decision), which the adapter is handed.
 */
export interface InsightsQuery {
  /** Figures over the submissions created in the filter's period; `today` (YYYY-MM-DD, UTC) decides what is overdue. */
  figures(filter: InsightsFilter, today: string): Promise<InsightsFigures>;
  /** What the filters offer: the producers (brokers and broker managers) and every carrier named on a quote. */
  options(): Promise<InsightsOptions>;
}
