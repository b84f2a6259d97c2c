import {
  TOKENS,
  defineToken as token,
  type CellSeal,
  type CertificateRenderer,
  type ChangeFeed,
  type Clock,
  type DirectoryAuthenticator,
  type DirectoryPolicy,
  type DocumentExtractor,
  type FailedJobs,
  type InsightsQuery,
  type JobQueue,
  type LearnedMappingStore,
  type LoginAttemptStore,
  type LossRunReader,
  type MailReader,
  type Mailer,
  type OidcSignIn,
  type Outbox,
  type PasswordHasher,
  type ProposalRenderer,
  type Readiness,
  type ReportDownloadLog,
  type ReportSource,
  type SavedViewRepository,
  type ScheduleFiles,
  type SecretTokens,
  type SessionStore,
  type Token,
  type UnitOfWork,
} from '@workbench/core';
import type { MailTransport } from '@workbench/adapters/smtp/index.ts';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { DataVersion } from './cache/data-version.ts';
import type { ReadCache } from './cache/read-cache.ts';
import type { Config } from './config.ts';
import type { LiveHub } from './live/live-hub.ts';

/** Where the OpenID Connect provider sends the browser back; register this address with the provider. */
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

/** The ports the routes use, each resolved once from the container (bff/src/container.ts). */
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
  /** Reads carriers' loss runs into claims. */
  lossRuns: LossRunReader;
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

/** The bff's own pieces, bound beside core's ports: what the process was started with and what only the bff builds. */
export const BFF_TOKENS = {
  config: token<Config>('Config'),
  logger: token<Logger>('Logger'),
  /** The knex pool every PostgreSQL adapter shares. */
  knex: token<Knex>('Knex'),
  linkTo: token<(path: string) => string>('LinkTo'),
  mailTransport: token<MailTransport | null>('MailTransport'),
  bindAuthorityLimit: token<number>('BindAuthorityLimit'),
  poolSize: token<number>('PoolSize'),
  version: token<DataVersion>('DataVersion'),
  reads: token<ReadCache>('ReadCache'),
  live: token<LiveHub>('LiveHub'),
} as const;

/** Each of the routes' ports by the token it is bound under; the compiler checks that every one has its token. */
export const SERVICE_TOKENS: { readonly [K in keyof Services]-?: Token<Services[K]> } = {
  config: BFF_TOKENS.config,
  logger: BFF_TOKENS.logger,
  database: TOKENS.database,
  uow: TOKENS.uow,
  clock: TOKENS.clock,
  hasher: TOKENS.hasher,
  tokens: TOKENS.tokens,
  linkTo: BFF_TOKENS.linkTo,
  sessions: TOKENS.sessions,
  attempts: TOKENS.attempts,
  mailer: TOKENS.mailer,
  mailTransport: BFF_TOKENS.mailTransport,
  outbox: TOKENS.outbox,
  mailReader: TOKENS.mailReader,
  extractor: TOKENS.extractor,
  lossRuns: TOKENS.lossRuns,
  certificates: TOKENS.certificates,
  proposals: TOKENS.proposals,
  bindAuthorityLimit: BFF_TOKENS.bindAuthorityLimit,
  scheduleFiles: TOKENS.scheduleFiles,
  mappings: TOKENS.mappings,
  seal: TOKENS.seal,
  poolSize: BFF_TOKENS.poolSize,
  version: BFF_TOKENS.version,
  changes: TOKENS.changes,
  reads: BFF_TOKENS.reads,
  live: BFF_TOKENS.live,
  reports: TOKENS.reports,
  downloads: TOKENS.downloads,
  views: TOKENS.views,
  insights: TOKENS.insights,
  directory: TOKENS.directory,
  oidc: TOKENS.oidc,
  jobs: TOKENS.jobs,
  failedJobs: TOKENS.failedJobs,
};
