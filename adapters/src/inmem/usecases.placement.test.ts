/** Core's placement use cases on the in-memory unit of work: a placement from markets to a bound policy, and who may. */
import { describe, expect, it } from 'vitest';
import {
  answerMarket,
  bindPlacement,
  chooseMarkets,
  chooseProposalOption,
  createCarrier,
  createProposal,
  getPlacement,
  NewCarrierSchema,
  parseOrThrow,
  raiseMarketChases,
  recordMarketQuote,
  sendMarketPackage,
  setMarketChase,
  type PlacementDeps,
} from '@workbench/core';
import { aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();
const placing = (): PlacementDeps => ({
  ...w.deps,
  proposals: { render: async () => new TextEncoder().encode('%PDF-1.7') },
  bindAuthorityLimit: 20_000,
});

async function twoMarkets() {
  const broker = await w.anActor('broker');
  const submission = await w.aSubmission('in_progress');
  const a = await createCarrier(w.deps)(
    broker,
    parseOrThrow(NewCarrierSchema, { name: 'Alpha Re', contacts: [{ name: 'U', email: 'u@alpha.example' }] }),
  );
  const b = await createCarrier(w.deps)(broker, parseOrThrow(NewCarrierSchema, { name: 'Beta Mutual' }));
  const placement = await chooseMarkets(w.deps)(broker, submission.id, { carrierIds: [a.id, b.id] });
  return { broker, submission, markets: placement.markets };
}

describe('a placement', () => {
  it('goes from markets to a bound policy, the other market not taken up', async () => {
    const { broker, submission, markets } = await twoMarkets();
    const doc = await w.aDocument(submission.id, 'sov.pdf');
    const sent = await sendMarketPackage(w.deps)(broker, submission.id, markets[0]!.id, {
      coverNote: 'Please quote',
      documentIds: [doc.id],
    });
    expect(sent.sends[0]).toMatchObject({ to: 'u@alpha.example', documents: [{ filename: 'sov.pdf' }] });
    expect((await w.outbox())[0]).toMatchObject({ to: 'u@alpha.example' });
    expect(await failure(sendMarketPackage(w.deps)(broker, submission.id, markets[1]!.id, { coverNote: 'Hi' }))).toBe('unprocessable');

    const quote = await recordMarketQuote(w.deps)(broker, submission.id, markets[0]!.id, { premium: 12_000, taxes: 600, fees: 100 });
    await answerMarket(w.deps)(broker, submission.id, markets[1]!.id, { status: 'indicated' });
    const proposal = await createProposal(placing())(broker, submission.id, { quoteIds: [quote.id] });
    expect(proposal.options[0]).toMatchObject({ carrier: 'Alpha Re', total: 12_700 });
    const customer = await w.theCustomer();
    await chooseProposalOption(w.deps)(customer, submission.id, proposal.id, { quoteId: quote.id });
    const bound = await bindPlacement(placing())(broker, submission.id, {});
    expect(bound.markets.map((m) => m.status)).toEqual(['bound', 'not_taken_up']);
    expect(bound.policy?.policyNumber).toBe('POL-2026-0001');
    expect(await w.actions(submission.id)).toEqual(
      expect.arrayContaining(['Markets chosen', 'Package sent', 'Quote received', 'Proposal shared', 'Option chosen', 'Policy bound']),
    );
  });

  it('keeps a declined market final and a broker within the binding limit', async () => {
    const { broker, submission, markets } = await twoMarkets();
    await answerMarket(w.deps)(broker, submission.id, markets[1]!.id, { status: 'declined', reason: 'No appetite' });
    expect(await failure(recordMarketQuote(w.deps)(broker, submission.id, markets[1]!.id, { premium: 1 }))).toBe('conflict');
    const big = await recordMarketQuote(w.deps)(broker, submission.id, markets[0]!.id, { premium: 20_001 });
    expect(await failure(bindPlacement(placing())(broker, submission.id, { quoteId: big.id, confirmation: 'phone' }))).toBe('forbidden');
    const manager = await w.anActor('broker_manager');
    expect((await bindPlacement(placing())(manager, submission.id, { quoteId: big.id, confirmation: 'phone' })).policy).not.toBeNull();
  });

  it('raises one chase task per market and day, and closes it when the carrier quotes', async () => {
    const { broker, submission, markets } = await twoMarkets();
    await setMarketChase(w.deps)(broker, submission.id, markets[0]!.id, { chaseBy: '2026-11-22' });
    await setMarketChase(w.deps)(broker, submission.id, markets[1]!.id, { chaseBy: '2026-11-30' });
    expect(await raiseMarketChases(w.deps)()).toBe(1);
    expect(await raiseMarketChases(w.deps)()).toBe(0);
    const tasks = async () => (await w.uow.repos.submissions.get(submission.id))!.tasks.filter((t) => t.title.startsWith('Chase '));
    expect(await tasks()).toEqual([
      expect.objectContaining({ title: 'Chase Alpha Re for an answer', dueDate: '2026-11-22', status: 'Pending' }),
    ]);
    await recordMarketQuote(w.deps)(broker, submission.id, markets[0]!.id, { premium: 9000 });
    expect((await tasks()).map((t) => t.status)).toEqual(['Completed']);
    expect(await failure(setMarketChase(w.deps)(broker, submission.id, markets[0]!.id, { chaseBy: '2026-12-01' }))).toBe('conflict');
    expect(await failure(setMarketChase(w.deps)(broker, submission.id, markets[1]!.id, { chaseBy: 'soon' }))).toBe('invalid');
  });

  it('lets an insurer read only, and a customer or a pending broker nothing', async () => {
    const { submission, markets } = await twoMarkets();
    const insurer = await w.anActor('insurer');
    expect((await getPlacement(w.deps)(insurer, submission.id)).markets).toHaveLength(2);
    expect(await failure(answerMarket(w.deps)(insurer, submission.id, markets[0]!.id, { status: 'expired' }))).toBe('forbidden');
    for (const someone of [await w.theCustomer(), await w.anActor('broker', { status: 'pending' })])
      expect(await failure(getPlacement(w.deps)(someone, submission.id))).toBe('forbidden');
  });
});
