import type { Product, RatingLabel, SubmissionStatus } from '../submissions/index.ts';

/** What the Insights figures are narrowed to; every figure counts submissions created in [from, to]. */
export interface InsightsFilter {
  /** First day of the period, YYYY-MM-DD (UTC), inclusive. */
  from: string;
  /** Last day of the period, YYYY-MM-DD (UTC), inclusive. */
  to: string;
  product?: Product;
  /** The assigned broker's user id. */
  producerId?: string;
  /** Only submissions this carrier quoted (name, any case); the carrier table shows this carrier alone. */
  carrier?: string;
}

export interface PipelineStage {
  status: SubmissionStatus;
  count: number;
}

export interface InsightsFunnel {
  /** Every submission created in the period. */
  received: number;
  /** Those with at least one carrier quote (see isQuotedSubmission). */
  quoted: number;
  /** Those a placement bound, or approved on a carrier's accepted quote (see isBoundSubmission). */
  bound: number;
}

export interface InsightsMonth {
  /** YYYY-MM */
  month: string;
  submissions: number;
  /** Sum over the month's submissions of the premium bound, or their lowest quote while none is. */
  quotedPremium: number;
  /** Sum of the premiums bound on the month's bound submissions. */
  boundPremium: number;
  /** Median days from creation to the first quote, of the month's submissions; null when none was quoted. */
  medianDaysToQuote: number | null;
  /** Median days from creation to the decision, of the month's decided submissions; null when none was decided. */
  medianDaysToDecision: number | null;
}

export interface CarrierHitRatio {
  carrier: string;
  /** Quotes the carrier gave. */
  quoted: number;
  /** Of those, the ones bound. */
  bound: number;
  /** bound / quoted as a whole percentage. */
  hitRatio: number;
}

export interface RatingCount {
  label: RatingLabel;
  count: number;
}

/** The due-date outcome of each submission with a due date (see slaOutcome). */
export interface SlaFigures {
  withDueDate: number;
  onTrack: number;
  overdue: number;
  met: number;
  missed: number;
  /** overdue + missed */
  breaches: number;
  /** breaches as a whole percentage of withDueDate; 0 when none has a due date. */
  breachRate: number;
}

export interface ClientPremium {
  clientId: string;
  client: string;
  submissions: number;
  boundPremium: number;
  quotedPremium: number;
}

export interface InsightsOptions {
  producers: { id: string; name: string }[];
  carriers: string[];
}

export interface Insights {
  filter: InsightsFilter;
  funnel: InsightsFunnel;
  pipeline: PipelineStage[];
  months: InsightsMonth[];
  medianDaysToQuote: number | null;
  medianDaysToDecision: number | null;
  carriers: CarrierHitRatio[];
  ratings: RatingCount[];
  sla: SlaFigures;
  topClients: ClientPremium[];
  options: InsightsOptions;
}
