import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import {
  ensureFirstAdministrator,
  plural,
  raiseMarketChases,
  raiseOverdueRenewals,
  remindDueTasks,
  sendDailyDigests,
  type DocumentExtractor,
  type Outbox,
} from '@workbench/core';
import { createDatabase, migrate } from '@workbench/adapters/postgres/index.ts';
import { dropDuplicateMigrationLocks, oneStartupAtATime } from '@workbench/adapters/postgres/startup-lock.ts';
import { seedDemoData } from '@workbench/adapters/seed/index.ts';
import pino, { type Logger } from 'pino';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { createContainer, resolveServices } from './container.ts';
import type { Services } from './services.ts';
import { renewalSettings } from './routes/policies.routes.ts';
import { argon2Hasher } from './password-hasher.ts';
import { startMailIntake, startMailPolling } from './mail-intake.ts';
import { startBackgroundJobs } from './jobs.ts';
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  url: string;
  server: Server;
  /** Stops accepting, lets in-flight requests finish (up to a grace period), stops the job workers, closes the pool. */
  stop(): Promise<void>;
}

/**
 * Starts the whole product: database (DATABASE_URL, or the embedded one under DATA_DIR), migrations, demo data
 * on first start (or, with DEMO_DATA off, a first administrator), the workers of the job queue, and the HTTP server on PORT.
 */
export async function startServer(config: Config, logger: Logger = pino({ level: config.logLevel })): Promise<RunningServer> {
  const db = await createDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  // Every port is resolved here, once: a binding missing from the container stops the start, naming its token.
  const services = resolveServices(createContainer(config, db, logger));
  // Instances started together on one database take turns: the first migrates and seeds, the others find it done.
  const { uow } = services;
  await oneStartupAtATime(db, async () => {
    await dropDuplicateMigrationLocks(db);
    await migrate(db);
    if (config.demoData) {
      const seeded = await seedDemoData(uow, { hashPassword: argon2Hasher.hash });
      if (seeded.created) logger.info('demo data seeded (accounts broker, manager, insurer, customer)');
      return;
    }
    const admin = await ensureFirstAdministrator({ uow, hasher: argon2Hasher, tokens: services.tokens })(config.administrator);
    if (!admin.created) return;
    // Shown once, here: it is stored only as a hash. Whoever reads the log at the first start signs in with it.
    const password = admin.generatedPassword ? `password ${admin.generatedPassword} (shown only now)` : 'the password in ADMIN_PASSWORD';
    logger.warn({ username: admin.username }, `first administrator created: sign in as ${admin.username} with ${password}`);
  });

  await reportOutsideServices(config, services.outbox, services.extractor, logger);
  // Every instance works the queue; each job goes to one of them, and survives a restart in the database.
  const workers = await startBackgroundJobs(services, db, logger);

  const reminders = startTaskReminders(services, logger);
  const mailIntake = await startMailIntake(services, logger);
  const mailPolling = startMailPolling(services, logger);

  const app = createApp(services);
  const sockets = new Set<Socket>();
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, () => resolve(s));
    s.once('error', reject);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      clearInterval(reminders);
      // Live streams never go idle on their own: end them, and the browsers reconnect to another instance.
      services.live.close();
      server.closeIdleConnections();
      const grace = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
      }, SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(grace);
      await mailIntake?.close();
      await mailPolling?.close();
      // Jobs running now finish (or fail back to the queue, for another instance to retry) before the pool closes.
      await workers.stop();
      await services.changes.close();
      await db.destroy();
    })());

  return { url, server, stop };
}

/** How often assignees are reminded of tasks due today or overdue, and daily digests are due (each is written once). */
const TASK_REMINDER_MS = 15 * 60_000;

/**
 * Runs the task reminders and the daily digests now and then every TASK_REMINDER_MS; several instances may
 * run them, none repeats a reminder or a digest.
 */
function startTaskReminders(services: Services, logger: Logger): NodeJS.Timeout {
  const remind = async () => {
    await remindDueTasks(services)().catch((error: unknown) => logger.warn({ err: error }, 'task reminders could not be written'));
    await sendDailyDigests(services)().catch((error: unknown) => logger.warn({ err: error }, 'daily digests could not be written'));
    await raiseOverdueRenewals({ ...services, ...renewalSettings(services.config) })().catch((error: unknown) =>
      logger.warn({ err: error }, 'overdue renewal decisions could not be raised'),
    );
    await raiseMarketChases(services)().catch((error: unknown) => logger.warn({ err: error }, 'carrier chases could not be raised'));
  };
  void remind();
  const timer = setInterval(remind, TASK_REMINDER_MS);
  timer.unref();
  return timer;
}

/**
 * Says at start what waits on services outside the process: mail that cannot leave without SMTP (or has not
 * left yet), and whether documents get help from a local model. A model is checked in the background: its
 * state is logged when known, and start-up does not wait for it.
 */
async function reportOutsideServices(config: Config, outbox: Outbox, extractor: DocumentExtractor, logger: Logger): Promise<void> {
  const backlog = await outbox.backlog();
  const queued = `${plural(backlog.queued, 'mail')} queued`;
  if (!config.smtpUrl)
    logger.warn({ queued: backlog.queued }, `${queued}; SMTP is not configured: mail waits in the outbox until SMTP_URL is set`);
  else if (backlog.queued > 0)
    logger.warn({ queued: backlog.queued, lastError: backlog.lastError }, `${queued}; delivering them through SMTP_URL`);
  if (!config.ollamaHost) logger.info('no local model configured (OLLAMA_HOST unset): documents are read by the built-in rules alone');
  else void extractor.modelState();
}
