import {
  ACCOUNT_STATUSES,
  CLAIM_STATUSES,
  COVERAGE_TYPES,
  EMAIL_FREQUENCIES,
  HISTORY_AUDIENCES,
  MESSAGE_CHANNELS,
  NOTIFICATION_KINDS,
  PRIORITIES,
  PRODUCTS,
  RATING_LABELS,
  RELATED_ITEM_TYPES,
  ROLES,
  SUBMISSION_ID_PATTERN,
  SUBMISSION_STATUSES,
  TASK_BUCKETS,
  TRANSACTION_TYPES,
  UNSUPPORTED_FORMAT_MESSAGE,
} from '@workbench/core';

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

const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const ok = (description: string, schema?: Schema) => (schema ? { description, ...json(schema) } : { description });
const error = (description: string) => ({ description, ...json(ref('Error')) });

const ERRORS = {
  400: error('Invalid input, with the validation message and issues'),
  401: error('Not signed in'),
  403: error('Wrong role, or a cross-site request'),
  404: error('Unknown, or not visible to this user'),
  409: error('Conflict with the current state'),
  413: error('Body or file too large'),
  415: error(`Unsupported file type: "${UNSUPPORTED_FORMAT_MESSAGE}"`),
  422: error('Unreadable document'),
  429: error('Sign-in throttled'),
  503: error('The database is unavailable, or (document parsing) too many documents are already waiting for a parser'),
};
type ErrorCode = keyof typeof ERRORS;
const errors = (...codes: ErrorCode[]) => Object.fromEntries(codes.map((c) => [c, ERRORS[c]]));

const SESSION = [{ session: [] }];
const OPEN: never[] = [];

interface Op {
  summary: string;
  who: 'open' | 'any' | 'staff' | 'broker_manager' | 'broker_manager, insurer' | 'customer (own) or staff';
  tags: string[];
  params?: Schema[];
  body?: Schema;
  responses: Record<string, unknown>;
}

function op({ summary, who, tags, params, body, responses }: Op) {
  return {
    summary,
    description: `Who: ${who}.`,
    tags,
    security: who === 'open' ? OPEN : SESSION,
    ...(params ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

const pathParam = (name: string, description: string): Schema => ({ name, in: 'path', required: true, description, schema: str() });
const queryParam = (name: string, schema: Schema, description: string): Schema => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});
const ID = pathParam('id', 'Record id (uuid) or human submission id (SUB-YYYY-NNNN)');
const jsonBody = (schema: Schema) => ({ required: true, ...json(schema) });
const multipart = (schema: Schema) => ({ required: true, content: { 'multipart/form-data': { schema } } });

const schemas: Record<string, Schema> = {
  Error: object({ message: str(), issues: array(object({ path: str(), message: str() }, ['path', 'message'])) }, ['message']),
  User: object(
    {
      id: uuid,
      username: str(),
      fullName: str(),
      email: str(),
      role: enumOf(ROLES),
      status: {
        ...enumOf(ACCOUNT_STATUSES),
        description: 'pending: a self-registered staff account awaiting a broker manager; it may use nothing but /api/auth',
      },
      emailVerified: { type: 'boolean', description: "A customer sees clients' data only once the address is proven" },
      companyName: nstr(),
      phone: nstr(),
      createdAt: dateTime,
    },
    ['id', 'username', 'fullName', 'email', 'role', 'status', 'emailVerified'],
  ),
  Login: object({ username: str(), password: str() }, ['username', 'password']),
  Profile: object(
    {
      user: ref('User'),
      clients: {
        ...array(ref('Client')),
        description: "A customer's clients: those whose e-mail is the customer's proven address (none for staff or an unproven address)",
      },
    },
    ['user', 'clients'],
  ),
  ProfilePatch: {
    ...object({
      fullName: str({ minLength: 2, maxLength: 100 }),
      email: str({ format: 'email', description: 'Customers only: a new address is unproven until the link mailed to it is opened' }),
      companyName: { ...nstr({ maxLength: 200 }), description: "Customers only; '' or null clears it" },
      phone: { ...nstr({ maxLength: 50 }), description: "'' or null clears it" },
    }),
    description: 'Only the fields sent change. Staff change only their name and phone (403 for anything else that would change).',
  },
  PasswordChange: object({ currentPassword: str(), newPassword: str({ minLength: 6, maxLength: 200 }) }, [
    'currentPassword',
    'newPassword',
  ]),
  SignedOut: object({ signedOut: int({ minimum: 0, description: "The account's other sessions that were ended" }) }, ['signedOut']),
  Registration: object(
    {
      username: str({ minLength: 3 }),
      password: str({ minLength: 6 }),
      fullName: str({ minLength: 2 }),
      email: str({ format: 'email' }),
      role: { ...enumOf(ROLES), default: 'customer' },
      companyName: nstr(),
      phone: nstr(),
      invitation: str({ description: 'The token of a portal invitation; proves the invited address when it is the one registered' }),
    },
    ['username', 'password', 'fullName', 'email'],
  ),
  Metrics: object(
    {
      newSubmissions: int(),
      pendingSubmissions: int(),
      highRiskSubmissions: int(),
      approvalRate: num({ description: 'Percentage 0-100 of decided submissions that were approved' }),
      averageCycle: num({ description: 'Mean days from creation to decision' }),
      pendingActions: int({ description: 'Open tasks' }),
    },
    ['newSubmissions', 'pendingSubmissions', 'highRiskSubmissions', 'approvalRate', 'averageCycle', 'pendingActions'],
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
    needsReview: array(str()),
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
  }),
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
  ActivityEntry: {
    allOf: [ref('HistoryEntry'), object({ submissionId: str(), submissionRecordId: uuid, client: str() })],
  },
  Quote: object({ id: uuid, carrier: str(), amount: num(), status: str(), validUntil: nullable(date), coverage: nstr() }),
  QuoteInput: object(
    { carrier: str(), amount: num(), status: { ...str(), default: 'Pending' }, validUntil: nullable(date), coverage: nstr() },
    ['carrier', 'amount'],
  ),
  Task: object({ id: uuid, title: str(), assignedTo: nstr(), dueDate: nullable(date), status: str(), priority: str() }),
  TaskInput: object(
    {
      title: str(),
      assignedTo: nstr(),
      dueDate: nullable(date),
      status: { ...str(), default: 'Pending' },
      priority: { ...str(), default: 'Medium' },
    },
    ['title'],
  ),
  Attachment: object({ id: uuid, filename: str(), type: str() }),
  Notification: object({
    id: uuid,
    kind: enumOf(NOTIFICATION_KINDS),
    submissionId: str(),
    submissionRecordId: uuid,
    client: str(),
    title: str(),
    details: str(),
    actor: nstr(),
    createdAt: dateTime,
    readAt: nullable(dateTime),
  }),
  NotificationPage: object({ items: array(ref('Notification')), total: int(), unread: int() }),
  Conversation: object({
    submissionId: str(),
    submissionRecordId: uuid,
    client: str(),
    channel: enumOf(MESSAGE_CHANNELS),
    messageCount: int(),
    lastMessage: object({ from: str(), to: str(), subject: str(), excerpt: str(), date: dateTime }),
    unread: bool,
    following: bool,
  }),
  ConversationPage: object({ items: array(ref('Conversation')), total: int(), unread: int() }),
  TaskItem: { allOf: [ref('Task'), object({ submissionId: str(), submissionRecordId: uuid, client: str() })] },
  TaskPage: object({ items: array(ref('TaskItem')), total: int() }),
  LiveCounts: object({ notifications: int(), messages: int(), tasks: int() }),
  Following: object({ following: bool }),
  ClaimSummary: object({
    id: uuid,
    reference: str({ pattern: '^CLM-\\d{4}-\\d{4,}$' }),
    policyId: uuid,
    policyNumber: str(),
    clientId: uuid,
    client: str(),
    status: enumOf(CLAIM_STATUSES),
    lossDate: date,
    location: str(),
    estimatedAmount: nullable(num()),
    reportedBy: str(),
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  Claim: {
    allOf: [
      ref('ClaimSummary'),
      object({
        description: str(),
        clientEmail: nstr(),
        documents: array(object({ id: uuid, filename: str(), mimeType: str(), size: int(), uploadedBy: str(), uploadedAt: dateTime })),
        messages: array(object({ id: uuid, from: str(), content: str(), date: dateTime })),
        history: array(object({ id: uuid, user: str(), action: str(), details: str(), date: dateTime })),
      }),
    ],
  },
  NewClaim: object({ policyId: uuid, lossDate: date, location: str(), description: str(), estimatedAmount: nullable(num()) }, [
    'policyId',
    'lossDate',
    'location',
    'description',
  ]),
  EmailPreference: object({ email: enumOf(EMAIL_FREQUENCIES), muted: array(enumOf(NOTIFICATION_KINDS)) }, ['email']),
  Message: object({
    id: uuid,
    from: str(),
    to: str(),
    date: dateTime,
    subject: str(),
    content: str(),
    channel: enumOf(MESSAGE_CHANNELS),
    attachments: array(ref('Attachment')),
  }),
  MessageInput: object(
    { to: str(), subject: str(), content: str(), channel: { ...enumOf(MESSAGE_CHANNELS), default: 'client' }, attachmentIds: array(uuid) },
    ['to', 'subject', 'content'],
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
    rating: ref('Rating'),
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
        ratingFactors: array(ref('RatingFactor')),
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
      clientId: uuid,
      transactionType: { ...enumOf(TRANSACTION_TYPES), default: 'new_business' },
      priority: { ...enumOf(PRIORITIES), default: 'medium' },
      dueDate: nullable(date),
      description: str({ minLength: 1 }),
      coverages: { ...array(ref('CoverageEntry')), minItems: 1 },
      status: enumOf(['pending']),
      notes: array(object({ content: str() }, ['content'])),
      shareWithClient: { ...bool, default: false },
    },
    ['clientId', 'description', 'coverages'],
  ),
  SubmissionPatch: object({
    priority: enumOf(PRIORITIES),
    dueDate: nullable(date),
    assignedToId: nullable(uuid),
    status: enumOf(SUBMISSION_STATUSES),
    transactionType: nullable(enumOf(TRANSACTION_TYPES)),
    description: nstr(),
    shareWithClient: bool,
  }),
  Decision: object({ decision: enumOf(['approved', 'rejected']), note: str({ minLength: 1 }) }, ['decision', 'note']),
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
  }),
  NewClient: object(
    { name: str({ minLength: 1 }), contactPerson: nstr(), email: nstr({ format: 'email' }), phone: nstr(), address: nstr() },
    ['name'],
  ),
  SimilarClient: object({
    client: ref('Client'),
    score: num({ minimum: 0, maximum: 1 }),
    openSubmissions: array(object({ id: uuid, submissionId: str(), status: enumOf(SUBMISSION_STATUSES) })),
  }),
  Policy: object({
    id: uuid,
    policyNumber: str(),
    clientId: uuid,
    submissionId: nullable(uuid),
    status: str(),
    product: enumOf(PRODUCTS),
    premium: num(),
    effectiveDate: date,
    expirationDate: date,
  }),
  ParseResult: object(
    {
      documentType: enumOf(['property', 'vehicle']),
      properties: array({ allOf: [ref('PropertyInput'), object({ provenance: { type: 'object' }, confidence: { type: 'object' } })] }),
      vehicles: array({ allOf: [ref('VehicleInput'), object({ provenance: { type: 'object' }, confidence: { type: 'object' } })] }),
      warnings: array(str()),
    },
    ['documentType', 'properties', 'vehicles', 'warnings'],
  ),
  EmailNotification: object({ to: str({ format: 'email' }), subject: str(), submissionId: str(), clientName: str(), brokerName: str() }, [
    'to',
    'subject',
    'submissionId',
    'clientName',
    'brokerName',
  ]),
  MailStatus: object({ status: enumOf(['sent', 'queued']) }, ['status']),
  Invitation: {
    oneOf: [object({ clientId: uuid }, ['clientId']), object({ email: str({ format: 'email' }), name: str() }, ['email', 'name'])],
  },
};

const listParams: Schema[] = [
  queryParam('status', enumOf(SUBMISSION_STATUSES), 'Only this status'),
  queryParam('transactionType', enumOf(TRANSACTION_TYPES), 'Only this transaction type'),
  queryParam('priority', enumOf(PRIORITIES), 'Only this priority'),
  queryParam('product', enumOf(PRODUCTS), 'Only this product'),
  queryParam('q', str({ maxLength: 200 }), "Substring of the submission id, the client's name or a quote's carrier"),
  queryParam('assignedTo', str(), 'A user id, or "me"'),
  queryParam('createdBy', str(), 'A user id, or "me"'),
  queryParam('isNew', enumOf(['true', 'false']), 'New requests only, or not'),
  queryParam('dueFrom', date, 'Due on or after'),
  queryParam('dueTo', date, 'Due on or before'),
  queryParam('limit', int({ minimum: 1, maximum: 500, default: 50 }), 'Page size'),
  queryParam('offset', int({ minimum: 0, default: 0 }), 'Rows to skip'),
];

const schedulePaths = (kind: 'properties' | 'vehicles', schema: 'Property' | 'Vehicle') => ({
  [`/api/submissions/{id}/${kind}`]: {
    post: op({
      summary: `Add one or more ${kind} (re-rates the submission)`,
      who: 'any',
      tags: ['Schedules'],
      params: [ID],
      body: jsonBody({ oneOf: [ref(`${schema}Input`), array(ref(`${schema}Input`))] }),
      responses: { 201: ok('The created rows', array(ref(schema))), ...errors(400, 401, 404, 409) },
    }),
  },
  [`/api/submissions/{id}/${kind}/{rowId}`]: {
    patch: op({
      summary: `Edit a row; needsReview is cleared for the edited fields`,
      who: 'any',
      tags: ['Schedules'],
      params: [ID, pathParam('rowId', 'Row id')],
      body: jsonBody(ref(`${schema}Input`)),
      responses: { 200: ok('The row', ref(schema)), ...errors(400, 401, 404, 409) },
    }),
    delete: op({
      summary: 'Remove a row; a customer only on their own submission before it is under review (409 after)',
      who: 'customer (own) or staff',
      tags: ['Schedules'],
      params: [ID, pathParam('rowId', 'Row id')],
      responses: { 204: ok('Removed'), ...errors(401, 403, 404, 409) },
    }),
  },
});

export const openapiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Workbench API',
    version: '1.0.0',
    description:
      'The /api of the commercial insurance workbench. Errors answer { message, issues? }. A customer sees only ' +
      "submissions whose client's email equals their proven (verified) address and which were shared with the client; " +
      'others answer 404. A self-registered staff account is pending until a broker manager approves it: every ' +
      'endpoint but /api/auth answers it 403.',
  },
  servers: [{ url: '/' }],
  tags: ['Auth', 'Submissions', 'Schedules', 'Documents', 'Clients', 'Users', 'Policies', 'Notifications', 'Health'].map((name) => ({
    name,
  })),
  components: {
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'workbench.sid' } },
    schemas,
  },
  paths: {
    '/api/auth/login': {
      post: op({
        summary: 'Sign in; rotates the session id',
        who: 'open',
        tags: ['Auth'],
        body: jsonBody(ref('Login')),
        responses: { 200: ok('The user', ref('User')), ...errors(400, 401, 429) },
      }),
    },
    '/api/auth/logout': {
      post: op({ summary: 'Sign out', who: 'open', tags: ['Auth'], responses: { 204: ok('Signed out') } }),
    },
    '/api/auth/register': {
      post: op({
        summary: 'Create an account and sign in',
        who: 'open',
        tags: ['Auth'],
        body: jsonBody(ref('Registration')),
        responses: { 201: ok('The user', ref('User')), ...errors(400, 409, 429) },
      }),
    },
    '/api/auth/user': {
      get: op({
        summary: 'The signed-in user',
        who: 'open',
        tags: ['Auth'],
        responses: { 200: ok('The user', ref('User')), ...errors(401) },
      }),
    },
    '/api/auth/demo-logins': {
      get: op({
        summary: 'The demo logins to show on the sign-in page: empty unless the demo data is seeded (DEMO_DATA)',
        who: 'open',
        tags: ['Auth'],
        responses: {
          200: ok(
            'Logins',
            array(
              object({ role: enumOf(ROLES), label: str(), username: str(), password: str() }, ['role', 'label', 'username', 'password']),
            ),
          ),
        },
      }),
    },
    '/api/auth/verify-email': {
      post: op({
        summary: 'Prove an e-mail address with the token of a mailed link (single use, 48 hours); signs nobody in',
        who: 'open',
        tags: ['Auth'],
        body: jsonBody(object({ token: str() }, ['token'])),
        responses: { 200: ok('The account', ref('User')), ...errors(400) },
      }),
    },
    '/api/auth/resend-verification': {
      post: op({
        summary: 'Mail a new verification link to the signed-in customer',
        who: 'any',
        tags: ['Auth'],
        responses: { 202: ok('Sent or queued', object({ to: str() }, ['to'])), ...errors(401, 403, 409, 429) },
      }),
    },
    '/api/profile': {
      get: op({
        summary: "The signed-in person's own account, and for a customer the clients bound to their proven address",
        who: 'any',
        tags: ['Users'],
        responses: { 200: ok('The profile', ref('Profile')), ...errors(401, 403) },
      }),
      patch: op({
        summary:
          "Change one's own name, phone, and (customers) company and e-mail address; a new address is unproven and a link to prove it is mailed to it",
        who: 'any',
        tags: ['Users'],
        body: jsonBody(ref('ProfilePatch')),
        responses: { 200: ok('The profile', ref('Profile')), ...errors(400, 401, 403, 409, 429) },
      }),
    },
    '/api/profile/password': {
      put: op({
        summary: "Change one's own password, given the current one (400 on currentPassword when wrong); ends the account's other sessions",
        who: 'any',
        tags: ['Users'],
        body: jsonBody(ref('PasswordChange')),
        responses: { 200: ok('Changed', ref('SignedOut')), ...errors(400, 401, 403, 429) },
      }),
    },
    '/api/profile/sign-out-others': {
      post: op({
        summary: "End every session of one's own account but this one",
        who: 'any',
        tags: ['Users'],
        responses: { 200: ok('Ended', ref('SignedOut')), ...errors(401, 403) },
      }),
    },
    '/api/accounts/pending': {
      get: op({
        summary: 'Self-registered staff accounts awaiting approval, oldest first',
        who: 'broker_manager',
        tags: ['Users'],
        responses: { 200: ok('Accounts', array(ref('User'))), ...errors(401, 403) },
      }),
    },
    '/api/accounts/{id}/approve': {
      post: op({
        summary: 'Approve a pending account',
        who: 'broker_manager',
        tags: ['Users'],
        params: [pathParam('id', 'Account id')],
        responses: { 200: ok('The account', ref('User')), ...errors(401, 403, 404, 409) },
      }),
    },
    '/api/accounts/{id}/refuse': {
      post: op({
        summary: 'Refuse a pending account; it can no longer sign in',
        who: 'broker_manager',
        tags: ['Users'],
        params: [pathParam('id', 'Account id')],
        responses: { 200: ok('The account', ref('User')), ...errors(401, 403, 404, 409) },
      }),
    },
    '/api/metrics': {
      get: op({
        summary: 'Dashboard metrics',
        who: 'staff',
        tags: ['Submissions'],
        responses: { 200: ok('Metrics', ref('Metrics')), ...errors(401, 403) },
      }),
    },
    '/api/submissions': {
      get: op({
        summary: 'Submissions the user may see, newest first; the total is in X-Total-Count',
        who: 'any',
        tags: ['Submissions'],
        params: listParams,
        responses: {
          200: {
            ...ok('One page', array(ref('SubmissionSummary'))),
            headers: { 'X-Total-Count': { schema: int(), description: 'Matching submissions' } },
          },
          ...errors(400, 401),
        },
      }),
      post: op({
        summary: 'Create a submission (product and rating derived; coverage items stored on the schedules)',
        who: 'staff',
        tags: ['Submissions'],
        body: jsonBody(ref('NewSubmission')),
        responses: { 201: ok('The summary, with id and submissionId', ref('SubmissionSummary')), ...errors(400, 401, 403) },
      }),
    },
    '/api/submissions/{id}': {
      get: op({
        summary: 'The full submission',
        who: 'any',
        tags: ['Submissions'],
        params: [ID],
        responses: { 200: ok('Submission', ref('Submission')), ...errors(401, 404) },
      }),
      patch: op({
        summary: 'Assign, reprioritise, reschedule, share or move along the workflow; one history entry per change',
        who: 'staff',
        tags: ['Submissions'],
        params: [ID],
        body: jsonBody(ref('SubmissionPatch')),
        responses: { 200: ok('Submission', ref('Submission')), ...errors(400, 401, 403, 404, 409) },
      }),
    },
    '/api/submissions/{id}/decision': {
      post: op({
        summary: 'Approve or reject with a note',
        who: 'broker_manager, insurer',
        tags: ['Submissions'],
        params: [ID],
        body: jsonBody(ref('Decision')),
        responses: { 200: ok('Submission', ref('Submission')), ...errors(400, 401, 403, 404, 409) },
      }),
    },
    '/api/submissions/{id}/submit-for-review': {
      post: op({
        summary: 'Send to underwriting review',
        who: 'customer (own) or staff',
        tags: ['Submissions'],
        params: [ID],
        responses: { 200: ok('Submission (status in_review)', ref('Submission')), ...errors(401, 403, 404, 409) },
      }),
    },
    ...schedulePaths('properties', 'Property'),
    ...schedulePaths('vehicles', 'Vehicle'),
    '/api/submissions/{id}/quotes': {
      post: op({
        summary: 'Add a quote',
        who: 'staff',
        tags: ['Submissions'],
        params: [ID],
        body: jsonBody(ref('QuoteInput')),
        responses: { 201: ok('Quote', ref('Quote')), ...errors(400, 401, 403, 404, 409) },
      }),
    },
    '/api/submissions/{id}/quotes/{quoteId}': {
      patch: op({
        summary: 'Edit a quote',
        who: 'staff',
        tags: ['Submissions'],
        params: [ID, pathParam('quoteId', 'Quote id')],
        body: jsonBody(ref('QuoteInput')),
        responses: { 200: ok('Quote', ref('Quote')), ...errors(400, 401, 403, 404, 409) },
      }),
    },
    '/api/submissions/{id}/tasks': {
      post: op({
        summary: 'Add a task',
        who: 'staff',
        tags: ['Submissions'],
        params: [ID],
        body: jsonBody(ref('TaskInput')),
        responses: { 201: ok('Task', ref('Task')), ...errors(400, 401, 403, 404, 409) },
      }),
    },
    '/api/submissions/{id}/tasks/{taskId}': {
      patch: op({
        summary: 'Edit a task',
        who: 'staff',
        tags: ['Submissions'],
        params: [ID, pathParam('taskId', 'Task id')],
        body: jsonBody(ref('TaskInput')),
        responses: { 200: ok('Task', ref('Task')), ...errors(400, 401, 403, 404, 409) },
      }),
    },
    '/api/submissions/{id}/messages': {
      get: op({
        summary: 'Messages, newest first (customers: the client channel only)',
        who: 'any',
        tags: ['Submissions'],
        params: [ID],
        responses: { 200: ok('Messages', array(ref('Message'))), ...errors(401, 404) },
      }),
      post: op({
        summary: 'Send a message; multipart files in `attachments` are stored as documents of the submission',
        who: 'any',
        tags: ['Submissions'],
        params: [ID],
        body: {
          required: true,
          content: {
            'application/json': { schema: ref('MessageInput') },
            'multipart/form-data': {
              schema: object({
                to: str(),
                subject: str(),
                content: str(),
                channel: enumOf(MESSAGE_CHANNELS),
                attachmentIds: str(),
                attachments: array(str({ format: 'binary' })),
              }),
            },
          },
        },
        responses: { 201: ok('Message', ref('Message')), ...errors(400, 401, 404, 409, 413, 415) },
      }),
    },
    '/api/submissions/{id}/related-items': {
      post: op({
        summary: 'Link a policy, claim or invoice',
        who: 'staff',
        tags: ['Submissions'],
        params: [ID],
        body: jsonBody(ref('RelatedItemInput')),
        responses: { 201: ok('Related item', ref('RelatedItem')), ...errors(400, 401, 403, 404, 409) },
      }),
    },
    '/api/submissions/{id}/documents': {
      get: op({
        summary: 'Documents',
        who: 'any',
        tags: ['Documents'],
        params: [ID],
        responses: { 200: ok('Documents', array(ref('DocumentSummary'))), ...errors(401, 404) },
      }),
      post: op({
        summary: 'Upload a document (type checked by content)',
        who: 'any',
        tags: ['Documents'],
        params: [ID],
        body: multipart(object({ document: str({ format: 'binary' }) }, ['document'])),
        responses: { 201: ok('Document', ref('DocumentSummary')), ...errors(400, 401, 404, 409, 413, 415) },
      }),
    },
    '/api/documents/{docId}/download': {
      get: op({
        summary: 'The bytes, as an attachment (X-Content-Type-Options: nosniff)',
        who: 'any',
        tags: ['Documents'],
        params: [pathParam('docId', 'Document id')],
        responses: {
          200: { description: 'The file', content: { 'application/octet-stream': { schema: str({ format: 'binary' }) } } },
          ...errors(401, 404),
        },
      }),
    },
    '/api/documents/parse': {
      post: op({
        summary: 'Extract locations and vehicles from a schedule (PDF, image, spreadsheet, CSV, JSON)',
        who: 'any',
        tags: ['Documents'],
        params: [queryParam('type', enumOf(['property', 'vehicle']), 'Only this list is wanted')],
        body: multipart(object({ document: str({ format: 'binary' }) }, ['document'])),
        responses: { 200: ok('Parse result', ref('ParseResult')), ...errors(400, 401, 413, 415, 422, 503) },
      }),
    },
    '/api/activity': {
      get: op({
        summary: 'Latest history entries across the submissions the user may see',
        who: 'any',
        tags: ['Submissions'],
        params: [queryParam('limit', int({ minimum: 1, maximum: 200, default: 20 }), 'How many')],
        responses: { 200: ok('Entries', array(ref('ActivityEntry'))), ...errors(401) },
      }),
    },
    '/api/clients': {
      get: op({
        summary: 'Clients by name',
        who: 'staff',
        tags: ['Clients'],
        params: [queryParam('q', str(), 'Substring of name, contact person or email')],
        responses: { 200: ok('Clients', array(ref('Client'))), ...errors(401, 403) },
      }),
      post: op({
        summary: 'Create a client',
        who: 'staff',
        tags: ['Clients'],
        body: jsonBody(ref('NewClient')),
        responses: { 201: ok('Client', ref('Client')), ...errors(400, 401, 403) },
      }),
    },
    '/api/clients/similar': {
      get: op({
        summary: 'Clients with a similar name and their open submissions',
        who: 'staff',
        tags: ['Clients'],
        params: [{ ...queryParam('name', str(), 'The name to compare'), required: true }],
        responses: { 200: ok('Matches', array(ref('SimilarClient'))), ...errors(400, 401, 403) },
      }),
    },
    '/api/users/staff': {
      get: op({
        summary: 'Users of the staff roles (Assign)',
        who: 'staff',
        tags: ['Users'],
        responses: { 200: ok('Users', array(ref('User'))), ...errors(401, 403) },
      }),
    },
    '/api/policies': {
      get: op({
        summary: 'Policies (customers: their own)',
        who: 'any',
        tags: ['Policies'],
        responses: { 200: ok('Policies', array(ref('Policy'))), ...errors(401) },
      }),
    },
    '/api/policies/{id}': {
      get: op({
        summary: 'One policy',
        who: 'any',
        tags: ['Policies'],
        params: [pathParam('id', 'Policy id')],
        responses: { 200: ok('Policy', ref('Policy')), ...errors(401, 404) },
      }),
    },
    '/api/notifications': {
      get: op({
        summary: "The user's notifications, newest first, with the unread count",
        who: 'any',
        tags: ['Work hub'],
        params: [
          queryParam('kind', enumOf(NOTIFICATION_KINDS), 'Only this kind'),
          queryParam('unread', enumOf(['true', 'false']), 'Only unread ones'),
          queryParam('limit', int({ minimum: 1, maximum: 500, default: 50 }), 'Page size'),
          queryParam('offset', int({ minimum: 0, default: 0 }), 'Rows to skip'),
        ],
        responses: { 200: ok('Notifications', ref('NotificationPage')), ...errors(400, 401) },
      }),
    },
    '/api/notifications/preferences': {
      get: op({
        summary: 'How the user hears of notifications by e-mail (until chosen: customers at once, staff never)',
        who: 'any',
        tags: ['Work hub'],
        responses: { 200: ok('Preference', ref('EmailPreference')), ...errors(401) },
      }),
      put: op({
        summary:
          'Set how the user hears of notifications by e-mail: off, immediate (one mail each) or daily (a digest), and the kinds never mailed',
        who: 'any',
        tags: ['Work hub'],
        body: jsonBody(ref('EmailPreference')),
        responses: { 200: ok('Preference', ref('EmailPreference')), ...errors(400, 401) },
      }),
    },
    '/api/notifications/read': {
      post: op({
        summary: "Mark some of the user's notifications (ids) or all of them read",
        who: 'any',
        tags: ['Work hub'],
        body: jsonBody(object({ ids: array(uuid), all: bool })),
        responses: { 200: ok('Unread left', object({ unread: int() })), ...errors(400, 401) },
      }),
    },
    '/api/conversations': {
      get: op({
        summary:
          'Conversations (a submission on a channel) the user may see, latest message first; customers: the client channel of their shared submissions',
        who: 'any',
        tags: ['Work hub'],
        params: [
          queryParam('channel', enumOf(MESSAGE_CHANNELS), 'Only this channel'),
          queryParam('q', str(), 'Text in the submission id, client, or a message'),
          queryParam('unread', enumOf(['true', 'false']), 'Only unread ones'),
          queryParam('following', enumOf(['true', 'false']), 'Only followed submissions (staff)'),
          queryParam('limit', int({ minimum: 1, maximum: 500, default: 50 }), 'Page size'),
          queryParam('offset', int({ minimum: 0, default: 0 }), 'Rows to skip'),
        ],
        responses: { 200: ok('Conversations', ref('ConversationPage')), ...errors(400, 401) },
      }),
    },
    '/api/conversations/{id}/{channel}/read': {
      post: op({
        summary: 'Mark a conversation read up to now',
        who: 'any',
        tags: ['Work hub'],
        params: [ID, pathParam('channel', 'carrier, client or internal (customers: client)')],
        responses: { 204: ok('Marked'), ...errors(401, 404) },
      }),
    },
    '/api/tasks': {
      get: op({
        summary: "Tasks across submissions in one bucket: the user's own, or (broker managers) anyone's",
        who: 'staff',
        tags: ['Work hub'],
        params: [
          queryParam('bucket', enumOf(TASK_BUCKETS), 'overdue, today (default), upcoming or done'),
          queryParam('assignee', str(), "'me' (default), 'everyone' or a staff member's full name (broker managers)"),
          queryParam('limit', int({ minimum: 1, maximum: 500, default: 50 }), 'Page size'),
          queryParam('offset', int({ minimum: 0, default: 0 }), 'Rows to skip'),
        ],
        responses: { 200: ok('Tasks', ref('TaskPage')), ...errors(400, 401, 403) },
      }),
    },
    '/api/submissions/{id}/follow': {
      get: op({
        summary: 'Whether the user follows the submission',
        who: 'staff',
        tags: ['Work hub'],
        params: [ID],
        responses: { 200: ok('State', ref('Following')), ...errors(401, 403, 404) },
      }),
      put: op({
        summary: 'Follow the submission',
        who: 'staff',
        tags: ['Work hub'],
        params: [ID],
        responses: { 200: ok('State', ref('Following')), ...errors(401, 403, 404) },
      }),
      delete: op({
        summary: 'Stop following the submission',
        who: 'staff',
        tags: ['Work hub'],
        params: [ID],
        responses: { 200: ok('State', ref('Following')), ...errors(401, 403, 404) },
      }),
    },
    '/api/live/counts': {
      get: op({
        summary: "The sidebar badges' counts for the user",
        who: 'any',
        tags: ['Work hub'],
        responses: { 200: ok('Counts', ref('LiveCounts')), ...errors(401) },
      }),
    },
    '/api/live/events': {
      get: op({
        summary:
          "Server-sent events: 'counts' (LiveCounts) at once and when they change; for staff, 'changed' with the data areas that changed",
        who: 'any',
        tags: ['Work hub'],
        responses: { 200: { description: 'An event stream', content: { 'text/event-stream': { schema: str() } } }, ...errors(401) },
      }),
    },
    '/api/claims': {
      get: op({
        summary: 'Claims, newest first (customers: their own)',
        who: 'any',
        tags: ['Claims'],
        params: [
          queryParam('status', enumOf(CLAIM_STATUSES), 'Only this status'),
          queryParam('clientId', uuid, 'Only this client (staff)'),
          queryParam('limit', int({ minimum: 1, maximum: 500, default: 50 }), 'Page size'),
          queryParam('offset', int({ minimum: 0, default: 0 }), 'Rows to skip'),
        ],
        responses: { 200: ok('Claims', object({ items: array(ref('ClaimSummary')), total: int() })), ...errors(400, 401) },
      }),
      post: op({
        summary: 'Report a loss on a policy (customers: their own), as JSON or multipart with photos and documents in `documents`',
        who: 'any',
        tags: ['Claims'],
        body: {
          required: true,
          content: { 'application/json': { schema: ref('NewClaim') }, 'multipart/form-data': { schema: ref('NewClaim') } },
        },
        responses: { 201: ok('The claim', ref('Claim')), ...errors(400, 401, 404, 413) },
      }),
    },
    '/api/claims/{id}': {
      get: op({
        summary: 'One claim by id or reference (CLM-YYYY-NNNN)',
        who: 'any',
        tags: ['Claims'],
        params: [pathParam('id', 'Claim id or reference')],
        responses: { 200: ok('The claim', ref('Claim')), ...errors(401, 404) },
      }),
      patch: op({
        summary: 'Move a claim: reported → acknowledged → in_progress → closed (closing from any open step); the customer is mailed',
        who: 'staff',
        tags: ['Claims'],
        params: [pathParam('id', 'Claim id or reference')],
        body: jsonBody(object({ status: enumOf(CLAIM_STATUSES) }, ['status'])),
        responses: { 200: ok('The claim', ref('Claim')), ...errors(400, 401, 403, 404, 409) },
      }),
    },
    '/api/claims/{id}/messages': {
      post: op({
        summary: 'Write on a claim (JSON, or multipart with files in `documents`); a staff message is mailed to the customer',
        who: 'any',
        tags: ['Claims'],
        params: [pathParam('id', 'Claim id or reference')],
        body: jsonBody(object({ content: str() }, ['content'])),
        responses: { 201: ok('The claim', ref('Claim')), ...errors(400, 401, 404, 413) },
      }),
    },
    '/api/claims/{id}/documents/{docId}/download': {
      get: op({
        summary: "A claim's photo or document",
        who: 'any',
        tags: ['Claims'],
        params: [pathParam('id', 'Claim id or reference'), pathParam('docId', 'Document id')],
        responses: { 200: { description: 'The file' }, ...errors(401, 404) },
      }),
    },
    '/api/notifications/email': {
      post: op({
        summary: 'Email the client about a new submission (kept in the outbox when it cannot be delivered now)',
        who: 'staff',
        tags: ['Notifications'],
        body: jsonBody(ref('EmailNotification')),
        responses: { 202: ok('Sent or queued', ref('MailStatus')), ...errors(400, 401, 403) },
      }),
    },
    '/api/invitations': {
      post: op({
        summary: 'Invite a client to the customer portal (Send Submission Form)',
        who: 'staff',
        tags: ['Notifications'],
        body: jsonBody(ref('Invitation')),
        responses: { 202: ok('Sent or queued', object({ status: enumOf(['sent', 'queued']), to: str() })), ...errors(400, 401, 403, 404) },
      }),
    },
    '/api/openapi.json': {
      get: op({ summary: 'This document', who: 'open', tags: ['Health'], responses: { 200: ok('OpenAPI 3.1', { type: 'object' }) } }),
    },
    '/healthz': {
      get: op({ summary: 'Liveness', who: 'open', tags: ['Health'], responses: { 200: ok('Alive', object({ status: str() })) } }),
    },
    '/readyz': {
      get: op({
        summary: 'Readiness: the database answers; the local model and the mail outbox are reported beside it and never make it fail',
        who: 'open',
        tags: ['Health'],
        responses: {
          200: ok(
            'Ready',
            object(
              {
                status: str(),
                model: object(
                  { configured: bool, reachable: nullable(bool), lastError: nstr(), checkedAt: nstr({ format: 'date-time' }) },
                  ['configured', 'reachable', 'lastError', 'checkedAt'],
                ),
                outbox: object(
                  { smtpConfigured: bool, queued: int(), failed: int(), oldestQueuedAt: nstr({ format: 'date-time' }), lastError: nstr() },
                  ['smtpConfigured', 'queued', 'failed', 'oldestQueuedAt', 'lastError'],
                ),
              },
              ['status', 'model', 'outbox'],
            ),
          ),
          503: ok('Database unavailable', object({ status: str(), message: str() })),
        },
      }),
    },
  },
} as const;
