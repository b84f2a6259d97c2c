/**
 * A claim as it is being read: each value with its confidence and place, the money gathered from the claim's
 * row, its category rows, its claim total or its ledger line; then finished into the answer's shape.
 */
import {
  driverAndUnit,
  incurredOf,
  type LossRunClaim,
  type LossRunSource,
  type LossRunStatus,
  MONEY_FIELDS,
  type MoneyField,
  type PolicyTerm,
  type ReadValue,
} from '@workbench/core';

export type Read<T> = ReadValue<T> | null;
export const value = <T>(v: T, confidence: number, source: LossRunSource | null): ReadValue<T> => ({ value: v, confidence, source });

/** The policy a block of claims belongs to, as its heading lines said. */
export interface PolicyContext {
  carrier: Read<string>;
  policyNumber: Read<string>;
  policyTerm: Read<PolicyTerm>;
  lineOfBusiness: Read<string>;
}

export type Money = Record<MoneyField, ReadValue<number> | undefined>;
export const noMoney = (): Money => ({ reserve: undefined, paid: undefined, recovered: undefined, incurred: undefined });

export interface Draft {
  context: PolicyContext;
  claimNumber: ReadValue<string>;
  claimant: Read<string>;
  lossDate: ReadValue<string>;
  reportDate: Read<string>;
  closeDate: Read<string>;
  status: Read<LossRunStatus>;
  adjuster: Read<string>;
  driver: Read<string>;
  unit: Read<string>;
  /** Money on the claim's own row (and rows of categories summed into it). */
  money: Money;
  /** Money a claim-total row printed: it outranks the sum of the categories. */
  printedTotal?: Money;
  /** The columns said "see ledger" or "pending": the amounts come on a line below. */
  awaitingAmounts: boolean;
  /** Rows of money by category read under the claim so far. */
  categories: number;
  description: { text: string; confidence: number; source: LossRunSource }[];
  /** Read in a prior-valuation section. */
  archive: boolean;
  source: LossRunSource;
}

/** Adds a category row's amounts to the claim's. */
export function addMoney(into: Money, add: Money): void {
  for (const f of MONEY_FIELDS) {
    const a = add[f];
    if (!a) continue;
    const b = into[f];
    into[f] = b ? value(b.value + a.value, Math.min(a.confidence, b.confidence), b.source) : a;
  }
}

const sureOf = (xs: (ReadValue<unknown> | null | undefined)[]) => Math.min(1, ...xs.filter((x) => x).map((x) => x!.confidence));

/** The claim in the answer's shape: zero for amounts left blank, incurred worked out when not printed. */
export function finish(d: Draft, warnings: string[]): LossRunClaim {
  const m = d.printedTotal ?? d.money;
  const zero = (f: MoneyField) => m[f] ?? value(0, 0.9, d.source);
  const reserve = zero('reserve');
  const paid = zero('paid');
  const recovered = m.recovered ? value(Math.abs(m.recovered.value), m.recovered.confidence, m.recovered.source) : value(0, 0.9, d.source);
  const computed = incurredOf({ reserve: reserve.value, paid: paid.value, recovered: recovered.value });
  let incurred = m.incurred;
  if (!incurred) incurred = value(computed, Math.min(0.95, sureOf([reserve, paid, recovered])), null);
  else if (incurred.value !== computed && d.awaitingAmounts === false)
    warnings.push(
      `Claim ${d.claimNumber.value}: incurred ${cents(incurred.value)} is not reserve + paid - recovered (${cents(computed)}); kept as printed`,
    );
  if (d.awaitingAmounts) warnings.push(`Claim ${d.claimNumber.value}: its amounts were pointed to a ledger line that was not found`);
  const text = d.description
    .map((x) => x.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const description = text ? value(text, Math.min(...d.description.map((x) => x.confidence)), d.description[0]!.source) : null;
  const named = description ? driverAndUnit(description.value) : {};
  const fromText = (s: string | undefined): Read<string> =>
    s && description ? value(s, Math.min(0.85, description.confidence), description.source) : null;
  let status = d.status;
  if (!status) status = value<LossRunStatus>(d.closeDate ? 'closed' : 'open', 0.6, d.source);
  return {
    carrier: d.context.carrier,
    policyNumber: d.context.policyNumber,
    policyTerm: d.context.policyTerm,
    lineOfBusiness: d.context.lineOfBusiness,
    claimNumber: d.claimNumber,
    claimant: d.claimant,
    lossDate: d.lossDate,
    reportDate: d.reportDate,
    closeDate: d.closeDate,
    status,
    adjuster: d.adjuster,
    reserve,
    paid,
    recovered,
    incurred,
    description,
    driver: d.driver ?? fromText(named.driver),
    unit: d.unit ?? fromText(named.unit),
  };
}

export const cents = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100).toLocaleString('en-US')}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
