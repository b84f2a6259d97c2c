import { describe, expect, it } from 'vitest';
import { REVIEW_SERVICE_LEVEL_DAYS, mayDecide, reviewDueDate } from './review-queue.ts';

describe('reviewDueDate', () => {
  it("counts each product's service level in working days from the day it was sent", () => {
    // Thursday 5 March 2026.
    const sent = '2026-03-05T16:30:00.000Z';
    expect(reviewDueDate('commercial_auto', sent)).toBe('2026-03-06');
    expect(reviewDueDate('commercial_property', sent)).toBe('2026-03-09');
    expect(reviewDueDate('commercial_package', sent)).toBe('2026-03-10');
  });

  it('gives every product a service level', () => {
    for (const days of Object.values(REVIEW_SERVICE_LEVEL_DAYS)) expect(days).toBeGreaterThan(0);
  });
});

describe('mayDecide', () => {
  const active = { status: 'active' as const, carrierId: null };
  it("is the firm's broker managers and insurers, while active", () => {
    expect(mayDecide({ ...active, role: 'broker_manager' })).toBe(true);
    expect(mayDecide({ ...active, role: 'insurer' })).toBe(true);
    expect(mayDecide({ ...active, role: 'broker' })).toBe(false);
    expect(mayDecide({ ...active, role: 'customer' })).toBe(false);
    expect(mayDecide({ role: 'broker_manager', status: 'pending', carrierId: null })).toBe(false);
  });

  it("is never a carrier's underwriter", () => {
    expect(mayDecide({ ...active, role: 'insurer', carrierId: 'carrier-1' })).toBe(false);
  });
});
