import type { Knex } from 'knex';
import { AppError, type Quote, type QuoteInput, type QuoteRepository } from '@workbench/core';
import { day, isUuid, newId, num } from './rows.ts';
import { updateVersioned } from './versioned-update.ts';

type Row = Record<string, unknown>;

export const toQuote = (row: Row): Quote => ({
  id: row.id as string,
  carrier: row.carrier as string,
  carrierId: (row.carrier_id as string | null) ?? null,
  amount: num(row.amount),
  status: row.status as string,
  validUntil: day(row.valid_until),
  coverage: (row.coverage as string) ?? null,
  version: num(row.version),
});

function columns(quote: Partial<QuoteInput>): Row {
  const row: Row = {};
  if (quote.carrier !== undefined) row.carrier = quote.carrier;
  if (quote.carrierId !== undefined) row.carrier_id = quote.carrierId;
  if (quote.amount !== undefined) row.amount = quote.amount;
  if (quote.status !== undefined) row.status = quote.status;
  if (quote.validUntil !== undefined) row.valid_until = quote.validUntil;
  if (quote.coverage !== undefined) row.coverage = quote.coverage;
  return row;
}

export class PgQuoteRepository implements QuoteRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(submissionId: string, quote: QuoteInput): Promise<Quote> {
    const [row] = await this.db('quotes')
      .insert({ ...columns(quote), id: newId(), submission_id: submissionId })
      .returning('*');
    return toQuote(row);
  }

  async update(submissionId: string, id: string, quote: Partial<QuoteInput>, expectedVersion?: number): Promise<Quote> {
    if (!isUuid(submissionId) || !isUuid(id)) throw AppError.notFound('Quote');
    return toQuote(await updateVersioned(this.db, 'quotes', { id, submission_id: submissionId }, columns(quote), expectedVersion, 'Quote'));
  }
}
