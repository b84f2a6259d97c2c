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
