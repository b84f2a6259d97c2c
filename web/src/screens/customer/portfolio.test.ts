import { describe, expect, it } from 'vitest';
import type { Policy, SubmissionSummary } from '@workbench/core';
import { dashboardDetails, premiumSummary } from './portfolio.ts';

const aPolicy = (over: Partial<Policy>): Policy => ({
  id: 'p',
  policyNumber: 'POL-2025-0001',
  clientId: 'c',
  submissionId: null,
  status: 'active',
  product: 'commercial_property',
  premium: 1000,
  effectiveDate: '2026-01-01',
  expirationDate: '2026-12-31',
  recordVersion: 1,
  ...over,
});

describe('premiumSummary', () => {
  it('gives the demo figures: $4,250 and $2,800 as 60% and 40% of $7,050', () => {
    const { lines, total } = premiumSummary([
      aPolicy({ id: '1', product: 'commercial_property', premium: 4250 }),
      aPolicy({ id: '2', product: 'commercial_auto', premium: 2800 }),
    ]);
    expect(total).toBe(7050);
    expect(lines.map((l) => [l.label, l.premium, l.share])).toEqual([
      ['Commercial Property', 4250, 60],
      ['Commercial Auto', 2800, 40],
    ]);
  });

  it('adds up policies of one product and leaves out policies that are not active', () => {
    const { lines, total } = premiumSummary([
      aPolicy({ id: '1', premium: 1000 }),
      aPolicy({ id: '2', premium: 500 }),
      aPolicy({ id: '3', premium: 9999, status: 'expired' }),
    ]);
    expect(total).toBe(1500);
    expect(lines).toEqual([{ product: 'commercial_property', label: 'Commercial Property', premium: 1500, share: 100 }]);
  });

  it('is empty with a zero total when there is no active policy', () => {
    expect(premiumSummary([aPolicy({ status: 'cancelled' })])).toEqual({ lines: [], total: 0 });
  });
});

describe('dashboardDetails', () => {
  const summary = (id: string, status: SubmissionSummary['status']) => ({ id, status }) as SubmissionSummary;

  it('asks for the shown submissions and for every one the customer may still have to act on', () => {
    const sorted = [
      summary('a', 'approved'),
      summary('b', 'in_review'),
      summary('c', 'rejected'),
      summary('d', 'pending'),
      summary('e', 'in_progress'),
      summary('f', 'approved'),
    ];
    expect(dashboardDetails(2)(sorted).map((s) => s.id)).toEqual(['a', 'b', 'd', 'e']);
  });
});
