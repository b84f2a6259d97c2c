import type { Repositories, UnitOfWork } from '@workbench/core';
import type { DataVersion } from './data-version.ts';

/** Every unit of work that commits moves the data version, after the commit, so cached reads start over. */
export class ChangeTrackingUnitOfWork implements UnitOfWork {
  constructor(
    private readonly inner: UnitOfWork,
    private readonly version: DataVersion,
  ) {}

  get repos(): Repositories {
    return this.inner.repos;
  }

  async run<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    const result = await this.inner.run(work);
    this.version.changed();
    return result;
  }
}
