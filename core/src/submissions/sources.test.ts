import { describe, expect, it } from 'vitest';
import type { User } from '../users/index.ts';
import { acceptSources, afterEdit, describeSource, extractedSources, sealSources, sealText, type CellSeal } from './sources.ts';

const actor = (role: User['role'], status: User['status'] = 'active') => ({ id: 'u1', role, status }) as User;
/** A stand-in signature: reversible on purpose, since only whether it matches matters here. */
const seal: CellSeal = { seal: (text) => `sig:${text}`, verify: (text, signature) => signature === `sig:${text}` };
const FIELDS = ['name', 'city', 'state'];

const extracted = {
  name: 'HQ',
  city: 'Boston',
  state: 'Masachusets',
  provenance: {
    sheet: 'SOV',
    row: 5,
    columns: { name: 'Site', city: 'City', state: 'St' },
    texts: { name: 'HQ', city: 'Boston', state: 'Masachusets' },
  },
  confidence: { name: 1, city: 0.95, state: 0.5 },
};

describe('extractedSources', () => {
  it('gives each extracted field its sheet, row, column, text as written and confidence', () => {
    expect(extractedSources(extracted)).toEqual({
      name: { confidence: 1, sheet: 'SOV', row: 5, column: 'Site', text: 'HQ' },
      city: { confidence: 0.95, sheet: 'SOV', row: 5, column: 'City', text: 'Boston' },
      state: { confidence: 0.5, sheet: 'SOV', row: 5, column: 'St', text: 'Masachusets' },
    });
  });
});

describe('decoded codes and suggested corrections', () => {
  it('keeps the code as written with what it is a code of, and a suggestion, on the cell', () => {
    const row = {
      constructionType: 'Wood, Wood frame',
      vin: '1FTBW3XM5HKA1234I',
      provenance: {
        row: 2,
        texts: { constructionType: '101', vin: '1FTBW3XM5HKA1234I' },
        codes: { constructionType: '101' },
        codeTables: 'CEDE' as const,
        suggestions: { vin: '1FTBW3XM5HKA12341' },
      },
      confidence: { constructionType: 0.9, vin: 0.5 },
    };
    const sources = extractedSources(row);
    expect(sources.constructionType).toMatchObject({ code: '101', codeOf: 'CEDE construction code' });
    expect(sources.vin).toMatchObject({ suggestion: '1FTBW3XM5HKA12341' });
    expect(describeSource(sources.constructionType!, { toCheck: false })).toEqual(['Row 2', 'Written as “101” (CEDE construction code)']);
    expect(describeSource(sources.vin!)).toContain('Suggested correction: “1FTBW3XM5HKA12341” (not applied)');
  });

  it('seals the code and the suggestion with the cell, so a customer cannot post others', () => {
    const source = { confidence: 0.9, code: '5050', codeOf: 'OED construction code' };
    expect(sealText('constructionType', 'Wood', source)).not.toBe(sealText('constructionType', 'Wood', { ...source, code: '5100' }));
    expect(sealText('vin', 'X', { confidence: 0.5, suggestion: 'A' })).not.toBe(sealText('vin', 'X', { confidence: 0.5, suggestion: 'B' }));
  });
});

describe('acceptSources', () => {
  const sealed = () => ({ ...extracted, sources: sealSources(extractedSources(extracted), extracted, seal) });

  it.each([
    ['a broker', actor('broker')],
    ['a customer with the seals given out', actor('customer')],
  ])('keeps the claimed confidence for %s and flags the low ones', (_who, who) => {
    const { sources, needsReview } = acceptSources(who, FIELDS, sealed(), seal);
    expect(needsReview).toEqual(['state']);
    expect(sources.city).toEqual({ confidence: 0.95, sheet: 'SOV', row: 5, column: 'City', text: 'Boston' });
  });

  type Row = ReturnType<typeof sealed>;
  it.each([
    { what: 'claims a low cell certain', field: 'state', tamper: (row: Row) => (row.sources.state!.confidence = 1) },
    { what: 'changes the value under a seal', field: 'city', tamper: (row: Row) => (row.city = 'Cambridge') },
    { what: 'changes the text as written', field: 'name', tamper: (row: Row) => (row.sources.name!.text = 'Head Office') },
    { what: 'drops the seal', field: 'name', tamper: (row: Row) => delete row.sources.name!.seal },
  ])('flags the cell for staff, as not sure at all, when a customer $what', ({ tamper, field }) => {
    const row = sealed();
    tamper(row);
    const { sources, needsReview } = acceptSources(actor('customer'), FIELDS, row, seal);
    expect(sources[field]!.confidence).toBe(0);
    expect(needsReview).toContain(field);
  });

  it('treats a pending broker as a customer, and trusts nothing without a seal port', () => {
    const row = { ...extracted, sources: extractedSources(extracted) };
    expect(acceptSources(actor('broker', 'pending'), FIELDS, row, seal).needsReview.sort()).toEqual([...FIELDS].sort());
    expect(acceptSources(actor('customer'), FIELDS, sealed(), undefined).needsReview.sort()).toEqual([...FIELDS].sort());
  });

  it('drops sources of unknown or empty fields and never keeps a seal', () => {
    const row = { ...sealed(), city: null, sources: { ...sealed().sources, vin: { confidence: 1 } } };
    const { sources } = acceptSources(actor('customer'), FIELDS, row, seal);
    expect(Object.keys(sources).sort()).toEqual(['name', 'state']);
    expect(JSON.stringify(sources)).not.toContain('sig:');
  });

  it.each([
    ['staff', actor('broker')],
    ['a customer', actor('customer')],
  ])('keeps an unreadable empty cell flagged with its text, for %s', (_who, by) => {
    const row = { name: 'HQ', state: null, sources: { state: { confidence: 0, column: 'State', text: 'TBD' } } };
    const { sources, needsReview } = acceptSources(by, FIELDS, row, seal);
    expect(sources.state).toEqual({ confidence: 0, column: 'State', text: 'TBD' });
    expect(needsReview).toContain('state');
  });

  it('keeps flags a customer posts on top (they only ask staff to look more)', () => {
    expect(acceptSources(actor('customer'), FIELDS, { name: 'HQ', needsReview: ['name', 'vin'] }, seal).needsReview).toEqual(['name']);
  });
});

describe('afterEdit', () => {
  it('clears the flags of the fields sent, and the sources of the fields changed', () => {
    const current = { needsReview: ['city', 'state'], sources: extractedSources(extracted) };
    const after = afterEdit(current, ['state', 'name'], ['state']);
    expect(after.needsReview).toEqual(['city']);
    expect(Object.keys(after.sources).sort()).toEqual(['city', 'name']);
  });
});

describe('describeSource', () => {
  it('reads as confidence, place, column and text', () => {
    expect(describeSource({ confidence: 0.5, sheet: 'SOV', row: 5, column: 'St', text: 'Masachusets' })).toEqual([
      'Extracted with 50% confidence: please check',
      'Sheet “SOV”, row 5',
      'Column “St”',
      'Written as “Masachusets”',
    ]);
    expect(describeSource({ confidence: 0.4, page: 2, row: 14 })).toEqual([
      'Extracted with 40% confidence: please check',
      'Page 2, row 14',
    ]);
  });

  it('seals the value with the source, so either changing breaks it', () => {
    const source = { confidence: 1, row: 2 };
    expect(sealText('city', 'Boston', source)).not.toBe(sealText('city', 'Cambridge', source));
    expect(sealText('city', 'Boston', source)).not.toBe(sealText('city', 'Boston', { ...source, row: 3 }));
  });
});
