import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from './errors.ts';
import { extractionFixture } from './fixtures.ts';
import { WorkerPool, type PoolOptions } from './pool.ts';

const csv = (rows: number) => ({
  bytes: new TextEncoder().encode(
    [
      'Unit,Year,Make,Model,VIN',
      ...Array.from({ length: rows }, (_, i) => `${i},2020,Ford,F-150,1FTFW1E50LFA${String(i).padStart(5, '0')}`),
    ].join('\n'),
  ),
});
/** OCR of a scan: the slowest small document, hundreds of milliseconds in a ready worker. */
const scan = () => ({ bytes: extractionFixture('sov-scan.png') });

const pools: WorkerPool[] = [];
function pool(options: PoolOptions) {
  const p = new WorkerPool(options);
  pools.push(p);
  return p;
}
afterAll(() => Promise.all(pools.map((p) => p.close())));

describe('the parser worker pool', () => {
  it('starts a document’s clock when a worker takes it up, not while the thread starts or it waits', async () => {
    let clocks = 0;
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      firstStarted = resolve;
    });
    const p = pool({
      size: 1,
      startClock: () => {
        clocks++;
        firstStarted();
        return () => {};
      },
    });
    const first = p.run(scan());
    const second = p.run(csv(4));
    expect(clocks).toBe(0); // the thread is still starting
    await started;
    expect(clocks).toBe(1); // the second document waits behind the first, its clock not running
    expect((await first).result.properties.length).toBeGreaterThan(0);
    expect((await second).result.vehicles).toHaveLength(4);
    expect(clocks).toBe(2);
  });

  it('stops a document whose clock ran out, and reads the next one', async () => {
    let clocks = 0;
    const p = pool({
      size: 1,
      startClock: (_ms, expire) => {
        if (++clocks === 1) expire();
        return () => {};
      },
    });
    await expect(p.run(scan())).rejects.toMatchObject({ code: 'unprocessable', message: MESSAGES.timeout });
    expect((await p.run(csv(3))).result.vehicles).toHaveLength(3);
  });

  it('refuses a document at once when too many are waiting, and still reads the ones it took', async () => {
    const p = pool({ size: 1, maxQueue: 1 });
    const running = p.run(scan());
    const waiting = p.run(csv(2));
    await expect(p.run(csv(3))).rejects.toMatchObject({ code: 'unavailable', message: MESSAGES.busy });
    expect((await running).result.properties.length).toBeGreaterThan(0);
    expect((await waiting).result.vehicles).toHaveLength(2);
    // Room again once they are done.
    expect((await p.run(csv(3))).result.vehicles).toHaveLength(3);
  });

  it('drops documents whose callers gave up, running or waiting, and reads the next one waiting', async () => {
    const p = pool({ size: 1 });
    const running = new AbortController();
    const waiting = new AbortController();
    const first = p.run(scan(), running.signal);
    const second = p.run(csv(2), waiting.signal);
    const third = p.run(csv(3));
    waiting.abort();
    await expect(second).rejects.toMatchObject({ code: 'unprocessable', message: MESSAGES.timeout });
    running.abort();
    await expect(first).rejects.toMatchObject({ code: 'unprocessable', message: MESSAGES.timeout });
    expect((await third).result.vehicles).toHaveLength(3);
  });

  it('refuses a document whose caller already gave up', async () => {
    await expect(pool({ size: 1 }).run(csv(2), AbortSignal.abort())).rejects.toMatchObject({
      code: 'unprocessable',
      message: MESSAGES.timeout,
    });
  });

  it('on close refuses the running and the waiting documents, and any sent after, as shutting down', async () => {
    const p = new WorkerPool({ size: 1 });
    const shuttingDown = { code: 'unavailable', message: 'The document reader is shutting down' };
    const refused = [expect(p.run(scan())).rejects.toMatchObject(shuttingDown), expect(p.run(csv(2))).rejects.toMatchObject(shuttingDown)];
    await p.close();
    await Promise.all([...refused, expect(p.run(csv(2))).rejects.toMatchObject(shuttingDown)]);
  });
});
