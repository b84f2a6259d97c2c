import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseTestDatabase, describeChoice } from './database-choice.ts';

const noDocker = { socketExists: () => false };
const neverStarts = async (): Promise<never> => {
  throw new Error('no container should be started');
};

describe('the PostgreSQL a test run uses', () => {
  it('uses TEST_DATABASE_URL when it is set, even with a Docker engine at hand', async () => {
    const choice = await chooseTestDatabase({
      env: { TEST_DATABASE_URL: 'postgres://postgres@ci-db:5432/test', DOCKER_HOST: 'unix:///var/run/docker.sock' },
      engineAnswers: async () => true,
      startContainer: neverStarts,
    });
    expect(choice).toEqual({ kind: 'server', url: 'postgres://postgres@ci-db:5432/test', source: 'TEST_DATABASE_URL' });
  });

  it('starts PostgreSQL in a container when a Docker engine answers and no TEST_DATABASE_URL is set', async () => {
    const stop = async () => undefined;
    const choice = await chooseTestDatabase({
      env: {},
      socketExists: (path) => path === '/var/run/docker.sock',
      engineAnswers: async () => true,
      startContainer: async () => ({ url: 'postgres://test:test@127.0.0.1:49153/test', stop }),
    });
    expect(choice).toMatchObject({ kind: 'server', url: 'postgres://test:test@127.0.0.1:49153/test', stop });
    expect(choice.kind === 'server' && choice.source).toMatch(/postgres:15.*Docker engine at unix:\/\/\/var\/run\/docker.sock/);
  });

  it('falls back to the embedded database at once when there is neither, and says so', async () => {
    const started = Date.now();
    const choice = await chooseTestDatabase({ env: {}, ...noDocker, startContainer: neverStarts });
    expect(Date.now() - started).toBeLessThan(500);
    expect(choice).toEqual({ kind: 'embedded', reason: 'no TEST_DATABASE_URL, no Docker engine' });
    expect(await describeChoice(choice)).toBe(
      'database suites: embedded PGlite (no TEST_DATABASE_URL, no Docker engine); no PostgreSQL server is tested: set TEST_DATABASE_URL or start Docker for that',
    );
  });

  it('says why when the Docker engine cannot start PostgreSQL, and falls back to the embedded database', async () => {
    const choice = await chooseTestDatabase({
      env: { DOCKER_HOST: 'tcp://docker.example:2375' },
      startContainer: async () => {
        throw new Error('pull access denied');
      },
    });
    expect(choice).toEqual({
      kind: 'embedded',
      reason: 'no TEST_DATABASE_URL; the Docker engine at tcp://docker.example:2375 could not start PostgreSQL: pull access denied',
    });
  });

  describe('a Docker socket whose engine does not answer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'workbench-docker-'));
    const socket = join(dir, 'docker.sock');
    const held = new Set<net.Socket>();
    const silent = net.createServer((connection) => void held.add(connection)); // accepts, never answers: a hung engine
    afterAll(async () => {
      for (const connection of held) connection.destroy();
      await new Promise((resolve) => silent.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    });

    it('is given up within two seconds, without loading the container library', async () => {
      await new Promise<void>((resolve) => silent.listen(socket, resolve));
      const started = Date.now();
      const choice = await chooseTestDatabase({ env: { DOCKER_HOST: `unix://${socket}` }, startContainer: neverStarts });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(choice).toEqual({ kind: 'embedded', reason: `no TEST_DATABASE_URL; the Docker engine at unix://${socket} does not answer` });
    });
  });

  it.runIf(process.env.TEST_DATABASE_URL)('names the server version and address of TEST_DATABASE_URL', async () => {
    const line = await describeChoice({ kind: 'server', url: process.env.TEST_DATABASE_URL!, source: 'TEST_DATABASE_URL' });
    const { hostname, port } = new URL(process.env.TEST_DATABASE_URL!);
    expect(line).toMatch(
      new RegExp(`^database suites: PostgreSQL \\d+\\.\\d+ at ${hostname.replace(/\./g, '\\.')}:${port || 5432} \\(TEST_DATABASE_URL\\)$`),
    );
  });

  it('says when the server it was given does not answer', async () => {
    const line = await describeChoice({ kind: 'server', url: 'postgres://postgres@127.0.0.1:1/test', source: 'TEST_DATABASE_URL' });
    expect(line).toMatch(
      /^database suites: PostgreSQL at 127\.0\.0\.1:1 \(TEST_DATABASE_URL\) does not answer \(.+\); the suites that need it will fail$/,
    );
  });
});
