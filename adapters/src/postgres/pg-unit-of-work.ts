import type { Knex } from 'knex';
import type { Repositories, UnitOfWork } from '@workbench/core';
import { ScopedStorage } from '../scoped-storage.ts';
import { guarded, translateDbError } from './errors.ts';
import { PgCarrierRepository } from './pg-carrier.repository.ts';
import { PgClaimRepository } from './pg-claim.repository.ts';
import { PgClientRepository } from './pg-client.repository.ts';
import { PgClientThreadRepository } from './pg-client-thread.repository.ts';
import { PgDocumentRepository } from './pg-document.repository.ts';
import { PgHistoryRepository } from './pg-history.repository.ts';
import { PgInboxRepository } from './pg-inbox.repository.ts';
import { PgIntakeRepository } from './pg-intake.repository.ts';
import { PgLossClaimRepository } from './pg-loss-claim.repository.ts';
import { PgMessageRepository } from './pg-message.repository.ts';
import { PgOrganisationRepository } from './pg-organisation.repository.ts';
import { PgOutbox } from './pg-outbox.ts';
import { PgPlacementRepository } from './pg-placement.repository.ts';
import { PgPolicyRepository } from './pg-policy.repository.ts';
import { PgQuoteRepository } from './pg-quote.repository.ts';
import { PgRelatedItemRepository } from './pg-related-item.repository.ts';
import { PgReviewRequestRepository } from './pg-review.repository.ts';
import { PgScheduleRepository } from './pg-schedule.repository.ts';
import { PgSubmissionRepository } from './pg-submission.repository.ts';
import { PgTaskRepository } from './pg-task.repository.ts';
import { PgAccountTokenRepository, PgUserRepository } from './pg-user.repository.ts';

export function pgRepositories(db: Knex | Knex.Transaction): Repositories {
  return {
    users: guarded(new PgUserRepository(db)),
    accountTokens: guarded(new PgAccountTokenRepository(db)),
    clients: guarded(new PgClientRepository(db)),
    submissions: guarded(new PgSubmissionRepository(db)),
    schedules: guarded(new PgScheduleRepository(db)),
    history: guarded(new PgHistoryRepository(db)),
    quotes: guarded(new PgQuoteRepository(db)),
    tasks: guarded(new PgTaskRepository(db)),
    messages: guarded(new PgMessageRepository(db)),
    relatedItems: guarded(new PgRelatedItemRepository(db)),
    documents: guarded(new PgDocumentRepository(db)),
    policies: guarded(new PgPolicyRepository(db)),
    outbox: guarded(new PgOutbox(db)),
    inbox: guarded(new PgInboxRepository(db)),
    claims: guarded(new PgClaimRepository(db)),
    threads: guarded(new PgClientThreadRepository(db)),
    carriers: guarded(new PgCarrierRepository(db)),
    organisation: guarded(new PgOrganisationRepository(db)),
    placement: guarded(new PgPlacementRepository(db)),
    intake: guarded(new PgIntakeRepository(db)),
    reviews: guarded(new PgReviewRequestRepository(db)),
    lossClaims: guarded(new PgLossClaimRepository(db)),
  };
}

interface Active {
  trx: Knex.Transaction;
  repos: Repositories;
}

/**
 * Each `run` is one database transaction: it commits when `work` resolves and rolls back when it throws.
 * Inside a run, `repos` and a nested `run` use that transaction (a nested run is a savepoint): on PGlite's
 * single connection a second connection would wait forever, and on a server it would not see the work's writes.
 */
export class PgUnitOfWork implements UnitOfWork {
  private readonly root: Repositories;
  private readonly active = new ScopedStorage<Active>();
  readonly repos: Repositories;

  constructor(private readonly db: Knex) {
    this.root = pgRepositories(db);
    const current = () => this.active.getStore()?.repos ?? this.root;
    this.repos = Object.fromEntries(
      Object.keys(this.root).map((name) => [
        name,
        new Proxy({}, { get: (_target, prop) => Reflect.get(current()[name as keyof Repositories], prop) }),
      ]),
    ) as unknown as Repositories;
  }

  async run<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    const outer = this.active.getStore();
    const begin = outer ? outer.trx.transaction.bind(outer.trx) : this.db.transaction.bind(this.db);
    try {
      return await begin((trx: Knex.Transaction) => {
        const active = { trx, repos: pgRepositories(trx) };
        return this.active.run(active, () => work(active.repos));
      });
    } catch (error) {
      throw translateDbError(error);
    }
  }

  /** One statement is a transaction of its own: sent as it is, without BEGIN and COMMIT around it. */
  async runSingleWrite<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    if (this.active.getStore()) return this.run(work);
    try {
      return await work(this.root);
    } catch (error) {
      throw translateDbError(error);
    }
  }
}
