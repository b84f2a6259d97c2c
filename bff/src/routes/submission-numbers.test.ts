import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatSubmissionId } from '@workbench/core';
import type { HttpClient } from '../testing/http-client.ts';
import { aClientBody, aSubmissionBody } from '../testing/builders.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: manager } = await app.signedIn('broker_manager'));
});
afterAll(() => app?.close());

describe('numbering submissions created at the same time', () => {
  it('gives 50 brokers creating at once 50 different numbers of this year, one after another with none skipped', async () => {
    const client = await broker.post('/api/clients', aClientBody());
    expect(client.status).toBe(201);
    const year = new Date().getUTCFullYear();
    const creators = Array.from({ length: 50 }, (_, i) => (i % 2 ? broker : manager));
    const answers = await Promise.all(creators.map((http) => http.post('/api/submissions', aSubmissionBody(client.data.id))));

    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const numbers = answers.map((a) => a.data.submissionId as string);
    expect(new Set(numbers).size).toBe(50);
    // A fresh database and no failed create in between: the year's numbers run from 1 without a gap.
    expect([...numbers].sort()).toEqual(Array.from({ length: 50 }, (_, i) => formatSubmissionId(year, i + 1)));

    // Each number is the one its submission is found by, and its history names it.
    const sample = answers[17]!.data as { id: string; submissionId: string };
    const detail = await broker.get(`/api/submissions/${sample.submissionId.toLowerCase()}`);
    expect(detail.status).toBe(200);
    expect(detail.data.id).toBe(sample.id);
    const created = detail.data.history.find((h: { action: string }) => h.action === 'Submission created');
    expect(created.details).toMatch(new RegExp(`^${sample.submissionId} for `));

    // The next create continues after the burst.
    const next = await broker.post('/api/submissions', aSubmissionBody(client.data.id));
    expect(next.data.submissionId).toBe(formatSubmissionId(year, 51));
  });

  it('refuses a client id that names no client, given as a record id or as any other text, creating nothing', async () => {
    const before = await broker.get('/api/submissions');
    for (const clientId of [crypto.randomUUID(), 'client-42']) {
      const response = await broker.post('/api/submissions', aSubmissionBody(clientId));
      expect(response.status).toBe(400);
      expect(response.data).toMatchObject({ message: 'Client not found', issues: [{ path: 'clientId', message: 'Client not found' }] });
    }
    const after = await broker.get('/api/submissions');
    expect(after.headers.get('x-total-count')).toBe(before.headers.get('x-total-count'));
  });

  it("ends a create's turn among those let run at once when its write has committed, before the other processes hear of it", async () => {
    const client = await broker.post('/api/clients', aClientBody());
    const feed = app.services.changes;
    const publish = feed.publish.bind(feed);
    const held: Array<() => void> = [];
    feed.publish = (event) => (event.kind === 'data' ? new Promise((resolve) => held.push(() => resolve(publish(event)))) : publish(event));
    // No schedule rows: each create is one write, and more creates than the turns there are.
    const body = aSubmissionBody(client.data.id, {
      coverages: [
        {
          coverage: 'general_liability',
          selected: true,
          limit: 1_000_000,
          deductible: 5000,
          premium: null,
          notes: null,
          properties: [],
          vehicles: [],
        },
      ],
    });
    const creates = app.services.poolSize + 2;
    let answered = 0;
    const answers = Array.from({ length: creates }, () =>
      broker.post('/api/submissions', body).then((answer) => {
        answered++;
        return answer;
      }),
    );
    try {
      // Every write commits while the notices of the first ones have not left yet.
      await vi.waitFor(async () => {
        const [{ count }] = await app.db.knex('submissions').where({ client_id: client.data.id }).count({ count: '*' });
        expect(Number(count)).toBe(creates);
      });
      expect(answered).toBe(0);
    } finally {
      feed.publish = publish;
      for (const send of held) send();
    }
    expect((await Promise.all(answers)).map((a) => a.status)).toEqual(answers.map(() => 201));
  });
});
