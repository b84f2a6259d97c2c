import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database.ts';
import type { ChangeEvent, ChangeFeed } from '@workbench/core';
import { PgChangeFeed } from './pg-change-feed.ts';
import { STARTUP_TIMEOUT_MS } from '../testing/contract.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe('the change feed on the embedded database', () => {
  it(
    'opens no listening connection on the embedded database, and publishing there is harmless',
    async () => {
      const db = await createDatabase({ dataDir: 'memory://' });
      const feed = PgChangeFeed.for(db);
      expect(feed).not.toBeInstanceOf(PgChangeFeed);
      void feed.publish({ kind: 'data' });
      await feed.close();
      await db.destroy();
      // Starting the embedded database runs every migration: slow on a busy machine.
    },
    STARTUP_TIMEOUT_MS,
  );
});

describe.runIf(databaseUrl)('the change feed on a PostgreSQL server', () => {
  const schema = `t_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const opened: Array<{ close: () => Promise<void> }> = [];
  afterAll(async () => {
    for (const item of opened.reverse()) await item.close();
  });

  async function aProcess(onSchema: string) {
    const db = await createDatabase({ databaseUrl, schema: onSchema, poolMax: 2 });
    const feed = PgChangeFeed.for(db);
    const heard: Array<ChangeEvent | { kind: 'reconnected' }> = [];
    feed.subscribe((event) => heard.push(event));
    opened.push({ close: () => db.destroy() }, feed);
    await waitFor(() => heard.some((e) => e.kind === 'reconnected'));
    heard.length = 0;
    return { feed, heard };
  }

  async function waitFor(condition: () => boolean, withinMs = 3_000) {
    const until = Date.now() + withinMs;
    while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  it('delivers data and session notices to the other processes on the same schema, not back to the sender', async () => {
    const a = await aProcess(schema);
    const b = await aProcess(schema);
    const elsewhere = await aProcess(`${schema}_other`);

    void a.feed.publish({ kind: 'session', sid: 'abc' });
    void a.feed.publish({ kind: 'data' });
    void a.feed.publish({ kind: 'data' });
    await waitFor(() => b.heard.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(b.heard).toEqual([{ kind: 'session', sid: 'abc' }, { kind: 'data' }]);
    expect(a.heard).toEqual([]);
    expect(elsewhere.heard).toEqual([]);
  });

  it('names in one notice every table a burst of writes named, and names none when one write did not say', async () => {
    const a = await aProcess(schema);
    const b = await aProcess(schema);

    void a.feed.publish({ kind: 'data', areas: ['messages', 'history'] });
    void a.feed.publish({ kind: 'data', areas: ['documents', 'history'] });
    await waitFor(() => b.heard.length >= 1);
    void a.feed.publish({ kind: 'data', areas: ['quotes'] });
    void a.feed.publish({ kind: 'data' });
    await waitFor(() => b.heard.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(b.heard).toEqual([{ kind: 'data', areas: ['messages', 'history', 'documents'] }, { kind: 'data' }]);
  });

  it('stops listening when closed', async () => {
    const a = await aProcess(schema);
    const b = await aProcess(schema);
    await (b.feed as ChangeFeed).close();
    void a.feed.publish({ kind: 'data' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(b.heard).toEqual([]);
  });
});
