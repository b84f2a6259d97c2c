import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_MAX_ATTACHMENTS } from '@workbench/core';
import { DEFAULT_OLLAMA_MODEL, DEFAULT_OLLAMA_VISION_MODEL } from '@workbench/adapters/documents/models.ts';
import { loadLdapConfig, loadOidcConfig, type LdapConfig, type OidcConfig } from './directory-config.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  /** postgres://...; null means the embedded PGlite under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  sessionSecret: string;
  /**
   * Secrets that signed session cookies before SESSION_SECRET was changed (SESSION_PREVIOUS_SECRETS, comma-separated):
   * their cookies are still accepted and re-signed with the current one, so a rotation signs no one out.
   */
  previousSessionSecrets?: string[];
  smtpUrl: string | null;
  mailFrom: string;
  /** The local model server (OLLAMA_HOST); null: no model, documents are read by the built-in rules alone. */
  ollamaHost: string | null;
  ollamaModel: string;
  ollamaVisionModel: string;
  logLevel: LogLevel;
  uploadMaxBytes: number;
  /** Largest sum of the files attached to one message (MESSAGE_MAX_BYTES, default 25 MB). */
  messageMaxBytes: number;
  /** Port of the SMTP listener taking submission mail the firm's mail server forwards (INTAKE_SMTP_PORT); null: off. */
  intakeSmtpPort?: number | null;
  /** Most attachments kept from one intake mail (INTAKE_MAX_ATTACHMENTS, default 20); the others are listed as dropped. */
  intakeMaxAttachments?: number;
  /** The shared mailbox polled for submission mail (INTAKE_IMAP_URL, imap:// or imaps:// with user and password); null: off. */
  intakeImapUrl?: string | null;
  /** Its folder to take mail from (INTAKE_IMAP_MAILBOX, default INBOX) and the one taken mail moves to (INTAKE_IMAP_DONE_MAILBOX, default Taken). */
  intakeImapMailbox?: string;
  intakeImapDoneMailbox?: string;
  /** Seconds between two looks at the mailbox (INTAKE_IMAP_POLL_SECONDS, default 60). */
  intakeImapPollSeconds?: number;
  /** A renewed premium moving by more than this percentage of the last one is flagged (RENEWAL_PREMIUM_CHANGE_PERCENT, default 10). */
  renewalPremiumChangePercent?: number;
  /**
   * The largest annual premium a broker binds alone, in dollars (BIND_AUTHORITY_LIMIT, default 250000); above
   * it binding needs a broker manager. One limit for the firm, set by the operator.
   */
  bindAuthorityLimit?: number;
  /** How many days before expiry a renewal decision is overdue (RENEWAL_DECISION_DAYS, default 30). */
  renewalDecisionDays?: number;
  /** Where received files wait while their request is handled (UPLOAD_TMP_DIR, default the OS temp dir). */
  uploadTmpDir: string;
  /** Honour X-Forwarded-* headers (set when behind a TLS-terminating proxy). */
  trustProxy: boolean;
  /**
   * The address users reach the app at (PUBLIC_URL, e.g. `https://workbench.example.com`, no trailing slash):
   * every link in a mail starts with it. null in development: links start with `http://localhost:${port}`.
   */
  publicUrl: string | null;
  /**
   * Host names a request may name (Host, or X-Forwarded-Host behind a trusted proxy), lower case, each
   * `name` (any port) or `name:port`: PUBLIC_URL's host plus ALLOWED_HOSTS; without PUBLIC_URL, the
   * loopback names plus ALLOWED_HOSTS.
   */
  allowedHosts: string[];
  /** The built SPA; served when the directory exists. */
  webDist: string;
  /**
   * Seed the demo accounts (with their published passwords), clients and submissions into an empty database
   * (DEMO_DATA; default true, false when NODE_ENV=production). Without it, the first start creates one
   * administrator instead.
   */
  demoData: boolean;
  /** The first administrator of an installation without demo data (ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD). */
  administrator: { username?: string; email?: string; password?: string };
  /** false (READ_CACHE=off) answers every read from the database; default on. */
  readCache?: boolean;
  /**
   * true (CHECK_ANSWERS=on) checks every answer of a contract endpoint against its declared schema and fails
   * the request when it differs: the tests run so, production does not pay for it.
   */
  checkAnswers?: boolean;
  /** Pause between outbox delivery rounds while SMTP works (OUTBOX_RETRY_MS, default 60 s); doubles after each failure. */
  outboxRetryMs?: number;
  /** Time limit per document: parsing, and each local-model call (EXTRACTION_TIMEOUT_MS, default 60 s). */
  extractionTimeoutMs?: number;
  /** Heap limit of each parser worker thread (EXTRACTION_WORKER_MEMORY_MB, default 1024): a document needing more is refused with 413. */
  extractionWorkerMemoryMb?: number;
  /** Staff sign in with the firm's LDAP / Active Directory credentials (LDAP_URL and the other LDAP_*); null: off. */
  ldap?: LdapConfig | null;
  /** Staff sign in at the firm's OpenID Connect provider (OIDC_ISSUER and the other OIDC_*); null: off. */
  oidc?: OidcConfig | null;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const DEFAULT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
const DEFAULT_OUTBOX_RETRY_MS = 60_000;
const DEFAULT_EXTRACTION_TIMEOUT_MS = 60_000;
const DEFAULT_EXTRACTION_WORKER_MEMORY_MB = 1024;
const SECRET_FILE = 'session-secret';
const MIN_SECRET_LENGTH = 32;

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the environment. Every bad value is reported at once, each with the variable's name,
 * so an operator fixes them in one go. Fails with ConfigError.
 */
/** The premium up to which a broker binds without a broker manager, unless BIND_AUTHORITY_LIMIT says otherwise. */
export const DEFAULT_BIND_AUTHORITY_LIMIT = 250_000;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const port = integer(text('PORT'), 3000, 'PORT', { min: 0, max: 65535 }, problems);
  const uploadMaxBytes = integer(text('UPLOAD_MAX_BYTES'), DEFAULT_UPLOAD_MAX_BYTES, 'UPLOAD_MAX_BYTES', { min: 1 }, problems);
  const messageMaxBytes = integer(text('MESSAGE_MAX_BYTES'), DEFAULT_UPLOAD_MAX_BYTES, 'MESSAGE_MAX_BYTES', { min: 1 }, problems);
  const renewalPremiumChangePercent = integer(
    text('RENEWAL_PREMIUM_CHANGE_PERCENT'),
    10,
    'RENEWAL_PREMIUM_CHANGE_PERCENT',
    { min: 0, max: 1000 },
    problems,
  );
  const bindAuthorityLimit = integer(
    text('BIND_AUTHORITY_LIMIT'),
    DEFAULT_BIND_AUTHORITY_LIMIT,
    'BIND_AUTHORITY_LIMIT',
    { min: 0 },
    problems,
  );
  const renewalDecisionDays = integer(text('RENEWAL_DECISION_DAYS'), 30, 'RENEWAL_DECISION_DAYS', { min: 0, max: 365 }, problems);
  const outboxRetryMs = integer(text('OUTBOX_RETRY_MS'), DEFAULT_OUTBOX_RETRY_MS, 'OUTBOX_RETRY_MS', { min: 100 }, problems);
  const extractionTimeoutMs = integer(
    text('EXTRACTION_TIMEOUT_MS'),
    DEFAULT_EXTRACTION_TIMEOUT_MS,
    'EXTRACTION_TIMEOUT_MS',
    { min: 100 },
    problems,
  );
  const extractionWorkerMemoryMb = integer(
    text('EXTRACTION_WORKER_MEMORY_MB'),
    DEFAULT_EXTRACTION_WORKER_MEMORY_MB,
    'EXTRACTION_WORKER_MEMORY_MB',
    { min: 32 },
    problems,
  );

  const databaseUrl = text('DATABASE_URL') ?? null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)');
  }

  const intakeSmtpPortText = text('INTAKE_SMTP_PORT');
  const intakeSmtpPort =
    intakeSmtpPortText === undefined ? null : integer(intakeSmtpPortText, 0, 'INTAKE_SMTP_PORT', { min: 1, max: 65535 }, problems);
  const intakeImapUrl = text('INTAKE_IMAP_URL') ?? null;
  if (intakeImapUrl && !/^imaps?:\/\/[^@/]+@[^/]+/.test(intakeImapUrl)) {
    problems.push('INTAKE_IMAP_URL must be imap:// or imaps:// with the mailbox user and password (imaps://user:password@host)');
  }
  const intakeImapPollSeconds = integer(
    text('INTAKE_IMAP_POLL_SECONDS'),
    60,
    'INTAKE_IMAP_POLL_SECONDS',
    { min: 5, max: 86_400 },
    problems,
  );
  const intakeMaxAttachments = integer(
    text('INTAKE_MAX_ATTACHMENTS'),
    DEFAULT_MAX_ATTACHMENTS,
    'INTAKE_MAX_ATTACHMENTS',
    { min: 1, max: 500 },
    problems,
  );

  const smtpUrl = text('SMTP_URL') ?? null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL (leave it unset to keep mail in the outbox)');
  }

  const mailFrom = text('MAIL_FROM') ?? 'Workbench <no-reply@workbench.local>';
  if (!/[^\s@<]+@[^\s@>]+/.test(mailFrom)) problems.push(`MAIL_FROM must contain an email address, got "${mailFrom}"`);

  const ollamaHost = text('OLLAMA_HOST') ?? null;
  if (ollamaHost && !isHttpUrl(ollamaHost)) problems.push(`OLLAMA_HOST must be an http:// or https:// URL, got "${ollamaHost}"`);

  const logLevel = (text('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  const trustProxy = boolean(text('TRUST_PROXY'), false, 'TRUST_PROXY', problems);
  const demoData = boolean(text('DEMO_DATA'), text('NODE_ENV') !== 'production', 'DEMO_DATA', problems);
  const administrator = {
    ...(text('ADMIN_USERNAME') ? { username: text('ADMIN_USERNAME') } : {}),
    ...(text('ADMIN_EMAIL') ? { email: text('ADMIN_EMAIL') } : {}),
    ...(env.ADMIN_PASSWORD ? { password: env.ADMIN_PASSWORD } : {}),
  };
  if (administrator.password !== undefined && administrator.password.length < 12) {
    problems.push('ADMIN_PASSWORD must be at least 12 characters (leave it unset to have one generated and shown once in the log)');
  }
  const publicUrl = siteAddress(text('PUBLIC_URL'), problems);
  const extraHosts = hostList(text('ALLOWED_HOSTS'), problems);

  const sessionSecret = text('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < MIN_SECRET_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters (leave it unset to generate one)`);
  }
  const previousSessionSecrets = (text('SESSION_PREVIOUS_SECRETS') ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (previousSessionSecrets.some((secret) => secret.length < MIN_SECRET_LENGTH)) {
    problems.push(`Each of SESSION_PREVIOUS_SECRETS must be at least ${MIN_SECRET_LENGTH} characters`);
  }

  const ldap = loadLdapConfig(env, problems);
  const oidc = loadOidcConfig(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(text('DATA_DIR') ?? './.data');
  return {
    port,
    databaseUrl,
    dataDir,
    sessionSecret: sessionSecret ?? persistedSecret(dataDir),
    previousSessionSecrets,
    smtpUrl,
    mailFrom,
    ollamaHost,
    ollamaModel: text('OLLAMA_MODEL') ?? DEFAULT_OLLAMA_MODEL,
    ollamaVisionModel: text('OLLAMA_VISION_MODEL') ?? DEFAULT_OLLAMA_VISION_MODEL,
    logLevel: logLevel as LogLevel,
    uploadMaxBytes,
    messageMaxBytes,
    intakeSmtpPort,
    intakeMaxAttachments,
    intakeImapUrl,
    intakeImapMailbox: text('INTAKE_IMAP_MAILBOX') ?? 'INBOX',
    intakeImapDoneMailbox: text('INTAKE_IMAP_DONE_MAILBOX') ?? 'Taken',
    intakeImapPollSeconds,
    renewalPremiumChangePercent,
    bindAuthorityLimit,
    renewalDecisionDays,
    uploadTmpDir: resolve(text('UPLOAD_TMP_DIR') ?? tmpdir()),
    trustProxy,
    publicUrl,
    allowedHosts: [...new Set([...(publicUrl ? [new URL(publicUrl).host] : LOOPBACK_HOSTS), ...extraHosts])],
    webDist: resolve(text('WEB_DIST') ?? 'web/dist'),
    demoData,
    administrator,
    ...(text('READ_CACHE') === 'off' ? { readCache: false } : {}),
    ...(text('CHECK_ANSWERS') === 'on' ? { checkAnswers: true } : {}),
    outboxRetryMs,
    extractionTimeoutMs,
    extractionWorkerMemoryMb,
    ldap,
    oidc,
  };
}

/** The secret kept in DATA_DIR, created on first start so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_SECRET_LENGTH) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function integer(
  raw: string | undefined,
  fallback: number,
  name: string,
  range: { min?: number; max?: number },
  problems: string[],
): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  const { min = -Infinity, max = Infinity } = range;
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    const bounds = max === Infinity ? `at least ${min}` : `between ${min} and ${max}`;
    problems.push(`${name} must be a whole number ${bounds}, got "${raw}"`);
    return fallback;
  }
  return value;
}

function boolean(raw: string | undefined, fallback: boolean, name: string, problems: string[]): boolean {
  if (raw === undefined) return fallback;
  const value = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  problems.push(`${name} must be true or false, got "${raw}"`);
  return fallback;
}

/** Without PUBLIC_URL only a browser on this machine may reach the app, under any port. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** PUBLIC_URL: an http(s) address of the site's root, kept without the trailing slash. */
function siteAddress(raw: string | undefined, problems: string[]): string | null {
  if (raw === undefined) return null;
  const problem = `PUBLIC_URL must be the http:// or https:// address of the site's root, such as https://workbench.example.com, got "${raw}"`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(problem);
    return null;
  }
  const rootOnly = (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password;
  if (!['http:', 'https:'].includes(url.protocol) || !rootOnly) {
    problems.push(problem);
    return null;
  }
  return url.origin;
}

const HOST_ENTRY = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

/** ALLOWED_HOSTS: comma-separated `name` or `name:port` entries. */
function hostList(raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined) return [];
  const entries = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const bad = entries.filter((entry) => !HOST_ENTRY.test(entry));
  if (bad.length > 0)
    problems.push(`ALLOWED_HOSTS must be a comma-separated list of host names, each optionally with :port, got "${bad.join('", "')}"`);
  return entries.filter((entry) => HOST_ENTRY.test(entry));
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
