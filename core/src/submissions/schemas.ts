import * as v from 'valibot';
import {
  nullableBoolean,
  nullableDate,
  nullableNumber,
  nullableText,
  requiredText,
  isCalendarDate,
  objectSchema,
} from '../shared/validation.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../shared/paging.ts';
import { LIMIT_MESSAGE, OFFSET_MESSAGE, queryValue, queryWholeNumber } from '../shared/query.ts';
import { CellSourcesSchema } from './sources.ts';
import { SourceFileSchema } from './source-files.ts';
import { CURRENCY_PATTERN } from '../shared/money.ts';
import { readVersionSchema } from '../shared/record-version.ts';
import {
  COVERAGE_TYPES,
  MESSAGE_CHANNELS,
  PRIORITIES,
  PRODUCTS,
  RELATED_ITEM_TYPES,
  SUBMISSION_STATUSES,
  TRANSACTION_TYPES,
  VEHICLE_USAGES,
} from './entities.ts';

// Messages the wizard shows word for word; the server answers with the same ones.
export const SUBMISSION_MESSAGES = {
  clientRequired: 'Please select a client to continue',
  coverageRequired: 'Please select at least one coverage type.',
  descriptionRequired: 'Please enter a submission description.',
  propertyRequired: 'Please provide at least a name and address for the property.',
  vehicleRequired: 'Please provide at least the make and model of the vehicle.',
} as const;

/** Generous caps so one request cannot carry an absurd schedule. */
export const MAX_SCHEDULE_ROWS = 5000;
const LONG_TEXT = 5000;

const statusMessage = `Status must be one of ${SUBMISSION_STATUSES.join(', ')}`;
const priorityMessage = `Priority must be one of ${PRIORITIES.join(', ')}`;
const transactionMessage = `Transaction type must be one of ${TRANSACTION_TYPES.join(', ')}`;
const productMessage = `Product must be one of ${PRODUCTS.join(', ')}`;
const usageMessage = `Usage must be one of ${VEHICLE_USAGES.join(', ')}`;

const optional = <S extends v.GenericSchema>(schema: S) => v.optional(schema);

// ---------------------------------------------------------------------------------------------
// Schedules
// ---------------------------------------------------------------------------------------------

const needsReview = v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(50))), v.maxLength(30)));
/** Where extracted cells came from; what is kept of them is decided by acceptSources. */
const sources = v.optional(CellSourcesSchema);
/** The file the row was read from, as the parse answer named it. */
const sourceFile = v.optional(v.nullable(SourceFileSchema));

/** An insured value: money, never negative; '' reads as null like every number field. */
const insuredValue = (label: string) => optional(nullableNumber(label, { min: 0, max: 1e13 }));

export const CURRENCY_MESSAGE = 'Currency must be a three-letter ISO code such as USD';

/** An ISO 4217 code whatever its case ('usd' -> 'USD'); '' reads as null (the default currency). */
const currency = v.nullable(
  v.pipe(
    v.string(CURRENCY_MESSAGE),
    v.trim(),
    v.toUpperCase(),
    v.transform((s): string | null => (s === '' ? null : s)),
    v.check((s) => s === null || CURRENCY_PATTERN.test(s), CURRENCY_MESSAGE),
  ),
);

const propertyEntries = {
  name: optional(nullableText('Name', 200)),
  address: optional(nullableText('Address', 300)),
  city: optional(nullableText('City', 100)),
  state: optional(nullableText('State', 100)),
  zipCode: optional(nullableText('ZIP code', 20)),
  yearBuilt: optional(
    nullableNumber('Year built', { min: 1600, max: 2100, integer: true, rangeMessage: 'Year built must be between 1600 and 2100' }),
  ),
  constructionType: optional(nullableText('Construction type', 100)),
  occupancyType: optional(nullableText('Occupancy type', 100)),
  squareFootage: optional(nullableNumber('Square footage', { min: 0, max: 100_000_000 })),
  stories: optional(nullableNumber('Stories', { min: 0, max: 300, integer: true })),
  sprinklered: optional(nullableBoolean('Sprinklered')),
  ownership: optional(nullableText('Ownership', 50)),
  buildingValue: insuredValue('Building value'),
  contentsValue: insuredValue('Contents value'),
  biValue: insuredValue('Business interruption value'),
  otherValue: insuredValue('Other value'),
  tiv: insuredValue('Total insured value'),
  /** Sent back as read: true keeps the total a sum of the parts, recomputed when they change. */
  tivComputed: optional(v.boolean('TIV computed must be true or false')),
  currency: optional(currency),
  needsReview,
  sources,
  sourceFile,
};

/**
 * A location as typed, uploaded or extracted. Every field may be missing (extracted rows often are);
 * an absent field stays absent so the same schema serves partial updates. Unknown keys (provenance,
 * confidence) are dropped.
 */
export const PropertyInputSchema = objectSchema(propertyEntries);
export type ValidPropertyInput = v.InferOutput<typeof PropertyInputSchema>;

/** Matches a VEHICLE_USAGES value whatever its case ('commercial' -> 'Commercial'). */
const usage = v.nullable(
  v.pipe(
    v.string(usageMessage),
    v.trim(),
    v.transform((s): string | null => {
      if (s === '') return null;
      return VEHICLE_USAGES.find((u) => u.toLowerCase() === s.toLowerCase()) ?? s;
    }),
    v.check((s) => s === null || (VEHICLE_USAGES as readonly string[]).includes(s), usageMessage),
  ),
);

const vehicleEntries = {
  fleetId: optional(nullableText('Fleet ID', 50)),
  make: optional(nullableText('Make', 100)),
  model: optional(nullableText('Model', 100)),
  year: optional(nullableNumber('Year', { min: 1800, max: 2100, integer: true, rangeMessage: 'Year must be between 1800 and 2100' })),
  vin: optional(
    v.pipe(
      nullableText('VIN', 32),
      v.transform((s) => (s === null ? null : s.toUpperCase())),
    ),
  ),
  value: optional(nullableNumber('Value', { min: 0, max: 1_000_000_000 })),
  usage: optional(usage),
  needsReview,
  sources,
  sourceFile,
};

/** A fleet vehicle as typed, uploaded or extracted; like PropertyInputSchema every field is optional. */
export const VehicleInputSchema = objectSchema(vehicleEntries);
export type ValidVehicleInput = v.InferOutput<typeof VehicleInputSchema>;

/** One row or a list of at least one and at most MAX_SCHEDULE_ROWS, as a schedule's add takes them. */
const oneOrMany = <S extends v.GenericSchema>(row: S) =>
  v.union([row, v.pipe(v.array(row), v.minLength(1), v.maxLength(MAX_SCHEDULE_ROWS))]);

/**
 * The locations an add posts: one, or a list appended in order. The use case reads them as they were posted
 * (each cell's source against the value it seals) and names a bad row's issues by its index in the list.
 */
export const PropertyRowsInputSchema = oneOrMany(PropertyInputSchema);
/** The vehicles an add posts: one, or a list appended in order, read as PropertyRowsInputSchema's rows. */
export const VehicleRowsInputSchema = oneOrMany(VehicleInputSchema);

/** An edit of a location over the version its writer read: the fields sent change, the others stay. */
export const PropertyPatchSchema = objectSchema({ version: readVersionSchema(), ...propertyEntries });
export type PropertyPatchInput = v.InferOutput<typeof PropertyPatchSchema>;
/** An edit of a vehicle over the version its writer read: the fields sent change, the others stay. */
export const VehiclePatchSchema = objectSchema({ version: readVersionSchema(), ...vehicleEntries });
export type VehiclePatchInput = v.InferOutput<typeof VehiclePatchSchema>;

/** The body of a schedule's import, with the schema each of its rows is read by. */
export const scheduleImportSchema = <P extends v.GenericSchema, V extends v.GenericSchema>(property: P, vehicle: V) =>
  v.object(
    {
      file: SourceFileSchema,
      properties: v.optional(v.array(property, 'Properties must be a list'), []),
      vehicles: v.optional(v.array(vehicle, 'Vehicles must be a list'), []),
    },
    'Send the file read and the rows read from it',
  );

/**
 * The rows read from one file, for the schedules: the file (by its digest) and its locations and vehicles,
 * each row as an add takes one. The use case reads the rows as they were posted, as an add does.
 */
export const ScheduleImportInputSchema = scheduleImportSchema(PropertyInputSchema, VehicleInputSchema);

/** The wizard's Add Property form: a row needs at least a name and an address. */
export const WizardPropertySchema = objectSchema({
  ...propertyEntries,
  name: requiredText(SUBMISSION_MESSAGES.propertyRequired, 'Name', 200),
  address: requiredText(SUBMISSION_MESSAGES.propertyRequired, 'Address', 300),
});
export type WizardPropertyInput = v.InferOutput<typeof WizardPropertySchema>;

/** The wizard's Add Vehicle form: a row needs at least a make and a model. */
export const WizardVehicleSchema = objectSchema({
  ...vehicleEntries,
  make: requiredText(SUBMISSION_MESSAGES.vehicleRequired, 'Make', 100),
  model: requiredText(SUBMISSION_MESSAGES.vehicleRequired, 'Model', 100),
});
export type WizardVehicleInput = v.InferOutput<typeof WizardVehicleSchema>;

// ---------------------------------------------------------------------------------------------
// Creating a submission (POST /api/submissions): the wizard's selected coverages and their schedules
// ---------------------------------------------------------------------------------------------

const money = (label: string) => v.optional(nullableNumber(label, { min: 0, max: 1e12 }), null);

export const CoverageEntrySchema = objectSchema({
  coverage: v.picklist(COVERAGE_TYPES, `Coverage must be one of ${COVERAGE_TYPES.join(', ')}`),
  selected: v.optional(v.boolean('Selected must be true or false'), true),
  limit: money('Limit'),
  deductible: money('Deductible'),
  premium: money('Premium'),
  notes: v.optional(nullableText('Coverage notes', LONG_TEXT), null),
  properties: v.optional(
    v.pipe(
      v.array(PropertyInputSchema, 'Properties must be a list'),
      v.maxLength(MAX_SCHEDULE_ROWS, `At most ${MAX_SCHEDULE_ROWS} properties per coverage`),
    ),
    [],
  ),
  vehicles: v.optional(
    v.pipe(
      v.array(VehicleInputSchema, 'Vehicles must be a list'),
      v.maxLength(MAX_SCHEDULE_ROWS, `At most ${MAX_SCHEDULE_ROWS} vehicles per coverage`),
    ),
    [],
  ),
});
export type CoverageEntryInput = v.InferOutput<typeof CoverageEntrySchema>;

const NoteSchema = objectSchema({
  content: requiredText('A note cannot be blank', 'Note', LONG_TEXT),
});

/**
 * The wizard's Save Submission body. Only selected coverages are kept (the wizard sends those only,
 * but an unselected one must not become cover); at least one must remain, each type at most once.
 */
export const NewSubmissionSchema = objectSchema({
  /** The client on file the submission is for; or, for a client new to the firm, `newClient` instead. */
  clientId: v.optional(requiredText(SUBMISSION_MESSAGES.clientRequired, 'Client', 100)),
  /**
   * A client created with the submission, in the same transaction, so an abandoned wizard leaves no client
   * behind; checked with the clients' own schema when the submission is created.
   */
  newClient: v.optional(v.unknown()),
  /** Creates `newClient` even though a client of the same name and e-mail address is on file. */
  confirmDuplicate: v.optional(v.boolean('Confirm a duplicate client with true or false'), false),
  transactionType: v.optional(v.picklist(TRANSACTION_TYPES, transactionMessage), 'new_business'),
  priority: v.optional(v.picklist(PRIORITIES, priorityMessage), 'medium'),
  dueDate: v.optional(nullableDate('Due date'), null),
  description: requiredText(SUBMISSION_MESSAGES.descriptionRequired, 'Description', LONG_TEXT),
  coverages: v.pipe(
    v.array(CoverageEntrySchema, SUBMISSION_MESSAGES.coverageRequired),
    v.transform((entries) => entries.filter((e) => e.selected)),
    v.minLength(1, SUBMISSION_MESSAGES.coverageRequired),
    v.check((entries) => new Set(entries.map((e) => e.coverage)).size === entries.length, 'Each coverage type may be selected only once.'),
  ),
  status: v.optional(v.literal('pending', "A new submission starts with status 'pending'"), 'pending'),
  notes: v.optional(v.pipe(v.array(NoteSchema, 'Notes must be a list'), v.maxLength(200, 'At most 200 notes')), []),
  shareWithClient: v.optional(v.boolean('Share with client must be true or false'), false),
});
export type NewSubmissionInput = v.InferOutput<typeof NewSubmissionSchema>;

// ---------------------------------------------------------------------------------------------
// Changing a submission
// ---------------------------------------------------------------------------------------------

/** Whether an edit changes anything: the version its writer read is no change of its own. */
const hasSomeField = (o: object) => Object.entries(o).some(([key, x]) => key !== 'version' && x !== undefined);

/** PATCH /api/submissions/{id}: any of these fields, at least one, over the version its writer read. */
export const SubmissionPatchSchema = v.pipe(
  objectSchema({
    version: readVersionSchema(),
    priority: v.optional(v.picklist(PRIORITIES, priorityMessage)),
    dueDate: v.optional(nullableDate('Due date')),
    assignedToId: v.optional(v.nullable(requiredText('Assignee must be a user id', 'Assignee', 100))),
    status: v.optional(v.picklist(SUBMISSION_STATUSES, statusMessage)),
    transactionType: v.optional(v.nullable(v.picklist(TRANSACTION_TYPES, transactionMessage))),
    description: v.optional(v.nullable(requiredText(SUBMISSION_MESSAGES.descriptionRequired, 'Description', LONG_TEXT))),
    shareWithClient: v.optional(v.boolean('Share with client must be true or false')),
  }),
  v.check((edit) => hasSomeField(edit), 'Provide at least one field to change.'),
);
export type SubmissionPatchInput = v.InferOutput<typeof SubmissionPatchSchema>;

/** What the decision form says when the customer's reason or an approval's terms are missing. */
export const DECISION_MESSAGES = {
  customerReasonRequired: 'Please tell the customer why the submission is rejected.',
  termsRequired: 'Choose the quote the approval rests on, or write the conditions it is approved on.',
} as const;

/**
 * Approving or rejecting. The note is staff's own reasoning; the customer reason is what the client reads,
 * required when rejecting so a rejected client always learns why. An approval rests on terms: one of the
 * submission's quotes (quoteId), written conditions, or both.
 */
export const DecisionSchema = v.pipe(
  objectSchema({
    decision: v.picklist(['approved', 'rejected'], 'Decision must be approved or rejected'),
    note: requiredText('Please enter a note explaining the decision.', 'Note', LONG_TEXT),
    customerReason: v.optional(nullableText('Reason for the customer', LONG_TEXT), null),
    quoteId: v.optional(nullableText('Quote', 100), null),
    conditions: v.optional(nullableText('Conditions', LONG_TEXT), null),
  }),
  v.forward(
    v.check((d) => d.decision !== 'rejected' || d.customerReason !== null, DECISION_MESSAGES.customerReasonRequired),
    ['customerReason'],
  ),
  v.forward(
    v.check((d) => d.decision !== 'approved' || d.quoteId !== null || d.conditions !== null, DECISION_MESSAGES.termsRequired),
    ['conditions'],
  ),
);
export type DecisionInput = v.InferOutput<typeof DecisionSchema>;

// ---------------------------------------------------------------------------------------------
// Quotes, tasks, messages and related items on a submission
// ---------------------------------------------------------------------------------------------

const quoteEntries = {
  carrier: requiredText('Carrier is required', 'Carrier', 200),
  amount: v.pipe(
    v.optional(nullableNumber('Amount', { min: 0, max: 1e12 }), null),
    v.check((n) => n !== null, 'Amount is required'),
    v.transform((n) => n as number),
  ),
  status: requiredText('Status is required', 'Status', 50),
  validUntil: nullableDate('Valid until'),
  coverage: nullableText('Coverage', 200),
};

/** A carrier of the directory, by its id. */
const carrierIdEntry = requiredText('Carrier is required', 'Carrier', 100);

/**
 * A quote from a carrier; status is free text ('Approved' shows green, anything else yellow). The carrier
 * is one of the directory (carrierId) or, as older callers send it, a name (carrier), matched to the
 * directory by the use case; one of the two is required.
 */
export const QuoteInputSchema = v.pipe(
  objectSchema({
    carrier: v.optional(quoteEntries.carrier),
    carrierId: v.optional(carrierIdEntry),
    amount: quoteEntries.amount,
    status: v.optional(quoteEntries.status, 'Pending'),
    validUntil: v.optional(quoteEntries.validUntil, null),
    coverage: v.optional(quoteEntries.coverage, null),
  }),
  v.forward(
    v.check((q) => q.carrier !== undefined || q.carrierId !== undefined, 'Carrier is required'),
    ['carrier'],
  ),
);
export type ValidQuoteInput = v.InferOutput<typeof QuoteInputSchema>;

/** The quote form: the carrier is chosen from the directory. */
export const QuoteFormSchema = objectSchema({
  carrierId: carrierIdEntry,
  amount: quoteEntries.amount,
  status: v.optional(quoteEntries.status, 'Pending'),
  validUntil: v.optional(quoteEntries.validUntil, null),
  coverage: v.optional(quoteEntries.coverage, null),
});

/** Editing a quote: any of its fields, at least one, over the version its writer read; absent fields stay unchanged. */
export const QuotePatchSchema = v.pipe(
  objectSchema({
    version: readVersionSchema(),
    carrier: v.optional(quoteEntries.carrier),
    carrierId: v.optional(carrierIdEntry),
    amount: v.optional(quoteEntries.amount),
    status: v.optional(quoteEntries.status),
    validUntil: v.optional(quoteEntries.validUntil),
    coverage: v.optional(quoteEntries.coverage),
  }),
  v.check((edit) => hasSomeField(edit), 'Provide at least one field to change.'),
);
export type QuotePatchInput = v.InferOutput<typeof QuotePatchSchema>;

const taskEntries = {
  title: requiredText('Title is required', 'Title', 200),
  assignedTo: nullableText('Assigned to', 100),
  dueDate: nullableDate('Due date'),
  status: requiredText('Status is required', 'Status', 50),
  priority: requiredText('Priority is required', 'Priority', 50),
};

/** A task on a submission; open until its status is 'Completed'. */
export const TaskInputSchema = objectSchema({
  title: taskEntries.title,
  assignedTo: v.optional(taskEntries.assignedTo, null),
  dueDate: v.optional(taskEntries.dueDate, null),
  status: v.optional(taskEntries.status, 'Pending'),
  priority: v.optional(taskEntries.priority, 'Medium'),
});
export type ValidTaskInput = v.InferOutput<typeof TaskInputSchema>;

/** Editing a task: any of its fields, at least one, over the version its writer read; absent fields stay unchanged. */
export const TaskPatchSchema = v.pipe(
  objectSchema({
    version: readVersionSchema(),
    title: v.optional(taskEntries.title),
    assignedTo: v.optional(taskEntries.assignedTo),
    dueDate: v.optional(taskEntries.dueDate),
    status: v.optional(taskEntries.status),
    priority: v.optional(taskEntries.priority),
  }),
  v.check((edit) => hasSomeField(edit), 'Provide at least one field to change.'),
);
export type TaskPatchInput = v.InferOutput<typeof TaskPatchSchema>;

const ATTACHMENT_IDS_MESSAGE = 'Attachment ids must be a list';

/** The most files one message on a submission brings, each stored as a document of the submission. */
export const MAX_MESSAGE_FILES = 10;

/**
 * Attachment ids as a form's text field gives them: the list as JSON text, or ids separated by commas; blank
 * for none. A repeated field comes as a list already, as JSON's does.
 */
const attachmentIdsText = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const text = dataset.value.trim();
    if (text === '') return [];
    if (!text.startsWith('[')) return text.split(',').map((id) => id.trim());
    try {
      return JSON.parse(text) as unknown;
    } catch {
      addIssue({ message: ATTACHMENT_IDS_MESSAGE });
      return NEVER;
    }
  }),
);

/**
 * A message sent from the submission's side panel; the sender is the signed-in user. Sent as a form (with
 * files), its attachment ids come as text.
 */
export const NewMessageInputSchema = objectSchema({
  to: requiredText('Recipient is required', 'Recipient', 200),
  subject: requiredText('Subject is required', 'Subject', 200),
  content: requiredText('Message content is required', 'Message', 20_000),
  channel: v.optional(v.picklist(MESSAGE_CHANNELS, `Channel must be one of ${MESSAGE_CHANNELS.join(', ')}`), 'client'),
  attachmentIds: v.optional(
    v.pipe(
      v.union([v.array(v.unknown()), attachmentIdsText], ATTACHMENT_IDS_MESSAGE),
      v.array(
        v.pipe(v.string('Attachment ids must be text'), v.trim(), v.nonEmpty('Attachment ids must not be blank')),
        ATTACHMENT_IDS_MESSAGE,
      ),
      v.maxLength(20, 'At most 20 attachments per message'),
    ),
    [],
  ),
});
export type NewMessageInput = v.InferOutput<typeof NewMessageInputSchema>;

/** A policy, claim or invoice linked to the submission. */
export const RelatedItemInputSchema = objectSchema({
  type: v.picklist(RELATED_ITEM_TYPES, `Type must be one of ${RELATED_ITEM_TYPES.join(', ')}`),
  reference: requiredText('Reference is required', 'Reference', 100),
  description: v.optional(nullableText('Description', 1000), null),
  status: v.optional(requiredText('Status is required', 'Status', 50), 'Active'),
  date: v.optional(nullableDate('Date'), null),
});
export type ValidRelatedItemInput = v.InferOutput<typeof RelatedItemInputSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/submissions query string
// ---------------------------------------------------------------------------------------------

const dateText = (name: string) => v.pipe(v.string(), v.check(isCalendarDate, `${name} must be a date (YYYY-MM-DD)`));

/** 'me' (the signed-in user, resolved by the use case) or a user id. */
const userRef = (name: string) => v.pipe(v.string(), v.maxLength(100, `${name} must be 'me' or a user id`));

/** GET /api/submissions: every value arrives as text; limit defaults to DEFAULT_PAGE_SIZE (at most MAX_PAGE_SIZE), offset to 0. */
/**
 * Where a page of the list ends, as X-Next-Cursor gives it: the last summary's creation time in microseconds
 * since 1970 and its record id. `after` reads the page that follows it, however deep, through the index.
 */
export const LIST_CURSOR_PATTERN = /^\d{1,17}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const AFTER_MESSAGE = 'after must be the X-Next-Cursor of a previous page';

export const SubmissionListQuerySchema = v.pipe(
  objectSchema({
    status: queryValue('status', v.picklist(SUBMISSION_STATUSES, statusMessage)),
    transactionType: queryValue('transactionType', v.picklist(TRANSACTION_TYPES, transactionMessage)),
    priority: queryValue('priority', v.picklist(PRIORITIES, priorityMessage)),
    product: queryValue('product', v.picklist(PRODUCTS, productMessage)),
    q: queryValue('q', v.pipe(v.string(), v.maxLength(200, 'q must be at most 200 characters'))),
    assignedTo: queryValue('assignedTo', userRef('assignedTo')),
    createdBy: queryValue('createdBy', userRef('createdBy')),
    isNew: queryValue(
      'isNew',
      v.pipe(
        v.picklist(['true', 'false'], "isNew must be 'true' or 'false'"),
        v.transform((s) => s === 'true'),
      ),
    ),
    /** true: only submissions still open (not yet decided); false: only decided ones. */
    open: queryValue(
      'open',
      v.pipe(
        v.picklist(['true', 'false'], "open must be 'true' or 'false'"),
        v.transform((s) => s === 'true'),
      ),
    ),
    dueFrom: queryValue('dueFrom', dateText('dueFrom')),
    dueTo: queryValue('dueTo', dateText('dueTo')),
    office: queryValue('office', v.pipe(v.string(), v.maxLength(100, 'office must be an office id or address'))),
    limit: queryWholeNumber('limit', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, LIMIT_MESSAGE),
    offset: queryWholeNumber('offset', 0, Number.MAX_SAFE_INTEGER, 0, OFFSET_MESSAGE),
    after: queryValue('after', v.pipe(v.string(), v.regex(LIST_CURSOR_PATTERN, AFTER_MESSAGE))),
  }),
  v.check((q) => !q.dueFrom || !q.dueTo || q.dueFrom <= q.dueTo, 'dueFrom must not be after dueTo'),
);
export type SubmissionListQueryInput = v.InferOutput<typeof SubmissionListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// A submission's quotes, tasks and related items as the API answers them
// ---------------------------------------------------------------------------------------------
// Each shape is the one place its fields are written: the entity types are read from these, and the API's
// description is made from them.

const recordId = v.pipe(v.string(), v.uuid());
const day = v.pipe(v.string(), v.isoDate());
/** One more on every change: a writer sends back the version it read, and a write over a newer one is refused. */
const recordVersion = v.pipe(v.number(), v.integer(), v.minValue(1));

export const QuoteSchema = v.object({
  id: recordId,
  /** The carrier's name as the quote shows it (kept on the quote for reports that read it). */
  carrier: v.string(),
  /** The carrier of the directory the quote came from; null only for an old quote with no carrier name. */
  carrierId: v.nullable(recordId),
  amount: v.number(),
  status: v.string(),
  validUntil: v.nullable(day),
  coverage: v.nullable(v.string()),
  version: recordVersion,
});

export const TaskSchema = v.object({
  id: recordId,
  title: v.string(),
  assignedTo: v.nullable(v.string()),
  dueDate: v.nullable(day),
  status: v.string(),
  priority: v.string(),
  version: recordVersion,
});

/** A policy, claim or invoice linked to the submission; the type is free text on items older than the list. */
export const RelatedItemSchema = v.object({
  id: recordId,
  type: v.string(),
  reference: v.string(),
  description: v.nullable(v.string()),
  status: v.string(),
  date: v.nullable(day),
});
