import type { ActiveSession, LoginAttemptStore, Repositories, SessionStore, ThrottledKey, UnitOfWork } from '@workbench/core';
import { ScopedStorage } from '../scoped-storage.ts';
import { InMemoryCarrierRepository } from './in-memory-carrier.repository.ts';
import { InMemoryClientThreadRepository } from './in-memory-client-thread.repository.ts';
import { InMemoryClaimRepository } from './in-memory-claim.repository.ts';
import { InMemoryClientRepository } from './in-memory-client.repository.ts';
import { InMemoryDocumentRepository } from './in-memory-document.repository.ts';
import { InMemoryHistoryRepository } from './in-memory-history.repository.ts';
import { InMemoryInboxRepository } from './in-memory-inbox.repository.ts';
import { InMemoryIntakeRepository } from './in-memory-intake.repository.ts';
import { InMemoryLossClaimRepository } from './in-memory-loss-claim.repository.ts';
import { InMemoryMessageRepository } from './in-memory-message.repository.ts';
import { InMemoryOrganisationRepository } from './in-memory-organisation.repository.ts';
import { InMemoryOutbox } from './in-memory-outbox.ts';
import { InMemoryPlacementRepository } from './in-memory-placement.repository.ts';
import { InMemoryPolicyRepository } from './in-memory-policy.repository.ts';
import { InMemoryQuoteRepository } from './in-memory-quote.repository.ts';
import { InMemoryRelatedItemRepository } from './in-memory-related-item.repository.ts';
import { InMemoryReviewRequestRepository } from './in-memory-review.repository.ts';
import { InMemoryScheduleRepository } from './in-memory-schedule.repository.ts';
import { InMemorySubmissionRepository } from './in-memory-submission.repository.ts';
import { InMemoryTaskRepository } from './in-memory-task.repository.ts';
import { InMemoryUserRepository } from './in-memory-user.repository.ts';
import { InMemoryAccountTokenRepository } from './in-memory-accounts.ts';
import { copy, emptyState, type Store } from './state.ts';

function inMemoryRepositories(store: Store): Repositories {
  return {
    users: new InMemoryUserRepository(store),
    accountTokens: new InMemoryAccountTokenRepository(store),
    clients: new InMemoryClientRepository(store),
    submissions: new InMemorySubmissionRepository(store),
    schedules: new InMemoryScheduleRepository(store),
    history: new InMemoryHistoryRepository(store),
    quotes: new InMemoryQuoteRepository(store),
    tasks: new InMemoryTaskRepository(store),
    messages: new InMemoryMessageRepository(store),
    relatedItems: new InMemoryRelatedItemRepository(store),
    documents: new InMemoryDocumentRepository(store),
    policies: new InMemoryPolicyRepository(store),
    outbox: new InMemoryOutbox(store),
    inbox: new InMemoryInboxRepository(store),
    claims: new InMemoryClaimRepository(store),
    threads: new InMemoryClientThreadRepository(store),
    carriers: new InMemoryCarrierRepository(store),
    organisation: new InMemoryOrganisationRepository(store),
    placement: new InMemoryPlacementRepository(store),
    intake: new InMemoryIntakeRepository(store),
    reviews: new InMemoryReviewRequestRepository(store),
    lossClaims: new InMemoryLossClaimRepository(store),
  };
}

/**
 * The same behaviour as PgUnitOfWork, in memory, for fast use-case tests.
 * Units of work run one at a time; one that throws puts the state back as it was before it began.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  private readonly store: Store = { state: emptyState() };
  private readonly inside = new ScopedStorage<true>();
  private queue: Promise<unknown> = Promise.resolve();
  readonly repos: Repositories = inMemoryRepositories(this.store);

  run<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    // A nested run is a savepoint of the one already running (waiting for it would never end).
    if (this.inside.getStore()) return this.attempt(work);
    const result = this.queue.then(() => this.inside.run(true, () => this.attempt(work)));
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** In memory every run is as cheap: the same as `run`. */
  runSingleWrite<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    return this.run(work);
  }

  private async attempt<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    const before = copy(this.store.state);
    try {
      return await work(this.repos);
    } catch (error) {
      this.store.state = before;
      throw error;
    }
  }
}

export class InMemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, { data: Record<string, unknown>; expiresAt: number }>();

  async get(sid: string): Promise<Record<string, unknown> | null> {
    const entry = this.sessions.get(sid);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.sessions.delete(sid);
      return null;
    }
    return copy(entry.data);
  }

  async set(sid: string, data: Record<string, unknown>, maxAgeMs: number): Promise<void> {
    this.sessions.set(sid, { data: copy(data), expiresAt: Date.now() + maxAgeMs });
  }

  async destroy(sid: string): Promise<void> {
    this.sessions.delete(sid);
  }

  async destroyOthers(userId: string, keepSid: string): Promise<string[]> {
    const ended = [...this.sessions].filter(([sid, entry]) => sid !== keepSid && entry.data.userId === userId).map(([sid]) => sid);
    for (const sid of ended) this.sessions.delete(sid);
    return ended;
  }

  async list(): Promise<ActiveSession[]> {
    const now = Date.now();
    return [...this.sessions]
      .filter(([, entry]) => entry.expiresAt > now && typeof entry.data.userId === 'string')
      .sort(([, a], [, b]) => b.expiresAt - a.expiresAt)
      .map(([sid, entry]) => ({ sid, userId: entry.data.userId as string, expiresAt: new Date(entry.expiresAt).toISOString() }));
  }
}

export class InMemoryLoginAttemptStore implements LoginAttemptStore {
  private readonly attempts = new Map<string, Array<{ id: string; at: number }>>();

  async fail(key: string, windowMs: number): Promise<number> {
    const recent = this.recent(key, windowMs);
    recent.push({ id: crypto.randomUUID(), at: Date.now() });
    this.attempts.set(key, recent);
    return recent.length;
  }

  // One synchronous step: nothing else runs between the count and the record.
  async take(key: string, windowMs: number, limit: number): Promise<string | null> {
    const recent = this.recent(key, windowMs);
    if (recent.length >= limit) return null;
    const id = crypto.randomUUID();
    recent.push({ id, at: Date.now() });
    this.attempts.set(key, recent);
    return id;
  }

  async forget(id: string): Promise<void> {
    for (const [key, list] of this.attempts)
      this.attempts.set(
        key,
        list.filter((a) => a.id !== id),
      );
  }

  async count(key: string, windowMs: number): Promise<number> {
    return this.recent(key, windowMs).length;
  }

  async reset(key: string): Promise<void> {
    this.attempts.delete(key);
  }

  async list(windowMs: number): Promise<ThrottledKey[]> {
    return [...this.attempts.keys()]
      .map((key) => ({ key, recent: this.recent(key, windowMs) }))
      .filter(({ recent }) => recent.length > 0)
      .map(({ key, recent }) => ({ key, failures: recent.length, lastAt: new Date(Math.max(...recent.map((a) => a.at))).toISOString() }))
      .sort((a, b) => b.failures - a.failures || a.key.localeCompare(b.key));
  }

  private recent(key: string, windowMs: number): Array<{ id: string; at: number }> {
    const since = Date.now() - windowMs;
    return (this.attempts.get(key) ?? []).filter((a) => a.at > since);
  }
}
