import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { ROLES, type Role } from '../users/index.ts';
import { SUBMISSION_STATUSES, type SubmissionPatch, type SubmissionStatus } from './entities.ts';
import {
  DECIDED_SUBMISSION_MESSAGE,
  STATUS_TRANSITIONS,
  assertChangeable,
  assertMayRemoveRow,
  assertTransition,
  canTransition,
  changesOnlySharing,
  nextStatuses,
} from './workflow.ts';

describe('status transitions', () => {
  const staff: Role[] = ['broker', 'broker_manager', 'insurer'];

  // Every move the workflow allows, by role. Anything not listed is refused.
  const allowed: Record<Role, Record<SubmissionStatus, SubmissionStatus[]>> = {
    broker: { pending: ['in_progress', 'in_review'], in_progress: ['in_review'], in_review: ['in_progress'], approved: [], rejected: [] },
    broker_manager: {
      pending: ['in_progress', 'in_review'],
      in_progress: ['in_review'],
      in_review: ['in_progress', 'approved', 'rejected'],
      approved: ['in_review'],
      rejected: ['in_review'],
    },
    insurer: {
      pending: ['in_progress', 'in_review'],
      in_progress: ['in_review'],
      in_review: ['in_progress', 'approved', 'rejected'],
      approved: [],
      rejected: [],
    },
    customer: { pending: ['in_review'], in_progress: ['in_review'], in_review: [], approved: [], rejected: [] },
  };

  const cases = ROLES.flatMap((role) =>
    SUBMISSION_STATUSES.flatMap((from) => SUBMISSION_STATUSES.map((to) => [role, from, to, allowed[role][from].includes(to)] as const)),
  );

  it.each(cases)('%s: %s -> %s allowed %s', (role, from, to, ok) => {
    expect(canTransition(from, to, role)).toBe(ok);
    if (ok) expect(() => assertTransition(from, to, role)).not.toThrow();
    else expect(() => assertTransition(from, to, role)).toThrow(AppError);
  });

  it.each(ROLES.flatMap((role) => SUBMISSION_STATUSES.map((s) => [role, s] as const)))(
    'nextStatuses(%s, %s) lists exactly the allowed moves',
    (role, status) => {
      expect(nextStatuses(status, role).sort()).toEqual([...allowed[role][status]].sort());
    },
  );

  it('marks every move a customer may make as their own submission going to underwriting review', () => {
    const customerMoves = STATUS_TRANSITIONS.filter((t) => t.roles.includes('customer'));
    expect(customerMoves.map((t) => [t.from, t.to])).toEqual([
      ['pending', 'in_review'],
      ['in_progress', 'in_review'],
    ]);
    for (const t of customerMoves) expect(t).toMatchObject({ customerOwnOnly: true, action: 'Submit for Underwriting Review' });
    expect(STATUS_TRANSITIONS.filter((t) => !t.roles.includes('customer')).every((t) => !t.customerOwnOnly)).toBe(true);
  });

  const thrown = (from: SubmissionStatus, to: SubmissionStatus, role: Role) => {
    try {
      assertTransition(from, to, role);
    } catch (e) {
      return e as AppError;
    }
    throw new Error('expected assertTransition to throw');
  };

  it.each(staff.filter((r) => r === 'broker'))('a %s may not approve or reject', (role) => {
    for (const to of ['approved', 'rejected'] as const) {
      expect(thrown('in_review', to, role)).toMatchObject({
        code: 'forbidden',
        message: 'Only broker managers and insurers can approve or reject a submission.',
      });
    }
  });

  it.each<[SubmissionStatus, SubmissionStatus, Role, string, string]>([
    ['in_review', 'approved', 'customer', 'forbidden', 'Only broker managers and insurers can approve or reject a submission.'],
    ['pending', 'in_progress', 'customer', 'forbidden', 'Customers can only submit their own submission for underwriting review.'],
    ['in_review', 'in_progress', 'customer', 'forbidden', 'Customers can only submit their own submission for underwriting review.'],
    ['pending', 'approved', 'insurer', 'invalid', 'A submission cannot move from Pending to Approved.'],
    ['approved', 'rejected', 'broker_manager', 'invalid', 'A submission cannot move from Approved to Rejected.'],
    ['rejected', 'pending', 'broker', 'invalid', 'A submission cannot move from Rejected to Pending.'],
    ['in_review', 'in_review', 'customer', 'invalid', 'The submission is already In Review.'],
  ])('%s -> %s by %s fails with %s', (from, to, role, code, message) => {
    expect(thrown(from, to, role)).toMatchObject({ code, message });
  });
});

describe('assertChangeable', () => {
  const outcome = (status: SubmissionStatus, reopening?: { to: SubmissionStatus; role: Role }) => {
    try {
      assertChangeable(status, reopening);
      return 'changeable';
    } catch (e) {
      return (e as AppError).code === 'conflict' && (e as AppError).message === DECIDED_SUBMISSION_MESSAGE ? 'frozen' : 'other';
    }
  };

  it.each<[SubmissionStatus, { to: SubmissionStatus; role: Role } | undefined, string]>([
    ['pending', undefined, 'changeable'],
    ['in_progress', undefined, 'changeable'],
    ['in_review', undefined, 'changeable'],
    ['approved', undefined, 'frozen'],
    ['rejected', undefined, 'frozen'],
    ['approved', { to: 'in_review', role: 'broker_manager' }, 'changeable'],
    ['rejected', { to: 'in_review', role: 'broker_manager' }, 'changeable'],
    ['approved', { to: 'in_review', role: 'broker' }, 'frozen'],
    ['approved', { to: 'in_review', role: 'insurer' }, 'frozen'],
    ['rejected', { to: 'in_review', role: 'customer' }, 'frozen'],
    ['approved', { to: 'rejected', role: 'broker_manager' }, 'frozen'],
    ['approved', { to: 'in_progress', role: 'broker_manager' }, 'frozen'],
  ])('a submission %s, changed with %j, is %s', (status, reopening, expected) => {
    expect(outcome(status, reopening)).toBe(expected);
  });
});

describe('changesOnlySharing', () => {
  it.each<[SubmissionPatch, boolean]>([
    [{ shareWithClient: true }, true],
    [{ shareWithClient: false }, true],
    [{ shareWithClient: true, priority: undefined }, true],
    [{ shareWithClient: true, priority: 'urgent' }, false],
    [{ shareWithClient: false, status: 'in_review' }, false],
    [{ dueDate: null }, false],
    [{}, false],
  ])('%j changes only sharing: %s', (patch, expected) => {
    expect(changesOnlySharing(patch)).toBe(expected);
  });
});

describe('assertMayRemoveRow', () => {
  const customer = { role: 'customer', status: 'active' } as const;
  const broker = { role: 'broker', status: 'active' } as const;
  const outcome = (actor: Parameters<typeof assertMayRemoveRow>[0], status: SubmissionStatus) => {
    try {
      assertMayRemoveRow(actor, status);
      return 'allowed';
    } catch (error) {
      return (error as { code: string }).code;
    }
  };
  it.each<[SubmissionStatus, string, string]>([
    ['pending', 'allowed', 'allowed'],
    ['in_progress', 'allowed', 'allowed'],
    ['in_review', 'conflict', 'allowed'],
    ['approved', 'conflict', 'conflict'],
    ['rejected', 'conflict', 'conflict'],
  ])('on a %s submission: customer %s, staff %s', (status, forCustomer, forStaff) => {
    expect(outcome(customer, status)).toBe(forCustomer);
    expect(outcome(broker, status)).toBe(forStaff);
  });
  it('treats staff whose account is not active as a customer would be treated', () => {
    expect(outcome({ role: 'broker', status: 'pending' }, 'in_review')).toBe('conflict');
  });
});
