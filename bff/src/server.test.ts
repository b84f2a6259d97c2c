import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startServer } from './server.ts';
import { HttpClient } from './testing/http-client.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'workbench-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('starting the product on the embedded database', () => {
  it('migrates, seeds the demo accounts once, serves them, and stops cleanly; a restart keeps the data', async () => {
    const config = { ...loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' }), webDist: join(dataDir, 'none') };
    const logger = pino({ level: 'silent' });

    const first = await startServer(config, logger);
    const http = new HttpClient(first.url);
    expect((await http.post('/api/auth/login', { username: 'broker', password: 'broker123' })).status).toBe(200);
    const list = await http.get('/api/submissions');
    const total = Number(list.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(25);
    await first.stop();

    const second = await startServer(config, logger);
    const again = new HttpClient(second.url);
    expect((await again.post('/api/auth/login', { username: 'customer', password: 'customer123' })).status).toBe(200);
    const shared = await again.get('/api/submissions');
    expect(shared.data.length).toBeGreaterThan(0);
    const staff = new HttpClient(second.url);
    await staff.post('/api/auth/login', { username: 'manager', password: 'manager123' });
    expect(Number((await staff.get('/api/submissions')).headers.get('x-total-count'))).toBe(total);
    await second.stop();
  }, 120_000);
});

/** A logger whose lines the test can read, as an operator reads the start-up log. */
function capturingLogger(level = 'warn') {
  const lines: string[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}
const logged = (lines: string[]) => lines.map((l) => JSON.parse(l) as { level: number; msg: string });

describe('the start-up log, for what an operator has to act on', () => {
  it('warns how many mails wait because SMTP is not configured, and says no local model is asked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workbench-startlog-'));
    try {
      const config = { ...loadConfig({ DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'info' }), webDist: join(dir, 'none') };
      const first = capturingLogger('info');
      const server = await startServer(config, first.logger);
      expect(logged(first.lines)).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: '0 mails queued; SMTP is not configured: mail waits in the outbox until SMTP_URL is set',
        }),
      );
      expect(logged(first.lines)).toContainEqual(
        expect.objectContaining({
          level: 30,
          msg: 'no local model configured (OLLAMA_HOST unset): documents are read by the built-in rules alone',
        }),
      );
      const broker = new HttpClient(server.url);
      expect((await broker.post('/api/auth/login', { username: 'broker', password: 'broker123' })).status).toBe(200);
      expect((await broker.post('/api/invitations', { email: 'new.client@example.com', name: 'Robin Client' })).data).toMatchObject({
        status: 'queued',
      });
      await server.stop();

      // The invitation waits, beside whatever the demo's own start sent (a renewal's message to its client).
      const second = capturingLogger('info');
      const restarted = await startServer(config, second.logger);
      const warning = (logged(second.lines) as Array<{ level: number; msg: string; queued?: number }>).find((l) =>
        l.msg.includes('SMTP is not configured'),
      );
      const queued = warning?.queued ?? 0;
      expect(queued).toBeGreaterThanOrEqual(1);
      expect(warning).toMatchObject({
        level: 40,
        msg: `${queued} ${queued === 1 ? 'mail' : 'mails'} queued; SMTP is not configured: mail waits in the outbox until SMTP_URL is set`,
      });
      await restarted.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('starting without demo data', () => {
  it('seeds no demo account and creates one administrator, its generated password shown once in the log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workbench-nodemo-'));
    try {
      const config = { ...loadConfig({ DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production' }), webDist: join(dir, 'none') };
      expect(config.demoData).toBe(false);
      const { logger, lines } = capturingLogger();
      const first = await startServer(config, logger);
      const http = new HttpClient(first.url);
      for (const [username, password] of [
        ['broker', 'broker123'],
        ['manager', 'manager123'],
        ['customer', 'customer123'],
      ]) {
        expect((await http.post('/api/auth/login', { username, password })).status).toBe(401);
      }
      const announced = lines.map((l) => JSON.parse(l).msg as string).find((m) => m.startsWith('first administrator created'));
      const password = /password (\S+) \(shown only now\)/.exec(announced ?? '')?.[1];
      expect(password).toMatch(/^[\w-]{40,}$/);
      const admin = await http.post('/api/auth/login', { username: 'admin', password });
      expect(admin.status).toBe(200);
      expect(admin.data).toMatchObject({ role: 'broker_manager', status: 'active' });
      expect((await http.get('/api/accounts/pending')).status).toBe(200);
      await first.stop();

      const restarted = capturingLogger();
      const second = await startServer(config, restarted.logger);
      expect(restarted.lines.join('')).not.toContain('first administrator created');
      await second.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('creates the administrator the environment names, with its password', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workbench-admin-'));
    try {
      const env = {
        DATA_DIR: dir,
        PORT: '0',
        LOG_LEVEL: 'silent',
        DEMO_DATA: 'false',
        ADMIN_USERNAME: 'it-admin',
        ADMIN_EMAIL: 'it@firm.example',
        ADMIN_PASSWORD: 'a long enough secret',
      };
      const server = await startServer({ ...loadConfig(env), webDist: join(dir, 'none') }, pino({ level: 'silent' }));
      const login = await new HttpClient(server.url).post('/api/auth/login', { username: 'it-admin', password: 'a long enough secret' });
      expect(login.data).toMatchObject({ email: 'it@firm.example', role: 'broker_manager' });
      await server.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
