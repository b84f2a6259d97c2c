/**
 * A bounded in-process cache whose entries are only good for the data version they were read at and for a
 * short time: a write anywhere bumps the version, so nothing read before it is ever served after it, and the
 * TTL is the safety net for a change nobody announced. Least recently used entries go first when full.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { value: V; version: number; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  /** `version` is the current one, or how to tell it for an entry (when entries depend on different data). */
  get(key: string, version: number | ((value: V) => number)): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    const current = typeof version === 'number' ? version : version(entry.value);
    if (entry.version !== current || entry.expiresAt <= Date.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** `version` is the one seen BEFORE reading the value, so a write that raced the read makes it stale at once. */
  set(key: string, version: number, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, version, expiresAt: Date.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
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
