import type { DocumentExtractor } from './documents/ports.ts';
import type { LearnedMappingStore } from './documents/mapping.ts';
import type { InsightsQuery } from './insights/ports.ts';
import type { LossRunReader } from './loss-runs/ports.ts';
import type { MailReader } from './intake/ports.ts';
import type { FailedJobs, JobQueue } from './jobs/index.ts';
import type { Mailer, Outbox } from './notifications/ports.ts';
import type { ProposalRenderer, ScheduleFiles } from './placement/ports.ts';
import type { CertificateRenderer } from './policies/ports.ts';
import type { ReportDownloadLog, ReportSource } from './reports/ports.ts';
import type { CellSeal } from './submissions/sources.ts';
import type { DirectoryAuthenticator, DirectoryPolicy, OidcSignIn } from './users/directory.ts';
import type { PasswordHasher, SecretTokens } from './users/ports.ts';
import type { LoginAttemptStore, SessionStore } from './users/sessions.ts';
import type { SavedViewRepository } from './views/ports.ts';
import type { ChangeFeed, DataWatch, Readiness } from './shared/data-changes.ts';
import type { Clock } from './shared/ports.ts';
import type { UnitOfWork } from './repositories.ts';

declare const port: unique symbol;

/**
 * The name a port is bound under in the bff's container: a plain symbol that also carries the port's type,
 * so the compiler checks what is bound to it and what is resolved from it. The type exists only for the
 * compiler; at run time a token is the symbol alone.
 */
export type Token<T> = symbol & { readonly [port]?: T };

/** A new token for a port of type `T`, described by `name`. */
export const defineToken = <T>(name: string): Token<T> => Symbol(name) as Token<T>;
const token = defineToken;

/**
 * The ports the adapters are bound to, one token each. The keys are the names the bff's routes and use
 * cases know the ports by; each symbol's description is the port's type name, which is what a missing
 * binding is reported as.
 */
export const TOKENS = {
  uow: token<UnitOfWork>('UnitOfWork'),
  clock: token<Clock>('Clock'),
  /** Whether the database answers, for the readiness probe. */
  database: token<Readiness>('Readiness'),
  dataWatch: token<DataWatch>('DataWatch'),
  changes: token<ChangeFeed>('ChangeFeed'),
  hasher: token<PasswordHasher>('PasswordHasher'),
  tokens: token<SecretTokens>('SecretTokens'),
  sessions: token<SessionStore>('SessionStore'),
  attempts: token<LoginAttemptStore>('LoginAttemptStore'),
  mailer: token<Mailer>('Mailer'),
  outbox: token<Outbox>('Outbox'),
  /** Null when no local model reads incoming mail. */
  mailReader: token<MailReader | null>('MailReader'),
  extractor: token<DocumentExtractor>('DocumentExtractor'),
  lossRuns: token<LossRunReader>('LossRunReader'),
  certificates: token<CertificateRenderer>('CertificateRenderer'),
  proposals: token<ProposalRenderer>('ProposalRenderer'),
  scheduleFiles: token<ScheduleFiles>('ScheduleFiles'),
  mappings: token<LearnedMappingStore>('LearnedMappingStore'),
  seal: token<CellSeal>('CellSeal'),
  reports: token<ReportSource>('ReportSource'),
  downloads: token<ReportDownloadLog>('ReportDownloadLog'),
  views: token<SavedViewRepository>('SavedViewRepository'),
  insights: token<InsightsQuery>('InsightsQuery'),
  /** Null when the firm has no LDAP / Active Directory configured. */
  directory: token<{ authenticator: DirectoryAuthenticator; policy: DirectoryPolicy } | null>('DirectoryAuthenticator'),
  /** Null when the firm has no OpenID Connect provider configured. */
  oidc: token<{ signIn: OidcSignIn; policy: DirectoryPolicy } | null>('OidcSignIn'),
  jobs: token<JobQueue>('JobQueue'),
  failedJobs: token<FailedJobs>('FailedJobs'),
} as const;
