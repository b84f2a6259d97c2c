import { describe, expect, it } from 'vitest';
import type { SubmissionStatus } from './entities.ts';
import {
  countCompletedCoverages,
  customerNextSteps,
  isCoverageComplete,
  missingInformation,
  needsAction,
  submissionProgress,
  type CoverageLike,
} from './completeness.ts';
import { customerMayEdit } from './workflow.ts';

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

describe('schedule completeness', () => {
  const fullProperty = {
    name: 'HQ',
    address: '1 Main St',
    yearBuilt: 1998,
    constructionType: 'Fire Resistive',
    occupancyType: 'Office',
    buildingValue: 2_000_000,
  };
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
    ['a location without any insured value', { properties: [fullProperty, { ...fullProperty, buildingValue: null }] }, 90],
    ['a location valued only by its total', { properties: [{ ...fullProperty, buildingValue: null, tiv: 0 }] }, 100],
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
    [
      { coverages: [{ coverage: 'general_liability' }, { coverage: 'workers_comp', limit: 1 }] },
      'coverageTerms',
      'Add a limit and deductible for General Liability and Workers Compensation',
    ],
    [{ properties: [] }, 'properties', 'Add property information: no locations have been added yet'],
    [{ vehicles: [] }, 'vehicles', 'Add vehicle information: no vehicles have been added yet'],
    [
      { properties: [{ name: 'Shed' }] },
      'propertyDetails',
      'Complete property information: 1 location is missing address, year built, construction, occupancy or insured value',
    ],
    [
      { properties: [fullProperty, { ...fullProperty, buildingValue: null }] },
      'propertyDetails',
      'Complete property information: 1 location is missing insured value',
    ],
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

  it('asks the customer only for the schedules, never for what staff set (terms, dates, description)', () => {
    const s = {
      ...complete,
      status: 'pending' as const,
      description: null,
      dueDate: null,
      coverages: [{ coverage: 'property' }, { coverage: 'motor_fleet' }],
      vehicles: [],
    };
    expect(missingInformation(s).map((m) => m.key)).toEqual(['description', 'dueDate', 'coverageTerms', 'vehicles']);
    expect(customerNextSteps(s)).toEqual([{ key: 'vehicles', message: 'Add vehicle information: no vehicles have been added yet' }]);
    expect(customerNextSteps({ ...s, vehicles: [fullVehicle] })).toEqual([]);
    expect(needsAction({ ...s, vehicles: [fullVehicle] })).toBe(false);
  });
});
