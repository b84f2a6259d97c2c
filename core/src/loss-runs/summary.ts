import type { LossClaim, LossYear } from './history-schemas.ts';
import type { LossRunStatus, PolicyTerm } from './schemas.ts';

/** How many policy years a loss history looks back over, the current one included: what carriers ask for at renewal. */
export const LOSS_HISTORY_YEARS = 5;

/** Premium is counted per this much (100,000.00, in cents) when a year's frequency is worked out. */
const FREQUENCY_PER_CENTS = 10_000_000;

/** Statuses whose reserve is still open. */
const OPEN: readonly LossRunStatus[] = ['open', 'pending', 'reopened'];

/** The policy year a claim counts in: the year its policy term starts, else the year of its loss. */
export const policyYearOf = (claim: Pick<LossClaim, 'policyTerm' | 'lossDate'>): number =>
  Number((claim.policyTerm?.start ?? claim.lossDate).slice(0, 4));

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The loss history's summary, one rule: per policy year over the last five (newest first), the claim count,
 * incurred, paid, open reserves (of claims not closed), the largest loss, frequency (claims per 100,000.00 of
 * premium) and severity (incurred per claim), and the loss ratio (incurred over premium) where the premium is
 * known from the client's policies starting in that year. A year is on file when a confirmed loss run covers
 * a term starting in it or lists a claim in it; a year with none is missing, its figures null, never zero.
 * Amounts are integer cents.
 */
export function lossHistorySummary(input: {
  claims: readonly Pick<LossClaim, 'policyTerm' | 'lossDate' | 'status' | 'reserve' | 'paid' | 'incurred'>[];
  /** The terms the confirmed loss runs cover, with or without claims. */
  termsOnFile: readonly PolicyTerm[];
  /** The client's policies: the day each starts and its premium in cents. */
  premiums: readonly { effectiveDate: string; premium: number }[];
  currentYear: number;
}): LossYear[] {
  const onFile = new Set(input.termsOnFile.map((term) => Number(term.start.slice(0, 4))));
  const years = Array.from({ length: LOSS_HISTORY_YEARS }, (_, i) => input.currentYear - i);
  return years.map((year) => {
    const claims = input.claims.filter((claim) => policyYearOf(claim) === year);
    const premiums = input.premiums.filter((p) => Number(p.effectiveDate.slice(0, 4)) === year);
    const premium = premiums.length > 0 ? premiums.reduce((sum, p) => sum + p.premium, 0) : null;
    if (claims.length === 0 && !onFile.has(year))
      return {
        year,
        missing: true,
        claimCount: null,
        incurred: null,
        paid: null,
        openReserves: null,
        largestLoss: null,
        frequency: null,
        severity: null,
        premium,
        lossRatio: null,
      };
    const incurred = claims.reduce((sum, c) => sum + c.incurred, 0);
    const known = premium !== null && premium > 0;
    return {
      year,
      missing: false,
      claimCount: claims.length,
      incurred,
      paid: claims.reduce((sum, c) => sum + c.paid, 0),
      openReserves: claims.filter((c) => OPEN.includes(c.status)).reduce((sum, c) => sum + c.reserve, 0),
      largestLoss: claims.length > 0 ? Math.max(...claims.map((c) => c.incurred)) : 0,
      frequency: known ? round(claims.length / (premium / FREQUENCY_PER_CENTS), 2) : null,
      severity: claims.length > 0 ? Math.round(incurred / claims.length) : null,
      premium,
      lossRatio: known ? round(incurred / premium, 4) : null,
    };
  });
}
