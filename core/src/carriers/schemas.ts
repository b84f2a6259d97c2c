import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSchema } from '../shared/paging.ts';
import { nullableText, objectSchema, requiredText } from '../shared/validation.ts';
import { PRODUCTS } from '../submissions/index.ts';
import { LIMIT_MESSAGE, OFFSET_MESSAGE, queryValue, queryWholeNumber } from '../shared/query.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The most appetite notes and contacts one carrier keeps: a directory card, not a CRM. */
export const MAX_CARRIER_ENTRIES = 50;

const productMessage = `Product must be one of ${PRODUCTS.join(', ')}`;

export const AppetiteNoteSchema = objectSchema({
  product: v.optional(v.nullable(v.picklist(PRODUCTS, productMessage)), null),
  note: requiredText('Appetite note is required', 'Appetite note', 2000),
});

export const CarrierContactSchema = objectSchema({
  name: requiredText('Contact name is required', 'Contact name', 200),
  email: v.optional(
    v.pipe(
      nullableText('E-mail', 254),
      v.check((s) => s === null || EMAIL.test(s), 'Enter a valid e-mail address'),
    ),
    null,
  ),
  phone: v.optional(nullableText('Phone', 50), null),
  role: v.optional(nullableText('Role', 100), null),
});

const carrierEntries = {
  name: requiredText('Carrier name is required', 'Carrier name', 200),
  active: v.boolean('Active must be true or false'),
  appetite: v.pipe(
    v.array(AppetiteNoteSchema, 'Appetite must be a list'),
    v.maxLength(MAX_CARRIER_ENTRIES, `At most ${MAX_CARRIER_ENTRIES} appetite notes`),
    v.check((notes) => new Set(notes.map((n) => n.product)).size === notes.length, 'One appetite note per product (and one in general)'),
  ),
  contacts: v.pipe(
    v.array(CarrierContactSchema, 'Contacts must be a list'),
    v.maxLength(MAX_CARRIER_ENTRIES, `At most ${MAX_CARRIER_ENTRIES} contacts`),
  ),
};

/** POST /api/carriers */
export const NewCarrierSchema = objectSchema({
  name: carrierEntries.name,
  active: v.optional(carrierEntries.active, true),
  appetite: v.optional(carrierEntries.appetite, []),
  contacts: v.optional(carrierEntries.contacts, []),
});

/** PATCH /api/carriers/{id}: any of its fields, at least one; appetite and contacts are replaced whole. */
export const CarrierPatchSchema = v.pipe(
  objectSchema({
    name: v.optional(carrierEntries.name),
    active: v.optional(carrierEntries.active),
    appetite: v.optional(carrierEntries.appetite),
    contacts: v.optional(carrierEntries.contacts),
  }),
  v.check((o) => Object.values(o).some((x) => x !== undefined), 'Provide at least one field to change.'),
);

/** GET /api/carriers */
export const CarrierListQuerySchema = objectSchema({
  q: queryValue('q', v.pipe(v.string(), v.maxLength(200, 'q must be at most 200 characters'))),
  active: queryValue(
    'active',
    v.pipe(
      v.picklist(['true', 'false'], 'active must be true or false'),
      v.transform((s) => s === 'true'),
    ),
  ),
  limit: queryWholeNumber('limit', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, LIMIT_MESSAGE),
  offset: queryWholeNumber('offset', 0, Number.MAX_SAFE_INTEGER, 0, OFFSET_MESSAGE),
});

// The carrier as the API answers it. Each shape is the one place its fields are written: the entity types
// are read from these, and the API's description is made from them.

const id = v.pipe(v.string(), v.uuid());
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const figure = v.pipe(v.number(), v.integer(), v.minValue(0));
const ratio = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

export const CarrierContactShape = v.object({
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  /** What the person does for the firm there: underwriter, account manager, claims. */
  role: v.nullable(v.string()),
});

/** What the carrier likes to write; product null is its appetite in general. */
export const AppetiteNoteShape = v.object({ product: v.nullable(v.picklist(PRODUCTS)), note: v.string() });

export const CarrierSummarySchema = v.object({
  id,
  name: v.string(),
  active: v.boolean(),
  appetite: v.array(AppetiteNoteShape),
  /** How many quotes name this carrier. */
  quotesCount: figure,
  /**
   * Its bound quotes over all its quotes, 0..1, bound as Insights counts it (isBoundQuote: accepted terms on
   * an approved submission), so this page and the Insights hit ratios agree; null before its first quote.
   */
  hitRatio: v.nullable(v.pipe(ratio, v.description('Accepted quotes on approved submissions over all its quotes, 0..1'))),
  updatedAt: timestamp,
});

/** How a carrier has done on one product: its quotes, how many were hits (bound), and their share. */
export const CarrierProductFiguresSchema = v.object({
  product: v.picklist(PRODUCTS),
  quotes: figure,
  bound: figure,
  /** bound / quotes, 0..1. */
  hitRatio: ratio,
});

/** One of the carrier's quotes as its page lists it, with the submission it belongs to. */
export const CarrierQuoteSchema = v.object({
  id,
  submissionRecordId: id,
  submissionId: v.string(),
  client: v.string(),
  product: v.picklist(PRODUCTS),
  amount: v.number(),
  status: v.string(),
  validUntil: v.nullable(v.pipe(v.string(), v.isoDate())),
});

export const CarrierHistoryEntrySchema = v.object({
  id,
  user: v.string(),
  action: v.string(),
  details: v.string(),
  date: timestamp,
});

export const CarrierSchema = v.object({
  ...CarrierSummarySchema.entries,
  contacts: v.array(CarrierContactShape),
  byProduct: v.array(CarrierProductFiguresSchema),
  /** Its most recent quotes, newest first (at most CARRIER_QUOTES_SHOWN). */
  quotes: v.array(CarrierQuoteSchema),
  history: v.array(CarrierHistoryEntrySchema),
  createdAt: timestamp,
});

export const CarrierPageSchema = pageSchema(CarrierSummarySchema);
