import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSchema } from '../shared/paging.ts';
import { objectSchema, requiredText } from '../shared/validation.ts';
import { LIMIT_MESSAGE, OFFSET_MESSAGE, queryValue, queryWholeNumber } from '../shared/query.ts';
import { CLAIM_REFERENCE_PATTERN, CLAIM_STATUSES } from './entities.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) =>
  DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** A number typed in a form or sent as JSON: '' and null mean not given. */
const amount = v.optional(
  v.pipe(
    v.union([v.number(), v.string(), v.null()], 'Estimated amount must be a number'),
    v.transform((x) => (x === null || x === '' ? null : typeof x === 'number' ? x : Number(String(x).replace(/[$,\s]/g, '')))),
    v.check((x) => x === null || (Number.isFinite(x) && x >= 0 && x <= 1e12), 'Estimated amount must be a positive number'),
  ),
  null,
);

/** POST /api/claims: the first notice of a loss. */
export const NewClaimSchema = objectSchema({
  policyId: requiredText('Policy is required', 'Policy', 100),
  lossDate: v.pipe(
    v.string('Date of loss is required'),
    v.trim(),
    v.nonEmpty('Date of loss is required'),
    v.check(isDay, 'Date of loss must be a date (YYYY-MM-DD)'),
  ),
  location: requiredText('Location is required', 'Location', 500),
  description: requiredText('Describe what happened', 'Description', 10_000),
  estimatedAmount: amount,
});

/** PATCH /api/claims/{id}: staff move the claim to its next status. */
export const ClaimStatusSchema = objectSchema({
  status: v.picklist(CLAIM_STATUSES, `status must be one of ${CLAIM_STATUSES.join(', ')}`),
});

/** POST /api/claims/{id}/messages */
export const ClaimMessageSchema = objectSchema({
  content: requiredText('Message content is required', 'Message', 20_000),
});

/** GET /api/claims */
export const ClaimListQuerySchema = objectSchema({
  status: queryValue('status', v.picklist(CLAIM_STATUSES, `status must be one of ${CLAIM_STATUSES.join(', ')}`)),
  clientId: queryValue('clientId', v.pipe(v.string(), v.maxLength(100, 'clientId must be an id'))),
  limit: queryWholeNumber('limit', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, LIMIT_MESSAGE),
  offset: queryWholeNumber('offset', 0, Number.MAX_SAFE_INTEGER, 0, OFFSET_MESSAGE),
});

// The claim as the API answers it. Each shape is the one place its fields are written: the entity types are
// read from these, and the API's description is made from them.

const id = v.pipe(v.string(), v.uuid());
const timestamp = v.pipe(v.string(), v.isoTimestamp());

export const ClaimDocumentSchema = v.object({
  id,
  filename: v.string(),
  mimeType: v.string(),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  uploadedBy: v.string(),
  uploadedAt: timestamp,
});

/** A message on the claim between the customer and staff, as the claim answers it. */
export const ClaimMessageShape = v.object({
  id,
  from: v.string(),
  content: v.string(),
  date: timestamp,
});

export const ClaimHistoryEntrySchema = v.object({
  id,
  user: v.string(),
  action: v.string(),
  details: v.string(),
  date: timestamp,
});

export const ClaimSummarySchema = v.object({
  id,
  reference: v.pipe(v.string(), v.regex(CLAIM_REFERENCE_PATTERN)),
  policyId: id,
  policyNumber: v.string(),
  clientId: id,
  client: v.string(),
  status: v.picklist(CLAIM_STATUSES),
  lossDate: v.pipe(v.string(), v.isoDate()),
  /** Where the loss happened: an address of the policy's schedule or one the customer typed. */
  location: v.string(),
  estimatedAmount: v.nullable(v.number()),
  reportedBy: v.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const ClaimSchema = v.object({
  ...ClaimSummarySchema.entries,
  description: v.string(),
  clientEmail: v.nullable(v.string()),
  documents: v.array(ClaimDocumentSchema),
  messages: v.array(ClaimMessageShape),
  history: v.array(ClaimHistoryEntrySchema),
});

export const ClaimPageSchema = pageSchema(ClaimSummarySchema);
