/** Time, so rules and use cases stay testable. */
export interface Clock {
  now(): Date;
}

/** Ids for new records (uuid v4 in production). */
export interface IdGenerator {
  next(): string;
}

export const systemClock: Clock = { now: () => new Date() };
