import type { Knex } from 'knex';
import type { Repositories, UnitOfWork } from '@workbench/core';
import { guarded, translateDbError } from './errors.ts';
import { PgClientRepository } from './pg-client.repository.ts';
import { PgDocumentRepository } from './pg-document.repository.ts';
import { PgHistoryRepository } from './pg-history.repository.ts';
import { PgMessageRepository } from './pg-message.repository.ts';
import { PgOutbox } from './pg-outbox.ts';
import { PgPolicyRepository } from './pg-policy.repository.ts';
import { PgQuoteRepository } from './pg-quote.repository.ts';
import { PgRelatedItemRepository } from './pg-related-item.repository.ts';
import { PgScheduleRepository } from './pg-schedule.repository.ts';
import { PgSubmissionRepository } from './pg-submission.repository.ts';
import { PgTaskRepository } from './pg-task.repository.ts';
import { PgUserRepository } from './pg-user.repository.ts';

export function pgRepositories(db: Knex | Knex.Transaction): Repositories {
  return {
    users: guarded(new PgUserRepository(db)),
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
  };
}

/** Each `run` is one database transaction: it commits when `work` resolves and rolls back when it throws. */
export class PgUnitOfWork implements UnitOfWork {
  readonly repos: Repositories;

  constructor(private readonly db: Knex) {
    this.repos = pgRepositories(db);
  }

  async run<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction((trx) => work(pgRepositories(trx)));
    } catch (error) {
      throw translateDbError(error);
    }
  }
}
