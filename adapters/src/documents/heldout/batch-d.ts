/**
 * Tuning batch D: twenty schedules written to improve the rules on (unlike batch C, which is only ever
 * scored). Other wordings of the same kinds of mess: header words with units, legends and abbreviations,
 * weak headers whose values say what they are, read-me / change-log / pivot / deleted-units sheets,
 * banded headers, money with currency codes and suffixes, yes / no written as marks, codes and percentages.
 */
import { tablePdf } from '../pdf-writer.ts';
import {
  type Cell,
  type Column,
  CONSTRUCTIONS,
  col,
  csv,
  extra,
  type Location,
  locations,
  type Practice,
  type SheetSpec,
  sheetRows,
  truthOf,
  type Vehicle,
  vehicles,
  xlsx,
} from './data.ts';

type L = Location;
type V = Vehicle;
const isoNum = (l: L) => CONSTRUCTIONS.indexOf(l.constructionType) + 1;
const yn = (yes: Cell, no: Cell) => (l: L) => (l.sprinklered ? yes : no);
const own = (owner: string, tenant: string) => (l: L) => (l.ownership === 'Owner' ? owner : tenant);
const usd = (n: number) => `USD ${n.toLocaleString('en-US')}`;
const use = (c: string, p: string, m: string) => (v: V) => ({ Commercial: c, Personal: p, Mixed: m })[v.usage];

async function pdf<T>(file: string, sheet: SheetSpec<T>, title: string): Promise<Practice> {
  const [header, ...body] = sheetRows(sheet).map((r) => r.map((c) => (c === null ? '' : String(c))));
  return { file, bytes: await tablePdf(header!, body, { title, rowsPerPage: 25 }), truth: truthOf([sheet]) };
}

// biome-ignore lint/suspicious/noExplicitAny: text-only sheets (read-me, change log) hold plain strings
const textSheet = (name: string, lines: string[]): SheetSpec<any> => ({
  name,
  kind: 'property',
  ignored: true,
  items: lines,
  columns: [extra(name, (x: string) => x)],
});

export async function batchD(): Promise<Practice[]> {
  const out: Practice[] = [];
  {
    const items = locations(4001, 20);
    out.push(
      xlsx('d01-units-legends.xlsx', [
        textSheet('Read Me', ['Complete all yellow cells.', 'Values in USD.']),
        {
          name: 'Locations',
          kind: 'property',
          items,
          columns: [
            col<L>('Building Name', 'name'),
            col<L>('Address (Street)', 'address'),
            col<L>('Town/City', 'city'),
            col<L>('State Abbrev', 'state'),
            col<L>('Zip/Postal', 'zipCode'),
            col<L>('Yr of Const', 'yearBuilt'),
            col<L>('ISO Construction Code', 'constructionType', isoNum),
            col<L>('Occupancy Class', 'occupancyType'),
            col<L>('Area (SF)', 'squareFootage'),
            col<L>('Stories Above Grade', 'stories'),
            col<L>('Sprinkler Protection', 'sprinklered', yn('Yes', 'No')),
            col<L>('Owner / Lessee', 'ownership', own('Owner', 'Lessee')),
          ],
        },
        textSheet('Change Log', ['2026-10-01 added building 12', '2026-11-02 corrected values']),
      ]),
    );
  }
  {
    const items = locations(4002, 18);
    out.push(
      csv('d02-weak-headers.csv', {
        name: 'x',
        kind: 'property',
        items,
        columns: [
          col<L>('Ref', 'name'),
          col<L>('Line 1', 'address'),
          col<L>('Place', 'city'),
          col<L>('Region', 'state'),
          col<L>('Code', 'zipCode'),
          col<L>('Date', 'yearBuilt'),
          col<L>('Type', 'constructionType'),
          col<L>('Activity', 'occupancyType'),
          col<L>('Size', 'squareFootage'),
          col<L>('Levels', 'stories'),
          col<L>('Sprink', 'sprinklered', yn('Y', 'N')),
          col<L>('Status', 'ownership', own('Owned', 'Leased')),
        ],
      }),
    );
  }
  {
    const items = locations(4003, 16);
    out.push(
      xlsx('d03-banded.xlsx', [
        {
          name: 'SOV',
          kind: 'property',
          items,
          above: [['Property Schedule 2027'], ['SITE', '', '', '', '', 'COPE', '', '', '', '', '', 'VALUES ($)', '']],
          merges: ['A1:M1', 'A2:E2', 'F2:K2', 'L2:M2'],
          columns: [
            col<L>(['Site', 'Name'], 'name'),
            col<L>(['', 'Street'], 'address'),
            col<L>(['', 'City'], 'city'),
            col<L>(['', 'State'], 'state'),
            col<L>(['', 'Zip'], 'zipCode'),
            col<L>(['Yr', 'Blt'], 'yearBuilt'),
            col<L>(['Const', 'Class'], 'constructionType', isoNum),
            col<L>(['', 'Occupancy'], 'occupancyType'),
            col<L>(['Bldg', 'Sq Ft'], 'squareFootage'),
            col<L>(['#', 'Flrs'], 'stories'),
            col<L>(['Sprk', '%'], 'sprinklered', yn('100%', '0%')),
            extra<L>(['', 'Building'], (l) => l.buildingValue),
            extra<L>(['', 'Contents'], (l) => l.contentsValue),
          ],
          below: [['Totals', '', '', '', '', '', '', '', '', '', '', 1, 2]],
        },
      ]),
    );
  }
  {
    const items = locations(4004, 22);
    out.push(
      csv('d04-marks.csv', {
        name: 'x',
        kind: 'property',
        items,
        columns: [
          col<L>('Loc', 'name'),
          col<L>('Street Address', 'address'),
          col<L>('City', 'city'),
          col<L>('State', 'state'),
          col<L>('Zip', 'zipCode'),
          col<L>('Built (year)', 'yearBuilt'),
          col<L>('Construction', 'constructionType', (l) => l.constructionType.toUpperCase()),
          col<L>('Occupancy', 'occupancyType'),
          col<L>('Area (sq. ft.)', 'squareFootage', (l) => `${l.squareFootage.toLocaleString('en-US')} sq. ft.`),
          col<L>('Floors (#)', 'stories'),
          col<L>('Sprinklered (✓)', 'sprinklered', yn('✓', null), (l) => (l.sprinklered ? true : undefined)),
          col<L>('Own/Rent', 'ownership', own('Own', 'Rent')),
        ],
      }),
    );
  }
  {
    const pool = locations(4005, 50);
    const groups = new Map<string, L[]>();
    for (const l of pool) groups.set(l.state, [...(groups.get(l.state) ?? []), l]);
    const top = [...groups].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0])).slice(0, 2);
    const sheets: SheetSpec[] = [
      {
        name: 'Pivot',
        kind: 'property',
        ignored: true,
        items: top.map(([s, ls]) => ({ s, n: ls.length })),
        columns: [extra('Row Labels', (x: { s: string }) => x.s), extra('Count of Location', (x: { n: number }) => x.n)],
      } as unknown as SheetSpec,
    ];
    for (const [st, items] of top)
      sheets.push({
        name: `${st} Locations`,
        kind: 'property',
        items,
        columns: [
          col<L>('Name', 'name'),
          col<L>('Address', 'address'),
          col<L>('City', 'city'),
          col<L>('Zip', 'zipCode'),
          col<L>('Year Built', 'yearBuilt'),
          col<L>('Construction', 'constructionType'),
          col<L>('Sq Ft', 'squareFootage'),
          col<L>('Stories', 'stories'),
        ],
      } as SheetSpec);
    out.push(xlsx('d05-state-sheets-pivot.xlsx', sheets));
  }
  {
    const items = locations(4006, 15);
    out.push(
      xlsx('d06-country-column.xlsx', [
        {
          name: 'Sites',
          kind: 'property',
          items: items.map((l, i) => (i % 3 === 0 ? { ...l, city: 'Toronto', state: 'ON', zipCode: 'M5H 2N2' } : l)),
          columns: [
            col<L>('Site', 'name'),
            col<L>('Addr', 'address'),
            col<L>('City', 'city'),
            col<L>('State/Province', 'state'),
            col<L>('Postcode', 'zipCode'),
            extra<L>('Country', (l) => (l.state === 'ON' ? 'CA' : 'US')),
            col<L>('Year Built', 'yearBuilt'),
            col<L>('Construction', 'constructionType'),
            col<L>('Occupancy', 'occupancyType'),
          ],
        },
      ]),
    );
  }
  {
    const items = locations(4007, 14);
    out.push(
      await pdf(
        'd07-sov.pdf',
        {
          name: 'x',
          kind: 'property',
          items,
          columns: [
            col<L>('Bldg', 'name'),
            col<L>('Street', 'address'),
            col<L>('City', 'city'),
            col<L>('ST', 'state'),
            col<L>('ZIP', 'zipCode'),
            col<L>('YOC', 'yearBuilt'),
            col<L>('ISO', 'constructionType', isoNum),
            col<L>('SF', 'squareFootage'),
            col<L>('Stories', 'stories'),
            col<L>('Spr', 'sprinklered', yn('Yes', 'No')),
          ],
        },
        'Statement of Values',
      ),
    );
  }
  {
    const items = locations(4008, 20);
    out.push(
      xlsx('d08-yes-no-codes.xlsx', [
        {
          name: 'Data',
          kind: 'property',
          items,
          columns: [
            col<L>('Property Name', 'name'),
            col<L>('Property Address', 'address'),
            col<L>('Property City', 'city'),
            col<L>('Property State', 'state'),
            col<L>('Property Zip', 'zipCode'),
            col<L>('Year Constructed', 'yearBuilt'),
            col<L>('Construction Type', 'constructionType'),
            col<L>('Occupancy Type', 'occupancyType'),
            col<L>('Building Square Feet', 'squareFootage'),
            col<L>('Stories', 'stories'),
            col<L>('Sprinklered (1=Yes, 0=No)', 'sprinklered', yn(1, 0)),
            col<L>('Owned (T/F)', 'ownership', own('T', 'F')),
          ],
        },
      ]),
    );
  }
  {
    const items = vehicles(4101, 20);
    out.push(
      xlsx('d09-fleet-units.xlsx', [
        {
          name: 'Vehicles - Active',
          kind: 'vehicle',
          items,
          above: [['Fleet schedule as of 11/2026'], []],
          columns: [
            col<V>('Unit Number', 'fleetId'),
            col<V>('Mod Yr', 'year'),
            col<V>('Vehicle Make', 'make'),
            col<V>('Model/Body', 'model'),
            col<V>('VIN Number', 'vin'),
            col<V>('Value (USD)', 'value', (v) => usd(v.value)),
            col<V>('Primary Use', 'usage'),
          ],
          below: [['Total', '', '', '', '', usd(items.reduce((s, v) => s + v.value, 0))]],
        },
        {
          name: 'Deleted Units',
          kind: 'vehicle',
          ignored: true,
          items: vehicles(4102, 4, 900),
          columns: [
            col<V>('Unit Number', 'fleetId'),
            col<V>('Mod Yr', 'year'),
            col<V>('Vehicle Make', 'make'),
            col<V>('Model/Body', 'model'),
            col<V>('VIN Number', 'vin'),
            extra<V>('Date Removed', () => '2026-06-30'),
          ],
        },
      ]),
    );
  }
  {
    const items = vehicles(4103, 18);
    out.push(
      csv('d10-fleet-weak.csv', {
        name: 'x',
        kind: 'vehicle',
        items,
        columns: [
          col<V>('No.', 'fleetId'),
          col<V>('Yr', 'year'),
          col<V>('Mfr', 'make'),
          col<V>('Desc', 'model'),
          col<V>('Serial', 'vin'),
          col<V>('Amount', 'value', (v) => `$${(v.value / 1000).toFixed(0)}K`),
          col<V>('Class', 'usage', use('C', 'P', 'M')),
        ],
      }),
    );
  }
  {
    const items = vehicles(4104, 16);
    out.push(
      xlsx('d11-fleet-band.xlsx', [
        {
          name: 'Autos',
          kind: 'vehicle',
          items,
          above: [['', 'VEHICLE', '', '', '', 'COVERAGE', '']],
          merges: ['B1:E1', 'F1:G1'],
          columns: [
            col<V>('Veh ID', 'fleetId'),
            col<V>('Year', 'year'),
            col<V>('Make', 'make'),
            col<V>('Model', 'model'),
            col<V>('VIN', 'vin'),
            col<V>('Actual Cash Value', 'value'),
            col<V>('Operations', 'usage', use('Commercial', 'Personal', 'Mixed')),
          ],
        },
      ]),
    );
  }
  {
    const items = vehicles(4105, 15);
    const ymm: Column<V> = {
      header: 'Vehicle Description',
      truth: (v) => ({ year: v.year, make: v.make, model: v.model }),
      write: (v) => `${v.year} ${v.make.toUpperCase()} ${v.model}`,
    };
    out.push(
      csv('d12-fleet-description.csv', {
        name: 'x',
        kind: 'vehicle',
        items,
        columns: [col<V>('Vehicle #', 'fleetId'), ymm, col<V>('VIN', 'vin'), col<V>('Current Value', 'value', (v) => `${v.value / 1000}k`)],
      }),
    );
  }
  {
    const items = vehicles(4106, 14);
    out.push(
      xlsx('d13-fleet-thousands.xlsx', [
        {
          name: 'Schedule',
          kind: 'vehicle',
          items,
          columns: [
            col<V>('Truck No', 'fleetId'),
            col<V>('Year', 'year'),
            col<V>('Make', 'make'),
            col<V>('Model', 'model'),
            col<V>('VIN', 'vin'),
            col<V>('Stated Value (in $000s)', 'value', (v) => v.value / 1000),
            col<V>('Use Code', 'usage', use('COM', 'PER', 'MIX')),
          ],
        },
      ]),
    );
  }
  {
    const items = vehicles(4107, 20);
    out.push(
      await pdf(
        'd14-fleet.pdf',
        {
          name: 'x',
          kind: 'vehicle',
          items,
          columns: [
            col<V>('Veh #', 'fleetId'),
            col<V>('Yr', 'year'),
            col<V>('Make', 'make'),
            col<V>('Model', 'model'),
            col<V>('VIN', 'vin'),
            col<V>('ACV', 'value', (v) => `$${v.value.toLocaleString('en-US')}`),
            col<V>('Usage', 'usage'),
          ],
        },
        'Vehicle Schedule',
      ),
    );
  }
  {
    const locs = locations(4008, 7);
    const autos = vehicles(4108, 11);
    out.push(
      xlsx('d15-workbook.xlsx', [
        textSheet('Cover Page', ['Submission for Lakeside Builders', 'Effective 2027-01-01']),
        {
          name: 'Bldgs',
          kind: 'property',
          items: locs,
          columns: [
            col<L>('Bldg Name', 'name'),
            col<L>('Street', 'address'),
            col<L>('City', 'city'),
            col<L>('State', 'state'),
            col<L>('Zip', 'zipCode'),
            col<L>('Built', 'yearBuilt'),
            col<L>('Constr', 'constructionType'),
          ],
        },
        {
          name: 'Auto Schedule',
          kind: 'vehicle',
          items: autos,
          columns: [
            col<V>('Auto', 'fleetId'),
            col<V>('Yr', 'year'),
            col<V>('Make', 'make'),
            col<V>('Model', 'model'),
            col<V>('VIN', 'vin'),
            col<V>('Cost', 'value'),
          ],
        },
      ]),
    );
  }
  {
    const items = locations(4009, 18);
    out.push(
      csv('d16-upper.csv', {
        name: 'x',
        kind: 'property',
        items,
        above: [['ACME CORP'], ['SCHEDULE OF LOCATIONS'], []],
        columns: [
          col<L>('LOC NAME', 'name', (l) => l.name.toUpperCase()),
          col<L>('LOC ADDRESS', 'address', (l) => l.address.toUpperCase()),
          col<L>('LOC CITY', 'city', (l) => l.city.toUpperCase()),
          col<L>('LOC ST', 'state'),
          col<L>('LOC ZIP', 'zipCode'),
          col<L>('YR BLT', 'yearBuilt'),
          col<L>('CONST', 'constructionType', (l) => l.constructionType.toUpperCase()),
          col<L>('OCCUP', 'occupancyType', (l) => l.occupancyType.toUpperCase()),
          col<L>('TOT SQ FT', 'squareFootage'),
          col<L>('NO STORIES', 'stories'),
          col<L>('SPRINK Y/N', 'sprinklered', yn('YES', 'NO')),
          col<L>('OWN/LSE', 'ownership', own('OWN', 'LSE')),
        ],
        below: [['TOTAL LOCATIONS: 18']],
      }),
    );
  }
  {
    const items = vehicles(4109, 16);
    out.push(
      xlsx('d17-fleet-extras.xlsx', [
        {
          name: 'Fleet',
          kind: 'vehicle',
          items,
          columns: [
            col<V>(
              'Fleet Unit',
              'fleetId',
              (v) => `U${v.fleetId}`,
              (v) => `U${v.fleetId}`,
            ),
            extra<V>('Plate', (_, i) => `7ABC${100 + i}`),
            extra<V>('Plate State', () => 'MA'),
            col<V>('Model Year', 'year'),
            col<V>('Make', 'make'),
            col<V>('Model', 'model'),
            extra<V>('Body Type', () => 'Pickup'),
            col<V>('Vehicle Identification No.', 'vin'),
            extra<V>('GVWR (lbs)', (_, i) => 8500 + i * 100),
            extra<V>('Garage Zip', () => '02110'),
            col<V>('Original Cost New', 'value'),
            extra<V>('Comp Ded', () => 500),
            extra<V>('Coll Ded', () => 1000),
            col<V>('Business/Personal Use', 'usage', use('Business', 'Personal', 'Both')),
          ],
        },
      ]),
    );
  }
  {
    const items = locations(4010, 16);
    out.push(
      xlsx('d18-storeys-metric.xlsx', [
        {
          name: 'Premises',
          kind: 'property',
          items,
          columns: [
            col<L>('Premises Name', 'name'),
            col<L>('Street', 'address'),
            col<L>('Suburb/City', 'city'),
            col<L>('State', 'state'),
            col<L>('Postcode', 'zipCode'),
            col<L>('Year of Build', 'yearBuilt'),
            col<L>('Wall/Roof Construction', 'constructionType'),
            col<L>('Nature of Business', 'occupancyType'),
            col<L>('Floor Space (sq ft)', 'squareFootage'),
            col<L>('No. of Storeys', 'stories'),
            col<L>('Sprinkler Installed', 'sprinklered', yn('Yes', 'No')),
            col<L>('Freehold/Leasehold', 'ownership', own('Freehold', 'Leasehold')),
          ],
        },
      ]),
    );
  }
  {
    const items = vehicles(4110, 14);
    out.push(
      csv(
        'd19-fleet-semicolon.csv',
        {
          name: 'x',
          kind: 'vehicle',
          items,
          columns: [
            col<V>('Asset #', 'fleetId'),
            col<V>('Year of Vehicle', 'year'),
            col<V>('Make of Vehicle', 'make'),
            col<V>('Model of Vehicle', 'model'),
            col<V>('VIN of Vehicle', 'vin'),
            col<V>('Value of Vehicle', 'value', (v) => `${v.value.toLocaleString('en-US')} USD`),
            col<V>('Use of Vehicle', 'usage'),
          ],
        },
        ';',
      ),
    );
  }
  {
    const items = locations(4011, 20);
    out.push(
      xlsx('d20-notes-between.xlsx', [
        {
          name: 'SOV',
          kind: 'property',
          items,
          notes: { 5: ['* Buildings below acquired 2025'], 12: ['** Values pending appraisal'] },
          columns: [
            col<L>('Location Description', 'name'),
            col<L>('Location Street', 'address'),
            col<L>('Location City', 'city'),
            col<L>('Location State', 'state'),
            col<L>('Location ZIP', 'zipCode'),
            col<L>('Bldg Yr', 'yearBuilt'),
            col<L>('Bldg Const', 'constructionType'),
            col<L>('Bldg Occ', 'occupancyType'),
            col<L>('Bldg Area', 'squareFootage'),
            col<L>('Bldg Stories', 'stories'),
            col<L>('Bldg Sprinklered', 'sprinklered', yn('Y', 'N')),
            col<L>('Bldg Owned', 'ownership', own('Y', 'N')),
          ],
        },
      ]),
    );
  }
  return out;
}
