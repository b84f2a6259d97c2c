import {
  COVERAGE_TYPES,
  HISTORY_AUDIENCES,
  MESSAGE_CHANNELS,
  PRIORITIES,
  PRODUCTS,
  RATING_LABELS,
  RELATED_ITEM_TYPES,
  SUBMISSION_ID_PATTERN,
  SUBMISSION_STATUSES,
  GUESS_FIELDS,
  GUESS_SOURCES,
  TRANSACTION_TYPES,
} from '@workbench/core';
import { allEndpoints } from '@workbench/contract';
import { withContractPaths } from './openapi/contract-paths.ts';

/** The OpenAPI 3.1 description of /api, served at GET /api/openapi.json and kept in docs/openapi.json. */

type Schema = Record<string, unknown>;
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const str = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });
const nullable = (schema: Schema): Schema => ({ oneOf: [schema, { type: 'null' }] });
const nstr = (extra: Schema = {}) => nullable(str(extra));
const num = (extra: Schema = {}): Schema => ({ type: 'number', ...extra });
const int = (extra: Schema = {}): Schema => ({ type: 'integer', ...extra });
const bool: Schema = { type: 'boolean' };
const date = str({ format: 'date' });
const dateTime = str({ format: 'date-time' });
const uuid = str({ format: 'uuid' });
const array = (items: Schema): Schema => ({ type: 'array', items });
const object = (properties: Record<string, Schema>, required: string[] = []): Schema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});
const enumOf = (values: readonly string[]) => str({ enum: [...values] });

/** An edited record's version, and how an edit sends back the one it read (core's record-version.ts). */
const VERSION_NOTE = 'One more on every change; an edit sends back the version it read';
const recordVersion = () => int({ minimum: 1, description: VERSION_NOTE });

const schemas: Record<string, Schema> = {
  Error: object(
    {
      code: str({
        description:
          'A stable name to branch on, never reworded: the kind of failure (validation, auth.required, forbidden, not_found, conflict, too_large, unsupported_type, unreadable, auth.throttled, unavailable, internal) or an exact reason (record.changed, submission.decided)',
      }),
      message: str(),
      issues: array(object({ path: str(), message: str() }, ['path', 'message'])),
      current: { description: 'With a 409 of an edit over a changed version: the record as it now stands' },
    },
    ['code', 'message'],
  ),
  Insights: object(
    {
      filter: object({ from: date, to: date, product: enumOf(PRODUCTS), producerId: uuid, carrier: str() }, ['from', 'to']),
      funnel: object(
        {
          received: int({ description: 'Submissions created in the period' }),
          quoted: int({ description: 'Of those, with at least one carrier quote' }),
          bound: int({ description: 'Of those, approved on an approved (bound, accepted) quote' }),
        },
        ['received', 'quoted', 'bound'],
      ),
      pipeline: array(object({ status: enumOf(SUBMISSION_STATUSES), count: int() }, ['status', 'count'])),
      months: array(
        object(
          {
            month: str({ pattern: '^\\d{4}-\\d{2}$' }),
            submissions: int(),
            quotedPremium: num({ description: 'Sum of each submission’s lowest quote' }),
            boundPremium: num({ description: 'Sum of the bound quotes' }),
            medianDaysToQuote: nullable(num({ description: 'Creation to first quote' })),
            medianDaysToDecision: nullable(num({ description: 'Creation to approval or rejection' })),
          },
          ['month', 'submissions', 'quotedPremium', 'boundPremium', 'medianDaysToQuote', 'medianDaysToDecision'],
        ),
      ),
      medianDaysToQuote: nullable(num()),
      medianDaysToDecision: nullable(num()),
      carriers: array(
        object(
          {
            carrier: str(),
            quoted: int(),
            bound: int(),
            hitRatio: int({ minimum: 0, maximum: 100, description: 'bound / quoted, percent' }),
          },
          ['carrier', 'quoted', 'bound', 'hitRatio'],
        ),
      ),
      ratings: array(object({ label: enumOf(RATING_LABELS), count: int() }, ['label', 'count'])),
      sla: object(
        {
          withDueDate: int(),
          onTrack: int({ description: 'Open, due today or later' }),
          overdue: int({ description: 'Open, past the due date' }),
          met: int({ description: 'Decided on or before the due date' }),
          missed: int({ description: 'Decided after the due date' }),
          breaches: int({ description: 'overdue + missed' }),
          breachRate: int({ minimum: 0, maximum: 100 }),
        },
        ['withDueDate', 'onTrack', 'overdue', 'met', 'missed', 'breaches', 'breachRate'],
      ),
      topClients: array(
        object({ clientId: uuid, client: str(), submissions: int(), boundPremium: num(), quotedPremium: num() }, [
          'clientId',
          'client',
          'submissions',
          'boundPremium',
          'quotedPremium',
        ]),
      ),
      options: object({ producers: array(object({ id: uuid, name: str() }, ['id', 'name'])), carriers: array(str()) }, [
        'producers',
        'carriers',
      ]),
    },
    [
      'filter',
      'funnel',
      'pipeline',
      'months',
      'medianDaysToQuote',
      'medianDaysToDecision',
      'carriers',
      'ratings',
      'sla',
      'topClients',
      'options',
    ],
  ),
  Rating: object({ score: int({ minimum: 0, maximum: 100 }), label: enumOf(RATING_LABELS) }, ['score', 'label']),
  RatingFactor: object({ key: str(), label: str(), points: num(), max: num(), explanation: str() }),
  Property: object({
    id: uuid,
    name: nstr(),
    address: nstr(),
    city: nstr(),
    state: nstr(),
    zipCode: nstr(),
    yearBuilt: nullable(int()),
    constructionType: nstr(),
    occupancyType: nstr(),
    squareFootage: nullable(num()),
    stories: nullable(int()),
    sprinklered: nullable(bool),
    ownership: nstr(),
    buildingValue: nullable(num({ minimum: 0 })),
    contentsValue: nullable(num({ minimum: 0 })),
    biValue: nullable(num({ minimum: 0, description: 'Business interruption' })),
    otherValue: nullable(num({ minimum: 0 })),
    tiv: nullable(num({ minimum: 0, description: 'Total insured value: as stated, or the sum of the values when none was stated' })),
    tivComputed: { ...bool, description: 'True when tiv is the sum of the values rather than a stated total' },
    currency: str({ description: 'ISO 4217 code of the values (USD unless the source names another)' }),
    needsReview: array(str()),
    sources: ref('CellSources'),
    sourceFile: nullable(ref('SourceFile')),
    version: recordVersion(),
  }),
  Vehicle: object({
    id: uuid,
    fleetId: nstr(),
    make: nstr(),
    model: nstr(),
    year: nullable(int()),
    vin: nstr(),
    value: nullable(num()),
    usage: nstr({ description: 'Commercial, Personal or Mixed' }),
    needsReview: array(str()),
    sources: ref('CellSources'),
    sourceFile: nullable(ref('SourceFile')),
    version: recordVersion(),
  }),
  CellSource: object(
    {
      confidence: num({ minimum: 0, maximum: 1 }),
      sheet: str(),
      row: int({ minimum: 1 }),
      page: int({ minimum: 1 }),
      column: str({ description: 'The source column as headed' }),
      text: str({ maxLength: 300, description: 'The cell as written in the document' }),
      seal: str({ description: "Only on a customer's parse answer, to post back unchanged; never stored" }),
    },
    ['confidence'],
  ),
  SourceFile: object(
    {
      filename: str({ maxLength: 255 }),
      digest: str({ pattern: '^[0-9a-f]{64}$', description: "SHA-256 of the file's bytes: the same file read again has the same one" }),
    },
    ['filename', 'digest'],
  ),
  CellSources: {
    type: 'object',
    additionalProperties: ref('CellSource'),
    description:
      "Field -> where its value was read: posted as the parse answer gave it. A customer's cell counts only with its seal intact (otherwise it is stored as 0% sure and flagged); an edit cannot post sources.",
  },
  PropertyInput: { description: 'Property fields, all optional (id excluded)', type: 'object' },
  VehicleInput: { description: 'Vehicle fields, all optional (id excluded)', type: 'object' },
  HistoryEntry: object({
    id: uuid,
    user: str(),
    userId: nullable(uuid),
    date: dateTime,
    action: str(),
    details: str(),
    audience: enumOf(HISTORY_AUDIENCES),
  }),
  Quote: object({
    id: uuid,
    carrier: str({ description: "The carrier's name" }),
    carrierId: nullable(uuid),
    amount: num(),
    status: str(),
    validUntil: nullable(date),
    coverage: nstr(),
    version: recordVersion(),
  }),
  Task: object({
    id: uuid,
    title: str(),
    assignedTo: nstr(),
    dueDate: nullable(date),
    status: str(),
    priority: str(),
    version: recordVersion(),
  }),
  Attachment: object({ id: uuid, filename: str(), type: str() }),
  IntakeItem: object(
    {
      id: uuid,
      messageId: str(),
      kind: enumOf(['new', 'reply']),
      source: enumOf(['upload', 'smtp', 'imap']),
      status: enumOf(['new', 'opened', 'merged', 'discarded', 'attached']),
      submissionId: nullable(uuid),
      submissionRef: nullable(str()),
      fromAddress: str(),
      fromName: nullable(str()),
      subject: str(),
      sentAt: nullable(str({ format: 'date-time' })),
      receivedAt: str({ format: 'date-time' }),
      clientId: nullable(uuid),
      clientName: nullable(str()),
      clientMatch: nullable(enumOf(['email', 'domain', 'name', 'created'])),
      clientScore: nullable(num()),
      attachments: array(object({ filename: str(), mimeType: str(), size: int() }, ['filename', 'mimeType', 'size'])),
      dropped: array(
        object({ filename: str(), size: int(), reason: enumOf(['executable', 'macro', 'too_large', 'too_many', 'not_a_document']) }, [
          'filename',
          'size',
          'reason',
        ]),
      ),
      duplicateOf: array(str()),
      extraction: object(
        {
          transactionType: nullable(str()),
          coverages: array(str()),
          dueDate: nullable(date),
          sources: {
            ...object(Object.fromEntries(GUESS_FIELDS.map((f) => [f, enumOf(GUESS_SOURCES)]))),
            description: 'Who guessed each field (rule or model); a field nothing was guessed for is absent. Guesses, never facts',
          },
          evidence: {
            ...object(Object.fromEntries(GUESS_FIELDS.map((f) => [f, str()]))),
            description: "The mail's words a rule guess rests on, quoted",
          },
        },
        ['transactionType', 'coverages', 'dueDate', 'sources', 'evidence'],
      ),
      decidedBy: nullable(str()),
      decidedAt: nullable(str({ format: 'date-time' })),
      discardReason: nullable(str()),
    },
    ['id', 'messageId', 'kind', 'source', 'status', 'submissionId', 'fromAddress', 'subject', 'receivedAt', 'attachments', 'dropped'],
  ),
  Following: object({ following: bool }),
  Message: object({
    id: uuid,
    from: str(),
    to: str(),
    date: dateTime,
    subject: str(),
    content: str(),
    channel: enumOf(MESSAGE_CHANNELS),
    carrierId: {
      ...nullable(uuid),
      description: "On the carrier channel, the carrier whose market's thread the message is on; null elsewhere and on no market's thread",
    },
    attachments: array(ref('Attachment')),
  }),
  MarketMessageInput: object(
    {
      subject: str({ maxLength: 200, description: 'The submission id and client when left out' }),
      content: str({ maxLength: 20_000 }),
    },
    ['content'],
  ),
  RelatedItem: object({
    id: uuid,
    type: enumOf(RELATED_ITEM_TYPES),
    reference: str(),
    description: nstr(),
    status: str(),
    date: nullable(date),
  }),
  RelatedItemInput: object(
    {
      type: enumOf(RELATED_ITEM_TYPES),
      reference: str(),
      description: nstr(),
      status: { ...str(), default: 'Active' },
      date: nullable(date),
    },
    ['type', 'reference'],
  ),
  DocumentSummary: object({
    id: uuid,
    filename: str(),
    mimeType: str(),
    type: str({ description: 'Display type: PDF, DOCX, XLSX, ZIP, PNG, ...' }),
    size: int(),
    uploadedAt: dateTime,
    uploadedBy: str(),
  }),
  SubmissionSummary: object({
    id: uuid,
    // Core's id pattern without its any-case flag: answers always carry the upper-case form.
    submissionId: str({ pattern: SUBMISSION_ID_PATTERN.source }),
    isNew: bool,
    transactionType: nullable(enumOf(TRANSACTION_TYPES)),
    priority: enumOf(PRIORITIES),
    status: enumOf(SUBMISSION_STATUSES),
    type: enumOf(['manual', 'email']),
    clientId: uuid,
    client: str(),
    assignedTo: nstr(),
    assignedToId: nullable(uuid),
    createdBy: nstr(),
    createdById: nullable(uuid),
    product: enumOf(PRODUCTS),
    rating: { ...ref('Rating'), description: "Staff's risk rating; not in a customer's reads" },
    dueDate: nullable(date),
    shareWithClient: bool,
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  Submission: {
    allOf: [
      ref('SubmissionSummary'),
      object({
        description: nstr(),
        channel: str(),
        notes: array(object({ content: str() })),
        coverages: array(
          object({
            coverage: enumOf(COVERAGE_TYPES),
            limit: nullable(num()),
            deductible: nullable(num()),
            premium: nullable(num()),
            notes: nstr(),
          }),
        ),
        clientName: str(),
        clientEmail: nstr(),
        clientIndustry: nstr(),
        companySize: nstr(),
        productType: str(),
        ratingFactors: { ...array(ref('RatingFactor')), description: "What the risk rating is made of; not in a customer's reads" },
        version: {
          ...recordVersion(),
          description: `${VERSION_NOTE}; counts the fields people edit, not the rating. Not in a customer's reads`,
        },
        properties: array(ref('Property')),
        vehicles: array(ref('Vehicle')),
        history: array(ref('HistoryEntry')),
        quotes: array(ref('Quote')),
        tasks: array(ref('Task')),
        messages: array(ref('Message')),
        documents: array(ref('DocumentSummary')),
        relatedItems: array(ref('RelatedItem')),
      }),
    ],
  },
  CoverageEntry: object(
    {
      coverage: enumOf(COVERAGE_TYPES),
      selected: { ...bool, default: true },
      limit: nullable(num()),
      deductible: nullable(num()),
      premium: nullable(num()),
      notes: nstr(),
      properties: array(ref('PropertyInput')),
      vehicles: array(ref('VehicleInput')),
    },
    ['coverage'],
  ),
  NewSubmission: object(
    {
      clientId: { ...uuid, description: 'The client on file; or newClient instead' },
      // A client new to the firm, created with the submission in one transaction.
      newClient: ref('NewClient'),
      confirmDuplicate: { ...bool, default: false, description: 'Create newClient though one of its name and e-mail address is on file' },
      transactionType: { ...enumOf(TRANSACTION_TYPES), default: 'new_business' },
      priority: { ...enumOf(PRIORITIES), default: 'medium' },
      dueDate: nullable(date),
      description: str({ minLength: 1 }),
      coverages: { ...array(ref('CoverageEntry')), minItems: 1 },
      status: enumOf(['pending']),
      notes: array(object({ content: str() }, ['content'])),
      shareWithClient: { ...bool, default: false },
    },
    ['description', 'coverages'],
  ),
  Decision: object(
    {
      decision: enumOf(['approved', 'rejected']),
      note: str({ minLength: 1, description: 'Kept for staff only' }),
      customerReason: nstr({ description: 'What the client reads in the portal and by mail; required when rejecting' }),
      quoteId: nullable(uuid),
      conditions: nstr({ description: 'The conditions of an approval; an approval needs these or a quoteId of the submission' }),
    },
    ['decision', 'note'],
  ),
  Client: object({
    id: uuid,
    name: str(),
    contactPerson: nstr(),
    email: nstr(),
    phone: nstr(),
    address: nstr(),
    industry: nstr(),
    companySize: nstr(),
    createdAt: dateTime,
    version: recordVersion(),
  }),
  NewClient: object(
    { name: str({ minLength: 1 }), contactPerson: nstr(), email: nstr({ format: 'email' }), phone: nstr(), address: nstr() },
    ['name'],
  ),
};

export const openapiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Workbench API',
    version: '1.0.0',
    description:
      'The /api of the commercial insurance workbench. Errors answer { code, message, issues? }: code is stable to branch on, message is for people. A carrier underwriter is an ' +
      "insurer account linked to a carrier: it holds none of the firm's roles and reaches only the carrier desk. A customer sees only " +
      "submissions whose client's email equals their proven (verified) address and which were shared with the client; " +
      'others answer 404. A self-registered staff account is pending until a broker manager approves it: every ' +
      'endpoint but /api/auth answers it 403.',
  },
  servers: [{ url: '/' }],
  tags: [
    'Auth',
    'Submissions',
    'Schedules',
    'Documents',
    'Clients',
    'Users',
    'Policies',
    'Placement',
    'Notifications',
    'Organisation',
    'Administration',
    'Support',
    'Health',
  ].map((name) => ({
    name,
  })),
  components: {
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'workbench.sid' } },
    schemas,
  },
  paths: withContractPaths<Record<string, Record<string, unknown>>>({}, allEndpoints()),
} as const;
