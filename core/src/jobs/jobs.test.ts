import { describe, expect, it } from 'vitest';
import { canManageJobs, JOB_KIND_LABELS, JOB_KINDS } from './index.ts';

describe('who sees and retries failed background jobs', () => {
  it.each([
    ['broker_manager', 'active', true],
    ['broker_manager', 'pending', false],
    ['broker_manager', 'deactivated', false],
    ['broker', 'active', false],
    ['insurer', 'active', false],
    ['customer', 'active', false],
  ] as const)('a %s whose account is %s: %s', (role, status, allowed) => {
    expect(canManageJobs({ role, status })).toBe(allowed);
  });

  it('names every kind of job for staff', () => {
    for (const kind of JOB_KINDS) expect(JOB_KIND_LABELS[kind]).toMatch(/\w/);
  });
});
