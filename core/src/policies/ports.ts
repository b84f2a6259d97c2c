import type * as v from 'valibot';
import type {
  CertificateHolder,
  CertificateRequest,
  CertificateWording,
  EndorsedVehicle,
  Endorsement,
  EndorsementKind,
  IssuedCertificate,
  NewPolicy,
  Policy,
  PolicyDetail,
  RenewalItem,
  RenewalStatus,
} from './entities.ts';
import type {
  CertificateHolderSchema,
  CertificateRequestSchema,
  DeclineCertificateRequestSchema,
  IssueCertificatesSchema,
  RenewalListQuerySchema,
  RenewalListSchema,
} from './schemas.ts';

/** What a caller asks of the renewals list, read by RenewalListQuerySchema. */
export type RenewalListFilters = v.InferOutput<typeof RenewalListQuerySchema>;
/** The renewals list as the API answers it. */
export type RenewalList = v.InferOutput<typeof RenewalListSchema>;
/** A holder for the client's master list, read by CertificateHolderSchema. */
export type NewCertificateHolder = v.InferOutput<typeof CertificateHolderSchema>;
/** The holders to issue certificates for, read by IssueCertificatesSchema. */
export type CertificatesToIssue = v.InferOutput<typeof IssueCertificatesSchema>;
/** A certificate asked for, read by CertificateRequestSchema. */
export type CertificateAsk = v.InferOutput<typeof CertificateRequestSchema>;
/** Why a certificate request is declined, read by DeclineCertificateRequestSchema. */
export type CertificateDecline = v.InferOutput<typeof DeclineCertificateRequestSchema>;

/** A certificate as it is stored when issued: the PDF, its holder and the wording it printed. */
export interface NewCertificate {
  holderId: string | null;
  holderName: string;
  filename: string;
  bytes: Uint8Array;
  issuedBy: string;
  issuedAt: string;
  printed: CertificateWording & { holderAddress: string };
}

export interface PolicyRepository {
  /** Policies of the clients whose email equals `email` (case-insensitive). */
  listForCustomer(email: string): Promise<Policy[]>;
  /** Every policy, by number: staff's list, which includes the policies of clients without an address. */
  list(): Promise<Policy[]>;
  findById(id: string): Promise<Policy | null>;
  create(policy: NewPolicy): Promise<Policy>;
  /** The policy with its client, owner, renewal, endorsements, history and certificates; null when unknown. */
  detail(id: string): Promise<PolicyDetail | null>;
  /** Policies not cancelled that expire on or before `expiringBy`, soonest first. */
  renewals(expiringBy: string): Promise<RenewalItem[]>;
  /**
   * Policies expiring on or before `expiringBy` without a renewal decision (not renewed, lapsed or cancelled)
   * whose overdue decision was not raised yet. Inside a transaction the rows are locked and others' locked
   * rows skipped, so two processes never raise the same one.
   */
  undecidedRenewals(expiringBy: string): Promise<RenewalItem[]>;
  /**
   * Policies that expired before `today` without a renewal decision (not renewed, lapsed or cancelled) and
   * whose history has no `recordedAs` entry yet, locked as `undecidedRenewals` locks them.
   */
  expiredUndecided(today: string, recordedAs: string): Promise<RenewalItem[]>;
  markOverdueRaised(id: string, at: string): Promise<void>;
  setOwner(id: string, ownerId: string | null): Promise<void>;
  setRenewal(
    id: string,
    renewal: {
      status: RenewalStatus;
      submissionId?: string;
      renewedPremium?: number | null;
      flagged?: boolean;
      decidedAt?: string | null;
      /** The policy the renewal completed into. */
      renewedToId?: string;
    },
  ): Promise<void>;
  /**
   * Counts one edit of the policy: its record version one more, over `expected` when given, answered with the
   * new one. Inside a transaction the row stays locked until it ends, so two edits of one policy follow each
   * other. Fails with staleWrite() when the policy is at another record version, not_found when unknown.
   */
  countEdit(id: string, expected: number | undefined): Promise<number>;
  addHistory(id: string, entry: { user: string; action: string; details: string; date: string }): Promise<void>;
  /** Stores the endorsement as the policy's next version and adds its adjustment to the premium. */
  addEndorsement(
    id: string,
    endorsement: {
      kind: EndorsementKind;
      effectiveDate: string;
      description: string;
      premiumAdjustment: number;
      vehicle: EndorsedVehicle | null;
      recordedBy: string;
      recordedAt: string;
    },
  ): Promise<Endorsement>;
  cancel(id: string, cancellation: { date: string; reason: string; returnPremium: number }): Promise<void>;
  /** The client's certificate holders, by name. */
  holders(clientId: string): Promise<CertificateHolder[]>;
  addHolder(holder: Omit<CertificateHolder, 'id'> & { createdAt: string }): Promise<CertificateHolder>;
  addCertificate(id: string, certificate: NewCertificate): Promise<IssuedCertificate>;
  addCertificateRequest(id: string, request: Omit<CertificateRequest, 'id' | 'policyId'>): Promise<CertificateRequest>;
  /**
   * One of the policy's certificate requests; null when it is not one of that policy's. Inside a transaction
   * the row is locked, so two people deciding it at once decide it once.
   */
  certificateRequest(id: string, requestId: string): Promise<CertificateRequest | null>;
  updateCertificateRequest(
    id: string,
    requestId: string,
    change: Partial<Pick<CertificateRequest, 'status' | 'decidedBy' | 'decidedAt' | 'declineReason' | 'certificateId' | 'task'>>,
  ): Promise<void>;
  /** The certificate with its PDF; null when it is not one of that policy's. */
  certificate(id: string, certificateId: string): Promise<(IssuedCertificate & { mimeType: string; bytes: Uint8Array }) | null>;
  /** Active broker managers' ids: who hears of an overdue renewal decision when the policy has no owner. */
  managerIds(): Promise<string[]>;
}

/** Lays out a certificate of insurance as a PDF. */
export interface CertificateRenderer {
  render(certificate: CertificateContent): Promise<Uint8Array>;
}

/** What a certificate states: the policy as in force on the day of issue, and the holder's wording. */
export interface CertificateContent {
  certificateNumber: string;
  issuedOn: string;
  insured: string;
  policyNumber: string;
  product: string;
  /** The carrier that bound the cover, as the policy names it. */
  insurer: string;
  effectiveDate: string;
  expirationDate: string;
  version: number;
  coverages: Array<{ coverage: string; limit: string; deductible: string }>;
  holder: { name: string; address: string };
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
  wording: string;
  issuedBy: string;
}
