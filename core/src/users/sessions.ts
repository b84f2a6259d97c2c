/** Server-side session storage, so several bff processes share signed-in users. */
export interface SessionStore {
  get(sid: string): Promise<Record<string, unknown> | null>;
  /** Stores or replaces the session until `maxAgeMs` from now. */
  set(sid: string, data: Record<string, unknown>, maxAgeMs: number): Promise<void>;
  destroy(sid: string): Promise<void>;
}

/** Failed sign-in attempts, per key (username or address), shared between processes. */
export interface LoginAttemptStore {
  /** Records a failure and returns the number of failures for the key within the window. */
  fail(key: string, windowMs: number): Promise<number>;
  count(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
}
