import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../bff/src/testing/http-client.ts';
import { startBffProcess, type BffProcess } from './support/bff-process.ts';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';

const HEADER = 'Unit,Year,Make,Model,VIN,Notes';
const vehicleRow = (i: number) =>
  `${i},2020,Ford,F-150,1FTFW1E50LFA${String(i).padStart(5, '0')},${'garaged at the north depot, '.repeat(6)}`;
/** 90,000 vehicles (about 18 MB): under the upload and row caps, but parsing takes most of a second and a lot of heap. */
const HUGE_FLEET = [HEADER, ...Array.from({ length: 90_000 }, (_, i) => vehicleRow(i))].join('\n');
const SMALL_FLEET = [HEADER, vehicleRow(1), vehicleRow(2), vehicleRow(3)].join('\n');

const signIn = async (bff: BffProcess) => {
  const http = new HttpClient(bff.url);
  expect((await http.post('/api/auth/login', { username: 'broker', password: 'broker123' })).status).toBe(200);
  return http;
};
const parse = (http: HttpClient, csv: string) =>
  http.upload('/api/documents/parse', 'document', { name: 'fleet.csv', bytes: csv, type: 'text/csv' });

let pg: PrivatePostgres;
let slowLimit: BffProcess;
let smallHeap: BffProcess;

beforeAll(async () => {
  pg = await startPrivatePostgres();
  const [slowDb, smallDb] = await Promise.all([pg.createDatabase('slow_limit'), pg.createDatabase('small_heap')]);
  // Two installations, each with one limit lowered (as an operator may on a small server), started together.
  // The time limit is well below what the huge fleet takes (0.7 to 1 s on a quiet machine here, more on a
  // busy one) and far above what three rows take in a ready worker (milliseconds; the clock starts once the
  // worker is up), so machine speed cannot decide the outcome either way.
  [slowLimit, smallHeap] = await Promise.all([
    startBffProcess({ env: { DATABASE_URL: slowDb, EXTRACTION_TIMEOUT_MS: '300' } }),
    startBffProcess({ env: { DATABASE_URL: smallDb, EXTRACTION_WORKER_MEMORY_MB: '64' } }),
  ]);
});

afterAll(async () => {
  await Promise.all([slowLimit?.stop(), smallHeap?.stop()]);
  await pg?.destroy();
});

describe('a parser worker timing out or crashing', () => {
  it('stops a document that takes longer than EXTRACTION_TIMEOUT_MS with 422, keeps serving meanwhile, and parses the next one', async () => {
    const http = await signIn(slowLimit);
    const stuck = parse(http, HUGE_FLEET);
    // While one worker is busy with it, the server and the other worker carry on.
    const beside = await parse(http, SMALL_FLEET);
    expect(beside.status).toBe(200);
    expect((await http.get('/api/submissions?limit=1')).status).toBe(200);

    const failed = await stuck;
    expect(failed).toMatchObject({ status: 422, data: { message: 'The document took too long to process' } });

    const next = await parse(http, SMALL_FLEET);
    expect(next.status).toBe(200);
    expect(next.data.vehicles.map((v: { vin: string }) => v.vin)).toEqual(['1FTFW1E50LFA00001', '1FTFW1E50LFA00002', '1FTFW1E50LFA00003']);
  });

  it('answers 413 each time a worker runs out of heap and dies, stays up, and parses the next document in a fresh worker', async () => {
    const http = await signIn(smallHeap);
    expect((await parse(http, SMALL_FLEET)).status).toBe(200);

    // Several times over: a worker dying of its heap limit must never take the server with it. With a
    // young generation larger than the leeway Node gives a dying worker, one try in five to fifteen did.
    for (let round = 0; round < 6; round++) {
      const crashed = await parse(http, HUGE_FLEET);
      expect(crashed).toMatchObject({ status: 413, data: { message: 'The document is too large to process' } });
    }

    for (let round = 0; round < 3; round++) {
      const next = await parse(http, SMALL_FLEET);
      expect(next.status).toBe(200);
      expect(next.data.vehicles).toHaveLength(3);
    }
    expect((await http.get('/api/submissions?limit=1')).status).toBe(200);
  });
});
