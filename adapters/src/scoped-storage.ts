import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * An AsyncLocalStorage that is switched on only while one of its runs is under way. On Node 20, once any
 * storage in the process has run, a hook follows every promise the process makes, on every request, whether
 * or not that request ever enters a run (a few µs per API read). Switched off again when its last run ends,
 * a read that opens no transaction pays nothing and `getStore` answers undefined without a lookup. Code that
 * a run left going after it ended no longer sees its store, which it must not use by then anyway.
 */
export class ScopedStorage<T> {
  private readonly storage = new AsyncLocalStorage<T>();
  private running = 0;

  getStore(): T | undefined {
    return this.storage.getStore();
  }

  /** Runs `work` with `store` as the current store, for all the code it starts until it has settled. */
  async run<R>(store: T, work: () => Promise<R>): Promise<R> {
    this.running++;
    try {
      return await this.storage.run(store, work);
    } finally {
      if (--this.running === 0) this.storage.disable();
    }
  }
}
