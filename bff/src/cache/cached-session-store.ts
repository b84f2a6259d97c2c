import type { ActiveSession, ChangeFeed, SessionStore } from '@workbench/core';
import { VersionedCache } from './versioned-cache.ts';

const SESSION_TTL_MS = 5_000;
const MAX_SESSIONS = 10_000;

/**
 * Keeps sessions read in the last few seconds in memory so a busy user costs no lookup per request. Any
 * change to a session (sign-in, sign-out, new data, the account's other sessions ended) drops it here at once
 * and, through the change feed, in every other process, whose notice leaves before the change is answered.
 */
export class CachedSessionStore implements SessionStore {
  private readonly cache = new VersionedCache<Record<string, unknown>>(MAX_SESSIONS, SESSION_TTL_MS);
  /** Moves on every eviction: a lookup that overlapped one may have read the old row, so it is not kept. */
  private evictions = 0;

  constructor(
    private readonly inner: SessionStore,
    private readonly feed: ChangeFeed,
  ) {
    feed.subscribe((event) => {
      if (event.kind === 'session') this.evict(event.sid);
      else if (event.kind === 'reconnected') {
        this.evictions++;
        this.cache.clear();
      }
    });
  }

  async get(sid: string): Promise<Record<string, unknown> | null> {
    const hit = this.cache.get(sid, 0);
    // Session data is a flat record (the user id): a shallow copy keeps callers off the cached one.
    if (hit) return { ...hit };
    const evictions = this.evictions;
    const data = await this.inner.get(sid);
    if (data && evictions === this.evictions) this.cache.set(sid, 0, { ...data });
    return data;
  }

  async set(sid: string, data: Record<string, unknown>, maxAgeMs: number): Promise<void> {
    this.evict(sid);
    await this.inner.set(sid, data, maxAgeMs);
    this.evict(sid);
    await this.feed.publish({ kind: 'session', sid });
  }

  async destroy(sid: string): Promise<void> {
    this.evict(sid);
    await this.inner.destroy(sid);
    this.evict(sid);
    await this.feed.publish({ kind: 'session', sid });
  }

  /** Ends the account's other sessions here and, one notice each, in every other process. */
  async destroyOthers(userId: string, keepSid: string): Promise<string[]> {
    const ended = await this.inner.destroyOthers(userId, keepSid);
    for (const sid of ended) this.evict(sid);
    await Promise.all(ended.map((sid) => this.feed.publish({ kind: 'session', sid })));
    return ended;
  }

  /** Read from the store itself: the administrator's list must show what is live now. */
  list(): Promise<ActiveSession[]> {
    return this.inner.list();
  }

  private evict(sid: string): void {
    this.evictions++;
    this.cache.delete(sid);
  }
}
