/**
 * Rules that let the extractor read schedules it was not written against: headers carrying units and
 * legends, amounts in thousands, vague headers read by their column's place and values, sheets of removed
 * units, and a value guess that overrules a header marked for a person to look at.
 */
import { describe, expect, it } from 'vitest';
import { matchHeader } from './headers.ts';
import * as N from './normalise.ts';
import { extractWithRules } from './pipeline.ts';
import { locations, vehicles, xlsx } from './heldout/data.ts';

const read = async (csv: string) => (await extractWithRules({ bytes: new TextEncoder().encode(csv) })).result;

describe('headers with units, legends and abbreviations', () => {
  it.each([
    ['Sprinklered (1=Yes, 0=No)', 'property', 'sprinklered'],
    ['Floors (#)', 'property', 'stories'],
    ['Area (sq. ft.)', 'property', 'squareFootage'],
    ['Owned (T/F)', 'property', 'ownership'],
    ['Built (year)', 'property', 'yearBuilt'],
    ['Occupancy (describe)', 'property', 'occupancyType'],
    ['Loc', 'property', 'name'],
    ['OWN/LSE', 'property', 'ownership'],
    ['Freehold/Leasehold', 'property', 'ownership'],
    ['ISO', 'property', 'constructionType'],
    ['Stated Value (in $000s)', 'vehicle', 'value'],
    ['YOM', 'vehicle', 'year'],
  ] as const)('reads "%s" in a %s schedule as %s', (header, kind, field) => {
    expect(matchHeader(header, kind)?.field).toBe(field);
  });

  it('does not take a protection class for the construction class', () => {
    expect(matchHeader('ISO PPC', 'property')?.field).not.toBe('constructionType');
    expect(matchHeader('ISO Protection Class', 'property')?.field).not.toBe('constructionType');
  });
});

describe('values written with units and legends', () => {
  it.each([
    ['45', 'ACV ($000)', 45_000],
    ['103', 'Stated Value (in $000s)', 103_000],
    [1.2, 'TIV ($M)', 1_200_000],
    ['$45k', 'ACV ($000)', 45_000],
    ['45,000', 'Value ($)', 45_000],
    ['£45,000', 'Value (£)', 45_000],
  ] as const)('reads %j under "%s" as %d', (cell, header, value) => {
    expect(N.moneyIn(cell, header)?.value).toBe(value);
  });

  it('reads a yes/no answer to the header before a one-letter tenure code', () => {
    expect(N.ownership('T', 'Owned (T/F)')?.value).toBe('Owner');
    expect(N.ownership('F', 'Owned (T/F)')?.value).toBe('Tenant');
    expect(N.ownership('T', 'Owner/Tenant')?.value).toBe('Tenant');
    expect(N.ownership('LSE', 'OWN/LSE')?.value).toBe('Tenant');
    expect(N.ownership('Freehold')?.value).toBe('Owner');
  });

  it('reads ticks and crosses, and one-letter use codes a little below full confidence', () => {
    expect(N.yesNo('✓')?.value).toBe(true);
    expect(N.yesNo('✗')?.value).toBe(false);
    expect(N.usage('P')).toEqual({ value: 'Personal', certainty: 0.9 });
    expect(N.usage('PER')?.value).toBe('Personal');
  });
});

describe('columns read by their place and values', () => {
  it('reads vague headers by where the column stands: name before the street, city before the state, model after the make', async () => {
    const props = await read(
      'Ref,Line 1,Col 3,Region,Code\nSite A,1 Main St,Boston,MA,02110\nSite B,9 Elm Ave,Newark,NJ,07102\nSite C,4 Mill Rd,Austin,TX,78701\n',
    );
    expect(props.properties[0]).toMatchObject({ name: 'Site A', address: '1 Main St', city: 'Boston', state: 'MA', zipCode: '02110' });
    // Read from where they stand, not from their header: a person should look.
    expect(props.properties[0]!.confidence.name).toBeLessThan(0.8);
    const fleet = await read(
      'No.,Yr,Mfr,Desc,Serial\n100,2019,Ford,F-150,1FTFW1E50LFA00001\n101,2021,Isuzu,NPR,JALC4W161M7000002\n102,2018,Ram,1500,3C6JR6DT5JG000003\n',
    );
    expect(fleet.vehicles.map((v) => v.model)).toEqual(['F-150', 'NPR', '1500']);
  });

  it('does not read a column with a header of its own by its place', async () => {
    const r = await read(
      'Division,Address,City,State,Zip\nNortheast,1 Main St,Boston,MA,02110\nSouth,9 Elm Ave,Austin,TX,78701\nWest,4 Mill Rd,Denver,CO,80202\n',
    );
    expect(r.properties[0]).not.toHaveProperty('name');
  });

  it('does not take location numbers under a name-like header for names', async () => {
    const r = await read(
      'Loc,Address,City,State,Zip\n1,1 Main St,Boston,MA,02110\n2,9 Elm Ave,Austin,TX,78701\n3,4 Mill Rd,Denver,CO,80202\n',
    );
    expect(r.properties[0]).not.toHaveProperty('name');
  });

  it('keeps the header when its field reads the values plainly, so T/F under "Owned" stays the tenure', async () => {
    const r = await read(
      'Name,Address,City,State,Zip,Sprinklered,Owned (T/F)\nA,1 Main St,Boston,MA,02110,Y,T\nB,9 Elm Ave,Austin,TX,78701,N,F\nC,4 Mill Rd,Denver,CO,80202,Y,F\n',
    );
    expect(r.properties.map((p) => [p.sprinklered, p.ownership])).toEqual([
      [true, 'Owner'],
      [false, 'Tenant'],
      [true, 'Tenant'],
    ]);
  });

  it('marks a column whose values overrule its header for a person to look at', async () => {
    // A weak occupancy header over a column of construction classes: read as what the values are, below 0.8.
    const r = await read(
      'Name,Address,City,State,Zip,Primary Bldg Occupancy\nA,1 Main St,Boston,MA,02110,Joisted Masonry\nB,9 Elm Ave,Austin,TX,78701,Frame\nC,4 Mill Rd,Denver,CO,80202,Fire Resistive\n',
    );
    const p = r.properties[0]!;
    expect(p).toMatchObject({ constructionType: 'Joisted Masonry' });
    expect(p).not.toHaveProperty('occupancyType');
    expect(p.confidence.constructionType).toBeLessThan(0.8);
  });
});

describe('sheet roles', () => {
  it('leaves out a sheet of deleted or sold units, naming why', async () => {
    const active = vehicles(7001, 4);
    const sold = vehicles(7002, 3, 900);
    const cols = [
      { header: 'Unit', write: (v: { fleetId: string }) => v.fleetId },
      { header: 'Year', write: (v: { year: number }) => v.year },
      { header: 'Make', write: (v: { make: string }) => v.make },
      { header: 'Model', write: (v: { model: string }) => v.model },
      { header: 'VIN', write: (v: { vin: string }) => v.vin },
    ];
    const book = xlsx('fleet.xlsx', [
      { name: 'Active Units', kind: 'vehicle', items: active, columns: cols },
      { name: 'Sold Units', kind: 'vehicle', items: sold, columns: cols },
    ]);
    const { result } = await extractWithRules({ bytes: book.bytes });
    expect(result.vehicles.map((v) => v.vin)).toEqual(active.map((v) => v.vin));
    expect(result.warnings.join(' ')).toMatch(/Sold Units.*taken off the schedule/);
  });

  it('still reads a schedule whose only sheet of its kind has a removed-sounding name', async () => {
    const locs = locations(7003, 3);
    const book = xlsx('sov.xlsx', [
      {
        name: 'Retired Sites',
        kind: 'property',
        items: locs,
        columns: [
          { header: 'Address', write: (l: { address: string }) => l.address },
          { header: 'City', write: (l: { city: string }) => l.city },
          { header: 'State', write: (l: { state: string }) => l.state },
        ],
      },
      { name: 'Notes', kind: 'property', items: ['see cover letter'], columns: [{ header: 'Notes', write: (x: string) => x }] },
    ]);
    const { result } = await extractWithRules({ bytes: book.bytes });
    expect(result.properties).toHaveLength(3);
  });
});
