import type * as v from 'valibot';
import type { StoredClientFacts } from './applicant.ts';
import type {
  ClientContactShape,
  ClientDetailSchema,
  ClientDirectoryEntrySchema,
  ClientDirectoryPageSchema,
  ClientHistoryEntrySchema,
  ClientPortfolioSchema,
  ClientRecordSchema,
  ClientSchema,
  DuplicateCandidateSchema,
  SimilarClientSchema,
} from './answers.ts';

export type Client = v.InferOutput<typeof ClientSchema>;
/** The client with the facts an application asks for, as its page shows it. */
export type ClientDetail = v.InferOutput<typeof ClientDetailSchema>;

/**
 * An address a client was given for its portal beyond its own e-mail: the customers whose proven address it
 * is reach the client as if it were its own (reachesClient in access.ts). A merge gives the kept client the
 * duplicate's addresses.
 */
export interface ClientPortalAddress {
  email: string;
  addedAt: string;
  /** Why the client holds it: 'merge' for an address that came with a merged duplicate. */
  reason: ClientPortalAddressReason;
}

export const CLIENT_PORTAL_ADDRESS_REASONS = ['merge'] as const;
export type ClientPortalAddressReason = (typeof CLIENT_PORTAL_ADDRESS_REASONS)[number];

/** The wizard's new-client draft; empty optional fields are sent as null. */
export interface NewClient {
  name: string;
  contactPerson?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  industry?: string | null;
  companySize?: string | null;
}

export type ClientContact = v.InferOutput<typeof ClientContactShape>;
export type ClientContactInput = Pick<ClientContact, 'name' | 'role' | 'email' | 'phone'>;

export type ClientHistoryEntry = v.InferOutput<typeof ClientHistoryEntrySchema>;

/** A client's details and facts staff may change (the New Client form's fields and an application's facts). */
export type ClientChange = Partial<Omit<Client, 'id' | 'createdAt' | 'version'> & StoredClientFacts>;

/** The directory's orders: by name, newest first, most open submissions, latest activity. */
export const CLIENT_SORTS = ['name', 'created', 'open', 'activity'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

export interface ClientDirectoryQuery {
  /** Substring of the name, contact person, e-mail or phone (case-insensitive). */
  q?: string;
  /** Exact industry (case-insensitive). */
  industry?: string;
  /** true: only clients with an open submission; false: only those without. */
  hasOpenSubmissions?: boolean;
  sort: ClientSort;
  limit: number;
  offset: number;
}

export type ClientDirectoryEntry = v.InferOutput<typeof ClientDirectoryEntrySchema>;
export type ClientDirectoryPage = v.InferOutput<typeof ClientDirectoryPageSchema>;

export type ClientPortfolio = v.InferOutput<typeof ClientPortfolioSchema>;
export type ClientRecord = v.InferOutput<typeof ClientRecordSchema>;

export type DuplicateCandidate = v.InferOutput<typeof DuplicateCandidateSchema>;
export type SimilarClient = v.InferOutput<typeof SimilarClientSchema>;

/** What a merge moved from the duplicate to the kept client. */
export interface ClientMergeCounts {
  submissions: number;
  policies: number;
  contacts: number;
  claims: number;
  invitations: number;
  /** Messages of the client's general thread with the firm. */
  messages: number;
}
