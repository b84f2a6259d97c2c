import { describe, expect, it } from 'vitest';
import { MARKET_STATUSES, type MarketStatus } from './entities.ts';
import {
  assertMayBind,
  bindAuthority,
  canMoveMarket,
  chaseOwnerCandidates,
  comparisonRows,
  limitBelowInsuredValue,
  comparedRisk,
  isOpenMarket,
  mayBind,
  nextPolicyNumber,
  placementRights,
  quoteTotal,
  statusMovesOnBinding,
} from './rules.ts';

describe('market moves', () => {
  it.each([
    ['asked', 'indicated', true],
    ['asked', 'quoted', true],
    ['asked', 'declined', true],
    ['asked', 'bound', false],
    ['indicated', 'quoted', true],
    ['indicated', 'asked', false],
    ['quoted', 'bound', true],
    ['quoted', 'not_taken_up', true],
    ['quoted', 'declined', true],
    ['declined', 'quoted', false],
    ['bound', 'not_taken_up', false],
    ['expired', 'asked', true],
    ['expired', 'quoted', false],
    ['not_taken_up', 'bound', false],
  ] as const)('%s -> %s is %s', (from, to, allowed) => {
    expect(canMoveMarket(from, to)).toBe(allowed);
  });

  it('leaves only open markets to be marked not taken up', () => {
    const open = MARKET_STATUSES.filter((s: MarketStatus) => isOpenMarket(s));
    expect(open).toEqual(['asked', 'indicated', 'quoted']);
  });
});

describe('who places and who binds', () => {
  it.each([
    ['broker', 'active', { read: true, place: true }],
    ['broker_manager', 'active', { read: true, place: true }],
    ['insurer', 'active', { read: true, place: false }],
    ['customer', 'active', { read: false, place: false }],
    ['broker', 'pending', { read: false, place: false }],
  ] as const)('a %s whose account is %s gets %o', (role, status, rights) => {
    expect(placementRights({ role, status })).toEqual(rights);
  });

  it('lets a broker bind up to the limit and a broker manager above it', () => {
    const broker = { role: 'broker', status: 'active' } as const;
    const manager = { role: 'broker_manager', status: 'active' } as const;
    expect(mayBind(broker, 250_000, 250_000)).toBe(true);
    expect(mayBind(broker, 250_001, 250_000)).toBe(false);
    expect(mayBind(manager, 5_000_000, 250_000)).toBe(true);
    expect(mayBind({ role: 'insurer', status: 'active' }, 1, 250_000)).toBe(false);
  });

  it.each([
    ['broker', undefined, 250_000],
    ['broker', null, 250_000],
    ['broker', 10_000, 10_000],
    ['broker', 900_000, 900_000],
    ['broker_manager', undefined, null],
    ['broker_manager', 50_000, 50_000],
  ] as const)('gives a %s with own limit %s an authority of %s', (role, own, expected) => {
    expect(bindAuthority({ role, bindAuthorityLimit: own }, 250_000)).toBe(expected);
  });

  it('refuses a bind above a person’s own limit with both figures, and anyone who may not place', () => {
    const limited = { role: 'broker', status: 'active', bindAuthorityLimit: 5000 } as const;
    expect(mayBind(limited, 5000, 250_000)).toBe(true);
    expect(() => assertMayBind(limited, 6000, 250_000)).toThrow(/6,000.*above your bind authority of .*5,000/);
    expect(() => assertMayBind({ role: 'broker', status: 'active' }, 300_000, 250_000)).toThrow(/firm's default/);
    expect(() => assertMayBind({ role: 'customer', status: 'active' }, 1, 250_000)).toThrow(expect.objectContaining({ code: 'forbidden' }));
    expect(() => assertMayBind({ role: 'broker', status: 'pending' }, 1, 250_000)).toThrow(expect.objectContaining({ code: 'forbidden' }));
  });
});

describe('status moves on binding', () => {
  it.each([
    ['pending', 'broker', ['in_review']],
    ['in_progress', 'broker', ['in_review']],
    ['in_review', 'broker', []],
    ['pending', 'broker_manager', ['in_review', 'approved']],
    ['in_review', 'broker_manager', ['approved']],
    ['approved', 'broker_manager', []],
    ['approved', 'broker', []],
  ] as const)('moves a %s submission bound by a %s through %j', (from, role, moves) => {
    expect(statusMovesOnBinding(from, role)).toEqual(moves);
  });
});

describe('figures', () => {
  const option = (carrier: string, premium: number, limit: number) => ({
    quoteId: carrier,
    carrier,
    premium,
    taxes: 100,
    fees: 50,
    total: quoteTotal({ premium, taxes: 100, fees: 50 }),
    terms: [{ coverage: 'Property', limit, deductible: 1000 }],
    subjectivities: [],
    validUntil: '2026-12-31',
  });

  it('marks the rows where options differ', () => {
    const rows = comparisonRows([option('A', 10_000, 1_000_000), option('B', 12_000, 1_000_000)]);
    const byLabel = Object.fromEntries(rows.map((r) => [r.label, r]));
    expect(byLabel.Premium).toMatchObject({ values: ['$10,000', '$12,000'], differs: true });
    expect(byLabel['Total cost']?.values).toEqual(['$10,150', '$12,150']);
    expect(byLabel.Taxes?.differs).toBe(false);
    expect(byLabel['Property limit']?.differs).toBe(false);
  });

  it('numbers policies after the highest of the year and runs them a year', () => {
    expect(nextPolicyNumber(2026, null)).toBe('POL-2026-0001');
    expect(nextPolicyNumber(2026, 'POL-2026-0041')).toBe('POL-2026-0042');
  });
});

describe('who chases a carrier on a submission nobody holds', () => {
  const send = (sentById: string | null, sentAt: string) => ({
    id: `send-${sentAt}`,
    to: 'uw@carrier.example',
    subject: 'Submission',
    coverNote: 'Please quote',
    documents: [],
    sentBy: 'Someone',
    sentById,
    sentAt,
  });
  const market = (id: string, ...sends: ReturnType<typeof send>[]) => ({ id, sends });

  it.each([
    [
      'the last sender of this carrier, then the last sender of another, then the opener',
      'staff-opener',
      [
        market('m1', send('ann', '2026-01-01T09:00:00Z'), send('bob', '2026-01-02T09:00:00Z')),
        market('m2', send('cy', '2026-01-03T09:00:00Z')),
      ],
      ['bob', 'ann', 'cy', 'staff-opener'],
    ],
    [
      'the last sender of another market when this carrier got no package',
      null,
      [market('m1'), market('m2', send('cy', '2026-01-03T09:00:00Z'))],
      ['cy'],
    ],
    [
      'each account once, a send without its account counting for nothing',
      'ann',
      [market('m1', send(null, '2026-01-02T09:00:00Z'), send('ann', '2026-01-01T09:00:00Z'))],
      ['ann'],
    ],
    ['nobody when nothing was sent and nobody is recorded as its opener', null, [market('m1')], []],
  ])('names %s', (_name, createdById, markets, expected) => {
    expect(chaseOwnerCandidates({ createdById }, markets, 'm1')).toEqual(expected);
  });
});

describe('the comparison reads as one', () => {
  const option = (carrier: string, coverage: string, limit: number | null, validUntil: string | null) => ({
    quoteId: carrier,
    carrier,
    premium: 10_000,
    taxes: 0,
    fees: 0,
    total: 10_000,
    terms: [{ coverage, limit, deductible: 1000 }],
    subjectivities: [],
    validUntil,
  });

  it('states validity as every other date of the product reads', () => {
    const rows = comparisonRows([option('A', 'Property', 1, '2026-12-31'), option('B', 'Property', 1, null)]);
    expect(rows.find((r) => r.label === 'Valid until')?.values).toEqual(['Dec 31, 2026', '—']);
  });

  it('flags a property limit below the total insured value, on that option only', () => {
    const rows = comparisonRows([option('A', 'Material Damage', 2_500_000, null), option('B', 'Material Damage', 3_000_000, null)], {
      totalInsuredValue: 2_750_000,
    });
    expect(rows.find((r) => r.label === 'Material Damage limit')?.flags).toEqual([
      'Limit $2,500,000 is below the total insured value $2,750,000',
      null,
    ]);
  });

  it.each([
    ['Material Damage', 1_000_000, 2_000_000, true],
    ['Commercial Property', 1_000_000, 2_000_000, true],
    ['Commercial Package', 1_000_000, 2_000_000, true],
    ['Material Damage', 2_000_000, 2_000_000, false],
    ['General Liability', 1_000_000, 2_000_000, false],
    ['Motor Fleet', 1_000_000, 2_000_000, false],
    ['Material Damage', null, 2_000_000, false],
    ['Material Damage', 1_000_000, null, false],
  ] as const)('a %s limit of %s against a total insured value of %s is flagged: %s', (coverage, limit, tiv, flagged) => {
    expect(limitBelowInsuredValue({ coverage, limit }, tiv) !== null).toBe(flagged);
  });

  it('flags nothing when the insured value is unknown', () => {
    const rows = comparisonRows([option('A', 'Material Damage', 1, null)]);
    expect(rows.every((r) => r.flags === undefined || r.flags.every((f) => f === null))).toBe(true);
  });
});

describe('the risk quotes are compared against', () => {
  it("totals the locations in the quotes' currency and leaves the others out", () => {
    const properties = [
      { tiv: 1_000_000, tivComputed: false, currency: 'USD' },
      { buildingValue: 400_000, contentsValue: 100_000, tiv: null, tivComputed: false, currency: 'USD' },
      { tiv: 9_000_000, tivComputed: false, currency: 'EUR' },
    ] as never;
    expect(comparedRisk({ properties })).toEqual({ totalInsuredValue: 1_500_000 });
    expect(comparedRisk({ properties: [] })).toEqual({ totalInsuredValue: null });
  });
});
