import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '@workbench/core';
import { unique } from './builders.ts';
import { STARTUP_TIMEOUT_MS, type MakeUow } from './contract.ts';

export function outboxContract(name: string, makeUow: MakeUow) {
  describe(`Outbox (${name})`, () => {
    let uow: UnitOfWork;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ uow, cleanup } = await makeUow()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    it('tells how much mail waits, since when, and the error its oldest mail last met', async () => {
      // Only this suite writes mail; earlier runs on a shared store may have left some: start from none waiting.
      for (const left of await uow.repos.outbox.pending(10_000)) await uow.repos.outbox.markSent(left.id);
      const empty = await uow.repos.outbox.backlog();
      expect(empty).toMatchObject({ queued: 0, oldestQueuedAt: null, lastError: null });

      const first = await uow.repos.outbox.enqueue({ to: 'f@x.com', subject: 'Waiting', text: 't' }, 'SMTP is not configured');
      await uow.repos.outbox.enqueue({ to: 'g@x.com', subject: 'Waiting too', text: 't' }, 'connect ECONNREFUSED');
      const refused = await uow.repos.outbox.enqueue({ to: 'h@x.com', subject: 'Refused', text: 't' });
      for (let i = 0; i < 10; i++) await uow.repos.outbox.markFailed(refused.id, '550 no such mailbox', true);
      expect(await uow.repos.outbox.backlog()).toEqual({
        queued: 2,
        failed: empty.failed + 1,
        oldestQueuedAt: first.createdAt,
        lastError: 'SMTP is not configured',
      });

      await uow.repos.outbox.markFailed(first.id, 'greeting never received');
      expect(await uow.repos.outbox.backlog()).toMatchObject({ queued: 2, lastError: 'greeting never received' });
      await uow.repos.outbox.markSent(first.id);
      expect(await uow.repos.outbox.backlog()).toMatchObject({ queued: 1, lastError: 'connect ECONNREFUSED' });
    });

    it('queues mail, oldest first, and marks it sent', async () => {
      const a = await uow.repos.outbox.enqueue({ to: `${unique('a')}@x.com`, subject: 'First', text: 'one' }, 'ECONNREFUSED');
      const b = await uow.repos.outbox.enqueue({ to: `${unique('b')}@x.com`, subject: 'Second ✓', text: 'two', html: '<p>two</p>' });
      expect(a).toMatchObject({ status: 'queued', lastError: 'ECONNREFUSED', sentAt: null });
      expect(b).toMatchObject({ status: 'queued', lastError: null, attempts: 0, html: '<p>two</p>' });
      const pending = await uow.repos.outbox.pending(100);
      expect(pending.map((e) => e.id).filter((id) => id === a.id || id === b.id)).toEqual([a.id, b.id]);
      await uow.repos.outbox.markSent(a.id);
      expect((await uow.repos.outbox.pending(100)).map((e) => e.id)).not.toContain(a.id);
      const listed = (await uow.repos.outbox.list(100)).find((e) => e.id === a.id);
      expect(listed).toMatchObject({ status: 'sent', lastError: null });
      expect(Date.parse(listed!.sentAt!)).not.toBeNaN();
    });

    it('records failures and keeps the mail queued for another try', async () => {
      const entry = await uow.repos.outbox.enqueue({ to: 'c@x.com', subject: 'Retry', text: 't' });
      await uow.repos.outbox.markFailed(entry.id, 'timeout');
      const after = (await uow.repos.outbox.list(100)).find((e) => e.id === entry.id);
      expect(after).toMatchObject({ status: 'queued', attempts: entry.attempts + 1, lastError: 'timeout' });
    });

    it('gives up on a mail the server refused ten times', async () => {
      const entry = await uow.repos.outbox.enqueue({ to: 'd@x.com', subject: 'Hopeless', text: 't' });
      for (let i = 0; i < 10; i++) await uow.repos.outbox.markFailed(entry.id, `550 refused ${i}`, true);
      const after = (await uow.repos.outbox.list(100)).find((e) => e.id === entry.id);
      expect(after).toMatchObject({ status: 'failed', attempts: 10, lastError: '550 refused 9' });
      expect((await uow.repos.outbox.pending(100)).map((e) => e.id)).not.toContain(entry.id);
    });

    it('never gives up on a mail while the server is only unreachable, however many tries it takes', async () => {
      const entry = await uow.repos.outbox.enqueue({ to: 'e@x.com', subject: 'Long outage', text: 't' });
      for (let i = 0; i < 25; i++) await uow.repos.outbox.markFailed(entry.id, `connect ECONNREFUSED ${i}`);
      const after = (await uow.repos.outbox.list(100)).find((e) => e.id === entry.id);
      expect(after).toMatchObject({ status: 'queued', attempts: 25, lastError: 'connect ECONNREFUSED 24' });
      expect((await uow.repos.outbox.pending(100)).map((e) => e.id)).toContain(entry.id);
    });
  });
}
