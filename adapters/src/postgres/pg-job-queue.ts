import { AppError, type FailedJob, type FailedJobs, JOB_KINDS, type JobKind, type JobPayloads, type JobQueue } from '@workbench/core';
import type { Knex } from 'knex';
import PgBoss from 'pg-boss';

/** A driver connection as knex hands it out: a pg.Client on a server, the PGlite instance when embedded. */
interface Connection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<Array<{ rows: unknown[] }>>;
}

/**
 * pg-boss runs its SQL through knex's own connections: on a transaction it is that transaction's
 * connection (so a job is written with the rows that caused it), on the root the pool's. The embedded
 * database has a single connection, which pg-boss then shares with the app instead of opening its own.
 */
function executorFor(db: Knex | Knex.Transaction): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const connection = (await db.client.acquireConnection()) as Connection;
      try {
        // PGlite takes several statements (pg-boss's schema scripts) only through exec.
        if (!values?.length && connection.exec) {
          const results = await connection.exec(text);
          return results[results.length - 1] ?? { rows: [] };
        }
        return await connection.query(text, values ?? []);
      } finally {
        await db.client.releaseConnection(connection);
      }
    },
  };
}

/** The queue's tables live beside the app's: `pgboss` for the public schema, `<schema>_jobs` for another. */
export function jobSchemaFor(db: Knex): string {
  const searchPath = (db.client.config as Knex.Config).searchPath;
  const scope = typeof searchPath === 'string' ? searchPath : searchPath?.[0];
  return !scope || scope === 'public' ? 'pgboss' : `${scope}_jobs`;
}

/** How each kind of job is retried, when its queue is first made; workers may tune the delays. */
export const QUEUE_OPTIONS: Record<JobKind, PgBoss.Queue & { name: string }> = {
  // One delivery per mail at a time (stately): a sweep adding a second job for it never sends it twice at once.
  'deliver-mail': {
    name: 'deliver-mail',
    policy: 'stately',
    retryLimit: 8,
    retryDelay: 60,
    retryBackoff: true,
    retentionMinutes: 60 * 24 * 30,
  },
  'take-in-mail': {
    name: 'take-in-mail',
    policy: 'standard',
    retryLimit: 4,
    retryDelay: 30,
    retryBackoff: true,
    retentionMinutes: 60 * 24 * 30,
  },
  'sweep-outbox': { name: 'sweep-outbox', policy: 'short', retryLimit: 0, retentionMinutes: 60 },
};

/** Failed jobs stay listed for staff this long before pg-boss moves them to its archive. */
const KEEP_FAILED_SECONDS = 30 * 24 * 3600;

const bossOptions = (db: Knex, extra: Partial<PgBoss.ConstructorOptions> = {}): PgBoss.ConstructorOptions => ({
  db: executorFor(db),
  schema: jobSchemaFor(db),
  archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
  ...extra,
});

/**
 * Creates (or upgrades) the queue's schema and one queue per kind of job. Run with the migrations, before
 * anything enqueues: a job is then always written in the caller's transaction, never by a side connection.
 */
export async function prepareJobQueues(db: Knex): Promise<void> {
  const boss = new PgBoss(bossOptions(db, { supervise: false, schedule: false, migrate: true }));
  boss.on('error', () => undefined);
  await boss.start();
  for (const kind of JOB_KINDS) await boss.createQueue(kind, QUEUE_OPTIONS[kind]);
  await boss.stop({ graceful: false, close: false });
}

/** Senders per database and transaction handle: pg-boss objects are cheap, but one per root is enough. */
const senders = new WeakMap<object, PgBoss>();

function senderFor(db: Knex | Knex.Transaction): PgBoss {
  let boss = senders.get(db);
  if (!boss) {
    boss = new PgBoss(bossOptions(db as Knex, { supervise: false, schedule: false, migrate: false }));
    boss.on('error', () => undefined);
    senders.set(db, boss);
  }
  return boss;
}

/** Enqueues on pg-boss with the given knex handle: inside a transaction the job commits or rolls back with it. */
export class PgJobQueue implements JobQueue {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async enqueue<K extends JobKind>(kind: K, payload: JobPayloads[K]): Promise<void> {
    const singletonKey = kind === 'deliver-mail' ? (payload as JobPayloads['deliver-mail']).outboxId : undefined;
    await senderFor(this.db).send(kind, payload as object, { db: executorFor(this.db), ...(singletonKey ? { singletonKey } : {}) });
  }
}

type Row = Record<string, unknown>;

const errorText = (output: unknown): string => {
  if (output && typeof output === 'object' && 'message' in output) return String((output as { message: unknown }).message);
  if (typeof output === 'string') return output;
  return 'The job failed without saying why';
};

const isoOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** The jobs that failed their last attempt, read from pg-boss's table, and run again through pg-boss. */
export class PgFailedJobs implements FailedJobs {
  private readonly schema: string;

  constructor(private readonly db: Knex) {
    this.schema = jobSchemaFor(db);
  }

  async list(limit: number): Promise<FailedJob[]> {
    const rows: Row[] = await this.db
      .withSchema(this.schema)
      .from('job')
      .where({ state: 'failed' })
      .whereIn('name', [...JOB_KINDS])
      .orderBy([
        { column: 'completed_on', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(Math.max(0, limit))
      .select('id', 'name', 'created_on', 'completed_on', 'output', 'retry_count');
    return rows.map((row) => ({
      id: row.id as string,
      kind: row.name as JobKind,
      createdAt: isoOf(row.created_on),
      failedAt: isoOf(row.completed_on ?? row.created_on),
      error: errorText(row.output),
      attempts: Number(row.retry_count) + 1,
    }));
  }

  async retry(id: string): Promise<void> {
    const row: Row | undefined = await this.db.withSchema(this.schema).from('job').where({ id, state: 'failed' }).first('name');
    if (!row) throw AppError.notFound('Failed job');
    await senderFor(this.db).retry(row.name as string, id);
  }
}

/** What this process does with each kind of job; a kind without a handler is left for another process. */
export interface JobHandlers {
  'deliver-mail': (payload: JobPayloads['deliver-mail']) => Promise<unknown>;
  'take-in-mail': (payload: JobPayloads['take-in-mail']) => Promise<unknown>;
  'sweep-outbox': () => Promise<unknown>;
}

export interface JobWorkerOptions {
  /** First pause before a mail is retried, in seconds (doubles with each attempt). */
  mailRetrySeconds?: number;
  /** Other retry settings per kind of job, e.g. fewer and quicker retries in tests. */
  retries?: Partial<Record<JobKind, { retryLimit?: number; retryDelay?: number; retryBackoff?: boolean }>>;
  /** Seconds between two outbox sweeps (default 60). */
  sweepSeconds?: number;
  /** How often an idle worker asks for work, in seconds (at least 0.5). */
  pollSeconds?: number;
  onError?: (error: unknown) => void;
}

export interface JobWorkers {
  /** Stops taking jobs and waits for those running (up to a grace period); they are retried elsewhere otherwise. */
  stop(): Promise<void>;
}

/**
 * Works the queues in this process: every instance may, and pg-boss hands each job to one of them
 * (SELECT ... FOR UPDATE SKIP LOCKED). It also keeps the schedules (the outbox sweep every minute) and the
 * queue's upkeep (expiring stuck jobs, archiving), each done by one instance at a time.
 */
export async function startJobWorkers(db: Knex, handlers: Partial<JobHandlers>, options: JobWorkerOptions = {}): Promise<JobWorkers> {
  const boss = new PgBoss(bossOptions(db, { supervise: true, schedule: true, migrate: true }));
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  const pollingIntervalSeconds = options.pollSeconds ?? 1;
  for (const kind of JOB_KINDS) {
    const mail =
      kind === 'deliver-mail' && options.mailRetrySeconds ? { retryDelay: Math.max(1, Math.round(options.mailRetrySeconds)) } : {};
    // A queue's settings apply to the jobs written after them; the latest instance to start sets them.
    await boss.updateQueue(kind, { ...QUEUE_OPTIONS[kind], ...mail, ...options.retries?.[kind] });
  }
  // A worker asks again at once after a job (a burst of mail drains at the pace of the mail server) and
  // waits the polling interval only when the queue had nothing for it.
  const work = async <K extends 'deliver-mail' | 'take-in-mail'>(kind: K, handle: (payload: JobPayloads[K]) => Promise<unknown>) => {
    let id = '';
    id = await boss.work<JobPayloads[K]>(kind, { pollingIntervalSeconds }, async ([job]) => {
      if (!job) return;
      try {
        await handle(job.data);
      } finally {
        boss.notifyWorker(id);
      }
    });
  };
  const deliver = handlers['deliver-mail'];
  if (deliver) await work('deliver-mail', deliver);
  const takeIn = handlers['take-in-mail'];
  if (takeIn) await work('take-in-mail', takeIn);
  const sweep = handlers['sweep-outbox'];
  if (sweep) {
    const every = Math.max(1, Math.round(options.sweepSeconds ?? 60));
    await boss.work('sweep-outbox', { pollingIntervalSeconds }, async () => {
      await sweep();
      // The next sweep waits on the queue itself (one at a time, whichever instance wrote it); the minute's
      // cron schedule restarts the chain should it ever break.
      await boss.send('sweep-outbox', {}, { singletonKey: 'next', startAfter: every });
    });
    await boss.schedule('sweep-outbox', '* * * * *');
    // Mail left queued while no worker ran (or before the queue existed) gets its job now, not in a minute.
    await boss.send('sweep-outbox', {}, { singletonKey: 'start' });
  }
  return {
    stop: () => boss.stop({ graceful: true, close: false, timeout: 8_000, wait: true }),
  };
}

/**
 * Gives a delivery job to every queued mail that has none open: mail recorded before the queue existed, or
 * whose last job gave up during a long outage (it is tried again, from a short pause). Two instances
 * sweeping at once add one job per mail: the queue keeps one waiting job per mail.
 */
export async function queueUndeliveredMail(db: Knex, limit = 500): Promise<number> {
  const schema = jobSchemaFor(db);
  const rows: Row[] = await db('outbox')
    .where({ status: 'queued' })
    .whereNotExists(
      db
        .withSchema(schema)
        .from('job')
        .where({ name: 'deliver-mail' })
        .whereIn('state', ['created', 'retry', 'active'])
        .whereRaw('job.singleton_key = outbox.id::text'),
    )
    .orderBy([{ column: 'created_at' }, { column: 'seq' }])
    .limit(limit)
    .select('id');
  const jobs = new PgJobQueue(db);
  for (const row of rows) await jobs.enqueue('deliver-mail', { outboxId: row.id as string });
  return rows.length;
}

/** How many jobs of a kind wait or run: a test waits for none before it reads what they did. */
export async function openJobs(db: Knex, kind: JobKind): Promise<number> {
  const [row] = await db
    .withSchema(jobSchemaFor(db))
    .from('job')
    .where({ name: kind })
    .whereIn('state', ['created', 'retry', 'active'])
    .count({ n: '*' });
  return Number(row?.n ?? 0);
}
