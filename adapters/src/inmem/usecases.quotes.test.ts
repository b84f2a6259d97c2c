/** Core's quote use cases on the in-memory unit of work: carriers' offers on a submission. */
import { describe, expect, it } from 'vitest';
import { addQuote, updateQuote } from '@workbench/core';
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
