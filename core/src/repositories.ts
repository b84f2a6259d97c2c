import type { CarrierRepository } from './carriers/ports.ts';
import type { ClaimRepository } from './claims/ports.ts';
import type { ClientRepository } from './clients/ports.ts';
import type { ClientThreadRepository } from './conversations/ports.ts';
import type { IntakeRepository } from './intake/ports.ts';
import type { LossClaimRepository } from './loss-runs/ports.ts';
import type { InboxRepository, Outbox } from './notifications/ports.ts';
import type { OrganisationRepository } from './organisation/ports.ts';
import type { PlacementRepository } from './placement/ports.ts';
import type { PolicyRepository } from './policies/ports.ts';
import type {
  DocumentRepository,
  HistoryRepository,
  MessageRepository,
  QuoteRepository,
  RelatedItemRepository,
  ReviewRequestRepository,
  ScheduleRepository,
  SubmissionRepository,
  TaskRepository,
} from './submissions/ports.ts';
import type { AccountTokenRepository, UserRepository } from './users/ports.ts';

/** Every repository, bound to one transaction when handed out by a UnitOfWork. */
export interface Repositories {
  users: UserRepository;
  accountTokens: AccountTokenRepository;
  clients: ClientRepository;
  submissions: SubmissionRepository;
  schedules: ScheduleRepository;
  history: HistoryRepository;
  quotes: QuoteRepository;
  tasks: TaskRepository;
  messages: MessageRepository;
  relatedItems: RelatedItemRepository;
  documents: DocumentRepository;
  policies: PolicyRepository;
  outbox: Outbox;
  inbox: InboxRepository;
  claims: ClaimRepository;
  threads: ClientThreadRepository;
  carriers: CarrierRepository;
  organisation: OrganisationRepository;
  /** Markets, their quotes, proposals and bindings of submissions being placed. */
  placement: PlacementRepository;
  /** The e-mail intake's log of taken mails. */
  intake: IntakeRepository;
  /** Requests for underwriting review: the queue of submissions waiting for a decision. */
  reviews: ReviewRequestRepository;
  /** The claims of clients' loss histories, as brokers confirmed them from carriers' loss runs. */
  lossClaims: LossClaimRepository;
}

/**
 * Runs work in one transaction: every write inside `work` commits together or not at all.
 * The adapter owns the transaction; use cases only say what belongs together.
 */
export interface UnitOfWork {
  run<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
  /**
   * Work that makes one write only, which the store makes all or nothing by itself (a repository method
   * whose port says so, as SubmissionRepository.create does): the store runs it without a transaction
   * around it, which would cost two more round trips for nothing. Inside a `run` it is part of that run.
   * Its write is announced as a run's are.
   */
  runSingleWrite<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
  /** The same repositories outside a transaction, for reads. */
  readonly repos: Repositories;
}
