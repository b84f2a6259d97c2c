import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { ROLES, type Role } from '../users/entities.ts';
import { SUBMISSION_STATUSES, type CoverageType, type SubmissionStatus } from './entities.ts';
import {
  DECIDED_SUBMISSION_MESSAGE,
  assertChangeable,
  assertTransition,
  canTransition,
  countCompletedCoverages,
  customerStatusLabel,
  daysUntilDue,
  isCoverageComplete,
  isOverdue,
  STATUS_TRANSITIONS,
  missingInformation,
  customerNextSteps,
  customerMayEdit,
  assertMayRemoveRow,
  needsAction,
  nextStatuses,
  productForCoverages,
  statusLabel,
  statusTone,
  submissionProgress,
  type CoverageLike,
} from './rules.ts';

const coverage = (over: CoverageLike = {}): CoverageLike => ({
  coverage: 'general_liability',
  selected: true,
  limit: null,
  deductible: null,
  premium: null,
  properties: [],
  vehicles: [],
  ...over,
});

describe('coverage completeness', () => {
  // [description, entry, selection rule, preview rule]
  it.each<[string, CoverageLike, boolean, boolean]>([
    ['nothing filled in', coverage(), false, false],
    ['empty text everywhere', coverage({ limit: '', deductible: '', premium: '' }), false, false],
    ['a limit only', coverage({ limit: 1_000_000 }), true, false],
    ['a deductible only', coverage({ deductible: 5000 }), true, false],
    ['a premium only', coverage({ premium: 1200 }), true, false],
    ['a limit and a deductible', coverage({ limit: 1_000_000, deductible: 5000 }), true, true],
    ['a zero deductible with a limit', coverage({ limit: 1_000_000, deductible: 0 }), true, true],
    ['a limit and a premium but no deductible', coverage({ limit: 1_000_000, premium: 900 }), true, false],
    ['limit and deductible as text', coverage({ limit: '1000000', deductible: '5000' }), true, true],
    ['one property and nothing else', coverage({ coverage: 'property', properties: [{ name: 'HQ' }] }), true, true],
    ['one vehicle and nothing else', coverage({ coverage: 'motor_fleet', vehicles: [{ make: 'Ford' }] }), true, true],
    ['missing schedule lists', { coverage: 'property', limit: 5 }, true, false],
  ])('%s: selection %s, preview %s', (_, entry, selection, preview) => {
    expect(isCoverageComplete(entry, 'selection')).toBe(selection);
    expect(isCoverageComplete(entry, 'preview')).toBe(preview);
  });

  it('counts selected coverages with a limit and a deductible, or with items', () => {
    const entries = [
      coverage({ coverage: 'property', properties: [{}] }), // items: counts
      coverage({ coverage: 'general_liability', limit: 1, deductible: 1 }), // terms: counts
      coverage({ coverage: 'workers_comp', limit: 1 }), // 'Complete' on its card, but not counted
      coverage({ coverage: 'marine_cargo', limit: 1, deductible: 1, selected: false }), // not selected
      coverage({ coverage: 'motor_fleet', premium: 10 }), // premium alone is not enough
    ];
    expect(countCompletedCoverages(entries)).toBe(2);
    expect(entries.filter((e) => e.selected && isCoverageComplete(e, 'selection')).length).toBe(4);
  });

  it('counts nothing for no coverages', () => {
    expect(countCompletedCoverages([])).toBe(0);
  });
});

describe('productForCoverages', () => {
  it.each<[CoverageType[], string]>([
    [['property'], 'commercial_property'],
    [['motor_fleet'], 'commercial_auto'],
    [['general_liability'], 'commercial_package'],
    [['workers_comp'], 'commercial_package'],
    [['marine_cargo'], 'commercial_package'],
    [['property', 'motor_fleet'], 'commercial_package'],
    [['property', 'general_liability'], 'commercial_package'],
    [[], 'commercial_package'],
  ])('%j is %s', (types, product) => {
    expect(productForCoverages(types)).toBe(product);
  });
});

describe('status transitions', () => {
  const staff: Role[] = ['broker', 'broker_manager', 'insurer'];

  // Every move the workflow allows, by role. Anything not listed is refused.
  const allowed: Record<Role, Record<SubmissionStatus, SubmissionStatus[]>> = {
    broker: { pending: ['in_progress', 'in_review'], in_progress: ['in_review'], in_review: ['in_progress'], approved: [], rejected: [] },
    broker_manager: { pending: ['in_progress', 'in_review'], in_progress: ['in_review'], in_review: ['in_progress', 'approved', 'rejected'], approved: ['in_review'], rejected: ['in_review'] },
    insurer: { pending: ['in_progress', 'in_review'], in_progress: ['in_review'], in_review: ['in_progress', 'approved', 'rejected'], approved: [], rejected: [] },
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

  it.each(ROLES.flatMap((role) => SUBMISSION_STATUSES.map((s) => [role, s] as const)))('nextStatuses(%s, %s) lists exactly the allowed moves', (role, status) => {
    expect(nextStatuses(status, role).sort()).toEqual([...allowed[role][status]].sort());
  });

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
      expect(thrown('in_review', to, role)).toMatchObject({ code: 'forbidden', message: 'Only broker managers and insurers can approve or reject a submission.' });
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

describe('labels and tones', () => {
  it.each([
    ['pending', 'Pending', 'blue'],
    ['in_progress', 'In Progress', 'orange'],
    ['in_review', 'In Review', 'purple'],
    ['approved', 'Approved', 'green'],
    ['rejected', 'Rejected', 'red'],
    ['archived', 'archived', 'grey'],
  ])('broker badge for %s is %s in %s', (status, label, tone) => {
    expect(statusLabel(status)).toBe(label);
    expect(statusTone(status)).toBe(tone);
  });

  it.each([
    ['new', 'New', 'green'],
    ['pending', 'Pending', 'yellow'],
    ['in_progress', 'In Progress', 'blue'],
    ['in_review', 'In Review', 'purple'],
    ['approved', 'Approved', 'green'],
    ['rejected', 'Rejected', 'red'],
    ['active', 'Active', 'green'],
    ['expired', 'expired', null],
    ['toString', 'toString', null],
  ])('customer badge for %s is %s in %s', (status, label, tone) => {
    expect(customerStatusLabel(status)).toEqual({ label, tone });
  });
});

describe('due dates', () => {
  const now = new Date('2026-11-21T15:30:00Z');
  it.each([
    ['2026-11-21', 0],
    ['2026-11-22', 1],
    ['2026-12-21', 30],
    ['2026-11-20', -1],
    ['2026-11-21T23:00:00Z', 0],
    [null, null],
    ['', null],
    ['soon', null],
  ])('daysUntilDue(%j) is %j', (due, days) => {
    expect(daysUntilDue(due, now)).toBe(days);
  });

  it.each<[string | null, SubmissionStatus | undefined, boolean]>([
    ['2026-11-20', undefined, true],
    ['2026-11-20', 'in_review', true],
    ['2026-11-20', 'approved', false],
    ['2026-11-20', 'rejected', false],
    ['2026-11-21', 'pending', false],
    [null, 'pending', false],
  ])('isOverdue(%j, status %s) is %s', (due, status, overdue) => {
    expect(isOverdue(due, now, status)).toBe(overdue);
  });
});

describe('schedule completeness', () => {
  const fullProperty = { name: 'HQ', address: '1 Main St', yearBuilt: 1998, constructionType: 'Fire Resistive', occupancyType: 'Office' };
  const fullVehicle = { make: 'Ford', model: 'Transit', year: 2022, vin: '1FTBW3XM5HKB12345' };
  const complete = {
    status: 'pending' as const,
    description: 'Warehouse and delivery fleet',
    dueDate: '2026-12-01',
    coverages: [
      { coverage: 'property', limit: 5_000_000, deductible: 10_000 },
      { coverage: 'motor_fleet', limit: 1_000_000, deductible: 1_000 },
    ],
    properties: [fullProperty, fullProperty],
    vehicles: [fullVehicle],
  };

  it('a complete submission is 100% with nothing missing and no action needed', () => {
    expect(submissionProgress(complete)).toBe(100);
    expect(missingInformation(complete)).toEqual([]);
    expect(needsAction(complete)).toBe(false);
  });

  it('an empty draft is 0% and asks for everything', () => {
    const empty = {};
    expect(submissionProgress(empty)).toBe(0);
    expect(missingInformation(empty).map((m) => m.key)).toEqual(['description', 'dueDate', 'coverages']);
    // None of that is the customer's to supply.
    expect(needsAction(empty)).toBe(false);
  });

  it.each([
    // 5 pieces: description, due date, coverages, properties, vehicles
    ['no due date', { dueDate: null }, 80],
    ['one coverage without terms', { coverages: [complete.coverages[0], { coverage: 'motor_fleet' }] }, 90],
    ['half the locations incomplete', { properties: [fullProperty, { ...fullProperty, yearBuilt: null }] }, 90],
    ['a property coverage without locations', { properties: [] }, 80],
    ['no description and no vehicles', { description: '  ', vehicles: [] }, 60],
  ])('%s: %i%%', (_, over, progress) => {
    expect(submissionProgress({ ...complete, ...over })).toBe(progress);
  });

  it('reads schedules held on the wizard coverages and ignores unselected ones', () => {
    const draft = {
      description: 'x',
      dueDate: '2026-12-01',
      coverages: [
        { coverage: 'property', selected: true, limit: 1, deductible: 1, properties: [fullProperty] },
        { coverage: 'motor_fleet', selected: false, vehicles: [] },
      ],
    };
    expect(submissionProgress(draft)).toBe(100);
    expect(missingInformation(draft)).toEqual([]);
  });

  it('explains what each incomplete schedule lacks', () => {
    const s = {
      ...complete,
      properties: [
        fullProperty,
        { ...fullProperty, yearBuilt: null },
        { ...fullProperty, constructionType: '' },
        { ...fullProperty, yearBuilt: undefined, constructionType: null },
      ],
      vehicles: [{ ...fullVehicle, vin: null }],
    };
    expect(missingInformation(s)).toEqual([
      { key: 'propertyDetails', message: 'Complete property information: 3 locations are missing year built or construction' },
      { key: 'vehicleDetails', message: 'Complete vehicle information: 1 vehicle is missing VIN' },
    ]);
  });

  it.each([
    [{ coverages: [{ coverage: 'general_liability' }, { coverage: 'workers_comp', limit: 1 }] }, 'coverageTerms', 'Add a limit and deductible for General Liability and Workers Compensation'],
    [{ properties: [] }, 'properties', 'Add property information: no locations have been added yet'],
    [{ vehicles: [] }, 'vehicles', 'Add vehicle information: no vehicles have been added yet'],
    [{ properties: [{ name: 'Shed' }] }, 'propertyDetails', 'Complete property information: 1 location is missing address, year built, construction or occupancy'],
  ])('asks for %j', (over, key, message) => {
    expect(missingInformation({ ...complete, ...over })).toContainEqual({ key, message });
  });

  it.each<[SubmissionStatus, boolean]>([
    ['pending', true],
    ['in_progress', true],
    ['in_review', false],
    ['approved', false],
    ['rejected', false],
  ])('on a %s submission the customer may edit, has steps left and needs action: %s', (status, expected) => {
    expect(customerMayEdit(status)).toBe(expected);
    expect(customerNextSteps({ ...complete, status, vehicles: [] })).toHaveLength(expected ? 1 : 0);
    expect(needsAction({ ...complete, status, vehicles: [] })).toBe(expected);
  });

  it("asks the customer only for the schedules, never for what staff set (terms, dates, description)", () => {
    const s = { ...complete, status: 'pending' as const, description: null, dueDate: null, coverages: [{ coverage: 'property' }, { coverage: 'motor_fleet' }], vehicles: [] };
    expect(missingInformation(s).map((m) => m.key)).toEqual(['description', 'dueDate', 'coverageTerms', 'vehicles']);
    expect(customerNextSteps(s)).toEqual([{ key: 'vehicles', message: 'Add vehicle information: no vehicles have been added yet' }]);
    expect(customerNextSteps({ ...s, vehicles: [fullVehicle] })).toEqual([]);
    expect(needsAction({ ...s, vehicles: [fullVehicle] })).toBe(false);
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
