import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountStatus, Role, User } from '@workbench/core';
import { createTestDatabase, type TestDatabase } from '@workbench/adapters/testing/database.ts';
import pino, { type Logger } from 'pino';
import { createApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createContainer, resolveServices, withRebound } from '../container.ts';
import type { Services } from '../services.ts';
import { argon2Hasher } from '../password-hasher.ts';
import { HttpClient } from './http-client.ts';

export interface TestApp {
  url: string;
  db: TestDatabase;
  config: Config;
  /** The app's ports, e.g. to start the job workers a test needs (the test app starts none). */
  services: Services;
  client(): HttpClient;
  /** Creates an account directly in the database and returns a client signed in as it. */
  signedIn(role: Role, overrides?: Partial<AccountFields>): Promise<{ http: HttpClient; user: User }>;
  createUser(role: Role, overrides?: Partial<AccountFields & { password: string }>): Promise<User>;
  close(): Promise<void>;
}

/** What a test may choose of an account it makes directly: by default active, with a proven address. */
interface AccountFields {
  username: string;
  email: string;
  fullName: string;
  status: AccountStatus;
  emailVerified: boolean;
  /** The carrier an insurer account underwrites for. */
  carrierId: string;
}

let counter = 0;

/**
 * The real app on a random port, on its own fresh database (a schema on TEST_DATABASE_URL, or PGlite);
 * `overrides` puts a test's own adapter in place of any port.
 */
export async function startTestApp(
  options: { config?: Partial<Config>; overrides?: Partial<Services>; logger?: Logger; port?: number } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'workbench-bff-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    webDist: join(dataDir, 'no-web'),
    checkAnswers: true,
    ...options.config,
  };
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  // A test's fakes (a mailer, a clock, ...) are rebound in a child of the app's container, which resolves the rest.
  const services = resolveServices(withRebound(createContainer(config, db.knex, logger), options.overrides ?? {}));
  const app = createApp(services);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const createUser: TestApp['createUser'] = async (role, overrides = {}) => {
    const n = ++counter;
    const username = overrides.username ?? `${role}-${n}`;
    return db.uow.run(async (repos) => {
      const user = await repos.users.create({
        username,
        passwordHash: hashes.get(overrides.password ?? DEFAULT_PASSWORD) ?? '',
        fullName: overrides.fullName ?? `Test ${role} ${n}`,
        email: overrides.email ?? `${username}@example.com`,
        role,
        status: overrides.status,
        emailVerified: overrides.emailVerified,
        companyName: null,
        phone: null,
      });
      return overrides.carrierId ? ((await repos.users.setCarrier(user.id, overrides.carrierId)) ?? user) : user;
    });
  };
  await warmHash(DEFAULT_PASSWORD);

  return {
    url,
    db,
    config,
    services,
    client: () => new HttpClient(url),
    createUser: async (role, overrides = {}) => {
      await warmHash(overrides.password ?? DEFAULT_PASSWORD);
      return createUser(role, overrides);
    },
    async signedIn(role, overrides = {}) {
      const user = await createUser(role, overrides);
      const http = new HttpClient(url);
      const response = await http.post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
      return { http, user };
    },
    async close() {
      services.live.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.changes.close();
      await db.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEFAULT_PASSWORD = 'secret123';

// argon2id is deliberately slow: hash each test password once per file, not once per user.
const hashes = new Map<string, string>();
async function warmHash(password: string) {
  if (!hashes.has(password)) hashes.set(password, await argon2Hasher.hash(password));
}
