import type { MakeUow } from './contract.ts';
import { claimRepositoryContract } from './claims.contract.ts';
import { clientRepositoryContract } from './clients.contract.ts';
import { inboxRepositoryContract } from './inbox.contract.ts';
import { clientThreadRepositoryContract } from './threads.contract.ts';
import { outboxContract } from './outbox.contract.ts';
import { policyRepositoryContract } from './policies.contract.ts';
import { scheduleRepositoryContract } from './schedules.contract.ts';
import { submissionActivityContract } from './activity.contract.ts';
import { submissionRepositoryContract } from './submissions.contract.ts';
import { unitOfWorkContract } from './unit-of-work.contract.ts';
import { userRepositoryContract } from './users.contract.ts';

/** Every repository contract against one implementation. The suites write disjoint data, so the factory may hand them one shared store. */
export function allRepositoryContracts(name: string, makeUow: MakeUow) {
  userRepositoryContract(name, makeUow);
  clientRepositoryContract(name, makeUow);
  submissionRepositoryContract(name, makeUow);
  scheduleRepositoryContract(name, makeUow);
  submissionActivityContract(name, makeUow);
  policyRepositoryContract(name, makeUow);
  outboxContract(name, makeUow);
  inboxRepositoryContract(name, makeUow);
  claimRepositoryContract(name, makeUow);
  clientThreadRepositoryContract(name, makeUow);
  unitOfWorkContract(name, makeUow);
}
