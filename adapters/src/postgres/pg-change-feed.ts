import { randomUUID } from 'node:crypto';
import type { ChangeEvent, ChangeFeed, DataArea } from '@workbench/core';
import type { Knex } from 'knex';
import pg from 'pg';
import { ownConnectionFor } from './own-connection.ts';

/** The one channel every process of a Workbench installation uses to say "something changed". */
export const CHANGE_CHANNEL = 'workbench_changes';
const RECONNECT_AFTER_MS = 1_000;

/** PGlite is one process: there is nobody to tell. */
export const localChangeFeed = (): ChangeFeed => ({ publish: async () => {}, subscribe: () => {}, close: async () => {} });

/**
 * LISTEN/NOTIFY on a PostgreSQL server: notices go out and arrive on one dedicated connection (through the
 * pool while it is not connected). The payload carries the schema, so processes on other schemas of the same database (test
 * files) ignore each other, and an origin id, so a process ignores its own notices.
 */
export class PgChangeFeed implements ChangeFeed {
  private readonly origin = randomUUID();
  private readonly listeners: Array<(event: ChangeEvent | { kind: 'reconnected' }) => void> = [];
  private client: pg.Client | null = null;
  /** The dedicated connection once it listens: notices go out on it, one after another. */
  private listening: pg.Client | null = null;
  private sending: Promise<void> = Promise.resolve();
  private closed = false;
  private dataPending: Promise<void> | null = null;
  /** The last data notice sent: the next one goes out once it has. */
  private dataSent: Promise<void> = Promise.resolve();
  /** The areas the pending data notice will name; null for "anywhere". */
  private pendingAreas: Set<DataArea> | null = new Set();

  constructor(
    private readonly db: Knex,
    private readonly connection: pg.ClientConfig,
    private readonly scope: string,
  ) {}

  /** Builds the feed for a knex instance: LISTEN/NOTIFY on a server, nothing on PGlite. */
  static for(db: Knex): ChangeFeed {
    const own = ownConnectionFor(db);
    if (!own) return localChangeFeed();
    const feed = new PgChangeFeed(db, own.connection, own.scope);
    feed.connect();
    return feed;
  }

  publish(event: ChangeEvent): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (event.kind === 'data') {
      // A burst of writes needs one notice, not one each: it names every area any of them wrote.
      if (!event.areas) this.pendingAreas = null;
      else for (const area of event.areas) this.pendingAreas?.add(area);
      // While one data notice is on its way, the writes that commit meanwhile wait for the next one together
      // rather than each queueing one of its own behind it: under load, one notice per round trip to the
      // database instead of one per write, for the same wait (theirs would have queued behind it too).
      this.dataPending ??= this.dataSent
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => {
          const areas = this.pendingAreas;
          this.dataPending = null;
          this.pendingAreas = new Set();
          // send never rejects: a notice that cannot go out only costs the others a cached answer's lifetime.
          this.dataSent = this.send(areas ? { kind: 'data', areas: [...areas] } : { kind: 'data' });
          return this.dataSent;
        });
      return this.dataPending;
    }
    return this.send(event);
  }

  subscribe(listener: (event: ChangeEvent | { kind: 'reconnected' }) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    this.listening = null;
    await client?.end().catch(() => undefined);
  }

  /**
   * A write's answer waits for its notice to go out: on the dedicated connection it does not queue for a
   * pool connection behind the reads. Notices on it go one at a time (a pg client runs one query at once).
   */
  private send(event: ChangeEvent): Promise<void> {
    const payload = JSON.stringify({ ...event, origin: this.origin, scope: this.scope });
    const viaPool = () =>
      this.db.raw('select pg_notify(?, ?)', [CHANGE_CHANNEL, payload]).then(
        () => undefined,
        () => undefined,
      );
    const client = this.listening;
    if (!client) return viaPool();
    const sent = this.sending.then(() =>
      client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]).then(() => undefined, viaPool),
    );
    this.sending = sent;
    return sent;
  }

  private connect(): void {
    if (this.closed) return;
    const client = new pg.Client({ ...this.connection });
    this.client = client;
    let failed = false;
    const retry = () => {
      if (failed) return;
      failed = true;
      if (this.listening === client) this.listening = null;
      client.end().catch(() => undefined);
      if (this.closed) return;
      setTimeout(() => this.connect(), RECONNECT_AFTER_MS).unref();
    };
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', (message) => this.receive(message.payload));
    client
      .connect()
      .then(() => {
        // The dedicated connection must not keep a finished process alive.
        (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
        return client.query(`listen ${CHANGE_CHANNEL}`);
      })
      .then(() => {
        if (this.closed) return client.end();
        this.listening = client;
        // Notices sent while we were not listening are lost: whoever caches must start over.
        this.emit({ kind: 'reconnected' });
      })
      .catch(retry);
  }

  private receive(payload: string | undefined): void {
    if (!payload) return;
    let message: ChangeEvent & { origin?: string; scope?: string };
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (message.origin === this.origin || message.scope !== this.scope) return;
    if (message.kind === 'data') {
      const { areas } = message;
      const named = Array.isArray(areas) && areas.every((area) => typeof area === 'string');
      this.emit(named ? { kind: 'data', areas } : { kind: 'data' });
    } else if (message.kind === 'session' && typeof message.sid === 'string') this.emit({ kind: 'session', sid: message.sid });
  }

  private emit(event: ChangeEvent | { kind: 'reconnected' }): void {
    for (const listener of this.listeners) listener(event);
  }
}
