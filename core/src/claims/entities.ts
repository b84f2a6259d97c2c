import type * as v from 'valibot';
import type { ClaimDocumentSchema, ClaimHistoryEntrySchema, ClaimMessageShape, ClaimSchema, ClaimSummarySchema } from './schemas.ts';

/**
 * A claim: a customer's first notice of a loss under one of their policies, and what staff do with it.
 * Its reference (CLM-2026-0001) is numbered per year, as submissions are.
 */
export const CLAIM_STATUSES = ['reported', 'acknowledged', 'in_progress', 'closed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  reported: 'Reported',
  acknowledged: 'Acknowledged',
  in_progress: 'In Progress',
  closed: 'Closed',
};

/**
 * Staff move a claim forward: a reported claim is acknowledged, worked, and closed; one may be closed from
 * any open step (a duplicate, a withdrawn notice). A closed claim stays closed: a new loss is a new claim.
 */
export const CLAIM_TRANSITIONS: Record<ClaimStatus, readonly ClaimStatus[]> = {
  reported: ['acknowledged', 'closed'],
  acknowledged: ['in_progress', 'closed'],
  in_progress: ['closed'],
  closed: [],
};

export const canMoveClaim = (from: ClaimStatus, to: ClaimStatus): boolean => CLAIM_TRANSITIONS[from].includes(to);

export const formatClaimReference = (year: number, n: number) => `CLM-${year}-${String(n).padStart(4, '0')}`;
export const CLAIM_REFERENCE_PATTERN = /^CLM-\d{4}-\d{4,}$/i;

/** How many photos and documents one claim report or message may carry. */
export const MAX_CLAIM_FILES = 10;

// The shapes are written once, as the schemas the API answers with.
export type ClaimDocument = v.InferOutput<typeof ClaimDocumentSchema>;
export type ClaimMessage = v.InferOutput<typeof ClaimMessageShape>;
export type ClaimHistoryEntry = v.InferOutput<typeof ClaimHistoryEntrySchema>;
export type ClaimSummary = v.InferOutput<typeof ClaimSummarySchema>;
export type Claim = v.InferOutput<typeof ClaimSchema>;
