import { describe, expect, it } from 'vitest';
import { plural, possessive } from './wording.ts';

describe('plural', () => {
  it.each([
    [0, 'vehicle', undefined, '0 vehicles'],
    [1, 'vehicle', undefined, '1 vehicle'],
    [2, 'vehicle', undefined, '2 vehicles'],
    [1, 'property', 'properties', '1 property'],
    [0, 'property', 'properties', '0 properties'],
    [12, 'property', 'properties', '12 properties'],
  ])('writes %i %s as %s', (count, one, many, expected) => {
    expect(plural(count, one, many)).toBe(expected);
  });
});

describe('possessive', () => {
  it.each([
    ['Chubb', "Chubb's"],
    ['Travelers', "Travelers'"],
    ['Zurich North America', "Zurich North America's"],
    ['CNA Insurance Companies', "CNA Insurance Companies'"],
  ])('writes %s as %s', (name, expected) => {
    expect(possessive(name)).toBe(expected);
  });
});
