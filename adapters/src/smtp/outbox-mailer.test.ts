import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryUnitOfWork } from '../inmem/in-memory-unit-of-work.ts';
import { freeSmtpPort as freePort, recipients as toText, startInbox } from '../testing/smtp-inbox.ts';
import { NO_SMTP_MESSAGE, OutboxMailer, createSmtpTransport, startOutboxRetry, type OutboxRetry } from './outbox-mailer.ts';

const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('OutboxMailer over SMTP', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it('delivers the mail with its subject and recipient when the server is up', async () => {
    const inbox = await startInbox();
    cleanups.push(inbox.close);
    const uow = new InMemoryUnitOfWork();
    const mailer = new OutboxMailer({
      outbox: uow.repos.outbox,
      transport: createSmtpTransport(`smtp://127.0.0.1:${inbox.port}`, { timeoutMs: 2_000 }),
    });
    const status = await mailer.send({
      to: 'taylor.brooks@brightwaterlogistics.com',
      subject: 'New Insurance Submission Created',
      text: 'SUB-2026-0031 was created — ünïcode ✓',
    });
    expect(status).toBe('sent');
    await waitFor(() => inbox.received.length === 1);
    expect(inbox.received[0].subject).toBe('New Insurance Submission Created');
    expect(toText(inbox.received[0].to)).toBe('taylor.brooks@brightwaterlogistics.com');
    expect(inbox.received[0].text?.trim()).toBe('SUB-2026-0031 was created — ünïcode ✓');
    expect(await uow.repos.outbox.pending(10)).toEqual([]);
  });

  it('queues the mail when no SMTP server is configured', async () => {
    const uow = new InMemoryUnitOfWork();
    const mailer = new OutboxMailer({ outbox: uow.repos.outbox, transport: null });
    expect(await mailer.send({ to: 'a@b.com', subject: 'S', text: 'T' })).toBe('queued');
    expect(await uow.repos.outbox.pending(10)).toEqual([
      expect.objectContaining({ to: 'a@b.com', status: 'queued', lastError: NO_SMTP_MESSAGE }),
    ]);
  });

  it('queues the mail while the server is down and the retry loop delivers it once the server is back', async () => {
    const port = await freePort();
    const uow = new InMemoryUnitOfWork();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs: 1_000 });
    const mailer = new OutboxMailer({ outbox: uow.repos.outbox, transport });

    const status = await mailer.send({ to: 'customer@example.com', subject: 'Queued while down', text: 'later' });
    expect(status).toBe('queued');
    const [queued] = await uow.repos.outbox.pending(10);
    expect(queued).toMatchObject({ subject: 'Queued while down', status: 'queued' });
    expect(queued.lastError).toMatch(/ECONNREFUSED|connect/i);

    const retry: OutboxRetry = startOutboxRetry({ outbox: uow.repos.outbox, transport, intervalMs: 100, maxIntervalMs: 400 });
    cleanups.push(() => retry.stop());
    await new Promise((r) => setTimeout(r, 300));
    expect((await uow.repos.outbox.list(10))[0]).toMatchObject({ status: 'queued' });

    const inbox = await startInbox(port);
    cleanups.push(inbox.close);
    await waitFor(() => inbox.received.length === 1);
    expect(inbox.received[0].subject).toBe('Queued while down');
    expect(toText(inbox.received[0].to)).toBe('customer@example.com');
    await waitFor(async () => (await uow.repos.outbox.list(10))[0].status === 'sent');
    expect(await uow.repos.outbox.pending(10)).toEqual([]);
  });

  it('a retry round stops at the first failure and counts the attempt', async () => {
    const uow = new InMemoryUnitOfWork();
    await uow.repos.outbox.enqueue({ to: 'a@x.com', subject: '1', text: '' });
    await uow.repos.outbox.enqueue({ to: 'b@x.com', subject: '2', text: '' });
    const attempts: string[] = [];
    const retry = startOutboxRetry({
      outbox: uow.repos.outbox,
      transport: {
        sendMail: async (m) => {
          attempts.push(m.to);
          throw new Error('421 try later');
        },
      },
      intervalMs: 60_000,
    });
    cleanups.push(() => retry.stop());
    expect(await retry.runOnce()).toBe(0);
    expect(attempts).toEqual(['a@x.com']);
    const [first, second] = await uow.repos.outbox.pending(10);
    expect(first).toMatchObject({ attempts: 1, lastError: '421 try later' });
    expect(second).toMatchObject({ attempts: 0 });
  });

  it('a mail the server refuses counts against that mail only; the round delivers the next one', async () => {
    const uow = new InMemoryUnitOfWork();
    await uow.repos.outbox.enqueue({ to: 'nobody@x.com', subject: '1', text: '' });
    await uow.repos.outbox.enqueue({ to: 'b@x.com', subject: '2', text: '' });
    const sent: string[] = [];
    const retry = startOutboxRetry({
      outbox: uow.repos.outbox,
      transport: {
        sendMail: async (m) => {
          if (m.to === 'nobody@x.com') throw Object.assign(new Error('550 No such user'), { responseCode: 550 });
          sent.push(m.to);
        },
      },
      intervalMs: 60_000,
    });
    cleanups.push(() => retry.stop());
    expect(await retry.runOnce()).toBe(1);
    expect(sent).toEqual(['b@x.com']);
    expect(await uow.repos.outbox.pending(10)).toMatchObject([{ to: 'nobody@x.com', attempts: 1, lastError: '550 No such user' }]);
  });
});
