import { describe, expect, it } from 'vitest';
import type { Role } from './entities.ts';
import { canAccessZone, homePathFor, isDecisionRole, zoneForPath, type Zone } from './rules.ts';

describe('canAccessZone', () => {
  it.each<[Role, Zone, boolean]>([
    ['customer', 'customer', true],
    ['customer', 'broker', false],
    ['broker', 'broker', true],
    ['broker', 'customer', false],
    ['broker_manager', 'broker', true],
    ['broker_manager', 'customer', false],
    ['insurer', 'broker', true],
    ['insurer', 'customer', false],
  ])('%s in the %s zone: %s', (role, zone, ok) => {
    expect(canAccessZone(role, zone)).toBe(ok);
  });
});

describe('isDecisionRole', () => {
  it.each<[Role, boolean]>([
    ['broker_manager', true],
    ['insurer', true],
    ['broker', false],
    ['customer', false],
  ])('%s: %s', (role, expected) => {
    expect(isDecisionRole(role)).toBe(expected);
  });
});

describe('zoneForPath and homePathFor', () => {
  it.each<[string, Zone | null]>([
    ['/auth', null],
    ['/', 'broker'],
    ['/submissions/SUB-2026-0001', 'broker'],
    ['/create-submission/client', 'broker'],
    ['/customer', 'customer'],
    ['/customer/submissions/1', 'customer'],
    ['/customers-list', 'broker'],
    ['/authority', 'broker'],
  ])('%s is in zone %s', (path, zone) => {
    expect(zoneForPath(path)).toBe(zone);
  });

  it.each<[Role, string]>([
    ['customer', '/customer'],
    ['broker', '/'],
    ['broker_manager', '/'],
    ['insurer', '/'],
  ])('%s lands on %s', (role, path) => {
    expect(homePathFor(role)).toBe(path);
  });
});
