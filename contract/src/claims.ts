import {
  ClaimListQuerySchema,
  ClaimMessageSchema,
  ClaimPageSchema,
  ClaimSchema,
  ClaimStatusSchema,
  MAX_CLAIM_FILES,
  NewClaimSchema,
  SIGNED_IN,
  STAFF,
} from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** Photos and documents ride along a claim report or message, in the form field `documents`. */
const claimFiles = { field: 'documents', maxFiles: MAX_CLAIM_FILES } as const;

/**
 * Claims: customers report losses on their own policies and talk with staff about them; staff see every
 * client's and move them along. A claim the caller may not see answers 404, as one that does not exist.
 */
export const claims = {
  listClaims: endpoint({
    method: 'GET',
    path: '/claims',
    who: SIGNED_IN,
    summary: 'Claims, newest first (customers: their own)',
    tag: 'Claims',
    query: ClaimListQuerySchema,
    ok: [200, ClaimPageSchema],
    errors: [400],
    headers: { totalCount: true },
  }),
  reportClaim: endpoint({
    method: 'POST',
    path: '/claims',
    who: SIGNED_IN,
    summary: 'Report a loss on a policy (customers: their own), as JSON or multipart with photos and documents in `documents`',
    tag: 'Claims',
    body: NewClaimSchema,
    upload: claimFiles,
    ok: [201, ClaimSchema],
    errors: [400, 404],
    example: {
      policyId: '7d0c8f57-2f0e-4a55-9d64-1b1f4c1e2a10',
      lossDate: '2026-06-01',
      location: '1 Dock Rd',
      description: 'A forklift hit the sprinkler main',
      estimatedAmount: 4500,
    },
  }),
  getClaim: endpoint({
    method: 'GET',
    path: '/claims/:id',
    who: SIGNED_IN,
    summary: 'One claim by id or reference (CLM-YYYY-NNNN)',
    tag: 'Claims',
    ok: [200, ClaimSchema],
    errors: [404],
  }),
  moveClaim: endpoint({
    method: 'PATCH',
    path: '/claims/:id',
    who: STAFF,
    summary: 'Move a claim: reported → acknowledged → in_progress → closed (closing from any open step); the customer is mailed',
    tag: 'Claims',
    body: ClaimStatusSchema,
    ok: [200, ClaimSchema],
    errors: [400, 404, 409],
    example: { status: 'acknowledged' },
  }),
  addClaimMessage: endpoint({
    method: 'POST',
    path: '/claims/:id/messages',
    who: SIGNED_IN,
    summary: 'Write on a claim (JSON, or multipart with files in `documents`); a staff message is mailed to the customer',
    tag: 'Claims',
    body: ClaimMessageSchema,
    upload: claimFiles,
    ok: [201, ClaimSchema],
    errors: [400, 404],
    example: { content: 'The adjuster has not called yet.' },
  }),
  downloadClaimDocument: endpoint({
    method: 'GET',
    path: '/claims/:id/documents/:docId/download',
    who: SIGNED_IN,
    summary: "A claim's photo or document",
    tag: 'Claims',
    ok: [200, null],
    answers: 'file',
    errors: [404],
  }),
} as const;
