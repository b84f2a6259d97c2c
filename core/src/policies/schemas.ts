import * as v from 'valibot';
import { nullableNumber, nullableText, objectSchema, requiredText } from '../shared/validation.ts';
import { queryValue } from '../shared/query.ts';
import { readVersionSchema } from '../shared/record-version.ts';
import { PRODUCTS } from '../submissions/index.ts';
import { CERTIFICATE_REQUEST_STATUSES, ENDORSEMENT_KINDS, RENEWAL_STATUSES, RENEWAL_WINDOWS } from './entities.ts';
import { VEHICLE_ENDORSEMENTS, changesVehicleSchedule } from './vehicle-schedule.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) =>
  DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const day = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.check(isDay, `${label} must be a date (YYYY-MM-DD)`),
  );

/** An amount of money typed in a form ('1,250', '$1250') or sent as JSON; `signed` allows a refund. */
const money = (label: string, signed: boolean) =>
  v.pipe(
    v.union([v.number(), v.string()], `${label} is required`),
    v.transform((x) => (typeof x === 'number' ? x : x.trim() === '' ? Number.NaN : Number(x.replace(/[$,\s]/g, '')))),
    v.check(
      (x) => Number.isFinite(x) && Math.abs(x) <= 1e12 && (signed || x >= 0),
      signed ? `${label} must be an amount` : `${label} must be a positive amount`,
    ),
  );

const windowMessage = `within must be one of ${RENEWAL_WINDOWS.join(', ')} days`;

/** GET /api/renewals?within=90 */
export const RenewalListQuerySchema = objectSchema({
  within: v.optional(
    v.pipe(
      queryValue('within', v.pipe(v.string(), v.transform(Number), v.picklist(RENEWAL_WINDOWS, windowMessage))),
      v.transform((x) => x ?? RENEWAL_WINDOWS[0]),
    ),
    String(RENEWAL_WINDOWS[0]),
  ),
});

/**
 * The record version a policy edit's writer read, in `recordVersion` (the policy's `version` counts its
 * endorsements); left out, the If-Match header stands in, and with neither the edit is taken without the check.
 */
const recordVersion = readVersionSchema();

/** POST /api/policies/{id}/renewal: the renewal starts from the policy as it stands, over the version read. */
export const RenewalStartSchema = objectSchema({ recordVersion });
export type RenewalStart = v.InferOutput<typeof RenewalStartSchema>;

/** PATCH /api/policies/{id}/renewal: where the renewal stands, or the decision (a renewal states its premium). */
export const RenewalUpdateSchema = v.pipe(
  objectSchema({
    recordVersion,
    status: v.picklist(
      ['remarketing', 'quoted', 'renewed', 'lapsed'] as const,
      'Status must be one of remarketing, quoted, renewed, lapsed',
    ),
    renewedPremium: v.optional(v.nullable(money('Renewed premium', false)), null),
  }),
  v.forward(
    v.check((x) => x.status !== 'renewed' || x.renewedPremium !== null, 'Renewed premium is required'),
    ['renewedPremium'],
  ),
);
export type RenewalUpdate = v.InferOutput<typeof RenewalUpdateSchema>;

/** The vehicle an endorsement adds or removes, as the form types it: '' is no value, numbers may be text. */
const EndorsementVehicleSchema = objectSchema({
  make: v.optional(nullableText('Make', 100), null),
  model: v.optional(nullableText('Model', 100), null),
  year: v.optional(
    nullableNumber('Year', { min: 1900, max: 2100, integer: true, rangeMessage: 'Year must be between 1900 and 2100' }),
    null,
  ),
  vin: v.optional(
    v.pipe(
      nullableText('VIN', 32),
      v.transform((s) => (s === null ? null : s.replace(/\s+/g, '').toUpperCase())),
    ),
    null,
  ),
  value: v.optional(nullableNumber('Value', { min: 0, max: 1_000_000_000 }), null),
});

const EndorsementFieldsSchema = objectSchema({
  recordVersion,
  kind: v.picklist(ENDORSEMENT_KINDS, 'Choose the kind of change'),
  effectiveDate: day('Effective date'),
  description: requiredText('Describe the change', 'Description', 2000),
  premiumAdjustment: money('Premium adjustment', true),
  vehicle: v.optional(v.nullable(EndorsementVehicleSchema), null),
});
type EndorsementFields = v.InferOutput<typeof EndorsementFieldsSchema>;

/** A vehicle field an endorsement of one of `kinds` must state. */
const vehicleNeeds = (kinds: readonly string[], field: 'make' | 'model' | 'year' | 'vin', message: string) =>
  v.forward(
    v.check((x: EndorsementFields) => !kinds.includes(x.kind) || (x.vehicle?.[field] ?? null) !== null, message),
    ['vehicle', field] as ['vehicle', 'vin'],
  );

/**
 * POST /api/policies/{id}/endorsements. An endorsement that adds a vehicle states it (make, model, year and
 * VIN; its value when known), one that removes a vehicle names its VIN; any other kind carries no vehicle.
 */
export const EndorsementSchema = v.pipe(
  EndorsementFieldsSchema,
  vehicleNeeds(['add_vehicle'], 'make', 'Make is required'),
  vehicleNeeds(['add_vehicle'], 'model', 'Model is required'),
  vehicleNeeds(['add_vehicle'], 'year', 'Year is required'),
  vehicleNeeds(VEHICLE_ENDORSEMENTS, 'vin', 'VIN is required'),
  v.transform((x) => ({ ...x, vehicle: changesVehicleSchedule(x.kind) ? x.vehicle : null })),
);
export type NewEndorsement = v.InferOutput<typeof EndorsementSchema>;

/** POST /api/policies/{id}/cancellation */
export const CancellationSchema = objectSchema({
  recordVersion,
  date: day('Cancellation date'),
  reason: requiredText('Give the reason for cancelling', 'Reason', 2000),
  returnPremium: money('Return premium', false),
});
export type CancellationInput = v.InferOutput<typeof CancellationSchema>;

/** POST /api/policies/{id}/certificate-holders: a holder on the client's master list. */
export const CertificateHolderSchema = objectSchema({
  name: requiredText('Holder name is required', 'Holder name', 200),
  address: requiredText('Holder address is required', 'Address', 500),
  additionalInsured: v.optional(v.boolean('Additional insured must be true or false'), false),
  waiverOfSubrogation: v.optional(v.boolean('Waiver of subrogation must be true or false'), false),
  wording: v.optional(v.pipe(v.string('Wording must be text'), v.trim(), v.maxLength(2000, 'Wording must be at most 2000 characters')), ''),
});

/** POST /api/policies/{id}/certificates: one certificate per holder, issued together. */
export const IssueCertificatesSchema = objectSchema({
  holderIds: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(100)), 'Choose at least one certificate holder'),
    v.minLength(1, 'Choose at least one certificate holder'),
    v.maxLength(50, 'At most 50 certificates at once'),
  ),
});

const bool = (label: string) => v.optional(v.boolean(`${label} must be true or false`), false);

/**
 * POST /api/policies/{id}/certificate-requests: a holder from the client's list (`holderId`) or a new one
 * (`holderName` and `holderAddress`), and the wording asked for.
 */
export const CertificateRequestSchema = v.pipe(
  objectSchema({
    holderId: v.optional(v.pipe(v.string('Choose a certificate holder'), v.trim(), v.maxLength(100)), ''),
    holderName: v.optional(
      v.pipe(v.string('Holder name must be text'), v.trim(), v.maxLength(200, 'Holder name must be at most 200 characters')),
      '',
    ),
    holderAddress: v.optional(
      v.pipe(v.string('Address must be text'), v.trim(), v.maxLength(500, 'Address must be at most 500 characters')),
      '',
    ),
    additionalInsured: bool('Additional insured'),
    waiverOfSubrogation: bool('Waiver of subrogation'),
    wording: v.optional(
      v.pipe(v.string('Wording must be text'), v.trim(), v.maxLength(2000, 'Wording must be at most 2000 characters')),
      '',
    ),
  }),
  v.forward(
    v.check((x) => x.holderId !== '' || x.holderName !== '', 'Choose a certificate holder or name a new one'),
    ['holderName'],
  ),
  v.forward(
    v.check((x) => x.holderId !== '' || x.holderAddress !== '', 'Holder address is required'),
    ['holderAddress'],
  ),
);

/** POST /api/policies/{id}/certificate-requests/{requestId}/decline */
export const DeclineCertificateRequestSchema = objectSchema({
  reason: requiredText('Give the reason for declining', 'Reason', 1000),
});

// A policy as the API answers it. Each shape is the one place its fields are written: the entity types are
// read from these, and the API's description is made from them.

const nullableString = v.nullable(v.string());
const wholeNumber = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PolicySchema = v.object({
  id: v.string(),
  policyNumber: v.string(),
  clientId: v.string(),
  submissionId: nullableString,
  status: v.string(),
  product: v.picklist(PRODUCTS),
  /** Annual premium in dollars. */
  premium: v.number(),
  effectiveDate: v.string(),
  expirationDate: v.string(),
  /**
   * Counts the edits of the policy (renewal started or updated, endorsement, cancellation): an edit sends
   * back the one it read, and is refused when someone else edited the policy since. Named apart from a
   * policy detail's `version`, which has always counted endorsements.
   */
  recordVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** GET /api/policies: the policies the caller may see. */
export const PolicyListSchema = v.array(PolicySchema);

/** Who owns a policy and where its renewal stands, as the renewals list and the policy's page show it. */
const renewalStanding = {
  ownerId: nullableString,
  owner: nullableString,
  renewalStatus: v.picklist(RENEWAL_STATUSES),
  /** The renewal submission's record id and human id, once a renewal was started. */
  renewalSubmissionId: nullableString,
  renewalSubmissionRef: nullableString,
  renewedPremium: v.nullable(v.number()),
  /** The renewed premium moved more than the configured share from the last one. */
  premiumChangeFlagged: v.boolean(),
};

/** A policy on the renewals list: its client, owner, last premium and where its renewal stands. */
export const RenewalItemSchema = v.object({
  id: v.string(),
  policyNumber: v.string(),
  clientId: v.string(),
  client: v.string(),
  product: v.picklist(PRODUCTS),
  expirationDate: v.string(),
  /** The premium of the current term, endorsements included. */
  premium: v.number(),
  ...renewalStanding,
  /** The policy's record version as listed: a renewal started from the list sends it back. */
  recordVersion: PolicySchema.entries.recordVersion,
});

/** GET /api/policies/renewals: the window asked for, and the policies expiring within it, soonest first. */
export const RenewalListSchema = v.object({ within: v.picklist(RENEWAL_WINDOWS), items: v.array(RenewalItemSchema) });

/** A vehicle as a policy's schedule and its endorsements name it. */
export const EndorsedVehicleSchema = v.object({
  make: nullableString,
  model: nullableString,
  year: v.nullable(v.number()),
  vin: nullableString,
  value: v.nullable(v.number()),
});

/** A vehicle on a policy's schedule, with the version of the policy it came on with (1: at binding). */
export const ScheduledVehicleSchema = v.object({ ...EndorsedVehicleSchema.entries, since: v.number() });

/** One endorsement: version `version` of the policy starts with it on its effective date. */
export const EndorsementRecordSchema = v.object({
  id: v.string(),
  version: v.number(),
  kind: v.picklist(ENDORSEMENT_KINDS),
  effectiveDate: v.string(),
  description: v.string(),
  /** Added to (or, when negative, returned from) the premium. */
  premiumAdjustment: v.number(),
  /** The vehicle an Add vehicle or Remove vehicle endorsement puts on or takes off the schedule; null for other kinds. */
  vehicle: v.nullable(EndorsedVehicleSchema),
  recordedBy: v.string(),
  recordedAt: v.string(),
});

export const PolicyHistoryEntrySchema = v.object({
  id: v.string(),
  user: v.string(),
  action: v.string(),
  details: v.string(),
  date: v.string(),
});

export const CancellationRecordSchema = v.object({ date: v.string(), reason: v.string(), returnPremium: v.number() });

/** What a certificate states for its holder beyond the standard wording. */
export const CertificateWordingSchema = v.object({
  additionalInsured: v.boolean(),
  waiverOfSubrogation: v.boolean(),
  /** Free text printed under the holder. */
  wording: v.string(),
});

/** Someone a client needs a certificate of insurance for (a landlord, a lender, a main contractor), with its wording. */
export const CertificateHolderRecordSchema = v.object({
  id: v.string(),
  clientId: v.string(),
  name: v.string(),
  address: v.string(),
  ...CertificateWordingSchema.entries,
});

/** GET /api/policies/{id}/certificate-holders: the client's holders, by name. */
export const CertificateHolderListSchema = v.array(CertificateHolderRecordSchema);

export const IssuedCertificateSchema = v.object({
  id: v.string(),
  holderId: nullableString,
  holderName: v.string(),
  filename: v.string(),
  size: wholeNumber,
  issuedBy: v.string(),
  issuedAt: v.string(),
  /** The holder's address and the wording printed on it; null on certificates issued before they were kept. */
  printed: v.nullable(v.object({ ...CertificateWordingSchema.entries, holderAddress: v.string() })),
});

/** POST /api/policies/{id}/certificates: one certificate per holder chosen. */
export const IssuedCertificateListSchema = v.array(IssuedCertificateSchema);

export const CertificateRequestRecordSchema = v.object({
  ...CertificateWordingSchema.entries,
  id: v.string(),
  policyId: v.string(),
  holderId: nullableString,
  holderName: v.string(),
  holderAddress: v.string(),
  /** Whether the wording asked for is standard (so it was issued without approval). */
  standard: v.boolean(),
  status: v.picklist(CERTIFICATE_REQUEST_STATUSES),
  requestedBy: v.string(),
  requestedAt: v.string(),
  decidedBy: nullableString,
  decidedAt: nullableString,
  declineReason: nullableString,
  /** The certificate issued for it, once issued. */
  certificateId: nullableString,
  /** The approval task raised for staff on the policy's submission, when there is one to hold it. */
  task: v.nullable(v.object({ submissionId: v.string(), taskId: v.string() })),
});

const policyLink = v.nullable(v.object({ id: v.string(), policyNumber: v.string() }));

/** A policy with what happened to it after binding. */
export const PolicyDetailSchema = v.object({
  ...PolicySchema.entries,
  client: v.string(),
  clientEmail: nullableString,
  /** Counts the endorsements: version 1 is the policy as bound, each endorsement starts the next. */
  version: v.number(),
  ...renewalStanding,
  cancellation: v.nullable(CancellationRecordSchema),
  endorsements: v.array(EndorsementRecordSchema),
  history: v.array(PolicyHistoryEntrySchema),
  certificates: v.array(IssuedCertificateSchema),
  /** Certificate requests, newest first. */
  certificateRequests: v.array(CertificateRequestRecordSchema),
  /** The policy this one was renewed into, and the one it renews, once a renewal completed. */
  renewedTo: policyLink,
  renewedFrom: policyLink,
});

/** A policy as its page reads it: its detail and its vehicle schedule as bound and endorsed since. */
export const PolicyViewSchema = v.object({ ...PolicyDetailSchema.entries, vehicles: v.array(ScheduledVehicleSchema) });
