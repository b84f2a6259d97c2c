import type { ClaimStatus } from '../claims/index.ts';
import type { SubmissionStatus } from '../submissions/index.ts';
import type { AccountStatus } from '../users/index.ts';

export interface Client {
  id: string;
  name: string;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  industry: string | null;
  companySize: string | null;
  createdAt: string;
  /** One more on every change: a writer sends back the version it read. */
  version: number;
}

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

/** One person to reach at a client (the risk manager, the accounts payable clerk), besides its main contact. */
export interface ClientContact {
  id: string;
  clientId: string;
  name: string;
  /** What they do at the client ('Risk manager'). */
  role: string | null;
  email: string | null;
  phone: string | null;
  createdAt: string;
}
export type ClientContactInput = Pick<ClientContact, 'name' | 'role' | 'email' | 'phone'>;

/** What staff changed on a client, who and when: each edit, contact change and merge. */
export interface ClientHistoryEntry {
  id: string;
  user: string;
  date: string;
  action: string;
  details: string;
}

/** A client's details staff may change (the name and the contact fields of the New Client form). */
export type ClientChange = Partial<Omit<Client, 'id' | 'createdAt' | 'version'>>;

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

/** A row of the client directory: the client and how much work it has. */
export interface ClientDirectoryEntry extends Client {
  openSubmissions: number;
  submissions: number;
  activePolicies: number;
  /** The latest change to one of its submissions, or when it was created. */
  lastActivityAt: string;
}

export interface ClientDirectoryPage {
  items: ClientDirectoryEntry[];
  total: number;
  /** Every industry clients have, for the filter. */
  industries: string[];
}

/** The client page's lists: everything the firm holds for the client, read in one go. */
export interface ClientPortfolio {
  submissions: {
    id: string;
    submissionId: string;
    status: SubmissionStatus;
    product: string;
    dueDate: string | null;
    createdAt: string;
  }[];
  policies: {
    id: string;
    policyNumber: string;
    status: string;
    product: string;
    premium: number;
    effectiveDate: string;
    expirationDate: string;
  }[];
  documents: {
    id: string;
    submissionId: string;
    submissionRef: string;
    filename: string;
    size: number;
    uploadedBy: string;
    uploadedAt: string;
  }[];
  openTasks: {
    id: string;
    submissionId: string;
    submissionRef: string;
    title: string;
    assignedTo: string | null;
    dueDate: string | null;
    priority: string;
    status: string;
  }[];
  claims: { id: string; reference: string; policyNumber: string; status: ClaimStatus; lossDate: string; estimatedAmount: number | null }[];
  /** Customer accounts whose address reaches the client (its own or one it was given): bound once proven and active. */
  portalAccounts: { id: string; username: string; fullName: string; email: string; status: AccountStatus; emailVerified: boolean }[];
}

/** The client page: the client, its people, its history and its portfolio. */
export interface ClientRecord extends ClientPortfolio {
  client: Client;
  contacts: ClientContact[];
  history: ClientHistoryEntry[];
  /** Set when this client was merged into another: the page sends the reader there. */
  mergedInto: { id: string; name: string } | null;
}

/** A client that may be the same company as another, by the similarity of their names. */
export interface DuplicateCandidate {
  client: Client;
  score: number;
  submissions: number;
  policies: number;
}

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
