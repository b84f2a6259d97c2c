import {
  LOSS_HISTORY_EDITORS,
  LOSS_HISTORY_READERS,
  LossClaimEditSchema,
  LossClaimSchema,
  LossHistorySchema,
  LossRunConfirmSchema,
  LossRunReviewSchema,
  MAX_WAITING_LOSS_RUNS,
} from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * A client's loss history: claims read from carriers' loss runs, stored only once the broker confirmed the
 * review, one per carrier and claim number across uploads, with a summary per policy year. Who may do what is
 * core's `lossHistoryAccess`: staff read and change it, the client's own customers read it and hand in loss
 * runs for the broker's review, another customer is answered 404 as for a client that does not exist.
 */
export const lossHistory = {
  getLossHistory: endpoint({
    method: 'GET',
    path: '/clients/:id/loss-history',
    who: LOSS_HISTORY_READERS,
    summary:
      "A client's loss history: its claims, the loss runs on file (carriers, valuation, terms, claim count, who confirmed it and when, the file), and per policy year over the last five the claim count, incurred, paid, open reserves, largest loss, frequency, severity and loss ratio (years with no loss run on file are missing, not zero); amounts in cents",
    tag: 'Clients',
    ok: [200, LossHistorySchema],
    errors: [404],
  }),
  readLossRun: endpoint({
    method: 'POST',
    path: '/clients/:id/loss-history/read',
    who: LOSS_HISTORY_EDITORS,
    summary:
      'Read a loss run (PDF, scanned page, xlsx or CSV, multipart in `document`) into claims for review, each value with its confidence and source; no claim is stored',
    notes:
      'A document that is not a loss run answers 422 with the reader’s message. The answer names the file by its digest, for the confirmation to send back; the file is kept for the client (once per digest) until a confirmation links it, and dropped a day after it was last read when none does.',
    tag: 'Clients',
    upload: { field: 'document', maxFiles: 1 },
    ok: [200, LossRunReviewSchema],
    errors: [400, 404, 413, 422],
  }),
  confirmLossRun: endpoint({
    method: 'POST',
    path: '/clients/:id/loss-runs',
    who: LOSS_HISTORY_EDITORS,
    summary:
      'Store the claims of a loss run as the broker reviewed them: a claim on file (same carrier and claim number) is updated by a newer valuation and keeps an older one’s date beside its own; answers the loss history',
    notes:
      'The loss run is kept with the file its `file` names, downloadable from then on; a file no longer kept (read more than a day ago and not confirmed) answers 400, to be read again.',
    tag: 'Clients',
    body: LossRunConfirmSchema,
    ok: [201, LossHistorySchema],
    errors: [400, 404],
    example: {
      valuationDate: '2026-11-30',
      claims: [
        {
          carrier: 'Atlas Commercial Insurance Company',
          policyNumber: 'CPP9603089',
          policyTerm: { start: '2025-03-01', end: '2026-03-01' },
          claimNumber: 'AT250001037',
          claimant: 'Rachel Stein',
          lossDate: '2025-05-19',
          status: 'closed',
          reserve: 0,
          paid: 738592,
          recovered: 0,
          incurred: 738592,
          description: 'Water damage from a burst pipe in the second floor restroom.',
        },
      ],
    },
  }),
  handInLossRun: endpoint({
    method: 'POST',
    path: '/clients/:id/loss-runs/waiting',
    who: LOSS_HISTORY_READERS,
    summary:
      'Hand in a loss run (multipart in `document`) for the broker’s review, as the client’s customer does from the portal: it is read, and its file kept waiting until staff confirm its claims or discard it; answers the loss history',
    notes: `A document that is not a loss run answers 422 with the reader’s message; 409 when ${MAX_WAITING_LOSS_RUNS} loss runs are waiting already. No claim is stored until staff confirm the review.`,
    tag: 'Clients',
    upload: { field: 'document', maxFiles: 1 },
    ok: [201, LossHistorySchema],
    errors: [400, 404, 409, 413, 422],
  }),
  readWaitingLossRun: endpoint({
    method: 'POST',
    path: '/clients/:id/loss-runs/waiting/:fileId/read',
    who: LOSS_HISTORY_EDITORS,
    summary:
      'Read a loss run waiting for review into claims, as reading an upload does; confirming them (POST /clients/{id}/loss-runs with the file it names) ends its wait',
    tag: 'Clients',
    ok: [200, LossRunReviewSchema],
    errors: [404, 422],
  }),
  discardWaitingLossRun: endpoint({
    method: 'DELETE',
    path: '/clients/:id/loss-runs/waiting/:fileId',
    who: LOSS_HISTORY_EDITORS,
    summary: 'Discard a loss run waiting for review, storing none of its claims; answers the loss history',
    tag: 'Clients',
    ok: [200, LossHistorySchema],
    errors: [404],
  }),
  downloadLossRunFile: endpoint({
    method: 'GET',
    path: '/clients/:id/loss-runs/:runId/file',
    who: LOSS_HISTORY_READERS,
    summary: 'The file a confirmed loss run was read from, as it was uploaded (X-Content-Type-Options: nosniff)',
    tag: 'Clients',
    ok: [200, null],
    answers: 'file',
    errors: [404],
  }),
  editLossClaim: endpoint({
    method: 'PATCH',
    path: '/clients/:id/loss-claims/:claimId',
    who: LOSS_HISTORY_EDITORS,
    summary:
      "Correct a claim of the client's loss history, written to its history. With the version read (or If-Match), 409 with current when it changed since",
    tag: 'Clients',
    body: LossClaimEditSchema,
    ifMatch: 'version',
    ok: [200, LossClaimSchema],
    errors: [400, 404, 409],
    headers: { etag: 'version' },
    example: { status: 'closed', reserve: 0, closeDate: '2026-10-01' },
  }),
} as const;
