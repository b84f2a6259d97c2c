/** Core's conversation use cases on the in-memory unit of work: customers write from their own pages, staff are told. */
import { describe, expect, it } from 'vitest';
import {
  addClaimMessage,
  ClaimMessageSchema,
  ClientMessageSchema,
  getPolicyThread,
  NewClaimSchema,
  parseOrThrow,
  postClientMessage,
  postPolicyMessage,
  reportClaim,
  type Actor,
} from '@workbench/core';
import { aClient } from '../testing/builders.ts';
import { aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();

/** A broker who works one of the client's submissions: the client's broker. */
async function theClientsBroker(): Promise<Actor> {
  const broker = await w.anActor('broker');
  const submission = await w.aSubmission();
  await w.uow.repos.inbox.follow(broker.id, submission.id, '2026-01-01T00:00:00.000Z');
  return broker;
}

const bell = async (actor: Actor) => (await w.uow.repos.inbox.listNotifications(actor.id, { limit: 50, offset: 0 })).items;

describe('customers start conversations', () => {
  it('puts a message about a policy on the client’s general thread, marked with it, and tells the client’s broker', async () => {
    const broker = await theClientsBroker();
    const manager = await w.anActor('broker_manager');
    const customer = await w.theCustomer();
    const policy = await w.aPolicy();

    const thread = await postPolicyMessage(w.deps)(customer, policy.id, { content: 'Does it cover flood?' });
    expect(thread.messages.map((m) => [m.content, m.policy?.policyNumber])).toEqual([['Does it cover flood?', policy.policyNumber]]);
    expect((await bell(broker)).map((n) => [n.kind, n.target, n.recordId, n.details])).toEqual([
      ['message', 'general', w.clientId, `Policy ${policy.policyNumber}: Does it cover flood?`],
    ]);
    expect(await bell(manager)).toEqual([]);
    expect(await bell(customer)).toEqual([]);
  });

  it('mails the client’s customer when the firm answers about the policy, with a link to its page', async () => {
    await w.theCustomer();
    const policy = await w.aPolicy();
    const deps = { ...w.deps, linkTo: (path: string) => `https://portal.example${path}` };
    await postPolicyMessage(deps)(await w.anActor('broker'), policy.id, { content: 'Flood is covered up to the sublimit.' });
    const [mail] = await w.outbox();
    expect(mail).toMatchObject({ to: w.clientEmail, subject: expect.stringContaining('New message from your broker') });
    expect(mail!.text).toContain(`https://portal.example/customer/policies/${policy.id}`);
  });

  it('tells the client’s broker of a customer’s general and claim messages, and nobody of the firm’s own', async () => {
    const broker = await theClientsBroker();
    const customer = await w.theCustomer();
    await postClientMessage(w.deps)(customer, w.clientId, { content: 'We moved offices.' });
    const claim = await reportClaim(w.deps)(
      customer,
      parseOrThrow(NewClaimSchema, {
        policyId: (await w.aPolicy()).id,
        lossDate: '2026-11-01',
        location: '1 Dock Rd',
        description: 'Burst pipe',
      }),
    );
    await addClaimMessage(w.deps)(customer, claim.id, parseOrThrow(ClaimMessageSchema, { content: 'The adjuster has not called.' }));
    await addClaimMessage(w.deps)(broker, claim.id, parseOrThrow(ClaimMessageSchema, { content: 'We will chase them.' }));
    expect((await bell(broker)).map((n) => [n.kind, n.target]).sort()).toEqual([
      ['claim', 'claim'],
      ['message', 'claim'],
      ['message', 'general'],
    ]);
  });

  it('answers not found for another client’s policy, and refuses an empty message', async () => {
    const theirs = await w.aPolicy({ clientId: (await w.uow.repos.clients.create(aClient())).id });
    const customer = await w.theCustomer();
    expect(await failure(postPolicyMessage(w.deps)(customer, theirs.id, { content: 'Hello' }))).toBe('not_found');
    expect(await failure(getPolicyThread(w.deps)(customer, theirs.id))).toBe('not_found');
    expect(await failure((async () => parseOrThrow(ClientMessageSchema, { content: ' ' }))())).toBe('invalid');
  });

  it('answers not found for the client’s own policy to a customer who has not proved the address', async () => {
    const unproven = await w.theCustomer({ emailVerified: false });
    const policy = await w.aPolicy();
    expect(await failure(getPolicyThread(w.deps)(unproven, policy.id))).toBe('not_found');
    expect(await failure(postPolicyMessage(w.deps)(unproven, policy.id, { content: 'Hello' }))).toBe('not_found');
  });
});
