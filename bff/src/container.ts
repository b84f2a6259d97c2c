import { randomUUID } from 'node:crypto';
import {
  TOKENS,
  systemClock,
  type Clock,
  type DocumentExtractor,
  type IdGenerator,
  type LoginAttemptStore,
  type Mailer,
  type Outbox,
  type PasswordHasher,
  type SecretTokens,
  type SessionStore,
  type UnitOfWork,
} from '@workbench/core';
import { createDocumentExtractor } from '@workbench/adapters/documents/index.ts';
import {
  PgChangeFeed,
  PgLoginAttemptStore,
  PgOutbox,
  PgSessionStore,
  PgUnitOfWork,
  guarded,
  type ChangeFeed,
} from '@workbench/adapters/postgres/index.ts';
import { Container } from 'inversify';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { MailTransport } from '@workbench/adapters/smtp/index.ts';
import { createMailer, createMailTransport } from './mailer.ts';
import { argon2Hasher } from './password-hasher.ts';
import { secretTokens } from './secret-tokens.ts';
import { publicLink } from './http/public-url.ts';
import { CachedSessionStore } from './cache/cached-session-store.ts';
import { ChangeTrackingUnitOfWork } from './cache/change-tracking-unit-of-work.ts';
import { DataVersion } from './cache/data-version.ts';
import { ReadCache } from './cache/read-cache.ts';

/** Tokens the bff adds for its own wiring (the core's TOKENS name the ports). */
export const BFF_TOKENS = {
  Database: Symbol.for('Database'),
  MailTransport: Symbol.for('MailTransport'),
  ChangeFeed: Symbol.for('ChangeFeed'),
  DataVersion: Symbol.for('DataVersion'),
} as const;

export interface ContainerOptions {
  config: Config;
  db: Knex;
  logger: Logger;
  /** Replace single bindings, e.g. a fake Mailer or extractor in a test. */
  overrides?: Partial<{
    mailer: Mailer;
    mailTransport: MailTransport | null;
    extractor: DocumentExtractor;
    hasher: PasswordHasher;
    clock: Clock;
  }>;
}

/** Wires every port of the core to its adapter. No decorators: constants and factories only. */
export function createContainer({ config, db, logger, overrides = {} }: ContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<Config>(TOKENS.Config).toConstantValue(config);
  container.bind<Logger>(TOKENS.Logger).toConstantValue(logger);
  container.bind<Knex>(BFF_TOKENS.Database).toConstantValue(db);
  container.bind<Clock>(TOKENS.Clock).toConstantValue(overrides.clock ?? systemClock);
  container.bind<IdGenerator>(TOKENS.IdGenerator).toConstantValue({ next: () => randomUUID() });
  container.bind<PasswordHasher>(TOKENS.PasswordHasher).toConstantValue(overrides.hasher ?? argon2Hasher);
  container.bind<SecretTokens>(TOKENS.SecretTokens).toConstantValue(secretTokens);
  container.bind<ChangeFeed>(BFF_TOKENS.ChangeFeed).toDynamicValue((ctx) => PgChangeFeed.for(ctx.get<Knex>(BFF_TOKENS.Database)));
  container.bind<DataVersion>(BFF_TOKENS.DataVersion).toDynamicValue((ctx) => {
    const version = new DataVersion(ctx.get<ChangeFeed>(BFF_TOKENS.ChangeFeed));
    version.watch(ctx.get<Knex>(BFF_TOKENS.Database));
    return version;
  });
  container
    .bind<UnitOfWork>(TOKENS.UnitOfWork)
    .toDynamicValue(
      (ctx) => new ChangeTrackingUnitOfWork(new PgUnitOfWork(ctx.get<Knex>(BFF_TOKENS.Database)), ctx.get<DataVersion>(BFF_TOKENS.DataVersion)),
    );
  container
    .bind<SessionStore>(TOKENS.SessionStore)
    .toDynamicValue(
      (ctx) => new CachedSessionStore(guarded(new PgSessionStore(ctx.get<Knex>(BFF_TOKENS.Database))), ctx.get<ChangeFeed>(BFF_TOKENS.ChangeFeed)),
    );
  container
    .bind<LoginAttemptStore>(TOKENS.LoginAttemptStore)
    .toDynamicValue((ctx) => guarded(new PgLoginAttemptStore(ctx.get<Knex>(BFF_TOKENS.Database))));
  container.bind<Outbox>(TOKENS.Outbox).toDynamicValue((ctx) => guarded(new PgOutbox(ctx.get<Knex>(BFF_TOKENS.Database))));
  container.bind<MailTransport | null>(BFF_TOKENS.MailTransport).toConstantValue(overrides.mailTransport ?? createMailTransport(config));
  container.bind<Mailer>(TOKENS.Mailer).toDynamicValue(
    (ctx) =>
      overrides.mailer ??
      createMailer({ config, outbox: ctx.get<Outbox>(TOKENS.Outbox), transport: ctx.get<MailTransport | null>(BFF_TOKENS.MailTransport) }),
  );
  container.bind<DocumentExtractor>(TOKENS.DocumentExtractor).toDynamicValue(
    () =>
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
  );
  return container;
}

/** The ports the routes use, resolved once. */
export interface Services {
  config: Config;
  logger: Logger;
  db: Knex;
  uow: UnitOfWork;
  clock: Clock;
  hasher: PasswordHasher;
  tokens: SecretTokens;
  /** The absolute address of a path of the web app, for links in mail. */
  linkTo: (path: string) => string;
  sessions: SessionStore;
  attempts: LoginAttemptStore;
  mailer: Mailer;
  /** The mail waiting for delivery, as readiness reports it. */
  outbox: Outbox;
  extractor: DocumentExtractor;
  /** Moves on every write, per table; cached reads are only served while what they read from stands still. */
  version: DataVersion;
  /** Tells the other bff processes about writes and ended sessions; close it on shutdown. */
  changes: ChangeFeed;
  /** The list and detail answers kept until a write to what they read (READ_CACHE=off turns it off). */
  reads: ReadCache;
}

export function resolveServices(container: Container): Services {
  const config = container.get<Config>(TOKENS.Config);
  const version = container.get<DataVersion>(BFF_TOKENS.DataVersion);
  return {
    config,
    logger: container.get<Logger>(TOKENS.Logger),
    db: container.get<Knex>(BFF_TOKENS.Database),
    uow: container.get<UnitOfWork>(TOKENS.UnitOfWork),
    clock: container.get<Clock>(TOKENS.Clock),
    hasher: container.get<PasswordHasher>(TOKENS.PasswordHasher),
    tokens: container.get<SecretTokens>(TOKENS.SecretTokens),
    linkTo: (path) => publicLink(config, path),
    sessions: container.get<SessionStore>(TOKENS.SessionStore),
    attempts: container.get<LoginAttemptStore>(TOKENS.LoginAttemptStore),
    mailer: container.get<Mailer>(TOKENS.Mailer),
    outbox: container.get<Outbox>(TOKENS.Outbox),
    extractor: container.get<DocumentExtractor>(TOKENS.DocumentExtractor),
    version,
    changes: container.get<ChangeFeed>(BFF_TOKENS.ChangeFeed),
    reads: new ReadCache(version, config.readCache !== false),
  };
}
