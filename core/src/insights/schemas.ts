import * as v from 'valibot';
import { PRODUCTS } from '../submissions/index.ts';
import { queryValue } from '../shared/query.ts';
import { isCalendarDate, objectSchema } from '../shared/validation.ts';
import { MAX_PERIOD_MONTHS, periodMonths } from './rules.ts';

const day = (name: string) => v.pipe(v.string(), v.check(isCalendarDate, `${name} must be a date (YYYY-MM-DD)`));

export const INSIGHTS_MESSAGES = {
  order: 'from must not be after to',
  tooLong: `The period can cover at most ${MAX_PERIOD_MONTHS} months`,
} as const;

/**
 * GET /api/insights, and the Insights page's address: every value is text and optional; a missing period
 * is the default one (defaultInsightsPeriod), a missing filter is no filter.
 */
export const InsightsQuerySchema = v.pipe(
  objectSchema({
    from: queryValue('from', day('from')),
    to: queryValue('to', day('to')),
    product: queryValue('product', v.picklist(PRODUCTS, `product must be one of ${PRODUCTS.join(', ')}`)),
    producer: queryValue('producer', v.pipe(v.string(), v.uuid('producer must be a user id'))),
    carrier: queryValue('carrier', v.pipe(v.string(), v.maxLength(200, 'carrier must be at most 200 characters'))),
  }),
  v.check((q) => !q.from || !q.to || q.from <= q.to, INSIGHTS_MESSAGES.order),
  v.check((q) => !q.from || !q.to || periodMonths(q.from, q.to) <= MAX_PERIOD_MONTHS, INSIGHTS_MESSAGES.tooLong),
);
export type InsightsQueryInput = v.InferOutput<typeof InsightsQuerySchema>;
