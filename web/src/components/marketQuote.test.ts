import { describe, expect, it } from 'vitest';
import { checkQuote, quoteDefaults, quoteInput, rowName, termRow } from './marketQuote.ts';

const keyed = (changes: Partial<ReturnType<typeof quoteDefaults>> = {}) => ({
  ...quoteDefaults(['Material Damage', 'Motor Fleet']),
  premium: 18_500,
  ...changes,
});

describe('the quote dialog’s values', () => {
  it('start with a row of terms for each coverage the risk asks for, its limit and deductible still to be keyed', () => {
    const values = quoteDefaults(['Material Damage', 'Motor Fleet']);
    expect(values.terms.map((t) => t.coverage)).toEqual(['Material Damage', 'Motor Fleet']);
    expect(values.terms.every((t) => Number.isNaN(t.limit) && Number.isNaN(t.deductible))).toBe(true);
  });

  it('send each row as a term of the quote, its name trimmed and a figure left blank as none', () => {
    const input = quoteInput(
      keyed({
        terms: [
          { coverage: ' Material Damage ', limit: 2_500_000, deductible: 25_000 },
          { coverage: 'Motor Fleet', limit: 1_000_000, deductible: Number.NaN },
        ],
      }),
    );
    expect(input.terms).toEqual([
      { coverage: 'Material Damage', limit: 2_500_000, deductible: 25_000 },
      { coverage: 'Motor Fleet', limit: 1_000_000, deductible: null },
    ]);
  });

  it('send no terms once every row is removed', () => {
    expect(quoteInput(keyed({ terms: [] })).terms).toEqual([]);
  });
});

describe('checking a quote in the dialog', () => {
  it('passes a quote with a premium and its coverages named', () => {
    expect(checkQuote({ value: keyed() })).toBeUndefined();
  });

  it("puts a term's message on its own row's field", () => {
    const result = checkQuote({
      value: keyed({ terms: [termRow('Material Damage'), { coverage: 'Motor Fleet', limit: -5, deductible: Number.NaN }, termRow()] }),
    });
    expect(result?.fields).toEqual({ 'terms[1].limit': expect.stringContaining('Limit'), 'terms[2].coverage': 'Name the coverage' });
  });

  it('puts the premium’s and a subjectivity’s messages on their fields', () => {
    const result = checkQuote({ value: keyed({ premium: Number.NaN, subjectivities: 'x'.repeat(501) }) });
    expect(result?.fields).toEqual({ premium: 'Premium is required', subjectivities: expect.any(String) });
  });

  it('gives more coverages than a quote holds to the form, not to a row', () => {
    const result = checkQuote({ value: keyed({ terms: Array.from({ length: 51 }, (_, i) => termRow(`Cover ${i}`)) }) });
    expect(result).toEqual({ form: 'At most 50 coverages', fields: {} });
  });
});

describe("a row's name", () => {
  it('is its coverage, or its place while it names none', () => {
    expect(rowName({ coverage: 'Motor Fleet' }, 1)).toBe('Motor Fleet');
    expect(rowName({ coverage: '  ' }, 2)).toBe('coverage 3');
  });
});
