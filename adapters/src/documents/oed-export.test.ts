import type { Property } from '@workbench/core';
import { describe, expect, it } from 'vitest';
import { oedConstructionCode, oedCountryCode, oedOccupancyCode, toOedLocationCsv } from './oed-export.ts';
import { extractDocument } from './pipeline.ts';

const aLocation = (over: Partial<Property> = {}): Property => ({
  id: 'p1',
  version: 1,
  name: 'HQ',
  address: '125 Commerce Dr',
  city: 'Boston',
  state: 'MA',
  zipCode: '02110',
  yearBuilt: 1990,
  constructionType: 'Wood, Wood frame',
  occupancyType: 'Commercial, Warehouse',
  squareFootage: 12500,
  stories: 3,
  sprinklered: false,
  ownership: 'Owner',
  buildingValue: 1_000_000,
  contentsValue: 250_000,
  biValue: 100_000,
  otherValue: 5_000,
  tiv: 1_355_000,
  tivComputed: true,
  currency: 'USD',
  needsReview: [],
  ...over,
});

const parse = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(','));

describe('OED location file export', () => {
  it('writes the codes of the published tables back for decoded text, and Unknown for anything else', () => {
    expect(oedConstructionCode('Wood, Wood frame')).toBe('5050');
    expect(oedConstructionCode('joisted masonry')).toBe('5108');
    expect(oedConstructionCode('Frame')).toBe('5000');
    expect(oedConstructionCode('Brick and hope')).toBe('5000');
    expect(oedConstructionCode(null)).toBe('5000');
    expect(oedConstructionCode('101')).toBe('5050'); // a CEDE code kept as written
    expect(oedConstructionCode('9999')).toBe('5000');
    expect(oedOccupancyCode('Warehouse')).toBe('1122');
    expect(oedOccupancyCode('Commercial, Professional, technical and business')).toBe('1104');
    expect(oedOccupancyCode('Office')).toBe('1000');
  });

  it('reads the country from a US state, a Canadian province or a UK postcode, else leaves it blank', () => {
    expect(oedCountryCode({ state: 'MA', zipCode: '02110' })).toBe('US');
    expect(oedCountryCode({ state: 'ON', zipCode: 'M5V 2T6' })).toBe('CA');
    expect(oedCountryCode({ state: null, zipCode: 'LE13 0SA' })).toBe('GB');
    expect(oedCountryCode({ state: null, zipCode: null })).toBe('');
  });

  it('writes one row per location with the required OED fields, values and codes', () => {
    const csv = toOedLocationCsv(
      [
        aLocation(),
        aLocation({ id: 'p2', name: 'Depot, North', ownership: 'Tenant', sprinklered: true, constructionType: 'Frame', biValue: null }),
      ],
      { accNumber: 'SUB-1' },
    );
    const [header, hq, depot] = parse(csv.replace('"Depot, North"', 'Depot North'));
    const col = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(header).toEqual(
      expect.arrayContaining([
        'PortNumber',
        'AccNumber',
        'LocNumber',
        'CountryCode',
        'LocPerilsCovered',
        'BuildingTIV',
        'OtherTIV',
        'ContentsTIV',
        'BITIV',
        'LocCurrency',
      ]),
    );
    expect(col(hq!, 'LocNumber')).toBe('1');
    expect(col(hq!, 'AccNumber')).toBe('SUB-1');
    expect(col(hq!, 'ConstructionCode')).toBe('5050');
    expect(col(hq!, 'OccupancyCode')).toBe('1122');
    expect(col(hq!, 'IsTenant')).toBe('0');
    expect(col(hq!, 'SprinklerType')).toBe('1');
    expect(col(hq!, 'CountryCode')).toBe('US');
    expect(col(hq!, 'BITIV')).toBe('100000');
    expect(col(depot!, 'LocNumber')).toBe('2');
    expect(col(depot!, 'IsTenant')).toBe('1');
    expect(col(depot!, 'ConstructionCode')).toBe('5000');
    // Sprinklered of no known kind is OED's Unknown, not a made-up kind; a missing value is 0.
    expect(col(depot!, 'SprinklerType')).toBe('0');
    expect(col(depot!, 'BITIV')).toBe('0');
    expect(csv).toContain('"Depot, North"');
  });

  it('reads back through the extractor as the same locations and values', async () => {
    const locations = [
      aLocation(),
      aLocation({
        id: 'p2',
        name: 'Annex',
        address: '1 Front St W',
        city: 'Toronto',
        state: 'ON',
        zipCode: 'M5V 2T6',
        constructionType: 'Masonry, Joisted masonry',
        occupancyType: 'Commercial, General commercial',
        ownership: 'Tenant',
        sprinklered: true,
        sources: { sprinklered: { confidence: 0.9, text: '5' } },
        currency: 'CAD',
        yearBuilt: 2001,
        stories: 2,
        squareFootage: 5000,
      }),
    ];
    const csv = toOedLocationCsv(locations, { accNumber: 'SUB-7' });
    const read = await extractDocument({ bytes: new TextEncoder().encode(csv) });
    expect(read.warnings.join('\n')).toMatch(/OED location file/);
    const fields = [
      'name',
      'address',
      'city',
      'state',
      'zipCode',
      'yearBuilt',
      'constructionType',
      'occupancyType',
      'squareFootage',
      'stories',
      'sprinklered',
      'ownership',
      'buildingValue',
      'contentsValue',
      'biValue',
      'otherValue',
      'currency',
    ] as const;
    expect(read.properties).toHaveLength(2);
    read.properties.forEach((p, i) => {
      for (const f of fields) expect([f, p[f]]).toEqual([f, locations[i]![f]]);
    });
  });
});
