/** Core's quote and related-item use cases on the in-memory unit of work: carriers' offers and linked records of a submission. */
import { describe, expect, it } from 'vitest';
import { addQuote, addRelatedItem, getSubmission, listActivity, updateQuote } from '@workbench/core';
import { aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();

describe('quotes', () => {
  it('adds and edits a quote, each with a history entry', async () => {
    const s = await w.aSubmission('in_review');
    const broker = await w.anActor('broker');
    const quote = await addQuote(w.deps)(broker, s.id, { carrier: 'Acme Mutual', amount: 12_500 });
    expect(quote).toMatchObject({ carrier: 'Acme Mutual', amount: 12_500, status: 'Pending' });
    expect((await updateQuote(w.deps)(broker, s.id, quote.id, { status: 'Accepted' })).status).toBe('Accepted');
    expect(await w.actions(s.id)).toEqual(expect.arrayContaining(['Quote added', 'Quote updated']));
  });

  it('takes no new quote on a decided submission', async () => {
    const s = await w.aSubmission('rejected');
    expect(await failure(addQuote(w.deps)(await w.anActor('broker'), s.id, { carrier: 'Late', amount: 1 }))).toBe('conflict');
  });
});

describe('quote offers', () => {
  it('tells the client of a quote only once staff mark it Approved', async () => {
    const s = await w.aSubmission('in_review');
    const broker = await w.anActor('broker');
    const quote = await addQuote(w.deps)(broker, s.id, { carrier: 'Harbor Re', amount: 8_000 });
    const customer = await w.theCustomer();
    expect((await getSubmission(w.deps)(customer, s.id)).quotes).toEqual([]);
    expect(await listActivity(w.deps)(customer)).toEqual([]);
    await updateQuote(w.deps)(broker, s.id, quote.id, { status: 'Approved' });
    expect((await getSubmission(w.deps)(customer, s.id)).quotes.map((q) => q.carrier)).toEqual(['Harbor Re']);
    expect((await listActivity(w.deps)(customer)).map((e) => [e.action, e.details])).toEqual([
      ['Quote updated', 'Harbor Re: $8,000.00 (Approved)'],
    ]);
  });

  it('refuses a customer, and a quote of another submission, changing nothing', async () => {
    const s = await w.aSubmission('in_review');
    const broker = await w.anActor('broker');
    const quote = await addQuote(w.deps)(broker, s.id, { carrier: 'Harbor Re', amount: 8_000 });
    const customer = await w.theCustomer();
    expect(await failure(addQuote(w.deps)(customer, s.id, { carrier: 'Me', amount: 1 }))).toBe('forbidden');
    expect(await failure(updateQuote(w.deps)(customer, s.id, quote.id, { amount: 1 }))).toBe('forbidden');
    const other = await w.aSubmission('in_review');
    expect(await failure(updateQuote(w.deps)(broker, other.id, quote.id, { amount: 1 }))).toBe('not_found');
    expect((await w.uow.repos.submissions.get(s.id))!.quotes.map((q) => q.amount)).toEqual([8_000]);
  });
});

describe('addRelatedItem', () => {
  it('links a policy to the submission with a history entry the client sees', async () => {
    const s = await w.aSubmission();
    const item = await addRelatedItem(w.deps)(await w.anActor('broker'), s.submissionId, { type: 'Policy', reference: 'POL-2025-0007' });
    expect(item).toMatchObject({ type: 'Policy', reference: 'POL-2025-0007', status: 'Active', description: null });
    expect((await w.uow.repos.submissions.get(s.id))!.relatedItems.map((r) => r.id)).toEqual([item.id]);
    expect((await listActivity(w.deps)(await w.theCustomer())).map((e) => e.details)).toEqual(['Policy POL-2025-0007']);
  });

  it('refuses a customer, an unknown type and a decided submission, linking nothing', async () => {
    const open = await w.aSubmission();
    const broker = await w.anActor('broker');
    expect(await failure(addRelatedItem(w.deps)(await w.theCustomer(), open.id, { type: 'Claim', reference: 'C-1' }))).toBe('forbidden');
    expect(await failure(addRelatedItem(w.deps)(broker, open.id, { type: 'Receipt', reference: 'R-1' }))).toBe('invalid');
    const decided = await w.aSubmission('approved');
    expect(await failure(addRelatedItem(w.deps)(broker, decided.id, { type: 'Claim', reference: 'C-1' }))).toBe('conflict');
    expect([...(await w.uow.repos.relatedItems.list(open.id)), ...(await w.uow.repos.relatedItems.list(decided.id))]).toEqual([]);
  });
});
