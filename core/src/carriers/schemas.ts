import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../shared/paging.ts';
import { nullableText, objectSchema, requiredText } from '../shared/validation.ts';
import { PRODUCTS } from '../submissions/entities.ts';
import { LIMIT_MESSAGE, OFFSET_MESSAGE, queryValue, queryWholeNumber } from '../submissions/schemas.ts';

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
