import * as v from 'valibot';
import { formatWholeMoney } from '../shared/money.ts';
import { isCalendarDate, nullableNumber, nullableText, objectSchema, requiredText } from '../shared/validation.ts';

// The insurance a client held before, as an application's prior-carrier section asks for it: per line of
// cover and policy term, the carrier, the policy number and the premium. Premiums are whole dollars, as
// applications state them.

/** The lines an application's prior-carrier section asks about. */
export const PRIOR_COVERAGE_LINES = ['property', 'general_liability', 'auto', 'workers_comp', 'umbrella', 'marine_cargo', 'other'] as const;
export type PriorCoverageLine = (typeof PRIOR_COVERAGE_LINES)[number];

export const PRIOR_COVERAGE_LINE_LABELS: Record<PriorCoverageLine, string> = {
  property: 'Property',
  general_liability: 'General Liability',
  auto: 'Commercial Auto',
  workers_comp: 'Workers Compensation',
  umbrella: 'Umbrella',
  marine_cargo: 'Marine Cargo',
  other: 'Other',
};

/** Five years of every line fits with room to spare; a longer list is a mistake, not a history. */
export const MAX_PRIOR_CARRIERS = 40;
/** Premiums are whole dollars up to a billion. */
const MAX_PREMIUM = 1_000_000_000;

const termDate = (label: string) => {
  const message = `${label} must be a date (YYYY-MM-DD)`;
  return v.pipe(
    v.string(message),
    v.trim(),
    v.check((s) => isCalendarDate(s), message),
  );
};

/** One prior policy as the client page sends it. */
export const PriorCarrierInputSchema = v.pipe(
  objectSchema({
    line: v.picklist(PRIOR_COVERAGE_LINES, `Line must be one of ${PRIOR_COVERAGE_LINES.join(', ')}`),
    carrier: requiredText('Carrier is required', 'Carrier', 200),
    policyNumber: v.optional(nullableText('Policy number', 60), null),
    effectiveDate: termDate('Effective date'),
    expiryDate: termDate('Expiry date'),
    premium: v.optional(nullableNumber('Premium', { integer: true, min: 0, max: MAX_PREMIUM }), null),
  }),
  v.forward(
    v.check((p) => p.expiryDate > p.effectiveDate, 'Expiry date must be after the effective date'),
    ['expiryDate'],
  ),
);

/** The whole list, as an edit replaces it: newest term first once stored. */
export const PriorCarriersInputSchema = v.pipe(
  v.array(PriorCarrierInputSchema, 'Prior carriers must be a list'),
  v.maxLength(MAX_PRIOR_CARRIERS, `At most ${MAX_PRIOR_CARRIERS} prior carriers`),
);

/** A prior policy as the client page answers it. */
export const PriorCarrierSchema = v.object({
  line: v.picklist(PRIOR_COVERAGE_LINES),
  carrier: v.string(),
  policyNumber: v.nullable(v.string()),
  effectiveDate: v.string(),
  expiryDate: v.string(),
  /** Whole dollars. */
  premium: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type PriorCarrier = v.InferOutput<typeof PriorCarrierSchema>;

/** The order a list is kept in: the latest term first, then by line as the section lists them. */
export function inTermOrder(list: readonly PriorCarrier[]): PriorCarrier[] {
  const lineRank = (p: PriorCarrier) => PRIOR_COVERAGE_LINES.indexOf(p.line);
  return [...list].sort(
    (a, b) => b.effectiveDate.localeCompare(a.effectiveDate) || lineRank(a) - lineRank(b) || a.carrier.localeCompare(b.carrier),
  );
}

/** 'General Liability, Harbor Mutual, 2025-01-01 to 2026-01-01, $12,400': a prior policy in a history line. */
export const describePriorCarrier = (p: PriorCarrier): string =>
  [
    PRIOR_COVERAGE_LINE_LABELS[p.line],
    p.carrier,
    p.policyNumber,
    `${p.effectiveDate} to ${p.expiryDate}`,
    p.premium === null ? null : formatWholeMoney(p.premium),
  ]
    .filter(Boolean)
    .join(', ');

/** What an edit of the list changed: the policies it added and those it removed (an edited one is both). */
export function priorCarrierChanges(before: readonly PriorCarrier[], after: readonly PriorCarrier[]): string[] {
  const was = new Set(before.map(describePriorCarrier));
  const is = new Set(after.map(describePriorCarrier));
  const added = [...is].filter((line) => !was.has(line));
  const removed = [...was].filter((line) => !is.has(line));
  return [...added.map((line) => `Prior carrier added: “${line}”`), ...removed.map((line) => `Prior carrier removed: “${line}”`)];
}

/** Two lists as one, each policy once (the same line, carrier, number, term and premium), in term order. */
export function unionOfPriorCarriers(a: readonly PriorCarrier[], b: readonly PriorCarrier[]): PriorCarrier[] {
  const seen = new Set(a.map(describePriorCarrier));
  return inTermOrder([...a, ...b.filter((p) => !seen.has(describePriorCarrier(p)))]);
}
