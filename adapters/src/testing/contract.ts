import type { UnitOfWork } from '@workbench/core';

/** What every repository contract suite is given: a fresh unit of work and a way to dispose of it. */
export interface UowFixture {
  uow: UnitOfWork;
  cleanup: () => Promise<void>;
}
export type MakeUow = () => Promise<UowFixture>;
