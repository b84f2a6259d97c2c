import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@workbench/adapters/testing/database.ts';
import type { SmtpIntake } from '@workbench/adapters/mail-intake/index.ts';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContainer, resolveServices } from './container.ts';
import type { Services } from './services.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startMailIntake } from './mail-intake.ts';
import { startBackgroundJobs } from './jobs.ts';
import { openJobs, type JobWorkers } from '@workbench/adapters/postgres/index.ts';

// One of the ports kept for this feature's tests and demos.
const INTAKE_PORT = 3981;

let db: TestDatabase;
let services: Services;
let intake: SmtpIntake | null;
let workers: JobWorkers;

beforeAll(async () => {
  db = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'workbench-intake-')),
    LOG_LEVEL: 'silent',
    INTAKE_SMTP_PORT: String(INTAKE_PORT),
  });
  services = resolveServices(createContainer(config, db.knex, pino({ level: 'silent' })));
  intake = await startMailIntake(services, pino({ level: 'silent' }));
  // A received mail is queued; a worker of the job queue makes the draft, as in the server.
  workers = await startBackgroundJobs(services, db.knex, pino({ level: 'silent' }), { pollSeconds: 0.5 });
});
afterAll(async () => {
  await intake?.close();
  await workers?.stop();
  await services?.changes.close();
  await db?.cleanup();
});

const waitFor = async <T>(find: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('the SMTP intake listener', () => {
  it('turns a mail the firm’s server forwards into a draft e-mail submission with its documents', async () => {
    expect(intake?.port).toBe(INTAKE_PORT);
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: INTAKE_PORT, secure: false, ignoreTLS: true });
    const csv = 'Name,Address,City\nYard,2 Dock Lane,Leith\n';
    const sent = await transport.sendMail({
      from: 'Morag Reid <morag@thistle-haulage.co.uk>',
      to: 'submissions@broker.example',
      subject: 'Fleet renewal for Thistle Haulage',
      text: 'Our fleet list is attached; the policy renews on 1 January.',
      attachments: [{ filename: 'fleet.csv', content: csv, contentType: 'text/csv' }],
    });
    expect(sent.accepted).toEqual(['submissions@broker.example']);

    const draft = await waitFor(async () => {
      const page = await db.uow.run((repos) => repos.submissions.list({ q: 'Thistle Haulage' }));
      return page.items[0];
    });
    expect(draft).toMatchObject({
      type: 'email',
      status: 'pending',
      transactionType: 'renewal',
      client: 'Thistle Haulage',
      createdById: null,
    });
    const detail = await db.uow.run(async (repos) => repos.submissions.get(draft.id));
    expect(detail?.coverages.map((c) => c.coverage)).toEqual(['motor_fleet']);
    expect(detail?.messages).toHaveLength(1);
    expect(detail?.messages[0]).toMatchObject({ from: 'Morag Reid <morag@thistle-haulage.co.uk>', channel: 'client' });
    expect(detail?.documents.map((d) => [d.filename, d.mimeType])).toEqual([['fleet.csv', 'text/csv']]);
    const received = detail?.history.find((h) => h.action === 'Received by e-mail');
    expect(received).toMatchObject({ user: 'E-mail intake', userId: null });
    expect(received?.details).toMatch(/^Received by e-mail from Morag Reid <morag@thistle-haulage\.co\.uk>/);
    expect(detail?.history.find((h) => h.action === 'Client created')?.details).toContain('Thistle Haulage');
  });

  it('accepts the same mail delivered twice at once and takes it in once', async () => {
    const raw = [
      'From: Elin Voss <elin@voss-cold-store.co.uk>',
      'To: submissions@broker.example',
      'Subject: Cold store property renewal',
      'Message-ID: <voss-renewal-1@voss-cold-store.co.uk>',
      '',
      'Our renewal is due next month.',
      '',
    ].join('\r\n');
    const send = () =>
      nodemailer
        .createTransport({ host: '127.0.0.1', port: INTAKE_PORT, secure: false, ignoreTLS: true })
        .sendMail({ envelope: { from: 'elin@voss-cold-store.co.uk', to: ['submissions@broker.example'] }, raw });
    const sent = await Promise.all([send(), send(), send()]);
    // The mail server hears "taken" every time, so it never retries a mail that is already in.
    for (const answer of sent) expect(answer.accepted).toEqual(['submissions@broker.example']);
    await waitFor(async () => ((await openJobs(db.knex, 'take-in-mail')) === 0 ? true : undefined));
    const page = await db.uow.run((repos) => repos.submissions.list({ q: 'Voss Cold Store' }));
    expect(page.items).toHaveLength(1);
    expect(await db.uow.repos.intake.findByMessageId('<voss-renewal-1@voss-cold-store.co.uk>')).toMatchObject({
      source: 'smtp',
      submissionId: page.items[0]!.id,
    });
  });

  it('refuses a mail with no sender for good, rather than asking the server to retry', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: INTAKE_PORT, secure: false, ignoreTLS: true });
    const refused = transport.sendMail({
      envelope: { from: 'bounce@example.com', to: ['submissions@broker.example'] },
      raw: 'Subject: hi\r\n\r\nno from header\r\n',
    });
    await expect(refused).rejects.toMatchObject({ responseCode: 550 });
  });
});

describe('INTAKE_SMTP_PORT', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'workbench-intake-')), ...env });

  it('is off unless set', async () => {
    const config = load({});
    expect(config.intakeSmtpPort).toBeNull();
    expect(await startMailIntake({ ...services, config }, pino({ level: 'silent' }))).toBeNull();
  });

  it('must be a port number', () => {
    expect(() => load({ INTAKE_SMTP_PORT: 'smtp' })).toThrow(ConfigError);
    expect(() => load({ INTAKE_SMTP_PORT: '70000' })).toThrow(ConfigError);
  });
});
