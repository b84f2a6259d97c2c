/**
 * What core's use-case tests run on: a fresh in-memory unit of work per test, with one client, and the
 * stand-ins for the ports that are not repositories (clock, password hasher, one-time link secrets, mail).
 * Core cannot import adapters, so these tests live here, one file per context (usecases.*.test.ts).
 */
import { beforeEach } from 'vitest';
import type {
  Actor,
  AppError,
  CoreDeps,
  DocumentSummary,
  Mail,
  NewPolicy,
  PasswordHasher,
  Policy,
  Role,
  SecretTokens,
  SubmissionRecord,
  SubmissionStatus,
  SubmissionSummary,
} from '@workbench/core';
import { OutboxMailer, type MailTransport } from '../smtp/outbox-mailer.ts';
import { aClient, aNewPolicy, aSubmissionRecord, aUser } from '../testing/builders.ts';
import { InMemoryLoginAttemptStore, InMemoryUnitOfWork } from './in-memory-unit-of-work.ts';

export const NOW = new Date('2026-11-23T10:00:00Z');

/** The AppError code a call fails with. */
export async function failure(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    return (error as AppError).code;
  }
  throw new Error('expected the call to fail');
}

/** A hasher whose hashes can be read: 'hashed:' and the password. */
export const readableHasher: PasswordHasher = {
  hash: async (password) => `hashed:${password}`,
  verify: async (hash, password) => hash === `hashed:${password}`,
};

/** One-time link secrets numbered in the order they are issued; the digest is the token with a prefix. */
export function countingTokens(): SecretTokens {
  let n = 0;
  const digest = (token: string) => `digest:${token}`;
  return {
    issue: () => {
      const token = `token-${++n}`;
      return { token, digest: digest(token) };
    },
    digest,
  };
}

/** An SMTP transport that takes every mail, and one that is down. */
export function recordingTransport(): MailTransport & { delivered: Mail[] } {
  const delivered: Mail[] = [];
  return {
    delivered,
    sendMail: async ({ to, subject, text }) => delivered.push({ to, subject, text }),
  };
}
export const deadTransport: MailTransport = {
  sendMail: async () => {
    throw new Error('connect ECONNREFUSED');
  },
};

/** A query parameter (`token` unless told) of the first link in a mail's text. */
export const tokenInLink = (mail: Pick<Mail, 'text'>, parameter = 'token') =>
  new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get(parameter);

/** Where the web app is served, for the links in mail. */
export const WEB_APP = 'https://workbench.test';

/** What the account, sign-in and invitation use cases need besides the core deps. */
export interface AccountWorldDeps extends CoreDeps {
  hasher: PasswordHasher;
  tokens: SecretTokens;
  /** Without SMTP: every mail waits in the outbox. */
  mailer: OutboxMailer;
  linkTo: (path: string) => string;
  attempts: InMemoryLoginAttemptStore;
}

export interface World {
  uow: InMemoryUnitOfWork;
  deps: CoreDeps;
  accountDeps: AccountWorldDeps;
  clientId: string;
  clientEmail: string;
  /** A stored, active user of `role`. */
  anActor(role: Role, overrides?: Parameters<typeof aUser>[0]): Promise<Actor>;
  /** A customer who proved the test client's address. */
  theCustomer(overrides?: Parameters<typeof aUser>[0]): Promise<Actor>;
  /** A stored submission of the test client, shared with them unless told otherwise. */
  aSubmission(status?: SubmissionStatus, shareWithClient?: boolean, overrides?: Partial<SubmissionRecord>): Promise<SubmissionSummary>;
  /** A document stored on a submission, as an upload leaves it. */
  aDocument(submissionId: string, filename?: string): Promise<DocumentSummary>;
  /** A policy of a client (the test client unless told otherwise). */
  aPolicy(overrides?: Partial<NewPolicy>): Promise<Policy>;
  /** The history actions of a submission, newest first. */
  actions(id: string): Promise<string[]>;
  /** A mailer over this world's outbox: without a transport every mail waits there. */
  mailer(transport?: MailTransport | null): OutboxMailer;
  /** The mails waiting in the outbox, newest first. */
  outbox(): Promise<Mail[]>;
}

export async function aWorld(): Promise<World> {
  const uow = new InMemoryUnitOfWork();
  const client = await uow.repos.clients.create(aClient());
  const anActor: World['anActor'] = (role, overrides = {}) => uow.repos.users.create(aUser({ role, ...overrides }));
  const deps: CoreDeps = { uow, clock: { now: () => NOW } };
  return {
    uow,
    deps,
    accountDeps: {
      ...deps,
      hasher: readableHasher,
      tokens: countingTokens(),
      mailer: new OutboxMailer({ outbox: uow.repos.outbox, transport: null }),
      linkTo: (path) => `${WEB_APP}${path}`,
      attempts: new InMemoryLoginAttemptStore(),
    },
    clientId: client.id,
    clientEmail: client.email!,
    anActor,
    theCustomer: (overrides = {}) => anActor('customer', { email: client.email!, emailVerified: true, ...overrides }),
    aSubmission: (status = 'pending', shareWithClient = true, overrides = {}) =>
      uow.repos.submissions.create(aSubmissionRecord(client.id, { status, shareWithClient, ...overrides })),
    aDocument: (submissionId, filename = 'schedule.pdf') =>
      uow.repos.documents.save({
        submissionId,
        filename,
        mimeType: 'application/pdf',
        bytes: new TextEncoder().encode('%PDF-1.7'),
        uploadedBy: 'Test User',
      }),
    aPolicy: (overrides = {}) => uow.repos.policies.create(aNewPolicy(client.id, overrides)),
    actions: async (id) => (await uow.repos.history.list(id)).map((h) => h.action),
    mailer: (transport = null) => new OutboxMailer({ outbox: uow.repos.outbox, transport }),
    outbox: async () => (await uow.repos.outbox.list(100)).map(({ to, subject, text }) => ({ to, subject, text })),
  };
}

/** A new world before each test of the file; the returned object always holds the current one. */
export function aWorldPerTest(): World {
  const world = {} as World;
  beforeEach(async () => {
    Object.assign(world, await aWorld());
  });
  return world;
}
