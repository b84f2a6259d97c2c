/**
 * Server-side session storage, so several bff processes share signed-in users. `get`, `set` and `destroy` are
 * the session middleware's external store as they are (koa-session's `store`, whose extra arguments they do
 * not need); the rest serves the account's own and the administrator's session tools.
 */
export interface SessionStore {
  get(sid: string): Promise<Record<string, unknown> | null>;
  /** Stores or replaces the session until `maxAgeMs` from now. */
  set(sid: string, data: Record<string, unknown>, maxAgeMs: number): Promise<void>;
  destroy(sid: string): Promise<void>;
  /**
   * Ends every session of the account (the sessions whose `userId` is `userId`) but `keepSid`, and returns
   * the ids it ended, so a cache in front of the store can drop them too.
   */
  destroyOthers(userId: string, keepSid: string): Promise<string[]>;
  /** Every session not yet expired that belongs to an account, soonest to expire last. */
  list(): Promise<ActiveSession[]>;
}

export interface ActiveSession {
  sid: string;
  userId: string;
  expiresAt: string;
}

/** One key's recent failed sign-ins, as the administrator sees the throttle. */
export interface ThrottledKey {
  key: string;
  failures: number;
  lastAt: string;
}

/** Failed sign-in attempts, per key (username or address), shared between processes. */
export interface LoginAttemptStore {
  /** Records a failure and returns the number of failures for the key within the window. */
  fail(key: string, windowMs: number): Promise<number>;
  /**
   * Records an attempt before it is checked, when fewer than `limit` are recorded for the key within the
   * window, and returns its id; null when the limit is reached. Counting and recording are one step per key
   * (taken under a lock), so of any number of attempts made at the same moment exactly the remaining
   * allowance passes.
   */
  take(key: string, windowMs: number, limit: number): Promise<string | null>;
  /** Removes one recorded attempt: one that turned out not to count (a success, or one refused unchecked). */
  forget(id: string): Promise<void>;
  count(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  /** Every key with failures within the window, most failures first. */
  list(windowMs: number): Promise<ThrottledKey[]>;
}
