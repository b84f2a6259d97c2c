import { describe, expect, it } from 'vitest';
import type { SubmissionStatus } from '../submissions/index.ts';
import type { AccountStatus, Role } from '../users/index.ts';
import { canRunReports, slaStanding } from './rules.ts';

describe('canRunReports', () => {
  it.each<[Role, AccountStatus, boolean]>([
    ['broker_manager', 'active', true],
    ['broker', 'active', true],
    ['insurer', 'active', true],
    ['customer', 'active', false],
    ['broker', 'pending', false],
    ['broker_manager', 'refused', false],
  ])('%s (%s) may run reports: %s', (role, status, allowed) => {
    expect(canRunReports({ role, status })).toBe(allowed);
  });
});

describe('slaStanding', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each<[SubmissionStatus, string | null, string | null, string, number | null]>([
    ['in_review', null, null, 'no_due_date', null],
    ['approved', '2026-03-05', '2026-03-05T16:00:00Z', 'met', 0],
    ['approved', '2026-03-05', '2026-03-03T09:00:00Z', 'met', 0],
    ['rejected', '2026-03-05', '2026-03-08T09:00:00Z', 'missed', 3],
    ['in_progress', '2026-03-10', null, 'on_track', 0],
    ['pending', '2026-03-07', null, 'overdue', 3],
  ])('%s due %s decided %s is %s, %s days late', (status, dueDate, decidedAt, outcome, daysLate) => {
    expect(slaStanding({ status, dueDate, decidedAt }, now)).toEqual({ outcome, daysLate });
  });
});
