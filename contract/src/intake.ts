import {
  DiscardIntakeSchema,
  DraftIntakeSchema,
  INTAKE_WORKERS,
  IntakeItemSchema,
  IntakeQueueSchema,
  MergeIntakeSchema,
  MergeTargetQuerySchema,
  MergeTargetsSchema,
} from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * The intake queue: the mails taken in that wait for a broker to open, merge or discard them. The firm's
 * brokers and broker managers only; an unknown item, or a reply's, answers 404.
 */
export const intake = {
  listIntake: endpoint({
    method: 'GET',
    path: '/intake',
    who: INTAKE_WORKERS,
    summary: 'The intake queue: e-mails taken in that wait for a broker (newest first)',
    tag: 'Submissions',
    ok: [200, IntakeQueueSchema],
    errors: [],
  }),
  draftIntake: endpoint({
    method: 'GET',
    path: '/intake/drafts/:submissionId',
    who: INTAKE_WORKERS,
    summary: 'The intake item a draft was opened from while it is still a draft (its guesses); item null for any other submission',
    tag: 'Submissions',
    ok: [200, DraftIntakeSchema],
    errors: [],
  }),
  listMergeTargets: endpoint({
    method: 'GET',
    path: '/intake/:id/merge-targets',
    who: INTAKE_WORKERS,
    summary:
      "Where the mail may be merged: the proposed client's open submissions, and with q other open submissions whose SUB id or client matches (at most 10); never the item's own draft",
    tag: 'Submissions',
    query: MergeTargetQuerySchema,
    ok: [200, MergeTargetsSchema],
    errors: [400, 404, 409],
  }),
  openIntake: endpoint({
    method: 'POST',
    path: '/intake/:id/open',
    who: INTAKE_WORKERS,
    summary: "Take an item off the queue to work on its draft (answers the draft's submissionRef)",
    tag: 'Submissions',
    ok: [200, IntakeItemSchema],
    errors: [404, 409],
  }),
  mergeIntake: endpoint({
    method: 'POST',
    path: '/intake/:id/merge',
    who: INTAKE_WORKERS,
    summary:
      'Merge the mail into an existing submission (record id or SUB id): its message and documents move there and the draft is deleted',
    tag: 'Submissions',
    body: MergeIntakeSchema,
    ok: [200, IntakeItemSchema],
    errors: [400, 404, 409],
    example: { submissionId: 'SUB-2026-0042' },
  }),
  discardIntake: endpoint({
    method: 'POST',
    path: '/intake/:id/discard',
    who: INTAKE_WORKERS,
    summary: 'Discard the mail with a reason: its draft is deleted, the log keeps the reason',
    tag: 'Submissions',
    body: DiscardIntakeSchema,
    ok: [200, IntakeItemSchema],
    errors: [400, 404, 409],
    example: { reason: 'A newsletter' },
  }),
} as const;
