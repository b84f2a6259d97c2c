/**
 * The parts of the data a write can change, as kept answers depend on them. Sign-in bookkeeping (sessions,
 * failed attempts, one-time links) and mail waiting in the outbox are no part of any: no kept answer is read
 * from them.
 */
export type DataArea =
  | 'submissions'
  | 'schedules'
  | 'clients'
  | 'users'
  | 'quotes'
  | 'messages'
  | 'documents'
  | 'tasks'
  | 'history'
  | 'related_items'
  | 'policies'
  /** Each person's notifications, follows and conversation reads. */
  | 'inbox'
  | 'claims'
  /** The carrier directory. */
  | 'carriers';

/** The reads whose answers the bff keeps for a moment, named for what they show. */
export type KeptRead = 'submission-list' | 'submission-detail' | 'signed-in-account' | 'insights';

/**
 * What one process tells the others: data changed (in the areas named, or anywhere when none are), or one
 * session changed or ended.
 */
export type ChangeEvent = { kind: 'data'; areas?: DataArea[] } | { kind: 'session'; sid: string };

/** Tells every process of an installation about writes and ended sessions, so none serves a stale answer. */
export interface ChangeFeed {
  /**
   * Tells the other processes. Resolves once the notice has left, so a caller that awaits it before
   * answering (sign-out, a committed write) has sent it before the client can act on the answer; the others
   * hear it a moment later. Never rejects: a lost notice only costs the kept answers' short lifetime.
   */
  publish(event: ChangeEvent): Promise<void>;
  /** Called for every event another process published, and with 'reconnected' after a gap when notices may have been lost. */
  subscribe(listener: (event: ChangeEvent | { kind: 'reconnected' }) => void): void;
  close(): Promise<void>;
}

/** Sees every write to the data, whoever makes it (a use case, a script, a test), and knows what each kept read is made of. */
export interface DataWatch {
  /**
   * Calls `listener` after each statement that changed data: with the areas it wrote, or null when it
   * cannot tell (anything may have changed), and whether it belongs to a transaction not yet committed.
   * Plain reads and bookkeeping-only writes are not reported.
   */
  onWrite(listener: (areas: readonly DataArea[] | null, inTransaction: boolean) => void): void;
  /** The areas a kept read's answer is made from; 'everything' when a write anywhere may change it. */
  readsFrom(read: KeptRead): readonly DataArea[] | 'everything';
}

/** Whether the data can be reached, for the readiness probe. */
export interface Readiness {
  /** Resolves when the database answers; fails (with unavailable when the connection is lost) when it does not. */
  check(): Promise<void>;
}
