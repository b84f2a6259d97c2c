import { describe, expect, it } from 'vitest';
import { companyNameSimilarity, companyNameTokens, findSimilarClients, jaroWinkler, SIMILAR_CLIENT_THRESHOLD } from './duplicates.ts';

describe('companyNameTokens', () => {
  it.each([
    ['Acme Mfg Inc.', ['acme', 'manufacturing']],
    ['ACME Manufacturing', ['acme', 'manufacturing']],
    ['Smith & Sons, LLC', ['smith', 'and', 'sons']],
    ['Johnson Bros. Construction Co.', ['johnson', 'brothers', 'construction']],
    ['Global Svcs Intl Ltd', ['global', 'services', 'international']],
    ['The Café Company', ['cafe']],
    ['The Company', ['the', 'company']],
  ])('%s -> %j', (name, tokens) => {
    expect(companyNameTokens(name)).toEqual(tokens);
  });
});

describe('jaroWinkler', () => {
  it.each([
    ['martha', 'marhta', 0.961],
    ['dwayne', 'duane', 0.84],
    ['dixon', 'dicksonx', 0.813],
    ['abc', 'abc', 1],
    ['abc', '', 0],
    ['abc', 'xyz', 0],
  ])('%s vs %s is %f', (a, b, expected) => {
    expect(jaroWinkler(a, b)).toBeCloseTo(expected, 2);
  });
});

describe('companyNameSimilarity', () => {
  it.each([
    ['Acme Mfg Inc.', 'ACME Manufacturing'],
    ['Smith & Sons', 'Smith and Sons Ltd'],
    ['Johnson Bros. Construction', 'Johnson Brothers Construction LLC'],
    ['Global Svcs Intl', 'Global Services International Corp.'],
    ['Acme Manufacturng', 'Acme Manufacturing'],
    ['AcmeCorp', 'Acme Corp'],
    ['Northwind', 'North Wind Inc'],
    ['Pacific Freight Logistics, Inc.', 'pacific freight logistics'],
    ['Northwind Traders', 'Northwind Traders Company'],
  ])('%s matches %s', (a, b) => {
    expect(companyNameSimilarity(a, b)).toBeGreaterThanOrEqual(SIMILAR_CLIENT_THRESHOLD);
    expect(companyNameSimilarity(b, a)).toBeGreaterThanOrEqual(SIMILAR_CLIENT_THRESHOLD);
  });

  it.each([
    ['Acme Manufacturing', 'Apex Manufacturing'],
    ['Acme Foods', 'Acme Logistics'],
    ['Pacific Trading Co', 'Atlantic Trading Company'],
    ['North Star Logistics', 'North Star Foods'],
    ['Blue Ridge Services', 'Red Ridge Services'],
    ['Acme Manufacturing', 'Zenith Insurance Group'],
    ['Inc.', 'Acme Inc.'],
  ])('%s does not match %s', (a, b) => {
    expect(companyNameSimilarity(a, b)).toBeLessThan(SIMILAR_CLIENT_THRESHOLD);
  });

  it('scores identical names 1 and unrelated names 0', () => {
    expect(companyNameSimilarity('Acme Manufacturing', 'acme manufacturing')).toBe(1);
    expect(companyNameSimilarity('Acme', 'Zenith')).toBe(0);
    expect(companyNameSimilarity('', 'Acme')).toBe(0);
  });
});

describe('findSimilarClients', () => {
  const clients = [
    { id: '1', name: 'ACME Manufacturing' },
    { id: '2', name: 'Apex Manufacturing' },
    { id: '3', name: 'Acme Mfg Inc.' },
    { id: '4', name: 'Acme Manufacturng LLC' },
    { id: '5', name: 'Zenith Insurance Group' },
  ];

  it('returns the similar clients, most similar first, with their score', () => {
    const found = findSimilarClients('Acme Manufacturing Company', clients);
    expect(found.map((m) => m.client.id)).toEqual(['1', '3', '4']);
    expect(found[0].score).toBe(1);
    expect(found[2].score).toBeLessThan(1);
  });

  it('keeps the caller’s client objects', () => {
    expect(findSimilarClients('acme mfg', clients)[0].client).toBe(clients[0]);
  });

  it('honours a stricter threshold', () => {
    expect(findSimilarClients('Acme Manufacturing', clients, 1).map((m) => m.client.id)).toEqual(['1', '3']);
  });

  it('finds nothing for a new name', () => {
    expect(findSimilarClients('Brand New Bakery', clients)).toEqual([]);
    expect(findSimilarClients('Acme', [])).toEqual([]);
  });
});
