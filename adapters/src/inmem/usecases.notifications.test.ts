/** Core's mail use cases on the in-memory unit of work and outbox: client notifications and portal invitations. */
import { describe, expect, it } from 'vitest';
import { EmailNotificationSchema, listSubmissions, parseOrThrow, register, sendEmailNotification, sendInvitation } from '@workbench/core';
import { aClient } from '../testing/builders.ts';
import { aWorldPerTest, deadTransport, failure, NOW, recordingTransport, tokenInLink } from './usecases.world.ts';

const w = aWorldPerTest();

const notification = (over: Record<string, unknown> = {}) => ({
  to: 'taylor@brightwater.example',
  subject: 'New Insurance Submission Created',
  submissionId: 'SUB-2026-0031',
  clientName: 'Brightwater Logistics',
  brokerName: 'Robin Broker',
  ...over,
});

describe('sendEmailNotification', () => {
  it('delivers the notice naming the submission, the client and the broker when the mail server takes it', async () => {
    const transport = recordingTransport();
    const sent = await sendEmailNotification({ mailer: w.mailer(transport) })(await w.anActor('broker'), notification());
    expect(sent).toEqual({ status: 'sent' });
    const [mail] = transport.delivered;
    expect(mail).toMatchObject({ to: 'taylor@brightwater.example', subject: 'New Insurance Submission Created' });
    expect(mail.text).toContain('Submission: SUB-2026-0031');
    expect(mail.text).toContain('Dear Brightwater Logistics,');
    expect(mail.text).toContain('Broker: Robin Broker');
    expect(await w.outbox()).toEqual([]);
  });

  it('keeps the notice in the outbox when the mail server cannot be reached, or none is configured', async () => {
    const broker = await w.anActor('broker');
    expect(await sendEmailNotification({ mailer: w.mailer(deadTransport) })(broker, notification())).toEqual({ status: 'queued' });
    expect(await sendEmailNotification({ mailer: w.mailer() })(broker, notification({ to: 'ops@brightwater.example' }))).toEqual({
      status: 'queued',
    });
    expect((await w.outbox()).map((m) => m.to).sort()).toEqual(['ops@brightwater.example', 'taylor@brightwater.example']);
  });

  it('refuses a customer and a bad address, and queues nothing', async () => {
    const send = sendEmailNotification({ mailer: w.mailer() });
    expect(await failure(send(await w.theCustomer(), notification()))).toBe('forbidden');
    const read = async (input: unknown) => parseOrThrow(EmailNotificationSchema, input);
    expect(await failure(read(notification({ to: 'not an address' })))).toBe('invalid');
    expect(await w.outbox()).toEqual([]);
  });
});

describe('sendInvitation', () => {
  const PORTAL = 'https://portal.test/sign-in';
  const invite = async (input: Parameters<ReturnType<typeof sendInvitation>>[1]) =>
    sendInvitation(w.accountDeps)(await w.anActor('broker', { fullName: 'Robin Broker' }), input, PORTAL);
  /** The invitation token of the newest invitation mailed to `to`. */
  const invitationTo = async (to: string) => tokenInLink((await w.outbox()).find((m) => m.to === to)!, 'invitation')!;
  const registerAs = (email: string, invitation: string, username = 'invited.customer') =>
    register(w.accountDeps)({ username, password: 'sesame123', fullName: 'Invited Customer', email, invitation });

  it("mails the client's contact a one-time portal link; registering through it shows the client's shared work at once", async () => {
    const shared = await w.aSubmission('pending', true);
    await w.aSubmission('pending', false);
    expect(await invite({ clientId: w.clientId })).toEqual({ status: 'queued', to: w.clientEmail });
    const [mail] = await w.outbox();
    expect(mail.text).toContain('Dear Pat Doe,');
    expect(mail.text).toContain('Robin Broker invites you');
    const customer = await registerAs(w.clientEmail.toUpperCase(), await invitationTo(w.clientEmail));
    expect(customer).toMatchObject({ role: 'customer', emailVerified: true });
    expect((await listSubmissions(w.deps)(customer, {})).items.map((s) => s.id)).toEqual([shared.id]);
    expect((await w.outbox()).map((m) => m.subject)).toEqual(['Your insurance submission form']);
  });

  it('invites a person by address and name; the link works once', async () => {
    await invite({ email: ' lee@newco.example ', name: ' Lee ' });
    const token = await invitationTo('lee@newco.example');
    expect((await w.outbox())[0].text).toContain('Dear Lee,');
    await registerAs('lee@newco.example', token);
    expect(await failure(registerAs('lee@newco.example', token, 'second.try'))).toBe('invalid');
  });

  it('refuses registering through the link with another address, and the link still works for the invited one', async () => {
    await invite({ email: 'lee@newco.example', name: 'Lee' });
    const token = await invitationTo('lee@newco.example');
    expect(await failure(registerAs('someone@else.example', token))).toBe('invalid');
    expect(await w.uow.repos.users.findByUsername('invited.customer')).toBeNull();
    expect((await registerAs('lee@newco.example', token)).emailVerified).toBe(true);
  });

  it('refuses a link older than fourteen days', async () => {
    await invite({ email: 'lee@newco.example', name: 'Lee' });
    const token = await invitationTo('lee@newco.example');
    const later = { ...w.accountDeps, clock: { now: () => new Date(NOW.getTime() + 15 * 86_400_000) } };
    const late = register(later)({
      username: 'late.lee',
      password: 'sesame123',
      fullName: 'Lee',
      email: 'lee@newco.example',
      invitation: token,
    });
    expect(await failure(late)).toBe('invalid');
  });

  it('refuses an unknown client, a client without an address, a bad address or a missing name, and mails nothing', async () => {
    const noAddress = await w.uow.repos.clients.create(aClient({ email: null }));
    expect(await failure(invite({ clientId: crypto.randomUUID() }))).toBe('not_found');
    expect(await failure(invite({ clientId: 'not-an-id' }))).toBe('not_found');
    expect(await failure(invite({ clientId: noAddress.id }))).toBe('invalid');
    expect(await failure(invite({ email: 'lee@', name: 'Lee' }))).toBe('invalid');
    expect(await failure(invite({ email: 'lee@newco.example', name: ' ' }))).toBe('invalid');
    expect(await w.outbox()).toEqual([]);
  });

  it('refuses a customer', async () => {
    expect(await failure(sendInvitation(w.accountDeps)(await w.theCustomer(), { email: 'x@y.example', name: 'X' }, PORTAL))).toBe(
      'forbidden',
    );
    expect(await w.outbox()).toEqual([]);
  });
});
