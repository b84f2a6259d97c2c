/** Core's message use cases on the in-memory unit of work: who talks on which channel of a submission. */
import { describe, expect, it } from 'vitest';
import { listMessages, sendMessage } from '@workbench/core';
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
