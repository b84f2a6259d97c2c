/**
 * A deterministic pool of policy terms and claims for generated practice loss runs: the canonical answer
 * every layout prints its own way.
 */
import { incurredOf, type LossRunStatus, type PolicyTerm } from '@workbench/core';
import { rng } from '../../documents/heldout/data.ts';

/** A claim as the truth files hold it: plain values, money in cents. */
export interface TruthClaim {
  carrier: string;
  policyNumber: string;
  policyTerm: PolicyTerm | null;
  lineOfBusiness: string | null;
  claimNumber: string;
  claimant: string | null;
  lossDate: string;
  reportDate: string | null;
  closeDate: string | null;
  status: LossRunStatus;
  adjuster: string | null;
  reserve: number;
  paid: number;
  recovered: number;
  incurred: number;
  description: string | null;
  driver: string | null;
  unit: string | null;
}

/** The truth of one practice file; `notLossRun` for a document the reader must refuse. */
export interface LossRunTruth {
  claims: TruthClaim[];
  notLossRun?: boolean;
}

/** A generated claim: the truth plus how its money splits into categories and how the layouts print it. */
export interface GenClaim extends TruthClaim {
  indemnity: { reserve: number; paid: number };
  expense: { reserve: number; paid: number };
  /** Its amounts are printed on a line below the claim ("see ledger", "pending"). */
  amountsBelow?: 'See Ledger' | 'Pending';
  /** Its description takes two printed lines. */
  wrapped?: boolean;
}

export interface Term {
  carrier: string;
  insured: string;
  policyNumber: string;
  state: string;
  term: PolicyTerm;
  lineOfBusiness: string;
  claims: GenClaim[];
}

const CLAIMANTS = [
  'Maria Alvarez',
  'James Whitfield',
  'Priya Raman',
  'Robert Kowalski',
  'Linda Okafor',
  'Thomas Becker',
  'Angela Duarte',
  'Kevin Marsh',
  'Sofia Lindqvist',
  'Derek Holloway',
  'Nadia Farouk',
  'Carlos Mendes',
  'Helen Park',
  'Marcus Reid',
  'Olivia Grant',
  'Samuel Ortiz',
  'Grace Tanaka',
  'Victor Novak',
  'Rachel Stein',
  'Andre Baptiste',
  'Fiona McKay',
  'Luis Herrera',
  'Irene Costa',
  'Paul Jennings',
];
const ADJUSTERS = ['K. Morales', 'T. Nguyen', 'D. Brooks', 'S. Patel', 'M. Fischer', 'L. Carter', 'R. Adeyemi'];
const DRIVERS = ['J. Ortiz', 'M. Chen', 'R. Dawson', 'A. Kaur', 'B. Sullivan', 'T. Mbeki', 'E. Rossi', 'D. Kim'];

const AUTO = [
  (d: string, u: string) => `Insured vehicle rear-ended third party at a traffic light. Driver: ${d}, Unit #${u}.`,
  (d: string, u: string) => `Unit #${u} backed into a loading dock gate at the customer site. Driver: ${d}.`,
  (d: string, u: string) => `Truck ${u} struck a parked car while turning right on Main Street, driven by ${d}.`,
  (d: string, u: string) => `Third party changed lanes into unit ${u} on the interstate; police report filed. Driver: ${d}.`,
];
const GL = [
  'Customer slipped on a wet floor near the entrance and reports a knee injury.',
  'Visitor tripped over a display pallet in aisle 4; claims a wrist fracture.',
  'Alleged property damage to a neighbouring unit during a tenant improvement job.',
  'Product complaint: a customer reports burns from a defective heater.',
];
const WC = [
  'Employee strained lower back lifting boxes in the warehouse.',
  'Laceration to the left hand from a box cutter while unpacking stock.',
  'Worker fell from a step ladder while stocking shelves; shoulder injury.',
  'Repetitive strain injury to the right wrist reported by an assembly worker.',
];
const PROPERTY = [
  'Water damage from a burst pipe in the second floor restroom.',
  'Wind damage to the roof membrane after a storm.',
  'Kitchen fire in the break room; smoke damage to the adjoining offices.',
  'Break-in through the rear door; stolen tools and a damaged lock.',
];
/** Second lines that make a description run over two printed lines. */
const MORE = [
  'Claimant retained counsel; litigation expected in the next quarter.',
  'Subrogation referred to the recovery unit against the responsible party.',
  'Independent medical examination scheduled; return to work date unknown.',
  'Adjuster requested photographs and repair estimates from the insured.',
];

export const LINES = {
  auto: 'Commercial Auto',
  gl: 'General Liability',
  wc: 'Workers Compensation',
  property: 'Commercial Property',
} as const;
export type Line = keyof typeof LINES;

const pad = (n: number) => String(n).padStart(2, '0');
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export interface TermSpec {
  line: Line;
  year: number;
  month: number;
  claims: number;
}

/** Policy terms of one insured with one carrier, each with its claims, from a seed. */
export function terms(
  seed: number,
  carrier: string,
  insured: string,
  state: string,
  policyPrefix: string,
  claimNumber: (i: number, year: number) => string,
  specs: TermSpec[],
  valuation: string,
): Term[] {
  const r = rng(seed);
  let serial = 0;
  return specs.map((s) => {
    const start = `${s.year}-${pad(s.month)}-01`;
    const term = { start, end: `${s.year + 1}-${pad(s.month)}-01` };
    const policyNumber = `${policyPrefix}${r.int(1000000, 9999999)}${r.next() < 0.5 ? `-${pad(r.int(1, 9))}` : ''}`;
    const claims: GenClaim[] = [];
    for (let i = 0; i < s.claims; i++) {
      const lossDate = addDays(start, r.int(0, 360));
      const reportDate = addDays(lossDate, r.int(0, 40));
      const old = lossDate < addDays(valuation, -400);
      const roll = r.next();
      const status: LossRunStatus = old
        ? roll < 0.82
          ? 'closed'
          : roll < 0.92
            ? 'reopened'
            : 'open'
        : roll < 0.45
          ? 'open'
          : roll < 0.85
            ? 'closed'
            : roll < 0.93
              ? 'pending'
              : 'reopened';
      const closeDate = status === 'closed' ? addDays(reportDate, r.int(20, 300)) : null;
      const big = r.next() < 0.12;
      const amount = (lo: number, hi: number) => r.int(lo, hi) * 100 + (r.next() < 0.7 ? r.int(0, 99) : 0);
      const open = status !== 'closed';
      const indemnity = {
        reserve: open && r.next() < 0.85 ? amount(500, big ? 90_000 : 15_000) : 0,
        paid: r.next() < 0.8 ? amount(0, big ? 120_000 : 12_000) : 0,
      };
      const expense = { reserve: open && r.next() < 0.5 ? amount(100, 5_000) : 0, paid: r.next() < 0.6 ? amount(0, 4_000) : 0 };
      const paid = indemnity.paid + expense.paid;
      const recovered = paid > 0 && r.next() < 0.22 ? Math.min(paid + (r.next() < 0.3 ? amount(100, 900) : 0), amount(200, 6_000)) : 0;
      const reserve = indemnity.reserve + expense.reserve;
      let description: string;
      let driver: string | null = null;
      let unit: string | null = null;
      if (s.line === 'auto') {
        driver = r.pick(DRIVERS);
        unit = String(r.int(3, 180));
        description = r.pick(AUTO)(driver, unit);
      } else description = r.pick(s.line === 'gl' ? GL : s.line === 'wc' ? WC : PROPERTY);
      const wrapped = r.next() < 0.25;
      if (wrapped) description = `${description} ${r.pick(MORE)}`;
      serial++;
      claims.push({
        carrier,
        policyNumber,
        policyTerm: term,
        lineOfBusiness: LINES[s.line],
        claimNumber: claimNumber(serial, Number(lossDate.slice(0, 4))),
        claimant: s.line === 'wc' ? r.pick(CLAIMANTS) : r.next() < 0.2 ? 'Insured' : r.pick(CLAIMANTS),
        lossDate,
        reportDate,
        closeDate,
        status,
        adjuster: r.pick(ADJUSTERS),
        reserve,
        paid,
        recovered,
        incurred: incurredOf({ reserve, paid, recovered }),
        description,
        driver,
        unit,
        indemnity,
        expense,
        wrapped,
      });
    }
    claims.sort((a, b) => (a.lossDate < b.lossDate ? -1 : 1));
    return { carrier, insured, policyNumber, state, term, lineOfBusiness: LINES[s.line], claims };
  });
}

/** Marks a few claims, chosen by the seed, to print their amounts on a line below. */
export function amountsBelow(ts: Term[], seed: number, share: number): void {
  const r = rng(seed);
  for (const t of ts)
    for (const c of t.claims) {
      if (r.next() < share) c.amountsBelow = c.status === 'pending' ? 'Pending' : 'See Ledger';
    }
}

/** The truth of a generated file: its claims without the printing hints. */
export function truthOf(ts: Term[]): LossRunTruth {
  const claims = ts.flatMap((t) => t.claims.map(({ indemnity: _i, expense: _e, amountsBelow: _a, wrapped: _w, ...c }) => c));
  return { claims };
}
