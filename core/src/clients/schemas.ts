import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../shared/paging.ts';
import { nullableText, requiredText, objectSchema } from '../shared/validation.ts';
import { LIMIT_MESSAGE, OFFSET_MESSAGE, queryValue, queryWholeNumber } from '../shared/query.ts';
import { readVersionSchema } from '../shared/record-version.ts';
import { CLIENT_SORTS } from './entities.ts';
import { clientFactFields } from './applicant.ts';

const EMAIL_INVALID = 'Must be a valid email';
const isEmail = (s: string) => v.is(v.pipe(v.string(), v.email()), s);
const email = v.pipe(
  nullableText('Email', 254),
  v.check((s) => s === null || isEmail(s), EMAIL_INVALID),
);

/** The client's fields as the New Client form and the client page send them. */
const clientFields = {
  name: requiredText('Client name is required', 'Client name', 200),
  contactPerson: nullableText('Contact person', 100),
  email,
  phone: nullableText('Phone', 50),
  address: nullableText('Address', 300),
  industry: nullableText('Industry', 100),
  companySize: nullableText('Company size', 50),
};

/** POST /api/clients: the wizard's new-client draft; empty optional fields are stored as null. */
export const NewClientSchema = objectSchema({
  name: clientFields.name,
  contactPerson: v.optional(clientFields.contactPerson, null),
  email: v.optional(clientFields.email, null),
  phone: v.optional(clientFields.phone, null),
  address: v.optional(clientFields.address, null),
  industry: v.optional(clientFields.industry, null),
  companySize: v.optional(clientFields.companySize, null),
});
export type NewClientInput = v.InferOutput<typeof NewClientSchema>;

/**
 * POST /api/clients: the new client, and whether a second record of a client on file (same name and e-mail
 * address) is meant.
 */
export const NewClientRequestSchema = objectSchema({
  ...NewClientSchema.entries,
  confirmDuplicate: v.optional(v.boolean('Confirm a duplicate client with true or false'), false),
});
export type NewClientRequest = v.InferOutput<typeof NewClientRequestSchema>;

/** GET /api/clients: `q` filters by name, contact person or e-mail. */
export const ClientListQuerySchema = objectSchema({
  q: queryValue('q', v.string()),
});

const SIMILAR_NAME_MESSAGE = 'Enter a client name to compare';

/** GET /api/clients/similar: the name the wizard is about to give a client. */
export const SimilarClientsQuerySchema = objectSchema({
  name: v.pipe(v.string(SIMILAR_NAME_MESSAGE), v.trim(), v.nonEmpty(SIMILAR_NAME_MESSAGE)),
});

/** PATCH /api/clients/{id}: the fields staff changed; a field left out stays as it is. */
export const ClientChangeSchema = objectSchema({
  name: v.optional(clientFields.name),
  contactPerson: v.optional(clientFields.contactPerson),
  email: v.optional(clientFields.email),
  phone: v.optional(clientFields.phone),
  address: v.optional(clientFields.address),
  industry: v.optional(clientFields.industry),
  companySize: v.optional(clientFields.companySize),
  fein: v.optional(clientFactFields.fein),
  entityType: v.optional(clientFactFields.entityType),
  naicsCode: v.optional(clientFactFields.naicsCode),
  yearStarted: v.optional(clientFactFields.yearStarted),
  annualRevenue: v.optional(clientFactFields.annualRevenue),
  annualPayroll: v.optional(clientFactFields.annualPayroll),
  fullTimeEmployees: v.optional(clientFactFields.fullTimeEmployees),
  partTimeEmployees: v.optional(clientFactFields.partTimeEmployees),
  operations: v.optional(clientFactFields.operations),
  website: v.optional(clientFactFields.website),
  priorCarriers: v.optional(clientFactFields.priorCarriers),
});
export type ClientChangeInput = v.InferOutput<typeof ClientChangeSchema>;

/**
 * PATCH /api/clients/{id} as sent: the version its writer read (checked first, so a stale one is what is said)
 * and the changed fields. The version may come as If-Match instead.
 */
export const ClientEditSchema = objectSchema({
  version: readVersionSchema(),
  ...ClientChangeSchema.entries,
});
export type ClientEdit = v.InferOutput<typeof ClientEditSchema>;

/** POST /api/clients/{id}/contacts: a person at the client. */
export const ClientContactSchema = objectSchema({
  name: requiredText('Contact name is required', 'Contact name', 100),
  role: v.optional(nullableText('Role', 100), null),
  email: v.optional(email, null),
  phone: v.optional(nullableText('Phone', 50), null),
});
export type ClientContactValues = v.InferOutput<typeof ClientContactSchema>;

/** PATCH /api/clients/{id}/contacts/{contactId}: the fields changed. */
export const ClientContactChangeSchema = objectSchema({
  name: v.optional(requiredText('Contact name is required', 'Contact name', 100)),
  role: v.optional(nullableText('Role', 100)),
  email: v.optional(email),
  phone: v.optional(nullableText('Phone', 50)),
});
export type ClientContactChange = v.InferOutput<typeof ClientContactChangeSchema>;

/** POST /api/clients/{id}/merge: the duplicate to fold into this client. */
export const ClientMergeSchema = objectSchema({
  duplicateId: requiredText('Choose the duplicate to merge', 'Duplicate', 100),
});
export type ClientMerge = v.InferOutput<typeof ClientMergeSchema>;

const SORT_MESSAGE = `sort must be one of ${CLIENT_SORTS.join(', ')}`;

/** GET /api/clients/directory */
export const ClientDirectoryQuerySchema = objectSchema({
  q: queryValue('q', v.pipe(v.string(), v.maxLength(200, 'q must be at most 200 characters'))),
  industry: queryValue('industry', v.pipe(v.string(), v.maxLength(100, 'industry must be at most 100 characters'))),
  open: queryValue('open', v.picklist(['yes', 'no'], 'open must be yes or no')),
  sort: queryValue('sort', v.picklist(CLIENT_SORTS, SORT_MESSAGE)),
  limit: queryWholeNumber('limit', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, LIMIT_MESSAGE),
  offset: queryWholeNumber('offset', 0, Number.MAX_SAFE_INTEGER, 0, OFFSET_MESSAGE),
});
export type ClientDirectorySearch = v.InferOutput<typeof ClientDirectoryQuerySchema>;
