import * as v from 'valibot';
import { PRODUCTS } from '@workbench/core';
import type { InsightsParams } from '../../queries/insights.queries.ts';

const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);
const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * /insights?from=&to=&product=&producer=&carrier=: the filters live in the address so a link shares the
 * same figures. A value the address cannot hold is dropped here; the server checks the rest (core's
 * InsightsQuerySchema) and says what is wrong.
 */
export const InsightsSearch = v.object({
  from: optional(day),
  to: optional(day),
  product: optional(v.picklist(PRODUCTS)),
  producer: optional(v.pipe(v.string(), v.maxLength(100))),
  carrier: optional(v.pipe(v.string(), v.maxLength(200))),
});
export type InsightsSearchValues = v.InferOutput<typeof InsightsSearch>;

/** The server request: only the filters that are set. */
export const insightsRequest = (search: InsightsSearchValues): InsightsParams =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '')) as InsightsParams;
