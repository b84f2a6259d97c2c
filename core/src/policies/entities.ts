import type { Product, Vehicle } from '../submissions/index.ts';

export interface Policy {
  id: string;
  policyNumber: string;
  clientId: string;
  submissionId: string | null;
  status: string;
  product: Product;
  /** Annual premium in dollars. */
  premium: number;
  effectiveDate: string;
  expirationDate: string;
  /**
   * Counts the edits of the policy (renewal started or updated, endorsement, cancellation): an edit sends
   * back the one it read, and is refused when someone else edited the policy since. Named apart from a
   * policy detail's `version`, which has always counted endorsements.
   */
  recordVersion: number;
}
/** A policy to write: its record version starts at 1. */
export type NewPolicy = Omit<Policy, 'id' | 'recordVersion'>;

/**
 * Where a policy stands on its renewal. Not started until a broker starts one; remarketing while the
 * renewal submission is out to market; quoted once terms are in; renewed or lapsed is the decision that
 * must be recorded before the policy expires.
 */
export const RENEWAL_STATUSES = ['not_started', 'remarketing', 'quoted', 'renewed', 'lapsed'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

export const RENEWAL_STATUS_LABELS: Record<RenewalStatus, string> = {
  not_started: 'Not started',
  remarketing: 'Remarketing',
  quoted: 'Quoted',
  renewed: 'Renewed',
  lapsed: 'Lapsed',
};

/** The renewal statuses that are a decision: after one of these nothing is overdue. */
export const RENEWAL_DECISIONS: readonly RenewalStatus[] = ['renewed', 'lapsed'];

/** How far ahead the renewals list looks, in days; the widest is the default. */
export const RENEWAL_WINDOWS = [120, 90, 60, 30] as const;
export type RenewalWindow = (typeof RENEWAL_WINDOWS)[number];

/** A policy on the renewals list: its client, owner, last premium and where its renewal stands. */
export interface RenewalItem {
  id: string;
  policyNumber: string;
  clientId: string;
  client: string;
  product: Policy['product'];
  expirationDate: string;
  /** The premium of the current term, endorsements included. */
  premium: number;
  ownerId: string | null;
  owner: string | null;
  renewalStatus: RenewalStatus;
  /** The renewal submission's record id and human id, once a renewal was started. */
  renewalSubmissionId: string | null;
  renewalSubmissionRef: string | null;
  renewedPremium: number | null;
  /** The renewed premium moved more than the configured share from the last one. */
  premiumChangeFlagged: boolean;
  /** The policy's record version as listed: a renewal started from the list sends it back. */
  recordVersion: Policy['recordVersion'];
}

/** Mid-term changes a policy takes as endorsements. */
export const ENDORSEMENT_KINDS = ['add_location', 'remove_location', 'add_vehicle', 'remove_vehicle', 'change_limit', 'other'] as const;
export type EndorsementKind = (typeof ENDORSEMENT_KINDS)[number];

export const ENDORSEMENT_KIND_LABELS: Record<EndorsementKind, string> = {
  add_location: 'Add location',
  remove_location: 'Remove location',
  add_vehicle: 'Add vehicle',
  remove_vehicle: 'Remove vehicle',
  change_limit: 'Change limit',
  other: 'Other change',
};

/** A vehicle as a policy's schedule and its endorsements name it. */
export type EndorsedVehicle = Pick<Vehicle, 'make' | 'model' | 'year' | 'vin' | 'value'>;

/** A vehicle on a policy's schedule, with the version of the policy it came on with (1: at binding). */
export interface ScheduledVehicle extends EndorsedVehicle {
  since: number;
}

/** One endorsement: version `version` of the policy starts with it on its effective date. */
export interface Endorsement {
  id: string;
  version: number;
  kind: EndorsementKind;
  effectiveDate: string;
  description: string;
  /** Added to (or, when negative, returned from) the premium. */
  premiumAdjustment: number;
  /** The vehicle an Add vehicle or Remove vehicle endorsement puts on or takes off the schedule; null for other kinds. */
  vehicle: EndorsedVehicle | null;
  recordedBy: string;
  recordedAt: string;
}

export interface PolicyHistoryEntry {
  id: string;
  user: string;
  action: string;
  details: string;
  date: string;
}

export interface Cancellation {
  date: string;
  reason: string;
  returnPremium: number;
}

/** Someone a client needs a certificate of insurance for (a landlord, a lender, a main contractor), with its wording. */
export interface CertificateHolder {
  id: string;
  clientId: string;
  name: string;
  address: string;
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
  /** Special wording printed on this holder's certificates. */
  wording: string;
}

/** What a certificate states for its holder beyond the standard wording. */
export interface CertificateWording {
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
  /** Free text printed under the holder. */
  wording: string;
}

export interface IssuedCertificate {
  id: string;
  holderId: string | null;
  holderName: string;
  filename: string;
  size: number;
  issuedBy: string;
  issuedAt: string;
  /** The holder's address and the wording printed on it; null on certificates issued before they were kept. */
  printed: (CertificateWording & { holderAddress: string }) | null;
}

/**
 * A customer's request for a certificate: standard wording is issued at once; anything more (additional
 * insured, waiver of subrogation, free text) waits for a broker to issue or decline it.
 */
export const CERTIFICATE_REQUEST_STATUSES = ['pending', 'issued', 'declined'] as const;
export type CertificateRequestStatus = (typeof CERTIFICATE_REQUEST_STATUSES)[number];

export const CERTIFICATE_REQUEST_STATUS_LABELS: Record<CertificateRequestStatus, string> = {
  pending: 'Awaiting approval',
  issued: 'Issued',
  declined: 'Declined',
};

export interface CertificateRequest extends CertificateWording {
  id: string;
  policyId: string;
  holderId: string | null;
  holderName: string;
  holderAddress: string;
  /** Whether the wording asked for is standard (so it was issued without approval). */
  standard: boolean;
  status: CertificateRequestStatus;
  requestedBy: string;
  requestedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  declineReason: string | null;
  /** The certificate issued for it, once issued. */
  certificateId: string | null;
  /** The approval task raised for staff on the policy's submission, when there is one to hold it. */
  task: { submissionId: string; taskId: string } | null;
}

/** A policy with what happened to it after binding. */
export interface PolicyDetail extends Policy {
  client: string;
  clientEmail: string | null;
  /** Counts the endorsements: version 1 is the policy as bound, each endorsement starts the next. */
  version: number;
  ownerId: string | null;
  owner: string | null;
  renewalStatus: RenewalStatus;
  renewalSubmissionId: string | null;
  renewalSubmissionRef: string | null;
  renewedPremium: number | null;
  premiumChangeFlagged: boolean;
  cancellation: Cancellation | null;
  endorsements: Endorsement[];
  history: PolicyHistoryEntry[];
  certificates: IssuedCertificate[];
  /** Certificate requests, newest first. */
  certificateRequests: CertificateRequest[];
  /** The policy this one was renewed into, and the one it renews, once a renewal completed. */
  renewedTo: { id: string; policyNumber: string } | null;
  renewedFrom: { id: string; policyNumber: string } | null;
}

/** A policy as its page reads it: its detail and its vehicle schedule as bound and endorsed since. */
export interface PolicyView extends PolicyDetail {
  vehicles: ScheduledVehicle[];
}
