import type * as v from 'valibot';
import type {
  CancellationRecordSchema,
  CertificateHolderRecordSchema,
  CertificateRequestRecordSchema,
  CertificateWordingSchema,
  EndorsedVehicleSchema,
  EndorsementRecordSchema,
  IssuedCertificateSchema,
  PolicyDetailSchema,
  PolicyHistoryEntrySchema,
  PolicySchema,
  PolicyViewSchema,
  RenewalItemSchema,
  ScheduledVehicleSchema,
} from './schemas.ts';

// The shapes are written once, as the schemas the API answers with.

export type Policy = v.InferOutput<typeof PolicySchema>;
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
export type RenewalItem = v.InferOutput<typeof RenewalItemSchema>;

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
export type EndorsedVehicle = v.InferOutput<typeof EndorsedVehicleSchema>;
export type ScheduledVehicle = v.InferOutput<typeof ScheduledVehicleSchema>;
export type Endorsement = v.InferOutput<typeof EndorsementRecordSchema>;
export type PolicyHistoryEntry = v.InferOutput<typeof PolicyHistoryEntrySchema>;
export type Cancellation = v.InferOutput<typeof CancellationRecordSchema>;
export type CertificateHolder = v.InferOutput<typeof CertificateHolderRecordSchema>;
export type CertificateWording = v.InferOutput<typeof CertificateWordingSchema>;
export type IssuedCertificate = v.InferOutput<typeof IssuedCertificateSchema>;

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

export type CertificateRequest = v.InferOutput<typeof CertificateRequestRecordSchema>;
export type PolicyDetail = v.InferOutput<typeof PolicyDetailSchema>;
export type PolicyView = v.InferOutput<typeof PolicyViewSchema>;
