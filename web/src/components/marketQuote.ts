import { MarketQuoteSchema } from '@workbench/core';
import { schemaValidator } from '../forms/fieldErrors.ts';

/** One coverage's terms as the quote dialog holds them: figures unset as NaN. */
export interface TermRow {
  coverage: string;
  limit: number;
  deductible: number;
}

/** The quote as the dialog holds it: a row of terms per coverage, and the subjectivities one a line. */
export interface QuoteValues {
  premium: number;
  taxes: number;
  fees: number;
  commissionRate: number;
  terms: TermRow[];
  subjectivities: string;
  validUntil: string | null;
}

const orNull = (n: number) => (Number.isNaN(n) ? null : n);

/** A row of terms for a coverage, its limit and deductible still to be keyed. */
export const termRow = (coverage = ''): TermRow => ({ coverage, limit: Number.NaN, deductible: Number.NaN });

/** The dialog's starting values: a row for each coverage named, nothing else keyed. */
export const quoteDefaults = (coverages: readonly string[]): QuoteValues => ({
  premium: Number.NaN,
  taxes: Number.NaN,
  fees: Number.NaN,
  commissionRate: Number.NaN,
  terms: coverages.map(termRow),
  subjectivities: '',
  validUntil: null,
});

/** What the dialog holds, as the quote is sent: every row a term, blank lines no subjectivities. */
export const quoteInput = (q: QuoteValues) => ({
  premium: orNull(q.premium),
  taxes: orNull(q.taxes),
  fees: orNull(q.fees),
  commissionRate: orNull(q.commissionRate),
  terms: q.terms.map((t) => ({ coverage: t.coverage.trim(), limit: orNull(t.limit), deductible: orNull(t.deductible) })),
  subjectivities: q.subjectivities
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  validUntil: q.validUntil,
});

/**
 * The dialog's name for the field core's schema names by a path: a term's `terms.1.limit` is the second
 * row's `terms[1].limit`, a subjectivity's `subjectivities.3` is the one Subjectivities box. The list of
 * terms as a whole (too many of them) belongs to no one field.
 */
const fieldOf = (path: string): string | null => {
  const term = /^terms\.(\d+)\.(\w+)$/.exec(path);
  if (term) return `terms[${term[1]}].${term[2]}`;
  if (path === 'terms') return null;
  return path.replace(/\.\d+$/, '');
};

/** Core's quote schema over what the dialog holds: each message goes to its row's field. */
export const checkQuote = ({ value }: { value: QuoteValues }) => {
  const result = schemaValidator(MarketQuoteSchema)({ value: quoteInput(value) });
  if (!result) return undefined;
  const fields: Record<string, string> = {};
  let form = result.form;
  for (const [path, message] of Object.entries(result.fields)) {
    const field = fieldOf(path);
    if (field) fields[field] ??= message;
    else form ??= message;
  }
  return { form, fields };
};

/** The words a row's fields add to their labels so each says which coverage: the name, or the row's number while it has none. */
export const rowName = (row: Pick<TermRow, 'coverage'>, index: number) => row.coverage.trim() || `coverage ${index + 1}`;
