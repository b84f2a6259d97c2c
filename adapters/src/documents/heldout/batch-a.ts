/**
 * Held-out batch A: schedules in layouts and wordings the extractor was not written against (short
 * broker abbreviations, two-row headers, headers below titles, totals and note rows, value-only columns,
 * workbooks with cover and prior-year sheets). The rules may be improved while looking at this batch.
 */
import {
  type Column,
  col,
  CONSTRUCTIONS,
  csv,
  extra,
  type Location,
  locations,
  type Practice,
  type Vehicle,
  vehicles,
  xlsx,
} from './data.ts';

type L = Column<Location>;
type V = Column<Vehicle>;
const ABBR: Record<string, string> = {
  Frame: 'F',
  'Joisted Masonry': 'JM',
  'Non-Combustible': 'NC',
  'Masonry Non-Combustible': 'MNC',
  'Modified Fire Resistive': 'MFR',
  'Fire Resistive': 'FR',
};
const LONG: Record<string, string> = {
  Frame: 'Wood Frame',
  'Joisted Masonry': 'Joisted Masonry',
  'Non-Combustible': 'Non Combustible',
  'Masonry Non-Combustible': 'Masonry Non-Comb.',
  'Modified Fire Resistive': 'Modified Fire-Resistive',
  'Fire Resistive': 'Fire Resistive',
};
const iso = (l: Location) => CONSTRUCTIONS.indexOf(l.constructionType) + 1;
const yn = (b: boolean) => (b ? 'Y' : 'N');
const USE_SHORT = { Commercial: 'Comm', Personal: 'Pers', Mixed: 'Mixed' } as const;
const zipNumber = (l: Location) => Number(l.zipCode);

export function batchA(): Practice[] {
  const out: Practice[] = [];

  // 1. Abbreviated headers under a two-line title, totals at the end.
  {
    const items = locations(101, 14);
    const columns: L[] = [
      extra('Loc #', (_, i) => i + 1),
      col('Bldg Name', 'name'),
      col('Street Addr', 'address'),
      col('City', 'city'),
      col('ST', 'state'),
      col('Zip', 'zipCode', zipNumber),
      col('Yr Blt', 'yearBuilt'),
      col('Const Type', 'constructionType', (l) => ABBR[l.constructionType]!),
      col('Occ', 'occupancyType'),
      col('Bldg Sq Ft', 'squareFootage'),
      col('# Stories', 'stories'),
      col('Sprk Y/N', 'sprinklered', (l) => yn(l.sprinklered)),
      col('Owned/Leased', 'ownership', (l) => (l.ownership === 'Owner' ? 'Owned' : 'Leased')),
      extra('Bldg Val', (l) => l.buildingValue),
      extra('Cont Val', (l) => l.contentsValue),
    ];
    const total = items.reduce((s, l) => s + l.buildingValue, 0);
    out.push(
      xlsx('a01-sov-abbreviations.xlsx', [
        {
          name: 'SOV',
          kind: 'property',
          items,
          columns,
          above: [['Acme Holdings LLC - Statement of Values'], ['Policy period 07/01/2026 - 07/01/2027'], []],
          below: [[], ['Total', '', '', '', '', '', '', '', '', '', '', '', '', total]],
        },
      ]),
    );
  }

  // 2. Two-row header with group bands; state names written out.
  {
    const items = locations(102, 12);
    const columns: L[] = [
      col(['LOCATION', 'Street'], 'address'),
      col(['LOCATION', 'Town'], 'city'),
      col(['LOCATION', 'State'], 'state', (l) => l.stateName),
      col(['LOCATION', 'Postal'], 'zipCode'),
      col(['BUILDING', 'Yr Built'], 'yearBuilt'),
      col(['BUILDING', 'Constr.'], 'constructionType', (l) => LONG[l.constructionType]!),
      col(['BUILDING', 'Floors'], 'stories'),
      col(['BUILDING', 'Area (sq ft)'], 'squareFootage'),
      col(['PROTECTION', 'Sprinklers'], 'sprinklered', (l) => (l.sprinklered ? 'Yes' : 'No')),
      col(['INTEREST', 'O/L'], 'ownership', (l) => (l.ownership === 'Owner' ? 'O' : 'L')),
      extra(['VALUES', 'Building'], (l) => l.buildingValue),
      extra(['VALUES', 'Contents'], (l) => l.contentsValue),
    ];
    out.push(
      xlsx('a02-sov-two-row-bands.xlsx', [{ name: 'Locations', kind: 'property', items, columns, above: [['Schedule of Locations']] }]),
    );
  }

  // 3. One-cell address, ISO class digits, "YOC".
  {
    const items = locations(103, 15);
    const columns: L[] = [
      extra('Loc', (_, i) => i + 1),
      {
        header: 'Premises',
        truth: (l) => ({ address: l.address, city: l.city, state: l.state, zipCode: l.zipCode }),
        write: (l) => `${l.address}, ${l.city}, ${l.state} ${l.zipCode}`,
      },
      col('Occupancy Class', 'occupancyType'),
      col('Construction Class', 'constructionType', iso),
      col('YOC', 'yearBuilt'),
      col('Sq. Footage', 'squareFootage', (l) => l.squareFootage.toLocaleString('en-US')),
      col('Auto Sprink', 'sprinklered', (l) => (l.sprinklered ? 'Yes' : 'No')),
      col('Own/Rent', 'ownership', (l) => (l.ownership === 'Owner' ? 'Own' : 'Rent')),
    ];
    out.push(csv('a03-sov-one-cell-address.csv', { name: 'csv', kind: 'property', items, columns }));
  }

  // 4. Vague headers: the values say what the columns are.
  {
    const items = locations(104, 13);
    const columns: L[] = [
      col('Description', 'name'),
      col('Location Info', 'address'),
      col('Town', 'city'),
      col('Prov/State', 'state'),
      col('Post Code', 'zipCode'),
      col('Built', 'yearBuilt'),
      col('Class', 'constructionType', (l) => LONG[l.constructionType]!),
      col('Use', 'occupancyType'),
      col('Size', 'squareFootage'),
      col('Flrs', 'stories'),
      col('Prot.', 'sprinklered', (l) => (l.sprinklered ? 'Sprinklered' : 'Non-Sprinklered')),
      col('Tenure', 'ownership', (l) => (l.ownership === 'Owner' ? 'Owned' : 'Leased')),
    ];
    out.push(xlsx('a04-sov-vague-headers.xlsx', [{ name: 'Sheet1', kind: 'property', items, columns }]));
  }

  // 5. Notes among the rows and after them; "Owned?" answered Y/N.
  {
    const items = locations(105, 12);
    const columns: L[] = [
      extra('Bldg #', (_, i) => `B-${i + 1}`),
      col('Building Address', 'address'),
      col('Municipality', 'city'),
      col('State Cd', 'state'),
      col('ZIP', 'zipCode'),
      col('Year Bldg Built', 'yearBuilt'),
      col('Constr', 'constructionType', (l) => ABBR[l.constructionType]!),
      col('Occ Desc', 'occupancyType'),
      col('Gross SF', 'squareFootage'),
      col('Stories', 'stories'),
      col('Sprinkler %', 'sprinklered', (l) => (l.sprinklered ? '100%' : '0%')),
      col('Owned?', 'ownership', (l) => yn(l.ownership === 'Owner')),
    ];
    out.push(
      xlsx('a05-sov-notes-rows.xlsx', [
        {
          name: 'Property',
          kind: 'property',
          items,
          columns,
          notes: { 4: ['Note: the next two buildings share one fire wall'], 9: ['** Vacant since March **'] },
          below: [[], ['* Values are replacement cost'], ['Prepared by: J. Smith, 555-0100']],
        },
      ]),
    );
  }

  // 6. Code-style snake_case export.
  {
    const items = locations(106, 16);
    const columns: L[] = [
      extra('loc_no', (_, i) => i + 1),
      col('street_addr_txt', 'address'),
      col('city_nm', 'city'),
      col('state_cd', 'state'),
      col('postal_cd', 'zipCode'),
      col('yr_built', 'yearBuilt'),
      col('const_cd', 'constructionType', (l) => ABBR[l.constructionType]!),
      col('occ_desc', 'occupancyType'),
      col('bldg_sqft', 'squareFootage'),
      col('num_stories', 'stories'),
      col('spr_ind', 'sprinklered', (l) => yn(l.sprinklered)),
      col('own_lease_ind', 'ownership', (l) => (l.ownership === 'Owner' ? 'O' : 'L')),
    ];
    out.push(csv('a06-sov-snake-case.csv', { name: 'csv', kind: 'property', items, columns }));
  }

  // 7. Unnamed columns (Field1...) whose values are years, classes and Y/N.
  {
    const items = locations(107, 14);
    const columns: L[] = [
      extra('Loc', (_, i) => i + 1),
      col('Address', 'address'),
      col('City', 'city'),
      col('St', 'state'),
      col('Zip', 'zipCode'),
      col('Field1', 'yearBuilt'),
      col('Field2', 'constructionType', (l) => LONG[l.constructionType]!),
      col('Field3', 'sprinklered', (l) => yn(l.sprinklered)),
      extra('Comments', (_, i) => (i % 3 ? '' : 'see survey')),
    ];
    out.push(xlsx('a07-sov-unnamed-columns.xlsx', [{ name: 'Data', kind: 'property', items, columns }]));
  }

  // 8. All-caps long headers, tab separated, ZIP+4.
  {
    const items = locations(108, 15);
    const columns: L[] = [
      extra('LOCATION NUMBER', (_, i) => i + 1),
      col('PHYSICAL ADDRESS', 'address'),
      col('CITY/TOWN', 'city'),
      col('STATE', 'state'),
      col('ZIP CODE', 'zipCode', (l) => `${l.zipCode}-1234`),
      col('YEAR OF CONSTRUCTION', 'yearBuilt'),
      col('CONSTRUCTION DESCRIPTION', 'constructionType', (l) => LONG[l.constructionType]!),
      col('OCCUPANCY DESCRIPTION', 'occupancyType'),
      col('TOTAL BUILDING AREA', 'squareFootage'),
      col('NUMBER OF FLOORS', 'stories'),
      col('SPRINKLER (Y/N)', 'sprinklered', (l) => yn(l.sprinklered)),
      col('OWNED OR LEASED', 'ownership', (l) => (l.ownership === 'Owner' ? 'OWNED' : 'LEASED')),
    ];
    out.push(csv('a08-sov-caps-tab.csv', { name: 'csv', kind: 'property', items, columns }, '\t'));
  }

  // 9. Fleet with short headers, title rows and garaging columns that are not the vehicle's fields.
  {
    const items = vehicles(109, 14, 1);
    const columns: V[] = [
      col('Veh #', 'fleetId', (v) => Number(v.fleetId)),
      col('Yr', 'year'),
      col('Mk', 'make'),
      col('Mdl', 'model'),
      col('VIN #', 'vin'),
      col('Stated Amt', 'value'),
      col('Use', 'usage', (v) => USE_SHORT[v.usage]),
      extra('Garaging Zip', () => '02110'),
      extra('Garaging State', () => 'MA'),
    ];
    out.push(
      xlsx('a09-fleet-short-headers.xlsx', [
        { name: 'Autos', kind: 'vehicle', items, columns, above: [['Schedule of Autos'], ['Named insured: Acme Freight'], []] },
      ]),
    );
  }

  // 10. Unit No, Make/Model in one cell, serial numbers, cost new.
  {
    const items = vehicles(110, 16, 200);
    const columns: V[] = [
      col('Unit No', 'fleetId'),
      col('Model Yr', 'year'),
      { header: 'Make/Model', truth: (v) => ({ make: v.make, model: v.model }), write: (v) => `${v.make} ${v.model}` },
      col('Serial #', 'vin'),
      col('OCN', 'value', (v) => `$${v.value.toLocaleString('en-US')}`),
      extra('Radius', () => 'Local'),
      col('Class', 'usage', (v) => v.usage),
    ];
    out.push(csv('a10-fleet-unit-no.csv', { name: 'csv', kind: 'vehicle', items, columns }));
  }

  // 11. Two-row fleet header with bands.
  {
    const items = vehicles(111, 12, 500);
    const columns: V[] = [
      col(['UNIT', 'ID'], 'fleetId'),
      col(['VEHICLE', 'Year'], 'year'),
      col(['VEHICLE', 'Make'], 'make'),
      col(['VEHICLE', 'Model'], 'model'),
      col(['VEHICLE', 'VIN'], 'vin'),
      col(['PHYS DAM', 'ACV'], 'value'),
      extra(['PHYS DAM', 'Ded'], () => 1000),
      col(['USE', 'Type'], 'usage', (v) => v.usage),
    ];
    out.push(xlsx('a11-fleet-two-row.xlsx', [{ name: 'Fleet', kind: 'vehicle', items, columns }]));
  }

  // 12. Fleet whose headers say little: description, identification, amount, operation.
  {
    const items = vehicles(112, 13, 1);
    const columns: V[] = [
      col('Unit', 'fleetId'),
      {
        header: 'Description',
        truth: (v) => ({ year: v.year, make: v.make, model: v.model }),
        write: (v) => `${v.year} ${v.make} ${v.model}`,
      },
      col('Identification', 'vin'),
      col('Amount', 'value'),
      col('Operation', 'usage', (v) => v.usage),
    ];
    out.push(xlsx('a12-fleet-vague-headers.xlsx', [{ name: 'Vehicles', kind: 'vehicle', items, columns }]));
  }

  // 13. Header on row 6 after a cover block, totals and a footnote.
  {
    const items = vehicles(113, 15, 30);
    const columns: V[] = [
      col(
        'Fleet ID',
        'fleetId',
        (v) => `F-${v.fleetId}`,
        (v) => `F-${v.fleetId}`,
      ),
      col('Vehicle Year', 'year'),
      col(
        'Vehicle Make',
        'make',
        (v) => v.make.toUpperCase(),
        (v) => v.make.toUpperCase(),
      ),
      col('Vehicle Model', 'model'),
      col('Vehicle Identification No.', 'vin'),
      col('Cost New', 'value'),
      col('Use Type', 'usage', (v) => (v.usage === 'Commercial' ? 'Business' : v.usage)),
    ];
    const total = items.reduce((s, v) => s + v.value, 0);
    out.push(
      xlsx('a13-fleet-cover-block.xlsx', [
        {
          name: 'Auto Schedule',
          kind: 'vehicle',
          items,
          columns,
          above: [['ACME FREIGHT INC'], ['Commercial Auto Application'], ['Effective 01/01/2027'], [], ['Agent: Northeast Brokerage']],
          below: [['Total Units', items.length, '', '', '', total], ['Values are cost new as of purchase']],
        },
      ]),
    );
  }

  // 14. Workbook: cover, locations, vehicles and last year's copy of the locations.
  {
    const items = locations(114, 10);
    const prior = locations(1140, 10);
    const cols: L[] = [
      col('Bldg Name', 'name'),
      col('Street Address', 'address'),
      col('City', 'city'),
      col('State', 'state'),
      col('Zip', 'zipCode'),
      col('Yr Blt', 'yearBuilt'),
      col('Const', 'constructionType', (l) => ABBR[l.constructionType]!),
      col('Occupancy', 'occupancyType'),
      col('Sprk', 'sprinklered', (l) => yn(l.sprinklered)),
    ];
    const fleet = vehicles(1141, 8, 1);
    const vcols: V[] = [
      col('Unit No', 'fleetId'),
      col('Year', 'year'),
      col('Make', 'make'),
      col('Model', 'model'),
      col('VIN', 'vin'),
      col('Value', 'value'),
    ];
    out.push(
      xlsx('a14-workbook-prior-year.xlsx', [
        {
          name: 'Cover',
          kind: 'property',
          items: [],
          columns: [],
          above: [['Renewal submission 2027'], ['Insured: Acme Holdings'], ['Broker: Northeast Brokerage']],
          ignored: true,
        },
        { name: 'Locations 2027', kind: 'property', items, columns: cols },
        { name: 'Vehicles', kind: 'vehicle', items: fleet, columns: vcols },
        { name: 'Prior Year 2026', kind: 'property', items: prior, columns: cols, ignored: true },
      ]),
    );
  }

  // 15. Canadian and US locations with a country column; postcodes as written.
  {
    const items = locations(115, 8);
    const ca = [
      ['Toronto', 'ON', 'M5V 2T6'],
      ['Vancouver', 'BC', 'V6B 1A1'],
      ['Montreal', 'QC', 'H2Y 1C6'],
      ['Calgary', 'AB', 'T2P 2M5'],
    ] as const;
    const rows = [
      ...items.map((l) => ({ ...l, country: 'USA' })),
      ...ca.map(([city, state, zipCode], i) => ({
        ...locations(1150 + i, 1)[0]!,
        city,
        state,
        stateName: state,
        zipCode,
        country: 'Canada',
      })),
    ];
    const columns: Column<Location & { country: string }>[] = [
      col('Site', 'name'),
      col('Address Line 1', 'address'),
      col('City', 'city'),
      col('State/Prov', 'state'),
      col('Zip/Postal Code', 'zipCode'),
      extra('Country', (l) => l.country),
      col('Year Built', 'yearBuilt'),
      col('Construction', 'constructionType', (l) => LONG[l.constructionType]!),
      col('Occupancy', 'occupancyType'),
      col('Square Feet', 'squareFootage'),
    ];
    out.push(xlsx('a15-sov-canada-us.xlsx', [{ name: 'Schedule', kind: 'property', items: rows, columns }]));
  }

  // 16. Fleet CSV with VINs written with spaces and lower case, usage as Y/N for business use.
  {
    const items = vehicles(116, 12, 700);
    const columns: V[] = [
      col('Unit Number', 'fleetId'),
      col('Year', 'year'),
      col('Make', 'make'),
      col('Model', 'model'),
      col('VIN', 'vin', (v) => `${v.vin.slice(0, 3)} ${v.vin.slice(3, 9)} ${v.vin.slice(9)}`.toLowerCase()),
      col('Value ($)', 'value'),
      col('Veh Use', 'usage', (v) => USE_SHORT[v.usage]),
    ];
    out.push(csv('a16-fleet-spaced-vins.csv', { name: 'csv', kind: 'vehicle', items, columns }));
  }
  return out;
}
