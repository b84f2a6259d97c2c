import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { hostileJson, mutatedBody, rawJsonText } from '../testing/hostile/arbitraries.ts';
import { allEndpoints, endpointName } from '@workbench/contract';
import { contractJsonEndpoints, JSON_ENDPOINTS, signInSenders, type Sender } from '../testing/hostile/endpoints.ts';
import { aFullSubmission, expectContained, expectStillServing } from '../testing/hostile/fixture.ts';

/**
 * Every JSON body endpoint, signed in with a role that may call it, fed arbitrary JSON, mutated valid
 * bodies and raw text no serializer would produce: never a 5xx, and a refused request writes nothing.
 */
let app: TestApp;
let senders: Map<Sender, HttpClient>;

beforeAll(async () => {
  app = await startTestApp();
  senders = await signInSenders(app);
});
afterAll(() => app?.close());

const RUNS = Number(process.env.HOSTILE_RUNS ?? 12);

// The app runs in this process, so a prototype polluted by a request body would show here.
const PROTOTYPES = { object: Object.prototype, array: Array.prototype, function: Function.prototype };
const prototypeKeys = () =>
  Object.fromEntries(Object.entries(PROTOTYPES).map(([name, proto]) => [name, Object.getOwnPropertyNames(proto).sort()]));
const pristine = prototypeKeys();

describe.each(JSON_ENDPOINTS.map((e) => [e.name, e] as const))('%s', (_name, endpoint) => {
  it('never answers 5xx and writes nothing when it refuses a hostile body', async () => {
    const broker = senders.get('broker')!;
    const http = senders.get(endpoint.as)!;
    const fixture = await aFullSubmission(broker, app);
    const path = endpoint.path(fixture);
    const send = (text: string) =>
      expectContained(app, `${endpoint.method} ${path} ${text}`, () =>
        http.request(endpoint.method, path, { body: text, headers: { 'content-type': 'application/json' } }),
      );

    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileJson, mutatedBody(endpoint.valid(fixture))), async (body) => {
        await send(JSON.stringify(body) ?? 'null');
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(rawJsonText, async (text) => {
        await send(text);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
    await expectStillServing(app, broker);
    expect(prototypeKeys()).toEqual(pristine);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

// A hostile body only shows something when the valid one it is made from goes through.
describe.each(contractJsonEndpoints().map((e) => [e.name, e] as const))('%s of the contract', (name, endpoint) => {
  it('answers its success to the valid body it is sent by its sender', async () => {
    const entry = allEndpoints().find((e) => endpointName(e) === name)!;
    const fixture = await aFullSubmission(senders.get('broker')!, app);
    await endpoint.prepare?.(fixture, senders.get('broker')!);
    const response = await senders.get(endpoint.as)!.request(endpoint.method, endpoint.path(fixture), { json: endpoint.valid(fixture) });
    expect(response.status, response.text.slice(0, 300)).toBe(entry.ok[0]);
  });
});
