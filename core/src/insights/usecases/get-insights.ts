import type { Clock } from '../../shared/ports.ts';
import { assertStaff, type Actor } from '../../use-case-deps.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { Insights, InsightsFilter } from '../entities.ts';
import type { InsightsQuery } from '../ports.ts';
import { defaultInsightsPeriod, shapeInsights, MAX_PERIOD_MONTHS, periodMonths } from '../rules.ts';
import { INSIGHTS_MESSAGES, InsightsQuerySchema } from '../schemas.ts';
import { AppError } from '../../errors.ts';

export interface InsightsDeps {
  insights: InsightsQuery;
  clock: Clock;
}

/**
 * The Insights figures for a filter given as query text (InsightsQuerySchema). Staff only: the whole book's
 * figures are the brokerage's, never a customer's. Fails with `invalid` on a bad filter.
 */
export const getInsights =
  (deps: InsightsDeps) =>
  async (actor: Actor, query: unknown): Promise<Insights> => {
    assertStaff(actor);
    const input = parseOrThrow(InsightsQuerySchema, query);
    const today = deps.clock.now().toISOString().slice(0, 10);
    const fallback = defaultInsightsPeriod(input.to ?? today);
    const filter: InsightsFilter = { from: input.from ?? fallback.from, to: input.to ?? today };
    // Only one end given: the other defaults, and the pair must still make a period.
    if (filter.from > filter.to) throw AppError.invalid(INSIGHTS_MESSAGES.order);
    if (periodMonths(filter.from, filter.to) > MAX_PERIOD_MONTHS) throw AppError.invalid(INSIGHTS_MESSAGES.tooLong);
    if (input.product) filter.product = input.product;
    if (input.producer) filter.producerId = input.producer;
    if (input.carrier) filter.carrier = input.carrier;
    const [figures, options] = await Promise.all([deps.insights.figures(filter, today), deps.insights.options()]);
    return shapeInsights(filter, figures, options);
  };
