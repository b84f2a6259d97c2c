import { queryOptions } from '@tanstack/react-query';
import { decisions } from '@workbench/contract';
import type { Submission } from '@workbench/core';
import { api } from '../api/client.ts';
import { call } from '../api/call.ts';

export const decisionKeys = { queue: ['decisions', 'queue'] as const };

/** The submissions waiting for a decision, soonest due first. */
export const decisionQueueQueryOptions = () =>
  queryOptions({
    queryKey: decisionKeys.queue,
    queryFn: () => call(decisions.listWaitingReviews, {}),
  });

/** Picks a waiting submission up: it is assigned to the one who asks. */
export const pickUpReview = (id: string) => api.post<Submission>(`/api/decisions/${encodeURIComponent(id)}/pick-up`);
