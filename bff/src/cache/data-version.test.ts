import { describe, expect, it } from 'vitest';
import type { ChangeEvent, ChangeFeed, DataArea, DataWatch, Repositories, UnitOfWork } from '@workbench/core';
import { ChangeTrackingUnitOfWork } from './change-tracking-unit-of-work.ts';
import { DataVersion } from './data-version.ts';

/** A feed whose notices leave when the test says so, and a watch the test reports writes through. */
function aVersion() {
  const published: ChangeEvent[] = [];
  const leave: Array<() => void> = [];
  const feed: ChangeFeed = {
    publish: (event) => {
      published.push(event);
      return new Promise<void>((resolve) => leave.push(resolve));
    },
    subscribe: () => {},
    close: async () => {},
  };
  let wrote: (areas: readonly DataArea[] | null, inTransaction: boolean) => void = () => {};
  const watch: DataWatch = {
    onWrite: (listener) => {
      wrote = listener;
    },
    readsFrom: () => 'everything',
  };
  return {
    version: new DataVersion(feed, watch),
    published,
    leave,
    feed,
    write: (inTransaction: boolean) => wrote(['submissions'], inTransaction),
  };
}

describe('DataVersion', () => {
  it('answers a single write outside a transaction only once its notice to the other processes has left', async () => {
    const { version, published, leave, write } = aVersion();
    const before = version.stamp('submission-list');
    let answered = false;
    const single = version
      .trackSingleWrite(async () => {
        write(false);
        return 'created';
      })
      .then((result) => {
        answered = true;
        return result;
      });
    await new Promise((resolve) => setImmediate(resolve));
    expect(published).toEqual([{ kind: 'data', areas: ['submissions'] }]);
    expect(version.stamp('submission-list')).toBeGreaterThan(before);
    expect(answered).toBe(false);
    for (const sent of leave) sent();
    expect(await single).toBe('created');
  });

  it('answers the writes after a notice that failed to leave', async () => {
    const { version, feed, write } = aVersion();
    feed.publish = () => Promise.reject(new Error('the feed is down'));
    await version.trackSingleWrite(async () => write(false));
    feed.publish = async () => {};
    await expect(version.trackSingleWrite(async () => write(false))).resolves.toBeUndefined();
  });

  it('announces nothing for a single write that fails before writing', async () => {
    const { version, published } = aVersion();
    await expect(
      version.trackSingleWrite(async () => {
        throw new Error('not_found');
      }),
    ).rejects.toThrow('not_found');
    expect(published).toEqual([]);
  });

  it('leaves a single write inside a unit of work to the unit, which announces it after its commit', async () => {
    const { version, published, leave, write } = aVersion();
    const unit = version.trackUnit(() =>
      version.trackSingleWrite(async () => {
        write(true);
        expect(published).toEqual([]);
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(published).toEqual([{ kind: 'data', areas: ['submissions'] }]);
    for (const sent of leave) sent();
    await unit;
  });

  it("leaves the wait for a single write's notice to a caller that tracks more than the write, which answers once it has left", async () => {
    const { version, published, leave, write } = aVersion();
    const repos = {} as Repositories;
    // A database whose single write commits (the watch hears it) before it resolves.
    const database: UnitOfWork = {
      repos,
      run: (work) => work(repos),
      runSingleWrite: async (work) => {
        write(false);
        return work(repos);
      },
    };
    const uow = new ChangeTrackingUnitOfWork(database, version).leavingNoticesToCaller();
    let written = false;
    let answered = false;
    const create = version
      .trackSingleWrite(async () => {
        const created = await uow.runSingleWrite(async () => 'created');
        written = true;
        return created;
      })
      .then((result) => {
        answered = true;
        return result;
      });
    await new Promise((resolve) => setImmediate(resolve));
    expect(published).toEqual([{ kind: 'data', areas: ['submissions'] }]);
    expect(written).toBe(true);
    expect(answered).toBe(false);
    for (const sent of leave) sent();
    expect(await create).toBe('created');
  });
});
