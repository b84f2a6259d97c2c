import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

// A local model is configured, but nothing answers at its address: the intake must not wait on it.
let app: TestApp;
let broker: HttpClient;

beforeAll(async () => {
  app = await startTestApp({ config: { ollamaHost: 'http://127.0.0.1:9' } });
  ({ http: broker } = await app.signedIn('broker'));
});
afterAll(() => app?.close());

const anEml = (subject: string, text: string) =>
  [
    'From: Jo Finch <jo@finch-bakeries.example>',
    'To: submissions@broker.example',
    `Subject: ${subject}`,
    `Message-ID: <fallback-${Date.now()}-${Math.random()}@finch-bakeries.example>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
  ].join('\r\n');

describe('guessing from a mail when the local model does not answer', () => {
  it('keeps the rules’ guesses, each marked as a rule guess, and says the model did not answer', async () => {
    const started = Date.now();
    const response = await broker.upload('/api/submissions/from-email', 'email', {
      name: 'm.eml',
      bytes: new TextEncoder().encode(anEml('Renewal of policy FB-118 expiring 1 March 2031', 'Please send terms.')),
    });
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.data.item.extraction).toEqual({
      transactionType: 'renewal',
      coverages: [],
      dueDate: '2031-03-01',
      sources: { transactionType: 'rule', dueDate: 'rule' },
      evidence: { transactionType: '"Renewal"', dueDate: '"expiring 1 March 2031"' },
    });
    const detail = await broker.get(`/api/submissions/${response.data.submission.id}`);
    expect(detail.data).toMatchObject({ transactionType: 'renewal', dueDate: '2031-03-01', coverages: [] });
    const entry = (action: string) => detail.data.history.find((h: { action: string }) => h.action === action)?.details;
    expect(entry('Guess: due date')).toBe('2031-03-01, guessed by rule from "expiring 1 March 2031": confirm or correct it');
    expect(entry('Guess: coverages')).toBe('None guessed from the subject and body');
    expect(entry('Guess: local model')).toBe("The local model did not answer in time: the guesses are the rules' alone");
  });

  it('does not ask the model when the rules guessed everything', async () => {
    const response = await broker.upload('/api/submissions/from-email', 'email', {
      name: 'm.eml',
      bytes: new TextEncoder().encode(anEml('GL and auto renewal', 'Quote needed by 2 April 2031')),
    });
    expect(response.status).toBe(201);
    const detail = await broker.get(`/api/submissions/${response.data.submission.id}`);
    expect(detail.data.history.map((h: { action: string }) => h.action)).not.toContain('Guess: local model');
    expect(response.data.item.extraction.sources).toEqual({ transactionType: 'rule', coverages: 'rule', dueDate: 'rule' });
  });
});
