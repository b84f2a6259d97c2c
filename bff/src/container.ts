import { Container, ContainerModule, type Bind, type ResolutionContext } from 'inversify';
import { liveCounts, systemClock, TOKENS, type SessionStore, type Token, type UnitOfWork } from '@workbench/core';
import { LdaptsDirectory } from '@workbench/adapters/ldap/ldapts-directory.ts';
import { OpenIdClientSignIn } from '@workbench/adapters/oidc/openid-client-sign-in.ts';
import { createDocumentExtractor } from '@workbench/adapters/documents/index.ts';
import { HmacCellSeal } from '@workbench/adapters/documents/hmac-cell-seal.ts';
import { readLossRun } from '@workbench/adapters/loss-runs/index.ts';
import { ModelMailReader } from '@workbench/adapters/mail-intake/model-mail-reader.ts';
import { PdfCertificateRenderer } from '@workbench/adapters/certificates/pdf-certificate-renderer.ts';
import { PdfProposalRenderer } from '@workbench/adapters/proposals/pdf-proposal-renderer.ts';
import { ReportScheduleFiles } from '@workbench/adapters/documents/schedule-files.ts';
import {
  PgChangeFeed,
  PgDataWatch,
  PgLearnedMappingStore,
  PgInsights,
  PgLoginAttemptStore,
  PgOutbox,
  PgReportDownloadLog,
  PgReportSource,
  PgSavedViewRepository,
  PgSessionStore,
  PgUnitOfWork,
  PgFailedJobs,
  PgJobQueue,
  guarded,
  pgReadiness,
} from '@workbench/adapters/postgres/index.ts';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { DEFAULT_BIND_AUTHORITY_LIMIT, type Config } from './config.ts';
import { createMailer, createMailTransport } from './mailer.ts';
import { argon2Hasher } from './password-hasher.ts';
import { secretTokens } from './secret-tokens.ts';
import { publicLink } from './http/public-url.ts';
import { CachedSessionStore } from './cache/cached-session-store.ts';
import { ChangeTrackingUnitOfWork } from './cache/change-tracking-unit-of-work.ts';
import { DataVersion } from './cache/data-version.ts';
import { ReadCache } from './cache/read-cache.ts';
import { LiveHub } from './live/live-hub.ts';
import { BFF_TOKENS, OIDC_CALLBACK_PATH, SERVICE_TOKENS, type Services } from './services.ts';

// The composition root: one Inversify container, one module per family of adapters. Each module binds its
// family's tokens (core's ports in TOKENS, the bff's own pieces in BFF_TOKENS) to what builds them from the
// other tokens; the container builds each once, on first resolution, in the order they depend on each other.
// The modules are plain values: every container loads the same ones, and a test rebinds in a child container.

/** Resolves a token inside a binding, typed by the token. */
type Get = <T>(token: Token<T>) => T;

const getter =
  (context: ResolutionContext): Get =>
  <T>(token: Token<T>) =>
    context.get<T>(token);

/** Binds `token` to what `build` makes of the other tokens, built once, when first resolved. */
function singleton<T>(bind: Bind, token: Token<T>, build: (get: Get) => T): void {
  bind<T>(token)
    .toDynamicValue((context) => build(getter(context)))
    .inSingletonScope();
}

/** Binds `token` to a value that already exists. */
function constant<T>(bind: Bind, token: Token<T>, value: T): void {
  bind<T>(token).toConstantValue(value);
}

/** What the process was started with: its configuration, its logger and its database pool. */
const startedWith = (config: Config, db: Knex, logger: Logger) =>
  new ContainerModule(({ bind }) => {
    constant(bind, BFF_TOKENS.config, config);
    constant(bind, BFF_TOKENS.logger, logger);
    constant(bind, BFF_TOKENS.knex, db);
  });

/** The clock, links to the web app and the firm's settings, read from the configuration. */
const settingsModule = new ContainerModule(({ bind }) => {
  constant(bind, TOKENS.clock, systemClock);
  singleton(bind, BFF_TOKENS.linkTo, (get) => {
    const config = get(BFF_TOKENS.config);
    return (path: string) => publicLink(config, path);
  });
  singleton(bind, BFF_TOKENS.bindAuthorityLimit, (get) => get(BFF_TOKENS.config).bindAuthorityLimit ?? DEFAULT_BIND_AUTHORITY_LIMIT);
});

/** Password hashes and one-time secrets of accounts. */
const accountsModule = new ContainerModule(({ bind }) => {
  constant(bind, TOKENS.hasher, argon2Hasher);
  constant(bind, TOKENS.tokens, secretTokens);
});

/** Every port PostgreSQL keeps, on the one knex pool; `guarded` turns a lost connection into the unavailable error. */
const postgresModule = new ContainerModule(({ bind }) => {
  const pg = <T>(token: Token<T>, build: (db: Knex) => T) => singleton(bind, token, (get) => build(get(BFF_TOKENS.knex)));
  pg(TOKENS.database, (db) => pgReadiness(db));
  pg(BFF_TOKENS.poolSize, (db) => (db.client.config as Knex.Config).pool?.max ?? 10);
  pg(TOKENS.dataWatch, (db) => new PgDataWatch(db));
  pg(TOKENS.changes, (db) => PgChangeFeed.for(db));
  pg(TOKENS.uow, (db) => new PgUnitOfWork(db));
  pg(TOKENS.sessions, (db) => guarded(new PgSessionStore(db)));
  pg(TOKENS.attempts, (db) => guarded(new PgLoginAttemptStore(db)));
  pg(TOKENS.outbox, (db) => guarded(new PgOutbox(db)));
  pg(TOKENS.mappings, (db) => guarded(new PgLearnedMappingStore(db)));
  pg(TOKENS.reports, (db) => new PgReportSource(db));
  pg(TOKENS.downloads, (db) => guarded(new PgReportDownloadLog(db)));
  pg(TOKENS.views, (db) => guarded(new PgSavedViewRepository(db)));
  pg(TOKENS.insights, (db) => guarded(new PgInsights(db)));
});

/**
 * The data versions and the answers kept while they stand still. The unit of work and the session store are
 * wrapped as they are first built, whichever module bound them: the unit of work announces what it wrote
 * once it has committed, and a session is dropped when another process says it changed.
 */
const cachesModule = new ContainerModule(({ bind, onActivation }) => {
  singleton(bind, BFF_TOKENS.version, (get) => new DataVersion(get(TOKENS.changes), get(TOKENS.dataWatch)));
  singleton(bind, BFF_TOKENS.reads, (get) => new ReadCache(get(BFF_TOKENS.version), get(BFF_TOKENS.config).readCache !== false));
  onActivation<UnitOfWork>(TOKENS.uow, (context, uow) => new ChangeTrackingUnitOfWork(uow, getter(context)(BFF_TOKENS.version)));
  onActivation<SessionStore>(TOKENS.sessions, (context, sessions) => new CachedSessionStore(sessions, getter(context)(TOKENS.changes)));
});

/** The signed-in screens' event streams. */
const liveModule = new ContainerModule(({ bind }) => {
  singleton(
    bind,
    BFF_TOKENS.live,
    (get) => new LiveHub(liveCounts({ uow: get(TOKENS.uow), clock: get(TOKENS.clock) }), get(BFF_TOKENS.version), get(BFF_TOKENS.logger)),
  );
});

/** Mail out (SMTP, or the outbox while it is away) and the local model that reads mail in. */
const mailModule = new ContainerModule(({ bind }) => {
  singleton(bind, BFF_TOKENS.mailTransport, (get) => createMailTransport(get(BFF_TOKENS.config)));
  singleton(bind, TOKENS.mailer, (get) =>
    createMailer({ config: get(BFF_TOKENS.config), outbox: get(TOKENS.outbox), transport: get(BFF_TOKENS.mailTransport) }),
  );
  singleton(bind, TOKENS.mailReader, (get) => {
    const config = get(BFF_TOKENS.config);
    return config.ollamaHost ? new ModelMailReader({ host: config.ollamaHost, model: config.ollamaModel }) : null;
  });
});

/** Reading uploaded documents, sealing what they were read as, and the files and PDFs the product writes. */
const documentsModule = new ContainerModule(({ bind }) => {
  singleton(bind, TOKENS.extractor, (get) => {
    const config = get(BFF_TOKENS.config);
    return createDocumentExtractor({
      ...(config.ollamaHost ? { ollamaHost: config.ollamaHost } : {}),
      ollamaModel: config.ollamaModel,
      ollamaVisionModel: config.ollamaVisionModel,
      maxBytes: config.uploadMaxBytes,
      ...(config.extractionTimeoutMs ? { timeoutMs: config.extractionTimeoutMs } : {}),
      ...(config.extractionWorkerMemoryMb ? { maxWorkerMemoryMb: config.extractionWorkerMemoryMb } : {}),
      logger: get(BFF_TOKENS.logger),
    });
  });
  singleton(bind, TOKENS.lossRuns, () => ({ read: (bytes: Uint8Array) => readLossRun(bytes) }));
  singleton(bind, TOKENS.seal, (get) => new HmacCellSeal(get(BFF_TOKENS.config).sessionSecret));
  singleton(bind, TOKENS.scheduleFiles, () => new ReportScheduleFiles());
  singleton(bind, TOKENS.certificates, () => new PdfCertificateRenderer());
  singleton(bind, TOKENS.proposals, () => new PdfProposalRenderer());
});

/** The firm's own sign-in for staff: LDAP / Active Directory and OpenID Connect, each null when not configured. */
const directoryModule = new ContainerModule(({ bind }) => {
  singleton(bind, TOKENS.directory, (get) => {
    const { ldap } = get(BFF_TOKENS.config);
    return ldap ? { authenticator: new LdaptsDirectory(ldap.options), policy: ldap.policy } : null;
  });
  singleton(bind, TOKENS.oidc, (get) => {
    const config = get(BFF_TOKENS.config);
    if (!config.oidc) return null;
    const redirectUri = publicLink(config, OIDC_CALLBACK_PATH);
    return { signIn: new OpenIdClientSignIn({ ...config.oidc, redirectUri }), policy: config.oidc.policy };
  });
});

/** The background jobs' queue in the database, and the jobs that failed. */
const jobsModule = new ContainerModule(({ bind }) => {
  singleton(bind, TOKENS.jobs, (get) => guarded(new PgJobQueue(get(BFF_TOKENS.knex))));
  singleton(bind, TOKENS.failedJobs, (get) => guarded(new PgFailedJobs(get(BFF_TOKENS.knex))));
});

/** The adapter families every container loads, beside what the process was started with. */
const MODULES = [
  settingsModule,
  accountsModule,
  postgresModule,
  cachesModule,
  liveModule,
  mailModule,
  documentsModule,
  directoryModule,
  jobsModule,
];

/** The container of a bff process: every adapter family, on this configuration, pool and logger. */
export function createContainer(config: Config, db: Knex, logger: Logger): Container {
  const container = new Container();
  container.load(startedWith(config, db, logger), ...MODULES);
  return container;
}

/** A child of `parent` in which each given port is rebound to the value given for it, as a test puts a fake in place. */
export function withRebound(parent: Container, rebound: Partial<Services>): Container {
  const child = new Container({ parent });
  for (const [key, value] of Object.entries(rebound) as [keyof Services, unknown][]) {
    if (value !== undefined) child.bind<unknown>(SERVICE_TOKENS[key]).toConstantValue(value);
  }
  return child;
}

/** Every token a bff container binds: core's ports and the bff's own pieces. */
const EVERY_TOKEN: readonly Token<unknown>[] = [...Object.values(TOKENS), ...Object.values(BFF_TOKENS)];

/**
 * Resolves every token once and hands out the routes' ports. Called as the process starts, so a token left
 * unbound (or an adapter that cannot be built) stops the start with the token's name, before any request.
 */
export function resolveServices(container: Container): Services {
  for (const token of EVERY_TOKEN) resolve(container, token);
  const entries = Object.entries(SERVICE_TOKENS).map(([key, token]: [string, Token<unknown>]) => [key, resolve(container, token)]);
  return Object.fromEntries(entries) as Services;
}

function resolve<T>(container: Container, token: Token<T>): T {
  try {
    return container.get<T>(token);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The container cannot resolve ${token.description}: ${reason}`, { cause: error });
  }
}
