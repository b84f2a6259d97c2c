import type { ChangeFeed, DataArea, DataWatch, KeptRead } from '@workbench/core';
import { ScopedStorage } from '@workbench/adapters/scoped-storage.ts';

/** Stands for writes whose areas are not known, in the set a unit of work collects. */
const UNKNOWN = '*';

/**
 * Counters that move on every write this process makes or hears about from another process, one per area
 * of the data written and one for all of them. A kept read remembers the stamp of what it was read from,
 * taken before reading, and is only served while that stamp has not moved: the submission list is kept
 * while messages and documents are added, a detail is dropped by any write.
 */
export class DataVersion {
  private everything = 0;
  /** Writes whose areas are not known: they move every stamp. */
  private unknown = 0;
  private readonly areas = new Map<DataArea, number>();
  /** Told of every committed write, here or in another process: the areas, or undefined for "anything". */
  private readonly committed: Array<(areas: readonly DataArea[] | undefined) => void> = [];
  /** The areas written so far by the unit of work the current code runs in. */
  private readonly unitWrites = new ScopedStorage<Set<DataArea | typeof UNKNOWN>>();
  /**
   * Resolves once the notices of every single write committed so far have left. Kept as one promise rather
   * than each write's own notice in an async-local store: on Node 20 any such store in use makes every promise
   * of the process pay a hook, and under a burst of creates one was always in use.
   */
  private singleNoticesLeft: Promise<void> = Promise.resolve();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly watch: DataWatch,
  ) {
    feed.subscribe((event) => {
      if (event.kind === 'data') this.bump(event.areas);
      else if (event.kind === 'reconnected') this.bump(undefined);
      if (event.kind !== 'session') this.announce(event.kind === 'data' ? event.areas : undefined);
    });
    watch.onWrite((areas, inTransaction) => this.wrote(areas, inTransaction));
  }

  /** The stamp of what a read depends on. A sum of counters that only grow moves whenever any of them does. */
  stamp(read: KeptRead): number {
    const readFrom = this.watch.readsFrom(read);
    if (readFrom === 'everything') return this.everything;
    let stamp = this.unknown;
    for (const area of readFrom) stamp += this.areas.get(area) ?? 0;
    return stamp;
  }

  /**
   * Runs a unit of work and, once it has committed, announces the areas it wrote (nothing when it wrote
   * nothing). A unit inside another leaves that to the outer one, whose commit is the one that counts.
   */
  async trackUnit<T>(work: () => Promise<T>): Promise<T> {
    if (this.unitWrites.getStore()) return work();
    const written = new Set<DataArea | typeof UNKNOWN>();
    const result = await this.unitWrites.run(written, work);
    if (written.size > 0) await this.changed(written.has(UNKNOWN) ? undefined : ([...written] as DataArea[]));
    return result;
  }

  /**
   * Runs one write made outside a transaction (UnitOfWork.runSingleWrite), which the watch announces as it
   * commits, and resolves once that notice has left, as `trackUnit` does for a unit's: the watch hears of the
   * write before `work` resolves, so waiting for every notice sent so far covers it. Taken around more than
   * the write (a route's limit on how many creates run at once) with a unit of work that leaves the wait to it
   * (ChangeTrackingUnitOfWork.leavingNoticesToCaller), the wait for the notice comes after all of it.
   */
  async trackSingleWrite<T>(work: () => Promise<T>): Promise<T> {
    if (this.unitWrites.getStore()) return work();
    const result = await work();
    await this.singleNoticesLeft;
    return result;
  }

  /**
   * A write seen by the watch. One inside a transaction only moves this process's counters at once (its
   * kept answers must not outlive what the transaction is changing); the others are told by the unit of
   * work after the commit. One outside any transaction has committed: everyone is told now.
   */
  private wrote(areas: readonly DataArea[] | null, inTransaction: boolean): void {
    if (!inTransaction) {
      const sent = this.changed(areas ?? undefined);
      const before = this.singleNoticesLeft;
      // A notice that failed to leave must not hold up, or fail, every write after it.
      this.singleNoticesLeft = sent.catch(() => undefined).then(() => before);
      return;
    }
    this.bump(areas ?? undefined);
    const unit = this.unitWrites.getStore();
    for (const area of areas ?? [UNKNOWN]) unit?.add(area);
  }

  /**
   * Calls `listener` after each committed write, made here or heard from another process (with undefined
   * after a gap in what was heard, when anything may have changed): what live screens follow.
   */
  onCommitted(listener: (areas: readonly DataArea[] | undefined) => void): void {
    this.committed.push(listener);
  }

  private announce(areas: readonly DataArea[] | undefined): void {
    for (const listener of this.committed) listener(areas);
  }

  /** A committed write here: local readers start over and other processes are told (resolves once they are). */
  private changed(areas?: readonly DataArea[]): Promise<void> {
    this.bump(areas);
    this.announce(areas);
    return this.feed.publish(areas ? { kind: 'data', areas: [...areas] } : { kind: 'data' });
  }

  private bump(areas: readonly DataArea[] | undefined): void {
    this.everything++;
    if (!areas) {
      this.unknown++;
      return;
    }
    for (const area of areas) this.areas.set(area, (this.areas.get(area) ?? 0) + 1);
  }
}
