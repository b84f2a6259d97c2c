import type * as v from 'valibot';
import { AppError } from '../errors.ts';
import type { Actor } from '../use-case-deps.ts';
import { audienceOf, holdsRole } from '../users/index.ts';
import type { Role, User } from '../users/index.ts';
import { JOB_KINDS, type JobKind } from './kinds.ts';
import type { FailedJobListSchema, FailedJobSchema } from './schemas.ts';

export { JOB_KINDS, type JobKind };
export { FailedJobListSchema, FailedJobSchema, JobRetriedSchema } from './schemas.ts';

/** What staff read for each kind of job in the list of failed ones. */
export const JOB_KIND_LABELS: Record<JobKind, string> = {
  'deliver-mail': 'Outgoing e-mail',
  'take-in-mail': 'E-mail intake',
  'sweep-outbox': 'Outbox check',
};

/** What each kind of job carries. Only references and the mail itself: never a password or a session. */
export interface JobPayloads {
  'deliver-mail': { outboxId: string };
  'take-in-mail': { raw: string; source: 'smtp' | 'imap' };
  'sweep-outbox': Record<string, never>;
}

/**
 * Background work on the database's queue, shared by every instance of the app.
 */
export interface JobQueue {
  /**
   * Adds a job. Handed out by a UnitOfWork run it is written in that run's transaction: it exists, and will
   * run, only if the run commits. Fails with internal when the database does not answer.
   */
  enqueue<K extends JobKind>(kind: K, payload: JobPayloads[K]): Promise<void>;
}

/** A job that failed its last attempt, as staff see it. */
export type FailedJob = v.InferOutput<typeof FailedJobSchema>;

/** The failed jobs as the list answers them. */
export type FailedJobList = v.InferOutput<typeof FailedJobListSchema>;

/** The failed jobs, for staff. */
export interface FailedJobs {
  /** The most recently failed first, at most `limit`. */
  list(limit: number): Promise<FailedJob[]>;
  /** Runs a failed job again from its first attempt. Fails with not_found when no failed job has this id. */
  retry(id: string): Promise<void>;
}

/** Who sees the work that failed in the background and may run it again: active broker managers. */
export const JOB_MANAGER_ROLES: readonly Role[] = ['broker_manager'];

/** Whether the account may see and retry failed jobs (the screens ask it to show the section). */
export const canManageJobs = (user: Pick<User, 'role' | 'status' | 'carrierId'>): boolean => holdsRole(user, JOB_MANAGER_ROLES);

/** Who may see and retry failed jobs, as the API's audience. */
export const JOB_MANAGERS = audienceOf(JOB_MANAGER_ROLES.join(', '), canManageJobs);

/** Fails with forbidden unless the actor may see and retry failed jobs. */
export function assertJobManager(actor: Actor): void {
  if (!canManageJobs(actor)) throw AppError.forbidden();
}

export const FAILED_JOBS_LIMIT = 100;

const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const listFailedJobs =
  (deps: { failedJobs: FailedJobs }) =>
  async (actor: Actor): Promise<FailedJobList> => {
    assertJobManager(actor);
    return { items: await deps.failedJobs.list(FAILED_JOBS_LIMIT) };
  };

export const retryFailedJob =
  (deps: { failedJobs: FailedJobs }) =>
  async (actor: Actor, id: string): Promise<void> => {
    assertJobManager(actor);
    if (!JOB_ID.test(id)) throw AppError.notFound('Failed job');
    await deps.failedJobs.retry(id);
  };
