import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../bff/src/testing/http-client.ts';
import { startBffProcess, type BffProcess } from './support/bff-process.ts';
import { freePort, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';

/** Locations under a header the rules do not know ("Premises Moniker"): the extractor asks the model about it. */
const SOV =
  'Premises Moniker,Street Address,City,State,Zip\nNorth Depot,1 Main St,Boston,MA,02110\nSouth Yard,9 Elm Street,Hartford,CT,06103\n';

type Behaviour = 'answers' | 'hangs';

/** A stand-in for Ollama's /api/chat on a fixed port: it maps the unknown header, or never answers. */
async function startFakeOllama(port: number, behaviour: Behaviour) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push(req.url ?? '');
      if (behaviour === 'hangs') return; // a model busy on a slow CPU: the connection stays open, nothing comes back
      const headers = JSON.parse(JSON.parse(body).messages.at(-1).content).headers as string[];
      const content = JSON.stringify({
        columns: headers.map((header) => ({ header, field: header === 'Premises Moniker' ? 'name' : null })),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ model: 'test-model', created_at: new Date().toISOString(), message: { role: 'assistant', content }, done: true }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let pg: PrivatePostgres;
let bff: BffProcess;
let ollamaPort: number;
let broker: HttpClient;

beforeAll(async () => {
  ollamaPort = await freePort();
  pg = await startPrivatePostgres();
  bff = await startBffProcess({
    env: { DATABASE_URL: pg.url, OLLAMA_HOST: `http://127.0.0.1:${ollamaPort}`, OLLAMA_MODEL: 'test-model', EXTRACTION_TIMEOUT_MS: '3000' },
  });
  broker = new HttpClient(bff.url);
  expect((await broker.post('/api/auth/login', { username: 'broker', password: 'broker123' })).status).toBe(200);
});

afterAll(async () => {
  await bff?.stop();
  await pg?.destroy();
});

const parse = () => broker.upload('/api/documents/parse', 'document', { name: 'locations.csv', bytes: SOV, type: 'text/csv' });

describe('the local model unreachable or slow', () => {
  it('uses the model for the header the rules do not know while it answers', async () => {
    const ollama = await startFakeOllama(ollamaPort, 'answers');
    try {
      const response = await parse();
      expect(response.status).toBe(200);
      expect(ollama.requests).toEqual(['/api/chat']);
      expect(response.data.properties.map((p: { name?: string }) => p.name)).toEqual(['North Depot', 'South Yard']);
      expect(response.data.warnings.join(' ')).toContain('Premises Moniker -> name');
      expect((await broker.get('/readyz')).data.model).toMatchObject({ configured: true, reachable: true, lastError: null });
    } finally {
      await ollama.close();
    }
  });

  it('answers from the rules with a warning when nothing listens at OLLAMA_HOST', async () => {
    const response = await parse();
    expect(response.status).toBe(200);
    expect(response.data.properties.map((p: { address?: string }) => p.address)).toEqual(['1 Main St', '9 Elm Street']);
    expect(response.data.properties[0]).not.toHaveProperty('name');
    expect(response.data.warnings).toContain(
      'The local model could not be used (it could not be reached); the answer comes from the built-in rules only',
    );
    // The instance stays in rotation: only the detail says the model is down, and why.
    const ready = await broker.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.data).toMatchObject({ status: 'ready', model: { configured: true, reachable: false } });
    expect(ready.data.model.lastError).toMatch(/could not be reached/);
  });

  it('said in the start-up log that the model could not be used, while nothing listened', () => {
    expect(bff.logs()).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'local model cannot be used', host: `http://127.0.0.1:${ollamaPort}` }),
    );
  });

  it('gives up on a model that does not answer within EXTRACTION_TIMEOUT_MS and answers from the rules with a warning', async () => {
    const ollama = await startFakeOllama(ollamaPort, 'hangs');
    try {
      const response = await parse();
      expect(ollama.requests).toEqual(['/api/chat']);
      expect(response.status).toBe(200);
      expect(response.data.properties.map((p: { address?: string }) => p.address)).toEqual(['1 Main St', '9 Elm Street']);
      expect(response.data.warnings).toContain(
        'The local model could not be used (it did not answer in time); the answer comes from the built-in rules only',
      );
    } finally {
      await ollama.close();
    }
    // The server is not stuck behind the hung model: the next request is answered.
    expect((await broker.get('/api/submissions?limit=1')).status).toBe(200);
  });
});
