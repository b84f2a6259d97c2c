import { DECIDERS, SubmissionViewSchema, WaitingReviewsSchema } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** The underwriting queue: submissions waiting for a decision, for those who may decide them. */
export const decisions = {
  listWaitingReviews: endpoint({
    method: 'GET',
    path: '/decisions',
    who: DECIDERS,
    summary:
      "The underwriting queue: submissions in review waiting for a decision, soonest due first (due by the product's service level, in working days after it was sent for review)",
    tag: 'Submissions',
    ok: [200, WaitingReviewsSchema],
    errors: [],
  }),
  pickUpReview: endpoint({
    method: 'POST',
    path: '/decisions/:id/pick-up',
    who: DECIDERS,
    summary: 'Pick a waiting submission up: it and its review task are assigned to the caller',
    tag: 'Submissions',
    ok: [200, SubmissionViewSchema],
    // 409 once it is no longer in review.
    errors: [404, 409],
  }),
} as const;
