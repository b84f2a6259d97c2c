import { outboxDelivery } from '@workbench/adapters/smtp/index.ts';
import { queueUndeliveredMail, startJobWorkers, type JobWorkers } from '@workbench/adapters/postgres/index.ts';
import type { JobWorkerOptions } from '@workbench/adapters/postgres/pg-job-queue.ts';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Services } from './services.ts';
import { logIntake, takeInEmail } from './mail-intake.ts';

/** The first pause before an undelivered mail is tried again when OUTBOX_RETRY_MS is not set. */
const MAIL_RETRY_MS = 60_000;

/**
 * Starts this process's share of the background work on the database's job queue: delivering outgoing
 * mail (only when SMTP is configured; otherwise the mail waits in the outbox for an instance that has it),
 * taking received e-mail in as drafts, and the outbox sweep every minute. Stop it before closing the pool.
 */
export function startBackgroundJobs(
  services: Services,
  db: Knex,
  logger: Logger,
  tuning: Pick<JobWorkerOptions, 'retries' | 'pollSeconds'> = {},
): Promise<JobWorkers> {
  const transport = services.mailTransport;
  const deliver = transport ? outboxDelivery({ outbox: services.outbox, transport, from: services.config.mailFrom }) : null;
  const takeIn = takeInEmail(services);
  return startJobWorkers(
    db,
    {
      ...(deliver
        ? {
            'deliver-mail': async ({ outboxId }) => {
              const outcome = await deliver(outboxId);
              if (outcome === 'gone') logger.warn({ outboxId }, 'a delivery job named no mail in the outbox');
            },
            'sweep-outbox': () => queueUndeliveredMail(db),
          }
        : {}),
      'take-in-mail': async ({ raw, source }) => logIntake(logger, await takeIn(null, Buffer.from(raw, 'base64'), source)),
    },
    {
      mailRetrySeconds: (services.config.outboxRetryMs ?? MAIL_RETRY_MS) / 1000,
      sweepSeconds: (services.config.outboxRetryMs ?? MAIL_RETRY_MS) / 1000,
      onError: (error) => logger.warn({ err: error }, 'the job queue reported an error'),
      ...tuning,
    },
  );
}
