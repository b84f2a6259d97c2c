import * as v from 'valibot';
import { CLAIM_STATUSES } from '../claims/index.ts';
import { SUBMISSION_STATUSES } from '../submissions/index.ts';
import { ACCOUNT_STATUSES } from '../users/index.ts';
import { ClientFactsSchema } from './applicant.ts';

// The client as the API answers it. Each shape is the one place its fields are written: the entity types are
// read from these, and the API's description is made from them. They sit apart from schemas.ts because they
// name the statuses of submissions and claims, contexts that read the clients' input schemas themselves: the
// contexts' front doors stay free of import cycles.

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const nullableText = v.nullable(v.string());
/** How alike two clients' names are: 1 is the same name. */
const score = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

export const ClientSchema = v.object({
  id: v.string(),
  name: v.string(),
  contactPerson: nullableText,
  email: nullableText,
  phone: nullableText,
  address: nullableText,
  industry: nullableText,
  companySize: nullableText,
  createdAt: v.string(),
  /** One more on every change: a writer sends back the version it read. */
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/**
 * The client as its page shows it to staff: its details and the facts an application asks for. Lists answer
 * the details alone, so a FEIN is read on the client's page and nowhere else.
 */
export const ClientDetailSchema = v.object({ ...ClientSchema.entries, ...ClientFactsSchema.entries });

/** GET /api/clients: clients by name. */
export const ClientListSchema = v.array(ClientSchema);

/** A client whose name resembles the one typed, with its open submissions (the wizard's duplicate warning). */
export const SimilarClientSchema = v.object({
  client: ClientSchema,
  score,
  openSubmissions: v.array(v.object({ id: v.string(), submissionId: v.string(), status: v.picklist(SUBMISSION_STATUSES) })),
});

/** GET /api/clients/similar: most similar first. */
export const SimilarClientListSchema = v.array(SimilarClientSchema);

/** A row of the client directory: the client and how much work it has. */
export const ClientDirectoryEntrySchema = v.object({
  ...ClientSchema.entries,
  openSubmissions: count,
  submissions: count,
  activePolicies: count,
  /** The latest change to one of its submissions, or when it was created. */
  lastActivityAt: v.string(),
});

export const ClientDirectoryPageSchema = v.object({
  items: v.array(ClientDirectoryEntrySchema),
  total: count,
  /** Every industry clients have, for the filter. */
  industries: v.array(v.string()),
});

/** One person to reach at a client (the risk manager, the accounts payable clerk), besides its main contact. */
export const ClientContactShape = v.object({
  id: v.string(),
  clientId: v.string(),
  name: v.string(),
  /** What they do at the client ('Risk manager'). */
  role: nullableText,
  email: nullableText,
  phone: nullableText,
  createdAt: v.string(),
});

/** What staff changed on a client, who and when: each edit, contact change and merge. */
export const ClientHistoryEntrySchema = v.object({
  id: v.string(),
  user: v.string(),
  date: v.string(),
  action: v.string(),
  details: v.string(),
});

/** The client page's lists: everything the firm holds for the client, read in one go. */
export const ClientPortfolioSchema = v.object({
  submissions: v.array(
    v.object({
      id: v.string(),
      submissionId: v.string(),
      status: v.picklist(SUBMISSION_STATUSES),
      product: v.string(),
      dueDate: nullableText,
      createdAt: v.string(),
    }),
  ),
  policies: v.array(
    v.object({
      id: v.string(),
      policyNumber: v.string(),
      status: v.string(),
      product: v.string(),
      premium: v.number(),
      effectiveDate: v.string(),
      expirationDate: v.string(),
    }),
  ),
  documents: v.array(
    v.object({
      id: v.string(),
      submissionId: v.string(),
      submissionRef: v.string(),
      filename: v.string(),
      size: count,
      uploadedBy: v.string(),
      uploadedAt: v.string(),
    }),
  ),
  openTasks: v.array(
    v.object({
      id: v.string(),
      submissionId: v.string(),
      submissionRef: v.string(),
      title: v.string(),
      assignedTo: nullableText,
      dueDate: nullableText,
      priority: v.string(),
      status: v.string(),
    }),
  ),
  claims: v.array(
    v.object({
      id: v.string(),
      reference: v.string(),
      policyNumber: v.string(),
      status: v.picklist(CLAIM_STATUSES),
      lossDate: v.string(),
      estimatedAmount: v.nullable(v.number()),
    }),
  ),
  /** Customer accounts whose address reaches the client (its own or one it was given): bound once proven and active. */
  portalAccounts: v.array(
    v.object({
      id: v.string(),
      username: v.string(),
      fullName: v.string(),
      email: v.string(),
      status: v.picklist(ACCOUNT_STATUSES),
      emailVerified: v.boolean(),
    }),
  ),
});

/** The client page: the client, its people, its history and its portfolio. */
export const ClientRecordSchema = v.object({
  client: ClientDetailSchema,
  contacts: v.array(ClientContactShape),
  history: v.array(ClientHistoryEntrySchema),
  /** Set when this client was merged into another: the page sends the reader there. */
  mergedInto: v.nullable(v.object({ id: v.string(), name: v.string() })),
  ...ClientPortfolioSchema.entries,
});

/** A client that may be the same company as another, by the similarity of their names. */
export const DuplicateCandidateSchema = v.object({ client: ClientSchema, score, submissions: count, policies: count });

/** GET /api/clients/{id}/duplicates: most similar first. */
export const DuplicateCandidateListSchema = v.array(DuplicateCandidateSchema);
