import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMessage } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { secondInstance } from '../testing/second-instance.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Live badges across bff instances: a browser connected to instance B hears of what happened through
 * instance A, because every instance tells the others of committed writes through PostgreSQL.
 */
let app: TestApp;
let broker: HttpClient;
let colleague: HttpClient;
let other: { url: string; close: () => Promise<void> };

interface Counts {
  notifications: number;
  messages: number;
  tasks: number;
}

/** An open event stream that hands out each `counts` event in turn. */
async function countsStream(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/live/events`, { headers: { cookie }, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<Counts> {
      for (;;) {
        const match = /event: counts\ndata: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1]!) as Counts;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += decoder.decode(value);
      }
    },
    close: () => controller.abort(),
  };
}

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: colleague } = await app.signedIn('broker'));
  if (process.env.TEST_DATABASE_URL) other = await secondInstance(app);
});
afterAll(async () => {
  await other?.close();
  await app?.close();
});

describe.runIf(process.env.TEST_DATABASE_URL)('live counts across two bff instances', () => {
  it('shows on instance B, within moments, a message a colleague sent through instance A', async () => {
    const { submission } = await aSubmissionFor(broker);
    const stream = await countsStream(other.url, broker.cookieHeader());
    const before = await stream.next();
    const latencies: number[] = [];
    for (let i = 0; i < 10; i++) {
      const sent = Date.now();
      expect((await colleague.post(`/api/submissions/${submission.id}/messages`, aMessage({ channel: 'internal' }))).status).toBe(201);
      const after = await stream.next();
      latencies.push(Date.now() - sent);
      expect(after.notifications).toBe(before.notifications + i + 1);
      expect(after.messages).toBe(before.messages + 1);
    }
    stream.close();
    latencies.sort((a, b) => a - b);
    console.log(`instance A to a stream on instance B: median ${latencies[5]} ms, max ${latencies[9]} ms over 10 messages`);
    expect(latencies[9]).toBeLessThan(2_000);
  });

  it('catches up after a dropped connection: the new stream starts with what happened meanwhile', async () => {
    const { submission } = await aSubmissionFor(broker);
    const first = await countsStream(other.url, broker.cookieHeader());
    const before = await first.next();
    first.close();
    await colleague.post(`/api/submissions/${submission.id}/messages`, aMessage({ channel: 'carrier' }));
    await colleague.post(`/api/submissions/${submission.id}/messages`, aMessage({ channel: 'internal' }));
    const again = await countsStream(other.url, broker.cookieHeader());
    expect(await again.next()).toMatchObject({ notifications: before.notifications + 2, messages: before.messages + 2 });
    again.close();
  });
});
