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

export interface ClaimDocument {
  id: string;
  filename: string;
  mimeType: string;
  size: number;
  uploadedBy: string;
  uploadedAt: string;
}

export interface ClaimMessage {
  id: string;
  from: string;
  content: string;
  date: string;
}

export interface ClaimHistoryEntry {
  id: string;
  user: string;
  action: string;
  details: string;
  date: string;
}

export interface ClaimSummary {
  id: string;
  reference: string;
  policyId: string;
  policyNumber: string;
  clientId: string;
  client: string;
  status: ClaimStatus;
  lossDate: string;
  /** Where the loss happened: an address of the policy's schedule or one the customer typed. */
  location: string;
  estimatedAmount: number | null;
  reportedBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface Claim extends ClaimSummary {
  description: string;
  clientEmail: string | null;
  documents: ClaimDocument[];
  messages: ClaimMessage[];
  history: ClaimHistoryEntry[];
}
