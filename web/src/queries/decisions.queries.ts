import { queryOptions } from '@tanstack/react-query';
import { decisions } from '@workbench/contract';
import { call } from '../api/call.ts';

export const decisionKeys = { queue: ['decisions', 'queue'] as const };

/** The submissions waiting for a decision, soonest due first. */
export const decisionQueueQueryOptions = () =>
  queryOptions({
    queryKey: decisionKeys.queue,
    queryFn: () => call(decisions.listWaitingReviews, {}),
  });

/** Picks a waiting submission up: it is assigned to the one who asks. */
export const pickUpReview = (id: string) => call(decisions.pickUpReview, { params: { id } });
