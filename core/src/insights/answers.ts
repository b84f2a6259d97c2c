import * as v from 'valibot';
import { PRODUCTS, RATING_LABELS, SUBMISSION_STATUSES } from '../submissions/index.ts';

// The Insights figures as the API answers them: the one place their fields are written; the entity types are
// read from these, and the API's description is made from them.

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const percent = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));
const money = v.number();
const days = v.nullable(v.number());

/** What the figures are narrowed to; every figure counts submissions created in [from, to]. */
export const InsightsFilterSchema = v.object({
  /** First day of the period, YYYY-MM-DD (UTC), inclusive. */
  from: v.string(),
  /** Last day of the period, YYYY-MM-DD (UTC), inclusive. */
  to: v.string(),
  product: v.optional(v.picklist(PRODUCTS)),
  /** The assigned broker's user id. */
  producerId: v.optional(v.string()),
  /** Only submissions this carrier quoted (name, any case); the carrier table shows this carrier alone. */
  carrier: v.optional(v.string()),
});

export const PipelineStageSchema = v.object({ status: v.picklist(SUBMISSION_STATUSES), count });

export const InsightsFunnelSchema = v.object({
  received: v.pipe(count, v.description('Submissions created in the period')),
  quoted: v.pipe(count, v.description('Of those, with at least one carrier quote')),
  bound: v.pipe(count, v.description('Of those, bound by a placement or approved on an accepted carrier quote')),
});

export const InsightsMonthSchema = v.object({
  /** YYYY-MM */
  month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
  submissions: count,
  quotedPremium: v.pipe(money, v.description('Sum of the premium bound, or each submission’s lowest quote while none is')),
  boundPremium: v.pipe(money, v.description('Sum of the premiums bound')),
  medianDaysToQuote: v.pipe(days, v.description('Creation to first quote')),
  medianDaysToDecision: v.pipe(days, v.description('Creation to approval or rejection')),
});

export const CarrierHitRatioSchema = v.object({
  carrier: v.string(),
  /** Quotes the carrier gave. */
  quoted: count,
  /** Of those, the ones bound. */
  bound: count,
  hitRatio: v.pipe(percent, v.description('bound / quoted, percent')),
});

export const RatingCountSchema = v.object({ label: v.picklist(RATING_LABELS), count });

/** The due-date outcome of each submission with a due date (see slaOutcome). */
export const SlaFiguresSchema = v.object({
  withDueDate: count,
  onTrack: v.pipe(count, v.description('Open, due today or later')),
  overdue: v.pipe(count, v.description('Open, past the due date')),
  met: v.pipe(count, v.description('Decided on or before the due date')),
  missed: v.pipe(count, v.description('Decided after the due date')),
  breaches: v.pipe(count, v.description('overdue + missed')),
  /** breaches as a whole percentage of withDueDate; 0 when none has a due date. */
  breachRate: percent,
});

export const ClientPremiumSchema = v.object({
  clientId: v.string(),
  client: v.string(),
  submissions: count,
  boundPremium: money,
  quotedPremium: money,
});

export const InsightsOptionsSchema = v.object({
  producers: v.array(v.object({ id: v.string(), name: v.string() })),
  carriers: v.array(v.string()),
});

/** GET /api/insights: the book's figures for the Insights page. */
export const InsightsSchema = v.object({
  filter: InsightsFilterSchema,
  funnel: InsightsFunnelSchema,
  pipeline: v.array(PipelineStageSchema),
  months: v.array(InsightsMonthSchema),
  medianDaysToQuote: days,
  medianDaysToDecision: days,
  carriers: v.array(CarrierHitRatioSchema),
  ratings: v.array(RatingCountSchema),
  sla: SlaFiguresSchema,
  topClients: v.array(ClientPremiumSchema),
  options: InsightsOptionsSchema,
});
