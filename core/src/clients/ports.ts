import type {
  Client,
  ClientChange,
  ClientContact,
  ClientContactInput,
  ClientDirectoryPage,
  ClientDirectoryQuery,
  ClientHistoryEntry,
  ClientMergeCounts,
  ClientPortalAddress,
  ClientPortfolio,
  NewClient,
} from './entities.ts';
import type { StoredClientFacts } from './applicant.ts';

export interface ClientRepository {
  /**
   * All clients ordered by name, except those merged into another; `q` filters by name, contact person or
   * email (case-insensitive substring).
   */
  list(q?: string): Promise<Client[]>;
  /** Null when unknown; a merged client is still found (its page points to the one it was merged into). */
  findById(id: string): Promise<Client | null>;
  create(client: NewClient): Promise<Client>;

  /** A page of the directory (merged clients left out), with every industry for the filter. */
  directory(query: ClientDirectoryQuery): Promise<ClientDirectoryPage>;
  /** The facts an application asks for; null when the client is unknown. */
  facts(id: string): Promise<StoredClientFacts | null>;
  /** The client with the fields given changed, facts among them; null when unknown. */
  /** `expectedVersion`: write only over that version, else fail with staleWrite() (record-version.ts). */
  update(id: string, change: ClientChange, expectedVersion?: number): Promise<Client | null>;
  /** The id of the client this one was merged into; null when it stands on its own. */
  mergedInto(id: string): Promise<string | null>;
  /** The client's submissions, policies, documents, open tasks, claims and portal accounts. */
  portfolio(clientId: string, openTaskDoneStatus: string): Promise<ClientPortfolio>;

  /** The client's contacts by name. */
  contacts(clientId: string): Promise<ClientContact[]>;
  addContact(clientId: string, contact: ClientContactInput): Promise<ClientContact>;
  /** Null when it is not a contact of that client. */
  updateContact(clientId: string, contactId: string, change: Partial<ClientContactInput>): Promise<ClientContact | null>;
  /** False when it is not a contact of that client. */
  removeContact(clientId: string, contactId: string): Promise<boolean>;

  /** Newest first. */
  history(clientId: string): Promise<ClientHistoryEntry[]>;
  addHistory(
    clientId: string,
    entry: { userId: string | null; user: string; action: string; details: string; date: string },
  ): Promise<void>;

  /**
   * The ids of the clients the address reaches (reachesClient in access.ts): the client whose own e-mail it
   * is and each client it was given to as a portal address, compared without case; merged clients are left
   * out, as their business has moved.
   */
  reachedBy(email: string): Promise<string[]>;
  /** The addresses the client was given beyond its own e-mail, oldest first. */
  portalAddresses(clientId: string): Promise<ClientPortalAddress[]>;
  /** Gives the client an address; one it already holds (without case) is kept as it was. */
  addPortalAddress(clientId: string, address: ClientPortalAddress): Promise<void>;

  /**
   * Moves the duplicate's submissions, policies, contacts, claims and pending portal invitations to the kept
   * client and marks the duplicate as merged into it. Run it inside a unit of work: the moves and the mark
   * commit together.
   */
  merge(keptId: string, duplicateId: string, at: string): Promise<ClientMergeCounts>;
}
