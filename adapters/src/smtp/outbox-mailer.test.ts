import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryUnitOfWork } from '../inmem/in-memory-unit-of-work.ts';
import { freeSmtpPort as freePort, recipients as toText, startInbox } from '../testing/smtp-inbox.ts';
import { NO_SMTP_MESSAGE, OutboxMailer, createSmtpTransport, outboxDelivery } from './outbox-mailer.ts';

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

  it('queues the mail while the server is down and its delivery job delivers it once the server is back', async () => {
    const port = await freePort();
    const uow = new InMemoryUnitOfWork();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs: 1_000 });
    const mailer = new OutboxMailer({ outbox: uow.repos.outbox, transport });

    const status = await mailer.send({ to: 'customer@example.com', subject: 'Queued while down', text: 'later' });
    expect(status).toBe('queued');
    const [queued] = await uow.repos.outbox.pending(10);
    expect(queued).toMatchObject({ subject: 'Queued while down', status: 'queued' });
    expect(queued.lastError).toMatch(/ECONNREFUSED|connect/i);

    // The job throws while the server is down, so the queue retries it later; the mail stays queued.
    const deliver = outboxDelivery({ outbox: uow.repos.outbox, transport });
    await expect(deliver(queued.id)).rejects.toThrow(/ECONNREFUSED|connect/i);
    expect((await uow.repos.outbox.list(10))[0]).toMatchObject({ status: 'queued', attempts: 2 });

    const inbox = await startInbox(port);
    cleanups.push(inbox.close);
    expect(await deliver(queued.id)).toBe('sent');
    await waitFor(() => inbox.received.length === 1);
    expect(inbox.received[0].subject).toBe('Queued while down');
    expect(toText(inbox.received[0].to)).toBe('customer@example.com');
    expect((await uow.repos.outbox.list(10))[0].status).toBe('sent');
    expect(await uow.repos.outbox.pending(10)).toEqual([]);
  });

  it('a delivery job run again for a mail already sent sends nothing', async () => {
    const uow = new InMemoryUnitOfWork();
    const entry = await uow.repos.outbox.enqueue({ to: 'a@x.com', subject: '1', text: '' });
    const sent: string[] = [];
    const deliver = outboxDelivery({ outbox: uow.repos.outbox, transport: { sendMail: async (m) => void sent.push(m.to) } });
    expect(await deliver(entry.id)).toBe('sent');
    expect(await deliver(entry.id)).toBe('already_sent');
    expect(sent).toEqual(['a@x.com']);
  });

  it('a failed delivery counts the attempt on that mail only and is thrown for the queue to retry', async () => {
    const uow = new InMemoryUnitOfWork();
    const first = await uow.repos.outbox.enqueue({ to: 'a@x.com', subject: '1', text: '' });
    await uow.repos.outbox.enqueue({ to: 'b@x.com', subject: '2', text: '' });
    const deliver = outboxDelivery({
      outbox: uow.repos.outbox,
      transport: {
        sendMail: async () => {
          throw new Error('421 try later');
        },
      },
    });
    await expect(deliver(first.id)).rejects.toThrow('421 try later');
    const [one, two] = await uow.repos.outbox.pending(10);
    expect(one).toMatchObject({ attempts: 1, lastError: '421 try later', status: 'queued' });
    expect(two).toMatchObject({ attempts: 0 });
  });

  it('a mail the server refuses counts against that mail only; the next mail is delivered', async () => {
    const uow = new InMemoryUnitOfWork();
    const refused = await uow.repos.outbox.enqueue({ to: 'nobody@x.com', subject: '1', text: '' });
    const next = await uow.repos.outbox.enqueue({ to: 'b@x.com', subject: '2', text: '' });
    const sent: string[] = [];
    const deliver = outboxDelivery({
      outbox: uow.repos.outbox,
      transport: {
        sendMail: async (m) => {
          if (m.to === 'nobody@x.com') throw Object.assign(new Error('550 No such user'), { responseCode: 550 });
          sent.push(m.to);
        },
      },
    });
    await expect(deliver(refused.id)).rejects.toThrow('550 No such user');
    expect(await deliver(next.id)).toBe('sent');
    expect(sent).toEqual(['b@x.com']);
    expect(await uow.repos.outbox.pending(10)).toMatchObject([{ to: 'nobody@x.com', attempts: 1, lastError: '550 No such user' }]);
  });
});
