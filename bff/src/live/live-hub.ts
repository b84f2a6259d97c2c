import type { DataArea, LiveCounts, User } from '@workbench/core';
import { isStaff } from '@workbench/core';
import type { Logger } from 'pino';
import type { DataVersion } from '../cache/data-version.ts';

/** The parts of the data the sidebar's badges and the work hub's lists are made from. */
export const LIVE_AREAS: readonly DataArea[] = ['inbox', 'messages', 'tasks', 'submissions', 'history', 'quotes', 'claims'];

/** Writes that land together (one request's statements, a burst of requests) are told once. */
const GATHER_MS = 50;
/** A comment line now and then keeps proxies and the browser from taking a quiet stream for a dead one. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream is closed after this long and the browser opens a new one, which passes the session and account
 * checks again: a signed-out or deactivated account stops hearing anything within this time.
 */
const MAX_STREAM_MS = 5 * 60_000;
/** How soon the browser reconnects after a dropped stream; the new stream starts with the current counts. */
const RETRY_MS = 2_000;

interface LiveClient {
  user: User;
  write(chunk: string): void;
  end(): void;
  /** The counts last sent, as JSON, so unchanged counts are not sent again. */
  lastCounts: string | null;
  timers: NodeJS.Timeout[];
}

/**
 * Server-sent events for the signed-in screens of this process. Every committed write, made here or heard
 * through the change feed from another instance, that touches what the work hub shows leads to fresh
 * counts for each connected person (sent when they changed) and, for staff, a note of which areas changed
 * so open lists refetch. Nothing but counts and area names travels on the stream: the lists themselves are
 * read through the API with its checks.
 */
export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private pending: Set<DataArea> | 'everything' | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly counts: (user: User) => Promise<LiveCounts>,
    version: DataVersion,
    private readonly logger: Logger,
  ) {
    version.onCommitted((areas) => this.changed(areas));
  }

  /** Starts a stream for the user: the current counts at once, then changes. Answers the function that ends it. */
  connect(user: User, write: (chunk: string) => void, end: () => void): () => void {
    const client: LiveClient = { user, write, end, lastCounts: null, timers: [] };
    this.clients.add(client);
    write(`retry: ${RETRY_MS}\n\n`);
    client.timers.push(setInterval(() => write(': still here\n\n'), HEARTBEAT_MS));
    const disconnect = () => {
      if (!this.clients.delete(client)) return;
      for (const timer of client.timers) clearInterval(timer);
      end();
    };
    client.timers.push(setTimeout(disconnect, MAX_STREAM_MS));
    void this.sendCounts(client);
    return disconnect;
  }

  /** How many streams are open, for tests and metrics. */
  get size(): number {
    return this.clients.size;
  }

  close(): void {
    for (const client of [...this.clients]) {
      this.clients.delete(client);
      for (const timer of client.timers) clearInterval(timer);
      client.end();
    }
    if (this.timer) clearTimeout(this.timer);
  }

  private changed(areas: readonly DataArea[] | undefined): void {
    if (this.clients.size === 0) return;
    if (areas && !areas.some((area) => LIVE_AREAS.includes(area))) return;
    if (!areas) this.pending = 'everything';
    else if (this.pending !== 'everything') {
      this.pending ??= new Set();
      for (const area of areas) if (LIVE_AREAS.includes(area)) this.pending.add(area);
    }
    this.timer ??= setTimeout(() => void this.flush(), GATHER_MS);
  }

  private async flush(): Promise<void> {
    const pending = this.pending;
    this.pending = null;
    this.timer = null;
    if (!pending) return;
    const areas = pending === 'everything' ? [...LIVE_AREAS] : [...pending];
    await Promise.all(
      [...this.clients].map(async (client) => {
        // Staff lists show the whole firm's conversations and tasks; a customer's only change with their counts.
        if (isStaff(client.user)) client.write(`event: changed\ndata: ${JSON.stringify({ areas })}\n\n`);
        await this.sendCounts(client);
      }),
    );
  }

  private async sendCounts(client: LiveClient): Promise<void> {
    try {
      const counts = JSON.stringify(await this.counts(client.user));
      if (counts === client.lastCounts || !this.clients.has(client)) return;
      client.lastCounts = counts;
      client.write(`event: counts\ndata: ${counts}\n\n`);
    } catch (error) {
      this.logger.warn({ err: error }, 'live counts could not be read');
    }
  }
}
