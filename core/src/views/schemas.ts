import * as v from 'valibot';
import { objectSchema, requiredText } from '../shared/validation.ts';
import { REPORT_FORMATS, REPORT_KINDS } from '../reports/index.ts';

export const VIEW_NAME_MAX = 80;
const MAX_SEARCH_KEYS = 20;
const SEARCH_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** The list's search parameters: a few named text, number or yes/no values, nothing nested. */
const search = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(SEARCH_KEY, 'Each search parameter must be a plain name')),
    v.union(
      [v.pipe(v.string(), v.maxLength(200, 'A search value must be at most 200 characters')), v.pipe(v.number(), v.finite()), v.boolean()],
      'A search value must be text, a number or true/false',
    ),
    'search must be an object of search parameters',
  ),
  v.check((s) => Object.keys(s).length <= MAX_SEARCH_KEYS, `A view saves at most ${MAX_SEARCH_KEYS} search parameters`),
);

const name = requiredText('Name is required', 'Name', VIEW_NAME_MAX);

/** POST /api/views */
export const NewViewSchema = objectSchema({
  name,
  shared: v.optional(v.boolean('shared must be true or false'), false),
  search: v.optional(search, {}),
});

/** PATCH /api/views/{id}: rename, share or stop sharing. */
export const ViewChangesSchema = v.pipe(
  objectSchema({
    name: v.optional(name),
    shared: v.optional(v.boolean('shared must be true or false')),
  }),
  v.check((c) => c.name !== undefined || c.shared !== undefined, 'Give a name or shared'),
);

/** POST /api/views/{id}/copy: the copy's name, else the view's own with "(copy)" after it. */
export const ViewCopySchema = objectSchema({ name: v.optional(name) });

// The view as the API answers it; the entity types are read from these.

/** The values of a list's address (its search parameters), as saved with a view. */
export const ViewSearchSchema = v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]));

/**
 * A named set of the submissions list's filters and sort, saved by one person: private to them, or shared
 * with the team, who may open it but not change it.
 */
export const SavedViewSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  ownerId: v.pipe(v.string(), v.uuid()),
  /** The owner's name as the team sees it. */
  owner: v.string(),
  shared: v.boolean(),
  search: ViewSearchSchema,
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
});

export const SavedViewListSchema = v.array(SavedViewSchema);

/** A submission the person follows, as their workspace lists it. */
export const FollowedSubmissionSchema = v.object({
  id: v.string(),
  submissionId: v.string(),
  client: v.string(),
  status: v.string(),
  dueDate: v.nullable(v.string()),
  followedAt: v.string(),
});

/** A report the person downloaded, with the query it was run with so it can be run again. */
const WorkspaceDownloadSchema = v.object({
  id: v.string(),
  kind: v.picklist(REPORT_KINDS),
  format: v.picklist(REPORT_FORMATS),
  params: v.record(v.string(), v.string()),
  filename: v.string(),
  downloadedAt: v.string(),
});

/** GET /api/workspace: the person's views (and the team's), the reports they downloaded, the submissions they follow. */
export const WorkspaceSchema = v.object({
  views: SavedViewListSchema,
  downloads: v.array(WorkspaceDownloadSchema),
  followed: v.array(FollowedSubmissionSchema),
});
