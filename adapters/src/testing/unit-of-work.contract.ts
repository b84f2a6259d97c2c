import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '@workbench/core';
import { aClient, aSubmissionRecord, aUser, unique } from './builders.ts';
import { STARTUP_TIMEOUT_MS, type MakeUow } from './contract.ts';

export function unitOfWorkContract(name: string, makeUow: MakeUow) {
  describe(`UnitOfWork (${name})`, () => {
    let uow: UnitOfWork;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ uow, cleanup } = await makeUow()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    it('commits every write of the work together and returns its result', async () => {
      const name = unique('Committed');
      const result = await uow.run(async (r) => {
        const client = await r.clients.create(aClient({ name }));
        const s = await r.submissions.create(aSubmissionRecord(client.id));
        await r.history.add(s.id, { userId: null, user: 'x', action: 'Created', details: '', audience: 'client' });
        return s.id;
      });
      const detail = await uow.repos.submissions.get(result);
      expect(detail?.clientName).toBe(name);
      expect(detail?.history).toHaveLength(1);
    });

    it('writes nothing when the work throws, and passes the error on', async () => {
      const name = unique('RolledBack');
      const username = unique('ghost');
      const failure = new Error('boom');
      await expect(
        uow.run(async (r) => {
          const client = await r.clients.create(aClient({ name }));
          await r.submissions.create(aSubmissionRecord(client.id));
          await r.users.create(aUser({ username }));
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await uow.repos.clients.list(name)).toEqual([]);
      expect(await uow.repos.users.findByUsername(username)).toBeNull();
      expect((await uow.repos.submissions.list({ q: name })).total).toBe(0);
    });

    it('writes nothing when a repository fails inside the work', async () => {
      const username = unique('taken');
      await uow.repos.users.create(aUser({ username }));
      const name = unique('Partial');
      await expect(
        uow.run(async (r) => {
          await r.clients.create(aClient({ name }));
          await r.users.create(aUser({ username }));
        }),
      ).rejects.toMatchObject({ code: 'conflict' });
      expect(await uow.repos.clients.list(name)).toEqual([]);
    });

    it('runs a single write by itself, or as part of the run it is inside, which it rolls back with', async () => {
      const client = await uow.repos.clients.create(aClient());
      const alone = await uow.runSingleWrite((r) => r.submissions.create(aSubmissionRecord(client.id)));
      expect((await uow.repos.submissions.get(alone.id))?.clientId).toBe(client.id);
      await expect(uow.runSingleWrite((r) => r.submissions.create(aSubmissionRecord(crypto.randomUUID())))).rejects.toMatchObject({
        code: 'not_found',
      });
      const failure = new Error('boom');
      let inner = '';
      await expect(
        uow.run(async () => {
          inner = (await uow.runSingleWrite((r) => r.submissions.create(aSubmissionRecord(client.id)))).id;
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(inner).not.toBe('');
      expect(await uow.repos.submissions.get(inner)).toBeNull();
    });

    it('does not hand out a number twice after a rolled-back transaction, though it may leave a gap', async () => {
      const client = await uow.repos.clients.create(aClient());
      const first = await uow.run((r) => r.submissions.create(aSubmissionRecord(client.id, { createdAt: '2040-01-01T00:00:00.000Z' })));
      await uow
        .run(async (r) => {
          await r.submissions.create(aSubmissionRecord(client.id, { createdAt: '2040-01-02T00:00:00.000Z' }));
          throw new Error('abandon');
        })
        .catch(() => undefined);
      const next = await uow.run((r) => r.submissions.create(aSubmissionRecord(client.id, { createdAt: '2040-01-03T00:00:00.000Z' })));
      expect(first.submissionId).toBe('SUB-2040-0001');
      // A sequence (PostgreSQL) does not take back the rolled-back number; the in-memory store does.
      expect(['SUB-2040-0002', 'SUB-2040-0003']).toContain(next.submissionId);
    });

    it('lets repos and a nested run inside the work see its writes, and commits them together', async () => {
      const name = unique('Nested');
      const seen = await uow.run(async (r) => {
        const client = await r.clients.create(aClient({ name }));
        const viaRepos = await uow.repos.clients.findById(client.id);
        const s = await uow.run((inner) => inner.submissions.create(aSubmissionRecord(client.id)));
        return { viaRepos, s };
      });
      expect(seen.viaRepos?.name).toBe(name);
      expect((await uow.repos.submissions.get(seen.s.id))?.clientName).toBe(name);
    });

    it('rolls back a failed nested run alone when the outer work carries on', async () => {
      const outerName = unique('Outer');
      const innerName = unique('Inner');
      await uow.run(async (r) => {
        await r.clients.create(aClient({ name: outerName }));
        await uow
          .run(async (inner) => {
            await inner.clients.create(aClient({ name: innerName }));
            throw new Error('inner fails');
          })
          .catch(() => undefined);
      });
      expect(await uow.repos.clients.list(outerName)).toHaveLength(1);
      expect(await uow.repos.clients.list(innerName)).toEqual([]);
    });

    it('reads its own writes inside the work, schedules included', async () => {
      const client = await uow.repos.clients.create(aClient());
      const detail = await uow.run(async (r) => {
        const s = await r.submissions.create(aSubmissionRecord(client.id));
        await r.schedules.addProperties(s.id, [{ name: 'Inside' }]);
        return r.submissions.get(s.id);
      });
      expect(detail?.properties.map((p) => p.name)).toEqual(['Inside']);
    });
  });
}
