import { describe, expect, it } from 'vitest';
import { DECISION_NEXT_STEPS, approvalTerms, customerDecision } from './decision.ts';
import type { HistoryEntry, Quote } from './entities.ts';

const entry = (action: string, details: string, date: string): HistoryEntry => ({
  id: `${action}-${date}`,
  user: 'Mia (insurer)',
  userId: null,
  date,
  action,
  details,
  audience: 'client',
});

describe('customerDecision', () => {
  it('is null while the submission is open', () => {
    expect(customerDecision({ status: 'in_review', history: [] })).toBeNull();
  });

  it('reads the newest outcome with the reason written with it, and the next step', () => {
    const history = [
      entry('Submission rejected', 'In Review → Rejected', '2026-03-02T10:00:00.000Z'),
      entry('Reason given to the client', 'Outside appetite', '2026-03-02T10:00:00.000Z'),
      entry('Submission reopened', 'Rejected → In Review', '2026-03-01T10:00:00.000Z'),
      entry('Submission rejected', 'In Review → Rejected', '2026-02-01T10:00:00.000Z'),
      entry('Reason given to the client', 'An older reason', '2026-02-01T10:00:00.000Z'),
    ];
    expect(customerDecision({ status: 'rejected', history })).toEqual({
      decision: 'rejected',
      decidedAt: '2026-03-02T10:00:00.000Z',
      reason: 'Outside appetite',
      nextStep: DECISION_NEXT_STEPS.rejected,
    });
  });

  it("never takes an earlier decision's reason for a later one given without one", () => {
    const history = [
      entry('Submission approved', 'In Review → Approved', '2026-03-02T10:00:00.000Z'),
      entry('Submission reopened', 'Rejected → In Review', '2026-03-01T10:00:00.000Z'),
      entry('Reason given to the client', 'Outside appetite', '2026-02-01T10:00:00.000Z'),
    ];
    expect(customerDecision({ status: 'approved', history })).toMatchObject({ reason: null, nextStep: DECISION_NEXT_STEPS.approved });
  });
});

describe('approvalTerms', () => {
  const quote: Quote = {
    id: 'q1',
    version: 1,
    carrier: 'Hartford',
    carrierId: null,
    amount: 12500,
    status: 'Pending',
    validUntil: null,
    coverage: null,
  };

  it('names the quote and the conditions', () => {
    expect(approvalTerms([quote], { quoteId: 'q1', conditions: 'Sprinklers tested yearly' })).toBe(
      'Quote: Hartford, $12,500\nConditions: Sprinklers tested yearly',
    );
  });

  it("refuses a quote that is not the submission's, on the quote field", () => {
    expect(() => approvalTerms([quote], { quoteId: 'other', conditions: null })).toThrow(
      expect.objectContaining({ code: 'invalid', issues: [expect.objectContaining({ path: 'quoteId' })] }),
    );
  });
});
