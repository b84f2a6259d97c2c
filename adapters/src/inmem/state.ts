import type { PlacementState } from './in-memory-placement.repository.ts';
import type {
  AccountEvent,
  AccountToken,
  Client,
  ConfirmedLossRun,
  KeptLossRunFile,
  LossClaim,
  LossClaimHistoryEntry,
  OutboxEntry,
  Policy,
  Property,
  Quote,
  RelatedItem,
  SubmissionRecord,
  Task,
  UserWithSecret,
  Vehicle,
  MessageChannel,
  HistoryAudience,
  NewNotification,
  EmailFrequency,
  NotificationKind,
  ClaimDocument,
  ClientMessageDocument,
  ThreadKind,
  ClaimStatus,
  ClientContact,
  ClientHistoryEntry,
  ClientPortalAddress,
  StoredClientFacts,
  CarrierFields,
  CarrierHistoryEntry,
  Cancellation,
  CertificateHolder,
  CertificateRequest,
  Endorsement,
  IssuedCertificate,
  PolicyHistoryEntry,
  RenewalStatus,
  IntakeItem,
} from '@workbench/core';

/** A stored submission: the record as created, plus what the repository assigns and tracks. */
export interface SubmissionRow extends Omit<SubmissionRecord, 'submissionId' | 'createdAt'> {
  id: string;
  submissionId: string;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
  version?: number;
}

/** A policy as stored: its record version is counted with the rest of its life (PolicyLifeState). */
export type StoredPolicy = Omit<Policy, 'recordVersion'>;

/** Children remember their submission and an insertion sequence, as the tables do. */
export type Owned<T> = T & { submissionId: string; seq: number };

export interface HistoryRow {
  id: string;
  seq: number;
  submissionId: string;
  userId: string | null;
  user: string;
  date: string;
  action: string;
  details: string;
  audience: HistoryAudience;
}

export interface MessageRow {
  id: string;
  seq: number;
  submissionId: string;
  from: string;
  to: string;
  date: string;
  subject: string;
  content: string;
  channel: MessageChannel;
  carrierId: string | null;
  attachmentIds: string[];
}

export interface DocumentRow {
  id: string;
  submissionId: string | null;
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
  uploadedBy: string;
  uploadedAt: string;
}

export interface NotificationRow extends NewNotification {
  id: string;
  seq: number;
  readAt: string | null;
}

export interface FollowRow {
  userId: string;
  submissionId: string;
  createdAt: string;
}

export interface ConversationReadRow {
  userId: string;
  submissionId: string;
  channel: MessageChannel;
  readAt: string;
}

export interface NotificationPreferenceRow {
  userId: string;
  email: EmailFrequency;
  muted: NotificationKind[];
  digestSentOn: string | null;
  digestSentAt: string | null;
}

export interface ClaimRow {
  id: string;
  seq: number;
  reference: string;
  policyId: string;
  clientId: string;
  status: ClaimStatus;
  lossDate: string;
  location: string;
  description: string;
  estimatedAmount: number | null;
  reportedBy: string;
  createdAt: string;
  updatedAt: string;
}

/** A carrier of the directory with its history, as its tables hold it. */
export interface CarrierRow extends CarrierFields {
  id: string;
  createdAt: string;
  updatedAt: string;
  history: CarrierHistoryEntry[];
}

export interface State {
  seq: number;
  users: (UserWithSecret & { externalId?: string })[];
  accountTokens: AccountToken[];
  accountEvents: AccountEvent[];
  clients: Client[];
  counters: Record<number, number>;
  submissions: SubmissionRow[];
  properties: Owned<Property>[];
  vehicles: Owned<Vehicle>[];
  history: HistoryRow[];
  quotes: Owned<Quote>[];
  tasks: Owned<Task>[];
  messages: MessageRow[];
  relatedItems: Owned<RelatedItem>[];
  documents: DocumentRow[];
  policies: StoredPolicy[];
  outbox: Array<OutboxEntry & { seq: number }>;
  notifications: NotificationRow[];
  follows: FollowRow[];
  conversationReads: ConversationReadRow[];
  notificationPreferences: NotificationPreferenceRow[];
  claims: ClaimRow[];
  claimCounters: Record<number, number>;
  claimHistory: Array<{ id: string; seq: number; claimId: string; user: string; action: string; details: string; date: string }>;
  claimMessages: Array<{ id: string; seq: number; claimId: string; from: string; authorId?: string; content: string; date: string }>;
  claimDocuments: Array<ClaimDocument & { claimId: string; bytes: Uint8Array }>;
  clientMessages: Array<{
    id: string;
    seq: number;
    clientId: string;
    from: string;
    authorId: string;
    fromStaff: boolean;
    content: string;
    date: string;
    policyId?: string | null;
  }>;
  clientMessageDocuments: Array<ClientMessageDocument & { clientId: string; messageId: string; bytes: Uint8Array }>;
  threadReads: Array<{ userId: string; kind: ThreadKind; threadId: string; readAt: string }>;
  clientContacts: ClientContact[];
  clientHistory: Array<ClientHistoryEntry & { seq: number; clientId: string; userId: string | null }>;
  /** A merged client's id to the id of the client it was merged into. */
  clientMerges: Record<string, string>;
  /** The addresses clients were given beyond their own e-mail; made on first use. */
  clientPortalAddresses?: Array<ClientPortalAddress & { clientId: string }>;
  /** The facts an application asks for, by client id; a client without a row has none. */
  clientFacts?: Record<string, StoredClientFacts>;
  carriers: CarrierRow[];
  /** Markets, proposals and bindings of submissions being placed; made on first use. */
  placement?: PlacementState;
  /** Offices, teams and projects; made on first use with the firm's two offices. */
  organisation?: OrganisationState;
  /** Policies after binding (renewals, endorsements, cancellation, certificates); made on first use. */
  policyLife?: PolicyLifeState;
  /** The e-mail intake's log; made on first use. */
  intake?: Array<IntakeItem & { seq: number }>;
  /** Each submission's latest request for review; made on first use. */
  reviewRequests?: Array<{ submissionId: string; requestedAt: string; requestedById: string | null; taskId: string | null }>;
  /** Clients' loss histories: claims, their history and the confirmed loss runs; made on first use. */
  lossHistory?: {
    claims: Array<LossClaim & { key: string }>;
    history: Array<LossClaimHistoryEntry & { claimId: string; seq: number }>;
    runs: Array<ConfirmedLossRun & { id: string; fileId: string | null }>;
    /** The files loss runs were read from, kept per client and digest. */
    files?: Array<KeptLossRunFile & { id: string; handedIn: { by: string; at: string } | null }>;
  };
  /** Each account's profile version once its profile was first changed (1 before); made on first use. */
  profileVersions?: Record<string, number>;
}

export interface PolicyLifeState {
  policies: Record<
    string,
    {
      ownerId: string | null;
      version: number;
      renewalStatus: RenewalStatus;
      /** Counts the policy's edits; absent (1) until the first. */
      recordVersion?: number;
      renewalSubmissionId: string | null;
      renewedPremium: number | null;
      flagged: boolean;
      overdueRaisedAt: string | null;
      cancellation: Cancellation | null;
      renewedToId?: string;
    }
  >;
  history: Array<PolicyHistoryEntry & { policyId: string; seq: number }>;
  endorsements: Array<Endorsement & { policyId: string; seq: number }>;
  holders: Array<CertificateHolder & { createdAt: string }>;
  certificates: Array<IssuedCertificate & { policyId: string; seq: number; bytes: Uint8Array }>;
  /** Made on first use. */
  requests?: Array<CertificateRequest & { seq: number }>;
}

export interface OrganisationState {
  offices: Array<{ id: string; slug: 'brokerage-a' | 'brokerage-b'; name: string }>;
  placements: Record<string, string>;
  teams: Array<{ id: string; officeId: string; name: string; memberIds: string[] }>;
  projects: Array<{
    id: string;
    officeId: string;
    name: string;
    description: string | null;
    dueDate: string | null;
    createdBy: string;
    createdAt: string;
    submissionIds: string[];
  }>;
}

export const emptyState = (): State => ({
  seq: 0,
  users: [],
  accountTokens: [],
  accountEvents: [],
  clients: [],
  counters: {},
  submissions: [],
  properties: [],
  vehicles: [],
  history: [],
  quotes: [],
  tasks: [],
  messages: [],
  relatedItems: [],
  documents: [],
  policies: [],
  outbox: [],
  notifications: [],
  follows: [],
  conversationReads: [],
  notificationPreferences: [],
  claims: [],
  claimCounters: {},
  claimHistory: [],
  claimMessages: [],
  claimDocuments: [],
  clientMessages: [],
  clientMessageDocuments: [],
  threadReads: [],
  clientContacts: [],
  clientHistory: [],
  clientMerges: {},
  carriers: [],
});

/** The one mutable cell the repositories share; a rolled-back unit of work swaps its state back. */
export interface Store {
  state: State;
}

export const nextSeq = (store: Store) => ++store.state.seq;
export const copy = <T>(value: T): T => structuredClone(value);
export const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();
export const byText = (a: string, b: string) => a.localeCompare(b);
/** Newest first; ties by the order rows were written, latest first. */
export const newestFirst = (a: { date: string; seq: number }, b: { date: string; seq: number }) =>
  Date.parse(b.date) - Date.parse(a.date) || b.seq - a.seq;
