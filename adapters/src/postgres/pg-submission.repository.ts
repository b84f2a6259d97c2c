import type { Knex } from 'knex';
import {
  AppError,
  DEFAULT_CURRENCY,
  PRODUCT_LABELS,
  PRIORITIES,
  PRODUCTS,
  RATING_LABELS,
  SUBMISSION_STATUSES,
  TRANSACTION_TYPES,
  isOpenStatus,
  normalizeSubmissionId,
  pageWindow,
  parseSubmissionId,
  type MetricsData,
  type EncodedDetail,
  type EncodedPage,
  type Note,
  type Page,
  type Priority,
  type Product,
  type RatingFactor,
  type RatingLabel,
  type Submission,
  type SubmissionCoverage,
  type SubmissionListQuery,
  type SubmissionRecord,
  type SubmissionRepository,
  type SubmissionStatus,
  type SubmissionSummary,
  type SubmissionType,
  type SubmissionUpdate,
  type TransactionType,
} from '@workbench/core';
import { toDocumentSummary } from './pg-document.repository.ts';
import { firstEntryInsert, firstEntryValues, toHistoryEntry } from './pg-history.repository.ts';
import { toAttachment, toMessage } from './pg-message.repository.ts';
import { toQuote } from './pg-quote.repository.ts';
import { toRelatedItem } from './pg-related-item.repository.ts';
import { toProperty, toVehicle } from './pg-schedule.repository.ts';
import { toTask } from './pg-task.repository.ts';
import { updateVersioned } from './versioned-update.ts';
import { PreparedShapes, preparedRows } from './prepared.ts';
import { containsPattern, day, iso, isUuid, json, newId, num, toJson } from './rows.ts';
import { reachedByClient } from './customer-reach.ts';

type Row = Record<string, unknown>;

/**
 * Every table a list page and its total are read from (the summary columns, the joins and the search's
 * branches): only a write to one of these can change a list.
 */
export const SUBMISSION_LIST_TABLES: readonly string[] = [
  'submissions',
  'clients',
  'client_portal_addresses',
  'users',
  'quotes',
  'submission_total',
];

/**
 * Every column of submissions, by name rather than `s.*`, so a statement kept prepared (prepared.ts) reads
 * the same columns after a migration adds one; a test checks the list against the table.
 */
export const SUBMISSION_COLUMNS: readonly string[] = [
  'id',
  'submission_id',
  'client_id',
  'transaction_type',
  'priority',
  'status',
  'type',
  'channel',
  'is_new',
  'product',
  'rating_score',
  'rating_label',
  'rating_factors',
  'due_date',
  'description',
  'notes',
  'coverages',
  'share_with_client',
  'assigned_to_id',
  'created_by_id',
  'decided_at',
  'created_at',
  'updated_at',
  'version',
];

const SUMMARY_COLUMNS = [
  ...SUBMISSION_COLUMNS.map((column) => `s.${column}`),
  'c.name as client_name',
  'c.email as client_email',
  'c.industry as client_industry',
  'c.company_size as client_company_size',
  'a.full_name as assigned_name',
  'cb.full_name as created_by_name',
];

function toSummary(row: Row): SubmissionSummary {
  return {
    id: row.id as string,
    submissionId: row.submission_id as string,
    isNew: row.is_new as boolean,
    transactionType: (row.transaction_type as TransactionType) ?? null,
    priority: row.priority as Priority,
    status: row.status as SubmissionStatus,
    type: row.type as SubmissionType,
    clientId: row.client_id as string,
    client: row.client_name as string,
    assignedTo: (row.assigned_name as string) ?? null,
    assignedToId: (row.assigned_to_id as string) ?? null,
    createdBy: (row.created_by_name as string) ?? null,
    createdById: (row.created_by_id as string) ?? null,
    product: row.product as Product,
    rating: { score: num(row.rating_score), label: row.rating_label as RatingLabel },
    dueDate: day(row.due_date),
    shareWithClient: row.share_with_client as boolean,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** JSON text the way JSON.stringify writes a Date (toISOString): UTC, milliseconds, a Z. */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A submission's child rows as one JSON array each, in the order its repository lists them, or null when it
 * has none (read as none).
 */
const childRows = (from: string, order: string, columns = 'x.*') =>
  `select json_agg(x order by ${order}) from (select ${columns} from ${from} as x where x.submission_id = s.id) as x`;

const CHILDREN = {
  properties: childRows('submission_properties', 'x.position'),
  vehicles: childRows('submission_vehicles', 'x.position'),
  history: childRows('history', 'x.date desc, x.seq desc'),
  quotes: childRows('quotes', 'x.seq'),
  tasks: childRows('tasks', 'x.seq'),
  messages: childRows(
    'messages',
    'x.date desc, x.seq desc',
    `x.*, (select coalesce(json_agg(json_build_object('id', d.id, 'filename', d.filename, 'mime_type', d.mime_type) order by ma.position), '[]'::json)
       from message_attachments as ma join documents as d on d.id = ma.document_id where ma.message_id = x.id) as attachments`,
  ),
  documents: childRows(
    'documents',
    'x.uploaded_at desc, x.filename',
    'x.id, x.submission_id, x.filename, x.mime_type, x.size, x.uploaded_by, x.uploaded_at',
  ),
  related_items: childRows('related_items', 'x.seq'),
} as const;

/**
 * The detail's child lists that need no rule from core, mapped in SQL the way their repositories' mappers
 * do (toProperty, toVehicle, toHistoryEntry, toQuote, toTask, toRelatedItem): same fields, same order.
 * Numeric columns become float8, whose text is the shortest that reads back, as a JS number's is.
 */
const childJson = (from: string, order: string, fields: string) =>
  `select coalesce('[' || string_agg(row_to_json(j)::text, ',' order by ${order}) || ']', '[]') from ${from} as x cross join lateral (select ${fields}) as j where x.submission_id = s.id`;
const CHILDREN_JSON = {
  properties: childJson(
    'submission_properties',
    'x.position',
    `x.id, x.name, x.address, x.city, x.state, x.zip_code as "zipCode", x.year_built as "yearBuilt",
     x.construction_type as "constructionType", x.occupancy_type as "occupancyType", x.square_footage::float8 as "squareFootage",
     x.stories, x.sprinklered, x.ownership, x.building_value::float8 as "buildingValue", x.contents_value::float8 as "contentsValue",
     x.bi_value::float8 as "biValue", x.other_value::float8 as "otherValue", x.tiv::float8 as tiv,
     coalesce(x.tiv_computed, false) as "tivComputed", coalesce(x.currency, '${DEFAULT_CURRENCY}') as currency,
     coalesce(x.needs_review, '[]'::jsonb) as "needsReview", coalesce(x.sources, '{}'::jsonb) as sources, x.source_file as "sourceFile",
     x.version`,
  ),
  vehicles: childJson(
    'submission_vehicles',
    'x.position',
    `x.id, x.fleet_id as "fleetId", x.make, x.model, x.year, x.vin, x.value::float8 as value, x.usage,
     coalesce(x.needs_review, '[]'::jsonb) as "needsReview", coalesce(x.sources, '{}'::jsonb) as sources, x.source_file as "sourceFile",
     x.version`,
  ),
  history: childJson(
    'history',
    'x.date desc, x.seq desc',
    `x.id, x.user_name as "user", x.user_id as "userId", ${isoText('x.date')} as date, x.action, x.details, x.audience`,
  ),
  quotes: childJson(
    'quotes',
    'x.seq',
    `x.id, x.carrier, x.carrier_id as "carrierId", coalesce(x.amount, 0)::float8 as amount, x.status,
     to_char(x.valid_until, 'YYYY-MM-DD') as "validUntil", x.coverage, x.version`,
  ),
  tasks: childJson(
    'tasks',
    'x.seq',
    `x.id, x.title, x.assigned_to as "assignedTo", to_char(x.due_date, 'YYYY-MM-DD') as "dueDate", x.status, x.priority, x.version`,
  ),
  related_items: childJson(
    'related_items',
    'x.seq',
    `x.id, x.type, x.reference, x.description, x.status, to_char(x.date, 'YYYY-MM-DD') as date`,
  ),
} as const;

/** The detail's statements, one per kind of id it is read by. */
const DETAIL = new PreparedShapes('submission_detail');
const DETAIL_JSON = new PreparedShapes('submission_detail_json');
const CREATE = new PreparedShapes('submission_create');
/**
 * The columns a create writes besides the number, each given by its value of the same name: a column added to
 * the table (and to SUBMISSION_COLUMNS) has no value until `create` gives it one, and the create fails loudly.
 */
const CREATE_COLUMNS = SUBMISSION_COLUMNS.filter((column) => column !== 'submission_id');
/** The columns toSummary reads and no more: a submission's own and the names its summary's joins add. */
const CREATED_SUMMARY_COLUMNS = [
  ...[
    'id',
    'submission_id',
    'is_new',
    'transaction_type',
    'priority',
    'status',
    'type',
    'client_id',
    'assigned_to_id',
    'created_by_id',
    'product',
    'rating_score',
    'rating_label',
    'due_date',
    'share_with_client',
    'created_at',
    'updated_at',
  ].map((column) => `s.${column}`),
  'c.name as client_name',
  'a.full_name as assigned_name',
  'cb.full_name as created_by_name',
];

/**
 * Keyset paging: what comes after the cursor in the list's order (created_at desc, then id), read from the
 * (created_at desc, id) index wherever the cursor lies, rather than counting past `offset` rows. The cursor's
 * time is in microseconds, as stored, so rows created in the same millisecond are neither skipped nor repeated.
 */
function afterCursor(builder: Knex.QueryBuilder, after: string | undefined): void {
  if (after === undefined) return;
  const [micros, id] = after.split('_');
  afterKey(builder, micros!, id!);
}

/** afterCursor given the cursor's parts (or the markers a kept statement's values go in). */
function afterKey(builder: Knex.QueryBuilder, micros: string, id: string): void {
  const at = "timestamptz 'epoch' + ?::bigint * interval '1 microsecond'";
  builder.whereRaw(`s.created_at <= ${at} and (s.created_at < ${at} or s.id > ?::uuid)`, [micros, micros, id]);
}

/** The book's pages (unfiltered, first or after a cursor), one statement per page size and kind. */
const LIST_JSON = new PreparedShapes('submission_list_json');

/**
 * The cursor of a page's last row (LIST_CURSOR_PATTERN): microseconds since 1970, then the id. Worked out
 * once per page from the aggregate over the page's rows `p`, which arrive in the page's order: the oldest
 * time on it, and the id of the row that came last.
 */
const LAST_CURSOR_SQL = `trunc(extract(epoch from min(p.created_at)) * 1000000)::bigint || '_' || (array_agg(p.id))[count(*)]`;

/** The submission columns a summary is written from (a create's answer reads the same), all a list page reads of one. */
const SUMMARY_SOURCE_COLUMNS = CREATED_SUMMARY_COLUMNS.filter((column) => column.startsWith('s.'));

type JsonPart = { text: string } | { sql: string };
/** SQL that joins text and SQL values into one text with `||`, the text between two values as one literal. */
function concatSql(parts: JsonPart[]): string {
  const merged: JsonPart[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if ('text' in part && last && 'text' in last) merged[merged.length - 1] = { text: last.text + part.text };
    else merged.push(part);
  }
  return merged.map((part) => ('text' in part ? `'${part.text.replaceAll("'", "''")}'` : `(${part.sql})`)).join(' || ');
}
/** A value of one of the JSON kinds the summary has, as JSON.stringify writes it. */
const str = (sql: string): JsonPart[] => [{ sql: `to_json(${sql})::text` }];
const strOrNull = (sql: string): JsonPart[] => [{ sql: `coalesce(to_json(${sql})::text, 'null')` }];
/** A uuid, a boolean or a number: text with nothing to escape. */
const plain = (sql: string): JsonPart[] => [{ sql: `${sql}::text` }];
/**
 * A column that holds one of a few words core knows (a status, a priority...): each word's JSON text is part of
 * the statement's text, so a row costs a comparison or two instead of to_json's look-ups of the value's type
 * and its escaping, which were the largest part of what PostgreSQL spent writing a list page. Any other value
 * (or null) still goes through to_json.
 */
const word = (sql: string, words: readonly string[], orNull = false): JsonPart[] => [
  {
    sql: `case ${sql} ${words
      .map((w) => {
        // Written into the text as they are: only plain words, with nothing to quote and no ? (a value's marker).
        if (!/^[a-z_]+$/.test(w)) throw new Error(`not a plain word: ${w}`);
        return `when '${w}' then '"${w}"'`;
      })
      .join(' ')} else ${orNull ? `coalesce(to_json(${sql})::text, 'null')` : `to_json(${sql})::text`} end`,
  },
];
const uuid = (sql: string): JsonPart[] => [{ text: '"' }, { sql: `${sql}::text` }, { text: '"' }];
const uuidOrNull = (sql: string): JsonPart[] => [{ sql: `coalesce('"' || ${sql}::text || '"', 'null')` }];
const isoTime = (sql: string): JsonPart[] => [{ text: '"' }, { sql: isoText(sql) }, { text: '"' }];

/**
 * toSummary in SQL, as the JSON text JSON.stringify writes for it: the same keys in the same order, the same
 * values (a test compares both). Written with `||` rather than row_to_json over a record of the fields:
 * row_to_json looks up each field's type and escapes every character of it on every row, which was most of
 * what PostgreSQL spent on a list page; here only free text goes through to_json, uuids, booleans and
 * numbers are written as they are. A date goes through to_json, which writes it as ISO whatever DateStyle is.
 */
const SUMMARY_JSON_PARTS: JsonPart[] = (
  [
    ['id', uuid('s.id')],
    ['submissionId', str('s.submission_id')],
    ['isNew', plain('s.is_new')],
    ['transactionType', word('s.transaction_type', TRANSACTION_TYPES, true)],
    ['priority', word('s.priority', PRIORITIES)],
    ['status', word('s.status', SUBMISSION_STATUSES)],
    ['type', str('s.type')],
    ['clientId', uuid('s.client_id')],
    ['client', str('c.name')],
    ['assignedTo', strOrNull('a.full_name')],
    ['assignedToId', uuidOrNull('s.assigned_to_id')],
    ['createdBy', strOrNull('cb.full_name')],
    ['createdById', uuidOrNull('s.created_by_id')],
    ['product', word('s.product', PRODUCTS)],
    [
      'rating',
      [{ text: '{"score":' }, ...plain('s.rating_score'), { text: ',"label":' }, ...word('s.rating_label', RATING_LABELS), { text: '}' }],
    ],
    ['dueDate', strOrNull('s.due_date')],
    ['shareWithClient', plain('s.share_with_client')],
    ['createdAt', isoTime('s.created_at')],
    ['updatedAt', isoTime('s.updated_at')],
  ] as Array<[string, JsonPart[]]>
).flatMap(([key, value], i): JsonPart[] => [{ text: `${i === 0 ? '{' : ','}"${key}":` }, ...value]);
const SUMMARY_JSON_TEXT = concatSql([...SUMMARY_JSON_PARTS, { text: '}' }]);

/** Stored jsonb, written as PostgreSQL writes it (as row_to_json did). */
const jsonb = (sql: string): JsonPart[] => [{ sql: `${sql}::text` }];

/**
 * productType (PRODUCT_LABELS) as JSON text in the statement's own text, one branch per product, so no value
 * is sent, parsed and looked up on every read; a product without a label is its own name.
 */
const PRODUCT_TYPE_JSON = `case s.product ${Object.entries(PRODUCT_LABELS)
  .map(([product, label]) => {
    // A ? in the text would be read as a value's marker.
    if (`${product}${label}`.includes('?')) throw new Error(`a product label with a ? cannot be written into SQL: ${label}`);
    return `when '${product.replaceAll("'", "''")}' then '${JSON.stringify(label).replaceAll("'", "''")}'`;
  })
  .join(' ')} else to_json(s.product)::text end`;

/**
 * The detail's fields up to its tasks as JSON text, the object left open, in Submission's order: the summary's
 * (as the list writes them), then the detail's own, each child list as its repository's mapper writes it.
 * Written with `||` like the summary, rather than row_to_json over a record of some thirty fields, which
 * looked up each field's type and escaped it on every read. Messages and documents follow from their mappers
 * (a document's type is a rule of core's), then the related items.
 */
const DETAIL_HEAD_JSON_TEXT = concatSql([
  ...SUMMARY_JSON_PARTS,
  ...(
    [
      ['description', strOrNull('s.description')],
      ['channel', str('s.channel')],
      ['notes', jsonb("coalesce(s.notes, '[]'::jsonb)")],
      ['coverages', jsonb("coalesce(s.coverages, '[]'::jsonb)")],
      ['clientName', str('c.name')],
      ['clientEmail', strOrNull('c.email')],
      ['clientIndustry', strOrNull('c.industry')],
      ['companySize', strOrNull('c.company_size')],
      ['productType', [{ sql: PRODUCT_TYPE_JSON }]],
      ['ratingFactors', jsonb("coalesce(s.rating_factors, '[]'::jsonb)")],
      ['version', plain('s.version')],
      ['properties', [{ sql: CHILDREN_JSON.properties }]],
      ['vehicles', [{ sql: CHILDREN_JSON.vehicles }]],
      ['history', [{ sql: CHILDREN_JSON.history }]],
      ['quotes', [{ sql: CHILDREN_JSON.quotes }]],
      ['tasks', [{ sql: CHILDREN_JSON.tasks }]],
    ] as Array<[string, JsonPart[]]>
  ).flatMap(([key, value]): JsonPart[] => [{ text: `,"${key}":` }, ...value]),
]);

/**
 * The client's name for each row of a page, looked up by its key: `offset 0` keeps it a lookup per row
 * through the client's primary key, which keeps the page's order, where a join could hash the whole client
 * table (all of it read on every page) and then sort the page again.
 */
const CLIENT_NAME_JOIN = 'cross join lateral (select c.name from clients as c where c.id = s.client_id offset 0) as c';

/** Lower-cased, a SUB-id (core's SUBMISSION_ID_PATTERN) has only the letters s, u and b, digits and dashes. */
function couldBeInSubmissionId(term: string): boolean {
  return /^[sub0-9-]+$/i.test(term);
}

/** What places a page rather than narrowing which submissions are listed. */
const NOT_FILTERS = new Set(['limit', 'offset', 'q', 'after']);

function hasFilters(query: SubmissionListQuery): boolean {
  for (const key in query) {
    if (!NOT_FILTERS.has(key) && query[key as keyof SubmissionListQuery] !== undefined) return true;
  }
  return false;
}

const isUnfiltered = (query: SubmissionListQuery) => !query.q?.trim() && !hasFilters(query);
/** A search and nothing else (a customer scope is a filter): its matches alone give the page and the total. */
const isSearchOnly = (query: SubmissionListQuery) => !!query.q?.trim() && !hasFilters(query);

export class PgSubmissionRepository implements SubmissionRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  private base(from = 'submissions as s') {
    return this.db(from)
      .join('clients as c', 'c.id', 's.client_id')
      .leftJoin('users as a', 'a.id', 's.assigned_to_id')
      .leftJoin('users as cb', 'cb.id', 's.created_by_id');
  }

  private filtered(query: SubmissionListQuery) {
    const q = this.db('submissions as s');
    // Only the customer filter needs the client row; without it the count and the page read one table.
    if (query.customerEmail !== undefined) q.join('clients as c', 'c.id', 's.client_id');
    if (query.status) q.where('s.status', query.status);
    if (query.transactionType) q.where('s.transaction_type', query.transactionType);
    if (query.priority) q.where('s.priority', query.priority);
    if (query.product) q.where('s.product', query.product);
    if (query.isNew !== undefined) q.where('s.is_new', query.isNew);
    if (query.open !== undefined)
      q.whereIn(
        's.status',
        SUBMISSION_STATUSES.filter((status) => isOpenStatus(status) === query.open),
      );
    if (query.assignedToId !== undefined) {
      if (!isUuid(query.assignedToId)) q.whereRaw('false');
      else q.where('s.assigned_to_id', query.assignedToId);
    }
    if (query.createdById !== undefined) {
      if (!isUuid(query.createdById)) q.whereRaw('false');
      else q.where('s.created_by_id', query.createdById);
    }
    if (query.officeId !== undefined) {
      if (!isUuid(query.officeId)) q.whereRaw('false');
      else
        q.whereRaw('coalesce(s.assigned_to_id, s.created_by_id) in (select user_id from office_staff where office_id = ?)', [
          query.officeId,
        ]);
    }
    if (query.dueFrom) q.where('s.due_date', '>=', query.dueFrom);
    if (query.dueTo) q.where('s.due_date', '<=', query.dueTo);
    if (query.customerEmail !== undefined) {
      q.whereRaw(...reachedByClient('s.client_id', query.customerEmail)).andWhere('s.share_with_client', true);
    }
    const term = query.q?.trim();
    if (term && query.customerEmail !== undefined) {
      // A customer's scope is a handful of rows: test the patterns on those, rather than first finding every
      // match in the whole book (a term like 'SUB-' matches all of it).
      const pattern = containsPattern(term);
      q.where((w) =>
        w
          .whereRaw("lower(s.submission_id) like ? escape '\\'", [pattern])
          .orWhereRaw("lower(c.name) like ? escape '\\'", [pattern])
          .orWhereExists(
            this.db('quotes as qt').whereRaw('qt.submission_id = s.id').whereRaw("lower(qt.carrier) like ? escape '\\'", [pattern]),
          ),
      );
    } else if (term) {
      // The matching ids are found once per statement (see withMatches), for the page and its total alike.
      q.whereIn('s.id', this.db.select('id').from('matches'));
    }
    return q;
  }

  /**
   * A staff search finds its ids per table (the SUB-id branch through a trigram index where the server has
   * pg_trgm), rather than testing three patterns on every joined row of the book. The ids become the
   * statement's `matches`, so the page and the total share one search instead of each running it.
   */
  private withMatches<B extends Knex.QueryBuilder>(builder: B, query: SubmissionListQuery): B {
    const term = query.q?.trim();
    if (!term || query.customerEmail !== undefined) return builder;
    const pattern = containsPattern(term);
    // Each match carries its created_at, so a search alone pages and counts without going back to the book.
    const byClient = this.db
      .select('sc.id', 'sc.created_at')
      .from('submissions as sc')
      .join('clients as cn', 'cn.id', 'sc.client_id')
      .whereRaw("lower(cn.name) like ? escape '\\'", [pattern]);
    const matches = byClient.union((u) =>
      u
        .select('qs.id', 'qs.created_at')
        .from('quotes as qt')
        .join('submissions as qs', 'qs.id', 'qt.submission_id')
        .whereRaw("lower(qt.carrier) like ? escape '\\'", [pattern]),
    );
    // Scanning the SUB-id index costs about a millisecond even for no hit; a term with a character no SUB-id
    // has (anything but the letters of 'SUB', digits and dashes) cannot be part of one.
    if (couldBeInSubmissionId(term)) {
      matches.union((u) => u.select('id', 'created_at').from('submissions').whereRaw("lower(submission_id) like ? escape '\\'", [pattern]));
    }
    return builder.withMaterialized('matches', matches) as B;
  }

  async list(query: SubmissionListQuery): Promise<Page<SubmissionSummary>> {
    const { limit, offset } = pageWindow(query);
    // The page is read through the (created_at desc, id) index first; joins then only touch its rows.
    const page = (isSearchOnly(query) ? this.db('matches as s') : this.filtered(query))
      .select('s.id')
      .modify(afterCursor, query.after)
      .orderBy([{ column: 's.created_at', order: 'desc' }, { column: 's.id' }])
      .limit(limit)
      .offset(offset)
      .as('p');
    // The total rides along in the page's statement: one round trip and one connection per list.
    const statement = this.withMatches(
      this.base()
        .join(page, 'p.id', 's.id')
        .select([...SUMMARY_COLUMNS, this.total(query).as('total')])
        .orderBy([{ column: 's.created_at', order: 'desc' }, { column: 's.id' }]),
      query,
    );
    const rows: Row[] = query.q?.trim() ? await statement : await preparedRows(this.db, statement, 'submission_list');
    if (rows.length > 0) return { items: rows.map(toSummary), total: num(rows[0].total) };
    // An empty page past the end still reports how many there are.
    const total = offset === 0 && query.after === undefined ? 0 : num((await this.withMatches(this.total(query), query))[0]?.total);
    return { items: [], total };
  }

  /** The statement of one page's JSON and its total; `after` places the page after a cursor. */
  private listJsonStatement(query: SubmissionListQuery, limit: number, offset: number, after: (builder: Knex.QueryBuilder) => void) {
    const newestFirst = [{ column: 's.created_at', order: 'desc' }, { column: 's.id' }];
    const window = (builder: Knex.QueryBuilder) =>
      builder
        .modify(after)
        .orderBy(newestFirst)
        // The page size in the text, not as a value: planning a statement kept prepared for any limit, PostgreSQL
        // expects a tenth of the book and a plan of hash joins over all of it, so it planned the page afresh on
        // every read (0.4 ms, half of its time on a page). Page sizes are few, so are the statements.
        .limit(limit, { skipBinding: true })
        .offset(offset);
    // The page's submissions with the columns their summaries need, read once: through the (created_at desc,
    // id) index, or for a search alone, its matches' page and then those rows.
    const page = isSearchOnly(query)
      ? this.db('submissions as s')
          .join(window(this.db('matches as s').select('s.id')).as('m'), 'm.id', 's.id')
          .select(SUMMARY_SOURCE_COLUMNS)
      : window(this.filtered(query).select(SUMMARY_SOURCE_COLUMNS));
    // Each row's JSON, in the page's order: nested loops from the page keep it, so nothing is sorted again.
    const summaries = this.db
      .from(page.as('s'))
      .joinRaw(CLIENT_NAME_JOIN)
      .leftJoin('users as a', 'a.id', 's.assigned_to_id')
      .leftJoin('users as cb', 'cb.id', 's.created_by_id')
      .select(this.db.raw(`${SUMMARY_JSON_TEXT} as json`), 's.created_at', 's.id')
      .orderBy(newestFirst)
      .as('p');
    // One aggregate over that ordered subquery, and nothing else in its FROM: PostgreSQL feeds an aggregate
    // a lone subquery's rows in the order the subquery gives them, so the array needs no ORDER BY of its
    // own (with one, each page was sorted twice more: for the array and for the cursor).
    return this.withMatches(
      this.db
        .from(summaries)
        .select(
          this.db.raw(`coalesce('[' || string_agg(p.json, ',') || ']', '[]') as json`),
          this.total(query).as('total'),
          this.db.raw('count(*) as items'),
          this.db.raw(`${LAST_CURSOR_SQL} as last_cursor`),
        ),
      query,
    );
  }

  /**
   * The page as PostgreSQL writes it: one JSON array of summaries, byte for byte what `list` gives once
   * encoded, and its total, in one statement that also answers an empty page past the end. No row objects
   * are made here, nor parsed and encoded again: the text goes to the client as it is.
   */
  async listJson(query: SubmissionListQuery): Promise<EncodedPage> {
    const { limit, offset } = pageWindow(query);
    let rows: Row[];
    if (query.q?.trim()) rows = await this.listJsonStatement(query, limit, offset, (builder) => afterCursor(builder, query.after));
    else if (isUnfiltered(query) && offset === 0) {
      // The book's first page and the pages after a cursor, nearly every list read: their statement is built
      // and compiled once per page size; building it on every read cost more of the server's time than
      // anything else a list does but sending the page.
      const [micros, id] = query.after?.split('_') ?? [];
      rows = await LIST_JSON.rows(
        this.db,
        `${limit}:${query.after === undefined ? 'first' : 'after'}`,
        (slot) =>
          this.listJsonStatement(query, limit, offset, (builder) => {
            if (query.after !== undefined) afterKey(builder, slot('micros'), slot('id'));
          }),
        { micros, id },
      );
    } else {
      rows = await preparedRows(
        this.db,
        this.listJsonStatement(query, limit, offset, (builder) => afterCursor(builder, query.after)),
        'submission_list_json',
      );
    }
    const [row] = rows;
    const full = num(row!.items) === limit;
    return { json: row!.json as string, total: num(row!.total), nextCursor: full ? (row!.last_cursor as string) : null };
  }

  /** The unfiltered count is kept by triggers (migration 002); a search alone counts its matches; any other is counted. */
  private total(query: SubmissionListQuery) {
    if (isUnfiltered(query)) return this.db('submission_total').select('total');
    if (isSearchOnly(query)) return this.db('matches').count({ total: '*' });
    return this.filtered(query).count({ total: '*' });
  }

  async resolveId(idOrSubmissionId: string): Promise<string | null> {
    const value = idOrSubmissionId.trim();
    if (isUuid(value)) {
      const row = await this.db('submissions').select('id').where({ id: value }).first();
      return row?.id ?? null;
    }
    const submissionId = normalizeSubmissionId(value);
    if (!submissionId) return null;
    const row = await this.db('submissions').select('id').where({ submission_id: submissionId }).first();
    return row?.id ?? null;
  }

  async get(idOrSubmissionId: string): Promise<Submission | null> {
    const value = idOrSubmissionId.trim();
    const submissionId = normalizeSubmissionId(value);
    const key = isUuid(value) ? { 's.id': value } : submissionId ? { 's.submission_id': submissionId } : null;
    if (!key) return null;
    // One statement, whichever id it is given: the children come back as JSON arrays, so a detail costs one
    // round trip and one connection, and inside a transaction nothing has to queue behind anything else.
    // Its text is the same for every record id (and for every SUB-id): compiled once per kind of id.
    const column = 's.id' in key ? 's.id' : 's.submission_id';
    const [row] = await DETAIL.rows(
      this.db,
      column,
      (value) =>
        this.base()
          .select([
            ...SUMMARY_COLUMNS,
            's.version',
            ...Object.entries(CHILDREN).map(([name, sql]) => this.db.raw(`(${sql}) as ??`, [`${name}_json`])),
          ])
          .where(column, value('key'))
          .limit(1),
      { key: Object.values(key)[0] },
    );
    if (!row) return null;
    const rows = (name: keyof typeof CHILDREN) => json<Row[]>(row[`${name}_json`], []);
    const properties = rows('properties').map(toProperty);
    const vehicles = rows('vehicles').map(toVehicle);
    const history = rows('history').map(toHistoryEntry);
    const messages = rows('messages').map((m) => toMessage(m, json<Row[]>(m.attachments, []).map(toAttachment)));
    const documents = rows('documents').map(toDocumentSummary);
    const relatedItems = rows('related_items').map(toRelatedItem);
    const summary = toSummary(row);
    return {
      ...summary,
      description: (row.description as string) ?? null,
      channel: row.channel as string,
      notes: json<Note[]>(row.notes, []),
      coverages: json<SubmissionCoverage[]>(row.coverages, []),
      clientName: summary.client,
      clientEmail: (row.client_email as string) ?? null,
      clientIndustry: (row.client_industry as string) ?? null,
      companySize: (row.client_company_size as string) ?? null,
      productType: PRODUCT_LABELS[summary.product] ?? summary.product,
      ratingFactors: json<RatingFactor[]>(row.rating_factors, []),
      version: num(row.version),
      properties,
      vehicles,
      history,
      quotes: rows('quotes').map(toQuote),
      tasks: rows('tasks').map(toTask),
      messages,
      documents,
      relatedItems,
    };
  }

  /**
   * The detail as the JSON text the API sends, in one statement: PostgreSQL writes all of it but the
   * messages and documents, which come through their mappers. The same fields, order and values as
   * JSON.stringify(get()), stored JSON (notes, coverages) as PostgreSQL writes jsonb; a test holds the bytes.
   */
  async getJson(idOrSubmissionId: string): Promise<EncodedDetail | null> {
    const value = idOrSubmissionId.trim();
    const submissionId = normalizeSubmissionId(value);
    const key = isUuid(value) ? value : submissionId;
    if (!key) return null;
    const column = isUuid(value) ? 's.id' : 's.submission_id';
    const [row] = await DETAIL_JSON.rows(
      this.db,
      column,
      (slot) =>
        this.base()
          .select(
            this.db.raw(`${DETAIL_HEAD_JSON_TEXT} as head`),
            // The version beside the text as well: the answer's ETag is read from it, never out of the text.
            's.version',
            this.db.raw(`(${CHILDREN.messages})::text as messages`),
            this.db.raw(`(${CHILDREN.documents})::text as documents`),
            this.db.raw(`(${CHILDREN_JSON.related_items}) as related_items`),
          )
          .where(column, slot('key'))
          .limit(1),
      { key },
    );
    if (!row) return null;
    const messages =
      row.messages === null
        ? '[]'
        : JSON.stringify(json<Row[]>(row.messages, []).map((m) => toMessage(m, json<Row[]>(m.attachments, []).map(toAttachment))));
    const documents = row.documents === null ? '[]' : JSON.stringify(json<Row[]>(row.documents, []).map(toDocumentSummary));
    return {
      json: `${row.head as string},"messages":${messages},"documents":${documents},"relatedItems":${row.related_items as string}}`,
      version: num(row.version),
    };
  }

  async create(record: SubmissionRecord): Promise<SubmissionSummary> {
    // Text that is no record id names no client; the database would call it a wrong format instead.
    if (!isUuid(record.clientId)) throw AppError.notFound('Client');
    const createdAt = record.createdAt ? new Date(record.createdAt) : new Date();
    // As text the driver sends it as it is; a Date it would write out again in local time on every create.
    const at = createdAt.toISOString();
    // The record brings its own number (claimed first, so the year's sequence moves past it) or takes the
    // year's next one in the statement itself.
    const claimed = record.submissionId ? await this.claimSubmissionId(record.submissionId) : null;
    const followed = Boolean(record.followedById);
    const entry = record.firstEntry;
    // The statement's values in one object literal, each column's under its own name (CREATE_COLUMNS): copying
    // them from an object of the columns into another and listing its keys, on every create, cost as much as the
    // rest of the create's own code.
    const values: Record<string, unknown> = {
      id: newId(),
      client_id: record.clientId,
      transaction_type: record.transactionType,
      priority: record.priority,
      status: record.status,
      type: record.type,
      channel: record.channel,
      is_new: record.isNew,
      product: record.product,
      rating_score: Math.round(record.rating.score),
      rating_label: record.rating.label,
      rating_factors: toJson(record.rating.factors ?? []),
      due_date: record.dueDate,
      description: record.description,
      notes: toJson(record.notes),
      coverages: toJson(record.coverages),
      share_with_client: record.shareWithClient,
      assigned_to_id: record.assignedToId,
      created_by_id: record.createdById,
      decided_at: null,
      created_at: at,
      updated_at: at,
      version: 1,
      submissionId: claimed,
      year: createdAt.getUTCFullYear(),
      followedById: record.followedById ?? null,
      ...(entry ? firstEntryValues(entry, createdAt) : {}),
    };
    // Kept prepared: its text is the same for every create of one shape, and planning the insert with its
    // summary's joins costs PostgreSQL more than running it. Built and compiled once per shape: building the
    // statement for every create cost more of the server's time than anything else it does for one.
    const [row] = await CREATE.rows(
      this.db,
      `${claimed ? 'claimed' : 'next'}:${followed ? 'followed' : 'alone'}:${entry ? 'entry' : 'bare'}`,
      (slot) => {
        // The year's number, the row and its summary (the JSON text a list page carries for it) in one
        // statement. The number comes from the year's sequence (migration 027), which no create waits for; a
        // create that rolls back leaves its number unused.
        const submissionId = claimed
          ? this.db.raw('?', [slot('submissionId')])
          : // formatSubmissionId in SQL: at least four digits, more once a year passes 9999.
            this.db.raw(
              `(select 'SUB-' || ?::text || '-' || lpad(n::text, greatest(4, length(n::text)), '0') from submission_number_next(?) as n)`,
              [slot('year'), slot('year')],
            );
        const query = this.base('inserted as s')
          .select(this.db.raw(`${SUMMARY_JSON_TEXT} as json`))
          .with(
            'inserted',
            this.db.raw(
              `insert into submissions (submission_id, ${CREATE_COLUMNS.map(() => '??').join(', ')}) values (?, ${CREATE_COLUMNS.map(() => '?').join(', ')}) returning *`,
              [...CREATE_COLUMNS, submissionId, ...CREATE_COLUMNS.map((name) => slot(name))],
            ),
          );
        if (followed) {
          query.with(
            'followed',
            this.db.raw(
              `insert into submission_follows (user_id, submission_id, created_at) select ?, id, created_at from inserted
           on conflict (user_id, submission_id) do nothing`,
              [slot('followedById')],
            ),
          );
        }
        if (entry) query.with('entered', firstEntryInsert(this.db, 'inserted', slot));
        return query;
      },
      values,
    );
    // The summary as the list writes it, read back with one JSON.parse: cheaper for the server than the
    // driver's reading of twenty columns (two of them times) and making the summary from them.
    return JSON.parse(row!.json as string) as SubmissionSummary;
  }

  /**
   * A record that brings its own id moves the year's sequence past it, so no later create is handed it.
   * The sequence is moved even when this transaction rolls back: that only leaves a gap.
   */
  private async claimSubmissionId(submissionId: string): Promise<string> {
    const parts = parseSubmissionId(submissionId.trim());
    if (!parts) throw AppError.invalid('Submission ID must look like SUB-YYYY-NNNN');
    await this.db.raw('select submission_number_claim(?, ?)', [parts.year, parts.n]);
    return submissionId.trim().toUpperCase();
  }

  async update(id: string, update: SubmissionUpdate, expectedVersion?: number): Promise<void> {
    if (!isUuid(id)) throw AppError.notFound('Submission');
    const changes: Row = { updated_at: new Date() };
    if (update.priority !== undefined) changes.priority = update.priority;
    if (update.dueDate !== undefined) changes.due_date = update.dueDate;
    if (update.assignedToId !== undefined) changes.assigned_to_id = update.assignedToId;
    if (update.status !== undefined) changes.status = update.status;
    if (update.transactionType !== undefined) changes.transaction_type = update.transactionType;
    if (update.description !== undefined) changes.description = update.description;
    if (update.shareWithClient !== undefined) changes.share_with_client = update.shareWithClient;
    if (update.isNew !== undefined) changes.is_new = update.isNew;
    if (update.decidedAt !== undefined) changes.decided_at = update.decidedAt;
    if (update.rating !== undefined) {
      changes.rating_score = Math.round(update.rating.score);
      changes.rating_label = update.rating.label;
      changes.rating_factors = toJson(update.rating.factors ?? []);
    }
    await updateVersioned(this.db, 'submissions', { id }, changes, expectedVersion, 'Submission');
  }

  async touch(id: string): Promise<void> {
    if (!isUuid(id)) throw AppError.notFound('Submission');
    const updated = await this.db('submissions').where({ id }).update({ updated_at: new Date() }).returning('id');
    if (updated.length === 0) throw AppError.notFound('Submission');
  }

  async metricsData(since: string): Promise<MetricsData> {
    const result = await this.db.raw(
      `select
         count(*) filter (where created_at >= ?) as created_since,
         count(*) filter (where status = 'pending') as pending,
         count(*) filter (where status not in ('approved', 'rejected') and rating_label = 'poor') as high_risk_open,
         count(*) filter (where status = 'approved') as approved,
         count(*) filter (where status = 'rejected') as rejected,
         coalesce(sum(extract(epoch from (decided_at - created_at)) / 86400.0)
           filter (where status in ('approved', 'rejected') and decided_at is not null), 0) as decided_cycle_days,
         (select count(*) from tasks where status <> 'Completed') as open_tasks
       from submissions`,
      [since],
    );
    const row = result.rows[0];
    return {
      createdSince: num(row.created_since),
      pending: num(row.pending),
      highRiskOpen: num(row.high_risk_open),
      approved: num(row.approved),
      rejected: num(row.rejected),
      decidedCycleDays: num(row.decided_cycle_days),
      openTasks: num(row.open_tasks),
    };
  }
}
