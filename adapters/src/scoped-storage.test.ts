import { describe, expect, it } from 'vitest';
import { ScopedStorage } from './scoped-storage.ts';

describe('ScopedStorage', () => {
  it('gives each of several overlapping runs, nested or not, its own store until it settles', async () => {
    const storage = new ScopedStorage<string>();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: Array<string | undefined> = [];
    const long = storage.run('a', async () => {
      await gate;
      seen.push(storage.getStore());
      return storage.run('a.inner', async () => storage.getStore());
    });
    const short = await storage.run('b', async () => storage.getStore());
    release();
    expect([short, await long, seen[0]]).toEqual(['b', 'a.inner', 'a']);
    expect(storage.getStore()).toBeUndefined();
  });

  it('no longer gives its store to work a run left going once the last run has ended', async () => {
    const storage = new ScopedStorage<string>();
    let left!: Promise<string | undefined>;
    let ended!: () => void;
    const runEnded = new Promise<void>((resolve) => {
      ended = resolve;
    });
    await storage.run('unit', async () => {
      left = runEnded.then(() => storage.getStore());
    });
    ended();
    expect(await left).toBeUndefined();
  });
});
