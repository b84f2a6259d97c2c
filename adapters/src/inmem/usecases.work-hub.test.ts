/** Core's work-hub use cases on the in-memory unit of work: reminders, e-mail preferences and digests. */
import { describe, expect, it } from 'vitest';
import {
  addQuote,
  EmailPreferenceSchema,
  getEmailPreference,
  listNotifications,
  markNotificationsRead,
  NotificationListQuerySchema,
  parseOrThrow,
  remindDueTasks,
  sendDailyDigests,
  sendMessage,
  setEmailPreference,
  type CoreDeps,
} from '@workbench/core';
import { aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();
const at = (iso: string): CoreDeps => ({ ...w.deps, clock: { now: () => new Date(iso) } });

describe('task reminders', () => {
  it('reminds an assignee once of a task due today and once of an overdue one, not of done or far older tasks', async () => {
    const s = await w.aSubmission();
    const tara = await w.anActor('broker', { fullName: 'Tara Tasker' });
    const add = (title: string, dueDate: string, status = 'Pending') =>
      w.uow.repos.tasks.add(s.id, { title, assignedTo: 'Tara Tasker', dueDate, status, priority: 'High' });
    await add('Due today', '2026-04-01');
    await add('Overdue', '2026-03-25');
    await add('Long forgotten', '2025-01-01');
    await add('Done', '2026-04-01', 'Completed');
    const deps = at('2026-04-01T09:00:00.000Z');
    expect(await remindDueTasks(deps)()).toBe(2);
    await remindDueTasks(deps)();
    const feed = await listNotifications(deps)(tara, parseOrThrow(NotificationListQuerySchema, {}));
    expect(feed.items.map((n) => n.title).sort()).toEqual(['Task due today', 'Task overdue']);
  });
});

describe('e-mail about notifications', () => {
  it('is off for staff and at once for customers until they choose, and refuses what it does not know', async () => {
    const broker = await w.anActor('broker');
    expect(await getEmailPreference(w.deps)(broker)).toEqual({ email: 'off', muted: [] });
    expect(await getEmailPreference(w.deps)(await w.theCustomer())).toEqual({ email: 'immediate', muted: [] });
    expect(await setEmailPreference(w.deps)(broker, { email: 'daily', muted: ['task', 'task'] })).toEqual({
      email: 'daily',
      muted: ['task'],
    });
    expect(await getEmailPreference(w.deps)(broker)).toEqual({ email: 'daily', muted: ['task'] });
    const preference = async (input: unknown) => parseOrThrow(EmailPreferenceSchema, input);
    expect(await failure(preference({ email: 'hourly' }))).toBe('invalid');
    expect(await failure(preference({ email: 'daily', muted: ['gossip'] }))).toBe('invalid');
  });

  it('mails a customer at once by default, with a link to the submission in the portal, and not the kinds they muted', async () => {
    const s = await w.aSubmission();
    const broker = await w.anActor('broker');
    const customer = await w.theCustomer();
    const linked = { ...w.deps, linkTo: (path: string) => `https://workbench.example${path}` };
    await sendMessage(linked)(broker, s.id, { to: 'Client', subject: 'First note', content: 'Hello', channel: 'client' });
    const mails = (await w.outbox()).filter((m) => m.to === w.clientEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`See it in Workbench: https://workbench.example/customer/submissions/${s.submissionId}`);
    await setEmailPreference(w.deps)(customer, { email: 'immediate', muted: ['message'] });
    await sendMessage(w.deps)(broker, s.id, { to: 'Client', subject: 'Second note', content: 'Hello', channel: 'client' });
    expect((await w.outbox()).filter((m) => m.to === w.clientEmail)).toHaveLength(1);
  });

  it('mails each notification at once to those who asked, and a customer only what was written for the client', async () => {
    const s = await w.aSubmission();
    const broker = await w.anActor('broker');
    const follower = await w.anActor('broker', { email: 'follower@example.com' });
    await w.theCustomer();
    await w.uow.repos.inbox.follow(follower.id, s.id, '2026-01-01T00:00:00.000Z');
    await setEmailPreference(w.deps)(follower, { email: 'immediate' });
    await sendMessage(w.deps)(broker, s.id, { to: 'Underwriting', subject: 'Margin talk', content: 'Internal only', channel: 'internal' });
    await sendMessage(w.deps)(broker, s.id, { to: 'Client', subject: 'Your schedule', content: 'Please confirm', channel: 'client' });
    const mails = await w.outbox();
    expect(mails.filter((m) => m.to === 'follower@example.com').map((m) => m.subject)).toEqual([
      `New message: ${s.submissionId}`,
      `New message: ${s.submissionId}`,
    ]);
    const toCustomer = mails.filter((m) => m.to === w.clientEmail);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.text).toContain('Your schedule');
    expect(JSON.stringify(toCustomer)).not.toContain('Margin talk');
  });

  it('sends one digest a day of what is still unread since the last one, from the digest hour', async () => {
    const s = await w.aSubmission();
    const broker = await w.anActor('broker');
    const reader = await w.anActor('broker', { email: 'reader@example.com' });
    await w.uow.repos.inbox.follow(reader.id, s.id, '2026-01-01T00:00:00.000Z');
    await setEmailPreference(w.deps)(reader, { email: 'daily', muted: ['quote'] });
    await addQuote(at('2026-04-01T05:10:00.000Z'))(broker, s.id, { carrier: 'Muted Carrier', amount: 100 });
    await sendMessage(at('2026-04-01T05:00:00.000Z'))(broker, s.id, { to: 'X', subject: 'First', content: 'One', channel: 'internal' });
    await sendMessage(at('2026-04-01T05:30:00.000Z'))(broker, s.id, { to: 'X', subject: 'Second', content: 'Two', channel: 'internal' });

    expect(await sendDailyDigests(at('2026-04-01T06:59:00.000Z'))()).toBe(0);
    expect(await sendDailyDigests(at('2026-04-01T07:00:00.000Z'))()).toBe(1);
    expect(await sendDailyDigests(at('2026-04-01T20:00:00.000Z'))()).toBe(0);
    const [digest] = (await w.outbox()).filter((m) => m.to === 'reader@example.com');
    expect(digest!.subject).toBe('Workbench: 2 unread notifications');
    expect(digest!.text).toContain('First: One');
    expect(digest!.text).not.toContain('Muted Carrier');

    // Read ones and ones already in a digest are not mailed again; nothing new means no mail.
    await markNotificationsRead(w.deps)(reader, { all: true });
    expect(await sendDailyDigests(at('2026-04-02T07:00:00.000Z'))()).toBe(0);
    await sendMessage(at('2026-04-02T10:00:00.000Z'))(broker, s.id, { to: 'X', subject: 'Third', content: 'Three', channel: 'internal' });
    expect(await sendDailyDigests(at('2026-04-03T07:00:00.000Z'))()).toBe(1);
    expect((await w.outbox()).filter((m) => m.to === 'reader@example.com')[0]!.subject).toBe('Workbench: 1 unread notification');
  });
});
