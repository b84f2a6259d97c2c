import { describe, expect, it } from 'vitest';
import type { SubmissionStatus } from '../submissions/index.ts';
import {
  defaultInsightsPeriod,
  isBoundQuote,
  isBoundSubmission,
  isQuotedSubmission,
  isSlaBreach,
  monthsBetween,
  percentage,
  roundDays,
  shapeInsights,
  slaOutcome,
  type SlaOutcome,
} from './rules.ts';
import type { InsightsFigures } from './ports.ts';

describe('what counts as quoted and bound', () => {
  it.each([
    [0, false],
    [1, true],
    [3, true],
  ])('a submission with %i quotes is quoted: %s', (quotes, expected) => {
    expect(isQuotedSubmission(quotes)).toBe(expected);
  });

  it.each<[string, SubmissionStatus, boolean, string]>([
    ['Approved', 'approved', true, 'an approved quote on an approved submission'],
    ['Approved', 'in_review', false, 'the submission is not decided yet'],
    ['Approved', 'rejected', false, 'the submission was rejected'],
    ['Pending', 'approved', false, 'the quote was not the one taken'],
    ['Declined', 'approved', false, 'a declined quote never binds'],
    ['Expired', 'approved', false, 'an expired quote never binds'],
    [' bound ', 'approved', true, 'older quotes say Bound, in any case and spacing'],
    ['Accepted', 'approved', true, 'older quotes say Accepted'],
  ])('quote %s on a %s submission is bound: %s (%s)', (quote, status, expected) => {
    expect(isBoundQuote(quote, status)).toBe(expected);
  });

  it.each<[SubmissionStatus, string[], boolean]>([
    ['approved', ['Declined', 'Approved'], true],
    ['approved', ['Declined', 'Pending'], false],
    ['approved', [], false],
    ['pending', ['Approved'], false],
  ])('a %s submission with quotes %j is bound: %s', (status, quotes, expected) => {
    expect(isBoundSubmission(status, quotes)).toBe(expected);
  });

  it.each<[string, SubmissionStatus, boolean]>([
    ['Approved', 'in_review', true],
    ['Approved', 'approved', true],
    ['Pending', 'pending', true],
  ])('a quote a placement bound (%s, on a %s submission) is bound: %s', (quote, status, expected) => {
    expect(isBoundQuote(quote, status, true)).toBe(expected);
    expect(isBoundSubmission(status, [quote], true)).toBe(expected);
  });
});

describe('slaOutcome', () => {
  const today = '2026-03-10';
  it.each<[SubmissionStatus, string | null, string | null, SlaOutcome]>([
    ['pending', null, null, 'no_due_date'],
    ['approved', null, '2026-03-01T10:00:00Z', 'no_due_date'],
    ['pending', '2026-03-10', null, 'on_track'],
    ['in_review', '2026-03-11', null, 'on_track'],
    ['in_progress', '2026-03-09', null, 'overdue'],
    ['approved', '2026-03-05', '2026-03-05T23:59:00Z', 'met'],
    ['rejected', '2026-03-05', '2026-03-06T00:00:00Z', 'missed'],
    ['approved', '2026-03-01', '2026-03-09T12:00:00Z', 'missed'],
    ['approved', '2026-03-01', null, 'met'],
  ])('%s due %s decided %s is %s', (status, dueDate, decidedAt, expected) => {
    expect(slaOutcome({ status, dueDate, decidedAt }, today)).toBe(expected);
  });

  it.each<[SlaOutcome, boolean]>([
    ['no_due_date', false],
    ['on_track', false],
    ['overdue', true],
    ['met', false],
    ['missed', true],
  ])('%s is a breach: %s', (outcome, expected) => {
    expect(isSlaBreach(outcome)).toBe(expected);
  });
});

describe('periods and numbers', () => {
  it.each([
    ['2026-11-24', '2025-12-01'],
    ['2026-01-31', '2025-02-01'],
    ['2026-12-01', '2026-01-01'],
  ])('the default period up to %s starts on %s', (today, from) => {
    expect(defaultInsightsPeriod(today)).toEqual({ from, to: today });
  });

  it.each([
    ['2026-01-15', '2026-01-20', ['2026-01']],
    ['2025-11-30', '2026-02-01', ['2025-11', '2025-12', '2026-01', '2026-02']],
    ['2026-03-01', '2026-02-01', []],
  ])('months from %s to %s', (from, to, months) => {
    expect(monthsBetween(from, to)).toEqual(months);
  });

  it.each([
    [1, 3, 33],
    [2, 3, 67],
    [0, 0, 0],
    [5, 5, 100],
  ])('%i of %i is %i%%', (part, whole, expected) => {
    expect(percentage(part, whole)).toBe(expected);
  });

  it.each([
    [null, null],
    [2.25, 2.3],
    [0.04, 0],
    [7, 7],
  ])('%s days show as %s', (days, expected) => {
    expect(roundDays(days)).toBe(expected);
  });
});

describe('shapeInsights', () => {
  const figures: InsightsFigures = {
    received: 3,
    quoted: 2,
    bound: 1,
    statuses: [
      { status: 'approved', count: 1 },
      { status: 'pending', count: 2 },
    ],
    months: [{ month: '2026-02', submissions: 3, quotedPremium: 150, boundPremium: 100, medianDaysToQuote: 1.25, medianDaysToDecision: 4 }],
    medianDaysToQuote: 1.25,
    medianDaysToDecision: 4,
    carriers: [
      { carrier: 'Zurich', quoted: 2, bound: 1 },
      { carrier: 'Chubb', quoted: 2, bound: 0 },
      { carrier: 'Hartford', quoted: 3, bound: 1 },
    ],
    ratings: [{ label: 'good', count: 3 }],
    sla: { onTrack: 1, overdue: 1, met: 0, missed: 1 },
    topClients: [],
  };
  const shaped = shapeInsights({ from: '2026-01-10', to: '2026-03-05' }, figures, { producers: [], carriers: [] });

  it('lists every status in workflow order and every rating label, zero when absent', () => {
    expect(shaped.pipeline.map((s) => [s.status, s.count])).toEqual([
      ['pending', 2],
      ['in_progress', 0],
      ['in_review', 0],
      ['approved', 1],
      ['rejected', 0],
    ]);
    expect(shaped.ratings.map((r) => [r.label, r.count])).toEqual([
      ['excellent', 0],
      ['good', 3],
      ['fair', 0],
      ['poor', 0],
    ]);
  });

  it('fills the months without submissions with zero and no median', () => {
    expect(shaped.months.map((m) => [m.month, m.submissions, m.medianDaysToQuote])).toEqual([
      ['2026-01', 0, null],
      ['2026-02', 3, 1.3],
      ['2026-03', 0, null],
    ]);
  });

  it('orders carriers by quotes given then name, with their hit ratio', () => {
    expect(shaped.carriers).toEqual([
      { carrier: 'Hartford', quoted: 3, bound: 1, hitRatio: 33 },
      { carrier: 'Chubb', quoted: 2, bound: 0, hitRatio: 0 },
      { carrier: 'Zurich', quoted: 2, bound: 1, hitRatio: 50 },
    ]);
  });

  it('counts overdue and missed as breaches, over the submissions with a due date', () => {
    expect(shaped.sla).toEqual({ withDueDate: 3, onTrack: 1, overdue: 1, met: 0, missed: 1, breaches: 2, breachRate: 67 });
  });
});
