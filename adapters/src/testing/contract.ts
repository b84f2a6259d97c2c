import type { UnitOfWork } from '@workbench/core';

/** What every repository contract suite is given: a fresh unit of work and a way to dispose of it. */
export interface UowFixture {
  uow: UnitOfWork;
  cleanup: () => Promise<void>;
}
export type MakeUow = () => Promise<UowFixture>;

/** Starting an embedded database on a busy 2-core machine can take tens of seconds. */
export const STARTUP_TIMEOUT_MS = 180_000;
