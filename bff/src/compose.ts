import {
  liveCounts,
  systemClock,
  type CellSeal,
  type CertificateRenderer,
  type ChangeFeed,
  type Clock,
  type DocumentExtractor,
  type LearnedMappingStore,
  type LoginAttemptStore,
  type MailReader,
  type Mailer,
  type Outbox,
  type PasswordHasher,
  type ProposalRenderer,
  type ScheduleFiles,
  type SecretTokens,
  type Readiness,
  type ReportDownloadLog,
  type ReportSource,
  type SavedViewRepository,
  type SessionStore,
  type UnitOfWork,
  type InsightsQuery,
  type DirectoryAuthenticator,
  type DirectoryPolicy,
  type OidcSignIn,
  type FailedJobs,
  type JobQueue,
} from '@workbench/core';
import { LdaptsDirectory } from '@workbench/adapters/ldap/ldapts-directory.ts';
import { OpenIdClientSignIn } from '@workbench/adapters/oidc/openid-client-sign-in.ts';
import { createDocumentExtractor } from '@workbench/adapters/documents/index.ts';
import { HmacCellSeal } from '@workbench/adapters/documents/hmac-cell-seal.ts';
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
import type { MailTransport } from '@workbench/adapters/smtp/index.ts';
import { createMailer, createMailTransport } from './mailer.ts';
import { argon2Hasher } from './password-hasher.ts';
import { secretTokens } from './secret-tokens.ts';
import { publicLink } from './http/public-url.ts';
import { CachedSessionStore } from './cache/cached-session-store.ts';
import { ChangeTrackingUnitOfWork } from './cache/change-tracking-unit-of-work.ts';
import { DataVersion } from './cache/data-version.ts';
import { ReadCache } from './cache/read-cache.ts';
import { LiveHub } from './live/live-hub.ts';

/** Where the OpenID Connect provider sends the browser back; register this address with the provider. */
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

/** Adapters a test may put in place of the real ones. */
export interface Overrides {
  mailer: Mailer;
  mailTransport: MailTransport | null;
  extractor: DocumentExtractor;
  hasher: PasswordHasher;
  clock: Clock;
}

/** The ports the routes use, each built once by `compose`. */
export interface Services {
  config: Config;
  logger: Logger;
  /** Whether the database answers, for the readiness probe. */
  database: Readiness;
  uow: UnitOfWork;
  clock: Clock;
  hasher: PasswordHasher;
  tokens: SecretTokens;
  /** The absolute address of a path of the web app, for links in mail. */
  linkTo: (path: string) => string;
  sessions: SessionStore;
  attempts: LoginAttemptStore;
  mailer: Mailer;
  /** How mail leaves the process; null when SMTP is not configured and mail waits in the outbox. */
  mailTransport: MailTransport | null;
  /** The mail waiting for delivery, as readiness reports it. */
  outbox: Outbox;
  /** The local model as a reader of incoming mail (OLLAMA_HOST); null: the intake guesses by its rules alone. */
  mailReader: MailReader | null;
  extractor: DocumentExtractor;
  /** Lays out certificates of insurance as PDFs. */
  certificates: CertificateRenderer;
  /** Lays out client proposals as PDFs. */
  proposals: ProposalRenderer;
  /** The largest premium a broker binds alone (a broker manager binds any). */
  bindAuthorityLimit: number;
  /** Writes the schedule a carrier's package carries. */
  scheduleFiles: ScheduleFiles;
  /** The firm's learned column mappings for uploaded schedules. */
  mappings: LearnedMappingStore;
  /** Signs the cells a customer's upload was read as, so their sources come back unforged. */
  seal: CellSeal;
  /** How many connections the database pool opens at most: work that must not take them all sizes its share from it. */
  poolSize: number;
  /** Moves on every write, per area of the data; cached reads are only served while what they read from stands still. */
  version: DataVersion;
  /** Tells the other bff processes about writes and ended sessions; close it on shutdown. */
  changes: ChangeFeed;
  /** The list and detail answers kept until a write to what they read (READ_CACHE=off turns it off). */
  reads: ReadCache;
  /** The live streams of the signed-in screens: badge counts and what changed. */
  live: LiveHub;
  /** The reports' lines, read a batch at a time. */
  reports: ReportSource;
  /** The reports each person downloaded. */
  downloads: ReportDownloadLog;
  /** Saved views of the submissions list, and what each person follows. */
  views: SavedViewRepository;
  /** The book's figures for the Insights page, computed in the database. */
  insights: InsightsQuery;
  /** The firm's LDAP / Active Directory for staff sign-in; null when not configured. */
  directory: { authenticator: DirectoryAuthenticator; policy: DirectoryPolicy } | null;
  /** The firm's OpenID Connect provider for staff sign-in; null when not configured. */
  oidc: { signIn: OidcSignIn; policy: DirectoryPolicy } | null;
  /** Background work on the database's queue, outside any transaction (a received e-mail to take in). */
  jobs: JobQueue;
  /** The background jobs that failed their last attempt, for broker managers to see and retry. */
  failedJobs: FailedJobs;
}

/**
 * The composition root: builds every adapter once and hands each port to what needs it, in the order they
 * depend on each other. Plain calls rather than a container, so a reader sees the whole graph here and the
 * compiler checks every edge of it.
 */
export function compose(config: Config, db: Knex, logger: Logger, overrides: Partial<Overrides> = {}): Services {
  const changes = PgChangeFeed.for(db);
  const version = new DataVersion(changes, new PgDataWatch(db));
  const outbox = guarded(new PgOutbox(db));
  const mailTransport = overrides.mailTransport ?? createMailTransport(config);
  const uow = new ChangeTrackingUnitOfWork(new PgUnitOfWork(db), version);
  const clock = overrides.clock ?? systemClock;
  return {
    config,
    logger,
    database: pgReadiness(db),
    poolSize: (db.client.config as Knex.Config).pool?.max ?? 10,
    uow,
    clock,
    hasher: overrides.hasher ?? argon2Hasher,
    tokens: secretTokens,
    linkTo: (path) => publicLink(config, path),
    sessions: new CachedSessionStore(guarded(new PgSessionStore(db)), changes),
    attempts: guarded(new PgLoginAttemptStore(db)),
    mailer: overrides.mailer ?? createMailer({ config, outbox, transport: mailTransport }),
    mailTransport,
    outbox,
    mailReader: config.ollamaHost ? new ModelMailReader({ host: config.ollamaHost, model: config.ollamaModel }) : null,
    extractor:
      overrides.extractor ??
      createDocumentExtractor({
        ...(config.ollamaHost ? { ollamaHost: config.ollamaHost } : {}),
        ollamaModel: config.ollamaModel,
        ollamaVisionModel: config.ollamaVisionModel,
        maxBytes: config.uploadMaxBytes,
        ...(config.extractionTimeoutMs ? { timeoutMs: config.extractionTimeoutMs } : {}),
        ...(config.extractionWorkerMemoryMb ? { maxWorkerMemoryMb: config.extractionWorkerMemoryMb } : {}),
        logger,
      }),
    certificates: new PdfCertificateRenderer(),
    proposals: new PdfProposalRenderer(),
    bindAuthorityLimit: config.bindAuthorityLimit ?? DEFAULT_BIND_AUTHORITY_LIMIT,
    scheduleFiles: new ReportScheduleFiles(),
    mappings: guarded(new PgLearnedMappingStore(db)),
    seal: new HmacCellSeal(config.sessionSecret),
    version,
    changes,
    reads: new ReadCache(version, config.readCache !== false),
    live: new LiveHub(liveCounts({ uow, clock }), version, logger),
    reports: new PgReportSource(db),
    downloads: guarded(new PgReportDownloadLog(db)),
    views: guarded(new PgSavedViewRepository(db)),
    insights: guarded(new PgInsights(db)),
    directory: config.ldap ? { authenticator: new LdaptsDirectory(config.ldap.options), policy: config.ldap.policy } : null,
    oidc: config.oidc
      ? {
          signIn: new OpenIdClientSignIn({ ...config.oidc, redirectUri: publicLink(config, OIDC_CALLBACK_PATH) }),
          policy: config.oidc.policy,
        }
      : null,
    jobs: guarded(new PgJobQueue(db)),
    failedJobs: guarded(new PgFailedJobs(db)),
  };
}
