/** Layouts and spellings beyond the sample files: the rules must read these without special cases. */
import { describe, expect, it } from 'vitest';
import { extractWithRules } from './pipeline.ts';

const read = async (csv: string) => (await extractWithRules({ bytes: new TextEncoder().encode(csv) })).result;
const plain = (rows: object[]) =>
  rows.map((row) => {
    const { provenance: _p, confidence: _c, ...values } = row as Record<string, unknown>;
    return values;
  });

describe('layouts and spellings', () => {
  it('flags a cell it cannot read, keeping it empty with the text as written, rather than dropping it unseen', async () => {
    const r = await read(
      'Name,Address,City,State,Stories,Building Value,TIV\nHQ,1 Main St,Boston,MA,one,(5000),TBD\nDepot,9 Elm St,Hartford,CT,n/a,?,"$10,000"\n',
    );
    const [hq, depot] = r.properties;
    expect(hq).toMatchObject({ stories: 1 });
    expect(hq).not.toHaveProperty('buildingValue');
    expect(hq).not.toHaveProperty('tiv');
    expect(hq!.confidence).toMatchObject({ buildingValue: 0, tiv: 0 });
    expect(hq!.provenance.texts).toMatchObject({ buildingValue: '(5000)', tiv: 'TBD' });
    expect(depot).not.toHaveProperty('stories');
    expect(depot!.confidence).toMatchObject({ stories: 0, buildingValue: 0 });
    expect(depot!.provenance.texts).toMatchObject({ stories: 'n/a', buildingValue: '?' });
    expect(depot).toMatchObject({ tiv: 10000 });
  });

  it('reads a two-row header whose words are split over both rows', async () => {
    const r = await read(
      'Statement of Values\n\nLoc,Street,,,Zip,Year,Square,Number of,Sprinkler\nName,Address,City,State,Code,Built,Feet,Stories,System\nHQ,1 Main St,Boston,MA,2110,1990,"12,000",3,Yes\n',
    );
    expect(plain(r.properties)).toEqual([
      {
        name: 'HQ',
        address: '1 Main St',
        city: 'Boston',
        state: 'MA',
        zipCode: '02110',
        yearBuilt: 1990,
        squareFootage: 12000,
        stories: 3,
        sprinklered: true,
      },
    ]);
  });

  it('does not take a location number for the location name', async () => {
    const r = await read(
      'Location #,Address,City,State,Zip,Year,Construction Class,Occupancy Desc\n1,1 Main St,Boston,MA,02110,1990,ISO 2,Office\n',
    );
    expect(r.properties[0]).not.toHaveProperty('name');
    expect(r.properties[0]).toMatchObject({ yearBuilt: 1990, constructionType: 'Joisted Masonry', occupancyType: 'Office' });
  });

  it('splits "City, ST" and "City, ST ZIP" columns', async () => {
    const r = await read(
      'Building,Premises Address,City/State,Postal\nHQ,1 Main St,"Boston, MA",02110\nWH,2 Elm St,"Hartford, Connecticut",06103\n',
    );
    expect(plain(r.properties)).toEqual([
      { name: 'HQ', address: '1 Main St', city: 'Boston', state: 'MA', zipCode: '02110' },
      { name: 'WH', address: '2 Elm St', city: 'Hartford', state: 'CT', zipCode: '06103' },
    ]);
    const z = await read('Name,Address,City State Zip\nHQ,1 Main St,"Boston, MA 02110"\n');
    expect(plain(z.properties)).toEqual([{ name: 'HQ', address: '1 Main St', city: 'Boston', state: 'MA', zipCode: '02110' }]);
  });

  it('splits a Year/Make/Model column', async () => {
    const r = await read(
      'Veh #,Year/Make/Model,Serial #,Cost New,Garage Zip\n1,2019 Ford F-150,1FTFW1E50LFA00001,"$45,000",02110\n2,2021 Land Rover Defender 110,SALEP7EU2M2000000,"$70,000",02110\n',
    );
    expect(plain(r.vehicles)).toEqual([
      { fleetId: '1', year: 2019, make: 'Ford', model: 'F-150', vin: '1FTFW1E50LFA00001', value: 45000 },
      { fleetId: '2', year: 2021, make: 'Land Rover', model: 'Defender 110', vin: 'SALEP7EU2M2000000', value: 70000 },
    ]);
  });

  it('takes the first year of "1998 (renovated 2010)" with lower confidence', async () => {
    const r = await read(
      'Address,City,State,Zip,Year Built,Sq. Ft.,Owned or Leased\n1 Main St,Boston,MA,02110,1998 (renovated 2010),12000,Leased\n',
    );
    expect(r.properties[0]).toMatchObject({ yearBuilt: 1998, ownership: 'Tenant' });
    expect(r.properties[0]!.confidence.yearBuilt).toBeLessThan(0.8);
  });

  it('reads locations and vehicles stacked on one sheet as two tables', async () => {
    const r = await read(
      'Locations\nName,Address,City,State,Zip\nHQ,1 Main St,Boston,MA,02110\n\nVehicles\nUnit,Year,Make,Model,VIN\n7,2020,Ford,Transit,1FTBR1C80LKA00000\n8,2021,Ford,Transit,1FTBR1C80MKA00000\n',
    );
    expect(r.properties).toHaveLength(1);
    expect(r.vehicles).toHaveLength(2);
    expect(r.documentType).toBe('vehicle');
  });

  it('drops subtotal rows per state and notes below the table', async () => {
    const r = await read(
      'Name,Address,City,State,Zip\nA,1 Main St,Boston,MA,02110\nMA Subtotal,,,,\nB,2 Elm St,Hartford,CT,06103\nGrand Total,,,,\n* values at replacement cost,,,,\n',
    );
    expect(r.properties.map((p) => p.name)).toEqual(['A', 'B']);
  });

  it('keeps a location whose name starts with "Total" when it has a street address', async () => {
    const r = await read('Name,Address,City,State,Zip\nTotal Wine & More,12 Main St,Boston,MA,02110\nTotal,,,,\n');
    expect(r.properties.map((p) => p.name)).toEqual(['Total Wine & More']);
  });
});

describe('JSON shapes', () => {
  it('reads camelCase keys and nested address objects', async () => {
    const json = JSON.stringify({
      locations: [
        {
          name: 'HQ',
          location: { street: '1 Main St', city: 'Boston', state: 'Massachusetts', zip: 2110 },
          yearBuilt: 1990,
          squareFootage: '12,000',
          constructionType: 'MNC',
          isSprinklered: 'Y',
        },
      ],
    });
    const r = await read(json);
    expect(plain(r.properties)).toEqual([
      {
        name: 'HQ',
        address: '1 Main St',
        city: 'Boston',
        state: 'MA',
        zipCode: '02110',
        yearBuilt: 1990,
        squareFootage: 12000,
        constructionType: 'Masonry Non-Combustible',
        sprinklered: true,
      },
    ]);
  });

  it('reads a header with an explanation after the field word', async () => {
    const r = await read('Unit,Year,Make,Model,VIN (17 characters),Use (Comm/Pers)\n7,2020,Ford,Transit,1FTBR1C80LKA00000,Pers\n');
    expect(r.vehicles[0]).toMatchObject({ vin: '1FTBR1C80LKA00000', usage: 'Personal' });
  });
});
