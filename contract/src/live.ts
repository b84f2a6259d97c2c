import { LiveCountsSchema, SIGNED_IN } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** The sidebar's badges, asked once or kept up to date by server-sent events. */
export const live = {
  liveCounts: endpoint({
    method: 'GET',
    path: '/live/counts',
    who: SIGNED_IN,
    summary: "The sidebar badges' counts for the signed-in person",
    tag: 'Work hub',
    ok: [200, LiveCountsSchema],
    errors: [],
  }),
  liveEvents: endpoint({
    method: 'GET',
    path: '/live/events',
    who: SIGNED_IN,
    summary:
      "Server-sent events: 'counts' (the badges' counts) at once and when they change; for staff, 'changed' with the data areas that changed",
    tag: 'Work hub',
    ok: [200, null],
    errors: [],
    answers: 'events',
  }),
} as const;
