import { LRUCache } from 'lru-cache';

/**
 * A bounded in-process cache whose entries are only good for the data version they were read at and for a
 * short time: a write anywhere bumps the version, so nothing read before it is ever served after it, and the
 * TTL is the safety net for a change nobody announced. Least recently used entries go first when full
 * (lru-cache keeps the order and the TTL; this class adds only the version check).
 */
export class VersionedCache<V extends {}> {
  private readonly entries: LRUCache<string, { value: V; version: number }>;

  constructor(maxEntries: number, ttlMs: number) {
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs });
  }

  /** `version` is the current one, or how to tell it for an entry (when entries depend on different data). */
  get(key: string, version: number | ((value: V) => number)): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const current = typeof version === 'number' ? version : version(entry.value);
    if (entry.version === current) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** `version` is the one seen BEFORE reading the value, so a write that raced the read makes it stale at once. */
  set(key: string, version: number, value: V): void {
    this.entries.set(key, { value, version });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
