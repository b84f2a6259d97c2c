import { describe, expect, it } from 'vitest';
import type { CoverageType } from './entities.ts';
import { customerStatusLabel, productForCoverages, statusTone } from './rules.ts';
import { statusLabel } from './workflow.ts';

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

describe('labels and tones', () => {
  it.each([
    ['pending', 'Pending', 'blue'],
    ['in_progress', 'In Progress', 'orange'],
    ['in_review', 'In Review', 'purple'],
    ['approved', 'Approved', 'green'],
    ['rejected', 'Rejected', 'red'],
    ['archived', 'archived', 'neutral'],
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
