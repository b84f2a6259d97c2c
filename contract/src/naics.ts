import { NaicsListSchema, NaicsQuerySchema, SIGNED_IN } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * The NAICS industry codes a client is classified by, a list kept in the repository (the Census Bureau's
 * 2022 six-digit codes): anyone signed in searches it, as every form that asks for a code picks from it.
 */
export const naics = {
  searchNaics: endpoint({
    method: 'GET',
    path: '/naics',
    who: SIGNED_IN,
    summary: 'NAICS 2022 codes whose code begins with q or whose title holds each word of q, at most limit (20 unless given, up to 50)',
    tag: 'Clients',
    query: NaicsQuerySchema,
    ok: [200, NaicsListSchema],
    errors: [400],
  }),
} as const;
