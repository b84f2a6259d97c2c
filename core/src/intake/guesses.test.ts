import { describe, expect, it } from 'vitest';
import {
  guessDueDate,
  guessLines,
  hasGaps,
  isScheduleFile,
  readExtraction,
  ruleGuesses,
  scheduleRows,
  withModelGuesses,
} from './guesses.ts';

// A Monday: "Friday" is 2025-11-28, and 12/5 (5 December) is a Friday that year.
const TODAY = '2025-11-24';

describe('guessDueDate', () => {
  it.each([
    ['Quote needed by Friday 12/5', '', '2025-12-05', 'needed by Friday 12/5'],
    ['Renewal of policy HX-2231', 'Our policy expiring 1 March, please remarket', '2026-03-01', 'expiring 1 March'],
    ['Fleet quote', 'We need terms by Friday please', '2025-11-28', 'by Friday'],
    ['Package', 'Deadline: 15th December 2025', '2025-12-15', 'Deadline: 15th December 2025'],
    ['Package', 'Due March 3rd', '2026-03-03', 'Due March 3rd'],
    ['Package', 'needed by 2026-01-09', '2026-01-09', 'needed by 2026-01-09'],
    ['Urgent', 'can we have it by tomorrow', '2025-11-25', 'by tomorrow'],
    // Day first when only that reading falls on the weekday the mail names: Tuesday 9 December.
    ['Quote', 'needed by Tuesday 9/12', '2025-12-09', 'needed by Tuesday 9/12'],
    // A day already past this year is next year's.
    ['Renewal', 'the policy expires on 1 October', '2026-10-01', 'expires on 1 October'],
    // An explicit deadline is preferred over the expiry date.
    ['Renewal expiring 1 March', 'quote needed by 20 February', '2026-02-20', 'needed by 20 February'],
  ])('%s / %s → %s', (subject, text, date, words) => {
    expect(guessDueDate(subject, text, TODAY)).toEqual({ date, words });
  });

  it.each([
    ['Property schedule attached', 'See the sheet'],
    ['Five vehicles', 'sent by 5 drivers'],
    ['Call me', 'by 31/31'],
    ['Joinery', 'Renewable energy by design'],
  ])('finds no date in %s / %s', (subject, text) => {
    expect(guessDueDate(subject, text, TODAY)).toBeNull();
  });
});

describe('ruleGuesses', () => {
  it('reads a renewal, its coverages and the expiry date, each a rule guess with the words it rests on', () => {
    const guess = ruleGuesses('Renewal of policy X expiring 1 March', 'GL and auto, property schedule attached', TODAY);
    expect(guess).toEqual({
      transactionType: 'renewal',
      coverages: ['property', 'general_liability', 'motor_fleet'],
      dueDate: '2026-03-01',
      sources: { transactionType: 'rule', coverages: 'rule', dueDate: 'rule' },
      evidence: { transactionType: '"Renewal"', coverages: '"property", "GL", "auto"', dueDate: '"expiring 1 March"' },
    });
  });

  it('reads an endorsement as a mid-term adjustment and a fleet as motor fleet', () => {
    expect(ruleGuesses('Endorsement: add two vans to the fleet', '', TODAY)).toMatchObject({
      transactionType: 'mta',
      coverages: ['motor_fleet'],
      dueDate: null,
      sources: { transactionType: 'rule', coverages: 'rule' },
    });
  });

  it('guesses nothing from a mail that says nothing, and leaves gaps for the model', () => {
    const guess = ruleGuesses('Hello', 'Please call me', TODAY);
    expect(guess).toEqual({ transactionType: null, coverages: [], dueDate: null, sources: {}, evidence: {} });
    expect(hasGaps(guess)).toBe(true);
    expect(hasGaps(ruleGuesses('Renewal GL', 'needed by 1 December', TODAY))).toBe(false);
  });
});

describe('withModelGuesses', () => {
  const rules = ruleGuesses('Renewal', 'Please find attached', TODAY);

  it('fills only what the rules left open, each marked as the model', () => {
    const merged = withModelGuesses(rules, { transactionType: 'new_business', coverages: ['workers_comp'], dueDate: '2025-12-12' }, TODAY);
    expect(merged).toMatchObject({
      transactionType: 'renewal',
      coverages: ['workers_comp'],
      dueDate: '2025-12-12',
      sources: { transactionType: 'rule', coverages: 'model', dueDate: 'model' },
    });
  });

  it('ignores what is no value of the product, a day already past, and no answer at all', () => {
    const merged = withModelGuesses(rules, { transactionType: 'cancellation', coverages: ['cyber', 'ALL'], dueDate: '2025-11-01' }, TODAY);
    expect(merged).toEqual(rules);
    expect(withModelGuesses(rules, { transactionType: null, coverages: [], dueDate: '2025-02-30' }, TODAY)).toEqual(rules);
    expect(withModelGuesses(rules, null, TODAY)).toBe(rules);
  });
});

describe('guessLines', () => {
  it('says of each guess who made it and from what, never as a fact', () => {
    const guess = withModelGuesses(
      ruleGuesses('Fleet renewal', '', TODAY),
      { transactionType: null, coverages: [], dueDate: '2025-12-01' },
      TODAY,
    );
    expect(guessLines(guess)).toEqual([
      { field: 'transactionType', label: 'Transaction type', value: 'Renewal', source: 'rule', basis: 'guessed by rule from "renewal"' },
      { field: 'coverages', label: 'Coverages', value: 'Motor Fleet', source: 'rule', basis: 'guessed by rule from "Fleet"' },
      { field: 'dueDate', label: 'Due date', value: '2025-12-01', source: 'model', basis: 'guessed by the local model' },
    ]);
  });

  it('reads an item logged before guesses had sources as the rules', () => {
    expect(readExtraction({ transactionType: 'renewal', coverages: ['property'] })).toEqual({
      transactionType: 'renewal',
      coverages: ['property'],
      dueDate: null,
      sources: { transactionType: 'rule', coverages: 'rule' },
      evidence: {},
    });
    expect(readExtraction(null)).toEqual({ transactionType: null, coverages: [], dueDate: null, sources: {}, evidence: {} });
  });
});

describe('reading a schedule attached to a mail', () => {
  it('reads spreadsheets and CSV at once, not letters or scans', () => {
    expect(['sov.xlsx', 'Fleet.XLS', 'locations.csv', 'book.ods'].map(isScheduleFile)).toEqual([true, true, true, true]);
    expect(['letter.pdf', 'scan.png', 'notes.docx', 'xlsx'].map(isScheduleFile)).toEqual([false, false, false, false]);
  });

  it('keeps the fields of a row and flags the cells the reader was unsure of', () => {
    const rows = scheduleRows({
      properties: [
        {
          name: 'Depot',
          address: '1 Quay Road',
          city: 'Hull',
          yearBuilt: 1998,
          provenance: {},
          confidence: { name: 0.95, address: 0.95, city: 0.6, yearBuilt: 0.9 },
        },
      ],
      vehicles: [{ make: 'Ford', vin: '1FTFW1ET5DFC10312', provenance: {}, confidence: { make: 0.9, vin: 0.5 } }],
    });
    expect(rows.properties[0]).toMatchObject({
      name: 'Depot',
      address: '1 Quay Road',
      city: 'Hull',
      yearBuilt: 1998,
      needsReview: ['city'],
    });
    expect(rows.properties[0]).not.toHaveProperty('provenance');
    expect(rows.vehicles).toEqual([
      {
        make: 'Ford',
        vin: '1FTFW1ET5DFC10312',
        needsReview: ['vin'],
        sources: { make: { confidence: 0.9 }, vin: { confidence: 0.5 } },
      },
    ]);
  });

  it('flags a cell it could not read, empty, with the text the schedule wrote', () => {
    const rows = scheduleRows({
      properties: [
        {
          name: 'Depot',
          stories: 1,
          provenance: { row: 2, columns: { tiv: 'TIV' }, texts: { tiv: 'TBD' } },
          confidence: { name: 1, stories: 0.95, tiv: 0 },
        },
      ],
      vehicles: [],
    });
    expect(rows.properties[0]!.tiv ?? null).toBeNull();
    expect(rows.properties[0]!.needsReview).toEqual(['tiv']);
    expect(rows.properties[0]!.sources?.tiv).toMatchObject({ confidence: 0, text: 'TBD', column: 'TIV' });
  });
});
