/** Core's message use cases on the in-memory unit of work: who talks on which channel of a submission. */
import { describe, expect, it } from 'vitest';
import { listActivity, listDocuments, listMessages, sendMessage, type IncomingFile } from '@workbench/core';
import { aClient } from '../testing/builders.ts';
import { aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();

describe('messages', () => {
  it("keeps a customer's message on the client channel, and shows the customer only that channel", async () => {
    const s = await w.aSubmission();
    const customer = await w.theCustomer();
    const broker = await w.anActor('broker');
    const mine = await sendMessage(w.deps)(customer, s.id, { to: 'Broker', subject: 'Hello', content: 'Question', channel: 'internal' });
    expect(mine.channel).toBe('client');
    await sendMessage(w.deps)(broker, s.id, { to: 'Underwriting', subject: 'Internal', content: 'Note', channel: 'internal' });
    expect((await listMessages(w.deps)(customer, s.id)).map((m) => m.subject)).toEqual(['Hello']);
    expect(await listMessages(w.deps)(broker, s.id)).toHaveLength(2);
  });

  it('refuses an attachment that is not a document of the submission, and stores nothing', async () => {
    const s = await w.aSubmission();
    const body = { to: 'Client', subject: 'Docs', content: 'See attached', attachmentIds: [crypto.randomUUID()] };
    expect(await failure(sendMessage(w.deps)(await w.anActor('broker'), s.id, body))).toBe('invalid');
    expect(await w.uow.repos.messages.list(s.id)).toEqual([]);
  });
});

describe('messages with files', () => {
  const aFile = (text = 'loss history'): IncomingFile => ({
    filename: 'loss-runs.txt',
    mimeType: 'text/plain',
    bytes: new TextEncoder().encode(text),
  });
  const note = { to: 'Broker', subject: 'Loss runs', content: 'Here they are', channel: 'client' };

  it("stores the customer's file as a document of the submission and attaches it, in one history entry", async () => {
    const s = await w.aSubmission();
    const customer = await w.theCustomer();
    const message = await sendMessage(w.deps)(customer, s.id, note, [aFile()]);
    expect(message.attachments.map((a) => a.filename)).toEqual(['loss-runs.txt']);
    expect((await listDocuments(w.deps)(customer, s.id)).map((d) => d.id)).toEqual([message.attachments[0].id]);
    expect((await w.uow.repos.history.list(s.id)).map((h) => [h.action, h.details])).toEqual([
      ['Message sent', 'To Broker: Loss runs (1 attachment)'],
    ]);
  });

  it('lets talk go on after a decision, but takes no new file then, storing nothing of that message', async () => {
    const s = await w.aSubmission('approved');
    const customer = await w.theCustomer();
    expect(await failure(sendMessage(w.deps)(customer, s.id, note, [aFile()]))).toBe('conflict');
    expect(await w.uow.repos.documents.list(s.id)).toEqual([]);
    expect((await sendMessage(w.deps)(customer, s.id, { ...note, subject: 'Thanks' })).subject).toBe('Thanks');
    expect((await listMessages(w.deps)(customer, s.id)).map((m) => m.subject)).toEqual(['Thanks']);
  });

  it('refuses an empty file and keeps neither the message nor the other files', async () => {
    const s = await w.aSubmission();
    expect(await failure(sendMessage(w.deps)(await w.anActor('broker'), s.id, note, [aFile(), aFile('')]))).toBe('invalid');
    expect(await w.uow.repos.messages.list(s.id)).toEqual([]);
    expect(await w.uow.repos.documents.list(s.id)).toEqual([]);
  });
});

describe('message privacy', () => {
  it("keeps staff's internal talk out of the customer's activity", async () => {
    const s = await w.aSubmission();
    const broker = await w.anActor('broker');
    await sendMessage(w.deps)(broker, s.id, { to: 'Underwriting', subject: 'Margin', content: 'Internal', channel: 'internal' });
    await sendMessage(w.deps)(broker, s.id, { to: 'Carrier', subject: 'Terms', content: 'Carrier talk', channel: 'carrier' });
    expect(await listActivity(w.deps)(await w.theCustomer())).toEqual([]);
  });

  it('refuses a customer attaching a document they may not see (one sent only to a carrier), so they cannot reach it', async () => {
    const s = await w.aSubmission();
    const broker = await w.anActor('broker');
    const customer = await w.theCustomer();
    const file: IncomingFile = { filename: 'carrier-terms.txt', mimeType: 'text/plain', bytes: new TextEncoder().encode('terms') };
    const carrier = await sendMessage(w.deps)(broker, s.id, { to: 'Carrier', subject: 'Terms', content: 'Ours', channel: 'carrier' }, [
      file,
    ]);
    const hidden = carrier.attachments[0]!.id;
    const body = { to: 'Broker', subject: 'Mine now', content: 'Attaching', attachmentIds: [hidden] };
    expect(await failure(sendMessage(w.deps)(customer, s.id, body))).toBe('invalid');
    expect((await listDocuments(w.deps)(customer, s.id)).map((d) => d.id)).not.toContain(hidden);
  });

  it("refuses a customer reading or writing on another client's submission, as if it did not exist", async () => {
    const other = await w.uow.repos.clients.create(aClient());
    const theirs = await w.aSubmission('pending', true, { clientId: other.id });
    const customer = await w.theCustomer();
    expect(await failure(listMessages(w.deps)(customer, theirs.id))).toBe('not_found');
    expect(await failure(sendMessage(w.deps)(customer, theirs.id, { to: 'Broker', subject: 'Hi', content: 'Hello' }))).toBe('not_found');
    expect(await w.uow.repos.messages.list(theirs.id)).toEqual([]);
  });
});
