import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@workbench/core';
import { freePort } from '../testing/free-port.ts';
import { createDocumentExtractor } from './index.ts';

/** A local stand-in for Ollama's /api/chat (non-streaming): records requests, answers what a test sets. */
interface ChatRequest {
  model: string;
  stream: boolean;
  format: { properties?: Record<string, unknown> };
  options: { temperature: number };
  messages: { role: string; content: string; images?: string[] }[];
}
let requests: ChatRequest[] = [];
/** The cheap checks (model list) the extractor made, apart from the chat calls. */
let checks: string[] = [];
let reply: (req: ChatRequest) => { content: string; delayMs?: number } = () => ({ content: '{}' });
let server: http.Server;
let host: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url === '/api/tags') {
        checks.push(req.url);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ models: [{ name: 'test-model:latest', model: 'test-model:latest' }] }));
        return;
      }
      if (req.url !== '/api/chat') {
        res.writeHead(404).end();
        return;
      }
      const parsed = JSON.parse(body) as ChatRequest;
      requests.push(parsed);
      const { content, delayMs } = reply(parsed);
      const timer = setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            model: parsed.model,
            created_at: new Date().toISOString(),
            message: { role: 'assistant', content },
            done: true,
            done_reason: 'stop',
          }),
        );
      }, delayMs ?? 0);
      res.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await Promise.all(extractors.map((x) => x.close()));
});
beforeEach(() => {
  requests = [];
  checks = [];
});

const extractors: { close(): Promise<void> }[] = [];
let shared: ReturnType<typeof createDocumentExtractor> | undefined;
/** One extractor for the file (a worker thread starts once); its model time limit is 2 s. */
function extractor() {
  if (!shared) {
    shared = createDocumentExtractor({ ollamaHost: host, ollamaModel: 'test-model', timeoutMs: 2000, workers: 1 });
    extractors.push(shared);
  }
  return shared;
}
const bytes = (s: string) => new TextEncoder().encode(s);

const LETTER = `Dear underwriter,

Please add our two locations to the renewal. The main plant is at 12 Harbor Way in Gloucester, Massachusetts,
built in 1978, about 40,000 square feet, fully sprinklered and owned by us. We also lease a small office at
9 Elm Street, Hartford, CT 06103.

Kind regards`;

const LETTER_REPLY = JSON.stringify({
  documentType: 'property',
  properties: [
    {
      name: 'Main plant',
      address: '12 Harbor Way',
      city: 'Gloucester',
      state: 'Massachusetts',
      yearBuilt: 1978,
      squareFootage: 40000,
      sprinklered: true,
      ownership: 'Owner',
    },
    { address: '9 Elm Street', city: 'Hartford', state: 'CT', zipCode: '6103', ownership: 'Tenant', bogus: 'dropped' },
  ],
  vehicles: [],
});

describe('local model (Ollama protocol)', () => {
  it('reads a letter listing locations in prose, sending the schema in format at temperature 0', async () => {
    reply = () => ({ content: LETTER_REPLY });
    const r = await extractor().extract({ bytes: bytes(LETTER), filename: 'letter.txt' });
    expect(requests).toHaveLength(1);
    const req = requests[0]!;
    expect(req.model).toBe('test-model');
    expect(req.stream).toBe(false);
    expect(req.options.temperature).toBe(0);
    expect(Object.keys(req.format.properties ?? {})).toEqual(['documentType', 'properties', 'vehicles']);
    expect(req.messages.at(-1)!.content).toContain('12 Harbor Way');
    expect(r.documentType).toBe('property');
    expect(r.properties).toHaveLength(2);
    expect(r.properties[0]).toMatchObject({
      address: '12 Harbor Way',
      state: 'MA',
      squareFootage: 40000,
      sprinklered: true,
      ownership: 'Owner',
    });
    expect(r.properties[1]).toMatchObject({ state: 'CT', zipCode: '06103' });
    expect(r.properties[1]).not.toHaveProperty('bogus');
    expect(Math.max(...Object.values(r.properties[0]!.confidence))).toBeLessThan(0.8);
    expect(r.warnings.join(' ')).toMatch(/local model/);
  });

  it('maps headers the rules do not know, and reads the column with them', async () => {
    reply = (req) => ({
      content: JSON.stringify({
        columns: JSON.parse(req.messages.at(-1)!.content).headers.map((h: string) => ({
          header: h,
          field: h === 'Premises Moniker' ? 'name' : null,
        })),
      }),
    });
    const csv = 'Premises Moniker,Street Address,City,State,Zip,Frobnication\nNorth Depot,1 Main St,Boston,MA,02110,x\n';
    const r = await extractor().extract({ bytes: bytes(csv), filename: 's.csv' });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.format.properties).toHaveProperty('columns');
    expect(r.properties[0]).toMatchObject({ name: 'North Depot', address: '1 Main St' });
    expect(r.properties[0]!.confidence.name).toBeLessThan(0.8);
    expect(r.warnings.join(' ')).toContain('Premises Moniker -> name');
  });

  it('falls back to the rules with a warning when the reply is not JSON', async () => {
    reply = () => ({ content: 'Sure! Here are the columns: ...' });
    const csv = 'Premises Moniker,Street Address,City,State,Zip\nNorth Depot,1 Main St,Boston,MA,02110\n';
    const r = await extractor().extract({ bytes: bytes(csv), filename: 's.csv' });
    expect(r.properties[0]).toMatchObject({ address: '1 Main St' });
    expect(r.properties[0]).not.toHaveProperty('name');
    expect(r.warnings.join(' ')).toMatch(/local model could not be used/);
  });

  it('ignores a reply whose shape is wrong and reports the document as unreadable', async () => {
    reply = () => ({ content: JSON.stringify({ documentType: 'property', properties: 'none', vehicles: [] }) });
    const e = await extractor()
      .extract({ bytes: bytes(LETTER), filename: 'letter.txt' })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('unprocessable');
  });

  it('gives up on a slow model after the time limit and answers from the rules', async () => {
    reply = () => ({ content: '{"columns":[]}', delayMs: 30_000 });
    const csv = 'Premises Moniker,Street Address,City,State,Zip\nNorth Depot,1 Main St,Boston,MA,02110\n';
    const started = Date.now();
    const r = await extractor().extract({ bytes: bytes(csv), filename: 's.csv' });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(r.properties[0]).toMatchObject({ address: '1 Main St' });
    expect(r.warnings.join(' ')).toMatch(/did not answer in time/);
  });

  it('does not call the model when the rules read every column', async () => {
    const csv = 'Location Name,Street Address,City,State,Zip,TIV\nNorth Depot,1 Main St,Boston,MA,02110,"$1,000"\n';
    const r = await extractor().extract({ bytes: bytes(csv), filename: 's.csv' });
    expect(requests).toHaveLength(0);
    expect(r.properties[0]).toMatchObject({ name: 'North Depot' });
  });
});

function ownExtractor(options: Parameters<typeof createDocumentExtractor>[0]) {
  const x = createDocumentExtractor({ timeoutMs: 2000, workers: 1, ...options });
  extractors.push(x);
  return x;
}
const UNKNOWN_HEADER_CSV = 'Premises Moniker,Street Address,City,State,Zip\nNorth Depot,1 Main St,Boston,MA,02110\n';

describe('the local model as an operator sees it', () => {
  it('without a model server configured, answers from the rules with no word about a model', async () => {
    const x = ownExtractor({});
    const r = await x.extract({ bytes: bytes(UNKNOWN_HEADER_CSV), filename: 's.csv' });
    expect(r.properties[0]).toMatchObject({ address: '1 Main St' });
    expect(r.warnings.join(' ')).not.toMatch(/model/i);
    expect(await x.modelState()).toEqual({ configured: false, reachable: null, lastError: null, checkedAt: null });
  });

  it('warns once per document when the configured model cannot be reached, and reports it unreachable', async () => {
    const logged: string[] = [];
    const x = ownExtractor({
      ollamaHost: `http://127.0.0.1:${await freePort()}`,
      logger: { warn: (_o, msg) => logged.push(msg ?? ''), info: () => undefined },
    });
    const csv = await x.extract({ bytes: bytes(UNKNOWN_HEADER_CSV), filename: 's.csv' });
    expect(csv.warnings.filter((w) => /local model/.test(w))).toEqual([
      'The local model could not be used (it could not be reached); the answer comes from the built-in rules only',
    ]);
    const state = await x.modelState();
    expect(state).toMatchObject({ configured: true, reachable: false });
    expect(state.lastError).toMatch(/could not be reached/);
    expect(Date.parse(state.checkedAt!)).not.toBeNaN();
    expect(logged.some((m) => /local model/.test(m))).toBe(true);
  });

  it('checks a model it has not called yet with one quick look at its model list, and remembers the answer', async () => {
    const x = ownExtractor({ ollamaHost: host, ollamaModel: 'test-model' });
    expect(await x.modelState()).toMatchObject({ configured: true, reachable: true, lastError: null });
    expect(await x.modelState()).toMatchObject({ reachable: true });
    expect(checks).toEqual(['/api/tags']);
    expect(requests).toHaveLength(0);
  });

  it('says so when the model server answers but the configured model is not installed', async () => {
    const x = ownExtractor({ ollamaHost: host, ollamaModel: 'qwen2.5:7b-instruct' });
    const state = await x.modelState();
    expect(state).toMatchObject({ configured: true, reachable: true });
    expect(state.lastError).toBe('the model qwen2.5:7b-instruct is not installed on the model server (ollama pull qwen2.5:7b-instruct)');
  });

  it('counts a successful call as a recent answer: no extra check', async () => {
    reply = () => ({ content: LETTER_REPLY });
    const x = ownExtractor({ ollamaHost: host, ollamaModel: 'test-model' });
    await x.extract({ bytes: bytes(LETTER), filename: 'letter.txt' });
    expect(await x.modelState()).toMatchObject({ configured: true, reachable: true, lastError: null });
    expect(checks).toEqual([]);
  });
});
