import type { Repositories, UnitOfWork } from '@workbench/core';
import type { DataVersion } from './data-version.ts';

/**
 * Every unit of work that commits moves the data version of the areas it wrote, after the commit, so
 * cached reads of them start over; it returns once the notice to the other processes has left, so it is on
 * its way before the write is answered. A single write outside a transaction does the same.
 */
export class ChangeTrackingUnitOfWork implements UnitOfWork {
  constructor(
    private readonly inner: UnitOfWork,
    private readonly version: DataVersion,
  ) {}

  get repos(): Repositories {
    return this.inner.repos;
  }

  async run<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    return this.version.trackUnit(() => this.inner.run(work));
  }

  async runSingleWrite<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    return this.version.trackSingleWrite(() => this.inner.runSingleWrite(work));
  }

  /**
   * The same unit of work, except that a single write resolves once it has committed, without waiting for
   * its notice: for a caller that waits for it itself (DataVersion.trackSingleWrite) after more than the write.
   */
  leavingNoticesToCaller(): UnitOfWork {
    const tracked = this;
    return {
      get repos() {
        return tracked.repos;
      },
      run: (work) => tracked.run(work),
      runSingleWrite: (work) => tracked.inner.runSingleWrite(work),
    };
  }
}
