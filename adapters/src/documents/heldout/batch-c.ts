/**
 * Held-out batch C: thirty-three schedules written before any change to the rules they measure, in the
 * wordings and shapes carriers, brokers and clients send (carrier templates with titles and totals,
 * three-row headers with merged bands, per-state and per-division sheets beside summary, notes and
 * driver sheets, headers carrying units, mixed case, non-US addresses with a country column, fleet
 * values with currency symbols and k / m suffixes or in thousands, yes / no written many ways, a
 * combined year / make / model column, repeated page headers, text PDFs). Only ever scored, never tuned on.
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
  withCheckDigit,
  xlsx,
} from './data.ts';

type L = Location;
type V = Vehicle;
const isoNum = (l: L) => CONSTRUCTIONS.indexOf(l.constructionType) + 1;
const CODE: Record<L['constructionType'], string> = {
  Frame: 'Frame',
  'Joisted Masonry': 'JM',
  'Non-Combustible': 'NC',
  'Masonry Non-Combustible': 'MNC',
  'Modified Fire Resistive': 'MFR',
  'Fire Resistive': 'FR',
};
const money = (n: number) => `$${n.toLocaleString('en-US')}`;
const own = (owner: string, tenant: string) => (l: L) => (l.ownership === 'Owner' ? owner : tenant);
const yn = (yes: Cell, no: Cell) => (l: L) => (l.sprinklered ? yes : no);
const tiv = (l: L) => l.buildingValue + l.contentsValue;
const total = (items: L[]) => items.reduce((s, l) => s + tiv(l), 0);
const fleetTotal = (items: V[]) => items.reduce((s, v) => s + v.value, 0);

/** A PDF of one sheet: the header row (two-row headers joined) and the data rows, as printed. */
async function pdf<T>(file: string, sheet: SheetSpec<T>, title: string): Promise<Practice> {
  const rows = sheetRows(sheet).map((r) => r.map((c) => (c === null ? '' : String(c))));
  const [header, ...body] = rows;
  const bytes = await tablePdf(header!, body, { title, rowsPerPage: 30 });
  return { file, bytes, truth: truthOf([sheet]) };
}

/** Locations outside the US (Canadian provinces by code, UK postcodes, no state), for the country-column files. */
function abroad(): (L & { country: string })[] {
  const base = locations(3101, 8);
  const places = [
    ['Toronto', 'ON', 'M5V 2T6', 'Canada'],
    ['Vancouver', 'BC', 'V6B 1A1', 'Canada'],
    ['Calgary', 'AB', 'T2P 1J9', 'Canada'],
    ['Montreal', 'QC', 'H3B 2Y5', 'Canada'],
    ['London', '', 'EC2V 7HH', 'United Kingdom'],
    ['Manchester', '', 'M1 1AE', 'United Kingdom'],
    ['Leeds', '', 'LS1 4DY', 'United Kingdom'],
    ['Halifax', 'NS', 'B3J 1S9', 'Canada'],
  ] as const;
  return base.map((l, i) => {
    const [city, state, zipCode, country] = places[i]!;
    return { ...l, city, state, stateName: state, zipCode, country };
  });
}

export async function batchC(): Promise<Practice[]> {
  const out: Practice[] = [];

  // 1. A carrier SOV template: titles, a location number, ISO class numbers, units in headers, totals.
  {
    const items = locations(3001, 22);
    out.push(
      xlsx('c01-carrier-template.xlsx', [
        {
          name: 'SOV',
          kind: 'property',
          items,
          above: [['ACME HOLDINGS LLC - STATEMENT OF VALUES'], ['Policy period 01/01/2027 - 01/01/2028'], []],
          columns: [
            extra<L>('Loc #', (_, i) => i + 1),
            col<L>('Location Name', 'name'),
            col<L>('Street Address', 'address'),
            col<L>('City', 'city'),
            col<L>('ST', 'state'),
            col<L>('Zip Code', 'zipCode'),
            col<L>('Year of Construction', 'yearBuilt'),
            col<L>('ISO Const Class', 'constructionType', isoNum),
            col<L>('Occupancy Desc', 'occupancyType'),
            col<L>('Area (sq ft)', 'squareFootage'),
            col<L>('No. of Stories', 'stories'),
            col<L>('Sprinkler System', 'sprinklered', yn('Yes', 'No')),
            col<L>('Owned/Leased', 'ownership', own('Owned', 'Leased')),
            extra<L>('Building Value ($)', (l) => l.buildingValue),
            extra<L>('Contents ($)', (l) => l.contentsValue),
            extra<L>('TIV', tiv),
          ],
          below: [[], ['', 'TOTAL', '', '', '', '', '', '', '', '', '', '', '', '', '', total(items)]],
          merges: ['A1:P1'],
        },
      ]),
    );
  }

  // 2. A three-row header: a merged band row, then two header rows.
  {
    const items = locations(3002, 18);
    out.push(
      xlsx('c02-three-row-header.xlsx', [
        {
          name: 'Schedule',
          kind: 'property',
          items,
          above: [['LOCATION', '', '', '', '', 'BUILDING CHARACTERISTICS', '', '', '', '', '', 'INSURED VALUES', '']],
          merges: ['A1:E1', 'F1:K1', 'L1:M1'],
          columns: [
            col<L>(['Location', 'Name'], 'name'),
            col<L>(['Street', 'Address'], 'address'),
            col<L>(['', 'City'], 'city'),
            col<L>(['', 'State'], 'state'),
            col<L>(['Postal', 'Code'], 'zipCode'),
            col<L>(['Year', 'Built'], 'yearBuilt'),
            col<L>(['Constr.', 'Type'], 'constructionType'),
            col<L>(['Occupancy', '/ Use'], 'occupancyType'),
            col<L>(['Floor Area', '(sq ft)'], 'squareFootage'),
            col<L>(['No. of', 'Floors'], 'stories'),
            col<L>(['Sprinklered', '(Y/N)'], 'sprinklered', yn('Y', 'N')),
            extra<L>(['Building', 'Limit'], (l) => l.buildingValue),
            extra<L>(['Contents', 'Limit'], (l) => l.contentsValue),
          ],
        },
      ]),
    );
  }

  // 3. One sheet per state (no state column), a summary sheet and a notes sheet.
  {
    const pool = locations(3003, 60);
    const counts = new Map<string, number>();
    for (const l of pool) counts.set(l.state, (counts.get(l.state) ?? 0) + 1);
    const states = [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 3)
      .map(([s]) => s);
    // biome-ignore lint/suspicious/noExplicitAny: a workbook mixes sheets of locations and of summary rows
    const sheets: SheetSpec<any>[] = [
      {
        name: 'Summary',
        kind: 'property',
        ignored: true,
        items: states.map((s) => ({ s, n: pool.filter((l) => l.state === s).length })),
        columns: [extra('State', (x: { s: string }) => x.s), extra('Locations', (x: { n: number }) => x.n), extra('TIV', () => 0)],
      } as unknown as SheetSpec,
    ];
    for (const st of states) {
      const items = pool.filter((l) => l.state === st);
      sheets.push({
        name: items[0]!.stateName,
        kind: 'property',
        items,
        above: [[`${items[0]!.stateName} locations`]],
        columns: [
          col<L>('Site', 'name'),
          col<L>('Address', 'address'),
          col<L>('Town', 'city'),
          col<L>('Zip', 'zipCode'),
          col<L>('Built', 'yearBuilt'),
          col<L>('Construction', 'constructionType', (l) => CODE[l.constructionType]),
          col<L>('Occupancy', 'occupancyType'),
          col<L>('Sq Ft', 'squareFootage'),
          col<L>('Stories', 'stories'),
          col<L>('Sprinklers', 'sprinklered', yn('Yes', 'No')),
          extra<L>('Bldg Limit', (l) => l.buildingValue),
        ],
        below: [['Total', '', '', '', '', '', '', '', '', '', total(items)]],
      });
    }
    sheets.push({
      name: 'Notes',
      kind: 'property',
      ignored: true,
      items: [
        'Values are replacement cost as of 1/1/2027.',
        'Texas locations 4 and 7 share a fire division.',
        'Sprinkler status per 2025 survey.',
      ],
      columns: [extra('Notes', (x: string) => x)],
    } as unknown as SheetSpec);
    out.push(xlsx('c03-per-state-sheets.xlsx', sheets));
  }

  // 4. Instructions sheet first, then the schedule, then a notes sheet.
  {
    const items = locations(3004, 15);
    out.push(
      xlsx('c04-instructions-and-notes.xlsx', [
        {
          name: 'Instructions',
          kind: 'property',
          ignored: true,
          items: [
            'Please complete one row per building.',
            'Construction: use ISO class (Frame, JM, NC, MNC, MFR, FR).',
            'Values in US dollars, replacement cost.',
            'Return to your broker by 15 December.',
          ],
          columns: [extra('How to complete this workbook', (x: string) => x)],
        } as unknown as SheetSpec,
        {
          name: 'Property Schedule',
          kind: 'property',
          items,
          columns: [
            col<L>('Premises', 'name'),
            col<L>('Premises Address', 'address'),
            col<L>('City/Town', 'city'),
            col<L>('State', 'state'),
            col<L>('ZIP', 'zipCode'),
            col<L>('Yr. Built', 'yearBuilt'),
            col<L>('Construction Class', 'constructionType', (l) => CODE[l.constructionType]),
            col<L>('Building Use', 'occupancyType'),
            col<L>('Total SF', 'squareFootage'),
            col<L>('Levels', 'stories'),
            col<L>('Fire Sprinklers', 'sprinklered', yn('yes', 'no')),
            col<L>('Tenancy', 'ownership', own('Owner', 'Tenant')),
            extra<L>('Replacement Cost', (l) => l.buildingValue),
          ],
        },
        {
          name: 'Notes',
          kind: 'property',
          ignored: true,
          items: ['1. Building 3 under renovation.', '2. Values updated 2026.'],
          columns: [extra('Notes', (x: string) => x)],
        } as unknown as SheetSpec,
      ]),
    );
  }

  // 5. Mixed-case headers and values in a CSV.
  {
    const items = locations(3005, 20);
    out.push(
      csv('c05-mixed-case.csv', {
        name: 'x',
        kind: 'property',
        items,
        columns: [
          col<L>('LOCATION NAME', 'name', (l) => l.name.toUpperCase()),
          col<L>('street address', 'address'),
          col<L>('city', 'city', (l) => l.city.toUpperCase()),
          col<L>('STATE', 'state', (l) => l.state.toLowerCase()),
          col<L>('zip', 'zipCode'),
          col<L>('yr built', 'yearBuilt'),
          col<L>('CONSTRUCTION', 'constructionType', (l) => l.constructionType.toLowerCase()),
          col<L>('occupancy', 'occupancyType', (l) => l.occupancyType.toUpperCase()),
          col<L>('SQ FT', 'squareFootage'),
          col<L>('stories', 'stories'),
          col<L>('SPRINKLERED', 'sprinklered', yn('y', 'n')),
          col<L>('own/lease', 'ownership', own('OWNED', 'leased')),
        ],
      }),
    );
  }

  // 6. International schedule with a country column, provinces and postcodes.
  {
    const items = abroad();
    out.push(
      xlsx('c06-international.xlsx', [
        {
          name: 'Locations',
          kind: 'property',
          items,
          above: [['Global property schedule - non-US locations']],
          columns: [
            col<L>('Site Name', 'name'),
            col<L>('Address Line 1', 'address'),
            col<L>('City', 'city'),
            col<L>(
              'Province/State',
              'state',
              (l) => l.state || null,
              (l) => l.state || undefined,
            ),
            col<L>('Post Code', 'zipCode'),
            extra<L & { country: string }>('Country', (l) => l.country),
            col<L>('Year Built', 'yearBuilt'),
            col<L>('Construction', 'constructionType'),
            col<L>('Occupancy', 'occupancyType'),
            col<L>('Area (sq ft)', 'squareFootage'),
            col<L>('Storeys', 'stories'),
            col<L>('Sprinklered', 'sprinklered', yn('Yes', 'No')),
            extra<L>('Currency', () => 'CAD'),
            extra<L>('Building Sum Insured', (l) => l.buildingValue),
          ],
        },
      ]),
    );
  }

  // 7. US and Canadian rows in one CSV, country written out, semicolons.
  {
    const us = locations(3007, 10).map((l) => ({ ...l, country: 'USA' }));
    const items = [...us, ...abroad().filter((l) => l.country === 'Canada')];
    out.push(
      csv(
        'c07-us-canada.csv',
        {
          name: 'x',
          kind: 'property',
          items,
          columns: [
            col<L>('Location', 'name'),
            col<L>('Street', 'address'),
            col<L>('Municipality', 'city'),
            col<L>('State/Prov', 'state'),
            col<L>('ZIP/Postal Code', 'zipCode'),
            extra<L & { country: string }>('Country', (l) => l.country),
            col<L>('Year Blt', 'yearBuilt'),
            col<L>('Const Type', 'constructionType', (l) => CODE[l.constructionType]),
            col<L>('Occ', 'occupancyType'),
            col<L>('Sq. Footage', 'squareFootage'),
            col<L>('# Floors', 'stories'),
            col<L>('Spklr', 'sprinklered', yn('Y', 'N')),
            col<L>('O/L', 'ownership', own('O', 'L')),
          ],
        },
        ';',
      ),
    );
  }

  // 8. Units written into the cells as well as the headers; sprinklers as a percentage.
  {
    const items = locations(3008, 16);
    out.push(
      xlsx('c08-units-in-cells.xlsx', [
        {
          name: 'Buildings',
          kind: 'property',
          items,
          columns: [
            col<L>('Bldg Name', 'name'),
            col<L>('Bldg Address', 'address'),
            col<L>('City', 'city'),
            col<L>('State', 'state'),
            col<L>('Zip', 'zipCode'),
            col<L>('Year Built (YYYY)', 'yearBuilt'),
            col<L>('Construction (ISO)', 'constructionType', (l) => `ISO ${isoNum(l)}`),
            col<L>('Occupancy', 'occupancyType'),
            col<L>('Gross Area', 'squareFootage', (l) => `${l.squareFootage.toLocaleString('en-US')} sf`),
            col<L>('Height', 'stories', (l) => `${l.stories} stories`),
            col<L>('Sprinkler %', 'sprinklered', yn('100%', '0%')),
            col<L>('Interest', 'ownership', own('Owner', 'Tenant')),
            extra<L>('Bldg Value', (l) => money(l.buildingValue)),
          ],
        },
      ]),
    );
  }

  // 9. Check marks for sprinklers (blank when not), Own / Rent.
  {
    const items = locations(3009, 18);
    out.push(
      xlsx('c09-check-marks.xlsx', [
        {
          name: 'Sheet1',
          kind: 'property',
          items,
          columns: [
            col<L>('Description', 'name'),
            col<L>('Address', 'address'),
            col<L>('City', 'city'),
            col<L>('St', 'state'),
            col<L>('Zip', 'zipCode'),
            col<L>('YOC', 'yearBuilt'),
            col<L>('Bldg Construction', 'constructionType'),
            col<L>('Primary Use', 'occupancyType'),
            col<L>('Square Feet', 'squareFootage'),
            col<L>('Num Stories', 'stories'),
            col<L>('Sprinklered', 'sprinklered', yn('X', null), (l) => (l.sprinklered ? true : undefined)),
            col<L>('Own or Rent', 'ownership', own('Own', 'Rent')),
          ],
        },
      ]),
    );
  }

  // 10. Merged title, an address band over four columns, subtotal rows per state and a grand total.
  {
    const items = locations(3010, 24).sort((a, b) => a.state.localeCompare(b.state));
    const notes: Record<number, Cell[]> = {};
    items.forEach((l, i) => {
      if (i > 0 && items[i - 1]!.state !== l.state) {
        const prev = items[i - 1]!.state;
        notes[i] = [`Subtotal ${prev}`, '', '', '', '', '', '', '', '', '', total(items.filter((x) => x.state === prev))];
      }
    });
    out.push(
      xlsx('c10-subtotals-and-bands.xlsx', [
        {
          name: 'Values',
          kind: 'property',
          items,
          above: [
            ['Northwind Foods - Property Values by State'],
            [],
            ['', 'ADDRESS', '', '', '', 'CONSTRUCTION', '', '', '', '', 'VALUES'],
          ],
          merges: ['A1:K1', 'B3:E3', 'F3:J3'],
          notes,
          columns: [
            col<L>('Name', 'name'),
            col<L>('Street', 'address'),
            col<L>('City', 'city'),
            col<L>('State', 'state'),
            col<L>('Zip', 'zipCode'),
            col<L>('Year', 'yearBuilt'),
            col<L>('Class', 'constructionType', isoNum),
            col<L>('Sq Ft', 'squareFootage'),
            col<L>('Stories', 'stories'),
            col<L>('Sprinklered', 'sprinklered', yn('Yes', 'No')),
            extra<L>('TIV', tiv),
          ],
          below: [[`Subtotal ${items.at(-1)!.state}`], ['GRAND TOTAL', '', '', '', '', '', '', '', '', '', total(items)]],
        },
      ]),
    );
  }

  // 11. Abbreviated broker wording.
  {
    const items = locations(3011, 20);
    out.push(
      xlsx('c11-broker-abbreviations.xlsx', [
        {
          name: 'Locs',
          kind: 'property',
          items,
          columns: [
            extra<L>('Prem #', (_, i) => i + 1),
            extra<L>('Bldg #', () => 1),
            col<L>('Loc Desc', 'name'),
            col<L>('Prem Addr', 'address'),
            col<L>('Cty', 'city'),
            col<L>('St Cd', 'state'),
            col<L>('Postal', 'zipCode'),
            col<L>('Orig Yr Blt', 'yearBuilt'),
            col<L>('Constr', 'constructionType', (l) => CODE[l.constructionType]),
            col<L>('Occ.', 'occupancyType'),
            col<L>('GFA (ft²)', 'squareFootage'),
            col<L>('Flrs', 'stories'),
            col<L>('Spklr (Y/N)', 'sprinklered', yn('Y', 'N')),
            col<L>('Insd Interest', 'ownership', own('Owner', 'Tenant')),
            extra<L>('Bldg Lmt', (l) => l.buildingValue),
            extra<L>('BPP Lmt', (l) => l.contentsValue),
          ],
        },
      ]),
    );
  }

  // 12. City, state and zip in one column beside a street column.
  {
    const items = locations(3012, 20);
    const cityStateZip: Column<L> = {
      header: 'City, State Zip',
      truth: (l) => ({ city: l.city, state: l.state, zipCode: l.zipCode }),
      write: (l) => `${l.city}, ${l.state} ${l.zipCode}`,
    };
    out.push(
      csv('c12-city-state-zip.csv', {
        name: 'x',
        kind: 'property',
        items,
        columns: [
          col<L>('Location', 'name'),
          col<L>('Street Address', 'address'),
          cityStateZip,
          col<L>('Year Built', 'yearBuilt'),
          col<L>('Construction', 'constructionType'),
          col<L>('Occupancy', 'occupancyType'),
          col<L>('Sq Ft', 'squareFootage'),
          col<L>('Stories', 'stories'),
          col<L>('Sprinklered', 'sprinklered', yn('TRUE', 'FALSE')),
        ],
      }),
    );
  }

  // 13. ZIP+4 codes, semicolon CSV, True/False ownership flag.
  {
    const items = locations(3013, 18);
    out.push(
      csv(
        'c13-zip-plus-four.csv',
        {
          name: 'x',
          kind: 'property',
          items,
          columns: [
            col<L>('Facility', 'name'),
            col<L>('Physical Address', 'address'),
            col<L>('City', 'city'),
            col<L>('State', 'state'),
            col<L>('Zip+4', 'zipCode', (l, i) => `${l.zipCode}-${String(1000 + i * 37).slice(0, 4)}`),
            col<L>('Construction Year', 'yearBuilt'),
            col<L>('Construction', 'constructionType'),
            col<L>('Operations', 'occupancyType'),
            col<L>('Building Size (SF)', 'squareFootage', (l) => l.squareFootage.toLocaleString('en-US')),
            col<L>('Stories', 'stories'),
            col<L>('Sprinklered?', 'sprinklered', yn('Yes', 'No')),
            col<L>('Owned?', 'ownership', own('Yes', 'No')),
          ],
        },
        ';',
      ),
    );
  }

  // 14. A wide schedule: catastrophe and protection columns between the fields.
  {
    const items = locations(3014, 25);
    out.push(
      xlsx('c14-wide-cat-columns.xlsx', [
        {
          name: 'SOV 2027',
          kind: 'property',
          items,
          columns: [
            extra<L>('Loc No', (_, i) => i + 1),
            col<L>('Location Name', 'name'),
            extra<L>('Latitude', (_, i) => 40 + i / 100),
            extra<L>('Longitude', (_, i) => -70 - i / 100),
            col<L>('Address', 'address'),
            col<L>('City', 'city'),
            extra<L>('County', () => 'Suffolk'),
            col<L>('State', 'state'),
            col<L>('Zip', 'zipCode'),
            extra<L>('Flood Zone', (_, i) => (i % 3 ? 'X' : 'AE')),
            extra<L>('Distance to Coast (mi)', (_, i) => (i * 7) % 40),
            col<L>('Year Built', 'yearBuilt'),
            extra<L>('Roof Year', (l) => Math.min(2026, l.yearBuilt + 20)),
            extra<L>('Roof Type', () => 'Built-up'),
            col<L>('Construction', 'constructionType'),
            extra<L>('Protection Class', (_, i) => (i % 9) + 1),
            col<L>('Occupancy', 'occupancyType'),
            col<L>('Total Area', 'squareFootage'),
            col<L>('Stories', 'stories'),
            col<L>('Sprinkler', 'sprinklered', yn('Full', 'None')),
            extra<L>('Alarm', (_, i) => (i % 2 ? 'Central Station' : 'Local')),
            extra<L>('Building', (l) => l.buildingValue),
            extra<L>('Contents', (l) => l.contentsValue),
            extra<L>('BI/EE', (l) => Math.round(l.contentsValue / 2)),
            extra<L>('Deductible', () => 25000),
          ],
        },
      ]),
    );
  }

  // 15. A text PDF of a property schedule.
  out.push(
    await pdf(
      'c15-sov.pdf',
      {
        name: 'x',
        kind: 'property',
        items: locations(3015, 14),
        columns: [
          col<L>('Location', 'name'),
          col<L>('Address', 'address'),
          col<L>('City', 'city'),
          col<L>('State', 'state'),
          col<L>('Zip', 'zipCode'),
          col<L>('Built', 'yearBuilt'),
          col<L>('Const', 'constructionType', (l) => CODE[l.constructionType]),
          col<L>('Sq Ft', 'squareFootage'),
          col<L>('Floors', 'stories'),
          col<L>('Sprk', 'sprinklered', yn('Y', 'N')),
        ],
      },
      'Schedule of Locations',
    ),
  );

  // 16. Tab-separated with full state names in lower case.
  {
    const items = locations(3016, 16);
    out.push(
      csv(
        'c16-tab-state-names.tsv',
        {
          name: 'x',
          kind: 'property',
          items,
          columns: [
            col<L>('Property', 'name'),
            col<L>('Street Addr', 'address'),
            col<L>('City', 'city'),
            col<L>('State', 'state', (l) => l.stateName.toLowerCase()),
            col<L>('Zip Cd', 'zipCode'),
            col<L>('Built', 'yearBuilt'),
            col<L>('Type of Construction', 'constructionType'),
            col<L>('Occupancy Type', 'occupancyType'),
            col<L>('Square Footage', 'squareFootage'),
            col<L>('Number of Stories', 'stories'),
            col<L>('Sprinklered', 'sprinklered', yn('Yes', 'No')),
            col<L>('Owner/Tenant', 'ownership'),
          ],
        },
        '\t',
      ),
    );
  }

  // 17. An unnamed row-number column and "Description" for the name.
  {
    const items = locations(3017, 14);
    out.push(
      xlsx('c17-unnamed-index.xlsx', [
        {
          name: 'Schedule A',
          kind: 'property',
          items,
          columns: [
            extra<L>('', (_, i) => i + 1),
            col<L>('Building Description', 'name'),
            col<L>('Risk Address', 'address'),
            col<L>('City', 'city'),
            col<L>('State', 'state'),
            col<L>('Zip', 'zipCode'),
            col<L>('Year', 'yearBuilt'),
            col<L>('Construction', 'constructionType'),
            col<L>('Occupancy', 'occupancyType'),
            col<L>('Sq. Ft.', 'squareFootage'),
            col<L>('Stories', 'stories'),
            col<L>('Sprinkled', 'sprinklered', yn('Y', 'N')),
          ],
        },
      ]),
    );
  }

  // 18. A printout saved as CSV: the header repeats every ten rows under a page line.
  {
    const items = locations(3018, 30);
    const header = ['Loc Name', 'Address', 'City', 'State', 'Zip', 'Yr Built', 'Constr', 'Sq Ft', 'Stories', 'Sprinklered'];
    out.push(
      csv('c18-repeated-headers.csv', {
        name: 'x',
        kind: 'property',
        items,
        notes: { 10: header, 20: header },
        above: [['Statement of Values - printed 11/02/2026'], []],
        columns: [
          col<L>('Loc Name', 'name'),
          col<L>('Address', 'address'),
          col<L>('City', 'city'),
          col<L>('State', 'state'),
          col<L>('Zip', 'zipCode'),
          col<L>('Yr Built', 'yearBuilt'),
          col<L>('Constr', 'constructionType'),
          col<L>('Sq Ft', 'squareFootage'),
          col<L>('Stories', 'stories'),
          col<L>('Sprinklered', 'sprinklered', yn('Y', 'N')),
        ],
      }),
    );
  }

  // 19. A carrier fleet schedule: titles, serial numbers, cost new, extra columns, totals.
  {
    const items = vehicles(3019, 24);
    out.push(
      xlsx('c19-carrier-fleet.xlsx', [
        {
          name: 'Vehicles',
          kind: 'vehicle',
          items,
          above: [['Commercial Auto - Vehicle Schedule'], ['Named insured: Harbor Logistics Inc.'], []],
          merges: ['A1:J1', 'A2:J2'],
          columns: [
            col<V>('Veh #', 'fleetId'),
            col<V>('Model Year', 'year'),
            col<V>('Manufacturer', 'make'),
            col<V>('Model', 'model'),
            col<V>('Serial Number', 'vin'),
            col<V>('Cost New', 'value', (v) => money(v.value)),
            col<V>('Use', 'usage', (v) => ({ Commercial: 'Comm', Personal: 'Pers', Mixed: 'Mixed' })[v.usage]),
            extra<V>('Garaging ZIP', () => '02110'),
            extra<V>('GVW', (_, i) => 10000 + i * 500),
            extra<V>('Radius', (_, i) => (i % 2 ? 'Local' : 'Intermediate')),
          ],
          below: [[], ['Total vehicles', items.length, '', '', '', money(fleetTotal(items))]],
        },
      ]),
    );
  }

  // 20. Values in thousands with a k suffix and a currency symbol; B/P/M use codes.
  {
    const items = vehicles(3020, 20);
    out.push(
      csv('c20-k-values.csv', {
        name: 'x',
        kind: 'vehicle',
        items,
        columns: [
          col<V>('Unit', 'fleetId'),
          col<V>('Yr', 'year'),
          col<V>('Make', 'make'),
          col<V>('Model', 'model'),
          col<V>('VIN', 'vin'),
          col<V>('Value', 'value', (v) => (v.value % 1000 === 0 ? `$${v.value / 1000}k` : money(v.value))),
          col<V>('Use (B/P/M)', 'usage', (v) => ({ Commercial: 'B', Personal: 'P', Mixed: 'M' })[v.usage]),
        ],
      }),
    );
  }

  // 21. Year, make and model in one column.
  {
    const items = vehicles(3021, 18);
    const ymm: Column<V> = {
      header: 'Year/Make/Model',
      truth: (v) => ({ year: v.year, make: v.make, model: v.model }),
      write: (v) => `${v.year} ${v.make} ${v.model}`,
    };
    out.push(
      xlsx('c21-year-make-model.xlsx', [
        {
          name: 'Autos',
          kind: 'vehicle',
          items,
          columns: [
            col<V>(
              'Asset No',
              'fleetId',
              (v) => `A-${v.fleetId}`,
              (v) => `A-${v.fleetId}`,
            ),
            ymm,
            col<V>('VIN', 'vin'),
            col<V>('Stated Amt', 'value'),
          ],
        },
      ]),
    );
  }

  // 22. Values in thousands of dollars under a band.
  {
    const items = vehicles(3022, 16);
    out.push(
      xlsx('c22-values-in-thousands.xlsx', [
        {
          name: 'Fleet',
          kind: 'vehicle',
          items,
          above: [['', '', '', '', '', 'PHYSICAL DAMAGE', '']],
          merges: ['F1:G1'],
          columns: [
            col<V>('Vehicle No.', 'fleetId'),
            col<V>('Year', 'year'),
            col<V>('Make', 'make'),
            col<V>('Model', 'model'),
            col<V>('VIN', 'vin'),
            col<V>('ACV ($000)', 'value', (v) => v.value / 1000),
            extra<V>('Deductible', () => 1000),
          ],
        },
      ]),
    );
  }

  // 23. A UK fleet list: pounds, chassis numbers, business / private use.
  {
    const items = vehicles(3023, 15, 1);
    out.push(
      csv('c23-uk-fleet.csv', {
        name: 'x',
        kind: 'vehicle',
        items,
        columns: [
          col<V>(
            'Fleet No.',
            'fleetId',
            (v) => `F${v.fleetId.padStart(3, '0')}`,
            (v) => `F${v.fleetId.padStart(3, '0')}`,
          ),
          extra<V>('Registration', (_, i) => `AB${10 + i} CDE`),
          col<V>('Year of Manufacture', 'year'),
          col<V>('Make', 'make'),
          col<V>('Model', 'model'),
          col<V>('Chassis No', 'vin'),
          col<V>('Value (£)', 'value', (v) => `£${v.value.toLocaleString('en-GB')}`),
          col<V>('Class of Use', 'usage', (v) => ({ Commercial: 'Business', Personal: 'Private', Mixed: 'Business & Personal' })[v.usage]),
        ],
      }),
    );
  }

  // 24. Equipment-style wording.
  {
    const items = vehicles(3024, 20);
    out.push(
      xlsx('c24-equipment-wording.xlsx', [
        {
          name: 'Equipment',
          kind: 'vehicle',
          items,
          columns: [
            col<V>(
              'Equipment ID',
              'fleetId',
              (v) => `EQ-${v.fleetId}`,
              (v) => `EQ-${v.fleetId}`,
            ),
            col<V>('YOM', 'year'),
            col<V>('Brand', 'make'),
            col<V>('Series', 'model'),
            col<V>('Serial #', 'vin'),
            col<V>('Replacement Cost', 'value', (v) => money(v.value)),
            col<V>('Usage', 'usage'),
          ],
        },
      ]),
    );
  }

  // 25. One sheet per division, a summary, and a driver list.
  {
    const a = vehicles(3025, 12, 100);
    const b = vehicles(3026, 10, 200);
    const cols = [
      col<V>('Truck #', 'fleetId'),
      col<V>('Veh Year', 'year'),
      col<V>('Veh Make', 'make'),
      col<V>('Veh Model', 'model'),
      col<V>('VIN', 'vin'),
      col<V>('Insured Value', 'value'),
      col<V>('Vehicle Use', 'usage'),
    ];
    out.push(
      xlsx('c25-divisions-and-drivers.xlsx', [
        {
          name: 'Summary',
          kind: 'vehicle',
          ignored: true,
          items: [
            { d: 'Northeast', n: a.length, v: fleetTotal(a) },
            { d: 'Southwest', n: b.length, v: fleetTotal(b) },
          ],
          columns: [
            extra('Division', (x: { d: string }) => x.d),
            extra('Units', (x: { n: number }) => x.n),
            extra('Total Value', (x: { v: number }) => x.v),
          ],
        } as unknown as SheetSpec,
        { name: 'Northeast', kind: 'vehicle', items: a, columns: cols },
        { name: 'Southwest', kind: 'vehicle', items: b, columns: cols },
        {
          name: 'Drivers',
          kind: 'vehicle',
          ignored: true,
          items: ['Jane Roe', 'John Doe', 'Ana Lima', 'Raj Patel'],
          columns: [
            extra('Driver Name', (x: string) => x),
            extra('License No.', (_: string, i: number) => `S${530000 + i}`),
            extra('DOB', (_: string, i: number) => `0${i + 1}/12/1980`),
            extra('Years Licensed', (_: string, i: number) => 10 + i),
          ],
        } as unknown as SheetSpec,
      ]),
    );
  }

  // 26. Mixed-case headers and values in a fleet CSV.
  {
    const items = vehicles(3027, 22);
    out.push(
      csv('c26-fleet-mixed-case.csv', {
        name: 'x',
        kind: 'vehicle',
        items,
        columns: [
          col<V>('VEHICLE ID', 'fleetId'),
          col<V>('year', 'year'),
          col<V>('MAKE', 'make', (v) => v.make.toUpperCase()),
          col<V>('model', 'model', (v) => v.model.toLowerCase()),
          col<V>(
            'vin #',
            'vin',
            (v) => v.vin.toLowerCase(),
            (v) => v.vin,
          ),
          col<V>('ACV', 'value'),
          col<V>('USE TYPE', 'usage', (v) => v.usage.toUpperCase()),
        ],
      }),
    );
  }

  // 27. VINs in groups, values with cents, a lessor column.
  {
    const items = vehicles(3028, 16);
    out.push(
      xlsx('c27-vin-groups.xlsx', [
        {
          name: 'Schedule',
          kind: 'vehicle',
          items,
          columns: [
            col<V>('Vehicle ID', 'fleetId'),
            col<V>('MY', 'year'),
            col<V>('Make/Mfr', 'make'),
            col<V>('Model Desc', 'model'),
            col<V>('VIN/Serial', 'vin', (v) => `${v.vin.slice(0, 3)} ${v.vin.slice(3, 8)} ${v.vin.slice(8, 11)} ${v.vin.slice(11)}`),
            col<V>('Agreed Value', 'value', (v) => `${money(v.value)}.00`),
            extra<V>('Lessor', (_, i) => (i % 3 ? '' : 'Penske')),
            col<V>('Use Class', 'usage'),
          ],
        },
      ]),
    );
  }

  // 28. A text PDF of a fleet schedule.
  out.push(
    await pdf(
      'c28-fleet.pdf',
      {
        name: 'x',
        kind: 'vehicle',
        items: vehicles(3029, 20),
        columns: [
          col<V>('Unit', 'fleetId'),
          col<V>('Year', 'year'),
          col<V>('Make', 'make'),
          col<V>('Model', 'model'),
          col<V>('VIN', 'vin'),
          col<V>('Value', 'value', (v) => money(v.value)),
          col<V>('Use', 'usage'),
        ],
      },
      'Auto Schedule',
    ),
  );

  // 29. Yes / no columns beside the vehicle fields.
  {
    const items = vehicles(3030, 18);
    out.push(
      xlsx('c29-fleet-flags.xlsx', [
        {
          name: 'Autos',
          kind: 'vehicle',
          items,
          columns: [
            col<V>('Auto #', 'fleetId'),
            col<V>('Year', 'year'),
            col<V>('Make', 'make'),
            col<V>('Model', 'model'),
            col<V>('VIN', 'vin'),
            extra<V>('Leased? (Y/N)', (_, i) => (i % 4 ? 'N' : 'Y')),
            extra<V>('Hired Auto', (_, i) => (i % 5 ? 'No' : 'Yes')),
            col<V>('Purchase Price', 'value'),
            col<V>('Business Use', 'usage', (v) => ({ Commercial: 'Business', Personal: 'Personal', Mixed: 'Mixed' })[v.usage]),
          ],
        },
      ]),
    );
  }

  // 30. A renewal workbook: cover, locations in new wording, autos, notes.
  {
    const locs = locations(3031, 9);
    const autos = vehicles(3032, 14);
    out.push(
      xlsx('c30-renewal-workbook.xlsx', [
        {
          name: 'Cover',
          kind: 'property',
          ignored: true,
          items: ['Renewal submission 2027', 'Insured: Bayside Supply Co.', 'Broker: Harbor Risk Partners'],
          columns: [extra('Bayside Supply Co.', (x: string) => x)],
        } as unknown as SheetSpec,
        {
          name: 'Property',
          kind: 'property',
          items: locs,
          columns: [
            col<L>('Loc Name', 'name'),
            col<L>('Addr Line 1', 'address'),
            col<L>('City', 'city'),
            col<L>('ST', 'state'),
            col<L>('Zip', 'zipCode'),
            col<L>('Yr Built', 'yearBuilt'),
            col<L>('ISO Class', 'constructionType', isoNum),
            col<L>('Occupancy', 'occupancyType'),
            col<L>('Bldg SF', 'squareFootage'),
            col<L>('Stories', 'stories'),
            col<L>('Sprinklers Y/N', 'sprinklered', yn('Y', 'N')),
            col<L>('Owned or Leased', 'ownership', own('Owned', 'Leased')),
          ],
        },
        {
          name: 'Autos',
          kind: 'vehicle',
          items: autos,
          columns: [
            col<V>('Veh No', 'fleetId'),
            col<V>('Year', 'year'),
            col<V>('Make', 'make'),
            col<V>('Model', 'model'),
            col<V>('Serial No.', 'vin'),
            col<V>('Stated Value', 'value', (v) => money(v.value)),
            col<V>('Use', 'usage'),
          ],
        },
        {
          name: 'Notes',
          kind: 'property',
          ignored: true,
          items: ['Autos: two units to be added at renewal.', 'Property values per 2026 appraisal.'],
          columns: [extra('Notes', (x: string) => x)],
        } as unknown as SheetSpec,
      ]),
    );
  }

  // 31. The same kind of workbook asked for its vehicles only.
  {
    const locs = locations(3033, 6);
    const autos = vehicles(3034, 9);
    out.push(
      xlsx(
        'c31-workbook-vehicles-query.xlsx',
        [
          {
            name: 'Locations',
            kind: 'property',
            items: locs,
            columns: [
              col<L>('Location', 'name'),
              col<L>('Address', 'address'),
              col<L>('City', 'city'),
              col<L>('State', 'state'),
              col<L>('Zip', 'zipCode'),
            ],
          },
          {
            name: 'Fleet',
            kind: 'vehicle',
            items: autos,
            columns: [
              col<V>('Fleet #', 'fleetId'),
              col<V>('Model Yr', 'year'),
              col<V>('Mfg', 'make'),
              col<V>('Model Name', 'model'),
              col<V>('Vehicle Identification Number', 'vin'),
              col<V>('Sum Insured', 'value'),
              col<V>('Usage', 'usage'),
            ],
          },
        ],
        'vehicle',
      ),
    );
  }

  // 32. Units and code legends in every header.
  {
    const items = locations(3035, 20);
    out.push(
      xlsx('c32-legend-headers.xlsx', [
        {
          name: 'Locations',
          kind: 'property',
          items,
          columns: [
            col<L>('Location Name', 'name'),
            col<L>('Street', 'address'),
            col<L>('City', 'city'),
            col<L>('State (abbr.)', 'state'),
            col<L>('ZIP (5-digit)', 'zipCode'),
            col<L>('Year Built (YYYY)', 'yearBuilt'),
            col<L>('Construction (ISO 1-6)', 'constructionType', isoNum),
            col<L>('Occupancy (describe)', 'occupancyType'),
            col<L>('Bldg Area (Sq. Ft.)', 'squareFootage'),
            col<L>('Height (# of Stories)', 'stories'),
            col<L>('Sprinklered (Y/N)', 'sprinklered', yn('Y', 'N')),
            col<L>('Owned (O) / Leased (L)', 'ownership', own('O', 'L')),
            extra<L>('Building Value (USD)', (l) => l.buildingValue),
          ],
        },
      ]),
    );
  }

  // 33. A municipal apparatus list: values with k and m suffixes.
  {
    const items: V[] = [
      ['E-1', 2019, 'Pierce', 'Enforcer', '4P1BAAGF1KA012345', 850_000],
      ['E-2', 2016, 'Pierce', 'Saber', '4P1BAAGF3GA023456', 640_000],
      ['L-1', 2021, 'E-One', 'Cyclone', '4EN6AAA81M1034567', 1_200_000],
      ['R-1', 2018, 'Ford', 'F-550', '1FDUF5HT5JEB45678', 185_000],
      ['T-1', 2015, 'Spartan', 'Gladiator', '4S7AT2D94FC056789', 1_050_000],
      ['U-1', 2022, 'Chevrolet', 'Tahoe', '1GNSKLED5NR067890', 62_500],
      ['M-1', 2020, 'Freightliner', 'M2 106', '1FVACWFC5LHL78901', 275_000],
    ].map(([fleetId, year, make, model, vin, value]) => ({
      fleetId: fleetId as string,
      year: year as number,
      make: make as string,
      model: model as string,
      vin: withCheckDigit(`${(vin as string).slice(0, 8)}${(vin as string).slice(9)}`),
      value: value as number,
      usage: 'Commercial' as const,
    }));
    const short = (n: number) => (n >= 1_000_000 ? `$${n / 1_000_000}m` : `$${n / 1000}k`);
    out.push(
      xlsx('c33-apparatus-k-m.xlsx', [
        {
          name: 'Apparatus',
          kind: 'vehicle',
          items,
          above: [['Town of Westbrook Fire Department - Apparatus Schedule']],
          columns: [
            col<V>('Apparatus #', 'fleetId'),
            col<V>('Year', 'year'),
            col<V>('Make', 'make'),
            col<V>('Model', 'model'),
            col<V>('VIN', 'vin'),
            col<V>('Insured Value', 'value', (v) => short(v.value)),
          ],
        },
      ]),
    );
  }

  return out;
}
