import {
  MarketCandidateListSchema,
  PLACEMENT_KEEPERS,
  PLACEMENT_READERS,
  PlacementSchema,
  ProposalListSchema,
  SIGNED_IN,
} from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * Placing a submission's risk: its markets (the carriers it is taken to) and their answers, the packages sent
 * to them, their quotes, the client's proposals and binding. Staff read a placement, brokers and broker
 * managers place (core's placementRights); a customer reaches only the proposals of their own submissions.
 */
export const placement = {
  getPlacement: endpoint({
    method: 'GET',
    path: '/submissions/:id/placement',
    who: PLACEMENT_READERS,
    summary: 'The submission’s markets with their answers, quotes and packages sent, its proposals and the policy bound',
    tag: 'Placement',
    ok: [200, PlacementSchema],
    errors: [404],
  }),
  marketCandidates: endpoint({
    method: 'GET',
    path: '/submissions/:id/market-candidates',
    who: PLACEMENT_KEEPERS,
    summary: 'Active carriers to choose from, with their appetite for the product and hit ratio on it',
    tag: 'Placement',
    ok: [200, MarketCandidateListSchema],
    errors: [404],
  }),
  listProposals: endpoint({
    method: 'GET',
    path: '/submissions/:id/proposals',
    who: SIGNED_IN,
    summary: 'The submission’s proposals, newest first (its customer: those not withdrawn)',
    tag: 'Placement',
    ok: [200, ProposalListSchema],
    errors: [404],
  }),
} as const;
