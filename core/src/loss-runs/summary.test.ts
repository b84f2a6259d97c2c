import { describe, expect, it } from 'vitest';
import { lossHistorySummary } from './summary.ts';

const claim = (start: string, incurred: number, status: 'open' | 'closed' = 'closed', reserve = 0) => ({
  policyTerm: { start, end: `${Number(start.slice(0, 4)) + 1}${start.slice(4)}` },
  lossDate: start,
  status,
  reserve,
  paid: incurred - reserve,
  incurred,
});

describe('the loss history summary', () => {
  const summary = lossHistorySummary({
    claims: [claim('2024-03-01', 150_000, 'open', 50_000), claim('2024-03-01', 50_000), claim('2022-03-01', 10_000)],
    termsOnFile: [{ start: '2023-03-01', end: '2024-03-01' }],
    premiums: [
      { effectiveDate: '2024-03-01', premium: 2_000_000 },
      { effectiveDate: '2021-03-01', premium: 1_000_000 },
    ],
    currentYear: 2025,
  });

  it('covers the last five policy years, newest first', () => {
    expect(summary.map((y) => y.year)).toEqual([2025, 2024, 2023, 2022, 2021]);
  });

  it('adds up a year in cents, with open reserves, largest loss, frequency, severity and loss ratio', () => {
    expect(summary[1]).toEqual({
      year: 2024,
      missing: false,
      claimCount: 2,
      incurred: 200_000,
      paid: 150_000,
      openReserves: 50_000,
      largestLoss: 150_000,
      frequency: 10,
      severity: 100_000,
      premium: 2_000_000,
      lossRatio: 0.1,
    });
  });

  it('shows a year with a loss run but no claims as zero, and one without a loss run as missing, not zero', () => {
    expect(summary[2]).toMatchObject({ year: 2023, missing: false, claimCount: 0, incurred: 0, severity: null, lossRatio: null });
    expect(summary[0]).toMatchObject({ year: 2025, missing: true, claimCount: null, incurred: null });
    // The premium is known, but with no loss run on file no ratio is made up from it.
    expect(summary[4]).toMatchObject({ year: 2021, missing: true, premium: 1_000_000, lossRatio: null });
  });

  it('leaves frequency and loss ratio out where no premium is known', () => {
    expect(summary[3]).toMatchObject({ year: 2022, claimCount: 1, frequency: null, lossRatio: null, premium: null });
  });
});
