import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChangeFeed } from '@workbench/adapters/postgres/index.ts';
import type { Knex } from 'knex';
import { writtenTables } from './written-tables.ts';

/** What a cached answer was read from: some tables, or everything (any write makes it stale). */
export type ReadFrom = readonly string[] | 'everything';

/** Stands for writes whose tables are not known, in the set a unit of work collects. */
const UNKNOWN = '*';

/**
 * Counters that move on every write this process makes or hears about from another process, one per table
 * written and one for all of them. A cached read remembers the stamp of what it was read from, taken
 * before reading, and is only served while that stamp has not moved: a list is kept while messages and
 * documents are added, a detail is dropped by any write.
 */
export class DataVersion {
  private everything = 0;
  /** Writes whose tables are not known: they move every stamp. */
  private unknown = 0;
  private readonly tables = new Map<string, number>();
  /** The tables written so far by the unit of work the current code runs in. */
  private readonly unitWrites = new AsyncLocalStorage<Set<string>>();

  constructor(private readonly feed: ChangeFeed) {
    feed.subscribe((event) => {
      if (event.kind === 'data') this.bump(event.tables);
      else if (event.kind === 'reconnected') this.bump(undefined);
    });
  }

  /**
   * The stamp of what a read depends on. A sum of counters that only grow moves whenever any of them does.
   */
  stamp(readFrom: ReadFrom): number {
    if (readFrom === 'everything') return this.everything;
    let stamp = this.unknown;
    for (const table of readFrom) stamp += this.tables.get(table) ?? 0;
    return stamp;
  }

  /** A committed write here: local readers start over and other processes are told (resolves once they are). */
  private changed(tables?: readonly string[]): Promise<void> {
    this.bump(tables);
    return this.feed.publish(tables ? { kind: 'data', tables: [...tables] } : { kind: 'data' });
  }

  /**
   * Runs a unit of work and, once it has committed, announces the tables it wrote (nothing when it wrote
   * nothing). A unit inside another leaves that to the outer one, whose commit is the one that counts.
   */
  async trackUnit<T>(work: () => Promise<T>): Promise<T> {
    if (this.unitWrites.getStore()) return work();
    const written = new Set<string>();
    const result = await this.unitWrites.run(written, work);
    if (written.size > 0) await this.changed(written.has(UNKNOWN) ? undefined : [...written]);
    return result;
  }

  /**
   * Moves the counters on every statement that is not a plain read, whoever issued it (a use case, a
   * script, a test writing directly), so no write path can slip past the cache. A write inside a
   * transaction only moves this process's counters at once (its cache must not keep what the transaction
   * is changing); the others are told by the unit of work after the commit.
   */
  watch(db: Knex): void {
    db.on('query-response', (_response: unknown, query: { sql?: string; __knexTxId?: string }) => {
      if (typeof query.sql !== 'string') return;
      const tables = writtenTables(query.sql);
      if (tables !== null && tables.length === 0) return;
      if (!query.__knexTxId) {
        void this.changed(tables ?? undefined);
        return;
      }
      this.bump(tables ?? undefined);
      const unit = this.unitWrites.getStore();
      for (const table of tables ?? [UNKNOWN]) unit?.add(table);
    });
  }

  private bump(tables: readonly string[] | undefined): void {
    this.everything++;
    if (!tables) {
      this.unknown++;
      return;
    }
    for (const table of tables) this.tables.set(table, (this.tables.get(table) ?? 0) + 1);
  }
}
