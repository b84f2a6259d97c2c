import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelMailReader } from './model-mail-reader.ts';

const mail = { subject: 'Renewal', text: 'Our fleet policy runs out soon', today: '2026-11-24' };

describe('the local model as the mail reader', () => {
  let silent: Server;
  let answering: Server;
  const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    // Accepts the request and never answers: a model still loading, or stuck.
    silent = createServer(() => undefined);
    // Answers as Ollama's chat endpoint does.
    answering = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const content = JSON.stringify({ transactionType: 'renewal', coverages: ['motor_fleet', 7], dueDate: '2026-12-01' });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ model: 'm', message: { role: 'assistant', content }, done: true }));
      });
    });
    await Promise.all([silent, answering].map((s) => new Promise<void>((done) => s.listen(0, '127.0.0.1', done))));
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await Promise.all([silent, answering].map((s) => new Promise((done) => s.close(done))));
  });

  it('fails at once when nothing listens at the model URL', async () => {
    const reader = new ModelMailReader({ host: 'http://127.0.0.1:9', model: 'qwen2.5:7b-instruct', timeoutMs: 2000 });
    const started = Date.now();
    await expect(reader.guess(mail)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up after its time limit when the model does not answer', async () => {
    const reader = new ModelMailReader({ host: url(silent), model: 'qwen2.5:7b-instruct', timeoutMs: 300 });
    const started = Date.now();
    await expect(reader.guess(mail)).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("answers the model's guesses, leaving out what is not a string", async () => {
    const reader = new ModelMailReader({ host: url(answering), model: 'qwen2.5:7b-instruct', timeoutMs: 2000 });
    expect(await reader.guess(mail)).toEqual({ transactionType: 'renewal', coverages: ['motor_fleet'], dueDate: '2026-12-01' });
  });
});
