import { AppError, type Quote, type QuoteInput, type QuoteRepository } from '@workbench/core';
import { countWrite, newId, requireSubmission, strip } from './rows.ts';
import { copy, nextSeq, type Store } from './state.ts';

export class InMemoryQuoteRepository implements QuoteRepository {
  constructor(private readonly store: Store) {}

  async add(submissionId: string, quote: QuoteInput): Promise<Quote> {
    requireSubmission(this.store, submissionId);
    const row = {
      ...copy(quote),
      carrierId: quote.carrierId ?? null,
      amount: Number(quote.amount),
      id: newId(),
      submissionId,
      seq: nextSeq(this.store),
      version: 1,
    };
    this.store.state.quotes.push(row);
    return strip(row);
  }

  async update(submissionId: string, id: string, quote: Partial<QuoteInput>, expectedVersion?: number): Promise<Quote> {
    const row = this.store.state.quotes.find((q) => q.id === id && q.submissionId === submissionId);
    if (!row) throw AppError.notFound('Quote');
    countWrite(row, expectedVersion);
    for (const [key, value] of Object.entries(quote))
      if (value !== undefined) (row as unknown as Record<string, unknown>)[key] = copy(value);
    return strip(row);
  }
}
