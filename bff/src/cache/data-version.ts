import type { ChangeFeed } from '@workbench/adapters/postgres/index.ts';
import type { Knex } from 'knex';

const READ_ONLY_STATEMENT = /^\s*(select|show|explain)\b/i;
/**
 * Sign-in bookkeeping and mail delivery: no cached answer or account is read from these tables (a session
 * that changes is dropped on its own), so writing them must not throw every cached read away; otherwise
 * each sign-in anywhere would empty every process's cache.
 */
const BOOKKEEPING_WRITE = /^\s*(insert\s+into|update|delete\s+from)\s+("?\w+"?\.)?"?(sessions|login_attempts|outbox)"?[\s(]/i;

/**
 * A counter that moves on every write this process makes or hears about from another process. Cached reads
 * remember the value they were read at and are only served while it has not moved.
 */
export class DataVersion {
  private value = 0;

  constructor(private readonly feed: ChangeFeed) {
    feed.subscribe((event) => {
      if (event.kind !== 'session') this.value++;
    });
  }

  get current(): number {
    return this.value;
  }

  /** A committed write here: local readers start over and other processes are told (resolves once they are). */
  changed(): Promise<void> {
    this.value++;
    return this.feed.publish({ kind: 'data' });
  }

  /** A write inside a transaction that has not committed yet: only this process needs to stop trusting its cache. */
  changing(): void {
    this.value++;
  }

  /**
   * Moves the version on every statement that is not a plain read, whoever issued it (a use case, a script,
   * a test writing directly), so no write path can slip past the cache. Writes in a transaction are announced
   * to other processes by the unit of work once they commit.
   */
  watch(db: Knex): void {
    db.on('query-response', (_response: unknown, query: { sql?: string; __knexTxId?: string }) => {
      if (typeof query.sql !== 'string' || READ_ONLY_STATEMENT.test(query.sql) || BOOKKEEPING_WRITE.test(query.sql)) return;
      if (query.__knexTxId) this.changing();
      else void this.changed();
    });
  }
}
