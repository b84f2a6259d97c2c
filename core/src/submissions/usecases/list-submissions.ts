import { AppError } from '../../errors.ts';
import { isStaff, isUuid, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { SubmissionListQuerySchema, type SubmissionListQueryInput } from '../schemas.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/paging.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { SubmissionSummary } from '../entities.ts';
import type { EncodedPage, Page, SubmissionListQuery } from '../ports.ts';
import { customerScopeEmail } from '../../users/index.ts';
import { customerSummary, type CustomerSubmissionSummary } from '../customer-view.ts';

type RawQuery = Omit<SubmissionListQuery, 'assignedToId' | 'createdById' | 'customerEmail' | 'officeId'> & {
  assignedTo?: string;
  createdBy?: string;
  office?: string;
};

/**
 * One page of the submissions the actor may see, newest first. `assignedTo` and `createdBy` take a user id
 * or "me", `office` an office's id or address (its book). Customers only get their shared submissions. Fails with `invalid` for a bad filter.
 */
export const listSubmissions =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, query: unknown): Promise<Page<SubmissionSummary | CustomerSubmissionSummary>> => {
    const repoQuery = await scopedQuery(deps, actor, readQuery(query));
    if (!repoQuery) return { items: [], total: 0 };
    const page = await deps.uow.repos.submissions.list(repoQuery);
    return isStaff(actor) ? page : { ...page, items: page.items.map(customerSummary) };
  };

/**
 * listSubmissions with the page's items already encoded as the JSON the API sends: the same rules, the same
 * items, for a query SubmissionListQuerySchema has read.
 */
export const listSubmissionsEncoded =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, query: SubmissionListQueryInput): Promise<EncodedPage> => {
    const read = query as RawQuery;
    const repoQuery = isStaff(actor) && isFirstPage(read) ? firstPageQuery() : await scopedQuery(deps, actor, read);
    if (!repoQuery) return { json: '[]', total: 0, nextCursor: null };
    const page = await deps.uow.repos.submissions.listJson(repoQuery);
    if (isStaff(actor)) return page;
    // A customer's page is a few of their own submissions: read back and written again without what they may not see.
    return { ...page, json: JSON.stringify((JSON.parse(page.json) as SubmissionSummary[]).map(customerSummary)) };
  };

/** The store's query for what the actor asked and may see; null when that is nothing at all. */
async function scopedQuery(deps: Pick<CoreDeps, 'uow'>, actor: Actor, parsed: RawQuery): Promise<SubmissionListQuery | null> {
  const { assignedTo, createdBy, office, ...filters } = parsed;
  const repoQuery: SubmissionListQuery = {
    ...filters,
    assignedToId: userFilter(actor, assignedTo, 'assignedTo'),
    createdById: userFilter(actor, createdBy, 'createdBy'),
    limit: Math.min(parsed.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    offset: parsed.offset ?? 0,
  };
  // An office's book, by its id or address (brokerage-a); an office that does not exist holds nothing.
  if (office && isStaff(actor)) {
    const found = await deps.uow.repos.organisation.findOffice(office);
    if (!found) return null;
    repoQuery.officeId = found.id;
  }
  if (!isStaff(actor)) {
    const scope = customerScopeEmail(actor);
    if (scope === null) return null;
    repoQuery.customerEmail = scope;
  }
  return repoQuery;
}

/**
 * The query of a plain list (no filter, the first page), as the schema reads it. Nearly every list read asks
 * for it, and it always reads the same: it is read once, and each read gets its own copy.
 */
let emptyQuery: RawQuery | undefined;
function parsedEmptyQuery(): RawQuery {
  emptyQuery ??= parseOrThrow(SubmissionListQuerySchema, {}) as RawQuery;
  return { ...emptyQuery };
}

/** A query as the list's schema reads it, text or not; a plain one is read once. */
const readQuery = (query: unknown): RawQuery =>
  isEmptyQuery(query) ? parsedEmptyQuery() : (parseOrThrow(SubmissionListQuerySchema, query ?? {}) as RawQuery);

/** Whether a query the schema read asks for the plain list: each field as the schema reads an empty query. */
function isFirstPage(query: RawQuery): boolean {
  emptyQuery ??= parseOrThrow(SubmissionListQuerySchema, {}) as RawQuery;
  const plain = emptyQuery as Record<string, unknown>;
  const asked = query as Record<string, unknown>;
  for (const key in asked) if (asked[key] !== plain[key]) return false;
  for (const key in plain) if (asked[key] !== plain[key]) return false;
  return true;
}

/**
 * What staff asking for the plain list ask the store for: always the same, so it is worked out once and
 * shared, read-only, by every such read.
 */
let staffFirstPage: Readonly<SubmissionListQuery> | undefined;
function firstPageQuery(): Readonly<SubmissionListQuery> {
  if (!staffFirstPage) {
    const parsed = parsedEmptyQuery();
    staffFirstPage = Object.freeze({
      ...parsed,
      limit: Math.min(parsed.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
      offset: parsed.offset ?? 0,
    });
  }
  return staffFirstPage;
}

function isEmptyQuery(query: unknown): boolean {
  if (query === undefined || query === null) return true;
  if (typeof query !== 'object') return false;
  for (const _ in query) return false;
  return true;
}

function userFilter(actor: Actor, value: string | undefined, field: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'me') return actor.id;
  if (!isUuid(value)) {
    const message = `${field} must be a user id or "me"`;
    throw AppError.invalid(message, [{ path: field, message }]);
  }
  return value;
}
