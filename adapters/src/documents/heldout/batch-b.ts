/**
 * Held-out batch B: written after the rules were improved on batch A, and only ever scored. Its wordings
 * and layouts differ from batch A's on purpose; a miss here is a finding, not something to tune away.
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
  withCheckDigit,
  xlsx,
} from './data.ts';

type L = Column<Location>;
type V = Column<Vehicle>;
const WORDS: Record<string, string> = {
  Frame: 'Frame',
  'Joisted Masonry': 'Jstd Masonry',
  'Non-Combustible': 'Non-Comb',
  'Masonry Non-Combustible': 'Masonry NC',
  'Modified Fire Resistive': 'Mod. Fire Resistive',
  'Fire Resistive': 'Fire-Resistive',
};
const OED_CONSTRUCTION: Record<string, [string, string]> = {
  Frame: ['5050', 'Wood, Wood frame'],
  'Joisted Masonry': ['5108', 'Masonry, Joisted masonry'],
  'Non-Combustible': ['5200', 'Steel'],
  'Masonry Non-Combustible': ['5105', 'Masonry, Reinforced masonry'],
  'Modified Fire Resistive': ['5150', 'Concrete, Reinforced concrete'],
  'Fire Resistive': ['5151', 'Concrete, Reinforced concrete shear wall w/ mrf'],
};
const OED_OCCUPANCY: Record<string, [string, string]> = {
  Office: ['1104', 'Commercial, Professional, technical and business'],
  Warehouse: ['1122', 'Commercial, Warehouse'],
  Retail: ['1101', 'Commercial, Retail trade'],
  Manufacturing: ['1150', 'Industrial, General industrial'],
  Restaurant: ['1119', 'Commercial, Restaurant, café, bar, pub, club, tavern, discotheque'],
  Apartments: ['1055', 'Residential, Apartment/Condo'],
};

export function batchB(): Practice[] {
  const out: Practice[] = [];

  // 1. Dotted abbreviations, columns in an unusual order, header on row 4.
  {
    const items = locations(201, 14);
    const columns: L[] = [
      col('Yr. of Constr.', 'yearBuilt'),
      col(
        'Bldg. Const.',
        'constructionType',
        (l) => WORDS[l.constructionType]!,
        (l) => l.constructionType,
      ),
      col('Premises Address', 'address'),
      col('Town/City', 'city'),
      col('St.', 'state'),
      col('Zip Cd', 'zipCode'),
      col('Occupancy/Use', 'occupancyType'),
      col('Total Floor Area', 'squareFootage'),
      col('Sprinkler System (Y/N)', 'sprinklered', (l) => (l.sprinklered ? 'Y' : 'N')),
      col('Tenant/Owner', 'ownership', (l) => (l.ownership === 'Owner' ? 'Owner' : 'Tenant')),
      extra('Bldg. Limit', (l) => l.buildingValue),
    ];
    out.push(
      xlsx('b01-sov-dotted.xlsx', [
        { name: 'SOV', kind: 'property', items, columns, above: [['NORTHEAST MFG CO.'], ['Statement of values as of 1/1/2027'], []] },
      ]),
    );
  }

  // 2. Per-state sheets with a summary and notes sheet, and a working copy of one sheet.
  {
    const nj = locations(202, 6);
    const ny = locations(203, 7);
    const cols: L[] = [
      col('Loc Name', 'name'),
      col('Address', 'address'),
      col('City', 'city'),
      col('State', 'state'),
      col('ZIP', 'zipCode'),
      col('Built', 'yearBuilt'),
      col('Constr Class', 'constructionType', (l) => CONSTRUCTIONS.indexOf(l.constructionType) + 1),
      col('Occupancy', 'occupancyType'),
    ];
    out.push(
      xlsx('b02-workbook-per-state.xlsx', [
        {
          name: 'Summary',
          kind: 'property',
          items: [...nj, ...ny].slice(0, 4),
          columns: cols,
          ignored: true,
          above: [['Totals by state']],
        },
        { name: 'NJ', kind: 'property', items: nj, columns: cols },
        { name: 'NY', kind: 'property', items: ny, columns: cols },
        { name: 'NY copy', kind: 'property', items: ny, columns: cols, ignored: true },
        {
          name: 'Notes',
          kind: 'property',
          items: [],
          columns: [],
          ignored: true,
          above: [['Construction class: ISO 1-6'], ['Values are replacement cost']],
        },
      ]),
    );
  }

  // 3. An OED location file.
  {
    const items = locations(204, 12);
    const columns: L[] = [
      extra('PortNumber', () => 1),
      extra('AccNumber', () => 'ACC1'),
      extra('LocNumber', (_, i) => `L${i + 1}`),
      col('StreetAddress', 'address'),
      col('City', 'city'),
      col('AreaCode', 'state'),
      col('PostalCode', 'zipCode'),
      extra('CountryCode', () => 'US'),
      col(
        'OccupancyCode',
        'occupancyType',
        (l) => OED_OCCUPANCY[l.occupancyType]![0],
        (l) => OED_OCCUPANCY[l.occupancyType]![1],
      ),
      col(
        'ConstructionCode',
        'constructionType',
        (l) => OED_CONSTRUCTION[l.constructionType]![0],
        (l) => OED_CONSTRUCTION[l.constructionType]![1],
      ),
      col('YearBuilt', 'yearBuilt'),
      col('NumberOfStoreys', 'stories'),
      col('IsTenant', 'ownership', (l) => (l.ownership === 'Tenant' ? 1 : 0)),
      col('SprinklerType', 'sprinklered', (l) => (l.sprinklered ? 5 : 1)),
      extra('BuildingTIV', (l) => l.buildingValue),
      extra('LocCurrency', () => 'USD'),
    ];
    out.push(csv('b03-oed-location.csv', { name: 'csv', kind: 'property', items, columns }));
  }

  // 4. Fleet with slash headers and a VIN mistyped with the letter O, kept as written.
  {
    const items = vehicles(205, 12, 40).map((v, i) => (i === 3 ? { ...v, vin: v.vin.replace(/0/, 'O') } : v));
    const columns: V[] = [
      col('Unit #', 'fleetId'),
      col('Model Year', 'year'),
      col('Make', 'make'),
      col('Model', 'model'),
      col('VIN/Serial', 'vin'),
      extra('Garaging Zip', () => 7102),
      extra('Radius', () => '50 mi'),
      col('Stated Value', 'value', (v) => `$${v.value.toLocaleString('en-US')}.00`),
      col('Vehicle Use', 'usage', (v) => v.usage),
    ];
    out.push(xlsx('b04-fleet-slash-headers.xlsx', [{ name: 'Vehicles', kind: 'vehicle', items, columns }]));
  }

  // 5. Semicolon export with generic headers; values tell the columns.
  {
    const items = vehicles(206, 15, 900);
    const columns: V[] = [
      col('Ref', 'fleetId'),
      col('Yr', 'year'),
      col('Manufacturer', 'make'),
      col('Type', 'model'),
      col('Chassis No', 'vin'),
      col('Sum Insured', 'value'),
      col('Purpose', 'usage', (v) => (v.usage === 'Commercial' ? 'Business' : v.usage === 'Personal' ? 'Private' : 'Mixed')),
    ];
    out.push(csv('b05-fleet-semicolon-generic.csv', { name: 'csv', kind: 'vehicle', items, columns }, ';'));
  }

  // 6. One-cell addresses, US and Canada mixed, no country column.
  {
    const us = locations(207, 7);
    const ca = [
      ['Toronto', 'ON', 'M5V 2T6'],
      ['Ottawa', 'ON', 'K1P 1J1'],
      ['Halifax', 'NS', 'B3J 3K5'],
    ] as const;
    const items = [...us, ...ca.map(([city, state, zipCode], i) => ({ ...locations(2070 + i, 1)[0]!, city, state, zipCode }))];
    const columns: L[] = [
      col('Site Name', 'name'),
      {
        header: 'Full Address',
        truth: (l) => ({ address: l.address, city: l.city, state: l.state, zipCode: l.zipCode }),
        write: (l) => `${l.address}, ${l.city}, ${l.state} ${l.zipCode}`,
      },
      col('Year Built', 'yearBuilt'),
      col('Stories', 'stories'),
      col('Sprinklered', 'sprinklered', (l) => (l.sprinklered ? 'Yes' : 'No')),
    ];
    out.push(xlsx('b06-sov-one-cell-us-canada.xlsx', [{ name: 'Locations', kind: 'property', items, columns }]));
  }

  // 7. Two-row header whose words are split over both rows, subtotals per state.
  {
    const items = locations(208, 12).sort((a, b) => a.state.localeCompare(b.state));
    const columns: L[] = [
      col(['Location', 'Address'], 'address'),
      col(['', 'City'], 'city'),
      col(['', 'State'], 'state'),
      col(['Postal', 'Code'], 'zipCode'),
      col(['Year', 'Built'], 'yearBuilt'),
      col(
        ['Const.', 'Class'],
        'constructionType',
        (l) => WORDS[l.constructionType]!,
        (l) => l.constructionType,
      ),
      col(['Square', 'Footage'], 'squareFootage'),
      col(['No. of', 'Stories'], 'stories'),
      col(['Owned/', 'Leased'], 'ownership', (l) => (l.ownership === 'Owner' ? 'Owned' : 'Leased')),
    ];
    out.push(
      xlsx('b07-sov-split-two-row.xlsx', [
        {
          name: 'Schedule',
          kind: 'property',
          items,
          columns,
          below: [['Subtotal', '', '', '', '', '', items.reduce((s, l) => s + l.squareFootage, 0)]],
        },
      ]),
    );
  }

  // 8. Vehicles asked for by ?type=vehicle from a sheet whose headers say little.
  {
    const items = vehicles(209, 10, 1);
    const columns: V[] = [
      col('Asset Tag', 'fleetId'),
      col('VIN Number', 'vin'),
      col(
        'Description',
        'make',
        (v) => `${v.make} ${v.model}`,
        (v) => v.make,
      ),
    ];
    const practice = xlsx('b08-fleet-asked-type.xlsx', [{ name: 'Equipment', kind: 'vehicle', items, columns }], 'vehicle');
    for (const [i, v] of practice.truth.vehicles.entries()) v.model = items[i]!.model;
    out.push(practice);
  }

  // 9. Locations known by state only (values by state), plus a street-level sheet.
  {
    const items = locations(210, 8);
    const columns: L[] = [
      col('Bldg Description', 'name'),
      col('Address Line', 'address'),
      col('City Name', 'city'),
      col('State Code', 'state'),
      col('Zip+4', 'zipCode', (l) => `${l.zipCode}-0001`),
      col('Occupancy Type', 'occupancyType'),
      col('Sprinkler (%)', 'sprinklered', (l) => (l.sprinklered ? '100%' : '0%')),
    ];
    out.push(
      xlsx('b09-sov-zip-plus-four.xlsx', [
        { name: 'SOV 2027', kind: 'property', items, columns },
        { name: 'SOV 2026', kind: 'property', items: locations(2100, 8), columns, ignored: true },
      ]),
    );
  }

  // 10. Fleet where a fleet id repeats and VIN check digits are right but written with dashes.
  {
    const items = vehicles(211, 14, 300);
    const columns: V[] = [
      col('Truck No.', 'fleetId'),
      col('Model Yr.', 'year'),
      col('Mfg.', 'make'),
      col('Mdl.', 'model'),
      col('Serial Number', 'vin', (v) => `${v.vin.slice(0, 8)}-${v.vin.slice(8)}`),
      col('ACV ($)', 'value'),
      col('Use Class', 'usage', (v) => (v.usage === 'Commercial' ? 'COMM' : v.usage === 'Personal' ? 'PERS' : 'MIXED')),
    ];
    out.push(csv('b10-fleet-dashed-serials.csv', { name: 'csv', kind: 'vehicle', items, columns }));
  }

  // 11. Plain-language long headers and lower-case values.
  {
    const items = locations(212, 11);
    const columns: L[] = [
      col('Name of building', 'name'),
      col('Street address of the property', 'address'),
      col('City or town', 'city'),
      col('State (2 letters)', 'state'),
      col('ZIP code (5 digits)', 'zipCode'),
      col('When was it built?', 'yearBuilt'),
      col(
        'What is it built of?',
        'constructionType',
        (l) => l.constructionType.toLowerCase(),
        (l) => l.constructionType,
      ),
      col('How is it used?', 'occupancyType', (l) => l.occupancyType.toLowerCase()),
      col('Is it sprinklered?', 'sprinklered', (l) => (l.sprinklered ? 'yes' : 'no')),
      col('Do you own or rent it?', 'ownership', (l) => (l.ownership === 'Owner' ? 'own' : 'rent')),
    ];
    out.push(csv('b11-sov-questions.csv', { name: 'csv', kind: 'property', items, columns }));
  }

  // 12. Trailer and power-unit fleet with a check-digit failure kept as written.
  {
    const items = vehicles(213, 10, 1).map((v, i) =>
      i === 5 ? { ...v, vin: withCheckDigit(v.vin.slice(0, 8) + v.vin.slice(9)).replace(/^(.{8})./, '$1X') } : v,
    );
    const columns: V[] = [
      col('Equip #', 'fleetId'),
      col('Year', 'year'),
      col('Make', 'make'),
      col('Model', 'model'),
      col('VIN', 'vin'),
      col('Replacement Cost', 'value'),
    ];
    out.push(xlsx('b12-fleet-equipment.xlsx', [{ name: 'Power Units', kind: 'vehicle', items, columns }]));
  }
  return out;
}
