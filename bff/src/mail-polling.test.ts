import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@workbench/adapters/testing/database.ts';
import { dovecotAvailable, startDovecot, type RunningDovecot } from '@workbench/adapters/testing/dovecot.ts';
import { ImapFlow } from 'imapflow';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContainer, resolveServices } from './container.ts';
import type { Services } from './services.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startMailPolling } from './mail-intake.ts';
import { startBackgroundJobs } from './jobs.ts';
import { openJobs, type JobWorkers } from '@workbench/adapters/postgres/index.ts';

// A real IMAP server (Debian's Dovecot, `make imap`) started for this file on a free port.
describe.skipIf(!dovecotAvailable())('polling the shared mailbox over IMAP', () => {
  let dovecot: RunningDovecot;
  let db: TestDatabase;
  let services: Services;
  let workers: JobWorkers;
  /** Waits until the job queue has taken in every mail the pollers queued. */
  const takenIn = async () => {
    const until = Date.now() + 30_000;
    while ((await openJobs(db.knex, 'take-in-mail')) > 0) {
      if (Date.now() > until) throw new Error('timed out waiting for the queued mails to be taken in');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    dovecot = await startDovecot();
    db = await createTestDatabase();
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'workbench-imap-')),
      LOG_LEVEL: 'silent',
      INTAKE_IMAP_URL: dovecot.url,
      INTAKE_IMAP_POLL_SECONDS: '3600',
    });
    services = resolveServices(createContainer(config, db.knex, pino({ level: 'silent' })));
    // A polled mail is queued; a worker of the job queue makes the draft, as in the server.
    workers = await startBackgroundJobs(services, db.knex, pino({ level: 'silent' }), { pollSeconds: 0.5 });
  }, 60_000);
  afterAll(async () => {
    await workers?.stop();
    await services?.changes.close();
    await db?.cleanup();
    await dovecot?.stop();
  });

  const mailbox = async <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: dovecot.port,
      secure: false,
      auth: { user: dovecot.user, pass: dovecot.password },
      logger: false,
    });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout();
    }
  };
  const count = (folder: string) =>
    mailbox(async (c) => {
      const status = await c.status(folder, { messages: true }).catch(() => null);
      return (status && status.messages) || 0;
    });
  /** The Message-IDs of every copy in Taken, sorted: a mail kept twice shows twice. */
  const takenIds = () =>
    mailbox(async (c) => {
      const lock = await c.getMailboxLock('Taken');
      try {
        const ids: string[] = [];
        for await (const m of c.fetch('1:*', { envelope: true })) ids.push(m.envelope?.messageId ?? '');
        return ids.sort();
      } finally {
        lock.release();
      }
    });
  const aMail = (id: string, subject: string, from = 'Iris Kemp <iris@kemp-marine.co.uk>') =>
    `From: ${from}\r\nTo: submissions@broker.example\r\nSubject: ${subject}\r\nMessage-ID: <${id}>\r\n\r\nPlease quote our cargo cover.\r\n`;

  it('takes each unread mail in once and moves it to the Taken folder, even delivered twice and polled by two instances at once', async () => {
    await mailbox(async (c) => {
      await c.append('INBOX', aMail('kemp-1@kemp-marine.co.uk', 'Cargo cover for Kemp Marine'));
      // The mail server delivered the same mail twice.
      await c.append('INBOX', aMail('kemp-1@kemp-marine.co.uk', 'Cargo cover for Kemp Marine'));
      await c.append('INBOX', aMail('ross-1@ross-joinery.example', 'Joinery renewal', 'ross@ross-joinery.example'));
    });
    const logger = pino({ level: 'silent' });
    const one = startMailPolling(services, logger)!;
    const two = startMailPolling(services, logger)!;
    try {
      await Promise.all([one.pollNow(), two.pollNow()]);
    } finally {
      await one.close();
      await two.close();
    }
    await takenIn();
    const kemp = await db.uow.run((repos) => repos.submissions.list({ q: 'Kemp Marine' }));
    expect(kemp.items).toHaveLength(1);
    expect(kemp.items[0]).toMatchObject({ type: 'email', status: 'pending', createdById: null });
    expect(await db.uow.repos.intake.findByMessageId('<kemp-1@kemp-marine.co.uk>')).toMatchObject({ source: 'imap', status: 'new' });
    expect((await db.uow.run((repos) => repos.submissions.list({ q: 'Ross Joinery' }))).items).toHaveLength(1);
    expect(await count('INBOX')).toBe(0);
    // Every mail left the inbox, and Taken holds one copy of each: not one per instance, nor per delivery.
    expect(await takenIds()).toEqual(['<kemp-1@kemp-marine.co.uk>', '<ross-1@ross-joinery.example>']);
  });

  it('leaves one copy in Taken when two instances race over a batch of mails', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `race-${i}@harbour-freight.example`);
    await mailbox(async (c) => {
      for (const [i, id] of ids.entries()) await c.append('INBOX', aMail(id, `Fleet schedule ${i}`, 'ops@harbour-freight.example'));
    });
    const logger = pino({ level: 'silent' });
    const pollers = [startMailPolling(services, logger)!, startMailPolling(services, logger)!];
    try {
      await Promise.all(pollers.map((p) => p.pollNow()));
    } finally {
      await Promise.all(pollers.map((p) => p.close()));
    }
    await takenIn();
    expect(await count('INBOX')).toBe(0);
    const taken = (await takenIds()).filter((id) => id.includes('race-'));
    expect(taken).toEqual(ids.map((id) => `<${id}>`).sort());
    const drafts = await db.uow.run((repos) => repos.submissions.list({ q: 'Harbour Freight' }));
    expect(drafts.items).toHaveLength(ids.length);
  });

  it('leaves a mail the intake refuses in the mailbox, marked read, for a person to look at', async () => {
    await mailbox((c) => c.append('INBOX', 'Subject: no sender\r\nMessage-ID: <nobody-1@x.example>\r\n\r\nHello\r\n'));
    const poller = startMailPolling(services, pino({ level: 'silent' }))!;
    try {
      expect(await poller.pollNow()).toBe(0);
      expect(await poller.pollNow()).toBe(0);
    } finally {
      await poller.close();
    }
    expect(await count('INBOX')).toBe(1);
    const flags = await mailbox(async (c) => {
      const lock = await c.getMailboxLock('INBOX');
      try {
        const message = await c.fetchOne('1', { flags: true });
        return [...((message && message.flags) || [])];
      } finally {
        lock.release();
      }
    });
    expect(flags).toContain('\\Seen');
  });
});

describe('INTAKE_IMAP_URL', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'workbench-imap-')), ...env });

  it('is off unless set', () => {
    const config = load({});
    expect(config.intakeImapUrl).toBeNull();
    expect(startMailPolling({ config } as Services, pino({ level: 'silent' }))).toBeNull();
  });

  it('must name the mailbox user over imap:// or imaps://', () => {
    expect(() => load({ INTAKE_IMAP_URL: 'https://mail.example' })).toThrow(ConfigError);
    expect(() => load({ INTAKE_IMAP_URL: 'imaps://mail.example' })).toThrow(ConfigError);
    expect(load({ INTAKE_IMAP_URL: 'imaps://intake:s3cret@mail.example' })).toMatchObject({
      intakeImapMailbox: 'INBOX',
      intakeImapDoneMailbox: 'Taken',
      intakeImapPollSeconds: 60,
    });
  });
});
