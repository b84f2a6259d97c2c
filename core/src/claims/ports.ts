import type * as v from 'valibot';
import type { Page } from '../submissions/index.ts';
import type { Claim, ClaimDocument, ClaimStatus, ClaimSummary } from './entities.ts';
import type { ClaimListQuerySchema, ClaimMessageSchema, ClaimStatusSchema, NewClaimSchema } from './schemas.ts';

/** A first notice of loss as the customer sends it, read by NewClaimSchema. */
export type ClaimReport = v.InferOutput<typeof NewClaimSchema>;
/** The status staff move a claim to, read by ClaimStatusSchema. */
export type ClaimMove = v.InferOutput<typeof ClaimStatusSchema>;
/** A message on a claim, read by ClaimMessageSchema. */
export type ClaimMessageFields = v.InferOutput<typeof ClaimMessageSchema>;
/** What a caller asks of the claims list, read by ClaimListQuerySchema. */
export type ClaimListFilters = v.InferOutput<typeof ClaimListQuerySchema>;

export interface NewClaim {
  policyId: string;
  clientId: string;
  lossDate: string;
  location: string;
  description: string;
  estimatedAmount: number | null;
  reportedById: string;
  reportedBy: string;
  createdAt: string;
}

export interface ClaimListQuery {
  /** Only the claims of clients with this address (a customer's own), compared without case. */
  customerEmail?: string;
  status?: ClaimStatus;
  clientId?: string;
  limit: number;
  offset: number;
}

export interface ClaimRepository {
  /** Numbers the claim in its year (CLM-YYYY-NNNN) and stores it. */
  create(claim: NewClaim): Promise<Claim>;
  /** By record id or reference (any case); null when unknown. */
  get(idOrReference: string): Promise<Claim | null>;
  /** Newest first. */
  list(query: ClaimListQuery): Promise<Page<ClaimSummary>>;
  /** How many claims the customer's clients have, for the portal's card. */
  countForCustomer(email: string): Promise<number>;
  setStatus(id: string, status: ClaimStatus, at: string): Promise<void>;
  addHistory(id: string, entry: { user: string; action: string; details: string; date: string }): Promise<void>;
  addMessage(id: string, message: { from: string; authorId: string; content: string; date: string }): Promise<void>;
  addDocument(
    id: string,
    document: { filename: string; mimeType: string; bytes: Uint8Array; uploadedBy: string; uploadedAt: string },
  ): Promise<ClaimDocument>;
  /** The document with its bytes; null when it is not a document of that claim. */
  document(id: string, documentId: string): Promise<(ClaimDocument & { bytes: Uint8Array }) | null>;
}
