import type * as v from 'valibot';
import type {
  InsightsFilterSchema,
  PipelineStageSchema,
  InsightsFunnelSchema,
  InsightsMonthSchema,
  CarrierHitRatioSchema,
  RatingCountSchema,
  SlaFiguresSchema,
  ClientPremiumSchema,
  InsightsOptionsSchema,
  InsightsSchema,
} from './answers.ts';

/** What the Insights figures are narrowed to; every figure counts submissions created in [from, to]. */
export type InsightsFilter = v.InferOutput<typeof InsightsFilterSchema>;

export type PipelineStage = v.InferOutput<typeof PipelineStageSchema>;

export type InsightsFunnel = v.InferOutput<typeof InsightsFunnelSchema>;

export type InsightsMonth = v.InferOutput<typeof InsightsMonthSchema>;

export type CarrierHitRatio = v.InferOutput<typeof CarrierHitRatioSchema>;

export type RatingCount = v.InferOutput<typeof RatingCountSchema>;

/** The due-date outcome of each submission with a due date (see slaOutcome). */
export type SlaFigures = v.InferOutput<typeof SlaFiguresSchema>;

export type ClientPremium = v.InferOutput<typeof ClientPremiumSchema>;

export type InsightsOptions = v.InferOutput<typeof InsightsOptionsSchema>;

export type Insights = v.InferOutput<typeof InsightsSchema>;
